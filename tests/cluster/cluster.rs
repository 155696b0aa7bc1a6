//! A Patroni cluster on loopback (`scripts/cluster`): etcd, two PostgreSQL nodes in synchronous
//! mode and HAProxy with a primary and a replica listener, torn down when dropped.

use std::{
    collections::HashMap,
    path::PathBuf,
    process::{Command, Output},
};

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/cluster");
/// `scripts/cluster`'s exit code when patroni, etcd or haproxy is not installed.
const SKIPPED: i32 = 77;

/// One cluster at a time: each takes two PostgreSQL servers, etcd and HAProxy, and the
/// failover tests' timings mean little while another cluster fails over on the same cores.
pub static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

pub struct Cluster {
    dir: PathBuf,
    env: HashMap<String, String>,
}

impl Cluster {
    /// Brings a cluster up; none (saying why) outside the PostgreSQL pass of the suite or where
    /// the cluster's packages are not installed.
    pub fn up() -> Option<Self> {
        if !std::env::var("TEST_DATABASE_URL").is_ok_and(|url| url.starts_with("postgres")) {
            eprintln!("skipped: the cluster tests run with TEST_DATABASE_URL=postgres://…");
            return None;
        }
        let dir = std::env::temp_dir().join(format!("crm-cluster-{}", uuid::Uuid::now_v7().simple()));
        let output = script(&["up", dir.to_str().unwrap()]);
        if output.status.code() == Some(SKIPPED) {
            eprintln!("{}", String::from_utf8_lossy(&output.stderr).trim());
            return None;
        }
        let cluster = Cluster { env: HashMap::new(), dir };
        assert!(
            output.status.success(),
            "scripts/cluster up failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        Some(cluster.reload())
    }

    /// Reads `cluster.env` again (a switchover or a restart rewrites it).
    fn reload(mut self) -> Self {
        self.env = read_env(&self.dir);
        self
    }

    pub fn var(&self, name: &str) -> String {
        self.env.get(name).cloned().unwrap_or_else(|| panic!("cluster.env has no {name}"))
    }

    /// HAProxy's primary listener.
    pub fn primary_url(&self) -> String {
        self.var("PRIMARY_URL")
    }

    /// HAProxy's replica listener.
    pub fn replica_url(&self) -> String {
        self.var("REPLICA_URL")
    }

    pub fn leader(&self) -> String {
        self.run(&["leader"]).trim().to_string()
    }

    /// The member that is not the leader.
    pub fn standby(&self) -> String {
        if self.leader() == "pg1" { "pg2".to_string() } else { "pg1".to_string() }
    }

    /// A direct URL of `member`'s PostgreSQL (not through HAProxy).
    pub fn member_url(&self, member: &str) -> String {
        self.var(&format!("PG_URL_{}", member.trim_start_matches("pg")))
    }

    /// `kill -9` of `member`'s Patroni and postmaster, as a machine that dies.
    pub fn kill_member(&self, member: &str) {
        let patroni = self.run(&["patroni-pid", member]);
        let postmaster = self.run(&["postmaster-pid", member]);
        for pid in [patroni.trim(), postmaster.trim()] {
            let status = Command::new("kill").args(["-9", pid]).status().unwrap();
            assert!(status.success(), "kill -9 {pid}");
        }
    }

    /// A planned switchover; returns once the other member leads.
    pub fn switchover(&self) {
        self.run(&["switchover"]);
    }

    /// The cluster's logs, for a failing test's message.
    pub fn logs_dir(&self) -> PathBuf {
        self.dir.join("logs")
    }

    fn run(&self, args: &[&str]) -> String {
        let mut all = vec![args[0], self.dir.to_str().unwrap()];
        all.extend_from_slice(&args[1..]);
        let output = script(&all);
        assert!(
            output.status.success(),
            "scripts/cluster {}: {} (logs in {})",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr),
            self.logs_dir().display()
        );
        String::from_utf8_lossy(&output.stdout).into_owned()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        if std::thread::panicking() {
            eprintln!("the cluster's logs were in {} (removed now)", self.logs_dir().display());
        }
        let _ = script(&["down", self.dir.to_str().unwrap()]);
    }
}

fn script(args: &[&str]) -> Output {
    Command::new("bash").arg(SCRIPT).args(args).output().unwrap()
}

/// `KEY=value` lines (values possibly quoted) of `DIR/cluster.env`.
fn read_env(dir: &std::path::Path) -> HashMap<String, String> {
    let text = std::fs::read_to_string(dir.join("cluster.env")).unwrap();
    text.lines()
        .filter_map(|line| line.trim().trim_start_matches("export ").split_once('='))
        .map(|(key, value)| (key.to_string(), value.trim_matches(|c| c == '"' || c == '\'').to_string()))
        .collect()
}
