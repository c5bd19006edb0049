//! The guards aiec's deadlock check puts on a runtime sequence's scalar
//! arguments (docs/deadlocks.md, "Guards"): a run with a value outside
//! would hang, so aie-sim and the host runtime refuse it before it starts.

use aie_target::cert::elf::AiecArg;

/// A scalar argument's value: its bytes little-endian, sign-extended from
/// its width (at most 8 bytes).
pub fn value(bytes: &[u8]) -> i64 {
    let n = bytes.len().min(8);
    if n == 0 {
        return 0;
    }
    let mut word = [0u8; 8];
    word[..n].copy_from_slice(&bytes[..n]);
    let shift = 64 - 8 * n as u32;
    (i64::from_le_bytes(word) << shift) >> shift
}

/// The refusal of the first guarded argument of `args` whose value (its
/// bytes from `bytes`) is outside its guard, naming the guard and the value.
pub fn check<'a>(
    args: &[AiecArg],
    bytes: impl Fn(usize) -> Option<&'a [u8]>,
) -> Result<(), String> {
    for (n, a) in args.iter().enumerate() {
        let (Some(guard), Some(b)) = (a.guard, bytes(n)) else {
            continue;
        };
        let size = usize::try_from(a.size).unwrap_or(8).clamp(1, 8);
        let v = value(&b[..size.min(b.len())]);
        if !guard.admits(v) {
            return Err(format!(
                "argument {n} is {v}, but the design completes only if argument {n} {guard} \
                 (the guard aiec's deadlock check put on the runtime sequence): the run would \
                 hang, so it is not started"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use aie_target::cert::elf::ArgGuard;

    fn guarded(min: u64, max: Option<u64>) -> Vec<AiecArg> {
        vec![AiecArg {
            size: 4,
            element_type: "i32".into(),
            scalar: true,
            guard: Some(ArgGuard { min, max }),
        }]
    }

    #[test]
    fn values_outside_the_guard_are_refused_by_name() {
        let args = guarded(4, None);
        assert_eq!(check(&args, |_| Some(&[4, 0, 0, 0][..])), Ok(()));
        let err = check(&args, |_| Some(&[3, 0, 0, 0][..])).unwrap_err();
        assert!(
            err.starts_with("argument 0 is 3, but the design completes only if argument 0 >= 4"),
            "{err}"
        );
        // Negative values are negative, not large.
        assert!(check(&args, |_| Some(&[0xff; 4][..])).is_err());
        let args = guarded(1, Some(3));
        assert!(check(&args, |_| Some(&[3, 0, 0, 0][..])).is_ok());
        let err = check(&args, |_| Some(&[0, 0, 0, 0][..])).unwrap_err();
        assert!(err.contains("argument 0 in 1..=3"), "{err}");
    }
}
