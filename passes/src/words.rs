//! Values as the fields of hardware words, converted without truncating
//! casts: the bits of 32-bit values, and checked values narrowed to their
//! field's type with an error at the op should one not fit after all.

#![warn(clippy::cast_possible_truncation)]

use crate::netlist::op_error;
use dialect::ir::OpId;
use dialect::{Diagnostic, Ir};
use std::fmt::Display;

/// The low 32 bits of `v` (two's complement): the bits of an `i32`
/// attribute, or `v` wrapped as a 32-bit register holds it.
pub(crate) fn low32(v: impl Into<i128>) -> u32 {
    let [a, b, c, d, ..] = v.into().to_le_bytes();
    u32::from_le_bytes([a, b, c, d])
}

/// The low and the high 32 bits of `v`.
pub(crate) fn halves(v: u64) -> (u32, u32) {
    let [a, b, c, d, e, f, g, h] = v.to_le_bytes();
    (
        u32::from_le_bytes([a, b, c, d]),
        u32::from_le_bytes([e, f, g, h]),
    )
}

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
