//! Cores in the array: the interpreter ([`crate::core`]) running a core's
//! body against the tile memories and locks of the model.

use super::{CoreRun, Model, TileState};
use crate::bus::Event;
use crate::core::{
    CoreEnv, CoreState, KernelArg, LockFault, LockOutcome, LockRef, LockRequest, MemFault, Tile,
};
use crate::kernels::Kernels;

/// What a core sees: the model's tiles, and the trace.
struct Env<'a> {
    rows: u32,
    columns: u32,
    tiles: &'a mut [Option<TileState>],
    events: Option<&'a mut Vec<Event>>,
    at: u64,
    core: (u32, u32),
    kernels: Option<&'a Kernels>,
}

impl Env<'_> {
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

    fn trace(&mut self, name: &str, lock: LockRef, detail: String) {
        if let Some(ev) = self.events.as_mut() {
            ev.push(Event {
                cycle: self.at,
                name: name.to_string(),
                tile: Some(self.core),
                duration: 0,
                detail: format!("lock {} of {}: {detail}", lock.id, lock.tile),
            });
        }
    }
}

impl CoreEnv for Env<'_> {
    fn read(&mut self, tile: Tile, addr: u32, out: &mut [u8]) -> Result<(), MemFault> {
        let len = out.len();
        out.copy_from_slice(self.bytes(tile, addr, len)?);
        Ok(())
    }

    fn write(&mut self, tile: Tile, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.bytes(tile, addr, data.len())?.copy_from_slice(data);
        Ok(())
    }

    fn try_acquire(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault> {
        self.apply(lock, req)
    }

    fn release(&mut self, lock: LockRef, value: i32) -> Result<(), LockFault> {
        self.apply(lock, LockRequest::Release(value)).map(|_| ())
    }

    fn kernel(&mut self, name: &str, args: &[KernelArg]) -> Result<u64, String> {
        match self.kernels {
            Some(k) => k.run(name, args, self),
            None => Err(format!("not simulated: call to external function @{name}")),
        }
    }
}

impl Env<'_> {
    /// Applies `req` to `lock` (traced); `Ok(false)` if an acquire must wait.
    fn apply(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault> {
        let s = self.tile(lock.tile).ok_or(LockFault::NoSuchLock)?;
        let v = s
            .locks
            .get_mut(lock.id as usize)
            .ok_or(LockFault::NoSuchLock)?;
        let from = *v;
        match req.apply(from) {
            LockOutcome::Done(n) => {
                *v = n;
                let name = match req {
                    LockRequest::AcquireEq(_) => "ACQ_WRITE_LOCK_REQ",
                    LockRequest::AcquireGe(_) => "ACQ_READ_LOCK_REQ",
                    LockRequest::Release(_) => "REL_LOCK_REQ",
                };
                self.trace(name, lock, format!("{req}: {from} -> {n}"));
                Ok(true)
            }
            LockOutcome::Wait => Ok(false),
            LockOutcome::OutOfRange(to) => Err(LockFault::OutOfRange { from, to }),
        }
    }
}

impl Model {
    /// Runs core `i` for what is left of its budget; returns whether it
    /// did anything.
    pub(super) fn step_core(&mut self, i: usize, quantum: u64) -> bool {
        let slot = &mut self.cores[i];
        if !matches!(slot.state, CoreRun::Running | CoreRun::Blocked(..)) || slot.budget == 0 {
            return false;
        }
        let Some(core) = slot.core.as_mut() else {
            return false;
        };
        let at = self.cycle + quantum - slot.budget;
        let before = core.stats();
        let mut env = Env {
            rows: self.device.rows,
            columns: self.device.columns,
            tiles: &mut self.tiles,
            events: self.trace.then_some(&mut self.events),
            at,
            core: (slot.col, slot.row),
            kernels: self.kernels.as_deref(),
        };
        let state = core.step(&mut env, slot.budget);
        let after = core.stats();
        let used = after.cycles - before.cycles;
        slot.budget = slot.budget.saturating_sub(used);
        let was_blocked = matches!(slot.state, CoreRun::Blocked(..));
        let tile = (slot.col, slot.row);
        let progressed = used > 0 || after.ops > before.ops;
        match state {
            CoreState::Running => slot.state = CoreRun::Running,
            CoreState::Blocked { lock, request } => {
                slot.state = CoreRun::Blocked(lock, request);
                if !was_blocked || progressed {
                    let detail = format!("lock {} of {}: {request}", lock.id, lock.tile);
                    self.event(at + used, "CORE_WAIT", tile, detail);
                }
                return progressed;
            }
            CoreState::Done => {
                slot.state = CoreRun::Done;
                self.event(at + used, "CORE_DONE", tile, String::new());
            }
            CoreState::Error(e) => {
                slot.state = CoreRun::Done;
                let span = e
                    .diagnostic
                    .span
                    .map(|s| self.locate_span(s.start))
                    .unwrap_or_default();
                self.fail(format!("core ({}, {}){span}: {e}", tile.0, tile.1));
                return true;
            }
        }
        if was_blocked {
            self.event(at, "CORE_READY", tile, String::new());
        }
        progressed
    }
}
