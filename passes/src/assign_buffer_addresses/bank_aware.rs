//! bank-aware: the memory is split into equal banks. First what is placed
//! already takes its bytes: the stack (at 0, or its given `stack_address`),
//! the buffers with an address (by address; a prebaked core's ranges are
//! such buffers). Then what is pinned to a bank goes into the first aligned
//! gap of its bank that holds it: a stack with only a `stack_bank` (its
//! address written back), a core's bank-pinned static data
//! (`bank_reserved`). Then the buffers with a `mem_bank` or a one-bank
//! memory space (walk order) after the last bytes taken in their bank,
//! those whose memory space allows a pair of banks in the first of the two
//! with room, the core's static data (`core_data`) and the others, largest
//! first, round-robin over the banks (aie-passes.md §8.2).

use super::report::{self, quoted, warning};
use super::tile_memory::{round_up, Buf, Cause, Failure, Reserve, TileMem};
use dialect::Diagnostic;

/// The bytes taken in each bank, as sorted `start..end` runs, and the end
/// of the last one (where the next buffer of the bank goes).
struct Banks {
    limits: Vec<(i64, i64)>,
    taken: Vec<Vec<(i64, i64)>>,
    next: Vec<i64>,
}

impl Banks {
    fn new(limits: Vec<(i64, i64)>) -> Banks {
        let next = limits.iter().map(|&(start, _)| start).collect();
        Banks {
            taken: vec![Vec::new(); limits.len()],
            limits,
            next,
        }
    }

    /// `start..end` taken in bank `k` (it may run past the bank's end).
    fn take(&mut self, k: usize, start: i64, end: i64) {
        let runs = &mut self.taken[k];
        let at = runs.partition_point(|&(s, _)| s < start);
        runs.insert(at, (start, end));
        self.next[k] = self.next[k].max(end);
    }

    /// `start..end` taken in every bank it covers.
    fn take_span(&mut self, start: i64, end: i64) {
        for k in 0..self.limits.len() {
            let (lo, hi) = self.limits[k];
            let (s, e) = (start.max(lo), end.min(hi));
            if s < e {
                self.take(k, s, e);
            }
        }
    }

    /// Whether `start..end` overlaps bytes taken in bank `k`.
    fn overlaps(&self, k: usize, start: i64, end: i64) -> bool {
        self.taken[k].iter().any(|&(s, e)| s < end && start < e)
    }

    /// The first address of bank `k`, a multiple of `align`, where `size`
    /// bytes are free.
    fn first_fit(&self, k: usize, size: i64, align: i64) -> Option<i64> {
        let (lo, hi) = self.limits[k];
        let mut at = round_up(lo, align);
        for &(s, e) in &self.taken[k] {
            if at + size <= s {
                break;
            }
            at = at.max(round_up(e, align));
        }
        (at + size <= hi).then_some(at)
    }
}

