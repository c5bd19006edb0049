//! The typed instructions of the ctrlcode ISA and their binary encoding,
//! generated from [`super::isa::for_each_op!`]: one struct per operation
//! with its operand fields (named as in [`super::isa::OPS`], as wide as
//! their encoding; pads and `patch_buf` are not fields), the [`Instr`] enum
//! of them all, the encoder and the strict decoder.

use super::isa::{by_opcode, for_each_op, Opcode};
use std::fmt;

/// Why bytes are not an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// No bytes at all.
    Empty,
    /// The first byte is no opcode of the ISA.
    UnknownOpcode(u8),
    /// The instruction needs `need` bytes; only `have` are left.
    Truncated {
        /// The operation's mnemonic.
        mnemonic: &'static str,
        /// Bytes the instruction takes.
        need: usize,
        /// Bytes left in the input.
        have: usize,
    },
    /// A pad byte at `offset` is not zero.
    NonZeroPad {
        /// The operation's mnemonic.
        mnemonic: &'static str,
        /// Offset of the byte from the instruction's opcode byte.
        offset: usize,
        /// The nonzero byte.
        byte: u8,
    },
    /// A register field holds a number above 23.
    BadRegister {
        /// The operation's mnemonic.
        mnemonic: &'static str,
        /// The register field's name.
        field: &'static str,
        /// The number it holds.
        value: u8,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Empty => write!(f, "no instruction: end of input"),
            DecodeError::UnknownOpcode(op) => write!(f, "unknown opcode 0x{op:02x}"),
            DecodeError::Truncated {
                mnemonic,
                need,
                have,
            } => {
                write!(f, "{mnemonic} needs {need} bytes, only {have} left")
            }
            DecodeError::NonZeroPad {
                mnemonic,
                offset,
                byte,
            } => {
                write!(f, "{mnemonic}: pad byte {offset} is 0x{byte:02x}, not 0")
            }
            DecodeError::BadRegister {
                mnemonic,
                field,
                value,
            } => {
                write!(
                    f,
                    "{mnemonic}: {field} names register {value}; registers are 0..23"
                )
            }
        }
    }
}

impl std::error::Error for DecodeError {}

/// The highest register number.
pub const MAX_REGISTER: u32 = 23;

/// The most value fields an operation has.
pub const MAX_VALUES: usize = 4;

/// The values of an instruction's [`super::isa::Op::value_fields`], in
/// order, each widened to 32 bits (no allocation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Values {
    values: [u32; MAX_VALUES],
    len: u8,
}

impl Values {
    fn new(values: &[u32]) -> Values {
        let mut out = Values::default();
        out.values[..values.len()].copy_from_slice(values);
        out.len = values.len() as u8;
        out
    }
}

impl std::ops::Deref for Values {
    type Target = [u32];
    fn deref(&self) -> &[u32] {
        &self.values[..usize::from(self.len)]
    }
}

/// `N` bytes of `b` from `at` (the caller has checked the length).
fn bytes<const N: usize>(b: &[u8], at: usize) -> [u8; N] {
    std::array::from_fn(|i| b[at + i])
}

/// Checks that the `n` pad bytes of `b` at `at` are zero.
fn zero_pad(b: &[u8], at: usize, n: usize, mnemonic: &'static str) -> Result<(), DecodeError> {
    match b[at..at + n].iter().position(|&x| x != 0) {
        None => Ok(()),
        Some(i) => Err(DecodeError::NonZeroPad {
            mnemonic,
            offset: at + i,
            byte: b[at + i],
        }),
    }
}

/// The decoder's check of a value field: registers are 0..=23.
macro_rules! check {
    (reg $value:ident $mnemonic:literal) => {
        if u32::from($value) > MAX_REGISTER {
            return Err(DecodeError::BadRegister {
                mnemonic: $mnemonic,
                field: stringify!($value),
                value: $value,
            });
        }
    };
    (any $value:ident $mnemonic:literal) => {};
}

