//! mlir-aie's first abstractions in AIEX: logical locks (`aiex.token`,
//! `aiex.useToken`), `aiex.memcpy` and `aiex.multicast`.

use super::{Check, Cx};
use crate::ir::{OpKind, View};
use crate::ops::views::Multicast;

/// `aiex.multicast`: its body holds only `aiex.multi_dest` ops.
pub(crate) fn multicast(cx: &Cx, op: Multicast) -> Check {
    let ir = cx.ir;
    let body = ir
        .entry_block(op.op(), 0)
        .into_iter()
        .flat_map(|b| ir.ops_in(b));
    for o in body {
        if !matches!(ir.kind(o), Some(OpKind::MultiDest | OpKind::End)) {
            return Err(cx.err(o, "cannot be contained in a Multicast op").help(
                "a multicast holds its destinations: `aiex.multi_dest<%tile, Bundle : channel>`",
            ));
        }
    }
    Ok(())
}
