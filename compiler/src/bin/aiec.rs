//! `aiec`: the compiler driver binary; see `aiec --help`.

#[global_allocator]
static HUGE_PAGES: compiler::huge_pages::HugePages = compiler::huge_pages::HugePages;

fn main() {
    aie_target::exit::leave_memory_to_exit();
    std::process::exit(compiler::run(std::env::args_os().collect()));
}
