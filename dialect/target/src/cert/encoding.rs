//! Binary encoding of one ctrlcode instruction, derived from [`super::isa::OPS`].

use super::isa::{by_opcode, Kind, Op};
use std::fmt;

/// One decoded (or to-be-encoded) instruction: the operation and the values of
/// its [`Op::value_fields`] (including `jobsize`), in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instr {
    pub op: &'static Op,
    pub values: Vec<u32>,
}

impl Instr {
    /// The instruction's bytes (see [`encode`]).
    pub fn encode(&self) -> Vec<u8> {
        encode(self.op, &self.values)
    }

    /// The value of the field named `name`, if the op has one.
    pub fn get(&self, name: &str) -> Option<u32> {
        self.op
            .value_fields()
            .position(|(_, f)| f.name == name)
            .and_then(|i| self.values.get(i).copied())
    }
}

/// Encodes `op` with `values` for its [`Op::value_fields`] in order: the
/// opcode, then every field little-endian at its offset; pads are zero.
/// Never panics: missing values are 0, extra ones are ignored and values are
/// truncated to their field's width (callers check ranges, as
/// [`super::instr_syntax::parse_operands`] does).
pub fn encode(op: &Op, values: &[u32]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(op.size());
    encode_to(op, values, &mut bytes);
    bytes
}

/// [`encode`], appending to `out`.
pub fn encode_to(op: &Op, values: &[u32], out: &mut Vec<u8>) {
    let start = out.len();
    out.resize(start + op.size(), 0);
    let bytes = &mut out[start..];
    bytes[0] = op.opcode as u8;
    for ((offset, field), &value) in op
        .value_fields()
        .zip(values.iter().chain(std::iter::repeat(&0)))
    {
        let n = field.bits as usize / 8;
        bytes[offset..offset + n].copy_from_slice(&value.to_le_bytes()[..n]);
    }
}

/// Why bytes are not an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// No bytes at all.
    Empty,
    /// The first byte is no opcode of the ISA.
    UnknownOpcode(u8),
    /// The instruction needs `need` bytes; only `have` are left.
    Truncated {
        mnemonic: &'static str,
        need: usize,
        have: usize,
    },
    /// A pad byte at `offset` is not zero.
    NonZeroPad {
        mnemonic: &'static str,
        offset: usize,
        byte: u8,
    },
    /// A register field holds a number above 23.
    BadRegister {
        mnemonic: &'static str,
        field: &'static str,
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
    let mut values = Vec::with_capacity(op.fields.len());
    for (offset, field) in op.layout() {
        let n = field.bits as usize / 8;
        let raw = &bytes[offset..offset + n];
        match field.kind {
            Kind::PatchBuf => {}
            Kind::Pad => {
                if let Some(i) = raw.iter().position(|&b| b != 0) {
                    return Err(DecodeError::NonZeroPad {
                        mnemonic: op.mnemonic,
                        offset: offset + i,
                        byte: raw[i],
                    });
                }
            }
            _ => {
                let mut le = [0u8; 4];
                le[..n].copy_from_slice(raw);
                let value = u32::from_le_bytes(le);
                if field.kind == Kind::Register && value > MAX_REGISTER {
                    return Err(DecodeError::BadRegister {
                        mnemonic: op.mnemonic,
                        field: field.name,
                        value: raw[0],
                    });
                }
                values.push(value);
            }
        }
    }
    Ok((Instr { op, values }, size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cert::isa::OPS;
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
            values_for(op).prop_map(move |values| Instr { op, values })
        })
    }

    proptest! {
        #[test]
        fn encode_then_decode_is_identity(i in instr()) {
            let bytes = i.encode();
            prop_assert_eq!(bytes.len(), i.op.size());
            prop_assert_eq!(decode(&bytes), Ok((i.clone(), bytes.len())));
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
                let i = Instr { op, values };
                assert_eq!(
                    decode(&i.encode()),
                    Ok((i.clone(), op.size())),
                    "{}",
                    op.mnemonic
                );
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
        assert!(matches!(
            decode(&[0x02, 0, 24, 0]),
            Err(DecodeError::BadRegister { value: 24, .. })
        ));
    }
}
