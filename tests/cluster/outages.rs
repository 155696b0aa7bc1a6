//! The primary killed, and a planned switchover, under writes from two instances: no 500, no
//! request past 10 s, every failure a 503 with `Retry-After`, nothing acknowledged lost.

use std::time::Duration;

use crate::{
    cluster::{Cluster, ONE_AT_A_TIME},
    fleet::{Fleet, assert_nothing_lost, assert_only_acknowledged_or_unavailable},
    load::{Load, Write, summarise},
};

/// Writers per instance.
const WRITERS: usize = 3;

/// Runs the load on `fleet`, does `outage` 4 s in, and goes on for `after` more.
async fn through(fleet: &Fleet, outage: impl FnOnce(&Cluster), after: Duration) -> (Vec<Write>, Duration) {
    let load = Load::start(&fleet.ports(), &fleet.key, WRITERS);
    tokio::time::sleep(Duration::from_secs(4)).await;
    let outage_at = load.started.elapsed();
    tokio::task::block_in_place(|| outage(&fleet.cluster));
    tokio::time::sleep(after).await;
    (load.stop().await, outage_at)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_primary_killed_under_load_loses_nothing_and_answers_no_500() {
    let _turn = ONE_AT_A_TIME.lock().await;
    let Some(cluster) = Cluster::up() else { return };
    let fleet = Fleet::start(cluster, &[]).await;

    let (writes, outage_at) = through(
        &fleet,
        |cluster| {
            let leader = cluster.leader();
            cluster.kill_member(&leader);
        },
        Duration::from_secs(20),
    )
    .await;
    let summary = summarise(&writes, outage_at);
    eprintln!("kill -9 of the primary: {summary}");
    assert_only_acknowledged_or_unavailable(&writes);
    assert_nothing_lost(&fleet, &writes).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_planned_switchover_under_load_costs_latency_not_errors() {
    let _turn = ONE_AT_A_TIME.lock().await;
    let Some(cluster) = Cluster::up() else { return };
    let fleet = Fleet::start(cluster, &[]).await;

    let (writes, outage_at) = through(&fleet, Cluster::switchover, Duration::from_secs(8)).await;
    let summary = summarise(&writes, outage_at);
    eprintln!("planned switchover: {summary}");
    assert_only_acknowledged_or_unavailable(&writes);
    assert_nothing_lost(&fleet, &writes).await;
}
