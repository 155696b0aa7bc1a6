//! The fourteen monthly scalar amounts of a household, as one named struct so that every move
//! between the database row, the service and the API names each field (a positional list would
//! still compile with two amounts swapped).

use sea_orm::ActiveValue::Set;

use crate::{entity::household_expense, types::Money};

/// The monthly scalar amounts of a household; `None` is an amount not given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ExpenseScalars {
    pub food: Option<Money>,
    pub rates: Option<Money>,
    pub body_corporate: Option<Money>,
    pub home_insurance: Option<Money>,
    pub health_insurance: Option<Money>,
    pub utilities: Option<Money>,
    pub phone_and_internet: Option<Money>,
    pub transport: Option<Money>,
    pub childcare: Option<Money>,
    pub education: Option<Money>,
    pub clothing: Option<Money>,
    pub medical: Option<Money>,
    pub entertainment: Option<Money>,
    pub rent: Option<Money>,
}

impl ExpenseScalars {
    /// Each amount with the name error messages give it (the API's field name).
    pub fn named(&self) -> [(&'static str, Option<Money>); 14] {
        [
            ("food", self.food),
            ("rates", self.rates),
            ("bodyCorporate", self.body_corporate),
            ("homeInsurance", self.home_insurance),
            ("healthInsurance", self.health_insurance),
            ("utilities", self.utilities),
            ("phoneAndInternet", self.phone_and_internet),
            ("transport", self.transport),
            ("childcare", self.childcare),
            ("education", self.education),
            ("clothing", self.clothing),
            ("medical", self.medical),
            ("entertainment", self.entertainment),
            ("rent", self.rent),
        ]
    }

    /// The amounts stored on a household's record.
    pub fn of(model: &household_expense::Model) -> Self {
        let amount = |cents: Option<i64>| cents.map(Money::from_cents);
        ExpenseScalars {
            food: amount(model.food),
            rates: amount(model.rates),
            body_corporate: amount(model.body_corporate),
            home_insurance: amount(model.home_insurance),
            health_insurance: amount(model.health_insurance),
            utilities: amount(model.utilities),
            phone_and_internet: amount(model.phone_and_internet),
            transport: amount(model.transport),
            childcare: amount(model.childcare),
            education: amount(model.education),
            clothing: amount(model.clothing),
            medical: amount(model.medical),
            entertainment: amount(model.entertainment),
            rent: amount(model.rent),
        }
    }

    /// Sets these amounts on a household's record.
    pub fn set_on(&self, row: &mut household_expense::ActiveModel) {
        let cents = |amount: Option<Money>| Set(amount.map(Money::cents));
        row.food = cents(self.food);
        row.rates = cents(self.rates);
        row.body_corporate = cents(self.body_corporate);
        row.home_insurance = cents(self.home_insurance);
        row.health_insurance = cents(self.health_insurance);
        row.utilities = cents(self.utilities);
        row.phone_and_internet = cents(self.phone_and_internet);
        row.transport = cents(self.transport);
        row.childcare = cents(self.childcare);
        row.education = cents(self.education);
        row.clothing = cents(self.clothing);
        row.medical = cents(self.medical);
        row.entertainment = cents(self.entertainment);
        row.rent = cents(self.rent);
    }
}