/// Places the buffers of `mem`. On failure, the addresses it chose for
/// buffers without one are removed again (those it derived for buffers with
/// a given address or bank stay, as in mlir-aie).
pub(super) fn allocate(mem: &mut TileMem) -> Result<(), Failure> {
    if mem.banks <= 0 {
        return Ok(());
    }
    let size = mem.bank_size();
    let mut banks = Banks::new((0..mem.banks).map(|i| (i * size, (i + 1) * size)).collect());
    mem.check_given_stack()?;
    match (mem.stack_run(), mem.stack_at.address) {
        // A given `stack_address` takes the bytes of every bank it covers.
        (Some((start, end)), Some(_)) if mem.stack > 0 => banks.take_span(start, end),
        // The legacy stack at 0 counts against bank 0 only, as it always
        // has: a larger one meets the buffers of the next bank in the
        // overlap check.
        (Some((start, end)), None) if mem.stack > 0 => banks.take(0, start, end),
        _ => {}
    }

    let conflict = |d: Diagnostic| Failure {
        cause: Cause::Conflict,
        diagnostics: vec![d],
    };
    // A memory space the placement cannot meet: basic-sequential, which
    // has no banks, would not meet it either.
    let against_space = |d: Diagnostic| Failure {
        cause: Cause::Pinned,
        diagnostics: vec![d],
    };
    // As mlir-aie (since May 2026): buffers with an address first, in
    // ascending address order (so that given addresses need not be written
    // in order), then those with a bank only, in walk order.
    let mut given: Vec<usize> = (0..mem.bufs.len()).collect();
    given.sort_by_key(|&i| match mem.bufs[i].address {
        Some(a) => (0, a),
        None => (1, 0),
    });
    for &i in &given {
        let Some(address) = mem.bufs[i].address else {
            continue;
        };
        let (size, given_bank) = (mem.bufs[i].size, mem.bufs[i].bank);
        let Some(bank) = mem.bank_of(address) else {
            return Err(conflict(report::outside_banks(mem, i, &banks.limits)));
        };
        if banks.overlaps(bank, address, address + size) {
            return Err(conflict(report::overrides_address(
                mem,
                i,
                bank,
                banks.next[bank],
            )));
        }
        if let Some(k) = excluded_bank(mem, i, bank) {
            return Err(against_space(report::excluded_by_space(mem, i, k)));
        }
        banks.take(bank, address, address + size);
        if given_bank.is_some_and(|given| given != bank as i64) {
            return Err(Failure {
                cause: Cause::StaleBank,
                diagnostics: vec![report::inconsistent_bank(mem, i, bank, &banks.limits)],
            });
        }
        mem.bufs[i].bank = Some(bank as i64);
    }
    place_pinned_stack(mem, &mut banks)?;
    for i in 0..mem.bufs.len() {
        if let Some(Reserve::Bank(k)) = mem.bufs[i].reserves {
            place_bank_reservation(mem, &mut banks, i, k)?;
        }
    }

    let mut free = Vec::new();
    let mut spaced = Vec::new();
    for &i in &given {
        if mem.bufs[i].address.is_some() {
            continue;
        }
        let b = &mem.bufs[i];
        let bank = match (b.bank, b.space_banks.as_slice()) {
            (Some(k), space) if !space.is_empty() && !space.contains(&k) => {
                return Err(against_space(report::space_disagrees(mem, i, k)));
            }
            (Some(k), _) | (None, &[k]) => k,
            (None, []) => {
                free.push(i);
                continue;
            }
            (None, _) => {
                spaced.push(i);
                continue;
            }
        };
        let size = mem.bufs[i].size;
        let Some(&(_, end)) = usize::try_from(bank).ok().and_then(|k| banks.limits.get(k)) else {
            return Err(match mem.bufs[i].bank {
                Some(_) => conflict(report::no_such_bank(mem, i)),
                None => against_space(report::space_bank_missing(mem, i, bank)),
            });
        };
        let k = bank as usize;
        let at = mem.place_at(i, banks.next[k]);
        if at + size > end {
            mem.bufs[i].bank = Some(bank);
            return Err(conflict(report::bank_full(mem, i, at, end)));
        }
        mem.bufs[i].address = Some(at);
        mem.bufs[i].bank = Some(bank);
        banks.take(k, at, at + size);
    }
    // Buffers a bank pair allows: the first of the two with room.
    for i in spaced {
        place_in_pair(mem, &mut banks, i).map_err(against_space)?;
    }

    // The core's static data first (one run it links into), then the
    // others, largest first.
    free.sort_by_key(|&i| {
        (
            mem.bufs[i].reserves != Some(Reserve::CoreData),
            std::cmp::Reverse(mem.bufs[i].size),
        )
    });
    let mut start = 0usize;
    let mut placed = Vec::new();
    for &i in &free {
        let need = mem.bufs[i].size;
        let n = banks.limits.len();
        let Some(bank) = (0..n)
            .map(|k| (start + k) % n)
            .find(|&k| mem.place_at(i, banks.next[k]) + need <= banks.limits[k].1)
        else {
            let diagnostics = capacity_failure(mem, i, need, &banks);
            for &p in &placed {
                let b: &mut Buf = &mut mem.bufs[p];
                b.address = None;
                b.bank = None;
            }
            return Err(Failure {
                cause: Cause::Capacity,
                diagnostics,
            });
        };
        let at = mem.place_at(i, banks.next[bank]);
        mem.bufs[i].address = Some(at);
        mem.bufs[i].bank = Some(bank as i64);
        banks.take(bank, at, at + need);
        start = (bank + 1) % n;
        placed.push(i);
    }

    let over: Vec<usize> = (0..banks.limits.len())
        .filter(|&k| banks.next[k] > banks.limits[k].1)
        .collect();
    if !over.is_empty() {
        return Err(Failure {
            cause: Cause::Conflict,
            diagnostics: vec![report::bank_overflow(mem, &banks.limits, &over)],
        });
    }
    Ok(())
}

