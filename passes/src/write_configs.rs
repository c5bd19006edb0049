//! `aiex.npu.write_config @dev` where the NPU translations read it: each
//! is written as `@dev`'s configuration (`config::expand_load_pdi`), above
//! both the translations (`npu`) and the configuration (`config`), which
//! uses `npu`'s BD encoding.

use crate::config::expand_load_pdi::inline_write_configs;
use crate::npu::to_emitc;
use crate::{Args, Body, Pass};
use dialect::ir::OpKind;
use dialect::{Diagnostic, Ir};

/// A copy of `ir` with its `aiex.npu.write_config`s replaced by their
/// writes, if it has any (for the translations that read the IR as given:
/// `--aie-npu-to-binary`, `--aie-npu-to-cpp`).
pub fn with_configs_inlined(ir: &Ir) -> Result<Option<Ir>, Diagnostic> {
    if !ir.may_contain(OpKind::NpuWriteConfig) {
        return Ok(None);
    }
    let mut copy = ir.clone();
    inline_write_configs(&mut copy)?;
    Ok(Some(copy))
}

/// `--convert-aiex-to-emitc`, its write_configs written out first.
pub(crate) const CONVERT_AIEX_TO_EMITC: Pass = Pass {
    body: Body::Run(convert_aiex_to_emitc),
    ..to_emitc::PASS
};

fn convert_aiex_to_emitc(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    match inline_write_configs(ir) {
        Ok(()) => to_emitc::run(ir, args),
        Err(d) => vec![d],
    }
}
