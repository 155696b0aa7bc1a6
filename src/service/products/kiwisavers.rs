//! KiwiSaver accounts: a person's membership of a KiwiSaver scheme.

use sea_orm::ActiveValue::Set;

use super::{Owners, ProductDetails};
use crate::{
    entity::financial_product::{self, FundType, ProductType},
    service::Problems,
    types::{Money, Percent},
};

/// The rates a member may contribute from their pay. 3.5 % became the default on 1 April 2026
/// (it moves to 4 % in 2028) and 3 % stays for members who chose a temporary rate reduction.
pub const EMPLOYEE_RATES: [Percent; 6] = [
    Percent::whole(3),
    Percent::from_hundredths(350),
    Percent::whole(4),
    Percent::whole(6),
    Percent::whole(8),
    Percent::whole(10),
];

/// The prescribed investor rates (PIR) of a New Zealand resident.
pub const PIR_RATES: [Percent; 3] =
    [Percent::from_hundredths(1050), Percent::from_hundredths(1750), Percent::whole(28)];

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct KiwiSaverDetails {
    pub provider: Option<String>,
    pub scheme_name: Option<String>,
    pub fund_name: Option<String>,
    pub fund_type: Option<FundType>,
    /// Replaces the removed `KiwiSaverPolicyNumber` and `MembershipNumber`.
    pub member_number: Option<String>,
    pub balance: Option<Money>,
    pub employee_contribution_rate: Option<Percent>,
    pub employer_contribution_rate: Option<Percent>,
    pub pir: Option<Percent>,
}

fn one_of(problems: &mut Problems, field: &str, value: Option<Percent>, allowed: &[Percent]) {
    if let Some(value) = value
        && !allowed.contains(&value)
    {
        let allowed: Vec<String> = allowed.iter().map(Percent::to_string).collect();
        problems.add(field, format!("must be one of {} (got {value})", allowed.join(", ")));
    }
}

impl ProductDetails for KiwiSaverDetails {
    const TYPE: ProductType = ProductType::KiwiSaver;
    const NAME: &'static str = "KiwiSaver account";
    const OWNERS: Owners = Owners::Member;

    fn from_model(model: &financial_product::Model) -> Self {
        KiwiSaverDetails {
            provider: model.provider.clone(),
            scheme_name: model.scheme_name.clone(),
            fund_name: model.fund_name.clone(),
            fund_type: model.fund_type,
            member_number: model.member_number.clone(),
            balance: model.balance.map(Money::from_cents),
            employee_contribution_rate: model.employee_contribution_rate.map(Percent::from_hundredths),
            employer_contribution_rate: model.employer_contribution_rate.map(Percent::from_hundredths),
            pir: model.pir.map(Percent::from_hundredths),
        }
    }

    fn apply_to(&self, row: &mut financial_product::ActiveModel) {
        row.provider = Set(self.provider.clone());
        row.scheme_name = Set(self.scheme_name.clone());
        row.fund_name = Set(self.fund_name.clone());
        row.fund_type = Set(self.fund_type);
        row.member_number = Set(self.member_number.clone());
        row.balance = Set(self.balance.map(Money::cents));
        row.employee_contribution_rate = Set(self.employee_contribution_rate.map(Percent::hundredths));
        row.employer_contribution_rate = Set(self.employer_contribution_rate.map(Percent::hundredths));
        row.pir = Set(self.pir.map(Percent::hundredths));
    }

    fn validate(&self, problems: &mut Problems) {
        problems.optional_text("provider", &self.provider, 100);
        problems.optional_text("schemeName", &self.scheme_name, 200);
        problems.optional_text("fundName", &self.fund_name, 200);
        problems.optional_text("KiwiSaverMemberNumber", &self.member_number, 50);
        problems.not_negative("balance", self.balance);
        one_of(problems, "employeeContributionRate", self.employee_contribution_rate, &EMPLOYEE_RATES);
        one_of(problems, "pir", self.pir, &PIR_RATES);
    }
}
