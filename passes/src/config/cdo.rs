//! `aie-translate --aie-generate-cdo`: a device's static configuration as
//! CDO files (the configuration-data-object stream the platform loader
//! plays), from the writes of [`super::aie_rt`], with the listing
//! `--cdo-debug` prints (that of mlir-aie's CDO driver).
//!
//! A file: a 5-word header (header length 4, `CDO\0` as 0x004F4443,
//! version 0x200, the length in words after the header, and the checksum:
//! the complement of the sum of the first four), a no-op command, then one
//! command per write: `Write64` (header `3 << 16 | 0x108`, address high,
//! address low, value), `MaskWrite64` (`4 << 16 | 0x107`, address high,
//! low, mask, value) and a DMA write of a block (`n << 16 | 0x105` with
//! `n` = words + 2, or `255 << 16 | 0x105` then `n` from 255 on; address
//! high, low, the words), the last preceded by a no-op command that puts
//! the block's words at a 16-byte offset of the file. Words are
//! little-endian unless `--big-endian`.

use super::aie_rt::{self, RtConfig};
use super::{Item, Write};
use crate::netlist;
use dialect::{Diagnostic, Ir};

/// The commands of a CDO file.
const CMD_DMA_WRITE: u32 = 0x105;
const CMD_MASK_WRITE64: u32 = 0x107;
const CMD_WRITE64: u32 = 0x108;
const CMD_NO_OPERATION: u32 = 0x111;
/// The header: its length in words after the first, the `CDO` ident, the version.
const HEADER_WORDS: u32 = 4;
const IDENT: u32 = 0x004F_4443;
const VERSION: u32 = 0x200;
/// A command's length field saturates here; the length then follows.
const LONG_LENGTH: u32 = 255;

/// How `--aie-generate-cdo` writes its files.
#[derive(Clone, Copy, Debug, Default)]
pub struct CdoOptions<'a> {
    /// The device (`--aie-device-name`; default `main`).
    pub device: Option<&'a str>,
    /// One file (`<device>_aie_cdo.bin`) rather than three.
    pub unified: bool,
    /// The listing of every command (`--cdo-debug`).
    pub debug: bool,
    /// The core enables (`--cdo-enable-cores`, default on).
    pub enable_cores: bool,
    /// Big-endian words.
    pub big_endian: bool,
}

/// A file to write and its bytes.
pub struct CdoFile {
    /// The file name, `<device>_aie_cdo[_elfs|_init|_enable].bin`.
    pub name: String,
    /// The file's bytes.
    pub bytes: Vec<u8>,
}

