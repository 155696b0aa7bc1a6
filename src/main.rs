fn main() -> std::process::ExitCode {
    advisory_crm::cli::run()
}
