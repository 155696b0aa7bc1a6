//! Turns transparent huge pages off for the whole process, before anything else runs.
//!
//! mimalloc advises the kernel to back its arenas with 2 MiB huge pages, so each region it
//! touches is resident as a whole 2 MiB however little of it is used: the server's peak memory
//! under the benchmark's page load was 110–138 MB with them and 86–99 MB without, with requests
//! per second unchanged within the noise (docs/performance.md, "Memory"). The switch is the
//! process's own (`PR_SET_THP_DISABLE`), so it holds whether the host's THP setting is `always`
//! or `madvise`, for every allocator in the process, and is inherited by nothing else.

/// Whether the kernel took the switch (false where it has none, e.g. off Linux).
#[cfg(target_os = "linux")]
pub fn turn_off() -> bool {
    // SAFETY: PR_SET_THP_DISABLE takes integer arguments only and changes a flag of this process.
    unsafe { libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0) == 0 }
}

#[cfg(not(target_os = "linux"))]
pub fn turn_off() -> bool {
    false
}
