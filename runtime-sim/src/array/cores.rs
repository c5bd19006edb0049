//! Cores in the array: the interpreter ([`crate::core`]) running a core's
//! body against the tile memories and locks of the model, its cascades and
//! its processor bus ([`cascade`]), its stream ports ([`super::core_stream`])
//! and the kernels it calls.

use super::trace::{dir, int, lock_fields, Fields};
use super::{cascade, locate, CoreRun, Model, Source, TileState};
use crate::bus::{Array, Edge, Event, Unit, Value};
use crate::core::{
    copy_small, Core, CoreEnv, CoreState, KernelArg, KernelStep, LockFault, LockOutcome, LockRef,
    LockRequest, MemFault, Stall, StallKind, Tile, CASCADE_BYTES,
};
use std::collections::HashMap;

/// What a core sees: the model (its core taken out of its slot while it
/// runs), and the trace (recorded only in a `TRACE` environment, so that
/// an untraced run has no trace code).
struct Env<'a, const TRACE: bool> {
    m: &'a mut Model,
    /// The core's slot.
    slot: usize,
    /// The cycle and the instruction of the op being run (a traced core
    /// runs one cycle at a time).
    at: u64,
    /// The cycle of the lock, cascade or kernel op being run
    /// ([`CoreEnv::clock`]).
    now: u64,
    pc: u32,
    core: (u32, u32),
}

impl<'a, const TRACE: bool> Env<'a, TRACE> {
    /// The array as the core of slot `slot` sees it at cycle `at`.
    fn new(m: &'a mut Model, slot: usize, at: u64) -> Self {
        let core = (m.cores[slot].col, m.cores[slot].row);
        Env {
            m,
            slot,
            at,
            now: at,
            pc: 0,
            core,
        }
    }

    /// The same view, untraced (for a kernel's own accesses), at the same
    /// time.
    fn untraced(&mut self) -> Env<'_, false> {
        let mut env = Env::new(self.m, self.slot, self.at);
        (env.now, env.pc) = (self.now, self.pc);
        env
    }

    fn tile_of_core(&self) -> Tile {
        Tile::new(self.core.0, self.core.1)
    }

    fn tile(&mut self, t: Tile) -> Option<&mut TileState> {
        let i = self.m.tile_index(t.col, t.row)?;
        self.m.tiles[i].as_mut()
    }

    fn bytes(&mut self, t: Tile, addr: u32, len: usize) -> Result<&mut [u8], MemFault> {
        let s = self.tile(t).ok_or(MemFault::NoMemory)?;
        if s.size == 0 {
            return Err(MemFault::NoMemory);
        }
        let size = s.size as u64;
        let a = addr as usize;
        s.memory()
            .get_mut(a..a + len)
            .ok_or(MemFault::OutOfRange { size })
    }

    /// Records event `name` of the core now.
    fn trace(&mut self, name: &'static str, fields: Fields) {
        self.m.events.push(Event {
            cycle: self.at,
            name,
            tile: self.core,
            unit: Unit::Core,
            fields,
            edge: Edge::Instant,
        });
    }

    /// `CORE_READ_REQ` / `CORE_WRITE_REQ` of `data` at `addr` of `tile`'s
    /// memory: seed 004's `address`, `dir`, `bank` (of the
    /// device's banks, each a contiguous part of the memory), `data`, with
    /// the access `size` in bytes and the `pc`.
    fn trace_access(&mut self, name: &'static str, tile: Tile, addr: u32, data: &[u8]) {
        let Some((kind, size)) = self.tile(tile).map(|s| (s.kind, s.size)) else {
            return;
        };
        let banks = self.m.device.mem_banks(kind).max(1) as usize;
        let bank = addr as usize / (size / banks).max(1);
        let mut word = [0u8; 8];
        let n = data.len().min(8);
        word[..n].copy_from_slice(&data[..n]);
        let fields = vec![
            ("address", Value::Hex(addr.into())),
            ("dir", dir(self.core, (tile.col, tile.row))),
            ("bank", int(bank as i64)),
            ("data", Value::Hex(u64::from_le_bytes(word))),
            ("size", int(data.len() as i64)),
            ("pc", int(self.pc)),
        ];
        self.trace(name, fields);
    }

    /// `PC_CHANGE` to where `core` goes on: seed 004's `pc` (the index of
    /// the core program's instruction) and `info` (the op and its position).
    fn trace_pc_change(&mut self, core: &Core, positions: &mut Positions) {
        let info = core
            .position()
            .map(|(name, span)| format!("{name}{}", positions.of(span.start)))
            .unwrap_or_default();
        let fields = vec![("pc", int(core.pc())), ("info", Value::Text(info.into()))];
        self.trace("PC_CHANGE", fields);
    }
}

