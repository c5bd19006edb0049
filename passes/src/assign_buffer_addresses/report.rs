//! The messages of the allocator: mlir-aie's texts and memory maps, and the
//! help lines aiec adds (what uses the memory, what would fit).

use super::tile_memory::{Buf, Reserve, TileMem};
use dialect::ir::{OpKind, Span};
use dialect::{Diagnostic, Severity};
use std::fmt::Write;

/// A warning at `span` (MLIR's `emitWarning`: no op prefix).
pub(super) fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span, message).with_severity(Severity::Warning)
}

/// `"name"`, as MLIR prints a string attribute.
pub(super) fn quoted(name: &str) -> String {
    let mut s = String::new();
    // Writing into a String cannot fail.
    let _ = dialect::ir::attr::write_string(&mut s, name);
    s
}

/// `\t\tname \t: 0xSTART-0xEND \t(N bytes)` (one tab less in basic maps).
fn entry(out: &mut String, indent: &str, name: &str, address: i64, size: i64) {
    let last = (address + size - 1).max(address);
    let _ = writeln!(
        out,
        "{indent}{name} \t: 0x{address:X}-0x{last:X} \t({size} bytes)"
    );
}

/// The buffers of `mem` that have an address, by address.
fn by_address(mem: &TileMem) -> Vec<(&str, i64, i64, Option<i64>)> {
    let mut v: Vec<_> = mem
        .bufs
        .iter()
        .filter_map(|b| Some((b.name.as_str(), b.address?, b.size, b.bank)))
        .collect();
    v.sort_by_key(|&(_, address, _, _)| address);
    v
}

/// The basic-sequential overflow error with its memory-map note.
pub(super) fn basic_overflow(mem: &TileMem) -> Diagnostic {
    let mut message = "allocated buffers exceeded available memory".to_string();
    let mut map = "MemoryMap:\n".to_string();
    if mem.stack > 0 {
        entry(
            &mut map,
            "\t",
            "(stack)",
            mem.stack_start().unwrap_or(0),
            mem.stack,
        );
    } else {
        message.push_str("\n(no stack allocated)");
    }
    let placed = by_address(mem);
    for &(name, address, size, _) in &placed {
        entry(&mut map, "\t", name, address, size);
    }
    let mut d = Diagnostic::op_error(mem.span, OpKind::Tile.name(), message)
        .with_note(None, map.trim_end().to_string());
    // The core's static data running past the end is what the error names.
    if let Some(b) = mem
        .bufs
        .iter()
        .filter(|b| b.address.is_some_and(|a| a + b.size > mem.memory))
        .min_by_key(|b| b.address)
        .filter(|b| b.reserves != Some(Reserve::CoreData))
    {
        let address = b.address.unwrap_or(0);
        d = d.with_note(
            Some(b.span),
            format!(
                "`{}` ({} bytes at 0x{address:X}-0x{:X}) is the first buffer that runs past the end of data memory (0x{:X})",
                b.name,
                b.size,
                address + b.size - 1,
                mem.memory - 1
            ),
        );
    }
    d
}

/// The buffers of `mem` that cover bytes, by address: their indices.
fn placed(mem: &TileMem) -> Vec<usize> {
    let mut v: Vec<usize> = (0..mem.bufs.len())
        .filter(|&i| mem.bufs[i].address.is_some() && mem.bufs[i].size > 0)
        .collect();
    v.sort_by_key(|&i| mem.bufs[i].address);
    v
}

/// mlir-aie's error for the lowest buffer that overlaps the core's stack
/// (from address 0, or its `stack_address`; a buffer of no bytes covers
/// none).
pub(super) fn in_stack(mem: &TileMem) -> Option<Diagnostic> {
    let (start, end) = mem.stack_run()?;
    let i = placed(mem).into_iter().find(|&i| {
        let b = &mem.bufs[i];
        b.address.is_some_and(|a| a < end && a + b.size > start)
    })?;
    let b = &mem.bufs[i];
    let address = b.address.unwrap_or(0);
    let place = if start == 0 {
        format!("an address of 0x{end:X} or above")
    } else {
        format!("an address outside 0x{start:X}-0x{:X}", end - 1)
    };
    Some(buffer_error(
        mem,
        i,
        &format!(
            "buffer '{}' at address 0x{address:X} overlaps with stack (size: {} bytes)",
            quoted(&b.name),
            mem.stack
        ),
        format!(
            "the core's stack takes 0x{start:X}-0x{:X} of the data memory of {}: give `{}` {place}, or remove its `address` for the allocator to place it",
            end - 1,
            mem.text(),
            b.name,
        ),
    ))
}

