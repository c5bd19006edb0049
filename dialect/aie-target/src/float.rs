//! The AIE's number formats: `bf16` rounding, shared by the configuration
//! writer (buffer initial values) and the simulator's cores.

/// Rounds the `f32` bit pattern `bits` to `bf16` (to nearest, ties to even;
/// a NaN stays a quiet NaN, infinities and zeros keep their sign), returned
/// in `f32` layout (the low 16 bits zero).
#[inline(always)]
pub fn round_bf16(bits: u32) -> u32 {
    if bits & 0x7fff_ffff > 0x7f80_0000 {
        return (bits | 0x0040_0000) & 0xffff_0000;
    }
    let lsb = (bits >> 16) & 1;
    bits.wrapping_add(0x7fff + lsb) & 0xffff_0000
}

/// `x` as `bf16` bits ([`round_bf16`]).
pub fn bf16_bits(x: f32) -> u16 {
    (round_bf16(x.to_bits()) >> 16) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_rounds_to_nearest_even() {
        assert_eq!(bf16_bits(1.0), 0x3F80);
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even (1).
        assert_eq!(round_bf16(0x3f80_8000), 0x3f80_0000);
        assert_eq!(round_bf16(0x3f81_8000), 0x3f82_0000);
        assert_eq!(round_bf16(0x3f80_8001), 0x3f81_0000);
        assert_eq!(round_bf16(f32::MAX.to_bits()), f32::INFINITY.to_bits());
    }

    #[test]
    fn bf16_special_values() {
        for nan in [f32::NAN.to_bits(), 0xFFFF_FFFF, 0x7F80_0001, 0xFF80_0001] {
            let r = f32::from_bits(round_bf16(nan));
            assert!(r.is_nan(), "{nan:#x}");
            assert_eq!(round_bf16(nan) >> 31, nan >> 31, "sign of {nan:#x}");
        }
        assert_eq!(bf16_bits(f32::INFINITY), 0x7F80);
        assert_eq!(bf16_bits(f32::NEG_INFINITY), 0xFF80);
        assert_eq!(bf16_bits(0.0), 0x0000);
        assert_eq!(bf16_bits(-0.0), 0x8000);
        // Subnormals: the smallest rounds to +0, one at half of bf16's
        // smallest subnormal ties to even (0), one just above rounds up.
        assert_eq!(round_bf16(0x0000_0001), 0);
        assert_eq!(round_bf16(0x0000_8000), 0);
        assert_eq!(round_bf16(0x0000_8001), 0x0001_0000);
        assert_eq!(round_bf16(0x8001_8000), 0x8002_0000);
    }
}
