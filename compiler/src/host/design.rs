//! A design as aiecc compiles it for a host program and as the host runtime
//! finishes it for a run: the default pipeline in two halves, split after
//! `canonicalize` ([`passes::NPU_OPS_AFTER`]). The first half ([`npu_steps`]) leaves the runtime
//! sequence as NPU ops (what `--aie-npu-to-binary` translates, and what an
//! xclbin's PDI image holds); the second ([`cert_steps`]) lowers the design
//! to CERT control code, which [`ctrl_elf`] assembles.

use aie_target::cert::elf::CtrlElf;
use dialect::{Diagnostic, Ir};

/// The default pipeline up to the NPU ops, as mlir-aie's aiecc lowers
/// runtime sequences ([`passes::npu_pipeline`]: a sequence with run-time
/// control flow stays whole, for the C++ generator of its instruction
/// stream); a pass `given` names runs with the options given there
/// (`alloc-scheme=...`).
pub fn npu_steps(given: &[passes::Step]) -> Vec<passes::Step> {
    passes::npu_pipeline()
        .into_iter()
        .map(|p| {
            let over = given.iter().rev().find(|s| s.pass.flag == p.pass.flag);
            over.cloned().unwrap_or(p)
        })
        .collect()
}

/// The last pass of [`npu_steps`] before which aiecc's
/// `input_with_addresses.mlir` is taken (mlir-aie's: buffers, locks and
/// BD ids allocated, flows not routed yet).
pub const ADDRESSES_AFTER: &str = "aie-assign-bd-ids";

/// The rest of the default pipeline: CERT lowering.
pub fn cert_steps() -> Vec<passes::Step> {
    let all = passes::default_pipeline(None).unwrap_or_default();
    let split = all
        .iter()
        .position(|s| s.pass.flag == passes::NPU_OPS_AFTER)
        .map_or(0, |i| i + 1);
    all.into_iter().skip(split).collect()
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