/// The positions in the source of traced ops, each found once.
struct Positions<'a> {
    source: Option<&'a Source>,
    known: &'a mut HashMap<u32, String>,
}

impl Positions<'_> {
    /// ` (file:line:col)` of byte `offset` of the source, if known.
    fn of(&mut self, offset: u32) -> &str {
        let source = self.source;
        self.known
            .entry(offset)
            .or_insert_with(|| locate(source, offset))
    }
}

impl<const TRACE: bool> CoreEnv for Env<'_, TRACE> {
    fn read(&mut self, tile: Tile, addr: u32, out: &mut [u8]) -> Result<(), MemFault> {
        let len = out.len();
        copy_small(out, self.bytes(tile, addr, len)?);
        if TRACE {
            self.trace_access("CORE_READ_REQ", tile, addr, out);
        }
        Ok(())
    }

    fn write(&mut self, tile: Tile, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        copy_small(self.bytes(tile, addr, data.len())?, data);
        if TRACE {
            self.trace_access("CORE_WRITE_REQ", tile, addr, data);
        }
        Ok(())
    }

    fn try_acquire(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault> {
        self.apply(lock, req)
    }

    fn release(&mut self, lock: LockRef, value: i32) -> Result<(), LockFault> {
        self.apply(lock, LockRequest::Release(value)).map(|_| ())
    }

    fn clock(&mut self, elapsed: u64) {
        self.now = self.at + elapsed;
    }

    fn lock_cycles(&self) -> u64 {
        self.m.timing.locks.core_op_cycles
    }

    fn core_units(&self) -> crate::timing::CoreUnits {
        self.m.timing.core
    }

    fn cycle(&self) -> u64 {
        self.now
    }

    /// The memories of `tiles`, untraced (a traced core's accesses are
    /// events).
    fn memories(&mut self, tiles: &[Tile]) -> Option<Vec<&mut [u8]>> {
        if TRACE {
            return None;
        }
        let (rows, columns) = (self.m.device.rows, self.m.device.columns);
        let mut rest = &mut self.m.tiles[..];
        let mut next = 0;
        let mut out = Vec::with_capacity(tiles.len());
        for t in tiles {
            let i = (t.col < columns && t.row < rows).then_some((t.col * rows + t.row) as usize)?;
            let (s, tail) = std::mem::take(&mut rest)
                .get_mut(i.checked_sub(next)?..)?
                .split_first_mut()?;
            out.push(Some(s.as_mut()?.memory()).filter(|m| !m.is_empty())?);
            (rest, next) = (tail, i + 1);
        }
        Some(out)
    }

    /// A kernel's own memory accesses are not traced (it runs natively on
    /// copies of its buffers).
    fn kernel(&mut self, name: &str, args: &[KernelArg]) -> Result<KernelStep, String> {
        let Some(kernels) = self.m.kernels.clone() else {
            return Err(format!("not simulated: call to external function @{name}"));
        };
        let mut state = std::mem::take(&mut self.m.cores[self.slot].kernel);
        let step = kernels.run(name, args, &mut self.untraced(), &mut state);
        self.m.cores[self.slot].kernel = state;
        step
    }

    fn print(&mut self, text: &str) {
        self.m.console.push_str(text);
    }

    fn cascade_put(&mut self, word: &[u8; CASCADE_BYTES]) -> Result<bool, String> {
        let (tile, now) = (self.tile_of_core(), self.now);
        self.m.cascade_put(tile, now, word)
    }

    fn cascade_get(&mut self, word: &mut [u8; CASCADE_BYTES]) -> Result<bool, String> {
        let (tile, now) = (self.tile_of_core(), self.now);
        self.m.cascade_get(tile, now, word)
    }

    fn stream_put(&mut self, port: u32, word: u32) -> Result<bool, String> {
        let (tile, now) = (self.tile_of_core(), self.now);
        self.m.stream_put(tile, port, now, word)
    }

    fn stream_get(&mut self, port: u32) -> Result<Option<u32>, String> {
        let (tile, now) = (self.tile_of_core(), self.now);
        self.m.stream_get(tile, port, now)
    }

    /// A register read of the core's own tile, as the array's register
    /// interface reads it (lock values, memory, Core_Status, ...).
    fn bus_read(&mut self, address: u32) -> Result<Option<u32>, String> {
        let tile = self.tile_of_core();
        let addr = self.m.bus_address(tile, address)?;
        if !self.m.bus_enabled(tile) {
            return Ok(None);
        }
        self.m.core_io += 1;
        Ok(Some(Array::read(self.m, addr)))
    }

    /// A register write of the core's own tile, as the array's register
    /// interface takes it (a lock value, a DMA start queue, ...).
    fn bus_write(&mut self, address: u32, value: u32) -> Result<bool, String> {
        let tile = self.tile_of_core();
        let addr = self.m.bus_address(tile, address)?;
        if !self.m.bus_enabled(tile) {
            return Ok(false);
        }
        Array::write(self.m, addr, value);
        self.m.core_io += 1;
        Ok(true)
    }

    /// Traced whenever the array is (also from inside a kernel), and
    /// raised in the core module for its trace unit.
    fn event(&mut self, n: u32, after: u64) {
        let name = if n == 0 {
            "INSTR_EVENT_0"
        } else {
            "INSTR_EVENT_1"
        };
        let at = self.now + after;
        self.m.raise_core(self.core, name, at, at + 1);
        if self.m.trace {
            self.m.events.push(Event {
                cycle: at,
                name,
                tile: self.core,
                unit: Unit::Core,
                fields: vec![("pc", int(self.pc))],
                edge: Edge::Instant,
            });
        }
    }
}

