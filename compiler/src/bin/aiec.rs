//! `aiec`: the compiler driver binary; see `aiec --help`.

fn main() {
    std::process::exit(compiler::run(std::env::args_os().collect()));
}