/// One operation's struct and codec: walks its fields (a
/// [`for_each_op!`] entry), keeping the byte offset, and collects the
/// struct's fields, the encoder's and decoder's statements and the value
/// fields' names and types. `$b` is the byte buffer's name in both.
macro_rules! instr_struct {
    ($b:ident $name:ident $mnemonic:literal $summary:literal $doc:literal; $($field:tt)*) => {
        instr_struct!(@walk ($b $name $mnemonic $summary $doc) (1) [] [] [] [] $($field)*);
    };
    (@walk ($b:ident $name:ident $mnemonic:literal $($h:tt)*) ($off:expr) $st:tt $enc:tt [$($dec:tt)*] $names:tt
        [pad $bits:literal] $($rest:tt)*) => {
        instr_struct!(@walk ($b $name $mnemonic $($h)*) ($off + $bits / 8) $st $enc
            [$($dec)* zero_pad($b, $off, $bits / 8, $mnemonic)?;]
            $names $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [patch_buf $f:ident $doc:literal] $($rest:tt)*) => {
        instr_struct!(@walk $h $off $st $enc $dec $names $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [reg $f:ident $doc:literal] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u8 1 reg $doc) $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [lb $f:ident $doc:literal] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u8 1 any $doc) $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [rb $f:ident $doc:literal] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u8 1 any $doc) $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [c8 $f:ident $doc:literal $($x:tt)*] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u8 1 any $doc) $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [c16 $f:ident $doc:literal $($x:tt)*] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u16 2 any $doc) $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [c32 $f:ident $doc:literal $($x:tt)*] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u32 4 any $doc) $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [page $f:ident $doc:literal] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u16 2 any $doc) $($rest)*);
    };
    (@walk $h:tt $off:tt $st:tt $enc:tt $dec:tt $names:tt [jobsize $f:ident $doc:literal] $($rest:tt)*) => {
        instr_struct!(@value $h $off $st $enc $dec $names ($f u16 2 any $doc) $($rest)*);
    };
    (@value ($b:ident $name:ident $mnemonic:literal $($h:tt)*) ($off:expr)
        [$($st:tt)*] [$($enc:tt)*] [$($dec:tt)*] [$($names:tt)*]
        ($f:ident $ty:ident $n:literal $check:ident $doc:literal) $($rest:tt)*) => {
        instr_struct!(@walk ($b $name $mnemonic $($h)*) ($off + $n)
            [$($st)* #[doc = $doc] pub $f: $ty,]
            [$($enc)* $b[$off..$off + $n].copy_from_slice(&$f.to_le_bytes());]
            [$($dec)*
                let $f = $ty::from_le_bytes(bytes::<$n>($b, $off));
                check!($check $f $mnemonic);]
            [$($names)* $f: $ty = ($off),]
            $($rest)*);
    };
    (@walk ($b:ident $name:ident $mnemonic:literal $summary:literal $doc:literal) ($size:expr)
        [$($st:tt)*] [$($enc:tt)*] [$($dec:tt)*] [$($f:ident: $ty:ident = $at:tt,)*]) => {
        #[doc = $summary]
        #[doc = ""]
        #[doc = $doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name {
            $($st)*
        }

        impl $name {
            /// Size of the encoded instruction in bytes.
            pub const SIZE: usize = $size;

            /// Writes the fields into the instruction's zeroed bytes.
            #[allow(unused_variables, reason = "operations without fields write nothing")]
            fn encode_fields(&self, $b: &mut [u8]) {
                let $name { $($f),* } = *self;
                $($enc)*
            }

            /// The fields from the instruction's bytes.
            fn decode_fields($b: &[u8]) -> Result<$name, DecodeError> {
                $($dec)*
                Ok($name { $($f),* })
            }

            fn values(&self) -> Values {
                let $name { $($f),* } = *self;
                Values::new(&[$(u32::from($f)),*])
            }

            #[allow(unused_mut, unused_variables, reason = "operations without fields")]
            fn map_values(&self, mut f: impl FnMut(usize, u32) -> u32) -> $name {
                let $name { $($f),* } = *self;
                $name { $($f: f($at, u32::from($f)) as $ty),* }
            }

            fn from_values(values: &[u32]) -> Option<$name> {
                let &[$($f),*] = values else {
                    return None;
                };
                Some($name { $($f: $ty::try_from($f).ok()?),* })
            }
        }

        impl From<$name> for Instr {
            fn from(i: $name) -> Instr {
                Instr::$name(i)
            }
        }
    };
}