/// mlir-aie's error for the lowest buffer that starts inside the buffer
/// below it.
pub(super) fn overlapping(mem: &TileMem) -> Option<Diagnostic> {
    let (below, i) = first_overlap(mem)?;
    let (p, b) = (&mem.bufs[below], &mem.bufs[i]);
    let (pa, address) = (p.address.unwrap_or(0), b.address.unwrap_or(0));
    Some(buffer_error(
        mem,
        i,
        &format!(
            "buffer '{}' at address 0x{address:X} overlaps with '{}' at address 0x{pa:X} (size: {} bytes)",
            quoted(&b.name),
            quoted(&p.name),
            p.size
        ),
        format!(
            "`{}` takes 0x{pa:X}-0x{:X} of the data memory of {}: give `{}` an address of 0x{:X} or above, or remove its `address` for the allocator to place it",
            p.name,
            pa + p.size - 1,
            mem.text(),
            b.name,
            pa + p.size
        ),
    ))
}

/// The first buffer, in address order, that overlaps one below it, with
/// that one; buffers of different `alloc_group`s overlay on purpose, so
/// they are compared with every buffer still open below them, not only the
/// one just before.
fn first_overlap(mem: &TileMem) -> Option<(usize, usize)> {
    let end = |i: usize| mem.bufs[i].address.unwrap_or(0) + mem.bufs[i].size;
    let exempt = |a: usize, b: usize| match (&mem.bufs[a].group, &mem.bufs[b].group) {
        (Some(x), Some(y)) => x != y,
        _ => false,
    };
    let mut open: Vec<usize> = Vec::new();
    for c in placed(mem) {
        let at = mem.bufs[c].address.unwrap_or(0);
        open.retain(|&p| end(p) > at);
        if let Some(&p) = open.iter().find(|&&p| !exempt(p, c)) {
            return Some((p, c));
        }
        open.push(c);
    }
    None
}

/// What the tile needs against what it has.
pub(super) fn basic_help(mem: &TileMem) -> String {
    let used: i64 = mem.bufs.iter().map(|b| b.size).sum();
    let need = mem.stack + used;
    if need <= mem.memory {
        return format!(
            "the stack and the {} buffers ({need} bytes) would fit in the {} bytes of {}, but the given addresses leave no gap large enough; remove some `address` attributes",
            mem.bufs.len(),
            mem.memory,
            mem.text()
        );
    }
    let mut sizes: Vec<_> = mem.bufs.iter().collect();
    sizes.sort_by_key(|b| std::cmp::Reverse(b.size));
    let largest: Vec<String> = sizes
        .iter()
        .take(3)
        .map(|b| format!("{} ({} bytes)", b.name, b.size))
        .collect();
    let stack = if mem.stack > 0 {
        format!(
            ", {} above the stack ({} bytes)",
            (mem.memory - mem.stack).max(0),
            mem.stack
        )
    } else {
        " (no stack)".to_string()
    };
    let buffers = match mem.bufs.len() {
        1 => "its buffer needs".to_string(),
        n => format!("its {n} buffers need"),
    };
    format!(
        "{} ({}) has {} bytes of data memory{stack}; {buffers} {used} bytes, {} too many; largest buffers: {}",
        mem.text(),
        mem.kind.describe(),
        mem.memory,
        need - mem.memory,
        largest.join(", ")
    )
}

/// The per-bank memory map of a failed bank-aware allocation.
pub(super) fn bank_map(mem: &TileMem, limits: &[(i64, i64)]) -> String {
    let mut out = "Current configuration of buffers in bank(s) : MemoryMap:\n".to_string();
    let placed = by_address(mem);
    for (k, &(start, end)) in limits.iter().enumerate() {
        if k == 0 {
            if mem.stack > 0 {
                entry(
                    &mut out,
                    "\t\t",
                    "(stack)",
                    mem.stack_start().unwrap_or(0),
                    mem.stack,
                );
            } else {
                out.push_str("(no stack allocated)\n");
            }
        }
        let _ = writeln!(out, "\tbank : {k}\t0x{start:X}-0x{:X}", end - 1);
        for &(name, address, size, bank) in &placed {
            if bank == Some(k as i64) {
                entry(&mut out, "\t\t", name, address, size);
                if address + size > end {
                    // mlir-aie lists a buffer under its first bank only.
                    out.pop();
                    let _ = writeln!(out, " (straddles into bank {})", k + 1);
                }
            }
        }
    }
    out.trim_end().to_string()
}

/// Where a buffer of `need` bytes could have gone: the largest free run
/// of each bank is `room`.
pub(super) fn largest_gap(mem: &TileMem, need: i64, room: &[i64]) -> String {
    let (bank, room) = room
        .iter()
        .copied()
        .enumerate()
        .max_by_key(|&(k, room)| (room, std::cmp::Reverse(k)))
        .unwrap_or((0, 0));
    let mut s = format!(
        "{} has {} banks of {} bytes; the largest free run in one bank is {room} bytes (bank {bank})",
        mem.text(),
        mem.banks,
        mem.bank_size()
    );
    if need > mem.bank_size() {
        s.push_str("; a buffer larger than a bank spans banks only where the runs of neighbouring banks meet");
    }
    s
}

