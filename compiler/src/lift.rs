//! The ELF lift (`aiec x.elf --emit=mlir`): a ctrlcode ELF back to an `aie`
//! netlist.
//!
//! 1. The ELF is read by the shared loader ([`aie_target::cert::loader`]).
//! 2. Jobs are split by the `.note.aiec` note: per column, the jobs it lists
//!    as configuration write the static configuration; the others are the
//!    runtime sequence. Without the note (hand-written asm) every job is
//!    configuration.
//! 3. The configuration jobs run statically, column by column, page by page,
//!    job by job, in program order: WRITE_32, MASK_WRITE_32 and the uC-DMA
//!    chains of UC_DMA_WRITE_DES(_SYNC) feed a register image
//!    ([`aie_target::regs::image`]); waits, barriers, yields and NOPs are
//!    control flow and do nothing here; any other operation is reported.
//! 4. The image is read back as a netlist: tiles, locks (with the values
//!    written), buffers (the memory BDs reach or writes fill, with initial
//!    values), DMA programs (a `dma_start` per channel start, BD chains with
//!    locks, dimensions and packet headers), switchboxes (circuit connects,
//!    packet masters and rules), shim muxes, cascades and cores.
//! 5. The runtime jobs become an `aie.runtime_sequence` of `aiex.npu` ops
//!    with the note's argument types: block writes (with the
//!    `address_patch` of each APPLY_OFFSET_57), write32, maskwrite32 and
//!    sync (from WAIT_TCTS).
//! 6. The text is parsed, verified and printed in aiec's canonical form.
//!
//! Whatever the netlist cannot express (a register the table does not know,
//! a BD field `aie.dma_bd` has no spelling for, an operation that is not run)
//! is listed in warnings; nothing is dropped silently. The device is the
//! note's; without a note it is the smallest npu device holding every tile
//! written (npu1_1col … npu1, then npu2_5col … npu2).

use aie_target::cert::elf::{AiecNote, CtrlElf};
use aie_target::cert::loader::{Job, Page, Program};
use aie_target::cert::{Instr, Opcode};
use aie_target::device::{self, bundle, Device, TileKind};
use aie_target::regs::image::{Bd, Image, MasterMode, TileImage};
use aie_target::regs::{self, Dir};
use dialect::ir::{EnumKind, OpKind};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The lifted netlist and what it could not express.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lifted {
    /// The netlist in aiec's canonical syntax.
    pub mlir: String,
    /// One sentence per thing the netlist leaves out or reads differently.
    pub warnings: Vec<String>,
}

/// Lifts `elf` (see the module documentation). Errors are sentences.
pub fn lift(elf: &CtrlElf) -> Result<Lifted, String> {
    let program = Program::load(elf).map_err(|e| e.to_string())?;
    let note = elf.aiec_note.as_ref();
    let mut warnings = Vec::new();
    let mut writes = Vec::new();
    let mut runtime = Vec::new();
    for column in &program.columns {
        let config: Option<&Vec<u32>> = note.map(|n| {
            n.config_jobs
                .iter()
                .find(|(c, _)| *c == column.index)
                .map_or(&EMPTY, |(_, jobs)| jobs)
        });
        for (page, job) in column.jobs() {
            if config.is_none_or(|ids| ids.contains(&job.id)) {
                run_statically(page, job, &mut writes, &mut warnings)?;
            } else {
                runtime.push((page, job));
            }
        }
    }
    let device = choose_device(note, &writes)?;
    let mut image = Image::new(device);
    for w in &writes {
        match w {
            Write::Word(a, v) => image.write(*a, *v),
            Write::Mask(a, m, v) => image.mask_write(*a, *m, *v),
            Write::Block(a, words) => image.block_write(*a, words),
        }
    }
    let mut net = Netlist::new(&image, &mut warnings);
    net.build();
    let text = net.finish();
    let sequence = runtime_sequence(device, note, &runtime, &mut warnings)?;
    let globals = sequence.globals;
    let module = format!(
        "module {{\n  aie.device({}) {{\n{text}{globals}{}  }}\n}}\n",
        device.name, sequence.body
    );
    let ir = dialect::parse(&module).map_err(|d| internal(&d, &module))?;
    let diags = dialect::verify(&ir);
    let errors: Vec<_> = diags
        .into_iter()
        .filter(|d| d.severity == dialect::Severity::Error)
        .collect();
    if !errors.is_empty() {
        return Err(format!(
            "the lifted netlist does not verify: {}",
            errors
                .iter()
                .map(|d| describe(d, &module))
                .collect::<Vec<_>>()
                .join("; ")
        ));
    }
    Ok(Lifted {
        mlir: dialect::print(&ir),
        warnings,
    })
}

static EMPTY: Vec<u32> = Vec::new();

/// A diagnostic on the generated text, with the line it points at.
fn describe(d: &dialect::Diagnostic, text: &str) -> String {
    let line = d
        .span
        .and_then(|s| text.get(..s.start as usize))
        .map(|before| {
            let start = before.rfind('\n').map_or(0, |i| i + 1);
            let end = text[start..].find('\n').map_or(text.len(), |i| start + i);
            format!(" (at `{}`)", text[start..end].trim())
        })
        .unwrap_or_default();
    format!("{}{line}", d.message)
}

fn internal(diags: &[dialect::Diagnostic], text: &str) -> String {
    format!(
        "internal error: the lifted netlist does not parse: {}",
        diags
            .iter()
            .map(|d| describe(d, text))
            .collect::<Vec<_>>()
            .join("; ")
    )
}

/// One write of a configuration job (array addresses).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Write {
    Word(u64, u32),
    Mask(u64, u32, u32),
    Block(u64, Vec<u32>),
}

/// Where an instruction is: `section+0xoffset`.
fn place(page: &Page, at: usize) -> String {
    let (section, offset) = page.place(at + aie_target::cert::format::HEADER_SIZE);
    format!("{section}+0x{offset:x}")
}

