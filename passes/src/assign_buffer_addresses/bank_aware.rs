//! bank-aware: the memory is split into equal banks, and one search places
//! every extent the allocator chooses an address for. First what is placed
//! already takes its bytes: the stack (at 0, or its given `stack_address`),
//! the buffers with an address (by address; a prebaked core's ranges are
//! such buffers). Then what is pinned to a bank goes into the first aligned
//! gap of its bank that holds it: a stack with only a `stack_bank` (its
//! address written back), a core's bank-pinned static data
//! (`bank_reserved`). Then the search ([`super::search`]) places the rest,
//! most constrained first: buffers with a `mem_bank` or a one-bank memory
//! space, those a bank pair allows, then the others and the core's static
//! data (`core_data`), largest first; it backtracks, and searches
//! exhaustively when ranking fails, within the `placement-budget`
//! (aie-passes.md §8.2). Addresses it chooses are aligned to the widest
//! vector access the core issues.

use super::occupancy::Occupancy;
use super::report::{self, quoted, warning};
use super::search::{self, Item, Outcome};
use super::tile_memory::{Buf, Cause, Failure, Reserve, TileMem};
use dialect::ir::OpKind;
use dialect::Diagnostic;

/// Places the buffers of `mem`, trying at most `budget` placements. On
/// failure, the addresses it chose for buffers without one are removed
/// again (those it derived for buffers with a given address or bank stay,
/// as in mlir-aie).
pub(super) fn allocate(mem: &mut TileMem, budget: u64) -> Result<(), Failure> {
    if mem.banks <= 0 {
        return Ok(());
    }
    let size = mem.bank_size();
    let limits: Vec<(i64, i64)> = (0..mem.banks).map(|i| (i * size, (i + 1) * size)).collect();
    mem.check_given_stack()?;
    let mut taken = Occupancy::new(mem.memory);
    if let (Some((start, end)), true) = (mem.stack_run(), mem.stack > 0) {
        taken.take(start.max(0), end.min(mem.memory));
    }
    place_given(mem, &mut taken)?;
    place_pinned_stack(mem, &mut taken, &limits)?;
    for i in 0..mem.bufs.len() {
        if let Some(Reserve::Bank(k)) = mem.bufs[i].reserves {
            place_bank_reservation(mem, &mut taken, &limits, i, k)?;
        }
    }
    let order = placement_order(mem)?;
    let items: Vec<Item> = order.iter().map(|&i| item(mem, i)).collect();
    let tile = search::Tile {
        limits: &limits,
        has_core: mem.has_core,
    };
    match search::place(&items, &taken, &tile, budget) {
        Outcome::Placed(addresses) => {
            for (&i, at) in order.iter().zip(addresses) {
                mem.bufs[i].address = Some(at);
                mem.bufs[i].bank = mem.bank_of(at).map(|k| k as i64);
            }
            mem.data_region = data_region(mem);
            Ok(())
        }
        Outcome::Unplaced {
            item,
            partial,
            exhausted,
        } => {
            let given: Vec<Option<i64>> = order.iter().map(|&i| mem.bufs[i].bank).collect();
            for (&i, at) in order.iter().zip(&partial) {
                mem.bufs[i].address = *at;
                mem.bufs[i].bank = at.and_then(|a| mem.bank_of(a)).map(|k| k as i64);
            }
            let mut partial_taken = taken.clone();
            for (&i, at) in order.iter().zip(&partial) {
                if let Some(a) = *at {
                    partial_taken.take(a, a + mem.bufs[i].size);
                }
            }
            let failed = order[item];
            let failure = if exhausted || items[item].banks.is_empty() {
                unplaced(
                    mem,
                    failed,
                    &partial_taken,
                    &limits,
                    exhausted.then_some(budget),
                )
            } else {
                pinned_unplaced(mem, failed, &items[item].banks, &partial_taken, &limits)
            };
            for (&i, bank) in order.iter().zip(given) {
                mem.bufs[i].address = None;
                mem.bufs[i].bank = bank;
            }
            Err(failure)
        }
    }
}