fn buffer_error(mem: &TileMem, i: usize, message: &str, help: String) -> Diagnostic {
    Diagnostic::op_error(mem.bufs[i].span, OpKind::Buffer.name(), message).with_help(help)
}

pub(super) fn outside_banks(mem: &TileMem, i: usize) -> Diagnostic {
    let address = mem.bufs[i].address.unwrap_or(0);
    buffer_error(
        mem,
        i,
        "address attribute does not fall within any bank range",
        format!(
            "the data memory of {} is 0x0-0x{:X}; address {address} (0x{address:X}) is outside it",
            mem.text(),
            mem.memory - 1
        ),
    )
}

/// Buffer `i`'s given address puts its end past the tile's memory.
pub(super) fn past_the_end(mem: &TileMem, i: usize) -> Diagnostic {
    let b = &mem.bufs[i];
    let address = b.address.unwrap_or(0);
    buffer_error(
        mem,
        i,
        "address attribute would place the buffer past the end of the tile's memory",
        format!(
            "{} bytes at 0x{address:X} end at 0x{:X}; the data memory of {} ends at 0x{:X}",
            b.size,
            address + b.size - 1,
            mem.text(),
            mem.memory - 1
        ),
    )
}

/// Buffer `i`'s given address lies on the stack or on a buffer placed
/// before it (the lower given addresses and what is pinned).
pub(super) fn overrides_address(mem: &TileMem, i: usize) -> Diagnostic {
    let b = &mem.bufs[i];
    let at = b.address.unwrap_or(0);
    let overlaps = |s: i64, size: i64| s < at + b.size && at < s + size;
    let mut users: Vec<String> = Vec::new();
    if let Some((s, e)) = mem
        .stack_run()
        .filter(|&(s, e)| mem.stack > 0 && overlaps(s, e - s))
    {
        users.push(format!("the stack (0x{s:X}-0x{:X})", e - 1));
    }
    let under: Vec<&Buf> = mem
        .bufs
        .iter()
        .enumerate()
        .filter(|&(j, o)| j != i && o.address.is_some_and(|a| a <= at && overlaps(a, o.size)))
        .map(|(_, o)| o)
        .collect();
    // Buffers of one `alloc_group` are live together, so never overlaid.
    let own_group = users.is_empty()
        && b.group.is_some()
        && !under.is_empty()
        && under.iter().all(|o| o.group == b.group);
    users.extend(under.iter().map(|o| {
        let a = o.address.unwrap_or(0);
        format!("{} (0x{a:X}-0x{:X})", o.name, a + o.size - 1)
    }));
    buffer_error(
        mem,
        i,
        if own_group {
            "would override allocated address in its own alloc_group"
        } else {
            "would override allocated address"
        },
        format!(
            "{} at 0x{at:X}-0x{:X} overlaps {} on {}",
            b.name,
            at + b.size - 1,
            users.join(", "),
            mem.text()
        ),
    )
}

pub(super) fn inconsistent_bank(mem: &TileMem, i: usize, bank: usize) -> Diagnostic {
    let b = &mem.bufs[i];
    let address = b.address.unwrap_or(0);
    let size = mem.bank_size();
    let lo = bank as i64 * size;
    buffer_error(
        mem,
        i,
        "mem_bank attribute is inconsistent with address attribute",
        format!(
            "address {address} (0x{address:X}) is in bank {bank} (0x{lo:X}-0x{:X}), not in bank {}",
            lo + size - 1,
            b.bank.unwrap_or(0)
        ),
    )
}

/// A warning at each buffer whose given `mem_bank` is not the bank of its
/// given address, in walk order: the default scheme keeps the address and
/// places the tile with basic-sequential.
pub(super) fn stale_banks(mem: &TileMem) -> Vec<Diagnostic> {
    (0..mem.bufs.len())
        .filter_map(|i| {
            let b = &mem.bufs[i];
            let (address, given) = (b.address?, b.bank?);
            let bank = mem.bank_of(address).filter(|&k| k as i64 != given)?;
            Some(
                buffer_error(
                    mem,
                    i,
                    &format!(
                        "mem_bank attribute is inconsistent with address attribute: mem_bank = {given}, but address {address} (0x{address:X}) is in bank {bank}; the address is kept"
                    ),
                    format!(
                        "bank-aware allocation cannot honour both, so {} is placed by basic-sequential allocation, which keeps every given address and ignores mem_bank; set mem_bank = {bank} or remove it (alloc-scheme=bank-aware rejects the buffer)",
                        mem.text()
                    ),
                )
                .with_severity(Severity::Warning),
            )
        })
        .collect()
}

