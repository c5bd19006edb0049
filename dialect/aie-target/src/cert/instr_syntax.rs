//! The assembly spelling of one ctrlcode instruction, derived from
//! [`super::isa::OPS`]: `MNEMONIC op, op, ...` with the asm operands of
//! [`Op::asm_fields`] (pads and `jobsize` are not written).
//!
//! Operand forms: registers `$r0`..`$r23` or `$g0`..`$g15` (= `$r8`..`$r23`);
//! barriers `$lb0`..`$lb15`, `$rb0`..`$rb63` (encoded N + 1) or a bare number
//! (the encoded byte); constants in decimal or `0x` hex, a value name of the
//! field, `TILE_c_r` where the field allows it, `@label`, or (32-bit fields
//! only) a symbol; `page_id` and `patch_buf` operands are `@label`s.

use super::encoding::{Instr, MAX_REGISTER, MAX_VALUES};
use super::isa::{by_mnemonic, Barrier, Field, Kind, Op, Spelling};
use std::fmt;

/// One asm operand as written, before labels are resolved (names borrow
/// the operand text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A number: a constant, or the encoded byte of a register or barrier.
    Value(u32),
    /// `@name`: a data label, a text-label group or a `.setpad` buffer.
    Label(&'a str),
    /// A bare name in a 32-bit constant, resolved by relocation.
    Symbol(&'a str),
}

/// The most asm operands an operation has.
pub const MAX_ARGS: usize = 4;

/// A mnemonic with its operands parsed against the table (no allocation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed<'a> {
    /// The operation named by the mnemonic.
    pub op: &'static Op,
    args: [Arg<'a>; MAX_ARGS],
    len: usize,
}

/// An error in one instruction's spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsmError {
    /// The operand at fault (0-based), or `None` for the mnemonic or the count.
    pub operand: Option<usize>,
    /// What is wrong.
    pub message: String,
    /// A line of help (such as the operand's range), if there is one.
    pub help: Option<String>,
}

impl fmt::Display for AsmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for AsmError {}

fn error(operand: Option<usize>, message: String) -> AsmError {
    AsmError {
        operand,
        message,
        help: None,
    }
}

/// Parses `mnemonic` (case-insensitive) and its operand strings (already split
/// at commas and trimmed).
pub fn parse_operands<'a>(mnemonic: &str, args: &[&'a str]) -> Result<Parsed<'a>, AsmError> {
    let op = by_mnemonic(mnemonic)
        .ok_or_else(|| error(None, format!("unknown ctrlcode operation '{mnemonic}'")))?;
    let (all, required) = op.asm_operands();
    if args.len() < required || args.len() > all {
        let names: Vec<&str> = op.asm_fields().map(|f| f.name).collect();
        let count = if required == all {
            format!("{required}")
        } else {
            format!("{required} or {all}")
        };
        return Err(AsmError {
            operand: None,
            message: format!(
                "{} takes {count} operand{}, not {}",
                op.mnemonic,
                if all == 1 { "" } else { "s" },
                args.len()
            ),
            help: Some(format!(
                "operands: {}",
                if names.is_empty() {
                    "none".into()
                } else {
                    names.join(", ")
                }
            )),
        });
    }
    let mut parsed = Parsed {
        op,
        args: [Arg::Value(0); MAX_ARGS],
        len: args.len(),
    };
    for (i, (field, text)) in op.asm_fields().zip(args).enumerate() {
        parsed.args[i] = parse_arg(text, field).map_err(|m| AsmError {
            operand: Some(i),
            message: format!("{}: {m}", field.name),
            help: range_help(field),
        })?;
    }
    Ok(parsed)
}

/// The instruction of `op` with the operand strings `args` when each is a
/// number, register, barrier or value name (nothing to resolve), as
/// [`parse_operands`] and [`Parsed::instr`] read them; `None` for any other
/// operands (labels, symbols, errors), which they read with their
/// diagnostics. The common line, read without building errors.
#[inline]
pub(crate) fn plain_instr(op: &'static Op, args: &[&[u8]]) -> Option<Instr> {
    let (all, required) = op.asm_operands();
    if args.len() < required || args.len() > all {
        return None;
    }
    let mut values = [0; MAX_ARGS];
    for ((value, field), text) in values.iter_mut().zip(op.asm_fields()).zip(args) {
        *value = plain_value(text, field)?;
    }
    let values = &values[..args.len()];
    if op.asm_are_values() {
        return Instr::from_values(op.opcode, values);
    }
    // START_JOB's jobsize, or an omitted patch_buf: Parsed::instr places
    // the values.
    let mut parsed = Parsed {
        op,
        args: [Arg::Value(0); MAX_ARGS],
        len: values.len(),
    };
    for (arg, &value) in parsed.args.iter_mut().zip(values) {
        *arg = Arg::Value(value);
    }
    parsed.instr(|_| None).ok()
}

