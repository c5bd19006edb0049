//! Register field tables: a [`Layout`] of [`Field`]s, from which both
//! [`Layout::encode`] and [`Layout::decode`] derive.

/// One field of a register word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The `aiex.npu.writebd` attribute name (or the register's field name).
    pub name: &'static str,
    /// Word index within the register block.
    pub word: u8,
    /// Lowest bit.
    pub lo: u8,
    /// Width in bits.
    pub bits: u8,
    /// Two's-complement field (lock values): accepts -2^(bits-1)..2^(bits-1)-1.
    pub signed: bool,
}

/// An unsigned field.
pub(super) const fn f(name: &'static str, word: u8, lo: u8, bits: u8) -> Field {
    Field {
        name,
        word,
        lo,
        bits,
        signed: false,
    }
}

/// A two's-complement field.
pub(super) const fn s(name: &'static str, word: u8, lo: u8, bits: u8) -> Field {
    Field {
        signed: true,
        ..f(name, word, lo, bits)
    }
}

/// A value [`Layout::encode`] cannot encode: the message, and a help
/// line giving the field's range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The message.
    pub message: String,
    /// A help line giving the field's range.
    pub help: String,
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A register of one word: its field table.
pub(super) const fn reg(fields: &'static [Field]) -> Layout {
    Layout { words: 1, fields }
}

/// A block of consecutive register words and their fields.
#[derive(Debug, PartialEq, Eq)]
pub struct Layout {
    /// Words in the block.
    pub words: usize,
    /// Its fields.
    pub fields: &'static [Field],
}

impl Field {
    /// The field's bits, unshifted.
    pub fn mask(&self) -> u32 {
        if self.bits >= 32 {
            u32::MAX
        } else {
            (1u32 << self.bits) - 1
        }
    }

    /// The raw field bits for `value`, or `None` if it does not fit.
    pub fn raw(&self, value: i64) -> Option<u32> {
        let bits = u32::from(self.bits);
        let fits = if self.signed {
            let half = 1i64 << (bits - 1);
            (-half..half).contains(&value)
        } else {
            value >= 0 && (value as u64) < (1u64 << bits)
        };
        fits.then_some(value as u32 & self.mask())
    }

    /// The values [`Field::raw_signless`] accepts.
    pub fn range(&self) -> std::ops::RangeInclusive<i64> {
        let top = (1i64 << self.bits) - 1;
        if self.signed {
            -(1i64 << (self.bits - 1))..=top
        } else {
            0..=top
        }
    }

    /// [`Field::raw`], where a signed field also takes the unsigned reading
    /// of its bit pattern, as MLIR's signless integers and mlir-aie's
    /// encoders do (`lock_acq_val = 127` is -1 in 7 bits).
    pub fn raw_signless(&self, value: i64) -> Option<u32> {
        let unsigned = self.signed && value >= 0 && (value as u64) < (1u64 << self.bits);
        self.raw(value)
            .or_else(|| unsigned.then_some(value as u32 & self.mask()))
    }

    /// The field's value in `words` (sign-extended for signed fields).
    pub fn get(&self, words: &[u32]) -> i64 {
        let raw = words
            .get(self.word as usize)
            .map_or(0, |w| (w >> self.lo) & self.mask());
        if self.signed && raw >> (self.bits - 1) & 1 == 1 {
            i64::from(raw) - (1i64 << self.bits)
        } else {
            i64::from(raw)
        }
    }
}

impl Layout {
    /// The field named `name`.
    pub fn field(&self, name: &str) -> Option<&'static Field> {
        self.fields.iter().find(|f| f.name == name)
    }

    /// The words for `values` (fields not given are 0). Errors name a field
    /// the layout lacks or a value that does not fit its field.
    pub fn encode(&self, values: &[(&str, i64)]) -> Result<Vec<u32>, FieldError> {
        let mut words = vec![0u32; self.words];
        for &(name, value) in values {
            let field = self.field(name).ok_or_else(|| FieldError {
                message: format!("this register has no field '{name}'"),
                help: "docs/registers.md lists each register's fields".into(),
            })?;
            let raw = field.raw_signless(value).ok_or_else(|| {
                let range = field.range();
                FieldError {
                    message: format!("{name} = {value} does not fit in {} bits", field.bits),
                    help: format!(
                        "{name} is a {}-bit field: {}..={}",
                        field.bits,
                        range.start(),
                        range.end()
                    ),
                }
            })?;
            words[field.word as usize] |= raw << field.lo;
        }
        Ok(words)
    }

    /// Every field of `words` with its value, in table order.
    pub fn decode(&self, words: &[u32]) -> Vec<(&'static str, i64)> {
        self.fields.iter().map(|f| (f.name, f.get(words))).collect()
    }

    /// [`Layout::encode`] of a one-word register.
    pub fn word(&self, values: &[(&str, i64)]) -> Result<u32, FieldError> {
        Ok(self.encode(values)?[0])
    }

    /// The `(mask, value)` of a MASK_WRITE_32 setting only the fields in
    /// `values` of a one-word register.
    pub fn mask_write(&self, values: &[(&str, i64)]) -> Result<(u32, u32), FieldError> {
        let value = self.word(values)?;
        let mask = values
            .iter()
            .filter_map(|(name, _)| self.field(name))
            .fold(0, |m, f| m | f.mask() << f.lo);
        Ok((mask, value))
    }
}
