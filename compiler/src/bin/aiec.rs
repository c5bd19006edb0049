//! `aiec`: the compiler driver binary; see `aiec --help`.

fn main() {
    let args = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    std::process::exit(compiler::run(args));
}