/// The operation structs and [`Instr`] from the entries of [`for_each_op!`].
macro_rules! define_instrs {
    ($($name:ident = $byte:literal $mnemonic:literal $summary:literal $doc:literal { $($field:tt)* })*) => {
        $(instr_struct!(b $name $mnemonic $summary $doc; $($field)*);)*

        /// The size in bytes of the largest instruction.
        const MAX_SIZE: usize = {
            let sizes = [$($name::SIZE),*];
            let (mut max, mut i) = (0, 0);
            while i < sizes.len() {
                if sizes[i] > max {
                    max = sizes[i];
                }
                i += 1;
            }
            max
        };

        /// One instruction: its operation and the values of its fields.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Instr {
            $(#[doc = concat!("`", $mnemonic, "`: ", $summary)] $name($name),)*
        }

        impl Instr {
            /// The instruction's operation.
            pub fn opcode(&self) -> Opcode {
                match self {
                    $(Instr::$name(_) => Opcode::$name,)*
                }
            }

            /// Size of the encoded instruction in bytes.
            pub fn size(&self) -> usize {
                match self {
                    $(Instr::$name(_) => $name::SIZE,)*
                }
            }

            /// Appends the instruction's bytes to `out`: the opcode, then
            /// every field little-endian at its offset; pads are zero.
            pub fn encode_to(&self, out: &mut Vec<u8>) {
                // Over zeros of the largest size (a fill of constant size),
                // then cut to the instruction's.
                let start = out.len();
                out.extend_from_slice(&[0; MAX_SIZE]);
                self.encode_over(&mut out[start..]);
                out.truncate(start + self.size());
            }

            /// Writes the instruction's bytes over the start of `b`, which
            /// holds at least [`Instr::size`] bytes, all zero.
            fn encode_over(&self, b: &mut [u8]) {
                b[0] = self.opcode() as u8;
                match self {
                    $(Instr::$name(i) => i.encode_fields(b),)*
                }
            }

            /// The values of the operation's value fields, in order.
            pub fn values(&self) -> Values {
                match self {
                    $(Instr::$name(i) => i.values(),)*
                }
            }

            /// The instruction with each value field's value replaced by
            /// `f(byte offset of the field, value)`, cut to the field's width.
            pub fn map_values(&self, f: impl FnMut(usize, u32) -> u32) -> Instr {
                match self {
                    $(Instr::$name(i) => Instr::$name(i.map_values(f)),)*
                }
            }

            /// The instruction of `opcode` with `values` for its value
            /// fields in order; `None` unless there is one value per field
            /// and each fits its field.
            pub fn from_values(opcode: Opcode, values: &[u32]) -> Option<Instr> {
                Some(match opcode {
                    $(Opcode::$name => Instr::$name($name::from_values(values)?),)*
                })
            }

            fn decode_fields(opcode: Opcode, b: &[u8]) -> Result<Instr, DecodeError> {
                Ok(match opcode {
                    $(Opcode::$name => Instr::$name($name::decode_fields(b)?),)*
                })
            }
        }
    };
}

for_each_op!(define_instrs);

impl Instr {
    /// The instruction's entry in [`super::isa::OPS`].
    pub fn op(&self) -> &'static super::isa::Op {
        self.opcode().op()
    }

    /// Writes the instruction's bytes over the start of `out` (pads zero);
    /// `None` if `out` is shorter than the instruction.
    pub fn encode_in_place(&self, out: &mut [u8]) -> Option<()> {
        let b = out.get_mut(..self.size())?;
        b.fill(0);
        self.encode_over(b);
        Some(())
    }

    /// The instruction's bytes (see [`Instr::encode_to`]).
    pub fn encode(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.size());
        self.encode_to(&mut bytes);
        bytes
    }
}

