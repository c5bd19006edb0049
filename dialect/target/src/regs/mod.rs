//! The AIE-ML (AIE2) register map the control-code lowering writes and the
//! simulator and ELF lift read (facts: aie2-registers.md; docs/registers.md).
//! Every register is a [`Layout`], a field table from which both
//! [`Layout::encode`] and [`Layout::decode`] derive; addresses are
//! tile-local and given by formulas per tile kind.
//!
//! - [`dma`]: buffer descriptors per tile kind, channel control and start
//!   queues, the wrap/step conversion;
//! - [`lock`]: lock values, lock requests, overflow and underflow status;
//! - [`switch`]: stream-switch master, slave and slot registers, physical
//!   port numbers, shim mux and demux;
//! - [`core`]: core control and status, tile control, cascade;
//! - [`image`]: the register image, a sparse model of the array that a
//!   stream of writes builds and that answers decoded queries (the lift's
//!   and the simulator's one decoder).

pub mod core;
pub mod dma;
pub mod image;
pub mod lock;
pub mod switch;

pub use self::core::*;
pub use dma::*;
pub use lock::*;
pub use switch::*;

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

const fn f(name: &'static str, word: u8, lo: u8, bits: u8) -> Field {
    Field {
        name,
        word,
        lo,
        bits,
        signed: false,
    }
}

const fn s(name: &'static str, word: u8, lo: u8, bits: u8) -> Field {
    Field {
        signed: true,
        ..f(name, word, lo, bits)
    }
}

/// A register of one word: its field table.
const fn reg(fields: &'static [Field]) -> Layout {
    Layout { words: 1, fields }
}

/// A block of consecutive register words and their fields.
#[derive(Debug, PartialEq, Eq)]
pub struct Layout {
    /// Words in the block.
    pub words: usize,
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
    pub fn encode(&self, values: &[(&str, i64)]) -> Result<Vec<u32>, String> {
        let mut words = vec![0u32; self.words];
        for &(name, value) in values {
            let field = self
                .field(name)
                .ok_or_else(|| format!("this register has no field '{name}'"))?;
            let raw = field
                .raw(value)
                .ok_or_else(|| format!("{name} = {value} does not fit in {} bits", field.bits))?;
            words[field.word as usize] |= raw << field.lo;
        }
        Ok(words)
    }

    /// Every field of `words` with its value, in table order.
    pub fn decode(&self, words: &[u32]) -> Vec<(&'static str, i64)> {
        self.fields.iter().map(|f| (f.name, f.get(words))).collect()
    }

    /// [`Layout::encode`] of a one-word register.
    pub fn word(&self, values: &[(&str, i64)]) -> Result<u32, String> {
        Ok(self.encode(values)?[0])
    }

    /// The `(mask, value)` of a MASK_WRITE_32 setting only the fields in
    /// `values` of a one-word register.
    pub fn mask_write(&self, values: &[(&str, i64)]) -> Result<(u32, u32), String> {
        let value = self.word(values)?;
        let mask = values
            .iter()
            .filter_map(|(name, _)| self.field(name))
            .fold(0, |m, f| m | f.mask() << f.lo);
        Ok((mask, value))
    }
}

/// DMA channel direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    S2MM,
    MM2S,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::TileKind;

    #[test]
    fn layouts_have_no_overlapping_fields() {
        let mut all = vec![
            &SHIM_BD.layout,
            &MEM_BD.layout,
            &CORE_BD.layout,
            &START_QUEUE,
            &LOCK_VALUE,
            lock_request_layout(TileKind::Core).0,
            lock_request_layout(TileKind::MemTile).0,
            &MASTER_CIRCUIT,
            &MASTER_PACKET,
            &SLAVE_CONFIG,
            &SLAVE_SLOT,
            &SHIM_MUX,
            &SHIM_DEMUX,
            &CORE_CONTROL,
            &CORE_STATUS,
            &TILE_CONTROL,
            &ACCUMULATOR_CONTROL,
        ];
        for kind in [TileKind::Core, TileKind::MemTile, TileKind::ShimNoc] {
            all.extend([Dir::S2MM, Dir::MM2S].map(|d| channel_ctrl_layout(kind, d).unwrap()));
        }
        for layout in all {
            let mut used = vec![0u32; layout.words];
            for f in layout.fields {
                assert!(u32::from(f.lo) + u32::from(f.bits) <= 32, "{}", f.name);
                let m = f.mask() << f.lo;
                assert_eq!(used[f.word as usize] & m, 0, "{}", f.name);
                used[f.word as usize] |= m;
            }
        }
    }

    #[test]
    fn generic_encode_decode_and_mask_write() {
        let word = CORE_CONTROL.word(&[("enable", 1)]).unwrap();
        assert_eq!(word, 1);
        assert_eq!(CORE_CONTROL.decode(&[word]), [("enable", 1), ("reset", 0)]);
        assert!(CORE_CONTROL.word(&[("halt", 1)]).is_err());
        assert!(CORE_CONTROL.word(&[("enable", 2)]).is_err());
        // aie2-registers.md §5: reset, unreset, enable, disable.
        assert_eq!(CORE_CONTROL.mask_write(&[("reset", 1)]), Ok((0x2, 0x2)));
        assert_eq!(CORE_CONTROL.mask_write(&[("reset", 0)]), Ok((0x2, 0)));
        assert_eq!(CORE_CONTROL.mask_write(&[("enable", 1)]), Ok((0x1, 0x1)));
        assert_eq!(CORE_CONTROL.mask_write(&[("enable", 0)]), Ok((0x1, 0)));
    }
}