/// The diagnostics of a buffer `i` of `need` bytes that no bank holds.
fn capacity_failure(mem: &TileMem, i: usize, need: i64, banks: &Banks) -> Vec<Diagnostic> {
    let b = &mem.bufs[i];
    let first = if b.reserves == Some(Reserve::CoreData) {
        warning(
            b.span,
            format!(
                "bank-aware allocation failed. Core {} reserves {need} bytes for its static data",
                report::coords_text(mem)
            ),
        )
    } else {
        warning(
            b.span,
            format!(
                "Failed to allocate buffer: {} with size: {need} bytes.",
                quoted(&b.name)
            ),
        )
    };
    vec![
        first.with_help(report::largest_gap(mem, need, &banks.next, &banks.limits)),
        warning(
            mem.span,
            "Not all requested buffers fit in the available memory.",
        )
        .with_note(None, report::bank_map(mem, &banks.limits)),
    ]
}

/// The first bank the given address of buffer `i` covers that its memory
/// space excludes, if any.
fn excluded_bank(mem: &TileMem, i: usize, first: usize) -> Option<i64> {
    let b = &mem.bufs[i];
    if b.space_banks.is_empty() {
        return None;
    }
    let last = match b.address {
        Some(a) if b.size > 0 => mem.bank_of(a + b.size - 1).unwrap_or(first),
        _ => first,
    };
    (first..=last)
        .map(|k| k as i64)
        .find(|k| !b.space_banks.contains(k))
}

/// A buffer whose memory space allows two banks goes after the last bytes
/// taken in the first of them with room.
fn place_in_pair(mem: &mut TileMem, banks: &mut Banks, i: usize) -> Result<(), Diagnostic> {
    let size = mem.bufs[i].size;
    let allowed = mem.bufs[i].space_banks.clone();
    if let Some(&k) = allowed.iter().find(|&&k| k >= mem.banks) {
        return Err(report::space_bank_missing(mem, i, k));
    }
    for &bank in &allowed {
        let k = bank as usize;
        let at = mem.place_at(i, banks.next[k]);
        if at + size <= banks.limits[k].1 {
            mem.bufs[i].address = Some(at);
            mem.bufs[i].bank = Some(bank);
            banks.take(k, at, at + size);
            return Ok(());
        }
    }
    Err(report::pair_full(mem, i, &banks.next, &banks.limits))
}

/// A stack pinned to a bank without an address goes into the first aligned
/// gap of the bank that holds it; its address is written back.
fn place_pinned_stack(mem: &mut TileMem, banks: &mut Banks) -> Result<(), Failure> {
    let (None, Some(bank)) = (mem.stack_at.address, mem.stack_at.bank) else {
        return Ok(());
    };
    let Some(k) = usize::try_from(bank)
        .ok()
        .filter(|&k| k < banks.limits.len())
    else {
        return Err(mem.stack_error(
            format!("stack_bank {bank} is not a memory bank of {}", mem.text()),
            format!("{} has banks 0 to {}", mem.text(), mem.banks - 1),
        ));
    };
    let Some(at) = banks.first_fit(k, mem.stack, mem.stack_at.alignment) else {
        return Err(mem.stack_error(
            format!("requires a {}-byte stack in bank {bank}, but no contiguous aligned space remains after address-pinned buffers", mem.stack),
            format!("bank {bank} of {} is {} bytes; move the buffers with an address out of it, choose another stack_bank or shrink stack_size", mem.text(), mem.bank_size()),
        ));
    };
    mem.stack_at.address = Some(at);
    mem.stack_at.resolved = true;
    banks.take(k, at, at + mem.stack);
    Ok(())
}