/// The CDO files of the device `options` names and what aie-translate
/// prints meanwhile: `Generating: <dir>/<file>` per file (`dir` as given),
/// each followed by the listing when `options.debug`.
pub fn generate(
    ir: &Ir,
    dir: &str,
    options: CdoOptions,
) -> Result<(Vec<CdoFile>, String), Diagnostic> {
    let top = ir[ir.top].span;
    let dev = match options.device {
        Some(name) => netlist::device_named(ir, name).ok_or_else(|| {
            Diagnostic::error(top, format!("No such device: {name}")).with_help(
                "--aie-device-name names an aie.device by its symbol (`aie.device(npu1) @name`)",
            )
        })?,
        None => netlist::device_named(ir, "main").ok_or_else(|| {
            Diagnostic::error(top, "No 'main' device in module")
                .with_help("name the device with --aie-device-name")
        })?,
    };
    if !dev.model.is_npu() {
        return Err(Diagnostic::error(
            ir[dev.op].span,
            format!(
                "CDO files are written for NPU devices; this device is {}",
                dev.model.name
            ),
        )
        .with_help("mlir-aie's CDO generator supports npu1 and npu2 devices"));
    }
    let RtConfig { elfs, init, enable } = aie_rt::configuration(ir, &dev)?;
    let sym = netlist::sym_name(ir, dev.op).unwrap_or("main").to_string();
    let has_cores = !enable.is_empty();
    let parts: Vec<(String, Vec<&[Item]>)> = if options.unified {
        let mut all: Vec<&[Item]> = Vec::new();
        if has_cores {
            all.push(&elfs);
        }
        all.push(&init);
        if options.enable_cores && has_cores {
            all.push(&enable);
        }
        vec![(format!("{sym}_aie_cdo.bin"), all)]
    } else {
        let mut files = vec![
            (format!("{sym}_aie_cdo_elfs.bin"), vec![&elfs[..]]),
            (format!("{sym}_aie_cdo_init.bin"), vec![&init[..]]),
        ];
        if options.enable_cores {
            files.push((format!("{sym}_aie_cdo_enable.bin"), vec![&enable[..]]));
        }
        files
    };
    let mut listing = String::new();
    let mut files = Vec::new();
    for (name, items) in parts {
        let path = if dir.is_empty() {
            name.clone()
        } else {
            format!("{}/{name}", dir.trim_end_matches('/'))
        };
        listing.push_str(&format!("Generating: {path}\n"));
        let mut cdo = Cdo::new(options.debug);
        for item in items.iter().flat_map(|i| i.iter()) {
            cdo.command(&item.write);
        }
        let (bytes, text) = cdo.finish(options.big_endian);
        listing.push_str(&text);
        files.push(CdoFile { name, bytes });
    }
    Ok((files, listing))
}

/// A count of words as a command field (a file holds far fewer than 2^32).
fn word_count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A CDO file being written: its words and, with debug on, its listing.
struct Cdo {
    words: Vec<u32>,
    listing: Option<String>,
}

impl Cdo {
    /// The header (length and checksum filled in by `finish`) and the
    /// no-op command that keeps a file of no writes valid.
    fn new(debug: bool) -> Self {
        let mut cdo = Cdo {
            words: vec![HEADER_WORDS, IDENT, VERSION, 0, 0],
            listing: debug.then(String::new),
        };
        cdo.no_op(4);
        cdo
    }

    fn note(&mut self, text: impl FnOnce() -> String) {
        if let Some(l) = &mut self.listing {
            l.push_str(&text());
        }
    }

    /// A no-op command `bytes` long (nothing below one word).
    fn no_op(&mut self, bytes: usize) {
        if bytes < 4 {
            return;
        }
        let payload = (bytes - 4) / 4;
        self.note(|| format!("(NOP Command): Payload Length: {payload} \n"));
        self.words
            .push(word_count(payload) << 16 | CMD_NO_OPERATION);
        self.words.extend(std::iter::repeat_n(0, payload));
    }

    fn address(&mut self, address: u64) {
        let half = |a: u64| u32::try_from(a & 0xFFFF_FFFF).unwrap_or_default();
        self.words.push(half(address >> 32));
        self.words.push(half(address));
    }

    fn command(&mut self, write: &Write) {
        match write {
            &Write::Word(address, value) => {
                self.note(|| {
                    format!("(Write64): Address:  0x{address:016X} Data:  0x{value:08X}  \n")
                });
                self.words.push(3 << 16 | CMD_WRITE64);
                self.address(address);
                self.words.push(value);
            }
            &Write::Mask(address, mask, value) => {
                self.note(|| format!("(MaskWrite64): Address: 0x{address:016X}  Mask: 0x{mask:08X}  Data: 0x{value:08X} \n"));
                self.words.push(4 << 16 | CMD_MASK_WRITE64);
                self.address(address);
                self.words.push(mask);
                self.words.push(value);
            }
            Write::Block(address, data, _) => self.block(*address, data),
        }
    }

