//! Running DMA channels: starting tasks from the start queue, acquiring
//! and releasing BD locks, moving words between memories and streams,
//! following BD chains and repeats, and delivering task-complete tokens.

use super::compress::{Codec, Decoder, Encoder, MAX_BLOCK_WORDS};
use super::dma::{self, Decoded, Move, Phase, Stall, Task, INBOX_WORDS};
use super::stream::{MergeGate, Sink};
use super::trace::{int, lock_fields, DmaEvent, HwDma, HwPort};
use super::{Model, Route, TileState};
use crate::bus::{Edge, HostMemory, Value};
use crate::core::{LockOutcome, LockRequest};
use aie_target::device::{Device, TileKind};
use aie_target::regs::image::{Bd, QueuePush};
use aie_target::regs::packet::{has_odd_parity, packet_header_to, PACKET_HEADER};
use aie_target::regs::{
    bd_buffer_at, bd_layout, bd_lock_at, channel_ctrl, channel_ctrl_layout, Dir, BD_ADDRESS_UNIT,
};
use std::sync::Arc;

/// The bytes from byte address `addr` of a `kind` tile's DMA address space
/// (`(kind, col, row)`) to the end of the memory it lies in: the tile's
/// memory (compute), the window's mem tile (mem tile), or the host region
/// (shim). At least one word; an error outside every memory.
pub(super) fn span<'a>(
    tiles: &'a mut [Option<TileState>],
    device: &Device,
    host: &'a mut HostMemory,
    at: (TileKind, u32, u32),
    addr: u64,
) -> Result<&'a mut [u8], String> {
    match at.0 {
        TileKind::ShimNoc | TileKind::ShimPl => host_span(host, addr),
        _ => tile_span(tiles, device, at, addr),
    }
}

/// [`span`] of a shim tile: host memory.
fn host_span(host: &mut HostMemory, addr: u64) -> Result<&mut [u8], String> {
    host.word_span_mut(addr)
}

/// [`span`] of a compute or mem tile: tile memory.
fn tile_span<'a>(
    tiles: &'a mut [Option<TileState>],
    device: &Device,
    (kind, col, row): (TileKind, u32, u32),
    addr: u64,
) -> Result<&'a mut [u8], String> {
    let (col, offset) = match kind {
        TileKind::ShimNoc | TileKind::ShimPl => (None, 0),
        TileKind::Core | TileKind::MemTile => {
            let unit = u64::from(BD_ADDRESS_UNIT);
            match u32::try_from(addr / unit)
                .ok()
                .and_then(|f| bd_buffer_at(kind, f))
            {
                Some((delta, offset)) => {
                    let neighbour = u32::try_from(i64::from(col) + delta)
                        .ok()
                        .filter(|&c| kind_at(tiles, device, c, row) == Some(kind));
                    // A window whose neighbour does not exist aliases the
                    // tile's own memory: npu1 designs address their own
                    // memory from 0 (mlir-aie adds the window offset only on
                    // AIE2p) and run so on hardware.
                    (neighbour.or(Some(col)), u64::from(offset) + addr % unit)
                }
                None => (None, 0),
            }
        }
    };
    let tile = col
        .filter(|&c| c < device.columns)
        .and_then(|c| tiles.get_mut((c * device.rows + row) as usize))
        .and_then(Option::as_mut)
        .filter(|t| t.kind == kind);
    let outside = || match kind {
        TileKind::MemTile => {
            format!("address 0x{addr:x} is outside the memories of the mem tile and its neighbours")
        }
        _ => format!("address 0x{addr:x} is outside the tile's memory"),
    };
    let t = tile.ok_or_else(outside)?;
    let start = usize::try_from(offset).map_err(|_| outside())?;
    let mem = t.memory();
    match mem.get_mut(start..) {
        Some(b) if b.len() >= 4 => Ok(b),
        _ => Err(outside()),
    }
}

/// Copies up to `n` words from `src` (a byte address of the DMA address
/// space of tile `from`, or `None`: padding, the word `pad`) to `dst` of tile `to`, as many
/// as both memories hold from there; `None` if either address is outside
/// memory. Between host and tile memory the words are copied directly,
/// otherwise through `scratch`.
fn copy_words(
    tiles: &mut [Option<TileState>],
    device: &Device,
    host: &mut HostMemory,
    scratch: &mut Vec<u8>,
    (from, src): ((TileKind, u32, u32), Option<u64>),
    (to, dst): ((TileKind, u32, u32), u64),
    (n, pad): (usize, u32),
) -> Option<usize> {
    let shim = |k: TileKind| matches!(k, TileKind::ShimNoc | TileKind::ShimPl);
    let fit = |n: usize, b: &[u8]| n.min(b.len() / 4);
    let Some(src) = src else {
        let b = span(tiles, device, host, to, dst).ok()?;
        let n = fit(n, b);
        for w in b[..4 * n].chunks_exact_mut(4) {
            w.copy_from_slice(&pad.to_le_bytes());
        }
        return Some(n);
    };
    let (s, d) = match (shim(from.0), shim(to.0)) {
        (true, false) => (
            host_span(host, src).ok()?,
            tile_span(tiles, device, to, dst).ok()?,
        ),
        (false, true) => (
            tile_span(tiles, device, from, src).ok()?,
            host_span(host, dst).ok()?,
        ),
        _ => {
            let b = span(tiles, device, host, from, src).ok()?;
            let n = fit(n, b);
            scratch.clear();
            scratch.extend_from_slice(&b[..4 * n]);
            let d = span(tiles, device, host, to, dst).ok()?;
            let n = fit(n, d);
            d[..4 * n].copy_from_slice(&scratch[..4 * n]);
            return Some(n);
        }
    };
    let n = fit(fit(n, s), d);
    d[..4 * n].copy_from_slice(&s[..4 * n]);
    Some(n)
}

/// Writes `words` little-endian to `bytes` (of the same length in bytes).
fn put_words(bytes: &mut [u8], words: &[u32]) {
    for (dst, w) in bytes.chunks_exact_mut(4).zip(words) {
        dst.copy_from_slice(&w.to_le_bytes());
    }
}

/// The kind of tile `(col, row)`, if the device has it.
fn kind_at(tiles: &[Option<TileState>], device: &Device, col: u32, row: u32) -> Option<TileKind> {
    let t = tiles.get((col * device.rows + row) as usize)?.as_ref()?;
    (col < device.columns).then_some(t.kind)
}

impl Model {
    /// BD `id` of tile `(col, row)` as the registers hold it.
    pub(super) fn bd(&self, col: u32, row: u32, kind: TileKind, id: u32) -> Option<Bd> {
        let layout = bd_layout(kind)?;
        let address = |k: usize| {
            self.device
                .arch
                .tile_address(col, row, layout.address(id) + 4 * k as u32)
        };
        let words = (0..layout.layout.words)
            .map(|k| self.image.read(address(k)))
            .collect();
        Some(Bd {
            id,
            layout,
            words,
            complete: true,
        })
    }

    /// The tile index and lock id that BD lock field `field` of channel
    /// `i` names.
    pub(super) fn bd_lock(&self, i: usize, field: u32) -> Result<(usize, u32), String> {
        let c = &self.channels[i];
        let (delta, id) =
            bd_lock_at(c.kind, field).ok_or_else(|| format!("lock field {field} names no lock"))?;
        let col = i64::from(c.col) + delta;
        let t = u32::try_from(col)
            .ok()
            .and_then(|col| self.tile_index(col, c.row))
            .filter(|&t| self.tiles[t].as_ref().is_some_and(|s| s.kind == c.kind))
            .ok_or_else(|| format!("lock field {field} names a tile outside the array"))?;
        let n = self.tiles[t].as_ref().map_or(0, |s| s.locks.len());
        if id as usize >= n {
            return Err(format!("lock {id} does not exist"));
        }
        Ok((t, id))
    }