/// The value of operand `text` of `field` if [`parse_arg`] reads it as one.
fn plain_value(text: &[u8], field: &Field) -> Option<u32> {
    let numeric = matches!(field.kind, Kind::Const | Kind::PageId | Kind::Barrier(_));
    // A number: no label, register or barrier prefix to look for.
    if numeric && text.first().is_some_and(u8::is_ascii_digit) {
        if let Some(n) = number(text) {
            return (n <= max_value(field)).then_some(n as u32);
        }
    }
    match parse_arg(std::str::from_utf8(text).ok()?, field) {
        Ok(Arg::Value(v)) => Some(v),
        _ => None,
    }
}

impl<'a> Parsed<'a> {
    /// One per asm operand given (an omitted optional `patch_buf` is absent).
    pub fn args(&self) -> &[Arg<'a>] {
        &self.args[..self.len]
    }

    /// The instruction, with `@label`s and symbols resolved by `resolve`
    /// (`None`: undefined). `patch_buf` operands are not encoded; `jobsize` is 0.
    pub fn instr(&self, mut resolve: impl FnMut(&str) -> Option<u32>) -> Result<Instr, AsmError> {
        let mut values = [0; MAX_VALUES];
        let mut count = 0;
        let mut value = |i: usize, arg: &Arg| match arg {
            Arg::Value(v) => Ok(*v),
            Arg::Label(name) | Arg::Symbol(name) => {
                resolve(name).ok_or_else(|| error(Some(i), format!("undefined label '{name}'")))
            }
        };
        if self.op.asm_are_values() {
            // The asm operands are the value fields, in order.
            for (i, arg) in self.args().iter().enumerate() {
                values[i] = value(i, arg)?;
            }
            count = self.len;
        }
        let mut args = self.args().iter().enumerate();
        let fields = self.op.fields.iter();
        for field in fields.filter(|_| !self.op.asm_are_values()) {
            let arg = if field.kind.in_asm() {
                args.next()
            } else {
                None
            };
            if !field.kind.encoded() {
                continue;
            }
            values[count] = match arg {
                None => field.default.unwrap_or(0),
                Some((i, arg)) => value(i, arg)?,
            };
            count += 1;
        }
        Instr::from_values(self.op.opcode, &values[..count]).ok_or_else(|| {
            error(
                None,
                format!(
                    "{}: a resolved operand does not fit its field",
                    self.op.mnemonic
                ),
            )
        })
    }
}

/// A decimal number, or `0x` and hex digits (after an optional `+`, as
/// `u64::from_str_radix` has it); `None` if it does not fit in 64 bits.
pub(crate) fn number(text: impl AsRef<[u8]>) -> Option<u64> {
    match text.as_ref() {
        [b'0', x, hex @ ..] if x | 0x20 == b'x' && !hex.is_empty() => {
            digits(hex.strip_prefix(b"+").unwrap_or(hex), 16)
        }
        decimal => digits(decimal, 10),
    }
}

/// The value of `digits` in `radix` (10 or 16); `None` if empty, with
/// another character, or over 64 bits. (The MLIR parser reads its integer
/// literals with it too.)
#[inline]
pub fn digits(digits: &[u8], radix: u64) -> Option<u64> {
    /// Each byte's digit value (0xFF: not a hex digit).
    static DIGIT: [u8; 256] = {
        let mut table = [0xFF; 256];
        let mut b = 0;
        while b < 256 {
            table[b] = match b as u8 {
                c @ b'0'..=b'9' => c - b'0',
                c @ b'a'..=b'f' => c - b'a' + 10,
                c @ b'A'..=b'F' => c - b'A' + 10,
                _ => 0xFF,
            };
            b += 1;
        }
        table
    };
    if digits.is_empty() {
        return None;
    }
    let digit = |b: u8| Some(u64::from(DIGIT[usize::from(b)])).filter(|&d| d < radix);
    // Up to 15 hex or 19 decimal digits cannot overflow.
    if digits.len() > if radix == 16 { 15 } else { 19 } {
        return digits.iter().try_fold(0u64, |value, &b| {
            value.checked_mul(radix)?.checked_add(digit(b)?)
        });
    }
    // Every digit is read; a bad one is found at the end.
    let (mut value, mut bad) = (0u64, 0u8);
    if radix == 16 {
        for &b in digits {
            let d = DIGIT[usize::from(b)];
            (value, bad) = (value << 4 | u64::from(d & 15), bad | d);
        }
        return (bad < 16).then_some(value);
    }
    for &b in digits {
        let d = DIGIT[usize::from(b)];
        value = value.wrapping_mul(10).wrapping_add(u64::from(d));
        bad |= u8::from(d >= 10);
    }
    (bad == 0).then_some(value)
}

