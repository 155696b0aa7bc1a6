//! The service on PostgreSQL as production runs it: two instances on a Patroni cluster behind
//! HAProxy (`scripts/cluster`, from `deploy/`). The primary is killed, switched over, the
//! replica paused and killed, under load; what clients see is checked. A test binary of its
//! own, so it runs after the main suite rather than beside it (its timings mean something),
//! and only in the PostgreSQL pass; without patroni, etcd-server and haproxy it says it is
//! skipped.

mod cluster;
mod fleet;
#[allow(dead_code)]
#[path = "../api/helpers.rs"]
mod helpers;
mod load;
mod outages;
mod replica;
#[allow(dead_code)]
#[path = "../api/server_process.rs"]
mod server_process;
#[allow(dead_code)]
#[path = "../api/webhook_receiver.rs"]
mod webhook_receiver;