/// The symbol a relocation puts on field `name` of the instruction at body
/// offset `at`, if any.
fn symbol<'a>(page: &'a Page, at: usize, instr: &Instr, name: &str) -> Option<&'a str> {
    let (offset, _) = instr.op.value_fields().find(|(_, f)| f.name == name)?;
    page.symbols.get(&(at + offset)).map(String::as_str)
}

/// Operations that only order or wait: the lift has nothing to do for them.
const CONTROL_FLOW: &[Opcode] = &[
    Opcode::StartJob,
    Opcode::StartJobDeferred,
    Opcode::EndJob,
    Opcode::LaunchJob,
    Opcode::WaitUcDma,
    Opcode::WaitTcts,
    Opcode::LocalBarrier,
    Opcode::RemoteBarrier,
    Opcode::Yield,
    Opcode::Nop,
    Opcode::Eof,
];

/// The writes of a configuration job, in program order.
fn run_statically(
    page: &Page,
    job: &Job,
    writes: &mut Vec<Write>,
    warnings: &mut Vec<String>,
) -> Result<(), String> {
    for (at, i) in job.body() {
        let get = |name| i.get(name).unwrap_or(0);
        for name in ["address", "value", "mask"] {
            if let Some(s) = symbol(page, *at, i, name) {
                warnings.push(format!(
                    "{}: {} {name} is the symbol '{s}', known only when the ELF is loaded; lifted as 0",
                    place(page, *at),
                    i.op.mnemonic
                ));
            }
        }
        match i.op.opcode {
            Opcode::Write32 => writes.push(Write::Word(get("address").into(), get("value"))),
            Opcode::MaskWrite32 => writes.push(Write::Mask(
                get("address").into(),
                get("mask"),
                get("value"),
            )),
            Opcode::UcDmaWriteDes | Opcode::UcDmaWriteDesSync => {
                let chain = page
                    .uc_dma_chain(get("descriptor_ptr") as usize)
                    .map_err(|e| e.to_string())?;
                for bd in chain {
                    if bd.bd.external {
                        warnings.push(format!(
                            "{}: the uC-DMA BD at body offset 0x{:x} is marked external; its data is read from the page",
                            place(page, *at),
                            bd.at
                        ));
                    }
                    writes.push(Write::Block(bd.bd.remote(), bd.words));
                }
            }
            Opcode::ApplyOffset57 => warnings.push(format!(
                "{}: APPLY_OFFSET_57 in a configuration job adds a host address known only at run time; the BD keeps the offset its data holds",
                place(page, *at)
            )),
            op if CONTROL_FLOW.contains(&op) => {}
            _ => warnings.push(format!(
                "{}: {} is not run by the lift (only WRITE_32, MASK_WRITE_32 and uC-DMA block writes configure)",
                place(page, *at),
                i.op.mnemonic
            )),
        }
    }
    Ok(())
}

/// Devices tried, smallest first, when the ELF does not name its device.
const FALLBACK_DEVICES: &[&str] = &[
    "npu1_1col",
    "npu1_2col",
    "npu1_3col",
    "npu1",
    "npu2_5col",
    "npu2_6col",
    "npu2_7col",
    "npu2",
];

fn choose_device(note: Option<&AiecNote>, writes: &[Write]) -> Result<&'static Device, String> {
    if let Some(note) = note {
        return device::device(&note.device).ok_or_else(|| {
            format!(
                "the .note.aiec device '{}' is not one aiec knows ({})",
                note.device,
                device::device_names()
            )
        });
    }
    // Tiles written (npu address layout: column << 25 | row << 20).
    let (mut cols, mut rows) = (1, 1);
    for w in writes {
        let (a, n) = match w {
            Write::Word(a, _) | Write::Mask(a, _, _) => (*a, 1),
            Write::Block(a, words) => (*a, words.len().max(1) as u64),
        };
        for addr in [a, a.saturating_add(4 * (n - 1))] {
            if addr >> 32 == 0 {
                cols = cols.max((addr >> 25) + 1);
                rows = rows.max(((addr >> 20) & 0x1F) + 1);
            }
        }
    }
    FALLBACK_DEVICES
        .iter()
        .filter_map(|n| device::device(n))
        .find(|d| u64::from(d.columns) >= cols && u64::from(d.rows) >= rows)
        .ok_or_else(|| {
            format!(
                "the ELF has no .note.aiec naming its device, and its writes reach column {} row {}, beyond every npu device",
                cols - 1,
                rows - 1
            )
        })
}

fn bundle_name(b: u8) -> &'static str {
    EnumKind::WireBundle
        .cases()
        .get(usize::from(b))
        .map_or("?", |c| c.0)
}

fn tile_text((c, r): (u32, u32)) -> String {
    format!("tile ({c}, {r})")
}

/// `, [a, b, ...]` of `items` as `show` spells them; nothing for none.
fn list_operand<T>(items: &[T], show: impl Fn(&T) -> String) -> String {
    if items.is_empty() {
        return String::new();
    }
    let list: Vec<String> = items.iter().map(show).collect();
    format!(", [{}]", list.join(", "))
}

/// The words as the elements of a `dense<[...]>` of `i32`.
fn dense_i32(words: &[u32]) -> String {
    let list: Vec<String> = words.iter().map(|&w| (w as i32).to_string()).collect();
    format!("dense<[{}]>", list.join(", "))
}

/// A buffer the lift declares: its tile, byte address, words and initial data.
struct Buffer {
    tile: (u32, u32),
    address: u32,
    words: u32,
    init: Option<Vec<u32>>,
}

impl Buffer {
    fn name(&self) -> String {
        format!("buf_{}_{}_{}", self.tile.0, self.tile.1, self.address)
    }
}

/// A lock named by a BD or written: its initial value, if written.
type Locks = BTreeMap<((u32, u32), u32), Option<i64>>;

