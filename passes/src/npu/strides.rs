//! User sizes/strides (elements, innermost first) to hardware wraps and
//! "minus one" steps in 32-bit words (aie-runtime-sequence.md §3.1).

pub(crate) use aie_target::regs::hardware_wraps_steps as hardware;
pub(crate) use dialect::verify::nd::{is_contiguous, is_linear};

#[cfg(test)]
mod tests {
    use super::*;

    /// aie2-registers.md §4.8: [1,2,32,32][4096,2048,64,1] on i32.
    #[test]
    fn worked_example() {
        let (hs, ht) = hardware(&[32, 32, 2, 1], &[1, 64, 2048, 4096], 32);
        assert_eq!(hs, [32, 32, 2, 0]);
        assert_eq!(ht, [0, 63, 2047, 0]);
    }

    #[test]
    fn sixteen_bit_elements_count_words() {
        let (hs, ht) = hardware(&[2, 2, 2, 1], &[1, 4, 2, 0], 16);
        assert_eq!((hs[0], ht[1], ht[2]), (1, 1, 0));
        assert!(is_contiguous(&[8, 1, 1, 1], &[1, 0, 0, 0]));
        assert!(!is_linear(&[2, 2, 2, 1], &[1, 4, 2, 0]));
    }
}
