//! Host programs on the simulator: what a hardware context is configured
//! from ([`loaded`]: the design aiecc packaged, [`crate::session::artifacts`]),
//! and the runs a host program makes on it ([`context`]); the
//! XRT-compatible runtime (`compiler/xrt-coreutil`) is their C interface,
//! which `aie-sim --xrt-prefix` lays out as an XRT install ([`prefix`]),
//! beside the kernel compilers of `--peano-prefix` ([`kernel_cc`]).

pub mod context;
pub mod kernel_cc;
pub mod loaded;
pub mod prefix;

pub use crate::session::artifacts::{DESIGN_ATTACHMENT, KERNEL_ATTACHMENT};
use crate::Console;
use std::path::Path;

/// Runs the `aie-sim` binary with `args` (including the program name) on
/// the process's standard output and error, and returns the exit status:
/// a kernel compiler of `--peano-prefix` when called by one of their
/// names, the prefix when asked for one alone, else the simulator
/// ([`crate::sim::main`]).
pub fn aie_sim(args: Vec<std::ffi::OsString>) -> i32 {
    aie_sim_in(args, &Console::std())
}

/// [`aie_sim`], its messages written to `console`.
pub fn aie_sim_in(args: Vec<std::ffi::OsString>, console: &Console) -> i32 {
    aie_sim_as(None, args, console)
}

/// [`aie_sim_in`] for a process whose executable is not aie-sim: the
/// prefixes are made around `install` (the Python package's `aie-sim`
/// console script, which runs aie-sim in the interpreter, and the runtime
/// library its wheel carries); `None`: this executable's.
pub fn aie_sim_as(
    install: Option<&prefix::Install>,
    args: Vec<std::ffi::OsString>,
    console: &Console,
) -> i32 {
    let called = args
        .first()
        .and_then(|a| kernel_cc::called_as(Path::new(a)));
    if let Some(name) = called {
        return kernel_cc::main_in(name, &args[1..], install, console);
    }
    prefix(install, &args, console).unwrap_or_else(|| crate::sim::main_in(args, console))
}

/// `--xrt-prefix` or `--peano-prefix` (alone) of `install`: prints the
/// directory, or the error; `None` for any other command line.
fn prefix(
    install: Option<&prefix::Install>,
    args: &[std::ffi::OsString],
    console: &Console,
) -> Option<i32> {
    let [_, flag] = args else { return None };
    let made = match flag.to_str()?.trim_start_matches('-') {
        "xrt-prefix" => prefix::xrt(install),
        "peano-prefix" => prefix::peano(install),
        _ => return None,
    };
    Some(match made {
        Ok(dir) => {
            console.out(&format!("{}\n", dir.display()));
            0
        }
        Err(m) => {
            console.err(&format!("aie-sim: error: {m}\n"));
            1
        }
    })
}

#[cfg(test)]
mod tests;