impl<const TRACE: bool> Env<'_, TRACE> {
    /// Applies `req` to `lock` (traced); `Ok(false)` if an acquire must wait.
    fn apply(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault> {
        let now = self.now;
        let s = self.tile(lock.tile).ok_or(LockFault::NoSuchLock)?;
        let id = lock.id as usize;
        let from = *s.locks.get(id).ok_or(LockFault::NoSuchLock)?;
        let release = matches!(req, LockRequest::Release(_));
        if !release && s.released[id] > now {
            // Released later in the quantum: the core waits for it.
            self.m.raise_acquire(self.slot, self.core, now, false);
            return Ok(false);
        }
        let outcome = req.apply(from);
        if release {
            self.m
                .raise_core(self.core, "INSTR_LOCK_RELEASE_REQ", now, now + 1);
            self.m
                .trace_core(self.core, "INSTR_LOCK_RELEASE_REQ", Edge::Instant, now);
        } else {
            let got = matches!(outcome, LockOutcome::Done(_));
            self.m.raise_acquire(self.slot, self.core, now, got);
        }
        let s = self.tile(lock.tile).ok_or(LockFault::NoSuchLock)?;
        match outcome {
            LockOutcome::Done(n) => {
                let op = s.set_lock(id, n, now, release);
                let name = match req {
                    LockRequest::AcquireEq(_) => "ACQ_WRITE_LOCK_REQ",
                    LockRequest::AcquireGe(_) => "ACQ_READ_LOCK_REQ",
                    LockRequest::Release(_) => "REL_LOCK_REQ",
                };
                if TRACE {
                    let lock_tile = (lock.tile.col, lock.tile.row);
                    let mut fields = lock_fields(lock.id, lock_tile, self.core, req, n);
                    fields.push(("lock_op", int(op)));
                    fields.push(("pc", int(self.pc)));
                    self.trace(name, fields);
                }
                Ok(true)
            }
            LockOutcome::Wait => Ok(false),
            LockOutcome::OutOfRange(to) => Err(LockFault::OutOfRange { from, to }),
        }
    }
}

impl Model {
    /// Runs core `i` for what is left of its budget; returns whether it
    /// did anything. A core that waits for a lock released later in the
    /// quantum than its own time goes on from the release's cycle.
    pub(super) fn step_core(&mut self, i: usize, quantum: u64) -> bool {
        let mark = self.events.len();
        let mut progressed = self.step_core_once(i, quantum);
        while self.wait_for_release(i, quantum) {
            progressed |= self.step_core_once(i, quantum);
        }
        if self.trace {
            self.name_core_events(mark);
        }
        progressed
    }

    /// Whether waiting core `i` waits only for what comes later in this
    /// quantum than the core's time (its lock's release, a cascade word or
    /// room): then it waits until then (its budget shrinks to the rest of
    /// the quantum).
    fn wait_for_release(&mut self, i: usize, quantum: u64) -> bool {
        let end = self.cycle + quantum;
        let slot = &self.cores[i];
        let now = end.saturating_sub(slot.budget);
        let from = match &slot.state {
            CoreRun::Blocked(lock, req) => self.release_time(*lock, *req),
            CoreRun::Stalled(s) => {
                match self.stall_ready(Tile::new(slot.col, slot.row), &s.kind, now) {
                    cascade::Ready::At(t) => Some(t),
                    _ => None,
                }
            }
            _ => None,
        };
        match from {
            Some(t) if t > now && t < end => {
                self.cores[i].budget = end - t;
                true
            }
            _ => false,
        }
    }

