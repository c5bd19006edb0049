//! Greatest common divisors and least common multiples of counts: pool
//! depths and dispatch turns, element widths and address granules.

use std::ops::{Div, Mul, Rem};

/// The greatest common divisor of `a` and `b` (`a` when `b` is 0).
pub(crate) fn gcd<T>(a: T, b: T) -> T
where
    T: Copy + PartialEq + Default + Rem<Output = T>,
{
    if b == T::default() {
        a
    } else {
        gcd(b, a % b)
    }
}

/// The least common multiple of `a` and `b`, both above 0.
pub(crate) fn lcm<T>(a: T, b: T) -> T
where
    T: Copy + PartialEq + Default + Rem<Output = T> + Div<Output = T> + Mul<Output = T>,
{
    a / gcd(a, b) * b
}

#[cfg(test)]
mod tests {
    use super::{gcd, lcm};

    #[test]
    fn divisors_of_counts() {
        assert_eq!(gcd(12i64, 18), 6);
        assert_eq!(gcd(7usize, 0), 7);
        assert_eq!(lcm(4i64, 6), 12);
        assert_eq!(lcm(3usize, 1), 3);
    }
}
