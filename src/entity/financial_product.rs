use sea_orm::entity::prelude::*;

/// Which of the three financial products a row is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum ProductType {
    #[sea_orm(string_value = "Mortgage")]
    Mortgage,
    #[sea_orm(string_value = "KiwiSaver")]
    KiwiSaver,
    #[sea_orm(string_value = "Investment")]
    Investment,
}

/// How a mortgage is repaid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum LoanType {
    /// Equal repayments of principal and interest over the term.
    #[sea_orm(string_value = "TableLoan")]
    TableLoan,
    /// A revolving credit facility.
    #[sea_orm(string_value = "Revolving")]
    Revolving,
    #[sea_orm(string_value = "InterestOnly")]
    InterestOnly,
    /// Equal repayments of principal plus the interest due.
    #[sea_orm(string_value = "Reducing")]
    Reducing,
}

/// Whether a mortgage's interest rate is fixed for a term or floats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RateType {
    #[sea_orm(string_value = "Fixed")]
    Fixed,
    #[sea_orm(string_value = "Floating")]
    Floating,
}

/// How often a mortgage repayment is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum RepaymentFrequency {
    #[sea_orm(string_value = "Weekly")]
    Weekly,
    #[sea_orm(string_value = "Fortnightly")]
    Fortnightly,
    #[sea_orm(string_value = "Monthly")]
    Monthly,
}

/// The risk profile of a KiwiSaver fund.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum FundType {
    #[sea_orm(string_value = "Defensive")]
    Defensive,
    #[sea_orm(string_value = "Conservative")]
    Conservative,
    #[sea_orm(string_value = "Balanced")]
    Balanced,
    #[sea_orm(string_value = "Growth")]
    Growth,
    #[sea_orm(string_value = "Aggressive")]
    Aggressive,
}

/// What kind of asset an investment is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, EnumIter, DeriveActiveEnum, poem_openapi::Enum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum InvestmentType {
    #[sea_orm(string_value = "ManagedFund")]
    ManagedFund,
    #[sea_orm(string_value = "Shares")]
    Shares,
    #[sea_orm(string_value = "TermDeposit")]
    TermDeposit,
    #[sea_orm(string_value = "Bonds")]
    Bonds,
    #[sea_orm(string_value = "Property")]
    Property,
    #[sea_orm(string_value = "Cash")]
    Cash,
    #[sea_orm(string_value = "Other")]
    Other,
}

/// A mortgage, KiwiSaver account or investment of a profile. The columns of the other two
/// types are null. Money is in cents; percentages are in hundredths of a percent.
#[sea_orm::model]
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "financial_products")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organisation_id: Uuid,
    pub profile_id: Uuid,
    pub product_type: ProductType,
    pub state: Option<String>,
    /// The lender of a mortgage; the provider of a KiwiSaver scheme or investment.
    pub provider: Option<String>,
    pub reference_id: Option<String>,
    pub loan_type: Option<LoanType>,
    pub loan_amount: Option<i64>,
    pub balance: Option<i64>,
    pub interest_rate: Option<i32>,
    pub rate_type: Option<RateType>,
    pub fixed_rate_expiry_date: Option<Date>,
    pub settlement_date: Option<Date>,
    pub term_years: Option<i32>,
    pub repayment: Option<i64>,
    pub frequency: Option<RepaymentFrequency>,
    pub scheme_name: Option<String>,
    pub fund_name: Option<String>,
    pub fund_type: Option<FundType>,
    pub member_number: Option<String>,
    pub employee_contribution_rate: Option<i32>,
    pub employer_contribution_rate: Option<i32>,
    pub pir: Option<i32>,
    pub product_name: Option<String>,
    pub investment_type: Option<InvestmentType>,
    pub value: Option<i64>,
    pub created_at: Option<DateTimeUtc>,
    pub modified_at: DateTimeUtc,
    /// The integrator's own id for the record: unique per organisation within the resource.
    pub external_id: Option<String>,
}

impl ActiveModelBehavior for ActiveModel {}