/// The netlist read back from an image, as text.
struct Netlist<'a> {
    image: &'a Image,
    device: &'static Device,
    warnings: &'a mut Vec<String>,
    tiles: BTreeSet<(u32, u32)>,
    locks: Locks,
    buffers: Vec<Buffer>,
    /// How each BD of a compute or mem tile walks memory, by (tile, BD id).
    views: BTreeMap<((u32, u32), u32), BdView>,
    /// The ops after tiles, locks and buffers.
    body: String,
}

/// A BD read back: where its data is and how it is walked.
struct BdView {
    /// The tile whose memory it reads or writes, and the byte offset there.
    buffer: Option<((u32, u32), u32)>,
    length: u32,
    /// `(size, stride)` in words, outermost first; empty for a linear transfer.
    dims: Vec<(u64, u64)>,
    /// `(before, after)` zero padding, outermost first (mem-tile MM2S).
    pads: Vec<(u64, u64)>,
    /// Words from the start the transfer may touch.
    extent: u32,
}

fn field(bd: &Bd, name: &str) -> i64 {
    bd.field(name).unwrap_or(0)
}

impl<'a> Netlist<'a> {
    fn new(image: &'a Image, warnings: &'a mut Vec<String>) -> Netlist<'a> {
        Netlist {
            image,
            device: image.device,
            warnings,
            tiles: BTreeSet::new(),
            locks: BTreeMap::new(),
            buffers: Vec::new(),
            views: BTreeMap::new(),
            body: String::new(),
        }
    }

    fn warn(&mut self, message: String) {
        self.warnings.push(message);
    }

    /// The tile `delta` columns from `tile`, if on the device.
    fn neighbour(&self, tile: (u32, u32), delta: i64) -> Option<(u32, u32)> {
        let col = u32::try_from(i64::from(tile.0) + delta).ok()?;
        self.device
            .tile_kind(i64::from(col), i64::from(tile.1))
            .map(|_| (col, tile.1))
    }

    fn build(&mut self) {
        let image = self.image;
        // Everything the registers say, tile by tile.
        for (&tile, t) in &image.tiles {
            for (id, value) in t.locks() {
                self.locks.insert((tile, id), Some(value));
                self.tiles.insert(tile);
            }
        }
        self.buffers = self.collect_buffers();
        for b in &self.buffers {
            self.tiles.insert(b.tile);
        }
        for (&tile, t) in &image.tiles {
            self.dma(tile, t);
        }
        for (&tile, t) in &image.tiles {
            self.switchbox(tile, t);
            self.shim_mux(tile, t);
            if let Some((input, output)) = t.cascade() {
                self.tiles.insert(tile);
                let _ = writeln!(
                    self.body,
                    "    aie.configure_cascade(%t_{}_{}, {}, {})",
                    tile.0,
                    tile.1,
                    bundle_name(input),
                    bundle_name(output)
                );
            }
            self.core(tile, t);
            self.leftovers(tile, t);
        }
        for (&addr, w) in &image.outside {
            self.warnings.push(format!(
                "0x{addr:x} = 0x{:08x}: the address is in no tile of {}; not lifted",
                w.value, self.device.name
            ));
        }
    }

    /// The tiles, locks and buffers, then the body.
    fn finish(self) -> String {
        let mut out = String::new();
        for &(c, r) in &self.tiles {
            let _ = writeln!(out, "    %t_{c}_{r} = aie.tile({c}, {r})");
        }
        for (&((c, r), id), init) in &self.locks {
            let init = init.map_or_else(String::new, |v| format!("init = {v} : i32, "));
            let _ = writeln!(
                out,
                "    %l_{c}_{r}_{id} = aie.lock(%t_{c}_{r}, {id}) {{{init}sym_name = \"lock_{c}_{r}_{id}\"}}"
            );
        }
        for b in &self.buffers {
            let name = b.name();
            let init = b
                .init
                .as_ref()
                .map_or_else(String::new, |words| format!(" = {}", dense_i32(words)));
            let _ = writeln!(
                out,
                "    %{name} = aie.buffer(%t_{}_{}) {{address = {} : i32, sym_name = \"{name}\"}} : memref<{}xi32>{init}",
                b.tile.0, b.tile.1, b.address, b.words
            );
        }
        out.push_str(&self.body);
        out
    }

    /// How a BD walks memory, from its fields.
    fn bd_view(&mut self, tile: (u32, u32), kind: TileKind, bd: &Bd) -> BdView {
        let f = |name| field(bd, name);
        let length = f("buffer_length") as u32;
        let address_field = match kind {
            TileKind::Core => Some(f("base_address")),
            TileKind::MemTile => Some(f("buffer_offset")),
            _ => None,
        };
        let buffer = address_field
            .and_then(|v| regs::bd_buffer_at(kind, v as u32))
            .and_then(|(delta, offset)| Some((self.neighbour(tile, delta)?, offset)));
        let mut dims = Vec::new();
        let mut pads = Vec::new();
        let mut extent = length;
        let (s0, s1) = (f("d0_size"), f("d1_size").max(1));
        let where_ = format!("{} BD {}", tile_text(tile), bd.id);
        // The iteration (a 4th dimension) exists only on mem tiles in aie.dma_bd.
        let (iter_size, iter_stride) = (f("iteration_size"), f("iteration_stride"));
        let mut iteration = (iter_size > 0).then_some((iter_size + 1, iter_stride + 1));
        if iteration.is_some() && self.device.max_bd_dims(kind) < 4 {
            self.warn(format!(
                "{where_}: iteration_size = {iter_size}, iteration_stride = {iter_stride}: a 4th dimension, which aie.dma_bd has only on mem tiles; dropped"
            ));
            iteration = None;
        } else if iter_size == 0 && iter_stride != 0 {
            self.warn(format!(
                "{where_}: iteration_stride = {iter_stride} without an iteration; dropped"
            ));
        }
        if s0 != 0 || iteration.is_some() {
            let mut d = if s0 == 0 {
                // Linear within one iteration (strides must be positive).
                vec![(i64::from(length), 1), (1, 1), (1, 1)]
            } else {
                let s2 = if kind == TileKind::MemTile {
                    f("d2_size")
                } else {
                    let inner = s0 * s1;
                    if i64::from(length) % inner != 0 {
                        self.warn(format!(
                            "{where_}: length {length} is not a multiple of the inner dimensions ({s0} × {s1} words)"
                        ));
                    }
                    (i64::from(length) / inner).max(1)
                };
                let mut d = vec![
                    (s0, f("d0_stride") + 1),
                    (s1, f("d1_stride") + 1),
                    (s2, f("d2_stride") + 1),
                ];
                // Compute and shim BDs have no d2 wrap (the length implies it):
                // a third dimension only where it steps.
                let third = if kind == TileKind::MemTile {
                    s2 != 0
                } else {
                    s2 > 1 || f("d2_stride") != 0
                };
                if !third {
                    d.pop();
                }
                d
            };
            if let Some(it) = iteration {
                if d.len() == 2 {
                    d.push((1, 1));
                }
                d.push(it);
            }
            let touched: i64 = d.iter().map(|&(s, t)| (s - 1).max(0) * t).sum::<i64>() + 1;
            extent = extent.max(touched as u32);
            if kind == TileKind::MemTile {
                let names = [
                    ("d0_zero_before", "d0_zero_after"),
                    ("d1_zero_before", "d1_zero_after"),
                    ("d2_zero_before", "d2_zero_after"),
                ];
                let p: Vec<(u64, u64)> = names
                    .iter()
                    .take(d.len())
                    .map(|&(b, a)| (f(b) as u64, f(a) as u64))
                    .collect();
                if p.iter().any(|&(b, a)| b != 0 || a != 0) {
                    pads = p;
                    pads.resize(d.len(), (0, 0));
                    pads.reverse();
                }
            }
            dims = d
                .into_iter()
                .rev()
                .map(|(s, t)| (s as u64, t as u64))
                .collect();
        }
        BdView {
            buffer,
            length,
            dims,
            pads,
            extent,
        }
    }

    /// Buffers: the memory each BD reaches and each run of written words,
    /// merged where they overlap, per tile.
    fn collect_buffers(&mut self) -> Vec<Buffer> {
        let image = self.image;
        let mut spans: BTreeMap<(u32, u32), Vec<(u32, u32)>> = BTreeMap::new();
        for (&tile, t) in &image.tiles {
            if matches!(t.kind, TileKind::Core | TileKind::MemTile) {
                for bd in t.bds() {
                    let view = self.bd_view(tile, t.kind, &bd);
                    if let Some((owner, at)) = view.buffer {
                        spans
                            .entry(owner)
                            .or_default()
                            .push((at, at.saturating_add(4 * view.extent.max(1))));
                    }
                    self.views.insert((tile, bd.id), view);
                }
            }
            for (at, words) in t.memory_runs() {
                spans
                    .entry(tile)
                    .or_default()
                    .push((at, at + 4 * words.len() as u32));
            }
        }
        let mut out = Vec::new();
        for (tile, mut list) in spans {
            let kind = self.device.tile_kind(tile.0.into(), tile.1.into());
            let size = kind.map_or(0, |k| self.device.data_memory_bytes(k));
            list.sort();
            let mut merged: Vec<(u32, u32)> = Vec::new();
            for (start, end) in list {
                match merged.last_mut() {
                    Some(last) if start < last.1 => last.1 = last.1.max(end),
                    _ => merged.push((start, end)),
                }
            }
            for (start, mut end) in merged {
                if end > size {
                    self.warn(format!(
                        "{}: data at 0x{start:x}..0x{end:x} reaches past the tile's 0x{size:x} bytes of memory; the buffer stops there",
                        tile_text(tile)
                    ));
                    end = size;
                }
                if start >= end {
                    continue;
                }
                let memory = &image.tiles.get(&tile).map(|t| &t.memory);
                let words: Vec<Option<u32>> = (start..end)
                    .step_by(4)
                    .map(|a| memory.and_then(|m| m.get(&a).copied()))
                    .collect();
                let written = words.iter().filter(|w| w.is_some()).count();
                let init = (written > 0).then(|| words.iter().map(|w| w.unwrap_or(0)).collect());
                if written > 0 && written < words.len() {
                    self.warn(format!(
                        "{}: the buffer at 0x{start:x} ({} words) has initial data in only {written} words; the others are shown as 0",
                        tile_text(tile),
                        words.len()
                    ));
                }
                out.push(Buffer {
                    tile,
                    address: start,
                    words: (end - start) / 4,
                    init,
                });
            }
        }
        out
    }

    /// The buffer holding byte `at` of `tile`'s memory.
    fn buffer_at(&self, tile: (u32, u32), at: u32) -> Option<&Buffer> {
        self.buffers
            .iter()
            .find(|b| b.tile == tile && (b.address..b.address + 4 * b.words).contains(&at))
    }

    /// The lock a BD's lock-id field names, declared on its tile.
    fn bd_lock(&mut self, tile: (u32, u32), kind: TileKind, id_field: i64) -> Option<String> {
        let (delta, id) = regs::bd_lock_at(kind, id_field as u32)?;
        let owner = self.neighbour(tile, delta)?;
        let owner_kind = self.device.tile_kind(owner.0.into(), owner.1.into())?;
        if id >= self.device.num_locks(owner_kind) {
            return None;
        }
        self.locks.entry((owner, id)).or_insert(None);
        self.tiles.insert(owner);
        Some(format!("%l_{}_{}_{id}", owner.0, owner.1))
    }

    /// The DMA program of a tile: a `dma_start` per start-queue push, each
    /// with its BD chain.
    fn dma(&mut self, tile: (u32, u32), t: &TileImage) {
        let bds: BTreeMap<u32, Bd> = t.bds().into_iter().map(|b| (b.id, b)).collect();
        if bds.is_empty() && t.pushes.is_empty() {
            return;
        }
        let (c, r) = tile;
        let op = match t.kind {
            TileKind::Core => OpKind::Mem.name(),
            TileKind::MemTile => OpKind::MemtileDma.name(),
            TileKind::ShimNoc => {
                self.warn(format!(
                    "{}: shim DMA BDs and channel starts in the configuration reach host memory; the static shim DMA is not lifted (BDs {:?}, {} channel starts)",
                    tile_text(tile),
                    bds.keys().collect::<Vec<_>>(),
                    t.pushes.len()
                ));
                return;
            }
            TileKind::ShimPl => return,
        };
        let mut text = format!("    %dma_{c}_{r} = {op}(%t_{c}_{r}) {{\n");
        // Block labels: ^s<k> for starts, ^bd<id> for BDs, ^end.
        let mut placed: BTreeSet<u32> = BTreeSet::new();
        let mut starts = Vec::new();
        for push in &t.pushes {
            if push.issue_token() {
                self.warn(format!(
                    "{}: the start of {:?} channel {} issues a task-complete token; aie.dma_start has no spelling for it",
                    tile_text(tile),
                    push.dir,
                    push.channel
                ));
            }
            if starts
                .iter()
                .any(|&(d, ch, _, _)| (d, ch) == (push.dir, push.channel))
            {
                self.warn(format!(
                    "{}: {:?} channel {} is started again (BD {}); only the first start is lifted",
                    tile_text(tile),
                    push.dir,
                    push.channel,
                    push.bd_id()
                ));
                continue;
            }
            if !bds.contains_key(&push.bd_id()) {
                self.warn(format!(
                    "{}: {:?} channel {} starts BD {}, which no write configured; the start is not lifted",
                    tile_text(tile),
                    push.dir,
                    push.channel,
                    push.bd_id()
                ));
                continue;
            }
            starts.push((push.dir, push.channel, push.bd_id(), push.repeat_count()));
        }
        if !starts.is_empty() {
            self.tiles.insert(tile);
        }
        for (k, &(dir, ch, first, repeat)) in starts.iter().enumerate() {
            if k > 0 {
                let _ = writeln!(text, "  ^s{k}:");
            }
            let next = if k + 1 < starts.len() {
                format!("^s{}", k + 1)
            } else {
                "^end".to_string()
            };
            let dir_name = match dir {
                Dir::S2MM => "S2MM",
                Dir::MM2S => "MM2S",
            };
            let repeat = if repeat > 0 {
                format!(", repeat_count = {repeat}")
            } else {
                String::new()
            };
            let _ = writeln!(
                text,
                "      %start{k} = aie.dma_start({dir_name}, {ch}, ^bd{first}, {next}{repeat})"
            );
            // The chain: follow next_bd until it ends or meets a placed BD.
            let mut id = first;
            while placed.insert(id) {
                let Some(bd) = bds.get(&id) else { break };
                let after = if field(bd, "use_next_bd") == 1 {
                    let n = field(bd, "next_bd") as u32;
                    if bds.contains_key(&n) {
                        Some(n)
                    } else {
                        self.warn(format!(
                            "{}: BD {id} chains to BD {n}, which no write configured; the chain ends at BD {id}",
                            tile_text(tile)
                        ));
                        None
                    }
                } else {
                    None
                };
                text.push_str(&self.bd_block(tile, t.kind, bd, after));
                match after {
                    Some(n) => id = n,
                    None => break,
                }
            }
        }
        let unreached: Vec<u32> = bds
            .keys()
            .copied()
            .filter(|id| !placed.contains(id))
            .collect();
        if !unreached.is_empty() {
            self.warn(format!(
                "{}: BDs {unreached:?} are configured but no channel start reaches them; not lifted",
                tile_text(tile)
            ));
        }
        if !starts.is_empty() {
            text.push_str("  ^end:\n      aie.end\n    }\n");
            self.body.push_str(&text);
        }
    }

    /// The block of one BD: acquire, `aie.dma_bd`, release, `aie.next_bd`.
    fn bd_block(&mut self, tile: (u32, u32), kind: TileKind, bd: &Bd, next: Option<u32>) -> String {
        let f = |name| field(bd, name);
        let mut out = format!("  ^bd{}:\n", bd.id);
        let view = match self.views.remove(&(tile, bd.id)) {
            Some(view) => view,
            None => self.bd_view(tile, kind, bd),
        };
        let where_ = format!("{} BD {}", tile_text(tile), bd.id);
        if !bd.complete {
            self.warn(format!("{where_}: only part of its words were written"));
        }
        if f("valid_bd") != 1 {
            self.warn(format!("{where_}: valid_bd is not set"));
        }
        for name in [
            "out_of_order_id",
            "tlast_suppress",
            "enable_compression",
            "iteration_current",
            "d3_stride",
        ] {
            let v = f(name);
            if v != 0 {
                self.warn(format!(
                    "{where_}: {name} = {v} has no aie.dma_bd spelling; dropped"
                ));
            }
        }
        if f("lock_acq_enable") == 1 {
            let v = f("lock_acq_val");
            match self.bd_lock(tile, kind, f("lock_acq_id")) {
                Some(lock) => {
                    let (action, value) = if v < 0 {
                        ("AcquireGreaterEqual", -v)
                    } else {
                        ("Acquire", v)
                    };
                    let _ = writeln!(out, "      aie.use_lock({lock}, {action}, {value})");
                }
                None => self.warn(format!(
                    "{where_}: the acquired lock id {} names no lock this tile reaches",
                    f("lock_acq_id")
                )),
            }
        } else if f("lock_acq_id") != 0 || f("lock_acq_val") != 0 {
            self.warn(format!(
                "{where_}: an acquire of lock id {} by {} that is not enabled; dropped",
                f("lock_acq_id"),
                f("lock_acq_val")
            ));
        }
        let buffer = view.buffer.and_then(|(owner, at)| {
            self.buffer_at(owner, at)
                .map(|b| (b.name(), b.words, (at - b.address) / 4))
        });
        match buffer {
            Some((name, words, offset)) => {
                let dims = list_operand(&view.dims, |(s, t)| format!("<size = {s}, stride = {t}>"));
                let pads = list_operand(&view.pads, |(b, a)| {
                    format!("<const_pad_before = {b}, const_pad_after = {a}>")
                });
                let mut attrs = vec![format!("bd_id = {} : i32", bd.id)];
                if let Some(n) = next {
                    attrs.push(format!("next_bd_id = {n} : i32"));
                }
                if f("enable_packet") == 1 {
                    attrs.push(format!(
                        "packet = #aie.packet_info<pkt_type = {}, pkt_id = {}>",
                        f("packet_type"),
                        f("packet_id")
                    ));
                }
                let _ = writeln!(
                    out,
                    "      aie.dma_bd(%{name} : memref<{words}xi32>, {offset}, {}{dims}{pads}) {{{}}}",
                    view.length,
                    attrs.join(", ")
                );
            }
            None => {
                self.warn(format!(
                    "{where_}: its buffer address is outside the memory the tile's DMA reaches"
                ));
            }
        }
        if f("lock_rel_val") != 0 {
            match self.bd_lock(tile, kind, f("lock_rel_id")) {
                Some(lock) => {
                    let _ = writeln!(
                        out,
                        "      aie.use_lock({lock}, Release, {})",
                        f("lock_rel_val")
                    );
                }
                None => self.warn(format!(
                    "{where_}: the released lock id {} names no lock this tile reaches",
                    f("lock_rel_id")
                )),
            }
        }
        let target = next.map_or_else(|| "^end".to_string(), |n| format!("^bd{n}"));
        let _ = writeln!(out, "      aie.next_bd {target}");
        out
    }

    /// The switchbox: circuit connects, then packet masters and rules.
    fn switchbox(&mut self, tile: (u32, u32), t: &TileImage) {
        let sw = t.switch();
        if sw.masters.is_empty() && sw.slaves.is_empty() {
            return;
        }
        self.tiles.insert(tile);
        let (c, r) = tile;
        let mut text = format!("    %sb_{c}_{r} = aie.switchbox(%t_{c}_{r}) {{\n");
        let port = |p: (u8, u32)| format!("{} : {}", bundle_name(p.0), p.1);
        let warnings = &mut *self.warnings;
        let mut note = |message: String| warnings.push(format!("{}: {message}", tile_text(tile)));
        for (from, to) in sw.circuits() {
            let _ = writeln!(text, "      aie.connect<{}, {}>", port(from), port(to));
        }
        // Circuit masters that no enabled slave feeds, disabled ports.
        for m in &sw.masters {
            match m.mode {
                MasterMode::Circuit { slave, port: p } if m.enabled => {
                    let fed = sw
                        .slaves
                        .iter()
                        .any(|s| s.index == slave && s.enabled && !s.packet);
                    if !fed {
                        let from = p.map_or_else(|| format!("port {slave}"), port);
                        note(format!(
                            "master {} takes the stream of slave {from}, which is not enabled as a circuit slave; not lifted",
                            port(m.port)
                        ));
                    }
                }
                _ if !m.enabled && m.word.value != 0 => note(format!(
                    "master {} is configured (0x{:08x}) but not enabled; not lifted",
                    port(m.port),
                    m.word.value
                )),
                _ => {}
            }
        }
        // Packet switching: one amsel per (arbiter, msel) used.
        let mut amsels: BTreeSet<(u32, u32)> = BTreeSet::new();
        for m in sw.masters.iter().filter(|m| m.enabled) {
            if let MasterMode::Packet {
                arbiter, msel_mask, ..
            } = m.mode
            {
                amsels.extend(
                    (0..4)
                        .filter(|b| msel_mask >> b & 1 == 1)
                        .map(|b| (arbiter, b)),
                );
            }
        }
        for s in sw.slaves.iter().filter(|s| s.enabled && s.packet) {
            amsels.extend(
                s.slots
                    .iter()
                    .filter(|k| k.enabled)
                    .map(|k| (k.arbiter, k.msel)),
            );
        }
        for &(a, m) in &amsels {
            let _ = writeln!(text, "      %a{a}_{m} = aie.amsel<{a}> ({m})");
        }
        for m in sw.masters.iter().filter(|m| m.enabled) {
            let MasterMode::Packet {
                arbiter,
                msel_mask,
                drop_header,
            } = m.mode
            else {
                continue;
            };
            let operands: Vec<String> = (0..4)
                .filter(|b| msel_mask >> b & 1 == 1)
                .map(|b| format!("%a{arbiter}_{b}"))
                .collect();
            if operands.is_empty() {
                note(format!(
                    "packet master {} selects no msel; not lifted",
                    port(m.port)
                ));
                continue;
            }
            // mlir-aie drops the header where packets leave for a DMA (the
            // shim DMA is South of row 0) unless the masterset keeps it.
            let to_dma = m.port.0 == bundle::DMA || (r == 0 && m.port.0 == bundle::SOUTH);
            let attrs = if to_dma && !drop_header {
                " {keep_pkt_header = true}"
            } else {
                ""
            };
            if !to_dma && drop_header {
                note(format!(
                    "packet master {} drops the header, which mlir-aie does only towards a DMA; the header drop is not lifted",
                    port(m.port)
                ));
            }
            let _ = writeln!(
                text,
                "      %m{}_{} = aie.masterset({}, {}){attrs}",
                m.port.0,
                m.port.1,
                port(m.port),
                operands.join(", ")
            );
        }
        for s in &sw.slaves {
            if !(s.enabled && s.packet) {
                if !s.slots.is_empty() {
                    note(format!(
                        "slave {} has packet rules but is not an enabled packet slave; not lifted",
                        port(s.port)
                    ));
                }
                continue;
            }
            let rules: Vec<String> = s
                .slots
                .iter()
                .filter(|k| k.enabled)
                .map(|k| {
                    format!(
                        "        aie.rule({}, {}, %a{}_{})\n",
                        k.mask, k.id, k.arbiter, k.msel
                    )
                })
                .collect();
            if rules.is_empty() {
                note(format!(
                    "packet slave {} has no enabled rule; not lifted",
                    port(s.port)
                ));
                continue;
            }
            let _ = write!(
                text,
                "      aie.packet_rules({}) {{\n{}      }}\n",
                port(s.port),
                rules.concat()
            );
        }
        text.push_str("    }\n");
        self.body.push_str(&text);
    }

    /// The shim mux and demux connects.
    fn shim_mux(&mut self, tile: (u32, u32), t: &TileImage) {
        let settings = t.shim_mux();
        if settings.is_empty() {
            return;
        }
        self.tiles.insert(tile);
        let (c, r) = tile;
        let mut text = format!("    %mux_{c}_{r} = aie.shim_mux(%t_{c}_{r}) {{\n");
        for s in settings {
            // The endpoint channel that reaches South port `s.south`.
            let channel = (0..8).find(|&ch| {
                self.device
                    .shim_mux_channel(c.into(), r.into(), s.endpoint, ch, s.into_array)
                    == Some(s.south)
            });
            let Some(ch) = channel else {
                self.warnings.push(format!(
                    "{}: the {} joins South {} to {}, a connection aie.shim_mux cannot name; not lifted",
                    tile_text(tile),
                    if s.into_array { "mux" } else { "demux" },
                    s.south,
                    bundle_name(s.endpoint)
                ));
                continue;
            };
            let (from, to) = if s.into_array {
                ((s.endpoint, ch), (bundle::NORTH, s.south))
            } else {
                ((bundle::NORTH, s.south), (s.endpoint, ch))
            };
            let _ = writeln!(
                text,
                "      aie.connect<{} : {}, {} : {}>",
                bundle_name(from.0),
                from.1,
                bundle_name(to.0),
                to.1
            );
        }
        text.push_str("    }\n");
        self.body.push_str(&text);
    }

    fn core(&mut self, tile: (u32, u32), t: &TileImage) {
        let Some(word) = t.core_control() else {
            return;
        };
        let (c, r) = tile;
        if t.core_enabled() {
            self.tiles.insert(tile);
            let _ = writeln!(
                self.body,
                "    %core_{c}_{r} = aie.core(%t_{c}_{r}) {{\n      aie.end\n    }}"
            );
        }
        let extra = regs::CORE_CONTROL
            .decode(&[word.value])
            .into_iter()
            .filter(|&(name, v)| name != "enable" && v != 0)
            .map(|(name, v)| format!("{name} = {v}"))
            .collect::<Vec<_>>();
        if !extra.is_empty() || !t.core_enabled() {
            self.warnings.push(format!(
                "{}: Core_Control = 0x{:08x}{}; only an enabled core is lifted (as aie.core)",
                tile_text(tile),
                word.value,
                if extra.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", extra.join(", "))
                }
            ));
        }
    }

    /// Warnings for what the netlist has no place for: channel controls,
    /// tile control, registers the table does not know.
    fn leftovers(&mut self, tile: (u32, u32), t: &TileImage) {
        for (dir, ch, w) in t.channel_controls() {
            self.warnings.push(format!(
                "{}: {dir:?} channel {ch} control = 0x{:08x}; not lifted",
                tile_text(tile),
                w.value
            ));
        }
        let tc = regs::tile_control(t.kind);
        if let Some(w) = t
            .reg(tc)
            .filter(|_| t.classify(tc) == regs::image::Reg::TileControl)
        {
            self.warnings.push(format!(
                "{}: Tile_Control = 0x{:08x}; not lifted",
                tile_text(tile),
                w.value
            ));
        }
        let unknown = t.unknown();
        if !unknown.is_empty() {
            let list: Vec<String> = unknown
                .iter()
                .map(|(o, w)| format!("0x{o:05x} = 0x{:08x}", w.value))
                .collect();
            self.warnings.push(format!(
                "{}: writes to registers the register map does not know: {}",
                tile_text(tile),
                list.join(", ")
            ));
        }
    }
}

