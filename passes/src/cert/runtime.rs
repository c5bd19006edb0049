//! The runtime sequences of a module's kernels, split by column: each NPU op
//! goes to the column of its address, each `load_pdi` to every column of the
//! control code, with remote barriers where program order crosses columns
//! (cert-lowering.md, "Barriers").

use super::lower::{party_mask, take_barrier, Names};
use super::plan::Plan;
use super::to_cert::address;
use crate::netlist::op_error as err;
use crate::netlist::{self, Dev};
use dialect::ir::{At, OpId, OpKind, Span, View};
use dialect::ops::views::{
    MemrefGetGlobal, NpuAddressPatch, NpuBlockwriteValues, NpuRequire, NpuSync,
    NpuUpdateFromScratchpad, NpuWrite32,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet, HashMap};

type Res<T> = Result<T, Diagnostic>;

/// A runtime-sequence op where it runs.
#[derive(Clone, Copy, Debug)]
pub(super) enum Placed {
    /// An NPU op and the column of its address.
    Op(OpId, i64),
    /// LOAD_PDI of PDI `id` in every column, and the op it lowers (for
    /// positions).
    Load(u32, OpId),
    /// An op every column runs (`create_scratchpad`: each column's updates
    /// read the state table it fills).
    Everywhere(OpId),
}

/// One entry of a column's runtime jobs.
pub(super) enum Step {
    Op(OpId),
    /// `(barrier id, party mask)`.
    Barrier(i64, u32, Span),
    /// LOAD_PDI of a PDI id: a job of its own.
    Load(u32, Span),
    /// A copy of an op every column runs.
    Copy(OpId),
}

/// Splits every `sync` over several columns into one per column (it waits
/// in each). Its fields are constants (`npu::constant_fields`).
pub(super) fn split_syncs(ir: &mut Ir, seq: OpId) {
    if !ir.may_contain(NpuSync::KIND) {
        return;
    }
    let Some(body) = ir.entry_block(seq, 0) else {
        return;
    };
    for sync in ir
        .views::<NpuSync>(ir.ops_in(body).collect::<Vec<_>>())
        .collect::<Vec<_>>()
    {
        let n = sync.column_num(ir).unwrap_or_default();
        if n <= 1 {
            continue;
        }
        let op = sync.op();
        let col = sync.column(ir).unwrap_or_default();
        for c in col..col + n {
            let copy = NpuSync::wrap(ir.clone_op(op, &mut HashMap::new()));
            copy.set_column(ir, c);
            copy.set_column_num(ir, 1);
            ir.insert(At::Before(op), copy.op());
        }
        ir.erase(op);
    }
}

/// Each `aiex.npu.blockwrite_values` of `seq` (mlir-aie's packed BD block,
/// #3559), at a constant address: with every word a constant, a blockwrite
/// of a new constant global (the block write an address patch of the BD
/// needs, as aiebu's); else a `write32` per word, those known at run time
/// computed when the sequence runs (`run_time.rs`).
pub(super) fn expand_blockwrite_values(ir: &mut Ir, dev: &Dev, seq: OpId) -> Res<()> {
    let writes: Vec<NpuBlockwriteValues> = ir.walk_views(seq).collect();
    if writes.is_empty() {
        return Ok(());
    }
    let mut syms = crate::symbols::Symbols::of(ir, dev);
    let mut next = 0;
    // The low 32 bits of a constant value (the words are 32-bit).
    let int = |ir: &Ir, v| crate::canonicalize::fold::int_value(ir, v, true).map(|x| x as i64);
    for w in writes {
        let op = w.op();
        let (span, at) = (ir[op].span, At::Before(op));
        let operands = ir[op].operands.clone();
        let Some((&address, values)) = operands.split_first() else {
            continue;
        };
        let Some(base) = int(ir, address) else {
            return Err(err(ir, op, "writes at an address known only at run time")
                .with_help("CERT control code writes registers at constant addresses: the default pipeline makes the BD ids of aiex.dma_bd_pool_pop constants (--aie-resolve-bd-pool); a run-time id needs the C++ generator (--aie-npu-to-cpp)"));
        };
        let base = crate::words::low32(base);
        let words: Vec<Option<i64>> = values.iter().map(|&v| int(ir, v)).collect();
        if let Some(words) = words.iter().copied().collect::<Option<Vec<i64>>>() {
            let words: Vec<u32> = words.into_iter().map(crate::words::low32).collect();
            let name = syms.fresh("blockwrite_values_", &mut next);
            syms.add_global(ir, At::Before(seq), &name, &words);
            crate::npu::dma_to_npu::build_blockwrite(
                ir,
                at,
                span,
                &name,
                words.len(),
                u64::from(base),
            );
        } else {
            for (i, (&v, known)) in values.iter().zip(&words).enumerate() {
                let address = i64::from(base) + 4 * i as i64;
                let write = NpuWrite32::build(ir, span).address(address).insert(at);
                match known {
                    Some(c) => write.set_value(ir, i64::from(crate::words::low32(*c))),
                    None => write.set_value_operand(ir, v),
                }
            }
        }
        ir.erase(op);
    }
    Ok(())
}