pub(super) fn no_such_bank(mem: &TileMem, i: usize) -> Diagnostic {
    buffer_error(
        mem,
        i,
        "mem_bank attribute value is out of range",
        format!("{} has banks 0 to {}", mem.text(), mem.banks - 1),
    )
}

/// Buffer `i`'s given address is not a multiple of the tile's alignment:
/// mlir-aie (since #3037) rejects it; aiec keeps the address, as before.
pub(super) fn misaligned(mem: &TileMem, i: usize) -> Diagnostic {
    let at = mem.bufs[i].address.unwrap_or(0);
    buffer_error(
        mem,
        i,
        "pre-allocated address is not aligned to tile load/store bus width",
        format!(
            "{} aligns buffers to {} bytes: {at:#x} is not a multiple; give `aligned = false` or move it to {:#x} (mlir-aie rejects it)",
            mem.text(),
            mem.alignment,
            mem.align(i, at)
        ),
    )
    .with_severity(Severity::Warning)
}

/// `(X, Y)`: the tile's coordinates, as mlir-aie names a core.
pub(super) fn coords_text(mem: &TileMem) -> String {
    format!("({}, {})", mem.coords.0, mem.coords.1)
}

/// `bank A or bank B` (`bank A` for one bank): the banks a memory space
/// allows.
fn space_text(banks: &[i64]) -> String {
    let names: Vec<String> = banks.iter().map(|k| k.to_string()).collect();
    format!("bank {}", names.join(" or "))
}

/// Buffer `i`'s memory space allows other banks than its `mem_bank`.
pub(super) fn space_disagrees(mem: &TileMem, i: usize, bank: i64) -> Diagnostic {
    let b = &mem.bufs[i];
    let space = space_text(&b.space_banks);
    buffer_error(
        mem,
        i,
        &format!("has address space for {space} but is pinned to bank {bank}. These constraints disagree"),
        format!("the memref's memory space puts {} in {space} (Peano schedules its loads so): drop the mem_bank or make it one of those banks", b.name),
    )
}

/// Buffer `i`'s given address lies (partly) in `bank`, which its memory
/// space excludes.
pub(super) fn excluded_by_space(mem: &TileMem, i: usize, bank: i64) -> Diagnostic {
    let b = &mem.bufs[i];
    let size = mem.bank_size();
    buffer_error(
        mem,
        i,
        &format!("address attribute places the buffer in bank {bank}, which is excluded by its memory space"),
        format!(
            "bank {bank} of {} is 0x{:X}-0x{:X}; the memref's memory space allows {}",
            mem.text(),
            bank * size,
            (bank + 1) * size - 1,
            space_text(&b.space_banks)
        ),
    )
}

/// Buffer `i`'s memory space names `bank`, which the tile does not have.
pub(super) fn space_bank_missing(mem: &TileMem, i: usize, bank: i64) -> Diagnostic {
    buffer_error(
        mem,
        i,
        "memory space requests a bank that does not exist",
        format!(
            "{} has banks 0 to {}; the memref's memory space names bank {bank}",
            mem.text(),
            mem.banks - 1
        ),
    )
}

/// No bank of the pair buffer `i`'s memory space allows has room for it;
/// `free` is each bank's free bytes.
pub(super) fn pair_full(mem: &TileMem, i: usize, free: &[i64]) -> Diagnostic {
    let b = &mem.bufs[i];
    let left: Vec<String> = b
        .space_banks
        .iter()
        .map(|&k| {
            format!(
                "bank {k} has {} bytes free",
                free.get(k as usize).copied().unwrap_or(0)
            )
        })
        .collect();
    let (first, last) = (
        b.space_banks.first().copied().unwrap_or(0),
        b.space_banks.last().copied().unwrap_or(0),
    );
    buffer_error(
        mem,
        i,
        &format!(
            "buffer {} requires {} bytes, but no contiguous aligned space remains within allowed banks {first} and {last}",
            quoted(&b.name),
            b.size
        ),
        format!("{} ({}): move other buffers out of these banks, or give the memref another memory space", left.join(", "), mem.text()),
    )
}

/// A `core_data` or `bank_reserved` buffer `i` whose given address is not
/// a multiple of the alignment its section gets from the linker.
pub(super) fn section_misaligned(mem: &TileMem, i: usize, align: i64) -> Diagnostic {
    let at = mem.bufs[i].address.unwrap_or(0);
    let below = at - at.rem_euclid(align);
    buffer_error(
        mem,
        i,
        &format!("data reservation address must be aligned to {align} bytes to satisfy its measured section alignment"),
        format!(
            "the linker starts this section at a multiple of {align} bytes (`aligned = false` does not lift that); address {at} (0x{at:X}) lies between 0x{below:X} and 0x{:X}",
            below + align
        ),
    )
}
