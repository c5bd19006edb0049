//! The array model aie-sim drives. Until `runtime_sim::array` lands, a
//! register-only stand-in: it keeps what the uCs write and answers their
//! reads, but has no DMAs, cores or task-complete tokens, so a design whose
//! runtime job waits for tokens stops with the deadlock report (exit 2).

use dialect::cert::elf::AiecNote;
use dialect::Ir;
use runtime_sim::bus::{Activity, Array, Event, HostMemory};
use std::collections::HashMap;

/// The array model for a design (`note` names the device; `cores` holds the
/// lowered core bodies).
pub(super) fn model(
    _note: Option<&AiecNote>,
    _cores: Option<&Ir>,
) -> Result<Box<dyn Array>, String> {
    Ok(Box::new(Registers::default()))
}

/// Array words as written, nothing else.
#[derive(Default)]
struct Registers {
    words: HashMap<u64, u32>,
    writes: u64,
}

impl Array for Registers {
    fn write(&mut self, addr: u64, value: u32) {
        self.writes += 1;
        self.words.insert(addr, value);
    }
    fn read(&mut self, addr: u64) -> u32 {
        self.words.get(&addr).copied().unwrap_or(0)
    }
    fn run(&mut self, cycles: u64, _host: &mut HostMemory) -> Activity {
        Activity {
            cycles,
            progressed: false,
            busy: false,
        }
    }
    fn take_token(&mut self, _column: u32, _tile_id: u32, _actor: u32) -> bool {
        false
    }
    fn waits(&self) -> Vec<String> {
        vec![format!(
            "no array model in this build (registers only: {} words written; no DMAs, cores or task-complete tokens)",
            self.writes
        )]
    }
    fn drain_events(&mut self) -> Vec<Event> {
        Vec::new()
    }
}
