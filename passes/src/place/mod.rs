//! `--aie-place-tiles`: places every `aie.logical_tile` of a device on a
//! physical tile and replaces it by that `aie.tile` (docs/passes.md,
//! "Placement").
//!
//! A placer reads the device's [`Design`] (its logical tiles and what joins
//! them) and answers a position per logical tile, and the object FIFOs whose
//! buffers it moves to a neighbour's memory ([`Placement`]); the pass then
//! rewrites the IR: each logical tile becomes the `aie.tile` at its position
//! (an existing one, or a new one at the top of the device, so logical tiles
//! placed together share it), keeping its `allocation_scheme`, and each
//! moved FIFO gets an `aie.objectfifo.allocate` after it.
//!
//! Two placers, as mlir-aie has them: [`sequential`] (the default) and
//! [`annealing`] (`placer=sa_placer`). What is legal is theirs to share
//! ([`legal`]): pins no tile matches are an error before either runs, and
//! the placement either gives is checked before the IR is rewritten.

mod annealing;
mod design;
mod legal;
mod sequential;

use crate::netlist::{self, Dev};
use crate::options::BOOL;
use crate::{Anchor, Args, Pass, PassOption};
use design::{Coord, Design};
use dialect::ir::cases::TileType;
use dialect::ir::{At, OpId, OpKind, Span, TypedEnum, ValueId, View};
use dialect::ops::views::{LogicalTile, ObjectfifoAllocate, Tile};
use dialect::{Diagnostic, Ir};
use std::collections::HashMap;

pub(crate) const PASS: Pass = Pass {
    flag: "aie-place-tiles",
    name: "AIEPlaceTiles",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Place logical tiles onto physical AIE tiles",
    doc: "passes.md#placement",
    options: &[
        PassOption {
            name: PLACER,
            help: "Placement algorithm to use: sequential_placer (column-major, greedy) or sa_placer (simulated annealing)",
            default: SEQUENTIAL,
            // A name, checked by the pass: `Unknown placer: <name>`, as mlir-aie.
            values: &[],
        },
        PassOption {
            name: CORES_PER_COL,
            help: "Limit number of cores per column (-1 = no limit)",
            default: "-1",
            values: &[],
        },
        PassOption {
            name: MERGE,
            help: "Allow several logical memory tiles or shims on one physical tile while its DMA channels suffice",
            default: "true",
            values: BOOL,
        },
        PassOption {
            name: SEED,
            help: "Random seed of the SA placer (0: a seed drawn from the clock)",
            default: "1",
            values: &[],
        },
        PassOption {
            name: EFFORT,
            help: "Factor on the SA placer's moves per temperature step and greedy tail (more: slower, often better)",
            default: "1.0",
            values: &[],
        },
    ],
    body: crate::Body::Run(run),
};

const PLACER: &str = "placer";
const SEQUENTIAL: &str = "sequential_placer";
const ANNEALING: &str = "sa_placer";
const CORES_PER_COL: &str = "cores-per-col";
const MERGE: &str = "merge-logical-tiles";
const SEED: &str = "sa-seed";
const EFFORT: &str = "sa-effort";

/// Where a placer puts each logical tile of a design.
#[derive(Debug, PartialEq)]
pub(crate) struct Placement {
    /// The position of each logical tile, in [`Design::tiles`] order.
    pub at: Vec<Coord>,
    /// Object FIFOs (their ops) whose buffers go to the memory of the tile
    /// given, a neighbour of their core.
    pub allocates: Vec<(OpId, Coord)>,
}

/// A placement algorithm.
trait Placer {
    /// Places every logical tile of `d` (whose `aie.device` is at
    /// `device_span`), or says why it cannot.
    fn place(&self, ir: &Ir, device_span: Span, d: &Design) -> Result<Placement, Diagnostic>;
}

fn run(ir: &mut Ir, args: &Args) -> Vec<Diagnostic> {
    let placer = match placer(args, ir[ir.top].span) {
        Ok(p) => p,
        Err(d) => return vec![d],
    };
    netlist::each_device(ir, |ir, dev| {
        let design = Design::read(ir, dev);
        legal::pins(&design)?;
        let placement = placer.place(ir, ir[dev.op].span, &design)?;
        legal::check(ir, &design, &placement)?;
        apply(ir, dev, &design, &placement);
        Ok(())
    })
}

