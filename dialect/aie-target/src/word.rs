//! Values as the 32-bit words registers and control code hold, taken
//! without truncating casts.

/// The low 32 bits of `v` (two's complement): the bits of an `i32`, or `v`
/// wrapped as a 32-bit register holds it.
pub fn low32(v: impl Into<i128>) -> u32 {
    let [a, b, c, d, ..] = v.into().to_le_bytes();
    u32::from_le_bytes([a, b, c, d])
}

/// The low and the high 32 bits of `v`.
pub fn halves(v: u64) -> (u32, u32) {
    let [a, b, c, d, e, f, g, h] = v.to_le_bytes();
    (
        u32::from_le_bytes([a, b, c, d]),
        u32::from_le_bytes([e, f, g, h]),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_as_registers_hold_them() {
        assert_eq!(low32(-1i64), 0xFFFF_FFFF);
        assert_eq!(low32(0x1_0000_0002i64), 2);
        assert_eq!(low32(i128::from(u32::MAX)), u32::MAX);
        assert_eq!(halves(0x1234_5678_9ABC_DEF0), (0x9ABC_DEF0, 0x1234_5678));
    }
}
