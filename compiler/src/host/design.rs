//! A design as aiecc compiles it for a host program and as the host runtime
//! finishes it for a run: the default pipeline in two halves, split after
//! `canonicalize`. The first half ([`npu_steps`]) leaves the runtime
//! sequence as NPU ops (what `--aie-npu-to-binary` translates, and what an
//! xclbin's PDI image holds); the second ([`cert_steps`]) lowers the design
//! to CERT control code, which [`ctrl_elf`] assembles.

use aie_target::cert::elf::CtrlElf;
use dialect::{Diagnostic, Ir};

/// The last pass of the first half.
const SPLIT_AFTER: &str = "canonicalize";

/// The default pipeline up to the NPU ops; a pass `given` names runs with
/// the options given there (`alloc-scheme=...`).
pub fn npu_steps(given: &[passes::Step]) -> Vec<passes::Step> {
    passes::default_pipeline(Some(SPLIT_AFTER))
        .unwrap_or_default()
        .into_iter()
        .map(|p| {
            let over = given.iter().rev().find(|s| s.pass.flag == p.pass.flag);
            over.cloned().unwrap_or(p)
        })
        .collect()
}

/// The rest of the default pipeline: CERT lowering.
pub fn cert_steps() -> Vec<passes::Step> {
    let first = npu_steps(&[]).len();
    passes::default_pipeline(None)
        .unwrap_or_default()
        .into_iter()
        .skip(first)
        .collect()
}

/// Runs `steps` on `ir` (verifying after each); the diagnostics, or the
/// errors among them.
pub fn run(ir: &mut Ir, steps: &[passes::Step]) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let ds = crate::compile::verified_each(ir, steps);
    if crate::has_error(&ds) {
        Err(ds)
    } else {
        Ok(ds)
    }
}

/// The control-code ELF of a design lowered by [`cert_steps`], as
/// `aiec --emit=ctrl-elf` writes it (`path` names it in messages).
pub fn ctrl_elf(path: &str, ir: &Ir) -> Result<CtrlElf, String> {
    crate::compile::ctrl_elf(path, ir).map_err(crate::compile::CtrlError::message)
}

/// A pass `flag` with `options` (`name=value ...`), as a step.
pub fn step(flag: &str, options: &str) -> Result<passes::Step, String> {
    let pass = passes::lookup(flag).ok_or_else(|| format!("no pass --{flag}"))?;
    let args = passes::Args::parse(pass.options, options).map_err(|e| format!("--{flag}: {e}"))?;
    Ok(passes::Step::new(pass, args))
}