/// `prefix` + a decimal number, case-insensitive prefix.
fn prefixed(text: &str, prefix: &str) -> Option<Option<u64>> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix).then(|| {
        number(&text[prefix.len()..])
            .filter(|_| text[prefix.len()..].bytes().all(|b| b.is_ascii_digit()))
    })
}

/// A label or symbol name: letters, digits, `_`, `.` and `-`, not starting
/// like a number (a digit, or `-` as in `-1`).
fn is_name(text: &str) -> bool {
    !text.is_empty()
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
        && !matches!(text.as_bytes()[0], b'0'..=b'9' | b'-')
}

fn label(text: &str) -> Option<Result<Arg<'_>, String>> {
    let name = text.strip_prefix('@')?;
    Some(if is_name(name) {
        Ok(Arg::Label(name))
    } else {
        Err(format!("'{text}' is not a label reference"))
    })
}

/// The largest number an operand of `field` may be (fields are read at
/// least a byte wide).
fn max_value(field: &Field) -> u64 {
    u64::from(u32::MAX) >> (32 - u32::from(field.bits.max(8)))
}

/// The help line of a bad operand of a numeric field: its range.
fn range_help(field: &Field) -> Option<String> {
    matches!(field.kind, Kind::Const | Kind::PageId)
        .then(|| format!("{} holds 0 to {:#x}", field.name, max_value(field)))
}

fn parse_arg<'a>(text: &'a str, field: &Field) -> Result<Arg<'a>, String> {
    let max = max_value(field);
    let fits = |v: u64, what: &str| {
        if v <= max {
            Ok(Arg::Value(v as u32))
        } else {
            Err(format!("{what} does not fit in {} bits", field.bits))
        }
    };
    match field.kind {
        Kind::Register => {
            let (v, limit, base) = if let Some(n) = prefixed(text, "$r") {
                (n, MAX_REGISTER as u64, 0)
            } else if let Some(n) = prefixed(text, "$g") {
                (n, 15, 8)
            } else {
                return Err(format!(
                    "expected a register ($r0..$r23 or $g0..$g15), found '{text}'"
                ));
            };
            match v {
                Some(n) if n <= limit => Ok(Arg::Value((n + base) as u32)),
                _ => Err(format!(
                    "'{text}' is not a register: registers are $r0..$r23 and $g0..$g15"
                )),
            }
        }
        Kind::Barrier(which) => {
            let (prefix, limit) = which.range();
            let base = u64::from(which == Barrier::Remote);
            match (prefixed(text, prefix), number(text)) {
                (Some(Some(n)), _) if n <= limit => Ok(Arg::Value((n + base) as u32)),
                (Some(_), _) => Err(format!(
                    "'{text}' is not a barrier: {prefix}0..{prefix}{limit}"
                )),
                (None, Some(n)) => fits(n, &format!("barrier {n}")),
                (None, None) => Err(format!(
                    "expected a barrier ({prefix}0..{prefix}{limit}), found '{text}'"
                )),
            }
        }
        Kind::Const => {
            if let Some(arg) = label(text) {
                return arg;
            }
            if let Some(n) = number(text) {
                return fits(n, text);
            }
            if let Some(&(v, _)) = field
                .values
                .iter()
                .find(|(_, name)| name.eq_ignore_ascii_case(text))
            {
                return Ok(Arg::Value(v));
            }
            if field.spelling == Spelling::Tile {
                if let Some(rest) = text
                    .get(..5)
                    .filter(|h| h.eq_ignore_ascii_case("TILE_"))
                    .map(|_| &text[5..])
                {
                    let id = rest
                        .split_once('_')
                        .and_then(|(c, r)| super::isa::tile_id(number(c)?, number(r)?));
                    if let Some(id) = id {
                        return fits(id, text);
                    }
                    return Err(format!(
                        "'{text}' is not a tile: TILE_<col>_<row> with col < 128, row < 32"
                    ));
                }
            }
            if field.bits == 32 && is_name(text) {
                return Ok(Arg::Symbol(text));
            }
            Err(format!(
                "expected a {}-bit constant, found '{text}'",
                field.bits
            ))
        }
        Kind::PageId => match (label(text), number(text)) {
            (Some(arg), _) => arg,
            (None, Some(n)) => fits(n, text),
            (None, None) => Err(format!("expected @label or a page number, found '{text}'")),
        },
        Kind::PatchBuf => {
            label(text).unwrap_or_else(|| Err(format!("expected @buffer, found '{text}'")))
        }
        Kind::Pad | Kind::JobSize => Err("not an asm operand".into()),
    }
}

