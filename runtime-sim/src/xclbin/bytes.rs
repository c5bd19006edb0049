//! Little-endian reading and writing of the xclbin's C structs: a bounded
//! reader whose every access is checked, and a writer of a struct area
//! followed by a heap of variable-sized data (strings, arrays, images).

use super::Error;

/// A bounds-checked little-endian view of a section's bytes.
#[derive(Clone, Copy)]
pub(super) struct Reader<'a> {
    pub data: &'a [u8],
    /// What the bytes are, for messages (`section AIE_PARTITION`).
    pub what: &'a str,
}

impl<'a> Reader<'a> {
    pub fn bytes(&self, at: u64, len: u64) -> Result<&'a [u8], Error> {
        let end = at.checked_add(len).filter(|&e| e <= self.data.len() as u64);
        match end {
            Some(end) => Ok(&self.data[at as usize..end as usize]),
            None => Err(Error(format!(
                "{}: {len} byte(s) at offset {at} lie outside its {} bytes",
                self.what,
                self.data.len()
            ))),
        }
    }

    pub fn u16(&self, at: u64) -> Result<u16, Error> {
        let b = self.bytes(at, 2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }

    pub fn u32(&self, at: u64) -> Result<u32, Error> {
        let b = self.bytes(at, 4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    pub fn u64(&self, at: u64) -> Result<u64, Error> {
        let b = self.bytes(at, 8)?;
        let mut w = [0; 8];
        w.copy_from_slice(b);
        Ok(u64::from_le_bytes(w))
    }

    /// A count read as a signed 32-bit field (`m_count`), which must be ≥ 0.
    pub fn count(&self, at: u64) -> Result<u64, Error> {
        let n = self.u32(at)? as i32;
        u64::try_from(n).map_err(|_| Error(format!("{}: negative count {n}", self.what)))
    }

    /// A fixed-size, NUL-padded text field (`m_name[64]`).
    pub fn fixed_text(&self, at: u64, len: u64) -> Result<String, Error> {
        let b = self.bytes(at, len)?;
        let end = b.iter().position(|&c| c == 0).unwrap_or(b.len());
        self.text(&b[..end])
    }

    /// A NUL-terminated string at `at` (an `mpo_*` field's target).
    pub fn c_string(&self, at: u64) -> Result<String, Error> {
        let rest = self.bytes(at, (self.data.len() as u64).saturating_sub(at))?;
        let end = rest.iter().position(|&c| c == 0).ok_or_else(|| {
            Error(format!(
                "{}: the string at offset {at} has no terminating NUL",
                self.what
            ))
        })?;
        self.text(&rest[..end])
    }

    fn text(&self, b: &[u8]) -> Result<String, Error> {
        String::from_utf8(b.to_vec())
            .map_err(|_| Error(format!("{}: a name is not UTF-8", self.what)))
    }

    /// The bytes of an `array_offset` at `at` (`size` elements of `width`
    /// bytes at `offset`).
    pub fn array(&self, at: u64, width: u64) -> Result<(u64, &'a [u8]), Error> {
        let (size, offset) = (u64::from(self.u32(at)?), u64::from(self.u32(at + 4)?));
        Ok((size, self.bytes(offset, size * width)?))
    }
}

/// A C struct area followed by a heap: fixed fields are put at offsets of
/// the area, variable data is appended and referred to by its offset.
#[derive(Default)]
pub(super) struct Writer {
    pub data: Vec<u8>,
}

impl Writer {
    /// A writer whose first `len` bytes are the (zeroed) struct area.
    pub fn with_area(len: usize) -> Writer {
        Writer { data: vec![0; len] }
    }

    pub fn put(&mut self, at: usize, bytes: &[u8]) {
        if self.data.len() < at + bytes.len() {
            self.data.resize(at + bytes.len(), 0);
        }
        self.data[at..at + bytes.len()].copy_from_slice(bytes);
    }

    pub fn put_u16(&mut self, at: usize, v: u16) {
        self.put(at, &v.to_le_bytes());
    }

    pub fn put_u32(&mut self, at: usize, v: u32) {
        self.put(at, &v.to_le_bytes());
    }

    pub fn put_u64(&mut self, at: usize, v: u64) {
        self.put(at, &v.to_le_bytes());
    }

    /// `text` in a fixed field of `len` bytes, NUL-padded (cut to leave
    /// room for one NUL).
    pub fn put_fixed(&mut self, at: usize, len: usize, text: &str) {
        let mut field = vec![0; len];
        let b = text.as_bytes();
        let n = b.len().min(len - 1);
        field[..n].copy_from_slice(&b[..n]);
        self.put(at, &field);
    }

    /// Appends `bytes` at the next multiple of `align`; returns the offset.
    pub fn append(&mut self, bytes: &[u8], align: usize) -> u32 {
        let at = self.data.len().next_multiple_of(align);
        self.data.resize(at, 0);
        self.data.extend_from_slice(bytes);
        at as u32
    }

    /// Appends a NUL-terminated string; returns its offset.
    pub fn append_str(&mut self, text: &str) -> u32 {
        let mut b = text.as_bytes().to_vec();
        b.push(0);
        self.append(&b, 1)
    }

    /// Appends `n` zeroed elements of `width` bytes (8-aligned); returns
    /// the offset.
    pub fn reserve(&mut self, n: usize, width: usize) -> u32 {
        self.append(&vec![0; n * width], 8)
    }

    /// An `array_offset` at `at`: `size` elements at `offset`.
    pub fn put_array(&mut self, at: usize, size: usize, offset: u32) {
        self.put_u32(at, size as u32);
        self.put_u32(at + 4, offset);
    }
}
