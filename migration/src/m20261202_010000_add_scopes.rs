use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

/// Every scope of the first release with scopes, as the application spells them. Written out
/// here (this crate never imports the application), and never changed: scopes added later
/// are granted only explicitly.
const FIRST_RELEASE_SCOPES: &str = "contacts:read contacts:write opportunities:read opportunities:write \
members:read products:read products:write expenses:read expenses:write notes:read notes:write \
policies:read invitations:read invitations:write events:read webhooks:read webhooks:write";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only: nullable columns the previous release neither reads nor writes. Existing
    /// keys and webhook endpoints are given the first release's scopes as an explicit list; a
    /// row the previous release writes during a rolling upgrade has none, which the
    /// application reads as that same list.
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter().table(ApiKeys::Table).add_column(text_null(ApiKeys::Scopes)).to_owned(),
            )
            .await?;
        // One column per statement: SQLite alters one thing at a time.
        manager
            .alter_table(
                Table::alter()
                    .table(WebhookEndpoints::Table)
                    .add_column(text_null(WebhookEndpoints::Scopes))
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(WebhookEndpoints::Table)
                    .add_column(uuid_null(WebhookEndpoints::CreatedByKeyId))
                    .to_owned(),
            )
            .await?;
        for table in [ApiKeys::Table.into_iden(), WebhookEndpoints::Table.into_iden()] {
            let fill = Query::update()
                .table(table)
                .value(ApiKeys::Scopes, FIRST_RELEASE_SCOPES)
                .and_where(Expr::col(ApiKeys::Scopes).is_null())
                .to_owned();
            manager.exec_stmt(fill).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter()
                    .table(WebhookEndpoints::Table)
                    .drop_column(WebhookEndpoints::CreatedByKeyId)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(WebhookEndpoints::Table)
                    .drop_column(WebhookEndpoints::Scopes)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(Table::alter().table(ApiKeys::Table).drop_column(ApiKeys::Scopes).to_owned())
            .await
    }
}

#[derive(DeriveIden)]
enum ApiKeys {
    Table,
    Scopes,
}

#[derive(DeriveIden)]
enum WebhookEndpoints {
    Table,
    Scopes,
    CreatedByKeyId,
}
