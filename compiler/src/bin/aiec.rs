//! `aiec`: the compiler driver binary; see `aiec --help`.

fn main() {
    compiler::tune_allocator();
    std::process::exit(compiler::run(std::env::args_os().collect()));
}