/// The asm spelling of `instr`: upper-case mnemonic, then its asm operands.
/// Registers print as `$rN`, barriers as `$lbN`/`$rbN` (bare numbers outside
/// that range), 32-bit constants in hex and narrower ones in decimal.
/// [`parse_operands`] reads it back to the same instruction.
pub fn print(instr: &Instr) -> String {
    let op = instr.op();
    let mut out = String::from(op.mnemonic);
    let values = instr.values();
    let mut values = values.iter();
    let mut first = true;
    for field in op.fields {
        let value = if field.kind.encoded() {
            values.next().copied().unwrap_or(0)
        } else {
            0
        };
        if !field.kind.in_asm() || field.kind == Kind::PatchBuf {
            continue;
        }
        out.push_str(if first { " " } else { ", " });
        first = false;
        let text = match field.kind {
            Kind::Register => format!("$r{value}"),
            Kind::Barrier(Barrier::Local) if value <= 15 => format!("$lb{value}"),
            Kind::Barrier(Barrier::Remote) if (1..=64).contains(&value) => {
                format!("$rb{}", value - 1)
            }
            _ if field.bits == 32 => format!("0x{value:x}"),
            _ => value.to_string(),
        };
        out.push_str(&text);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cert::encoding::decode;
    use crate::cert::isa::OPS;
    use proptest::prelude::*;

    fn hex(s: &str) -> Vec<u8> {
        (0..s.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
            .collect()
    }

    fn assemble(line: &str) -> Vec<u8> {
        let (m, rest) = line
            .trim()
            .split_once(char::is_whitespace)
            .unwrap_or((line.trim(), ""));
        let args: Vec<&str> = if rest.trim().is_empty() {
            vec![]
        } else {
            rest.split(',').map(str::trim).collect()
        };
        parse_operands(m, &args)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
            .instr(|_| None)
            .unwrap()
            .encode()
    }

    #[test]
    fn every_operation_has_at_most_max_args_operands() {
        assert!(OPS.iter().all(|op| op.asm_fields().count() <= MAX_ARGS));
    }

    /// Instruction bytes of the conformance vectors (extra/all_ops, extra/newisa_ops,
    /// sanity): asm line and the bytes the reference assemblers produce for it.
    #[test]
    fn bytes_match_the_reference_vectors() {
        let cases = [
            ("START_JOB 0", "0000000000000000"),
            ("WAIT_uC_DMA $r1", "02000100"),
            (
                "MASK_WRITE_32 0x01A0634, 0xFFFF0000, 0x12345678",
                "0300000034061a000000ffff78563412",
            ),
            ("WRITE_32 0x61A0604, 2147483648", "0500000004061a0600000080"),
            ("WAIT_TCTS TILE_3_2, MEM_S2MM_5, 255", "060062000500ff00"),
            ("WAIT_TCTS TILE_127_31, TILE_MM2S_1, 1", "0600ff0f07000100"),
            ("WAIT_TCTS TILE_0_0, SHIM_S2MM_1, 2", "0600000001000200"),
            ("WAIT_TCTS TILE_1_0, SHIM_MM2S_0, 3", "0600200006000300"),
            ("WAIT_TCTS TILE_2_2, TILE_S2MM_0, 4", "0600420000000400"),
            ("WAIT_TCTS TILE_2_1, MEM_MM2S_0, 1", "0600410006000100"),
            ("YIELD", "08000000"),
            ("WRITE_32_D 3, 0x4100000, 7", "0b0003000000100407000000"),
            ("READ_32 $g15, 0x2100000", "0c00170000001002"),
            ("READ_32_D $r7, $g0", "0d000708"),
            ("ADD $r2, 0xFFFFFFFE", "0f000200feffffff"),
            ("MOV $g3, 42", "10000b002a000000"),
            ("LOCAL_BARRIER $lb15, 2", "11000f02"),
            ("REMOTE_BARRIER $rb0, 0x6", "1200010006000000"),
            ("REMOTE_BARRIER $rb63, 0x7FFFFFFF", "12004000ffffff7f"),
            ("LOCAL_BARRIER 3, 1", "11000301"),
            ("POLL_32 0x1000, 0x1", "130000000010000001000000"),
            (
                "MASK_POLL_32 0x2000, 0xF0, 0x30",
                "1400000000200000f000000030000000",
            ),
            ("TRACE 0x1234", "15003412"),
            ("NOP", "16000000"),
            ("LOAD_LAST_PDI", "1b000000"),
            ("SAVE_TIMESTAMPS 0xCAFEBABE", "1c000000bebafeca"),
            ("LAUNCH_JOB 5", "18000500"),
            ("END_JOB", "07000000"),
            ("EOF", "ff000000"),
            ("SLEEP 1000", "1d000000e8030000"),
            (
                "SAVE_REGISTER 0x0001D004, 0xABCD",
                "1e00000004d00100cdab0000",
            ),
            ("SLEEP 0xFFFFFFFE", "1d000000feffffff"),
        ];
        for (line, bytes) in cases {
            assert_eq!(assemble(line), hex(bytes), "{line}");
        }
        // Operands that are labels or computed: the values the vectors show.
        let with = |line: &str, values: &[u32]| {
            let (m, rest) = line.split_once(' ').unwrap();
            let args: Vec<&str> = rest.split(',').map(str::trim).collect();
            let mut next = values.iter().copied();
            parse_operands(m, &args)
                .unwrap()
                .instr(|_| next.next())
                .unwrap()
                .encode()
        };
        assert_eq!(
            with("uC_DMA_WRITE_DES $r1, @bd_chain", &[0x100]),
            hex("0100010000010000")
        );
        assert_eq!(
            with("UC_DMA_WRITE_DES_SYNC @bd_single", &[0x120]),
            hex("09002001")
        );
        assert_eq!(
            with("LOAD_PDI 0x10203040, @pdi", &[5]),
            hex("1a000000403020100500 0000".replace(' ', "").as_str())
        );
        assert_eq!(
            with("LOAD_CORES 0xFFFFFFFE, @cores", &[4]),
            hex("04000000feffffff04000000")
        );
        assert_eq!(
            with("PREEMPT 0, @save, @restore", &[8, 7]),
            hex("1900000008000700")
        );
        // jobsize sits at bytes 4-5 of START_JOB (0x18 for a LOAD_PDI job).
        let (start, _) = decode(&hex("0000000018000000")).unwrap();
        assert!(matches!(start, Instr::StartJob(s) if s.jobsize == 0x18));
        assert_eq!(print(&start), "START_JOB 0");
    }

    #[test]
    fn spellings() {
        assert_eq!(assemble("write_32 0X10, 0x1"), assemble("WRITE_32 16, 1"));
        assert_eq!(
            assemble("WAIT_TCTS 0x62, 5, 255"),
            assemble("WAIT_TCTS TILE_3_2, MEM_S2MM_5, 255")
        );
        assert_eq!(assemble("READ_32 $r23, 0"), assemble("READ_32 $g15, 0"));
        assert_eq!(
            assemble("WRITE_32_D addr_imm_value_imm, 1, 2"),
            assemble("WRITE_32_D 3, 1, 2")
        );
        let p = parse_operands("APPLY_OFFSET_57", &["@mem21_bd0", "1", "3", "@ctrl_pkt"]).unwrap();
        assert_eq!(p.args()[3], Arg::Label("ctrl_pkt"));
        assert_eq!(
            p.instr(|_| Some(0x40)).unwrap().encode(),
            hex("0e00400001000300")
        );
        assert!(parse_operands("APPLY_OFFSET_57", &["@t", "1", "0xFFFF"]).is_ok());
        assert_eq!(
            parse_operands("WRITE_32", &["x", "1"]).unwrap().args()[0],
            Arg::Symbol("x")
        );
    }

    #[test]
    fn errors() {
        let err = |m: &str, args: &[&str]| parse_operands(m, args).unwrap_err();
        assert_eq!(err("FOO", &[]).message, "unknown ctrlcode operation 'FOO'");
        let e = err("UC_DMA_WRITE_DES_SYNC", &["$r0", "@uc_dma_bd0"]);
        assert_eq!(
            (e.operand, e.message.as_str()),
            (None, "UC_DMA_WRITE_DES_SYNC takes 1 operand, not 2")
        );
        assert_eq!(e.help.as_deref(), Some("operands: descriptor_ptr"));
        assert_eq!(
            err("APPLY_OFFSET_57", &["@a"]).message,
            "APPLY_OFFSET_57 takes 3 or 4 operands, not 1"
        );
        assert_eq!(err("READ_32", &["$r24", "0"]).operand, Some(0));
        assert!(err("READ_32", &["$g16", "0"])
            .message
            .contains("not a register"));
        assert!(err("LOCAL_BARRIER", &["$lb16", "1"])
            .message
            .contains("not a barrier"));
        assert!(err("REMOTE_BARRIER", &["$rb64", "1"])
            .message
            .contains("not a barrier"));
        assert_eq!(
            err("LOCAL_BARRIER", &["$lb1", "256"]).message,
            "num_participants: 256 does not fit in 8 bits"
        );
        assert_eq!(err("TRACE", &["0x10000"]).operand, Some(0));
        assert!(err("WRITE_32", &["0x100000000", "0"])
            .message
            .contains("does not fit in 32 bits"));
        assert!(err("TRACE", &["x"])
            .message
            .contains("expected a 16-bit constant"));
        assert!(err("WAIT_TCTS", &["TILE_128_0", "0", "1"])
            .message
            .contains("not a tile"));
        let p = parse_operands("UC_DMA_WRITE_DES_SYNC", &["@nowhere"]).unwrap();
        assert_eq!(
            p.instr(|_| None).unwrap_err().message,
            "undefined label 'nowhere'"
        );
    }

    fn instr() -> impl Strategy<Value = (Vec<u8>, usize)> {
        (0..OPS.len(), proptest::collection::vec(any::<u8>(), 16)).prop_map(|(i, mut bytes)| {
            let op = &OPS[i];
            bytes[0] = op.opcode as u8;
            for (offset, f) in op.layout() {
                if f.kind == Kind::Pad {
                    bytes[offset..offset + f.bits as usize / 8].fill(0);
                }
                if f.kind == Kind::Register {
                    bytes[offset] %= 24;
                }
            }
            (bytes, op.size())
        })
    }

    /// What `number` accepts, by the standard library's parsers.
    fn number_by_std(text: &str) -> Option<u64> {
        match text.get(..2) {
            Some("0x" | "0X") if text.len() > 2 => u64::from_str_radix(&text[2..], 16).ok(),
            _ if text.bytes().all(|b| b.is_ascii_digit()) => text.parse().ok(),
            _ => None,
        }
    }

    proptest! {
        #[test]
        fn number_agrees_with_std(text in "(0[xX])?[+]?[0-9a-fA-FxX+ _]{0,22}") {
            prop_assert_eq!(number(&text), number_by_std(&text));
        }

        /// print then parse gives back the same instruction bytes, for every op.
        #[test]
        fn print_then_parse_is_identity((bytes, size) in instr()) {
            let (i, n) = decode(&bytes).unwrap();
            prop_assert_eq!(n, size);
            let text = print(&i);
            let (m, rest) = text.split_once(' ').unwrap_or((&text, ""));
            let args: Vec<&str> = if rest.is_empty() { vec![] } else { rest.split(", ").collect() };
            let mut back = parse_operands(m, &args).unwrap().instr(|_| None).unwrap();
            // jobsize is not written in asm.
            match (&mut back, &i) {
                (Instr::StartJob(b), Instr::StartJob(a)) => b.jobsize = a.jobsize,
                (Instr::StartJobDeferred(b), Instr::StartJobDeferred(a)) => b.jobsize = a.jobsize,
                _ => {}
            }
            prop_assert_eq!(back.encode(), bytes[..n].to_vec());
        }
    }
}