    /// The cycle of the last release of `lock`, when `req` can take it now.
    fn release_time(&self, lock: LockRef, req: LockRequest) -> Option<u64> {
        let t = self
            .tile_index(lock.tile.col, lock.tile.row)
            .and_then(|t| self.tiles[t].as_ref())?;
        let id = lock.id as usize;
        let (&value, &released) = (t.locks.get(id)?, t.released.get(id)?);
        (req.apply(value) != LockOutcome::Wait).then_some(released)
    }

    /// [`Model::step_core`] once. A traced core runs one cycle at a time
    /// ([`step_traced`]); `CORE_READY` is traced before the events of a
    /// waiting core that goes on.
    fn step_core_once(&mut self, i: usize, quantum: u64) -> bool {
        let slot = &mut self.cores[i];
        let waiting = matches!(slot.state, CoreRun::Blocked(..) | CoreRun::Stalled(_));
        if !(waiting || slot.state == CoreRun::Running) || slot.budget == 0 {
            return false;
        }
        let Some(mut core) = slot.core.take() else {
            return false;
        };
        let (budget, tile) = (slot.budget, (slot.col, slot.row));
        let at = self.cycle + quantum - budget;
        let (before, mark, io) = (core.stats(), self.events.len(), self.core_io);
        let state = if self.trace {
            let source = self.source.take();
            let mut known = std::mem::take(&mut self.positions);
            let mut positions = Positions {
                source: source.as_ref(),
                known: &mut known,
            };
            let state = step_traced(
                &mut core,
                &mut Env::new(self, i, at),
                budget,
                &mut positions,
            );
            (self.source, self.positions) = (source, known);
            state
        } else {
            core.step(&mut Env::<false>::new(self, i, at), budget)
        };
        if self.banks.on {
            self.take_core_accesses(i, &mut core, (at, before.cycles));
        }
        let after = core.stats();
        let pc = core.pc();
        let moved = self.core_io > io;
        let slot = &mut self.cores[i];
        slot.core = Some(core);
        let used = after.cycles - before.cycles;
        slot.budget = slot.budget.saturating_sub(used);
        let progressed = used > 0 || after.ops > before.ops || moved;
        if progressed {
            self.last_activity = self.last_activity.max(at + used);
        }
        if self.trace && waiting && progressed {
            let ready = Event {
                cycle: at,
                name: "CORE_READY",
                tile,
                unit: Unit::Core,
                fields: Vec::new(),
                edge: Edge::Instant,
            };
            self.events.insert(mark, ready);
        }
        if slot.state == CoreRun::Off {
            // The core disabled itself through its processor bus.
            return true;
        }
        match state {
            CoreState::Running => slot.state = CoreRun::Running,
            CoreState::Blocked { lock, request } => {
                slot.state = CoreRun::Blocked(lock, request);
                if !waiting || progressed {
                    self.trace_core_wait(at + used, tile, lock, request, pc);
                }
                return progressed;
            }
            CoreState::Stalled(stall) => {
                if !waiting || progressed {
                    self.trace_core_stall(at + used, tile, &stall, pc);
                }
                self.cores[i].state = CoreRun::Stalled(stall);
                return progressed;
            }
            CoreState::Done => {
                slot.state = CoreRun::Done;
                self.event(at + used, "CORE_DONE", tile, Unit::Core, Vec::new);
            }
            CoreState::Error(e) => {
                self.core_failed(i, &e);
                return true;
            }
        }
        progressed
    }

    /// Adds the design's names to the core events from `mark` on.
    fn name_core_events(&mut self, mark: usize) {
        let mut events = std::mem::take(&mut self.events);
        for e in &mut events[mark..] {
            self.name_fields(e.tile, &mut e.fields);
        }
        self.events = events;
    }

    /// Core `i` stopped on error `e`: the run stops with it.
    fn core_failed(&mut self, i: usize, e: &crate::core::CoreError) {
        let slot = &mut self.cores[i];
        slot.state = CoreRun::Done;
        let tile = (slot.col, slot.row);
        let span = e
            .diagnostic
            .span
            .map(|s| self.locate_span(s.start))
            .unwrap_or_default();
        self.fail(format!("core ({}, {}){span}: {e}", tile.0, tile.1));
    }

