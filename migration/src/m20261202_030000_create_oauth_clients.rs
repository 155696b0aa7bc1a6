use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    /// Expand only. `oauth_clients`: OAuth 2.0 clients (client credentials), a table the
    /// previous release never reads. Access tokens are rows of `api_keys` with
    /// `oauth_client_id` set, so the key cache, expiry and revocation hold for them unchanged;
    /// `events.actor_oauth_client_id` names the client a change was made through. Both columns
    /// are nullable, and the previous release neither reads nor writes them.
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table(OauthClients::Table)
                    .col(uuid(OauthClients::Id).primary_key())
                    .col(uuid(OauthClients::OrganisationId))
                    .col(uuid_null(OauthClients::MemberId))
                    .col(string_uniq(OauthClients::ClientId))
                    .col(string(OauthClients::SecretHash))
                    .col(boolean(OauthClients::IsSandbox))
                    .col(text(OauthClients::AllowedCidrs))
                    .col(text(OauthClients::Scopes))
                    .col(timestamp_with_time_zone_null(OauthClients::RevokedAt))
                    .col(timestamp_with_time_zone(OauthClients::CreatedAt))
                    .col(timestamp_with_time_zone(OauthClients::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(OauthClients::Table, OauthClients::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter().table(ApiKeys::Table).add_column(uuid_null(ApiKeys::OauthClientId)).to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_api_keys_oauth_client_id")
                    .table(ApiKeys::Table)
                    .col(ApiKeys::OauthClientId)
                    .to_owned(),
            )
            .await?;
        manager
            .alter_table(
                Table::alter()
                    .table(Events::Table)
                    .add_column(string_null(Events::ActorOauthClientId))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .alter_table(
                Table::alter().table(Events::Table).drop_column(Events::ActorOauthClientId).to_owned(),
            )
            .await?;
        manager
            .drop_index(Index::drop().name("idx_api_keys_oauth_client_id").table(ApiKeys::Table).to_owned())
            .await?;
        manager
            .alter_table(Table::alter().table(ApiKeys::Table).drop_column(ApiKeys::OauthClientId).to_owned())
            .await?;
        manager.drop_table(Table::drop().table(OauthClients::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
enum OauthClients {
    Table,
    Id,
    OrganisationId,
    MemberId,
    ClientId,
    SecretHash,
    IsSandbox,
    AllowedCidrs,
    Scopes,
    RevokedAt,
    CreatedAt,
    ModifiedAt,
}

#[derive(DeriveIden)]
enum ApiKeys {
    Table,
    OauthClientId,
}

#[derive(DeriveIden)]
enum Events {
    Table,
    ActorOauthClientId,
}

#[derive(DeriveIden)]
enum Organisations {
    Table,
    Id,
}
