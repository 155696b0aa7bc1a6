// The request path allocates and frees many small buffers (rows, JSON, headers) on every
// worker thread; glibc's allocator spent ~12 % of a single read in malloc/free and their
// consolidation, mimalloc's thread-local free lists much less (docs/decisions.md, ADR-29).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    advisory_crm::cli::run()
}