/// The placer the options ask for; an error at `span` (the module's) for
/// options that name none.
fn placer(args: &Args, span: Span) -> Result<Box<dyn Placer>, Diagnostic> {
    let int = |name: &str| -> Result<i64, Diagnostic> {
        args.get(name).parse().map_err(|_| {
            Diagnostic::error(
                span,
                format!(
                    "for the --{name} option: '{}' value invalid for integer argument!",
                    args.get(name)
                ),
            )
        })
    };
    Ok(match args.get(PLACER) {
        ANNEALING => Box::new(annealing::Annealing {
            seed: int(SEED)?,
            effort: effort(args, span)?,
        }),
        SEQUENTIAL => Box::new(sequential::Sequential {
            cores_per_col: Some(int(CORES_PER_COL)?).filter(|&n| n >= 0),
            merge: args.flag(MERGE),
        }),
        other => {
            return Err(Diagnostic::error(span, format!("Unknown placer: {other}")).with_help(format!(
                "for the --{PLACER} option: Cannot find option named '{other}'! (expected one of: {SEQUENTIAL}, {ANNEALING})"
            )))
        }
    })
}

/// The `sa-effort` option: a positive, finite factor.
fn effort(args: &Args, span: Span) -> Result<f64, Diagnostic> {
    let text = args.get(EFFORT);
    match text.parse::<f64>() {
        Ok(e) if e.is_finite() && e > 0.0 && e <= 1000.0 => Ok(e),
        _ => Err(Diagnostic::error(
            span,
            format!("for the --{EFFORT} option: '{text}' is not a positive factor"),
        )
        .with_help("sa-effort scales the annealing's moves: a number above 0 and at most 1000 (1.0 by default)")),
    }
}

/// Rewrites the logical tiles of `dev` to the tiles `placement` gives them.
fn apply(ir: &mut Ir, dev: &Dev, design: &Design, placement: &Placement) {
    let mut tiles: HashMap<Coord, ValueId> = dev
        .views::<Tile>(ir)
        .map(|t| ((t.col(ir), t.row(ir)), ir[t.op()].results[0]))
        .collect();
    let order: HashMap<OpId, usize> = dev.ops(ir).enumerate().map(|(i, o)| (o, i)).collect();
    let mut replace = HashMap::new();
    for (logical, &at) in design.tiles.iter().zip(&placement.at) {
        let tile = tile_at(ir, dev, &mut tiles, at, logical.span);
        // A tile written after the logical tile moves up, before its uses.
        let written_after = |t: &OpId| order.get(t).is_some_and(|&i| i > order[&logical.op]);
        if let Some(t) = ir.defining_op(tile).filter(written_after) {
            ir.move_op(t, At::Start(dev.body));
        }
        let scheme = LogicalTile::wrap(logical.op)
            .allocation_scheme(ir)
            .map(str::to_string);
        if let (Some(scheme), Some(t)) = (scheme, ir.defining_op(tile)) {
            Tile::wrap(t).set_allocation_scheme(ir, &scheme);
        }
        if let Some(t) = ir.defining_op(tile) {
            ir.record_logical_tile(t, logical.span, written(logical));
        }
        replace.insert(logical.value, tile);
    }
    if !replace.is_empty() {
        ir.replace_all_uses_in(dev.op, |v| replace.get(&v).copied());
    }
    for logical in &design.tiles {
        ir.erase(logical.op);
    }
    let mut allocated = Vec::new();
    for &(fifo, at) in &placement.allocates {
        if allocated.contains(&fifo) {
            continue;
        }
        allocated.push(fifo);
        let tile = tile_at(ir, dev, &mut tiles, at, ir[fifo].span);
        let name = netlist::sym_name(ir, fifo).unwrap_or_default().to_string();
        ObjectfifoAllocate::build(ir, ir[fifo].span)
            .obj_fifo_name(&name)
            .operand(tile)
            .insert(At::After(fifo));
    }
}

/// `aie.logical_tile<CoreTile>(1, ?)`: logical tile `t` as written.
fn written(t: &design::Logical) -> String {
    let pin = |p: Option<i64>| p.map_or("?".to_string(), |v| v.to_string());
    format!(
        "{}<{}>({}, {})",
        OpKind::LogicalTile.name(),
        TileType::of(t.kind).name(),
        pin(t.col),
        pin(t.row)
    )
}

