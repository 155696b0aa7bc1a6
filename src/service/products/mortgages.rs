//! Mortgages: a profile's home loans, with lender, rate and repayments.

use chrono::NaiveDate;
use sea_orm::ActiveValue::Set;

use super::{Owners, ProductDetails};
use crate::{
    entity::financial_product::{self, LoanType, ProductType, RateType, RepaymentFrequency},
    service::Problems,
    types::{Money, Percent},
};

/// Longest loan term.
pub const MAX_TERM_YEARS: i32 = 50;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct MortgageDetails {
    /// An identifier of the client's own system (accepted on POST, returned everywhere).
    pub reference_id: Option<String>,
    pub lender: Option<String>,
    pub loan_type: Option<LoanType>,
    pub loan_amount: Option<Money>,
    pub balance: Option<Money>,
    pub interest_rate: Option<Percent>,
    pub rate_type: Option<RateType>,
    pub fixed_rate_expiry_date: Option<NaiveDate>,
    pub settlement_date: Option<NaiveDate>,
    pub term_years: Option<i32>,
    pub repayment: Option<Money>,
    pub frequency: Option<RepaymentFrequency>,
}

impl ProductDetails for MortgageDetails {
    const TYPE: ProductType = ProductType::Mortgage;
    const NAME: &'static str = "Mortgage";
    const OWNERS: Owners = Owners::Contacts;

    fn from_model(model: &financial_product::Model) -> Self {
        MortgageDetails {
            reference_id: model.reference_id.clone(),
            lender: model.provider.clone(),
            loan_type: model.loan_type,
            loan_amount: model.loan_amount.map(Money::from_cents),
            balance: model.balance.map(Money::from_cents),
            interest_rate: model.interest_rate.map(Percent::from_hundredths),
            rate_type: model.rate_type,
            fixed_rate_expiry_date: model.fixed_rate_expiry_date,
            settlement_date: model.settlement_date,
            term_years: model.term_years,
            repayment: model.repayment.map(Money::from_cents),
            frequency: model.frequency,
        }
    }

    fn apply_to(&self, row: &mut financial_product::ActiveModel) {
        row.reference_id = Set(self.reference_id.clone());
        row.provider = Set(self.lender.clone());
        row.loan_type = Set(self.loan_type);
        row.loan_amount = Set(self.loan_amount.map(Money::cents));
        row.balance = Set(self.balance.map(Money::cents));
        row.interest_rate = Set(self.interest_rate.map(Percent::hundredths));
        row.rate_type = Set(self.rate_type);
        row.fixed_rate_expiry_date = Set(self.fixed_rate_expiry_date);
        row.settlement_date = Set(self.settlement_date);
        row.term_years = Set(self.term_years);
        row.repayment = Set(self.repayment.map(Money::cents));
        row.frequency = Set(self.frequency);
    }

    fn validate(&self, problems: &mut Problems) {
        problems.optional_text("referenceId", &self.reference_id, 100);
        problems.optional_text("lender", &self.lender, 100);
        problems.not_negative("loanAmount", self.loan_amount);
        problems.not_negative("balance", self.balance);
        problems.not_negative("repayment", self.repayment);
        if self.term_years.is_some_and(|years| !(1..=MAX_TERM_YEARS).contains(&years)) {
            problems.add("termYears", format!("must be from 1 to {MAX_TERM_YEARS}"));
        }
        if self.fixed_rate_expiry_date.is_some() && self.rate_type == Some(RateType::Floating) {
            problems.add(
                "fixedRateExpiryDate",
                "only a Fixed rate has an expiry date: clear it (null) when the rate becomes Floating",
            );
        }
    }
}
