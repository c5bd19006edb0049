//! bank-aware: the memory is split into equal banks; buffers with an address
//! are placed first (by address), then those with a `mem_bank` (walk
//! order), then the others, largest first, round-robin over the banks
//! (aie-passes.md §8.2).

use super::report::{self, quoted, warning};
use super::tile_memory::{Buf, Cause, Failure, TileMem};
use dialect::Diagnostic;

/// Places the buffers of `mem`. On failure, the addresses it chose for
/// buffers without one are removed again (those it derived for buffers with
/// a given address or bank stay, as in mlir-aie).
pub(super) fn allocate(mem: &mut TileMem) -> Result<(), Failure> {
    if mem.banks <= 0 {
        return Ok(());
    }
    let size = mem.bank_size();
    let limits: Vec<(i64, i64)> = (0..mem.banks).map(|i| (i * size, (i + 1) * size)).collect();
    let mut next: Vec<i64> = limits.iter().map(|&(start, _)| start).collect();
    next[0] += mem.stack;

    let conflict = |d: Diagnostic| Failure {
        cause: Cause::Conflict,
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
    let mut free = Vec::new();
    for i in given {
        let (size, given_bank) = (mem.bufs[i].size, mem.bufs[i].bank);
        if let Some(address) = mem.bufs[i].address {
            let Some(bank) = mem.bank_of(address) else {
                return Err(conflict(report::outside_banks(mem, i, &limits)));
            };
            if address < next[bank] {
                return Err(conflict(report::overrides_address(
                    mem, i, bank, next[bank],
                )));
            }
            next[bank] = address + size;
            if given_bank.is_some_and(|given| given != bank as i64) {
                return Err(Failure {
                    cause: Cause::StaleBank,
                    diagnostics: vec![report::inconsistent_bank(mem, i, bank, &limits)],
                });
            }
            mem.bufs[i].bank = Some(bank as i64);
        } else if let Some(bank) = given_bank {
            let Some(&(_, end)) = usize::try_from(bank).ok().and_then(|k| limits.get(k)) else {
                return Err(conflict(report::no_such_bank(mem, i)));
            };
            let k = bank as usize;
            let at = mem.align(i, next[k]);
            if at + size > end {
                return Err(conflict(report::bank_full(mem, i, at, end)));
            }
            mem.bufs[i].address = Some(at);
            next[k] = at + size;
        } else {
            free.push(i);
        }
    }

    free.sort_by_key(|&i| std::cmp::Reverse(mem.bufs[i].size));
    let mut start = 0usize;
    let mut placed = Vec::new();
    for &i in &free {
        let need = mem.bufs[i].size;
        let n = limits.len();
        let Some(bank) = (0..n)
            .map(|k| (start + k) % n)
            .find(|&k| mem.align(i, next[k]) + need <= limits[k].1)
        else {
            let diagnostics = vec![
                warning(
                    mem.bufs[i].span,
                    format!(
                        "Failed to allocate buffer: {} with size: {need} bytes.",
                        quoted(&mem.bufs[i].name)
                    ),
                )
                .with_help(report::largest_gap(mem, need, &next, &limits)),
                warning(
                    mem.span,
                    "Not all requested buffers fit in the available memory.",
                )
                .with_note(None, report::bank_map(mem, &limits)),
            ];
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
        let at = mem.align(i, next[bank]);
        mem.bufs[i].address = Some(at);
        mem.bufs[i].bank = Some(bank as i64);
        next[bank] = at + need;
        start = (bank + 1) % n;
        placed.push(i);
    }

    let over: Vec<usize> = (0..limits.len())
        .filter(|&k| next[k] > limits[k].1)
        .collect();
    if !over.is_empty() {
        return Err(Failure {
            cause: Cause::Conflict,
            diagnostics: vec![report::bank_overflow(mem, &limits, &over)],
        });
    }
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