/// Decodes the instruction at the start of `bytes`; returns it with its length.
/// Strict, so that decoding then encoding gives the same bytes: pads must be
/// zero and registers in range. Never panics.
pub fn decode(bytes: &[u8]) -> Result<(Instr, usize), DecodeError> {
    let &opcode = bytes.first().ok_or(DecodeError::Empty)?;
    let op = by_opcode(opcode).ok_or(DecodeError::UnknownOpcode(opcode))?;
    let size = op.size();
    let bytes = bytes.get(..size).ok_or(DecodeError::Truncated {
        mnemonic: op.mnemonic,
        need: size,
        have: bytes.len(),
    })?;
    Ok((Instr::decode_fields(op.opcode, bytes)?, size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cert::isa::{Kind, Op, OPS};
    use proptest::prelude::*;

    /// A valid value for every value field of `op`.
    fn values_for(op: &'static Op) -> impl Strategy<Value = Vec<u32>> {
        op.value_fields()
            .map(|(_, f)| match f.kind {
                Kind::Register => (0..=MAX_REGISTER).boxed(),
                _ => (0..=(u64::from(u32::MAX) >> (32 - u32::from(f.bits))))
                    .prop_map(|v| v as u32)
                    .boxed(),
            })
            .collect::<Vec<_>>()
    }

    fn instr() -> impl Strategy<Value = Instr> {
        (0..OPS.len()).prop_flat_map(|i| {
            let op = &OPS[i];
            values_for(op).prop_map(move |values| {
                Instr::from_values(op.opcode, &values).expect("values fit their fields")
            })
        })
    }

    proptest! {
        #[test]
        fn encode_then_decode_is_identity(i in instr()) {
            let bytes = i.encode();
            prop_assert_eq!(bytes.len(), i.op().size());
            prop_assert_eq!(decode(&bytes), Ok((i, bytes.len())));
        }

        #[test]
        fn streams_round_trip(is in proptest::collection::vec(instr(), 0..20)) {
            let bytes: Vec<u8> = is.iter().flat_map(Instr::encode).collect();
            let mut rest = &bytes[..];
            let mut back = Vec::new();
            while !rest.is_empty() {
                let (i, n) = decode(rest).unwrap();
                back.push(i);
                rest = &rest[n..];
            }
            prop_assert_eq!(back, is);
        }

        #[test]
        fn decode_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
            if let Ok((i, n)) = decode(&bytes) {
                prop_assert_eq!(&i.encode()[..], &bytes[..n]);
            }
        }

        #[test]
        fn values_round_trip(i in instr()) {
            prop_assert_eq!(Instr::from_values(i.opcode(), &i.values()), Some(i));
        }
    }

    /// The generated codec agrees with the table: sizes, field offsets and
    /// widths (each value field set alone to all ones lands at its offset).
    #[test]
    fn codec_follows_the_table() {
        for op in OPS {
            let fields: Vec<_> = op.value_fields().collect();
            assert!(fields.len() <= MAX_VALUES, "{}", op.mnemonic);
            let zero = Instr::from_values(op.opcode, &vec![0; fields.len()]).unwrap();
            assert_eq!(zero.size(), op.size(), "{}", op.mnemonic);
            assert_eq!(zero.opcode(), op.opcode);
            for (k, &(offset, f)) in fields.iter().enumerate() {
                let mut values = vec![0; fields.len()];
                values[k] = u32::MAX >> (32 - u32::from(f.bits));
                let bytes = Instr::from_values(op.opcode, &values).unwrap().encode();
                let ones: Vec<usize> = (0..bytes.len()).filter(|&i| bytes[i] == 0xFF).collect();
                let expected: Vec<usize> = (offset..offset + f.bits as usize / 8).collect();
                let expected = if op.opcode as u8 == 0xFF {
                    [vec![0], expected].concat()
                } else {
                    expected
                };
                assert_eq!(ones, expected, "{}.{}", op.mnemonic, f.name);
            }
            let too_many = vec![0; fields.len() + 1];
            assert_eq!(Instr::from_values(op.opcode, &too_many), None);
        }
    }

    #[test]
    fn every_op_round_trips_with_extreme_values() {
        for op in OPS {
            for fill in [0u32, u32::MAX] {
                let values: Vec<u32> = op
                    .value_fields()
                    .map(|(_, f)| match f.kind {
                        Kind::Register => fill.min(MAX_REGISTER),
                        _ => fill & (u64::from(u32::MAX) >> (32 - u32::from(f.bits))) as u32,
                    })
                    .collect();
                let i = Instr::from_values(op.opcode, &values).unwrap();
                assert_eq!(decode(&i.encode()), Ok((i, op.size())), "{}", op.mnemonic);
            }
        }
    }

    #[test]
    fn errors() {
        assert_eq!(decode(&[]), Err(DecodeError::Empty));
        assert_eq!(
            decode(&[0x0a, 0, 0, 0]),
            Err(DecodeError::UnknownOpcode(0x0a))
        );
        assert!(matches!(
            decode(&[0x05, 0, 0, 0]),
            Err(DecodeError::Truncated {
                need: 12,
                have: 4,
                ..
            })
        ));
        assert!(matches!(
            decode(&[0x07, 1, 0, 0]),
            Err(DecodeError::NonZeroPad {
                offset: 1,
                byte: 1,
                ..
            })
        ));
        assert_eq!(
            decode(&[0x02, 0, 24, 0]),
            Err(DecodeError::BadRegister {
                mnemonic: "WAIT_UC_DMA",
                field: "wait_handle",
                value: 24
            })
        );
    }

    #[test]
    fn map_values_sees_each_field_at_its_offset() {
        for op in OPS {
            let zero = Instr::from_values(op.opcode, &vec![0; op.value_fields().count()]).unwrap();
            let offsets: Vec<u32> = op.value_fields().map(|(k, _)| k as u32).collect();
            assert_eq!(&*zero.map_values(|k, _| k as u32).values(), &offsets[..]);
        }
        let w = Instr::Write32(Write32 {
            address: 1,
            value: 2,
        });
        assert_eq!(
            w.map_values(|_, v| v + 0x100),
            Instr::Write32(Write32 {
                address: 0x101,
                value: 0x102
            })
        );
        let r = Instr::WaitUcDma(WaitUcDma { wait_handle: 3 });
        assert_eq!(
            r.map_values(|_, _| 0x1FF),
            Instr::WaitUcDma(WaitUcDma { wait_handle: 0xFF })
        );
    }

    #[test]
    fn typed_fields() {
        let i = Instr::Write32(Write32 {
            address: 0x61A0604,
            value: 0x8000_0000,
        });
        assert_eq!(
            i.encode(),
            [0x05, 0, 0, 0, 0x04, 0x06, 0x1a, 0x06, 0, 0, 0, 0x80]
        );
        assert_eq!(&*i.values(), &[0x61A0604, 0x8000_0000]);
        assert_eq!(i.op().mnemonic, "WRITE_32");
    }
}
