//! Cores in the array: the interpreter ([`crate::core`]) running a core's
//! body against the tile memories and locks of the model.

use super::trace::{dir, int, lock_fields, Fields};
use super::{locate, CoreRun, Model, Source, TileState};
use crate::bus::{Event, Unit, Value};
use crate::core::{
    copy_small, Core, CoreEnv, CoreState, KernelArg, LockFault, LockOutcome, LockRef, LockRequest,
    MemFault, Tile,
};
use crate::kernels::Kernels;
use aie_target::device::Device;
use std::collections::HashMap;

/// What a core sees: the model's tiles, and the trace (recorded only in a
/// `TRACE` environment, so that an untraced run has no trace code).
struct Env<'a, const TRACE: bool> {
    rows: u32,
    columns: u32,
    device: &'static Device,
    tiles: &'a mut [Option<TileState>],
    events: &'a mut Vec<Event>,
    /// The cycle and the instruction of the op being run (a traced core
    /// runs one cycle at a time).
    at: u64,
    /// The cycle of the lock op being run ([`CoreEnv::clock`]).
    now: u64,
    pc: u32,
    core: (u32, u32),
    kernels: Option<&'a Kernels>,
}

impl<'a, const TRACE: bool> Env<'a, TRACE> {
    /// The tiles as the core of tile `core` sees them at cycle `at`.
    fn new(
        device: &'static Device,
        tiles: &'a mut [Option<TileState>],
        events: &'a mut Vec<Event>,
        kernels: Option<&'a Kernels>,
        core: (u32, u32),
        at: u64,
    ) -> Self {
        Env {
            rows: device.rows,
            columns: device.columns,
            device,
            tiles,
            events,
            at,
            now: at,
            pc: 0,
            core,
            kernels,
        }
    }

    /// The same view, untraced (for a kernel's own accesses).
    fn untraced(&mut self) -> Env<'_, false> {
        Env::new(
            self.device,
            self.tiles,
            self.events,
            self.kernels,
            self.core,
            self.at,
        )
    }

    fn tile(&mut self, t: Tile) -> Option<&mut TileState> {
        if t.col >= self.columns || t.row >= self.rows {
            return None;
        }
        self.tiles
            .get_mut((t.col * self.rows + t.row) as usize)?
            .as_mut()
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
        self.events.push(Event {
            cycle: self.at,
            name,
            tile: self.core,
            unit: Unit::Core,
            fields,
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
        let banks = self.device.mem_banks(kind).max(1) as usize;
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

    fn event(&mut self, id: u8) {
        if TRACE {
            let name = match id {
                0 => "INSTR_EVENT_0",
                _ => "INSTR_EVENT_1",
            };
            self.trace(name, vec![("pc", int(self.pc))]);
        }
    }

    /// The memories of `tiles`, untraced (a traced core's accesses are
    /// events).
    fn memories(&mut self, tiles: &[Tile]) -> Option<Vec<&mut [u8]>> {
        if TRACE {
            return None;
        }
        let (rows, columns) = (self.rows, self.columns);
        let mut rest = &mut self.tiles[..];
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
    fn kernel(&mut self, name: &str, args: &[KernelArg]) -> Result<u64, String> {
        match self.kernels {
            Some(k) => k.run(name, args, &mut self.untraced()),
            None => Err(format!("not simulated: call to external function @{name}")),
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
            return Ok(false);
        }
        match req.apply(from) {
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

    /// Whether blocked core `i` waits only for its lock's release to come,
    /// later in this quantum than the core's time: then it waits until
    /// then (its budget shrinks to the rest of the quantum).
    fn wait_for_release(&mut self, i: usize, quantum: u64) -> bool {
        let end = self.cycle + quantum;
        let slot = &self.cores[i];
        let CoreRun::Blocked(lock, req) = slot.state else {
            return false;
        };
        let now = end.saturating_sub(slot.budget);
        let Some(t) = self
            .tile_index(lock.tile.col, lock.tile.row)
            .and_then(|t| self.tiles[t].as_ref())
        else {
            return false;
        };
        let id = lock.id as usize;
        let (Some(&value), Some(&released)) = (t.locks.get(id), t.released.get(id)) else {
            return false;
        };
        if released <= now || released >= end || req.apply(value) == LockOutcome::Wait {
            return false;
        }
        self.cores[i].budget = end - released;
        true
    }

    /// [`Model::step_core`] once. A traced core runs one cycle at a time
    /// ([`step_traced`]); `CORE_READY` is traced before the events of a
    /// blocked core that goes on.
    fn step_core_once(&mut self, i: usize, quantum: u64) -> bool {
        let slot = &mut self.cores[i];
        if !matches!(slot.state, CoreRun::Running | CoreRun::Blocked(..)) || slot.budget == 0 {
            return false;
        }
        let Some(core) = slot.core.as_mut() else {
            return false;
        };
        let at = self.cycle + quantum - slot.budget;
        let (before, mark, tile) = (core.stats(), self.events.len(), (slot.col, slot.row));
        let (device, tiles, events) = (self.device, &mut self.tiles, &mut self.events);
        let kernels = self.kernels.as_deref();
        let state = if self.trace {
            let mut env = Env::<true>::new(device, tiles, events, kernels, tile, at);
            let mut positions = Positions {
                source: self.source.as_ref(),
                known: &mut self.positions,
            };
            step_traced(core, &mut env, slot.budget, &mut positions)
        } else {
            let mut env = Env::<false>::new(device, tiles, events, kernels, tile, at);
            core.step(&mut env, slot.budget)
        };
        let after = core.stats();
        let used = after.cycles - before.cycles;
        slot.budget = slot.budget.saturating_sub(used);
        let was_blocked = matches!(slot.state, CoreRun::Blocked(..));
        let progressed = used > 0 || after.ops > before.ops;
        if progressed {
            self.last_activity = self.last_activity.max(at + used);
        }
        if self.trace && was_blocked && progressed {
            let ready = Event {
                cycle: at,
                name: "CORE_READY",
                tile,
                unit: Unit::Core,
                fields: Vec::new(),
            };
            self.events.insert(mark, ready);
        }
        match state {
            CoreState::Running => slot.state = CoreRun::Running,
            CoreState::Blocked { lock, request } => {
                slot.state = CoreRun::Blocked(lock, request);
                if !was_blocked || progressed {
                    let pc = core.pc();
                    self.trace_core_wait(at + used, tile, lock, request, pc);
                }
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
        if self.trace || !self.settled || self.fault.is_some() || quantum == 0 {
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
        let slot = &mut self.cores[i];
        let Some(core) = slot.core.as_mut() else {
            return 0;
        };
        let (device, tiles, events) = (self.device, &mut self.tiles, &mut self.events);
        let kernels = self.kernels.as_deref();
        let mut env = Env::<false>::new(device, tiles, events, kernels, (slot.col, slot.row), 0);
        let before = core.stats().cycles;
        let state = step(core, &mut env);
        let used = core.stats().cycles - before;
        if let CoreState::Error(e) = state {
            self.core_failed(i, &e);
            // The quantum of the op that failed is not finished.
            return used.saturating_sub(1) / quantum;
        }
        slot.ahead = used % quantum;
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