/// Folds the constants that the runtime sequence's ops take as scalar
/// operands into their attributes, and drops the constants left unused.
pub(super) fn fold_constants(ir: &mut Ir, seq: OpId) {
    let Some(body) = ir.entry_block(seq, 0) else {
        return;
    };
    let ops: Vec<OpId> = ir.ops_in(body).collect();
    for &op in &ops {
        dialect::ops::access::fold_scalars(ir, op);
    }
    let constants: Vec<OpId> = ops
        .into_iter()
        .filter(|&op| ir.is(op, OpKind::ArithConstant))
        .collect();
    if constants.is_empty() {
        return;
    }
    let used = crate::npu::used_values(ir, seq);
    for op in constants {
        if !ir[op].results.iter().any(|r| used.contains(r)) {
            ir.erase(op);
        }
    }
}

/// The ops of kernel `k` in program order, where they run. A kernel other
/// than the entry first loads its device; a PDI loaded right after itself
/// is preceded by the reset-only PDI (the firmware would skip it).
pub(super) fn placement(ir: &Ir, plan: &Plan, k: usize) -> Res<Vec<Placed>> {
    let kernel = plan.kernels[k];
    let mut out = Vec::new();
    let mut last = plan.initial_load(k);
    if let Some(id) = last {
        out.push(Placed::Load(id, kernel.seq));
    }
    let shift = kernel.dev.model.arch.col_shift();
    let ops = ir
        .entry_block(kernel.seq, 0)
        .map(|b| ir.ops_in(b).collect::<Vec<_>>())
        .unwrap_or_default();
    for op in ops {
        let col = match ir.kind(op) {
            Some(OpKind::MemrefGetGlobal | OpKind::End) => continue,
            // Values the ops using them read (run_time.rs).
            Some(k) if super::run_time::ARITHMETIC.contains(&k) => continue,
            Some(OpKind::NpuLoadPdi) => {
                let id = plan.loads[&op];
                if last.replace(id) == Some(id) {
                    out.push(Placed::Load(plan.reset, op));
                }
                out.push(Placed::Load(id, op));
                continue;
            }
            Some(
                OpKind::NpuWrite32
                | OpKind::NpuMaskwrite32
                | OpKind::NpuMaskpoll
                | OpKind::NpuBlockwrite,
            ) => {
                (address(ir, &kernel.dev, op) >> shift) as i64
            }
            Some(OpKind::NpuAddressPatch) => NpuAddressPatch::wrap(op).addr(ir) >> shift,
            Some(OpKind::NpuCreateScratchpad) => {
                out.push(Placed::Everywhere(op));
                continue;
            }
            Some(OpKind::NpuRequire) => {
                crate::npu::require_holds(ir, NpuRequire::wrap(op))?;
                continue;
            }
            Some(OpKind::NpuUpdateFromScratchpad) => {
                NpuUpdateFromScratchpad::wrap(op).address(ir) >> shift
            }
            Some(OpKind::NpuSync) => NpuSync::wrap(op).column(ir).unwrap_or_default(),
            Some(OpKind::NpuReadReg) => crate::netlist::tile_of(ir, op).unwrap_or_default().0,
            Some(OpKind::ScfFor | OpKind::ScfIf) => {
                return Err(err(ir, op, "runs while the sequence runs, and CERT control code has no loops or branches")
                    .with_help(format!("give the loop constant bounds (--aie-unroll-runtime-sequence-loops unrolls it), or emit a C++ generator with --aie-npu-to-cpp: {}", crate::npu::to_cpp::ONE_COMMAND)))
            }
            Some(OpKind::ArithDivui | OpKind::ArithDivsi | OpKind::ArithRemui | OpKind::ArithRemsi | OpKind::ArithCmpi | OpKind::ArithSelect) => {
                return Err(super::run_time::not_computable(ir, op))
            }
            _ => {
                return Err(err(ir, op, format!("'{}' has no CERT lowering", ir[op].name()))
                    .with_help("a runtime sequence for CERT holds write32, maskwrite32, maskpoll, blockwrite, address_patch, sync and load_pdi once --aie-dma-to-npu has run"))
            }
        };
        if !(0..i64::from(kernel.dev.model.columns)).contains(&col) {
            return Err(err(
                ir,
                op,
                format!("column {col} is not a column of the device"),
            )
            .with_help(format!(
                "the device has columns 0 to {}",
                kernel.dev.model.columns - 1
            )));
        }
        out.push(Placed::Op(op, col));
    }
    Ok(out)
}

/// The columns the NPU ops of `placed` run in.
pub(super) fn op_columns(placed: &[Placed]) -> impl Iterator<Item = i64> + '_ {
    placed.iter().filter_map(|p| match *p {
        Placed::Op(_, col) => Some(col),
        Placed::Load(..) | Placed::Everywhere(_) => None,
    })
}