    fn tile_name(&self, t: usize) -> String {
        let (col, row) = self.tile_at(t);
        format!("({col}, {row})")
    }

    /// Runs channel `i` until it blocks or its budget is spent; returns
    /// whether it did anything. `quantum` is the length of this quantum.
    pub(super) fn step_channel(&mut self, i: usize, quantum: u64, host: &mut HostMemory) -> bool {
        let mut progressed = false;
        while self.fault.is_none() {
            let at = self.cycle + quantum - self.channels[i].budget;
            let c = &mut self.channels[i];
            let Some(task) = &mut c.task else {
                let Some(dma::Queued { word, bd }) = c.queue.pop_front() else {
                    return progressed;
                };
                let push = QueuePush {
                    seq: 0,
                    kind: c.kind,
                    dir: c.dir,
                    channel: c.index,
                    word,
                };
                let out_of_order = self.out_of_order(i);
                let c = &mut self.channels[i];
                c.task_start = at;
                c.tasks_started += 1;
                self.hw_dma(i, HwDma::StartTask, Edge::Instant, at);
                self.channels[i].task = Some(Task {
                    first_bd: push.bd_id(),
                    repeats_left: push.repeat_count(),
                    token: push.issue_token(),
                    bd: push.bd_id(),
                    fetched: bd.filter(|_| !out_of_order),
                    phase: if out_of_order {
                        Phase::Header
                    } else {
                        Phase::Acquire
                    },
                    out_of_order,
                    bds_done: 0,
                });
                progressed = true;
                continue;
            };
            match task.phase {
                Phase::Header => {
                    if self.channels[i].budget == 0 || !self.read_header(i, at) {
                        return progressed;
                    }
                }
                Phase::Acquire => {
                    if self.channels[i].budget == 0 || !self.start_bd(i, at) {
                        return progressed;
                    }
                }
                Phase::Move(ref mv) => {
                    let first = mv.first_word;
                    if first > at && !self.wait_until(i, first) {
                        return progressed;
                    }
                    let (moved, done) = if self.channels[i].data_stalled {
                        self.move_resuming(i, quantum, host)
                    } else {
                        self.move_words(i, host)
                    };
                    progressed |= moved;
                    if !done {
                        return progressed;
                    }
                    let at = self.cycle + quantum - self.channels[i].budget;
                    let ends = self.bd_ends(i, at);
                    if ends > at && !self.wait_until(i, ends) {
                        return progressed;
                    }
                    let at = self.cycle + quantum - self.channels[i].budget;
                    self.finish_bd(i, at);
                }
            }
            progressed = true;
        }
        progressed
    }

    /// Moves words of channel `i`'s BD; returns `(moved any, BD done)`.
    pub(super) fn move_words(&mut self, i: usize, host: &mut HostMemory) -> (bool, bool) {
        match self.channels[i].dir {
            Dir::S2MM => self.receive(i, host),
            Dir::MM2S => self.send(i, host),
        }
    }

    /// [`Model::move_words`] for a channel with a traced `DATA_STALL`:
    /// traces `DATA_RESUME` if words move (kept out of the untraced path).
    #[cold]
    fn move_resuming(&mut self, i: usize, quantum: u64, host: &mut HostMemory) -> (bool, bool) {
        let mut at = self.cycle + quantum - self.channels[i].budget;
        if self.channels[i].dir == Dir::S2MM && !self.inboxes[i].words.is_empty() {
            at = at.max(self.inboxes[i].first_sent().0);
        }
        let (moved, done) = self.move_words(i, host);
        if moved {
            self.trace_data_resume(i, at);
        }
        (moved, done)
    }

    /// Whether channel `i` is an S2MM channel in out-of-order mode (its
    /// control register's `Enable_Out_of_Order`, as a task starts).
    fn out_of_order(&self, i: usize) -> bool {
        self.channels[i].dir == Dir::S2MM && self.channel_ctrl_field(i, "enable_out_of_order") == 1
    }

    /// Field `name` of channel `i`'s control register as written (0 where
    /// the tile's channels have no such field).
    fn channel_ctrl_field(&self, i: usize, name: &str) -> u32 {
        let c = &self.channels[i];
        let reg = channel_ctrl(c.kind, c.dir, c.index).zip(channel_ctrl_layout(c.kind, c.dir));
        let Some((offset, layout)) = reg else {
            return 0;
        };
        let value = self
            .image
            .tiles
            .get(&(c.col, c.row))
            .and_then(|t| t.reg(offset))
            .map_or(0, |w| w.value);
        layout.field(name).map_or(0, |f| f.get(&[value]) as u32)
    }

    /// The compression channel `i` runs BD `info` with: the BD's
    /// `Enable_Compression` and the channel's compression (MM2S) or
    /// decompression (S2MM) enable, read as the BD starts, on a device
    /// that compresses (docs/simulator.md, "Compression").
    pub(super) fn codec_for(&self, i: usize, info: &Decoded) -> Option<Box<Codec>> {
        if !info.compression {
            return None;
        }
        let format = self.device.arch.dma_compression()?;
        let (enable, codec) = match self.channels[i].dir {
            Dir::MM2S => ("compression_enable", Codec::Compress(Encoder::new(format))),
            Dir::S2MM => (
                "decompression_enable",
                Codec::Decompress(Decoder::new(format)),
            ),
        };
        (self.channel_ctrl_field(i, enable) == 1).then(|| Box::new(codec))
    }

    /// An out-of-order channel `i` takes the header of its next packet
    /// from its buffer: the packet goes to the BD of the header's
    /// out-of-order id (not written to memory). `false` if no word has
    /// come (or the word is no header: a fault).
    fn read_header(&mut self, i: usize, at: u64) -> bool {
        let end = self.cycle + self.quantum;
        let inbox = &mut self.inboxes[i];
        let (sent, _) = inbox.first_sent();
        let c = &mut self.channels[i];
        let Some(&word) = inbox.words.front().filter(|_| sent < end) else {
            c.stall = Some(Stall::Header);
            return false;
        };
        if sent > end.saturating_sub(c.budget) {
            c.budget = end - sent;
        }
        inbox.words.pop_front();
        inbox.took(1);
        c.budget = c.budget.saturating_sub(1);
        c.stall = None;
        if !has_odd_parity(word) {
            self.bd_fault(i, format!("an out-of-order channel reads a packet header first, and 0x{word:08X} is none (odd parity): does the packet flow keep its header (keep_pkt_header)?"));
            return false;
        }
        let bd = PACKET_HEADER
            .field("out_of_order_id")
            .map_or(0, |f| u32::try_from(f.get(&[word])).unwrap_or(u32::MAX));
        let kind = self.channels[i].kind;
        if bd >= self.device.num_bds(kind) {
            self.bd_fault(i, format!("the packet header 0x{word:08X} names out-of-order BD {bd}, which the tile does not have"));
            return false;
        }
        let dir = self.channels[i].dir;
        self.channel_event(i, at.max(sent), DmaEvent::Start.name(dir), || {
            vec![("header", Value::Hex(u64::from(word))), ("bd", int(bd))]
        });
        if let Some(t) = self.channels[i].task.as_mut() {
            t.bd = bd;
            t.fetched = None;
            t.phase = Phase::Acquire;
        }
        true
    }

