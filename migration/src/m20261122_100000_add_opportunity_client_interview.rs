use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// The four free-text answers of an opportunity's client interview. All four are null until
/// the interview is first written; after that each holds text (possibly empty).
const COLUMNS: [Opportunities; 4] = [
    Opportunities::InterviewGoal,
    Opportunities::InterviewPlan,
    Opportunities::InterviewChallenges,
    Opportunities::InterviewTiming,
];

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // SQLite's ALTER TABLE takes one change per statement.
        for column in COLUMNS {
            manager
                .alter_table(
                    Table::alter().table(Opportunities::Table).add_column(text_null(column)).to_owned(),
                )
                .await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in COLUMNS {
            manager
                .alter_table(Table::alter().table(Opportunities::Table).drop_column(column).to_owned())
                .await?;
        }
        Ok(())
    }
}

#[derive(DeriveIden, Clone, Copy)]
pub enum Opportunities {
    Table,
    InterviewGoal,
    InterviewPlan,
    InterviewChallenges,
    InterviewTiming,
}