/// The steps of each column in program order, with remote barriers where
/// an op follows a `sync` of another column: the barrier's party is the
/// columns that waited plus every column with work still to come (all of
/// which must follow those syncs), so one barrier orders them all. Syncs
/// themselves have no effect to order. A load runs in every one of
/// `columns`.
pub(super) fn steps(
    ir: &Ir,
    dev: &Dev,
    placed: &[Placed],
    columns: &BTreeSet<i64>,
    barriers: &mut usize,
) -> Res<BTreeMap<i64, Vec<Step>>> {
    let mut out: BTreeMap<i64, Vec<Step>> = BTreeMap::new();
    let mut waited = BTreeSet::new();
    let later = Later::of(ir, placed);
    for (i, &p) in placed.iter().enumerate() {
        let (at, here) = match p {
            Placed::Op(op, col) => (op, Some(col)),
            Placed::Load(_, op) | Placed::Everywhere(op) => (op, None),
        };
        // Whether the op (or load, in every column) works in a column other than `c`.
        let elsewhere = |c: i64| match here {
            Some(col) => col != c,
            None => columns.iter().any(|&h| h != c),
        };
        let sync = is_sync(ir, p);
        if !sync && waited.iter().any(|&c| elsewhere(c)) {
            let span = ir[at].span;
            let party: BTreeSet<i64> = waited
                .iter()
                .copied()
                .chain(later.columns(i, columns))
                .collect();
            let mask = party_mask(ir, at, &party)?;
            let id = take_barrier(ir, dev, barriers, span)?;
            for c in party {
                out.entry(c)
                    .or_default()
                    .push(Step::Barrier(id, mask, span));
            }
            waited.clear();
        }
        match p {
            Placed::Op(op, col) => {
                out.entry(col).or_default().push(Step::Op(op));
                if sync {
                    waited.insert(col);
                }
            }
            Placed::Load(id, op) => {
                for &c in columns {
                    out.entry(c).or_default().push(Step::Load(id, ir[op].span));
                }
            }
            Placed::Everywhere(op) => {
                for &c in columns {
                    out.entry(c).or_default().push(Step::Copy(op));
                }
            }
        }
    }
    Ok(out)
}

fn is_sync(ir: &Ir, p: Placed) -> bool {
    matches!(p, Placed::Op(op, _) if ir.is(op, OpKind::NpuSync))
}

/// Where work ends in a placed sequence: the last index of a non-sync op
/// of each column, and of a load (which works in every column).
struct Later {
    last_op: BTreeMap<i64, usize>,
    last_load: Option<usize>,
}

impl Later {
    fn of(ir: &Ir, placed: &[Placed]) -> Later {
        let mut later = Later {
            last_op: BTreeMap::new(),
            last_load: None,
        };
        for (i, &p) in placed.iter().enumerate() {
            match p {
                _ if is_sync(ir, p) => {}
                Placed::Op(_, col) => {
                    later.last_op.insert(col, i);
                }
                Placed::Load(..) | Placed::Everywhere(_) => later.last_load = Some(i),
            }
        }
        later
    }

    /// The columns with work in `placed[i..]` (a load works in all of `columns`).
    fn columns<'a>(
        &'a self,
        i: usize,
        columns: &'a BTreeSet<i64>,
    ) -> impl Iterator<Item = i64> + 'a {
        let loads = self.last_load.is_some_and(|l| l >= i);
        let ops = self.last_op.iter().filter(move |&(_, &l)| l >= i);
        ops.map(|(&c, _)| c)
            .chain(columns.iter().copied().filter(move |_| loads))
    }
}

/// Copies the globals the block writes and control-code patches of `seq`
/// (of device `from`) read into `entry`, which holds the control code,
/// under names free there.
pub(super) fn adopt_globals(ir: &mut Ir, entry: &Dev, from: &Dev, seq: OpId, names: &mut Names) {
    let mut copied: HashMap<String, String> = HashMap::new();
    let mut adopt = |ir: &mut Ir, name: &str| -> Option<String> {
        if let Some(l) = copied.get(name) {
            return Some(l.clone());
        }
        let def = from.symbol(ir, name)?;
        let local = names.fresh(ir, name);
        let copy = ir.clone_op(def, &mut HashMap::new());
        netlist::set_sym_name(ir, copy, &local);
        ir.insert(entry.before_end(ir), copy);
        copied.insert(name.to_string(), local.clone());
        Some(local)
    };
    for op in ir.walk(seq) {
        if let Some(get) = ir.view::<MemrefGetGlobal>(op) {
            let name = get.name(ir).to_string();
            if let Some(local) = adopt(ir, &name) {
                get.set_name(ir, &local);
            }
        } else if let Some(p) = ir.view::<NpuAddressPatch>(op) {
            let Some(name) = p.global(ir).map(str::to_string) else {
                continue;
            };
            if let Some(local) = adopt(ir, &name) {
                p.set_global(ir, &local);
            }
        }
    }
}
