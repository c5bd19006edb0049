//! `aie-sim`: runs a design on the CERT job-runner and the array model
//! (docs/cli.md, "aie-sim").

fn main() {
    std::process::exit(compiler::host::aie_sim(std::env::args_os().collect()));
}