    /// Starts the current BD of channel `i`: acquires its lock and sets up
    /// its walk. `false` if it must wait (or failed).
    pub(super) fn start_bd(&mut self, i: usize, at: u64) -> bool {
        let c = &self.channels[i];
        let (col, row, kind, dir) = (c.col, c.row, c.kind, c.dir);
        let Some(task) = c.task.as_ref() else {
            return false;
        };
        let bd_id = task.bd;
        let info = match &task.fetched {
            Some(info) => info.clone(),
            None => match self.bd_cached(col, row, kind, bd_id, dir) {
                Some(info) => info,
                None => {
                    self.bd_fault(i, "the tile has no DMA".to_string());
                    return false;
                }
            },
        };
        if bd_id >= self.device.num_bds(kind) || !info.valid {
            self.bd_fault(i, "the BD is not valid (Valid_BD is 0)".to_string());
            return false;
        }
        let at = match info.acquire {
            Some((lock_field, v)) => match self.acquire_bd_lock(i, at, bd_id, lock_field, v) {
                Some(at) => at,
                None => return false,
            },
            None => at,
        };
        self.begin_move(i, at, bd_id, info);
        true
    }

    /// Acquires BD lock field `lock_field` with value `v` for channel `i`'s
    /// BD `bd_id` (negative: ≥ |v|, else = v) at cycle `at`, or later if the
    /// release it takes comes later in the quantum: returns the cycle, the
    /// channel's time from then on. `None` if it must wait (a `LOCKSTALL`
    /// traced once) or failed.
    fn acquire_bd_lock(
        &mut self,
        i: usize,
        at: u64,
        bd_id: u32,
        lock_field: u32,
        v: i64,
    ) -> Option<u64> {
        let (col, row, dir) = {
            let c = &self.channels[i];
            (c.col, c.row, c.dir)
        };
        let (t, id) = match self.bd_lock(i, lock_field) {
            Ok(x) => x,
            Err(e) => {
                self.bd_fault(i, e);
                return None;
            }
        };
        let req = if v < 0 {
            LockRequest::AcquireGe(-v as i32)
        } else {
            LockRequest::AcquireEq(v as i32)
        };
        let (value, released) = self.tiles[t]
            .as_ref()
            .map_or((0, 0), |s| (s.locks[id as usize], s.released[id as usize]));
        let end = self.cycle + self.quantum;
        let outcome = match req.apply(value) {
            LockOutcome::Done(_) if released >= end => LockOutcome::Wait,
            o => o,
        };
        match outcome {
            LockOutcome::Done(n) => {
                let at = at.max(released);
                let op = self.tiles[t]
                    .as_mut()
                    .map_or(0, |s| s.set_lock(id as usize, n, at, false));
                let c = &mut self.channels[i];
                c.budget = c.budget.min(end - at);
                if std::mem::take(&mut self.channels[i].lock_stalled) {
                    self.hw_dma(i, HwDma::StalledLock, Edge::Fall, at);
                    let name = DmaEvent::LockStallRelease.name(dir);
                    self.channel_event(i, at, name, || vec![("bd", int(bd_id))]);
                }
                let lock = self.tile_at(t);
                self.channel_event(i, at, DmaEvent::AcqLock.name(dir), || {
                    let mut f = vec![("bd", int(bd_id))];
                    f.extend(lock_fields(id, lock, (col, row), req, n));
                    f.push(("lock_op", int(op)));
                    f
                });
                Some(at)
            }
            LockOutcome::Wait => {
                let c = &mut self.channels[i];
                c.stall = Some(Stall::Lock {
                    tile: t,
                    id,
                    value,
                    req,
                });
                if !c.lock_stalled {
                    c.lock_stalled = true;
                    self.hw_dma(i, HwDma::StalledLock, Edge::Rise, at);
                    let lock = self.tile_at(t);
                    self.channel_event(i, at, DmaEvent::LockStall.name(dir), || {
                        let mut f = vec![("bd", int(bd_id))];
                        f.extend(lock_fields(id, lock, (col, row), req, value));
                        f
                    });
                }
                None
            }
            LockOutcome::OutOfRange(n) => {
                let m = format!(
                    "lock {id} of {} would go from {value} to {n} ({req}), outside 0..63",
                    self.tile_name(t)
                );
                self.bd_fault(i, m);
                None
            }
        }
    }

    /// Sets channel `i` moving the words of BD `bd_id` (its lock acquired):
    /// the iteration offset, advancing `Iteration_Current` in the register,
    /// the packet header and the walk.
    fn begin_move(&mut self, i: usize, at: u64, bd_id: u32, info: Arc<Decoded>) {
        let c = &self.channels[i];
        let (col, row, kind, dir) = (c.col, c.row, c.kind, c.dir);
        // Iteration: each use of the BD advances Iteration_Current.
        let (current, wrap, step) = info.iteration;
        let base = info.base + u64::from(current) * step * 4;
        let next = (current + 1) % wrap;
        if next != current {
            self.set_iteration(col, row, kind, bd_id, next);
        }
        let ooo = info.out_of_order_id;
        let header = info
            .packet
            .map(|(id, ty)| packet_header_to(id, ty, ooo, col, row));
        let length = info.length;
        self.channel_event(i, at, DmaEvent::Start.name(dir), || {
            vec![
                ("bd", int(bd_id)),
                ("start", Value::Hex(base)),
                ("length", int(length)),
            ]
        });
        let pad = self.pad_word(i);
        let codec = self.codec_for(i, &info);
        let first_word = match self.read_latency(i, length) {
            0 => at,
            // At a quantum's start: the stream then keeps the quanta's
            // rhythm, which the bulk steps need (up to a quantum late).
            latency => (at + latency).next_multiple_of(self.quantum.max(1)),
        };
        if self.reads_ahead(i) && length <= self.timing.tile.mm2s_read_ahead_words {
            self.hw_dma(i, HwDma::FinishedBd, Edge::Instant, first_word);
        }
        if first_word > at {
            self.hw_dma(i, HwDma::MemoryStarvation, Edge::Rise, at);
            self.hw_dma(i, HwDma::MemoryStarvation, Edge::Fall, first_word);
        }
        self.hw_port(i, HwPort::Running, Edge::Rise, first_word);
        let c = &mut self.channels[i];
        c.stall = None;
        if length == 0 && header.is_none() {
            // An empty BD still takes a cycle (so a chain of them ends).
            c.budget -= 1;
        }
        if let Some(t) = c.task.as_mut() {
            t.fetched = None;
            t.phase = Phase::Move(Box::new(Move {
                walk: info.walk.clone(),
                tlast: info.tlast,
                bd: bd_id,
                info,
                left: length,
                codec,
                header,
                pending: None,
                base,
                route: None,
                pad,
                first_word,
                ends: None,
            }));
        }
    }

    /// The word channel `i` sends for a padding element: its
    /// CONSTANT_PAD_VALUE as written (AIE2P MemTile MM2S channels), else 0.
    pub(super) fn pad_word(&self, i: usize) -> u32 {
        let c = &self.channels[i];
        if c.kind != TileKind::MemTile || c.dir != Dir::MM2S {
            return 0;
        }
        self.image
            .tiles
            .get(&(c.col, c.row))
            .and_then(|t| t.pad_value(c.index))
            .unwrap_or(0)
    }

