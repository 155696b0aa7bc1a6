//! Investments: managed funds, shares, term deposits and the like held by a profile.

use sea_orm::ActiveValue::Set;

use super::{Owners, ProductDetails};
use crate::{
    entity::financial_product::{self, InvestmentType, ProductType},
    service::Problems,
    types::Money,
};

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct InvestmentDetails {
    pub provider: Option<String>,
    pub product_name: Option<String>,
    pub investment_type: Option<InvestmentType>,
    pub value: Option<Money>,
}

impl ProductDetails for InvestmentDetails {
    const TYPE: ProductType = ProductType::Investment;
    const NAME: &'static str = "Investment";
    const OWNERS: Owners = Owners::Contacts;

    fn from_model(model: &financial_product::Model) -> Self {
        InvestmentDetails {
            provider: model.provider.clone(),
            product_name: model.product_name.clone(),
            investment_type: model.investment_type,
            value: model.value.map(Money::from_cents),
        }
    }

    fn apply_to(&self, row: &mut financial_product::ActiveModel) {
        row.provider = Set(self.provider.clone());
        row.product_name = Set(self.product_name.clone());
        row.investment_type = Set(self.investment_type);
        row.value = Set(self.value.map(Money::cents));
    }

    fn validate(&self, problems: &mut Problems) {
        problems.optional_text("provider", &self.provider, 100);
        problems.optional_text("productName", &self.product_name, 200);
        problems.not_negative("value", self.value);
    }
}