/// The buffers with a given address, in ascending address order: each must
/// lie in a bank and in free bytes, and agree with its memory space and its
/// given `mem_bank`; it takes the bank of its address.
fn place_given(mem: &mut TileMem, taken: &mut Occupancy) -> Result<(), Failure> {
    let conflict = |d: Diagnostic| Failure::new(Cause::Conflict, vec![d]);
    let mut given: Vec<usize> = (0..mem.bufs.len())
        .filter(|&i| mem.bufs[i].address.is_some())
        .collect();
    given.sort_by_key(|&i| mem.bufs[i].address);
    for i in given {
        let (address, size) = (mem.bufs[i].address.unwrap_or(0), mem.bufs[i].size);
        let end_of_memory = size == 0 && address == mem.memory;
        let Some(bank) = mem
            .bank_of(address)
            .or(end_of_memory.then(|| mem.banks as usize - 1))
        else {
            return Err(conflict(report::outside_banks(mem, i)));
        };
        if address + size > mem.memory {
            return Err(conflict(report::past_the_end(mem, i)));
        }
        if !taken.is_free(address, address + size) {
            return Err(conflict(report::overrides_address(mem, i)));
        }
        if let Some(k) = excluded_bank(mem, i, bank) {
            return Err(Failure::new(
                Cause::Pinned,
                vec![report::excluded_by_space(mem, i, k)],
            ));
        }
        taken.take(address, address + size);
        if mem.bufs[i].bank.is_some_and(|given| given != bank as i64) {
            return Err(Failure::new(
                Cause::StaleBank,
                vec![report::inconsistent_bank(mem, i, bank)],
            ));
        }
        mem.bufs[i].bank = Some(bank as i64);
    }
    Ok(())
}

/// The buffers the search places, most constrained first: fewest allowed
/// banks, then largest (walk order on a tie). A `mem_bank` must be a bank
/// of the tile and one its memory space allows.
fn placement_order(mem: &TileMem) -> Result<Vec<usize>, Failure> {
    let mut order = Vec::new();
    for (i, b) in mem.bufs.iter().enumerate() {
        if b.address.is_some() || matches!(b.reserves, Some(Reserve::Bank(_))) {
            continue;
        }
        if let Some(k) = b.bank {
            if !b.space_banks.is_empty() && !b.space_banks.contains(&k) {
                return Err(Failure::new(
                    Cause::Pinned,
                    vec![report::space_disagrees(mem, i, k)],
                ));
            }
            if !(0..mem.banks).contains(&k) {
                return Err(Failure::new(
                    Cause::Conflict,
                    vec![report::no_such_bank(mem, i)],
                ));
            }
        } else if let Some(&k) = b.space_banks.iter().find(|&&k| k >= mem.banks) {
            return Err(Failure::new(
                Cause::Pinned,
                vec![report::space_bank_missing(mem, i, k)],
            ));
        }
        order.push(i);
    }
    order.sort_by_key(|&i| {
        let n = allowed_banks(&mem.bufs[i]).len();
        (n == 0, n, std::cmp::Reverse(mem.bufs[i].size))
    });
    Ok(order)
}

/// The banks buffer `b` must lie in: its `mem_bank`, else those its memory
/// space allows (empty for any).
fn allowed_banks(b: &Buf) -> Vec<i64> {
    match b.bank {
        Some(k) => vec![k],
        None => b.space_banks.clone(),
    }
}

/// What the search places for buffer `i`.
fn item(mem: &TileMem, i: usize) -> Item {
    let b = &mem.bufs[i];
    Item {
        size: b.size,
        align: mem.chosen_alignment(i),
        floor: if b.initialized { mem.init_guard } else { 0 },
        banks: allowed_banks(b),
    }
}

/// The run the core's own sections get once every buffer is placed: the
/// largest free run, its start aligned to the core's widest vector access
/// (none without a core).
pub(super) fn data_region(mem: &TileMem) -> Option<(i64, i64)> {
    if !mem.has_core {
        return None;
    }
    let mut taken = Occupancy::new(mem.memory);
    if let (Some((start, end)), true) = (mem.stack_run(), mem.stack > 0) {
        taken.take(start.max(0), end.min(mem.memory));
    }
    for b in &mem.bufs {
        let Some(at) = b.address else { continue };
        for (s, e) in taken.gaps(at, at + b.size) {
            taken.take(s, e);
        }
    }
    Some(taken.largest_aligned_run(mem.vector_alignment))
}

/// How messages name the extent buffer `i` holds: the core's own sections
/// are not buffers a user wrote.
pub(super) fn label(mem: &TileMem, i: usize) -> String {
    let b = &mem.bufs[i];
    match b.reserves {
        Some(Reserve::CoreData) => "this core's data sections (data_size)".to_string(),
        Some(Reserve::Bank(k)) => format!("this core's static data pinned to bank {k}"),
        None => format!("buffer {}", quoted(&b.name)),
    }
}