    /// Writes `Iteration_Current` = `next` into BD `bd_id` of `(col, row)`.
    fn set_iteration(&mut self, col: u32, row: u32, kind: TileKind, bd_id: u32, next: u32) {
        let Some(layout) = bd_layout(kind) else {
            return;
        };
        if let Some(f) = layout.field(aie_target::regs::BdField::IterationCurrent) {
            let addr = self.device.arch.tile_address(
                col,
                row,
                layout.address(bd_id) + 4 * u32::from(f.word),
            );
            self.image.mask_write(addr, f.mask() << f.lo, next << f.lo);
            self.forget_bd(col, row, bd_id);
        }
    }

    /// Drops BD `id` of `(col, row)` from the cache (its registers changed).
    pub(super) fn forget_bd(&mut self, col: u32, row: u32, id: u32) {
        for mm2s in [false, true] {
            if let Some(k) = self.bd_slot(col, row, id, mm2s) {
                self.bd_cache[k] = None;
            }
        }
    }

    /// The index of BD `id` of `(col, row)` for MM2S (or S2MM) in the
    /// decoded-BD cache; `None` for an id no queue push can name.
    fn bd_slot(&self, col: u32, row: u32, id: u32, mm2s: bool) -> Option<usize> {
        let t = self.tile_index(col, row)?;
        (id < 64).then(|| t * super::BD_SLOTS_PER_TILE + 2 * id as usize + usize::from(mm2s))
    }

    /// The decoded BD `id` of `(col, row)` for a `dir` channel, from the
    /// cache (filled from the register image; BD writes clear it).
    pub(super) fn bd_cached(
        &mut self,
        col: u32,
        row: u32,
        kind: TileKind,
        id: u32,
        dir: Dir,
    ) -> Option<Arc<Decoded>> {
        let slot = self.bd_slot(col, row, id, dir == Dir::MM2S);
        if let Some(d) = slot.and_then(|k| self.bd_cache[k].as_ref()) {
            return Some(d.clone());
        }
        let bd = self.bd(col, row, kind, id)?;
        let info = Arc::new(Decoded::of(&bd, kind, dir));
        if let Some(k) = slot {
            self.bd_cache[k] = Some(info.clone());
        }
        Some(info)
    }

    /// Ends channel `i`'s current BD: releases its lock, then goes to the
    /// next BD, the next repeat, or ends the task (with its token).
    fn finish_bd(&mut self, i: usize, at: u64) {
        let c = &mut self.channels[i];
        let (col, row, dir) = (c.col, c.row, c.dir);
        let Some(task) = c.task.as_mut() else {
            return;
        };
        let Phase::Move(mv) = std::mem::replace(&mut task.phase, Phase::Acquire) else {
            return;
        };
        let (bd_id, info) = (mv.bd, &mv.info);
        if let Some((lock_field, v)) = info.release {
            match self.bd_lock(i, lock_field) {
                Ok((t, id)) => {
                    let value = self.tiles[t].as_ref().map_or(0, |s| s.locks[id as usize]);
                    let req = LockRequest::Release(v as i32);
                    match req.apply(value) {
                        LockOutcome::Done(n) => {
                            let op = self.tiles[t]
                                .as_mut()
                                .map_or(0, |s| s.set_lock(id as usize, n, at, true));
                            let lock = self.tile_at(t);
                            self.channel_event(i, at, DmaEvent::RelLock.name(dir), || {
                                let mut f = vec![("bd", int(bd_id))];
                                f.extend(lock_fields(id, lock, (col, row), req, n));
                                f.push(("lock_op", int(op)));
                                f
                            });
                        }
                        _ => {
                            let lock_tile = self.tile_name(t);
                            let m = format!(
                                "lock {id} of {lock_tile} would go from {value} to {} (Release {v}), outside 0..63",
                                value + v
                            );
                            self.bd_fault(i, m);
                            return;
                        }
                    }
                }
                Err(e) => {
                    self.bd_fault(i, e);
                    return;
                }
            }
        }
        let next = info.next;
        self.hw_port(i, HwPort::Running, Edge::Fall, at);
        self.channel_event(i, at, DmaEvent::Done.name(dir), || vec![("bd", int(bd_id))]);
        if !self.reads_ahead(i) {
            self.hw_dma(i, HwDma::FinishedBd, Edge::Instant, at);
        }
        let c = &mut self.channels[i];
        let Some(task) = c.task.as_mut() else {
            return;
        };
        task.bds_done += 1;
        // An out-of-order channel ignores Use_Next_BD: each packet's
        // header picks its BD.
        let next = next.filter(|_| !task.out_of_order);
        if let Some(n) = next {
            task.bd = n;
        } else if task.repeats_left > 0 {
            task.repeats_left -= 1;
            task.bd = task.first_bd;
            if task.out_of_order {
                task.phase = Phase::Header;
            }
        } else {
            let token = task.token;
            c.task = None;
            c.tasks_done += 1;
            c.finished_at = Some(at);
            let idle = c.queue.is_empty();
            self.hw_dma(i, HwDma::FinishedTask, Edge::Instant, at);
            let c = &mut self.channels[i];
            if token {
                let key = (col, col << 5 | row, c.actor());
                *self.tokens.entry(key).or_default() += 1;
                self.channel_event(i, at, "TCT", || {
                    vec![("tile_id", Value::Hex(key.1.into())), ("actor", int(key.2))]
                });
            }
            if idle {
                self.channel_event(i, at, DmaEvent::Idle.name(dir), || vec![("bd", int(bd_id))]);
            }
        }
    }

    /// Channel `i` waits for cycle `t`: `true` once its time is there (its
    /// budget starts from `t`), `false` while `t` lies past the quantum.
    pub(super) fn wait_until(&mut self, i: usize, t: u64) -> bool {
        let end = self.cycle + self.quantum;
        let c = &mut self.channels[i];
        c.ready = t;
        if t >= end {
            c.budget = 0;
            self.timed = true;
            return false;
        }
        c.budget = c.budget.min(end - t);
        true
    }

    /// Whether channel `i` is a shim's: its words go to or come from host
    /// memory over the NoC.
    pub(super) fn on_host_path(&self, i: usize) -> bool {
        matches!(self.channels[i].kind, TileKind::ShimNoc | TileKind::ShimPl)
    }

    /// The cycles from the start of channel `i`'s next BD, of `length`
    /// words, to its first word: a shim MM2S channel reads host memory,
    /// with the read latency on the task's first BD and the read path's
    /// rate (below a word a cycle) on every BD, as a delay before the
    /// stream's word a cycle; other channels start at once.
    fn read_latency(&self, i: usize, length: u32) -> u64 {
        let c = &self.channels[i];
        if c.dir != Dir::MM2S || !self.on_host_path(i) {
            return 0;
        }
        let shim = &self.timing.shim;
        let rate = u64::from(length) * shim.read.cycles_per_kiloword.saturating_sub(1000) / 1000;
        let first = c.task.as_ref().is_some_and(|t| t.bds_done == 0);
        let latency = if first {
            shim.warmed(shim.read.latency, c.tasks_started - 1)
        } else {
            0
        };
        latency + rate
    }