/// The runtime sequence as text: its globals (at device level) and the op.
struct Sequence {
    globals: String,
    body: String,
}

/// `memref<NxT>` for an argument of `size` bytes of `element_type`.
fn arg_type(size: u64, element_type: &str) -> String {
    let bits: Option<u64> = element_type
        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .ok();
    match bits.map(|b| b.div_ceil(8)) {
        Some(bytes) if bytes > 0 && size.is_multiple_of(bytes) && size > 0 => {
            format!("memref<{}x{element_type}>", size / bytes)
        }
        _ => format!("memref<{}xi8>", size.max(1)),
    }
}

/// The runtime jobs as an `aie.runtime_sequence`.
fn runtime_sequence(
    device: &Device,
    note: Option<&AiecNote>,
    jobs: &[(&Page, &Job)],
    warnings: &mut Vec<String>,
) -> Result<Sequence, String> {
    let Some(note) = note.filter(|n| !n.args.is_empty() || !jobs.is_empty()) else {
        return Ok(Sequence {
            globals: String::new(),
            body: String::new(),
        });
    };
    let args: Vec<String> = note
        .args
        .iter()
        .enumerate()
        .map(|(i, a)| format!("%arg{i}: {}", arg_type(a.size, &a.element_type)))
        .collect();
    let mut globals = String::new();
    let mut body = String::new();
    let mut n_global = 0;
    let mut n_value = 0;
    let shim_bd = regs::bd_layout(TileKind::ShimNoc);
    for &(page, job) in jobs {
        // APPLY_OFFSET_57s waiting for the block write of their BD data:
        // body offset of the data → argument index.
        let mut patches: BTreeMap<usize, u32> = BTreeMap::new();
        for (at, i) in job.body() {
            let get = |name| i.get(name).unwrap_or(0);
            match i.op.opcode {
                Opcode::Write32 => {
                    let _ = writeln!(
                        body,
                        "      aiex.npu.write32 {{address = {} : ui32, value = {} : ui32}}",
                        get("address"),
                        get("value")
                    );
                }
                Opcode::MaskWrite32 => {
                    let _ = writeln!(
                        body,
                        "      aiex.npu.maskwrite32 {{address = {} : ui32, value = {} : ui32, mask = {} : ui32}}",
                        get("address"),
                        get("value"),
                        get("mask")
                    );
                }
                Opcode::ApplyOffset57 => {
                    let (table, entries, offset) =
                        (get("table_ptr"), get("num_entries"), get("offset"));
                    if offset == 0xFFFF || offset % 2 == 1 {
                        warnings.push(format!(
                            "{}: APPLY_OFFSET_57 adds {} to the shim BD at body offset 0x{table:x}; address_patch names only runtime-sequence arguments; not lifted",
                            place(page, *at),
                            if offset == 0xFFFF { "the control code's host address".to_string() } else { format!("odd slot 0x{offset:x}") }
                        ));
                        continue;
                    }
                    for e in 0..entries as usize {
                        patches.insert(table as usize + 36 * e, offset / 2);
                    }
                }
                Opcode::UcDmaWriteDes | Opcode::UcDmaWriteDesSync => {
                    let chain = page
                        .uc_dma_chain(get("descriptor_ptr") as usize)
                        .map_err(|e| e.to_string())?;
                    for bd in chain {
                        let mut words = bd.words.clone();
                        let remote = bd.bd.remote();
                        let patch = patches.remove(&bd.payload);
                        let mut plus = None;
                        if let Some(arg) = patch {
                            // The data holds the byte offset the patch adds
                            // (with the 9th word, host-address bits 56:48).
                            let blob = page.words(bd.payload, 9).unwrap_or_else(|_| words.clone());
                            plus = Some((arg, regs::shim_bd_host_address(&blob)));
                            regs::set_shim_bd_host_address(&mut words, 0);
                        }
                        if remote >> 32 != 0 {
                            warnings.push(format!(
                                "{}: a uC-DMA block write to 0x{remote:x}, beyond 32-bit array addresses; not lifted",
                                place(page, *at)
                            ));
                            continue;
                        }
                        let name = format!("blockwrite_data_{n_global}");
                        n_global += 1;
                        let _ = writeln!(
                            globals,
                            "    memref.global \"private\" constant @{name} : memref<{}xi32> = {}",
                            words.len(),
                            dense_i32(&words)
                        );
                        let v = n_value;
                        n_value += 1;
                        let _ = writeln!(
                            body,
                            "      %v{v} = memref.get_global @{name} : memref<{}xi32>\n      aiex.npu.blockwrite(%v{v}) {{address = {remote} : ui32}} : memref<{}xi32>",
                            words.len(),
                            words.len()
                        );
                        if let Some((arg, plus)) = plus.filter(|&(arg, plus)| {
                            let fits = i32::try_from(plus).is_ok();
                            if !fits {
                                warnings.push(format!(
                                    "{}: the host-address offset 0x{plus:x} of argument {arg} does not fit address_patch's 32-bit arg_plus; the patch is not lifted",
                                    place(page, *at)
                                ));
                            }
                            fits
                        }) {
                            let addr =
                                remote + u64::from(shim_bd.map_or(0, |l| l.address_word_offset));
                            let _ = writeln!(
                                body,
                                "      aiex.npu.address_patch {{addr = {addr} : ui32, arg_idx = {arg} : i32, arg_plus = {plus} : i32}}"
                            );
                        }
                    }
                }
                Opcode::WaitTcts => {
                    let (tile, actor, n) = (get("tile_id"), get("actor_id"), get("target_tcts"));
                    let (col, row) = (tile >> 5, tile & 0x1F);
                    let (direction, channel) = if actor >= 6 {
                        (1, actor - 6)
                    } else {
                        (0, actor)
                    };
                    if device.tile_kind(col.into(), row.into()).is_none() {
                        warnings.push(format!(
                            "{}: WAIT_TCTS names tile ({col}, {row}), which {} lacks; lifted as is",
                            place(page, *at),
                            device.name
                        ));
                    }
                    for _ in 0..n.max(1) {
                        let _ = writeln!(
                            body,
                            "      aiex.npu.sync {{column = {col} : i32, row = {row} : i32, direction = {direction} : i32, channel = {channel} : i32, column_num = 1 : i32, row_num = 1 : i32}}"
                        );
                    }
                }
                op if CONTROL_FLOW.contains(&op) => {}
                _ => warnings.push(format!(
                    "{}: {} has no aiex.npu form; not lifted",
                    place(page, *at),
                    i.op.mnemonic
                )),
            }
            for name in ["address", "value", "mask"] {
                if let Some(s) = symbol(page, *at, i, name) {
                    warnings.push(format!(
                        "{}: {} {name} is the symbol '{s}', known only when the ELF is loaded; lifted as 0",
                        place(page, *at),
                        i.op.mnemonic
                    ));
                }
            }
        }
        for (table, arg) in patches {
            warnings.push(format!(
                "{}: APPLY_OFFSET_57 of argument {arg} patches the data at body offset 0x{table:x}, which no later uC-DMA block write of job {} copies; not lifted",
                page.text_section, job.id
            ));
        }
    }
    let body = format!(
        "    aie.runtime_sequence({}) {{\n{body}    }}\n",
        args.join(", ")
    );
    Ok(Sequence { globals, body })
}