    /// A DMA write of `data` at `address`, its words at a 16-byte offset.
    fn block(&mut self, address: u64, data: &[u32]) {
        let length = word_count(data.len()).saturating_add(2);
        let long = length >= LONG_LENGTH;
        // The command's header words (and the length word of a long one,
        // counted from length 256 on, as mlir-aie's driver does) before the
        // words; a long command of 255 lands 4 bytes off.
        let before = 12 + if length > LONG_LENGTH { 4 } else { 0 };
        let at = self.words.len() * 4 + before;
        self.no_op((16 - at % 16) % 16);
        let start = self.words.len() + 3 + usize::from(long);
        self.note(|| {
            let mut text = format!(
                "(BlockWrite-DMAWriteCmd): Start Address: 0x{address:016X}  Size: {}\n",
                data.len()
            );
            for (i, w) in data.iter().enumerate() {
                let a = address + 4 * i as u64;
                // Where the word sits in the file stands for the driver's
                // host pointer.
                let ptr = 4 * (start + i);
                text.push_str(&format!(
                    "    Address: 0x{a:016X}  Data@ 0x{ptr:x} is: 0x{w:08X} \n"
                ));
            }
            text.push('\n');
            text
        });
        if long {
            self.words.push(LONG_LENGTH << 16 | CMD_DMA_WRITE);
            self.words.push(length);
        } else {
            self.words.push(length << 16 | CMD_DMA_WRITE);
        }
        self.address(address);
        self.words.extend_from_slice(data);
    }

    /// The file's bytes (length and checksum in the header) and listing.
    fn finish(mut self, big_endian: bool) -> (Vec<u8>, String) {
        let length = word_count(self.words.len() - 5);
        self.words[3] = length;
        self.words[4] = !(HEADER_WORDS
            .wrapping_add(IDENT)
            .wrapping_add(VERSION)
            .wrapping_add(length));
        let bytes = self
            .words
            .iter()
            .flat_map(|w| {
                if big_endian {
                    w.to_be_bytes()
                } else {
                    w.to_le_bytes()
                }
            })
            .collect();
        (bytes, self.listing.unwrap_or_default())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_no_op_and_checksum() {
        let (bytes, text) = Cdo::new(true).finish(false);
        let words: Vec<u32> = bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(
            words,
            [
                4,
                0x004F_4443,
                0x200,
                1,
                !(4 + 0x004F_4443 + 0x200 + 1),
                0x111
            ]
        );
        assert_eq!(text, "(NOP Command): Payload Length: 0 \n");
    }

    #[test]
    fn blocks_start_their_words_on_16_bytes() {
        let mut cdo = Cdo::new(false);
        cdo.command(&Write::Block(0x21D000, vec![1; 6], String::new()));
        cdo.command(&Write::Block(0x21D020, vec![2; 6], String::new()));
        let (bytes, _) = cdo.finish(false);
        let words: Vec<u32> = bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        // 24 bytes so far: 12 of command before the words make 36; a
        // no-op of 3 words pads to 48.
        assert_eq!(words[6], 2 << 16 | CMD_NO_OPERATION);
        assert_eq!(words[9], 8 << 16 | CMD_DMA_WRITE);
        assert_eq!(&words[10..13], &[0, 0x21D000, 1]);
        // 72 bytes so far, 84 with the command's: 3 words of no-op again.
        assert_eq!(words[18], 2 << 16 | CMD_NO_OPERATION);
        assert_eq!(words[21], 8 << 16 | CMD_DMA_WRITE);
        assert_eq!(words[24], 2);
    }

    #[test]
    fn long_blocks_carry_their_length() {
        let mut cdo = Cdo::new(false);
        cdo.command(&Write::Block(0x100000, vec![7; 300], String::new()));
        let (bytes, _) = cdo.finish(true);
        let words: Vec<u32> = bytes
            .chunks(4)
            .map(|c| u32::from_be_bytes(c.try_into().unwrap()))
            .collect();
        let at = words
            .iter()
            .position(|&w| w & 0xFFFF == CMD_DMA_WRITE)
            .unwrap();
        assert_eq!(words[at], 255 << 16 | CMD_DMA_WRITE);
        assert_eq!(words[at + 1], 302);
        assert_eq!((at + 4) * 4 % 16, 0);
    }
}