    /// The cycle channel `i`'s BD, whose words have all moved by `at`, ends
    /// (kept in the BD once known): an S2MM BD once its last word has
    /// arrived through the stream switches ([`Model::hop_latency`]); a shim's
    /// path completes the BD's writes (S2MM) after its write latency, and no
    /// task ends before its path's setup (the floor) from the task's start.
    fn bd_ends(&mut self, i: usize, at: u64) -> u64 {
        let c = &self.channels[i];
        let known = match c.task.as_ref().map(|t| &t.phase) {
            Some(Phase::Move(mv)) => mv.ends,
            _ => None,
        };
        if let Some(t) = known {
            return t;
        }
        let arrived = at + self.hop_latency(i);
        let ends = if self.on_host_path(i) {
            let shim = &self.timing.shim;
            let path = match c.dir {
                Dir::S2MM => &shim.write,
                Dir::MM2S => &shim.read,
            };
            let n = c.tasks_started - 1;
            let written = match c.dir {
                Dir::S2MM => arrived + shim.warmed(path.latency, n),
                Dir::MM2S => at,
            };
            written.max(c.task_start + shim.warmed(path.floor, n))
        } else {
            arrived
        };
        if ends == at {
            return at;
        }
        if c.dir == Dir::S2MM && ends > arrived {
            // Host memory holds back the channel's last words.
            self.hw_dma(i, HwDma::MemoryBackpressure, Edge::Rise, arrived);
            self.hw_dma(i, HwDma::MemoryBackpressure, Edge::Fall, ends);
        }
        if let Some(Phase::Move(mv)) = self.channels[i].task.as_mut().map(|t| &mut t.phase) {
            mv.ends = Some(ends);
        }
        ends
    }

    /// The cycles S2MM channel `i`'s last word takes through the stream
    /// switches of its route from the channel that sent it
    /// ([`crate::timing::StreamSwitch::hop_cycles`] a switch): the channel
    /// takes a word in the cycle it is sent, its BD ends when the word has
    /// arrived. 0 for an MM2S channel.
    fn hop_latency(&self, i: usize) -> u64 {
        let Some(from) = self.inboxes[i]
            .from
            .filter(|_| self.channels[i].dir == Dir::S2MM)
        else {
            return 0;
        };
        let switches = self.route_switches.get(&(from, i)).copied().unwrap_or(0);
        u64::from(switches) * self.timing.stream.hop_cycles
    }

    /// Whether channel `i` reads its BD's words ahead of its stream (the MM2S
    /// channel of a compute or mem tile): its BD has finished when its last
    /// word is read.
    pub(super) fn reads_ahead(&self, i: usize) -> bool {
        let c = &self.channels[i];
        c.dir == Dir::MM2S && !self.on_host_path(i)
    }

    /// `FINISHED_BD` of a channel that reads ahead ([`Model::reads_ahead`])
    /// when, of `n` words sent from the cycle its `budget` gives, the one
    /// after which only the read-ahead words are left goes: its last word
    /// is read then.
    fn read_ahead(&mut self, i: usize, n: u32, budget: u64) {
        if !(self.trace || self.hw.on) || !self.reads_ahead(i) {
            return;
        }
        let at = (self.cycle + self.quantum).saturating_sub(budget);
        let ahead = self.timing.tile.mm2s_read_ahead_words;
        let left = match self.channels[i].task.as_ref().map(|t| &t.phase) {
            Some(Phase::Move(mv)) => mv.left,
            _ => return,
        };
        if left > ahead && left - n <= ahead {
            self.hw_dma(
                i,
                HwDma::FinishedBd,
                Edge::Instant,
                at + u64::from(left - ahead),
            );
        }
    }

    /// Traces a `DATA_*` event of channel `i`'s stream at its current time,
    /// with the packet id (`pktid`) of a packet-switched BD.
    fn data_event(&mut self, i: usize, name: &'static str) {
        if !self.trace {
            return;
        }
        let c = &self.channels[i];
        let at = self.cycle + self.quantum.saturating_sub(c.budget);
        let packet = match c.task.as_ref().map(|t| &t.phase) {
            Some(Phase::Move(mv)) => mv.info.packet.map(|(id, _)| id),
            _ => None,
        };
        self.channel_event(i, at, name, || {
            packet.map(|p| ("pktid", int(p))).into_iter().collect()
        });
    }

    /// Adds `to`, the sinks of `route` (`(0, 1) S2MM 0; ...`), to the
    /// event traced last (a stream's `DATA_START`).
    #[cold]
    fn trace_sinks(&mut self, route: &[(usize, bool)]) {
        let names: Vec<String> = route.iter().map(|&(b, _)| self.inbox_name(b)).collect();
        if let Some(e) = self.events.last_mut() {
            e.fields.push(("to", Value::Text(names.join("; ").into())));
        }
    }

    /// Fails with a message about channel `i`'s current BD.
    pub(super) fn bd_fault(&mut self, i: usize, message: String) {
        let c = &self.channels[i];
        let bd = c.task.as_ref().map_or(0, |t| t.bd);
        let m = format!("DMA ({}, {}) {} BD {bd}: {message}", c.col, c.row, c.name());
        self.fail(m);
    }

