//! Host programs on the simulator: the design as `aiecc` compiles it for
//! an NPU host program ([`design`]), what a hardware context is
//! configured from ([`loaded`]), and the runs a host program makes on it
//! ([`context`]); the XRT-compatible runtime (`compiler/xrt-coreutil`) is their C
//! interface, which `aie-sim --xrt-prefix` lays out as an XRT install
//! ([`prefix`]), beside the kernel compilers of `--peano-prefix`
//! ([`kernel_cc`]).

pub mod context;
pub mod design;
pub mod kernel_cc;
pub mod loaded;
pub mod prefix;

/// Runs the `aie-sim` binary with `args` (including the program name) and
/// returns the exit status: a kernel compiler of `--peano-prefix` when
/// called by one of their names, the prefix when asked for one alone, else
/// the simulator ([`crate::sim::main`]).
pub fn aie_sim(args: Vec<std::ffi::OsString>) -> i32 {
    let called = args
        .first()
        .and_then(|a| kernel_cc::called_as(std::path::Path::new(a)));
    if let Some(name) = called {
        return kernel_cc::main(name, &args[1..]);
    }
    prefix(&args).unwrap_or_else(|| crate::sim::main(args))
}

/// `--xrt-prefix` or `--peano-prefix` (alone): prints the directory, or
/// the error; `None` for any other command line.
fn prefix(args: &[std::ffi::OsString]) -> Option<i32> {
    let [_, flag] = args else { return None };
    let made = match flag.to_str()?.trim_start_matches('-') {
        "xrt-prefix" => prefix::xrt(),
        "peano-prefix" => prefix::peano(),
        _ => return None,
    };
    Some(match made {
        Ok(dir) => {
            use std::io::Write;
            let _ = writeln!(std::io::stdout().lock(), "{}", dir.display());
            0
        }
        Err(m) => {
            crate::console::err(&format!("aie-sim: error: {m}\n"));
            1
        }
    })
}

/// The full ELF's attachment holding the design (its MLIR before CERT
/// lowering, whose cores run).
pub const DESIGN_ATTACHMENT: &str = ".aiec.design";
/// The prefix of the full ELF's kernel-library attachments
/// (`.aiec.kernel.<object>`).
pub const KERNEL_ATTACHMENT: &str = ".aiec.kernel.";

#[cfg(test)]
mod tests;
