//! PostgreSQL with its database in a tablespace on a filesystem that fills, in a throwaway
//! cluster ([`Cluster`]; the shared server of the test run is never touched).

use sea_orm::{ConnectionTrait, Statement};

use super::{LAST_NAME, small_disk::SmallDisk, write_past_full_and_back};
use crate::{
    helpers::{migrated_with_tenant, postgres_only},
    server_process::Server,
    throwaway_cluster::{Cluster, give_to_postgres},
};

#[tokio::test]
async fn postgres_on_a_full_disk_refuses_writes_and_loses_nothing_acknowledged() {
    if !postgres_only() {
        return;
    }
    let Some(disk) = SmallDisk::mount(24) else { return };
    let Some(cluster) = Cluster::start() else { return };
    let space = disk.path().join("tablespace");
    std::fs::create_dir(&space).unwrap();
    give_to_postgres(&space);
    cluster.execute(&format!("CREATE TABLESPACE small LOCATION '{}'", space.display())).await;
    cluster.execute("CREATE DATABASE crm TABLESPACE small").await;
    let url = cluster.url("crm");
    let key = migrated_with_tenant(&url).await;
    let start = || Server::start(&url, &[]);
    let acked = write_past_full_and_back(&disk, start, &key).await;

    let direct = sea_orm::Database::connect(&url).await.unwrap();
    let rows = direct
        .query_all_raw(Statement::from_sql_and_values(
            sea_orm::DbBackend::Postgres,
            "SELECT id::text AS id FROM contacts WHERE last_name = $1 ORDER BY 1",
            [LAST_NAME.into()],
        ))
        .await
        .unwrap();
    let stored: Vec<String> = rows.iter().map(|row| row.try_get::<String>("", "id").unwrap()).collect();
    let mut expected = acked.ids.clone();
    expected.sort();
    assert_eq!(stored, expected, "the database holds exactly the acknowledged people");
}