/// The failure of buffer `i`, which no layout the search reached holds:
/// mlir-aie's warnings with the memory map of the closest arrangement, and
/// the error that ends the allocation if no other scheme follows (with a
/// note when the search stopped at `budget`).
fn unplaced(
    mem: &TileMem,
    i: usize,
    taken: &Occupancy,
    limits: &[(i64, i64)],
    budget: Option<u64>,
) -> Failure {
    let b = &mem.bufs[i];
    let need = b.size;
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
    let room: Vec<i64> = limits
        .iter()
        .map(|&(s, e)| {
            taken
                .gaps(s, e)
                .iter()
                .map(|&(gs, ge)| ge - gs)
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut verdict = Diagnostic::op_error(
        b.span,
        OpKind::Buffer.name(),
        format!(
            "could not be placed: {} needs {need} bytes and this tile has no room left for it",
            label(mem, i)
        ),
    );
    if let Some(n) = budget {
        verdict = verdict.with_note(None, format!("the search hit its {n}-placement budget with arrangements still untried, so a layout may exist that it did not reach (raise it with placement-budget)"));
    }
    Failure {
        cause: if budget.is_some() {
            Cause::Budget
        } else {
            Cause::Capacity
        },
        diagnostics: vec![
            first.with_help(report::largest_gap(mem, need, &room)),
            warning(
                mem.span,
                "Not all requested buffers fit in the available memory.",
            )
            .with_note(None, report::bank_map(mem, limits)),
        ],
        verdict: Some(Box::new(verdict)),
    }
}

/// Buffer `i`, pinned to `banks`, has no room there: mlir-aie's error,
/// and no other scheme is tried.
fn pinned_unplaced(
    mem: &TileMem,
    i: usize,
    banks: &[i64],
    taken: &Occupancy,
    limits: &[(i64, i64)],
) -> Failure {
    let need = mem.bufs[i].size;
    if banks.len() > 1 {
        let room: Vec<i64> = limits
            .iter()
            .map(|&(s, e)| taken.free_bytes(s, e))
            .collect();
        return Failure::new(Cause::Pinned, vec![report::pair_full(mem, i, &room)]);
    }
    let bank = banks[0];
    let (lo, hi) = limits[bank as usize];
    let message = if need > hi - lo {
        format!(
            "{} requires {need} bytes, which cannot fit in bank {bank} ({} bytes total)",
            label(mem, i),
            hi - lo
        )
    } else {
        format!(
            "{} requires {need} bytes in bank {bank}, but only {} of {} bytes are free there",
            label(mem, i),
            taken.free_bytes(lo, hi),
            hi - lo
        )
    };
    let d = Diagnostic::op_error(mem.bufs[i].span, OpKind::Buffer.name(), message).with_help(
        format!(
            "{} has {} banks of {} bytes: repin it to another bank, move what is in the way, or drop the pin and let it span banks",
            mem.text(),
            mem.banks,
            mem.bank_size()
        ),
    );
    Failure::new(Cause::Pinned, vec![d])
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

/// A stack pinned to a bank without an address goes into the first aligned
/// gap of the bank that holds it; its address is written back.
fn place_pinned_stack(
    mem: &mut TileMem,
    taken: &mut Occupancy,
    limits: &[(i64, i64)],
) -> Result<(), Failure> {
    let (None, Some(bank)) = (mem.stack_at.address, mem.stack_at.bank) else {
        return Ok(());
    };
    let Some(&(lo, hi)) = usize::try_from(bank).ok().and_then(|k| limits.get(k)) else {
        return Err(mem.stack_error(
            format!("stack_bank {bank} is not a memory bank of {}", mem.text()),
            format!("{} has banks 0 to {}", mem.text(), mem.banks - 1),
        ));
    };
    let Some(at) = taken.first_fit(lo, hi, mem.stack, mem.stack_at.alignment, 0) else {
        return Err(mem.stack_error(
            format!("requires a {}-byte stack in bank {bank}, but no contiguous aligned space remains after address-pinned buffers", mem.stack),
            format!("bank {bank} of {} is {} bytes; move the buffers with an address out of it, choose another stack_bank or shrink stack_size", mem.text(), mem.bank_size()),
        ));
    };
    mem.stack_at.address = Some(at);
    mem.stack_at.resolved = true;
    taken.take(at, at + mem.stack);
    Ok(())
}

/// The static data core `i` pins to bank `bank` goes into the first gap of
/// the bank that holds it, at its alignment.
fn place_bank_reservation(
    mem: &mut TileMem,
    taken: &mut Occupancy,
    limits: &[(i64, i64)],
    i: usize,
    bank: i64,
) -> Result<(), Failure> {
    let need = mem.bufs[i].size;
    let pinned = |message: String, help: String| {
        Failure::new(
            Cause::Pinned,
            vec![
                Diagnostic::op_error(mem.bufs[i].span, OpKind::Buffer.name(), message)
                    .with_help(help),
            ],
        )
    };
    let range = usize::try_from(bank)
        .ok()
        .and_then(|k| limits.get(k).copied());
    let Some((lo, hi)) = range.filter(|_| need <= mem.bank_size()) else {
        return Err(pinned(
            format!("this core's static data pinned to bank {bank} requires {need} bytes, which cannot fit in bank {bank} ({} bytes total)", mem.bank_size()),
            format!("{} has {} banks of {} bytes: shrink or repin the core's bank-pinned tables", mem.text(), mem.banks, mem.bank_size()),
        ));
    };
    let align = mem.bufs[i].alignment.unwrap_or(1);
    let Some(at) = taken.first_fit(lo, hi, need, align, 0) else {
        return Err(pinned(
            format!("this core's static data pinned to bank {bank} requires {need} bytes, but no contiguous aligned space remains in bank {bank} after the stack and address-pinned buffers"),
            "move the buffers with an address or the stack out of the bank, or shrink or repin the core's bank-pinned tables".to_string(),
        ));
    };
    mem.bufs[i].address = Some(at);
    mem.bufs[i].bank = Some(bank);
    taken.take(at, at + need);
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
        allocate(&mut mem, search::DEFAULT_BUDGET).expect("fits");
        assert_eq!(placed(&mem), [(16384, 2), (1024, 0), (8192, 1)]);
    }

    #[test]
    fn given_addresses_and_banks_go_first() {
        let mut mem = tile(0x10000, 4, 1024, &[(256, None), (256, Some(1024))]);
        mem.bufs[0].bank = Some(2);
        allocate(&mut mem, search::DEFAULT_BUDGET).expect("fits");
        // The pin takes the flush end of its bank that leaves the largest
        // free run: the top of bank 2, below the free bank 3.
        assert_eq!(placed(&mem), [(0xBF00, 2), (1024, 0)]);
    }

    /// Given addresses are taken in address order, not walk order
    /// (iree-amd-aie's `basic.mlir` gives a mem tile's `in` at 0x2000,
    /// then `out` at 0x720): only a real overlap conflicts.
    #[test]
    fn given_addresses_in_any_order() {
        let mut mem = tile(0x80000, 8, 0, &[(64, Some(0x2000)), (64, Some(0x720))]);
        allocate(&mut mem, search::DEFAULT_BUDGET).expect("no overlap");
        assert_eq!(placed(&mem), [(0x2000, 0), (0x720, 0)]);
    }

    #[test]
    fn failure_removes_chosen_addresses_and_keeps_derived_ones() {
        let mut mem = tile(
            0x8000,
            4,
            1024,
            &[(100, Some(0x2000)), (64, None), (0x6000, None)],
        );
        let f = allocate(&mut mem, search::DEFAULT_BUDGET).unwrap_err();
        assert_eq!(f.cause, Cause::Capacity);
        assert_eq!(placed(&mem), [(0x2000, 1), (-1, -1), (-1, -1)]);
        assert!(f.diagnostics[0]
            .message
            .contains("\"\" with size: 24576 bytes."));
    }

    #[test]
    fn conflicts() {
        let mut overlap = tile(0x10000, 4, 0, &[(4096, Some(0)), (4, Some(100))]);
        let f = allocate(&mut overlap, search::DEFAULT_BUDGET).unwrap_err();
        assert_eq!(f.cause, Cause::Conflict);
        assert!(f.diagnostics[0]
            .message
            .contains("would override allocated address"));
        let mut outside = tile(0x10000, 4, 0, &[(4, Some(0x10000))]);
        let f = allocate(&mut outside, search::DEFAULT_BUDGET).unwrap_err();
        assert!(f.diagnostics[0]
            .message
            .contains("does not fall within any bank range"));
    }
}
