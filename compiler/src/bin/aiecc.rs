//! `aiecc`: mlir-aie's compiler driver command line for host programs run
//! on aie-sim (docs/cli.md, "aiecc").

fn main() {
    std::process::exit(compiler::aiecc::main(std::env::args_os().collect()));
}
