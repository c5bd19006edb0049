//! basic-sequential: buffers without an address, largest first, one after the
//! other from the bottom of the memory, skipping over the stack (at 0, or at
//! its given `stack_address`) and buffers whose address is given (a
//! prebaked core's ranges among them) (aie-passes.md §8.1). It has no
//! banks: a stack pinned to a bank without an address is an error, and the
//! buffers it places lose their `mem_bank`.

use super::report::{self, quoted, warning};
use super::tile_memory::{Cause, Failure, TileMem};
use dialect::Diagnostic;

/// Drops the `mem_bank` of every buffer basic-sequential will place (it has
/// no banks, and would write an address the bank need not hold), with a
/// warning for each: mlir-aie's text, and a help line naming the bank.
/// The core's own bank-pinned sections keep theirs.
pub(super) fn drop_banks(mem: &mut TileMem) -> Vec<Diagnostic> {
    let mut d = Vec::new();
    for b in mem.bufs.iter_mut() {
        if b.address.is_some() || b.reserves.is_some() {
            continue;
        }
        let Some(bank) = b.bank.take() else {
            continue;
        };
        d.push(
            warning(
                b.span,
                format!(
                    "basic-sequential allocation ignores mem_bank; dropping the pin on: {}",
                    quoted(&b.name)
                ),
            )
            .with_help(format!(
                "the buffer gets an address outside any bank guarantee; to keep it in bank {bank}, use alloc-scheme=bank-aware (or allocation_scheme = \"bank-aware\" on the tile), or give it an address in that bank"
            )),
        );
    }
    d
}

/// Places the buffers of `mem` that have no address. When a given address
/// lies in the stack or on another buffer, or the buffers overflow the
/// memory, the addresses stay assigned and mlir-aie's error is returned.
pub(super) fn allocate(mem: &mut TileMem) -> Result<(), Failure> {
    let Some((stack_start, _)) = mem.stack_run() else {
        return Err(mem.stack_error(
            "basic-sequential allocation cannot resolve stack_bank; use bank-aware allocation or specify stack_address".to_string(),
            "basic-sequential allocation has no banks: give the core a stack_address in the bank, or use alloc-scheme=bank-aware (or allocation_scheme = \"bank-aware\" on the tile)".to_string(),
        ));
    };
    mem.check_given_stack()?;
    let mut fixed: Vec<(i64, i64)> = mem
        .bufs
        .iter()
        .filter_map(|b| Some((b.address?, b.size)))
        .chain((mem.stack > 0).then_some((stack_start, mem.stack)))
        .collect();
    fixed.sort_by_key(|&(address, _)| address);
    let free: Vec<usize> = (0..mem.bufs.len())
        .filter(|&i| mem.bufs[i].address.is_none())
        .collect();
    let mut units = units(mem, free);
    units.sort_by_key(|u| std::cmp::Reverse(span(mem, u)));

    let mut cursor = 0;
    let mut next_fixed = fixed.iter().peekable();
    for unit in units {
        let mut start = cursor;
        let mut end = lay_out(mem, &unit, start);
        // mlir-aie jumps to the end of every fixed buffer the new one would
        // reach, even one below the cursor; aiec never moves the cursor down.
        while let Some(&&(address, fixed_size)) = next_fixed.peek() {
            if unit_end(mem, &end) <= address {
                break;
            }
            start = start.max(address + fixed_size);
            end = lay_out(mem, &unit, start);
            next_fixed.next();
        }
        for &(i, a) in &end {
            mem.bufs[i].address = Some(a);
        }
        cursor = unit_end(mem, &end).max(start);
    }
    if let Some(d) = report::in_stack(mem).or_else(|| report::overlapping(mem)) {
        return Err(Failure::new(Cause::Conflict, vec![d]));
    }
    let end = mem
        .bufs
        .iter()
        .filter_map(|b| Some(b.address? + b.size))
        .fold(cursor.max(stack_start + mem.stack), i64::max);
    if end > mem.memory {
        return Err(Failure::new(
            Cause::Capacity,
            vec![report::basic_overflow(mem)],
        ));
    }
    mem.data_region = super::bank_aware::data_region(mem);
    Ok(())
}

/// What basic-sequential places as one: a buffer, or the overlay of a
/// tile's `alloc_group`s, one lane a group (its buffers largest first, one
/// after the other), every lane from the same base.
type Unit = Vec<Vec<usize>>;

/// The units of buffers `free`: each buffer of no group alone, those of
/// groups in one overlay.
fn units(mem: &TileMem, free: Vec<usize>) -> Vec<Unit> {
    let mut out: Vec<Unit> = Vec::new();
    let mut lanes: Vec<(&str, Vec<usize>)> = Vec::new();
    for i in free {
        match mem.bufs[i].group.as_deref() {
            None => out.push(vec![vec![i]]),
            Some(g) => match lanes.iter_mut().find(|(name, _)| *name == g) {
                Some((_, lane)) => lane.push(i),
                None => lanes.push((g, vec![i])),
            },
        }
    }
    if !lanes.is_empty() {
        let mut overlay: Unit = lanes.into_iter().map(|(_, lane)| lane).collect();
        for lane in &mut overlay {
            lane.sort_by_key(|&i| std::cmp::Reverse(mem.bufs[i].size));
        }
        out.push(overlay);
    }
    out
}

