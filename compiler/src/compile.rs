//! The one way a design is compiled, by every tool of the crate: `aiec`,
//! `aie-sim`, `aiecc`, the host runtime and the upstream round trip each
//! call [`design`] (parse, verify, run passes), and the lowered design's
//! control code comes from [`ctrl_elf`].

use aie_target::cert::elf::CtrlElf;
use dialect::ir::Version;
use dialect::{Diagnostic, Ir};
use passes::Step;

/// Runs passes on a verified design: [`verified_each`], or aiec's
/// instrumented run (`--mlir-print-ir-*`, `--mlir-timing`).
pub(crate) type Runner<'a> = &'a mut dyn FnMut(&mut Ir, &[Step]) -> Vec<Diagnostic>;

/// A design that parsed and verified, after its passes.
pub(crate) struct Compiled {
    /// The IR as the passes left it (also after a pass that failed).
    pub ir: Ir,
    /// The verifier's diagnostics on the input (warnings only).
    pub verified: Vec<Diagnostic>,
    /// The passes' diagnostics; an error among them if a pass failed.
    pub passes: Vec<Diagnostic>,
}

/// `source` parsed (as `version`'s syntax, if given), verified, and run
/// through `steps` by `run`. `Err`: the parser's or the verifier's
/// diagnostics, an error among them.
pub(crate) fn design(
    source: &str,
    version: Option<Version>,
    steps: &[Step],
    run: Runner,
) -> Result<Compiled, Vec<Diagnostic>> {
    tune_allocator(source);
    let mut ir = dialect::parse(source)?;
    if let Some(version) = version {
        ir.version = version;
    }
    let verified = dialect::verify(&ir);
    if crate::has_error(&verified) {
        return Err(verified);
    }
    let passes = run(&mut ir, steps);
    Ok(Compiled {
        ir,
        verified,
        passes,
    })
}

/// Has glibc's allocator hand blocks of 1 MiB and more straight to and from
/// the system when the front end reads `source` on two threads
/// ([`dialect::syntax::reads_in_halves`]). By default it raises that threshold to
/// the largest block freed, so once the parser's second thread has handed
/// over its arenas (freed then), freed memory stays in the process: 3-4 MB
/// more at the peak of a 20 MB design. A small input, or one core, keeps
/// the default, which is faster there (and asks the system nothing).
fn tune_allocator(source: &str) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if dialect::syntax::reads_in_halves(source) {
        // SAFETY: sets one parameter of the C allocator (which locks its own state).
        unsafe {
            libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = source;
}

/// The plain runner: `steps` in order, the IR verified after each.
pub(crate) fn verified_each(ir: &mut Ir, steps: &[Step]) -> Vec<Diagnostic> {
    let config = passes::Config { verify_each: true };
    passes::run(ir, steps, config, &mut |_, _, _| {})
}

/// The control-code ELF of a design the default pipeline lowered, as
/// `aiec --emit=ctrl-elf` writes it; `Err` is a diagnostic of the design
/// (no runtime sequence to run, say) or a message naming `path`.
pub(crate) fn ctrl_elf(path: &str, ir: &Ir) -> Result<CtrlElf, CtrlError> {
    let program = passes::cert::program::build(ir).map_err(CtrlError::Design)?;
    crate::ctrl::encode(&program).map_err(|e| CtrlError::Encode(format!("'{path}': {e}")))
}

/// Why a lowered design has no control-code ELF.
pub(crate) enum CtrlError {
    /// The design has none to give (a diagnostic at its source).
    Design(Diagnostic),
    /// Encoding failed (a bug in aiec).
    Encode(String),
}

impl CtrlError {
    /// The error as one message.
    pub(crate) fn message(self) -> String {
        match self {
            CtrlError::Design(d) => d.full_message(),
            CtrlError::Encode(m) => m,
        }
    }
}