    /// S2MM: writes words from the channel's inbox to memory, a run of
    /// consecutive addresses at a time. Returns `(moved any, BD done)`.
    fn receive(&mut self, i: usize, host: &mut HostMemory) -> (bool, bool) {
        if self.coded(i) {
            return self.receive_decompressed(i, host);
        }
        let end = self.cycle + self.quantum;
        let Model {
            channels,
            inboxes,
            tiles,
            device,
            banks,
            timing,
            ..
        } = &mut *self;
        let c = &mut channels[i];
        let (kind, col, row) = (c.kind, c.col, c.row);
        let inbox = &mut inboxes[i];
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return (false, false);
        };
        let mut moved = false;
        loop {
            if mv.left == 0 {
                return (moved, true);
            }
            let (sent, run) = inbox.first_sent();
            let arrived = !inbox.words.is_empty() && sent < end;
            if arrived && sent > end.saturating_sub(c.budget) {
                // Sent later than the channel's time: it waits until then.
                c.budget = end - sent;
            }
            let n = (c.budget.min(u64::from(mv.left)) as usize)
                .min(inbox.words.len())
                .min(if arrived { run } else { 0 });
            if n == 0 {
                if !moved && c.budget > 0 {
                    c.stall = Some(Stall::Data {
                        left: mv.left,
                        length: mv.info.length,
                    });
                }
                return (moved, false);
            }
            let (off, run) = mv.walk.peek();
            let addr = mv.base.wrapping_add(u64::from(off.unwrap_or(0)) * 4);
            let bytes = match span(tiles, device, host, (kind, col, row), addr) {
                Ok(b) => b,
                Err(e) => {
                    self.bd_fault(i, e);
                    return (moved, false);
                }
            };
            let n = n.min(run as usize).min(bytes.len() / 4);
            let at = end - c.budget;
            banks.dma_run(&timing.memory, device, (kind, col, row), (addr, n), at);
            // The buffer's two slices in turn, then the words taken at once.
            let (front, back) = inbox.words.as_slices();
            let k = n.min(front.len());
            put_words(&mut bytes[..4 * k], &front[..k]);
            put_words(&mut bytes[4 * k..4 * n], &back[..n - k]);
            inbox.words.drain(..n);
            inbox.took(n);
            mv.walk.advance(n as u32);
            mv.left -= n as u32;
            c.budget -= n as u64;
            c.words += n as u64;
            c.stall = None;
            moved = true;
        }
    }

    /// MM2S: sends the BD's header and words to the stream's sinks, a run of
    /// consecutive addresses at a time once the packet's route is known.
    /// Returns `(moved any, BD done)`.
    fn send(&mut self, i: usize, host: &mut HostMemory) -> (bool, bool) {
        let mut moved = false;
        loop {
            let c = &self.channels[i];
            let Some(Phase::Move(mv)) = c.task.as_ref().map(|t| &t.phase) else {
                return (moved, false);
            };
            if mv.drained() {
                return (moved, true);
            }
            if c.budget == 0 {
                return (moved, false);
            }
            let step = if mv.header.is_some()
                || mv.pending.is_some()
                || mv.route.is_none()
                || mv.codec.is_some()
            {
                self.send_one(i, host)
            } else if let Some(sink) = self.direct_sink(i) {
                self.send_direct(i, sink, host)
            } else {
                self.send_run(i, host)
            };
            match step {
                Ok(true) => moved = true,
                Ok(false) => return (moved, false),
                Err(e) => {
                    self.bd_fault(i, e);
                    return (moved, false);
                }
            }
        }
    }

    /// Sends a run of data words along the known route; `Ok(false)` if the
    /// sinks have no room.
    pub(super) fn send_run(&mut self, i: usize, host: &mut HostMemory) -> Result<bool, String> {
        let end = self.cycle + self.quantum;
        let Model {
            channels,
            inboxes,
            tiles,
            device,
            banks,
            timing,
            ..
        } = &mut *self;
        let c = &mut channels[i];
        let (kind, col, row) = (c.kind, c.col, c.row);
        let at = end.saturating_sub(c.budget);
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return Ok(false);
        };
        let Some(route) = mv.route.clone() else {
            return Ok(false);
        };
        let mut n = c.budget.min(u64::from(mv.left)) as usize;
        for &(b, _) in route.iter() {
            let inbox = &inboxes[b];
            let room = INBOX_WORDS.saturating_sub(inbox.words.len());
            if room == 0 {
                channels[i].stall = Some(Stall::Full(b));
                return Ok(false);
            }
            if inbox.owner.is_some_and(|o| o != i) {
                channels[i].stall = Some(Stall::Busy(b));
                return Ok(false);
            }
            n = n.min(room);
        }
        let (off, run) = mv.walk.peek();
        n = n.min(run as usize);
        match off {
            None => {
                for &(b, _) in route.iter() {
                    let inbox = &mut inboxes[b];
                    inbox.words.extend(std::iter::repeat_n(mv.pad, n));
                    inbox.pushed_by(i, n, at);
                }
            }
            Some(off) => {
                let addr = mv.base.wrapping_add(u64::from(off) * 4);
                let bytes = span(tiles, device, host, (kind, col, row), addr)?;
                // At most a buffer's room: decoded once, copied to each sink.
                n = n.min(bytes.len() / 4).min(INBOX_WORDS);
                banks.dma_run(&timing.memory, device, (kind, col, row), (addr, n), at);
                let mut words = [0u32; INBOX_WORDS];
                for (w, b) in words.iter_mut().zip(bytes[..4 * n].chunks_exact(4)) {
                    *w = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                }
                for &(b, _) in route.iter() {
                    let inbox = &mut inboxes[b];
                    inbox.words.extend(&words[..n]);
                    inbox.pushed_by(i, n, at);
                }
            }
        }
        self.sent(i, n, &route);
        Ok(true)
    }

    /// Accounts `n` data words channel `i` has just sent along `route`:
    /// advances its walk and budget, and ends the packet at the BD's end
    /// (with TLAST).
    fn sent(&mut self, i: usize, n: usize, route: &[(usize, bool)]) {
        self.read_ahead(i, n as u32, self.channels[i].budget);
        let c = &mut self.channels[i];
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return;
        };
        mv.walk.advance(n as u32);
        mv.left -= n as u32;
        c.budget -= n as u64;
        c.words += n as u64;
        c.stall = None;
        if mv.left == 0 && mv.tlast {
            mv.route = None;
            for &(b, _) in route {
                if self.inboxes[b].owner == Some(i) {
                    self.inboxes[b].owner = None;
                }
            }
            self.free_arbiters(i);
            self.data_event(i, "DATA_END");
        }
    }

    /// The S2MM channel that can take channel `i`'s data words straight
    /// into its memory ([`Model::send_direct`]): untraced, the route's one
    /// sink, its buffer empty and free for `i`, and its channel moving the
    /// words of a BD with budget left.
    fn direct_sink(&self, i: usize) -> Option<usize> {
        if self.trace {
            return None;
        }
        let Some(Phase::Move(mv)) = self.channels[i].task.as_ref().map(|t| &t.phase) else {
            return None;
        };
        let [(b, _)] = **mv.route.as_ref()? else {
            return None;
        };
        let inbox = self.inboxes.get(b).filter(|_| b < self.channels.len())?;
        if !inbox.words.is_empty() || inbox.owner.is_some_and(|o| o != i) {
            return None;
        }
        let sink = &self.channels[b];
        let moving = matches!(
            sink.task.as_ref().map(|t| &t.phase),
            Some(Phase::Move(m)) if m.left > 0 && m.codec.is_none()
        );
        // A receiver behind the sender waits for the words: through the buffer.
        let behind = sink.budget > self.channels[i].budget;
        (moving && sink.budget > 0 && !behind).then_some(b)
    }

    /// The bulk path of an uncontended stream: moves a run of channel `i`'s
    /// data words into the memory of S2MM channel `j` (from
    /// [`Model::direct_sink`]) in one copy, as sending them into `j`'s
    /// empty buffer and `j` receiving them would, with the same budgets,
    /// walks and counts. Falls back to [`Model::send_run`] where either
    /// address is outside memory (which reports it).
    pub(super) fn send_direct(
        &mut self,
        i: usize,
        j: usize,
        host: &mut HostMemory,
    ) -> Result<bool, String> {
        let (Some((from, src, n_src)), Some((to, dst, n_dst))) = (self.run_of(i), self.run_of(j))
        else {
            return self.send_run(i, host);
        };
        let Some(dst) = dst else {
            return self.send_run(i, host);
        };
        let n = n_src.min(n_dst);
        let pad = match self.channels[i].task.as_ref().map(|t| &t.phase) {
            Some(Phase::Move(mv)) => mv.pad,
            _ => 0,
        };
        let Model {
            tiles,
            device,
            scratch,
            ..
        } = &mut *self;
        let Some(n) = copy_words(
            tiles,
            device,
            host,
            scratch,
            (from, src),
            (to, dst),
            (n, pad),
        ) else {
            return self.send_run(i, host);
        };
        let at = (self.cycle + self.quantum).saturating_sub(self.channels[i].budget);
        if self.banks.on {
            let m = &self.timing.memory;
            if let Some(src) = src {
                self.banks.dma_run(m, self.device, from, (src, n), at);
            }
            self.banks.dma_run(m, self.device, to, (dst, n), at);
        }
        self.inboxes[j].pushed_by(i, n, at);
        self.inboxes[j].took(n);
        let c = &mut self.channels[j];
        if let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) {
            mv.walk.advance(n as u32);
            mv.left -= n as u32;
        }
        c.budget -= n as u64;
        c.words += n as u64;
        c.stall = None;
        self.sent(i, n, &[(j, true)]);
        Ok(true)
    }

    /// Channel `i`'s next run of words in its BD: its memory
    /// `(kind, col, row)`, the byte address of the run (`None`: padding
    /// zeros) and its length, at most the channel's budget and the BD's
    /// words left.
    #[allow(clippy::type_complexity)]
    fn run_of(&self, i: usize) -> Option<((TileKind, u32, u32), Option<u64>, usize)> {
        let c = &self.channels[i];
        let Some(Phase::Move(mv)) = c.task.as_ref().map(|t| &t.phase) else {
            return None;
        };
        let (off, run) = mv.walk.peek();
        let addr = off.map(|o| mv.base.wrapping_add(u64::from(o) * 4));
        let n = c.budget.min(u64::from(mv.left)).min(u64::from(run)) as usize;
        Some(((c.kind, c.col, c.row), addr, n))
    }

    /// The sinks of channel `i`'s stream for a packet starting with `word`.
    pub(super) fn route(&mut self, i: usize, word: u32) -> Route {
        let key = (i, word & 0x1F);
        if let Some(r) = self.routes.get(&key) {
            return r.clone();
        }
        let c = &self.channels[i];
        let routed = self
            .switches
            .route(&self.image, c.col, c.row, c.index, word);
        for s in &routed.sinks {
            if let Some((j, switches)) = self.sink_switches(s) {
                self.route_switches.insert((i, j), switches);
            }
        }
        let r = self.inboxes_of(routed.sinks);
        self.routes.insert(key, r.clone());
        self.route_arbiters.insert(key, routed.arbiters.into());
        if !routed.merges.is_empty() {
            self.route_merges.insert(key, routed.merges.into());
        }
        r
    }

    /// Claims the packet arbiters on channel `i`'s route for the packet
    /// starting with `word`; `false` (and the stall) if another packet
    /// holds one: a switch passes one packet per arbiter at a time, from
    /// its header to its last word (docs/simulator.md, "Streams").
    fn claim_arbiters(&mut self, i: usize, word: u32) -> bool {
        let Some(held) = self.route_arbiters.get(&(i, word & 0x1F)).cloned() else {
            return true;
        };
        for a in held.iter() {
            if let Some(&o) = self.arbiter_owners.get(a).filter(|&&o| o != i) {
                self.channels[i].stall = Some(Stall::Arbiter(*a, o));
                return false;
            }
        }
        let merges = (!self.route_merges.is_empty())
            .then(|| self.route_merges.get(&(i, word & 0x1F)).cloned())
            .flatten();
        if let Some(merges) = merges {
            if let Some(stall) = self.merge_blocked(&merges) {
                self.channels[i].stall = Some(stall);
                return false;
            }
            self.merge_claims.insert(i, merges);
        }
        for a in held.iter() {
            self.arbiter_owners.insert(*a, i);
        }
        true
    }

    /// The merge arbiter of `gates` whose schedule grants another slave
    /// port now, if one does.
    pub(super) fn merge_blocked(&self, gates: &[MergeGate]) -> Option<Stall> {
        gates.iter().find_map(|g| {
            let (slot, _) = self
                .merge_turns
                .get(&g.arbiter)
                .copied()
                .unwrap_or_default();
            let (slave, _) = g.slots.get(slot).copied()?;
            (slave != g.slave).then_some(Stall::Merge(g.arbiter, slave))
        })
    }

    /// A packet has passed the merge arbiters of `gates`: each counts it
    /// against its slot, moving to the next slot (after the last, the
    /// first) once the slot's packets have passed.
    pub(super) fn merge_passed(&mut self, gates: &[MergeGate]) {
        for g in gates {
            let turn = self.merge_turns.entry(g.arbiter).or_default();
            turn.1 += 1;
            if g.slots.get(turn.0).is_none_or(|&(_, n)| turn.1 >= n) {
                *turn = ((turn.0 + 1) % g.slots.len().max(1), 0);
            }
        }
    }

    /// Frees the arbiters channel `i`'s packet holds (at its last word).
    pub(super) fn free_arbiters(&mut self, i: usize) {
        if !self.arbiter_owners.is_empty() {
            self.arbiter_owners.retain(|_, o| *o != i);
        }
        if self.merge_claims.is_empty() {
            return;
        }
        if let Some(gates) = self.merge_claims.remove(&i) {
            self.merge_passed(&gates);
        }
    }

    /// The stream buffers (inboxes) of `sinks`: S2MM channels', control
    /// ports' and core inputs'; an error if a sink is nowhere.
    pub(super) fn inboxes_of(&mut self, sinks: Vec<Sink>) -> Route {
        let mut out = Vec::new();
        let mut result = Ok(());
        for s in sinks {
            match s {
                Sink::Channel {
                    col,
                    row,
                    channel,
                    keep_header,
                    ..
                } => match self.channel_index(col, row, Dir::S2MM, channel) {
                    Some(k) => out.push((k, keep_header)),
                    None => {
                        result = Err(format!("the stream reaches ({col}, {row}) S2MM {channel}, which does not exist"));
                    }
                },
                Sink::Control { col, row } => match self.tile_index(col, row) {
                    Some(t) => {
                        self.controls_used = true;
                        out.push((self.control_inbox(t), true));
                    }
                    None => {
                        result = Err(format!(
                            "the stream reaches ({col}, {row}), which does not exist"
                        ))
                    }
                },
                Sink::Core {
                    col,
                    row,
                    keep_header,
                    ..
                } => match self.tile_index(col, row) {
                    Some(t) => out.push((self.core_port(t), keep_header)),
                    None => {
                        result = Err(format!(
                            "the stream reaches ({col}, {row}), which does not exist"
                        ))
                    }
                },
                Sink::Nowhere(why) => result = Err(format!("the stream goes nowhere: {why}")),
            }
        }
        if out.is_empty() && result.is_ok() {
            result = Err("the stream goes nowhere".to_string());
        }
        result.map(|()| out.into()).map_err(Arc::from)
    }

    /// Sends one word: a packet header, or the first data word of a packet
    /// (which resolves the route), or a word fetched before; `Ok(false)` if
    /// it must wait.
    fn send_one(&mut self, i: usize, host: &mut HostMemory) -> Result<bool, String> {
        let c = &mut self.channels[i];
        let (kind, col, row) = (c.kind, c.col, c.row);
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return Ok(false);
        };
        // The BD's first data word starts the stream (traced).
        let starts = self.trace && mv.starts();
        let (word, is_header) = match (mv.header, mv.pending) {
            (Some(h), _) => (h, true),
            (None, Some(w)) => (w, false),
            (None, None) => {
                let w = if mv.codec.is_some() {
                    self.compressed_word(i, host)?
                } else {
                    match mv.walk.next_word() {
                        None => mv.pad,
                        Some(off) => {
                            let addr = mv.base.wrapping_add(u64::from(off) * 4);
                            let at = (kind, col, row);
                            let b = span(&mut self.tiles, self.device, host, at, addr)?;
                            u32::from_le_bytes([b[0], b[1], b[2], b[3]])
                        }
                    }
                };
                if let Some(Phase::Move(mv)) = self.channels[i].task.as_mut().map(|t| &mut t.phase)
                {
                    mv.pending = Some(w);
                }
                (w, false)
            }
        };
        // The word that opens a packet is its header as the switches see it,
        // also when the BD adds none and the data carries it (a DMA passing
        // on packets it received with their headers): a master that drops
        // headers drops it.
        let opens = matches!(
            self.channels[i].task.as_ref().map(|t| &t.phase),
            Some(Phase::Move(mv)) if mv.route.is_none()
        );
        let route = match self.current_route(i, word) {
            Ok(r) => r,
            Err(e) => {
                self.channels[i].stall = Some(Stall::Route(e));
                return Ok(false);
            }
        };
        let dropped = |keep: bool| (is_header || opens) && !keep;
        // Every sink must have room and be free for this stream.
        for &(b, keep) in route.iter() {
            if dropped(keep) {
                continue;
            }
            let inbox = &self.inboxes[b];
            let busy = inbox.owner.is_some_and(|o| o != i);
            if busy || inbox.words.len() >= INBOX_WORDS {
                let why = if busy { Stall::Busy(b) } else { Stall::Full(b) };
                self.channels[i].stall = Some(why);
                return Ok(false);
            }
        }
        if !self.claim_arbiters(i, word) {
            return Ok(false);
        }
        for &(b, keep) in route.iter() {
            if dropped(keep) {
                continue;
            }
            let at = (self.cycle + self.quantum).saturating_sub(self.channels[i].budget);
            let inbox = &mut self.inboxes[b];
            inbox.words.push_back(word);
            inbox.pushed_by(i, 1, at);
        }
        if is_header {
            self.data_event(i, "DATA_HEAD");
        } else if starts {
            self.data_event(i, "DATA_START");
            self.trace_sinks(&route);
        }
        let c = &mut self.channels[i];
        c.budget -= 1;
        c.stall = None;
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return Ok(true);
        };
        if is_header {
            mv.header = None;
            return Ok(true);
        }
        let budget = c.budget + 1;
        if mv.codec.is_none() {
            self.read_ahead(i, 1, budget);
        }
        let c = &mut self.channels[i];
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return Ok(true);
        };
        mv.pending = None;
        match mv.codec.as_deref_mut() {
            Some(Codec::Compress(e)) => e.sent_one(),
            _ => mv.left -= 1,
        }
        c.words += 1;
        if mv.drained() && mv.tlast {
            mv.route = None;
            for &(b, _) in route.iter() {
                if self.inboxes[b].owner == Some(i) {
                    self.inboxes[b].owner = None;
                }
            }
            self.free_arbiters(i);
            self.data_event(i, "DATA_END");
        }
        Ok(true)
    }

    /// Whether channel `i` moves a BD through a compression codec.
    pub(super) fn coded(&self, i: usize) -> bool {
        matches!(
            self.channels[i].task.as_ref().map(|t| &t.phase),
            Some(Phase::Move(mv)) if mv.codec.is_some()
        )
    }

    /// The next stream word of compressing MM2S channel `i`: from its
    /// compressor, which reads the BD's next block of memory when it has
    /// none left (the BD's last block may be short).
    fn compressed_word(&mut self, i: usize, host: &mut HostMemory) -> Result<u32, String> {
        let c = &mut self.channels[i];
        let (kind, col, row) = (c.kind, c.col, c.row);
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return Err("no BD".into());
        };
        let Some(Codec::Compress(e)) = mv.codec.as_deref_mut() else {
            return Err("no compressor".into());
        };
        if let Some(w) = e.pop() {
            return Ok(w);
        }
        let n = e.block_words().min(mv.left as usize);
        let mut block = [0u32; MAX_BLOCK_WORDS];
        for w in &mut block[..n] {
            *w = match mv.walk.next_word() {
                None => mv.pad,
                Some(off) => {
                    let addr = mv.base.wrapping_add(u64::from(off) * 4);
                    let b = span(&mut self.tiles, self.device, host, (kind, col, row), addr)?;
                    u32::from_le_bytes([b[0], b[1], b[2], b[3]])
                }
            };
        }
        let Some(Phase::Move(mv)) = self.channels[i].task.as_mut().map(|t| &mut t.phase) else {
            return Err("no BD".into());
        };
        mv.left -= n as u32;
        let Some(Codec::Compress(e)) = mv.codec.as_deref_mut() else {
            return Err("no compressor".into());
        };
        e.block(&block[..n]);
        let w = e.pop().ok_or("an empty block")?;
        if mv.left == 0 && (self.trace || self.hw.on) && self.reads_ahead(i) {
            // Its last word is read: the BD has finished reading.
            let at = (self.cycle + self.quantum).saturating_sub(self.channels[i].budget);
            self.hw_dma(i, HwDma::FinishedBd, Edge::Instant, at);
        }
        Ok(w)
    }

    /// [`Model::receive`] for decompressing S2MM channel `i`: takes its
    /// stream's words one a cycle into its decompressor and writes each
    /// block it completes through the BD's walk (the BD's last block cut
    /// at its length). Returns `(moved any, BD done)`.
    fn receive_decompressed(&mut self, i: usize, host: &mut HostMemory) -> (bool, bool) {
        let end = self.cycle + self.quantum;
        let mut moved = false;
        loop {
            let c = &mut self.channels[i];
            let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
                return (moved, false);
            };
            if mv.left == 0 {
                return (moved, true);
            }
            let inbox = &mut self.inboxes[i];
            let (sent, _) = inbox.first_sent();
            let arrived = !inbox.words.is_empty() && sent < end;
            if arrived && sent > end.saturating_sub(c.budget) {
                c.budget = end - sent;
            }
            if !arrived || c.budget == 0 {
                if !moved && c.budget > 0 {
                    c.stall = Some(Stall::Data {
                        left: mv.left,
                        length: mv.info.length,
                    });
                }
                return (moved, false);
            }
            let w = inbox.words.pop_front().unwrap_or(0);
            inbox.took(1);
            c.budget -= 1;
            c.words += 1;
            c.stall = None;
            moved = true;
            let Some(Codec::Decompress(d)) = mv.codec.as_deref_mut() else {
                return (moved, false);
            };
            let Some(block) = d.push(w) else {
                continue;
            };
            let n = block.len().min(mv.left as usize);
            let mut words = [0u32; MAX_BLOCK_WORDS];
            words[..n].copy_from_slice(&block[..n]);
            if let Err(e) = self.write_through_walk(i, &words[..n], host) {
                self.bd_fault(i, e);
                return (moved, false);
            }
        }
    }

    /// Writes `words` at S2MM channel `i`'s next addresses of its BD's walk.
    fn write_through_walk(
        &mut self,
        i: usize,
        mut words: &[u32],
        host: &mut HostMemory,
    ) -> Result<(), String> {
        let end = self.cycle + self.quantum;
        let Model {
            channels,
            tiles,
            device,
            banks,
            timing,
            ..
        } = &mut *self;
        let c = &mut channels[i];
        let (kind, col, row) = (c.kind, c.col, c.row);
        let at = end.saturating_sub(c.budget);
        let Some(Phase::Move(mv)) = c.task.as_mut().map(|t| &mut t.phase) else {
            return Ok(());
        };
        while !words.is_empty() {
            let (off, run) = mv.walk.peek();
            let addr = mv.base.wrapping_add(u64::from(off.unwrap_or(0)) * 4);
            let bytes = span(tiles, device, host, (kind, col, row), addr)?;
            let n = words.len().min(run as usize).min(bytes.len() / 4).max(1);
            banks.dma_run(&timing.memory, device, (kind, col, row), (addr, n), at);
            put_words(&mut bytes[..4 * n], &words[..n]);
            mv.walk.advance(n as u32);
            mv.left -= n as u32;
            words = &words[n..];
        }
        Ok(())
    }

    /// The route of channel `i`'s current packet, resolved from its first
    /// word when the packet starts.
    fn current_route(&mut self, i: usize, word: u32) -> Result<Arc<[(usize, bool)]>, Arc<str>> {
        if let Some(Phase::Move(mv)) = self.channels[i].task.as_ref().map(|t| &t.phase) {
            if let Some(r) = &mv.route {
                return Ok(r.clone());
            }
        }
        let r = self.route(i, word)?;
        if let Some(Phase::Move(mv)) = self.channels[i].task.as_mut().map(|t| &mut t.phase) {
            mv.route = Some(r.clone());
        }
        Ok(r)
    }
}
