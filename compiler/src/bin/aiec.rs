//! `aiec`: the compiler driver binary; see `aiec --help`.
//!
//! The process starts at a C `main`, not through std's runtime: the
//! runtime's setup reads `/proc/self/maps` to guard the main thread's stack
//! (0.09 ms, a sixtieth of assembling a 2.3 MB input). What of that setup
//! the driver needs is done here: a closed pipe is a write error, not the
//! end of the process. A stack overflow still ends the process, with
//! `SIGSEGV` and no message.

#![no_main]

#[global_allocator]
static HUGE_PAGES: compiler::huge_pages::HugePages = compiler::huge_pages::HugePages;

/// The process's entry point (the arguments are read through `std::env`).
#[unsafe(no_mangle)]
extern "C" fn main(_argc: libc::c_int, _argv: *const *const libc::c_char) -> libc::c_int {
    // SAFETY: sets a signal's disposition before any thread starts.
    #[cfg(unix)]
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN)
    };
    std::process::exit(compiler::main(std::env::args_os().collect()));
}
