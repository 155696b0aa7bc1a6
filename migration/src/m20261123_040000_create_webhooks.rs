use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    /// All statements of this migration land together or not at all (SQLite too).
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // Where an organisation wants its events sent (docs/decisions.md, "Webhooks"). The
        // secrets are kept as issued (`whsec_…`): signing needs them, so they cannot be hashed.
        // Times the worker compares in SQL are Unix seconds (SQLite stores timestamps as text).
        manager
            .create_table(
                Table::create()
                    .table(WebhookEndpoints::Table)
                    .col(uuid(WebhookEndpoints::Id).primary_key())
                    .col(uuid(WebhookEndpoints::OrganisationId))
                    .col(text(WebhookEndpoints::Url))
                    .col(text(WebhookEndpoints::EventTypes))
                    .col(text_null(WebhookEndpoints::Description))
                    .col(boolean(WebhookEndpoints::Enabled))
                    .col(string_null(WebhookEndpoints::DisabledReason))
                    .col(string(WebhookEndpoints::Secret))
                    .col(string_null(WebhookEndpoints::PreviousSecret))
                    .col(big_integer_null(WebhookEndpoints::PreviousSecretExpiresAt))
                    .col(big_integer_null(WebhookEndpoints::FailingSince))
                    .col(timestamp_with_time_zone(WebhookEndpoints::CreatedAt))
                    .col(timestamp_with_time_zone(WebhookEndpoints::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(WebhookEndpoints::Table, WebhookEndpoints::OrganisationId)
                            .to(Organisations::Table, Organisations::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_endpoints_organisation")
                    .table(WebhookEndpoints::Table)
                    .col(WebhookEndpoints::OrganisationId)
                    .col(WebhookEndpoints::Id)
                    .to_owned(),
            )
            .await?;

        // The outbox: one row per event and endpoint, written in the transaction of the event.
        // `lease_until`/`lease_token` mark a row a worker (of any instance) is sending; a lease
        // that runs out (its server died) makes the row claimable again. `event_position` orders
        // the events of one resource (positions are per organisation, as are endpoints).
        manager
            .create_table(
                Table::create()
                    .table(WebhookDeliveries::Table)
                    .col(uuid(WebhookDeliveries::Id).primary_key())
                    .col(uuid(WebhookDeliveries::OrganisationId))
                    .col(uuid(WebhookDeliveries::EndpointId))
                    .col(uuid(WebhookDeliveries::EventId))
                    .col(string(WebhookDeliveries::EventType))
                    .col(big_integer(WebhookDeliveries::EventPosition))
                    .col(string(WebhookDeliveries::ResourceKey))
                    .col(string(WebhookDeliveries::Status))
                    .col(integer(WebhookDeliveries::Attempts))
                    .col(big_integer(WebhookDeliveries::NextAttemptAt))
                    .col(big_integer_null(WebhookDeliveries::LeaseUntil))
                    .col(uuid_null(WebhookDeliveries::LeaseToken))
                    .col(timestamp_with_time_zone(WebhookDeliveries::CreatedAt))
                    .col(timestamp_with_time_zone(WebhookDeliveries::ModifiedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(WebhookDeliveries::Table, WebhookDeliveries::EndpointId)
                            .to(WebhookEndpoints::Table, WebhookEndpoints::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        // What the worker claims: pending rows that are due.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_deliveries_due")
                    .table(WebhookDeliveries::Table)
                    .col(WebhookDeliveries::Status)
                    .col(WebhookDeliveries::NextAttemptAt)
                    .to_owned(),
            )
            .await?;
        // Per-resource ordering: an earlier pending delivery of the same resource and endpoint.
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_deliveries_resource")
                    .table(WebhookDeliveries::Table)
                    .col(WebhookDeliveries::EndpointId)
                    .col(WebhookDeliveries::ResourceKey)
                    .col(WebhookDeliveries::EventPosition)
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_deliveries_endpoint")
                    .table(WebhookDeliveries::Table)
                    .col(WebhookDeliveries::EndpointId)
                    .col(WebhookDeliveries::Id)
                    .to_owned(),
            )
            .await?;

        // Each attempt at sending a delivery, as `GET …/deliveries` shows it.
        manager
            .create_table(
                Table::create()
                    .table(WebhookDeliveryAttempts::Table)
                    .col(uuid(WebhookDeliveryAttempts::Id).primary_key())
                    .col(uuid(WebhookDeliveryAttempts::DeliveryId))
                    .col(boolean(WebhookDeliveryAttempts::Succeeded))
                    .col(integer_null(WebhookDeliveryAttempts::ResponseStatus))
                    .col(text_null(WebhookDeliveryAttempts::Error))
                    .col(big_integer(WebhookDeliveryAttempts::DurationMs))
                    .col(timestamp_with_time_zone(WebhookDeliveryAttempts::AttemptedAt))
                    .foreign_key(
                        ForeignKey::create()
                            .from(WebhookDeliveryAttempts::Table, WebhookDeliveryAttempts::DeliveryId)
                            .to(WebhookDeliveries::Table, WebhookDeliveries::Id)
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("idx_webhook_delivery_attempts_delivery")
                    .table(WebhookDeliveryAttempts::Table)
                    .col(WebhookDeliveryAttempts::DeliveryId)
                    .col(WebhookDeliveryAttempts::Id)
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table(WebhookDeliveryAttempts::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(WebhookDeliveries::Table).to_owned()).await?;
        manager.drop_table(Table::drop().table(WebhookEndpoints::Table).to_owned()).await
    }
}

#[derive(DeriveIden)]
pub enum WebhookEndpoints {
    Table,
    Id,
    OrganisationId,
    Url,
    /// JSON array of event types, or `["*"]`.
    EventTypes,
    Description,
    Enabled,
    DisabledReason,
    Secret,
    /// The secret before the latest rotation, which still signs until it expires.
    PreviousSecret,
    /// Unix seconds.
    PreviousSecretExpiresAt,
    /// Unix seconds of the first failure since the latest success; null while healthy.
    FailingSince,
    CreatedAt,
    ModifiedAt,
}

#[derive(DeriveIden)]
pub enum WebhookDeliveries {
    Table,
    Id,
    OrganisationId,
    EndpointId,
    EventId,
    EventType,
    EventPosition,
    /// `resourceType:resourceId`.
    ResourceKey,
    /// `pending`, `succeeded` or `failed`.
    Status,
    Attempts,
    /// Unix seconds.
    NextAttemptAt,
    /// Unix seconds.
    LeaseUntil,
    LeaseToken,
    CreatedAt,
    ModifiedAt,
}

#[derive(DeriveIden)]
pub enum WebhookDeliveryAttempts {
    Table,
    Id,
    DeliveryId,
    Succeeded,
    ResponseStatus,
    Error,
    DurationMs,
    AttemptedAt,
}

#[derive(DeriveIden)]
pub enum Organisations {
    Table,
    Id,
}