/// The `aie.tile` at `at`: one the device has, or a new one at its top
/// (mlir-aie's `TileOp::getOrCreate`), written at `span`.
fn tile_at(
    ir: &mut Ir,
    dev: &Dev,
    tiles: &mut HashMap<Coord, ValueId>,
    at: Coord,
    span: Span,
) -> ValueId {
    *tiles.entry(at).or_insert_with(|| {
        let t = Tile::build(ir, span)
            .col(at.0)
            .row(at.1)
            .insert(At::Start(dev.body));
        ir[t.op()].results[0]
    })
}

/// An error at the first logical tile of each device, for pass `pass`,
/// which reads tile positions (mlir-aie's passes after placement do).
pub(crate) fn unplaced(ir: &Ir, pass: &str) -> Vec<Diagnostic> {
    if !ir.may_contain(OpKind::LogicalTile) {
        return Vec::new();
    }
    netlist::devices(ir)
        .iter()
        .filter_map(|dev| dev.ops_of(ir, OpKind::LogicalTile).next())
        .map(|first| {
            netlist::op_error(ir, first, format!("is not placed: --{pass} needs every tile placed"))
                .with_help("run --aie-place-tiles first (the default pipeline, aie-sim and aiecc place a design before they lower it)")
        })
        .collect()
}

/// A logical tile a physical tile stands for: as written, and its line
/// (when the source is known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// `aie.logical_tile<CoreTile>(?, ?)`.
    pub written: String,
    /// Its line in the input.
    pub line: Option<usize>,
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.written)?;
        match self.line {
            Some(line) => write!(f, " (line {line})"),
            None => Ok(()),
        }
    }
}

/// Per placed tile of `dev` (by position), the logical tiles it stands for.
pub fn logical_origins(
    ir: &Ir,
    dev: &Dev,
    source: Option<&dialect::syntax::Source>,
) -> std::collections::BTreeMap<Coord, Vec<Origin>> {
    let mut out = std::collections::BTreeMap::new();
    for t in dev.views::<Tile>(ir) {
        let origins = ir.logical_tiles_of(t.op());
        if origins.is_empty() {
            continue;
        }
        let origins = origins.iter().map(|(span, written)| Origin {
            written: written.clone(),
            line: source
                .filter(|_| !span.is_empty())
                .map(|s| dialect::diag::line_col(s.text, s.base + span.start as usize).0),
        });
        out.insert((t.col(ir), t.row(ir)), origins.collect());
    }
    out
}

/// `aiec --report=placement`: per device, each physical tile that logical
/// tiles were placed on, and those logical tiles (as written, with their
/// lines when `source` is known).
pub fn report_text(ir: &Ir, source: Option<&dialect::syntax::Source>) -> String {
    let mut s = String::new();
    for dev in netlist::devices(ir) {
        let placed = logical_origins(ir, &dev, source);
        s.push_str(&format!(
            "device {}: {} logical tile(s) on {} tile(s)\n",
            dev.model.name,
            placed.values().map(Vec::len).sum::<usize>(),
            placed.len()
        ));
        for ((c, r), logical) in &placed {
            let logical: Vec<String> = logical.iter().map(Origin::to_string).collect();
            s.push_str(&format!("  tile ({c}, {r}) <- {}\n", logical.join(", ")));
        }
    }
    s
}

/// `aiec --report=placement=json` (`docs/schemas/placement.schema.json`).
pub fn report_json(ir: &Ir, source: Option<&dialect::syntax::Source>) -> String {
    let devices: Vec<serde_json::Value> = netlist::devices(ir)
        .iter()
        .map(|dev| {
            let tiles: Vec<serde_json::Value> = logical_origins(ir, dev, source)
                .into_iter()
                .map(|((c, r), logical)| {
                    let logical: Vec<serde_json::Value> = logical
                        .iter()
                        .map(|o| serde_json::json!({"logical_tile": o.written, "line": o.line}))
                        .collect();
                    serde_json::json!({"col": c, "row": r, "logical": logical})
                })
                .collect();
            serde_json::json!({"device": dev.model.name, "tiles": tiles})
        })
        .collect();
    let report = serde_json::json!({"format": "aiec-placement", "version": 1, "devices": devices});
    format!(
        "{}\n",
        serde_json::to_string_pretty(&report).unwrap_or_default()
    )
}