    /// Runs up to `max` quanta of `quantum` cycles at once, as many
    /// [`Array::run`](crate::bus::Array::run)s would, when only one core can
    /// do anything: untraced, no channel could move at the end of the last
    /// quantum ([`Model::settled`](Model)), one core running and every other
    /// off, done or blocked. The core runs until it would meet the rest of
    /// the array ([`Core::step_alone`]); the ops it ran of a quantum not
    /// finished count against that quantum's budget. Returns the quanta
    /// finished (0 if the array is not so).
    pub(super) fn run_lone_core(&mut self, quantum: u64, max: u64) -> u64 {
        if self.trace || !self.settled || self.fault.is_some() || quantum == 0 || self.stall_ends()
        {
            return 0;
        }
        let mut running = (0..self.cores.len()).filter(|&i| self.core_runs(i));
        let (Some(i), None) = (running.next(), running.next()) else {
            return 0;
        };
        let quanta = self.run_ahead(i, quantum, |core, env| {
            core.step_alone(env, max.saturating_mul(quantum))
        });
        self.cycle += quanta * quantum;
        quanta
    }

    /// Whether core `i` runs (has a body, is enabled, neither blocked nor
    /// done).
    pub(super) fn core_runs(&self, i: usize) -> bool {
        let c = &self.cores[i];
        c.state == CoreRun::Running && c.core.is_some()
    }

    /// Runs core `i` ahead of the rest of the array with `step` (untraced);
    /// the ops it ran of a quantum not finished count against that
    /// quantum's budget. Returns the quanta of `quantum` cycles finished.
    pub(super) fn run_ahead(
        &mut self,
        i: usize,
        quantum: u64,
        step: impl FnOnce(&mut Core, &mut dyn CoreEnv) -> CoreState,
    ) -> u64 {
        let Some(mut core) = self.cores[i].core.take() else {
            return 0;
        };
        let before = core.stats().cycles;
        let state = step(&mut core, &mut Env::<false>::new(self, i, 0));
        let used = core.stats().cycles - before;
        self.cores[i].core = Some(core);
        if let CoreState::Error(e) = state {
            self.core_failed(i, &e);
            // The quantum of the op that failed is not finished.
            return used.saturating_sub(1) / quantum;
        }
        self.cores[i].ahead = used % quantum;
        used / quantum
    }

    /// `CORE_WAIT` of the core of `tile` at `at`, blocked at instruction
    /// `pc` on `request` of `lock`.
    fn trace_core_wait(
        &mut self,
        at: u64,
        tile: (u32, u32),
        lock: LockRef,
        request: LockRequest,
        pc: u32,
    ) {
        let lock_tile = (lock.tile.col, lock.tile.row);
        let value = self
            .tile_index(lock_tile.0, lock_tile.1)
            .and_then(|t| self.tiles[t].as_ref())
            .and_then(|t| t.locks.get(lock.id as usize).copied())
            .unwrap_or(0);
        self.event(at, "CORE_WAIT", tile, Unit::Core, || {
            let mut fields = lock_fields(lock.id, lock_tile, tile, request, value);
            fields.push(("pc", int(pc)));
            fields
        });
    }
}

impl Model {
    /// `CORE_WAIT` of the core of `tile` at `at`, stalled at instruction
    /// `pc` on a cascade or its processor bus: `reason` says which.
    fn trace_core_stall(&mut self, at: u64, tile: (u32, u32), stall: &Stall, pc: u32) {
        let reason = match stall.kind {
            StallKind::CascadePut => "cascade full",
            StallKind::CascadeGet => "cascade empty",
            StallKind::StreamPut { .. } => "stream full",
            StallKind::StreamGet { .. } => "stream empty",
            StallKind::Bus { .. } => "processor bus",
        };
        self.event(at, "CORE_WAIT", tile, Unit::Core, || {
            vec![("reason", Value::Text(reason.into())), ("pc", int(pc))]
        });
    }
}

/// Runs `core` for at most `budget` cycles, one cycle at a time (as one
/// [`Core::step`] with the whole budget runs it: the core stops anywhere
/// and resumes where it stopped), so that each traced event carries its own
/// cycle and instruction; traces `PC_CHANGE` where the core jumps.
fn step_traced(
    core: &mut Core,
    env: &mut Env<true>,
    budget: u64,
    positions: &mut Positions,
) -> CoreState {
    let (start, first) = (core.stats().cycles, env.at);
    loop {
        let used = core.stats().cycles - start;
        if used >= budget {
            return CoreState::Running;
        }
        let (pc, ops) = (core.pc(), core.stats().ops);
        env.at = first + used;
        env.pc = pc;
        let state = core.step(env, 1);
        if core.stats().ops > ops && core.pc() != pc.wrapping_add(1) && state != CoreState::Done {
            env.trace_pc_change(core, positions);
        }
        if state != CoreState::Running {
            return state;
        }
    }
}