/// Where each buffer of `unit` goes from `base`: every lane from `base`, its
/// buffers one after the other at their alignment.
fn lay_out(mem: &TileMem, unit: &Unit, base: i64) -> Vec<(usize, i64)> {
    let mut out = Vec::new();
    for lane in unit {
        let mut at = base;
        for &i in lane {
            at = mem.place_at(i, at);
            out.push((i, at));
            at += mem.bufs[i].size;
        }
    }
    out
}

/// The end of the furthest buffer of a laid-out unit.
fn unit_end(mem: &TileMem, laid: &[(usize, i64)]) -> i64 {
    laid.iter()
        .map(|&(i, a)| a + mem.bufs[i].size)
        .max()
        .unwrap_or(0)
}

/// The bytes a unit takes from an aligned base, the padding between a
/// lane's buffers included (what orders the units, largest first; a lone
/// buffer's size).
fn span(mem: &TileMem, unit: &Unit) -> i64 {
    let lane_end = |lane: &Vec<usize>| {
        lane.iter()
            .fold(0, |at, &i| mem.align(i, at) + mem.bufs[i].size)
    };
    unit.iter().map(lane_end).max().unwrap_or(0)
}

/// Whether buffer `i` has a given address its `aligned` attribute forbids.
pub(super) fn misaligned(mem: &TileMem, i: usize) -> bool {
    mem.bufs[i].address.is_some_and(|a| mem.align(i, a) != a)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(memory: i64, banks: i64, stack: i64, bufs: &[(i64, Option<i64>)]) -> TileMem {
        TileMem::for_test(memory, banks, stack, bufs)
    }

    #[test]
    fn largest_first_above_the_stack() {
        // mlir-aie's basic_alloc_simple: a 16 B, b 2048 B, c 32 B.
        let mut mem = tile(0x8000, 4, 1024, &[(16, None), (2048, None), (32, None)]);
        allocate(&mut mem).expect("fits");
        let addresses: Vec<_> = mem.bufs.iter().map(|b| b.address).collect();
        assert_eq!(addresses, [Some(3104), Some(1024), Some(3072)]);
    }

    #[test]
    fn skips_over_fixed_buffers() {
        // mlir-aie's basic_prealloc (no core, so no stack).
        let mut mem = tile(
            0x10000,
            4,
            0,
            &[
                (800, None),
                (400, None),
                (4096, Some(4096)),
                (4096, Some(12288)),
                (4096, Some(20000)),
                (3200, None),
            ],
        );
        allocate(&mut mem).expect("fits");
        let addresses: Vec<_> = mem.bufs.iter().map(|b| b.address.unwrap_or(-1)).collect();
        assert_eq!(addresses, [3200, 8192, 4096, 12288, 20000, 0]);
    }

    #[test]
    fn a_given_address_in_the_stack_is_an_error() {
        // A buffer pinned at 0 of a core tile with a 1 KiB stack.
        let mut mem = tile(0x10000, 4, 1024, &[(32, Some(0)), (64, None)]);
        let err = allocate(&mut mem).unwrap_err().diagnostics;
        assert_eq!(
            err[0].message,
            "buffer '\"\"' at address 0x0 overlaps with stack (size: 1024 bytes)"
        );
        assert!(err[0].help.as_deref().is_some_and(|h| h.contains("0x400")));
        // Just above the stack, it fits.
        let mut mem = tile(0x10000, 4, 1024, &[(32, Some(1024)), (64, None)]);
        allocate(&mut mem).expect("fits");
        // A buffer of no bytes covers none of the stack.
        let mut mem = tile(0x10000, 4, 1024, &[(0, Some(0))]);
        allocate(&mut mem).expect("fits");
    }

    #[test]
    fn given_addresses_that_overlap_are_an_error() {
        let mut mem = tile(0x10000, 4, 0, &[(64, Some(0x100)), (64, Some(0x120))]);
        let err = allocate(&mut mem).unwrap_err().diagnostics;
        assert_eq!(
            err[0].message,
            "buffer '\"\"' at address 0x120 overlaps with '\"\"' at address 0x100 (size: 64 bytes)"
        );
    }

    #[test]
    fn overflow_reports_the_map() {
        let mut mem = tile(0x8000, 4, 0, &[(0x8000, None), (4, None)]);
        let err = allocate(&mut mem).unwrap_err().diagnostics;
        assert!(err[0].message.contains("(no stack allocated)"));
        assert!(err[0].notes[0].message.contains("0x8000-0x8003"));
    }
}
