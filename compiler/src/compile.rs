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
    /// How long parsing and verifying the input took (`--mlir-timing`).
    pub front_end: FrontEnd,
}

/// The wall time of the front end's two steps.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FrontEnd {
    pub parse: std::time::Duration,
    pub verify: std::time::Duration,
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
    let halves = dialect::syntax::reads_in_halves(source);
    tune_allocator(halves, Phase::Parsing);
    let start = std::time::Instant::now();
    let mut ir = dialect::parse(source)?;
    if let Some(version) = version {
        ir.version = version;
    }
    let parsed = std::time::Instant::now();
    let verified = dialect::verify(&ir);
    if crate::has_error(&verified) {
        return Err(verified);
    }
    let front_end = FrontEnd {
        parse: parsed - start,
        verify: parsed.elapsed(),
    };
    tune_allocator(halves, Phase::Passes);
    let passes = run(&mut ir, steps);
    Ok(Compiled {
        ir,
        verified,
        passes,
        front_end,
    })
}

/// Tunes glibc's allocator for an input the front end reads on two threads
/// ([`dialect::syntax::reads_in_halves`]: `halves`); a small input, or one
/// core, keeps the default, which is faster there (and asks the system
/// nothing).
/// `Phase::Parsing`: blocks of 1 MiB and more straight to and from the
/// system. By default glibc raises that threshold to the largest block
/// freed, so once the parser's second thread has handed over its arenas
/// (freed then), freed memory would stay in the process: 3-4 MB more at the
/// peak of a 20 MB design. `Phase::Passes`: blocks up to 32 MiB (glibc's
/// most) from the heap, and memory freed at its top kept, so the passes' and
/// the output's large temporary lists reuse what those before them freed
/// instead of faulting in fresh zeroed pages (a 1M-op runtime sequence to an
/// ELF: 0.72 → 0.66 s, the same peak).
fn tune_allocator(halves: bool, phase: Phase) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if halves {
        // SAFETY: sets parameters of the C allocator (which locks its own state).
        unsafe {
            match phase {
                Phase::Parsing => {
                    libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
                }
                Phase::Passes => {
                    libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
                    libc::mallopt(libc::M_TRIM_THRESHOLD, 1 << 30);
                }
            }
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = (halves, phase);
}

/// What the allocator is tuned for ([`tune_allocator`]).
#[derive(Clone, Copy)]
enum Phase {
    Parsing,
    Passes,
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