/// The static data core `i` pins to bank `bank` goes into the first gap of
/// the bank that holds it, at its alignment.
fn place_bank_reservation(
    mem: &mut TileMem,
    banks: &mut Banks,
    i: usize,
    bank: i64,
) -> Result<(), Failure> {
    let need = mem.bufs[i].size;
    let pinned = |message: String, help: String| Failure {
        cause: Cause::Pinned,
        diagnostics: vec![Diagnostic::op_error(
            mem.bufs[i].span,
            dialect::ir::OpKind::Buffer.name(),
            message,
        )
        .with_help(help)],
    };
    let k = usize::try_from(bank)
        .ok()
        .filter(|&k| k < banks.limits.len());
    let Some(k) = k.filter(|_| need <= mem.bank_size()) else {
        return Err(pinned(
            format!("this core's static data pinned to bank {bank} requires {need} bytes, which cannot fit in bank {bank} ({} bytes total)", mem.bank_size()),
            format!("{} has {} banks of {} bytes: shrink or repin the core's bank-pinned tables", mem.text(), mem.banks, mem.bank_size()),
        ));
    };
    let align = mem.bufs[i].alignment.unwrap_or(1);
    let Some(at) = banks.first_fit(k, need, align) else {
        return Err(pinned(
            format!("this core's static data pinned to bank {bank} requires {need} bytes, but no contiguous aligned space remains in bank {bank} after the stack and address-pinned buffers"),
            "move the buffers with an address or the stack out of the bank, or shrink or repin the core's bank-pinned tables".to_string(),
        ));
    };
    mem.bufs[i].address = Some(at);
    mem.bufs[i].bank = Some(bank);
    banks.take(k, at, at + need);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(memory: i64, banks: i64, stack: i64, bufs: &[(i64, Option<i64>)]) -> TileMem {
        TileMem::for_test(memory, banks, stack, bufs)
    }

    fn placed(mem: &TileMem) -> Vec<(i64, i64)> {
        mem.bufs
            .iter()
            .map(|b| (b.address.unwrap_or(-1), b.bank.unwrap_or(-1)))
            .collect()
    }

    #[test]
    fn round_robin_largest_first() {
        // mlir-aie's bank_aware_alloc_simple: a 16 B, b 2048 B, c 32 B on AIE1.
        let mut mem = tile(0x8000, 4, 1024, &[(16, None), (2048, None), (32, None)]);
        allocate(&mut mem).expect("fits");
        assert_eq!(placed(&mem), [(16384, 2), (1024, 0), (8192, 1)]);
    }

    #[test]
    fn given_addresses_and_banks_go_first() {
        let mut mem = tile(0x10000, 4, 1024, &[(256, None), (256, Some(1024))]);
        mem.bufs[0].bank = Some(2);
        allocate(&mut mem).expect("fits");
        assert_eq!(placed(&mem), [(0x8000, 2), (1024, 0)]);
    }

    /// Given addresses are taken in address order, not walk order
    /// (iree-amd-aie's `basic.mlir` gives a mem tile's `in` at 0x2000,
    /// then `out` at 0x720): only a real overlap conflicts.
    #[test]
    fn given_addresses_in_any_order() {
        let mut mem = tile(0x80000, 8, 0, &[(64, Some(0x2000)), (64, Some(0x720))]);
        allocate(&mut mem).expect("no overlap");
        assert_eq!(placed(&mem), [(0x2000, 0), (0x720, 0)]);
    }

    #[test]
    fn failure_removes_chosen_addresses_and_keeps_derived_ones() {
        let mut mem = tile(
            0x8000,
            4,
            1024,
            &[(100, Some(0x2000)), (64, None), (0x3000, None)],
        );
        let f = allocate(&mut mem).unwrap_err();
        assert_eq!(f.cause, Cause::Capacity);
        assert_eq!(placed(&mem), [(0x2000, 1), (-1, -1), (-1, -1)]);
        assert!(f.diagnostics[0]
            .message
            .contains("\"\" with size: 12288 bytes."));
    }

    #[test]
    fn conflicts() {
        let mut overlap = tile(0x10000, 4, 0, &[(4096, Some(0)), (4, Some(100))]);
        let f = allocate(&mut overlap).unwrap_err();
        assert_eq!(f.cause, Cause::Conflict);
        assert!(f.diagnostics[0]
            .message
            .contains("would override allocated address"));
        let mut outside = tile(0x10000, 4, 0, &[(4, Some(0x10000))]);
        let f = allocate(&mut outside).unwrap_err();
        assert!(f.diagnostics[0]
            .message
            .contains("does not fall within any bank range"));
    }
}
