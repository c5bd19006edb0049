//! Values as the fields of hardware words, converted without truncating
//! casts: the bits of 32-bit values ([`aie_target::word`]), and checked
//! values narrowed to their field's type with an error at the op should one
//! not fit after all.

#![warn(clippy::cast_possible_truncation)]

use crate::netlist::op_error;
use dialect::ir::OpId;
use dialect::{Diagnostic, Ir};
use std::fmt::Display;

pub(crate) use aie_target::word::{halves, low32};

/// `v`, the value `what` of `op` that a verifier or the device's table
/// keeps within `T`, as `T`: an internal error at `op` if it is not.
pub(crate) fn fit<T, V>(ir: &Ir, op: OpId, what: &str, v: V) -> Result<T, Diagnostic>
where
    T: TryFrom<V>,
    V: Copy + Display,
{
    T::try_from(v).map_err(|_| {
        op_error(
            ir,
            op,
            format!("internal error: {what} {v} does not fit its field"),
        )
    })
}

/// `v` rounded to the nearest `f32`, as MLIR reads a float literal of an
/// `f32` (or `bf16`) element: rounding, not truncation of the value.
#[allow(
    clippy::cast_possible_truncation,
    reason = "f64 to f32 rounds to the nearest value"
)]
pub(crate) fn f32_of(v: f64) -> f32 {
    v as f32
}
