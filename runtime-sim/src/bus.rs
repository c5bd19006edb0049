//! The interface between the CERT job-runner and the model of the array:
//! what the uCs do to the array (register and memory writes and reads at
//! array addresses `col<<25 | row<<20 | offset`), what they wait for
//! (task-complete tokens), and the host memory the shim DMAs reach.

use crate::timing::Controller;
use std::borrow::Cow;
use std::ops::DerefMut;

/// What the job-runner needs from the array model.
pub trait Array {
    /// A 32-bit write at an array address (registers, data memory, queues).
    fn write(&mut self, addr: u64, value: u32);
    /// Whether a write at `addr` is taken now: `false` holds the writer
    /// back (a DMA start queue that is full until a task starts).
    fn accepts(&self, _addr: u64) -> bool {
        true
    }
    /// A 32-bit read at an array address (registers and data memory).
    fn read(&mut self, addr: u64) -> u32;
    /// Advances the array by at most `cycles` cycles; returns what happened.
    fn run(&mut self, cycles: u64, host: &mut HostMemory) -> Activity;
    /// Runs up to `max` quanta of `cycles` at once, exactly as that many
    /// [`Array::run`]s would, if nothing that the job-runner can see (a
    /// token, a start queue, a lock, a register, the array being busy) can
    /// change in them; returns the quanta run, 0 if it cannot tell. Each
    /// of them progressed. Called only when no job ran in the last quantum
    /// and every waiting job waits for a token or a barrier.
    fn run_alone(&mut self, _cycles: u64, _max: u64, _host: &mut HostMemory) -> u64 {
        0
    }
    /// Takes one task-complete token of `(tile id, actor id)` (tile id =
    /// col<<5 | row; actor: S2MM n = n, MM2S n = 6 + n) delivered to the uC
    /// of `column`, if one has arrived.
    fn take_token(&mut self, column: u32, tile_id: u32, actor: u32) -> bool;
    /// Who is waiting on what, for deadlock and hang reports (one line each).
    fn waits(&self) -> Vec<String>;
    /// Why the array cannot go on: the root cause and the wait-for graph of
    /// its waits and of the uC jobs' `tokens` waits. An array that cannot
    /// tell gives none.
    fn wait_for(&mut self, _tokens: &[TokenWait]) -> WaitFor {
        WaitFor::default()
    }
    /// The cycle after the last thing that moved: a DMA word, a lock
    /// taken or given, a core op (0 before any).
    fn last_activity(&self) -> u64 {
        0
    }
    /// Trace events produced since the last call.
    fn drain_events(&mut self) -> Vec<Event>;
    /// What the NPU controller's operations cost on this array's device
    /// ([`crate::timing::Controller`]); one cycle each by default.
    fn controller(&self) -> Controller {
        Controller::UNIT
    }
    /// The cycles the controller is busy after writing `value` at `addr`
    /// beyond the write itself: a DMA task's dispatch for a start-queue
    /// push, else 0.
    fn write_cycles(&self, _addr: u64) -> u64 {
        0
    }
    /// For a write at `addr` that pushes onto the start queue of a channel
    /// with nothing to do: the cycle its last task finished (`None` for any
    /// other write, a busy channel or one that never ran). The controller
    /// dispatches onto it [`Controller::idle_dispatch_cycles`] after.
    fn idle_since(&self, _addr: u64) -> Option<u64> {
        None
    }
    /// LOAD_PDI: the uC of `column` starts running PDI `pdi`, which first
    /// resets the column's tiles. An array without state to reset ignores it.
    fn load_pdi(&mut self, _column: u32, _pdi: u32) {}
    /// The error that stopped the array (a lock leaving 0..63, a DMA address
    /// outside memory, a core error...), if any; the array stops moving.
    fn fault(&self) -> Option<String> {
        None
    }
}

/// A uC job that waits for a task-complete token ([`Array::wait_for`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenWait {
    /// The job, as a report names it: `column 0 job 2 (WAIT_TCTS)`.
    pub job: String,
    /// The job's column (its uC).
    pub column: u32,
    /// col << 5 | row of the channel's tile.
    pub tile_id: u32,
    /// S2MM n = n, MM2S n = 6 + n.
    pub actor: u32,
}

/// The result of [`Array::wait_for`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WaitFor {
    /// One sentence: the wait nothing can end, or the cycle of waits.
    pub cause: Option<String>,
    /// One line per unit: what it waits for (→) and who would give it (←).
    pub graph: Vec<String>,
    /// The chain of the root cause, each unit's tile `(col, row)` (a uC
    /// job's: its column's shim tile) and label, each waiting on the next;
    /// a cycle when `ring` (the last waits on the first).
    pub chain: Vec<((u32, u32), String)>,
    /// Whether `chain` is a cycle: its last unit waits on the first.
    pub ring: bool,
}

/// The result of [`Array::run`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Activity {
    /// Cycles actually simulated.
    pub cycles: u64,
    /// Whether anything moved (data, lock, core op) in those cycles.
    pub progressed: bool,
    /// Whether anything is still running or waiting (a DMA with work, a
    /// core not done); `false` means the array is idle.
    pub busy: bool,
    /// Whether all that progressed were cores in loops they never leave
    /// (IRON's `range_(sys.maxsize)` spinning after its work): nothing
    /// another unit or the host could see.
    pub spinning: bool,
}

/// One trace event of the array, named and with fields as seed 004 (the
/// simulator event trace) has them: `CORE_*`, `*_LOCK_REQ`, `PC_CHANGE`,
/// `CORE_*_REQ`, `DMA_*`, `DATA_*`, plus aiec's `CORE_DONE` and `TCT`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Cycle at which it happened (the unit's own time in its quantum).
    pub cycle: u64,
    /// Event name, e.g. `DMA_S2MM_START`.
    pub name: &'static str,
    /// The tile `(col, row)`: seed 004's `col` and `row` fields.
    pub tile: (u32, u32),
    /// The part of the tile the event is about; a DMA channel gives seed
    /// 004's `ch` field.
    pub unit: Unit,
    /// The other fields, in order, with seed 004's names where it has one
    /// (`bd`, `start`, `lockid`, `dir`, `pc`, `address`, ...).
    pub fields: Vec<(&'static str, Value)>,
    /// An instant, or an edge of a level event (a span from its rise to its
    /// fall: the AIE-ML trace unit's `STALLED_LOCK`, `LOCK_STALL`, ...).
    pub edge: Edge,
}

/// Whether an [`Event`] is an instant or an edge of a level event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Edge {
    /// Something that happens in one cycle.
    #[default]
    Instant,
    /// A level event begins.
    Rise,
    /// A level event ends.
    Fall,
}

/// The part of a tile an [`Event`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Unit {
    /// The core.
    Core,
    /// S2MM channel n.
    S2mm(u32),
    /// MM2S channel n.
    Mm2s(u32),
}

/// The value of an [`Event`] field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// An id, a count or a lock value.
    Int(i64),
    /// An address or a data word (shown in hex).
    Hex(u64),
    /// A name: a direction, a lock operation, a source position.
    Text(Cow<'static, str>),
}

impl std::fmt::Display for Value {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Value::Int(v) => write!(f, "{v}"),
            Value::Hex(v) => write!(f, "0x{v:x}"),
            Value::Text(s) => f.write_str(s),
        }
    }
}

impl std::fmt::Display for Unit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unit::Core => f.write_str("core"),
            Unit::S2mm(n) => write!(f, "S2MM {n}"),
            Unit::Mm2s(n) => write!(f, "MM2S {n}"),
        }
    }
}

/// Host (DDR) memory: one region per runtime-sequence argument and one per
/// column's control code, each at a fixed host address.
#[derive(Debug, Default)]
pub struct HostMemory {
    /// Regions by base address, in address order: a handful, looked up by
    /// a binary search at every DMA run that reaches host memory.
    regions: Vec<(u64, Region)>,
}

/// The bytes of one host region: a `Vec<u8>`, or any buffer its owner
/// hands over (aie-sim maps an input file privately instead of reading it).
pub struct Region(Box<dyn DerefMut<Target = [u8]>>);

impl Region {
    /// A region holding `buffer`'s bytes.
    pub fn new(buffer: impl DerefMut<Target = [u8]> + 'static) -> Self {
        Region(Box::new(buffer))
    }
}

impl From<Vec<u8>> for Region {
    fn from(bytes: Vec<u8>) -> Self {
        Region::new(bytes)
    }
}

impl std::ops::Deref for Region {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.0
    }
}

impl DerefMut for Region {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut self.0
    }
}

impl std::fmt::Debug for Region {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Region({} bytes)", self.len())
    }
}

/// Host address of argument `index`: 4 GiB apart, never 0, within 48 bits.
pub fn arg_address(index: usize) -> u64 {
    (index as u64 + 1) << 32
}

/// Host address of the control code of column `column` (APPLY_OFFSET_57's
/// offset 0xFFFF): its pages, 8 KiB each, then its pad; 256 MiB apart from
/// 2 GiB on, below the arguments.
pub fn control_code_address(column: u32) -> u64 {
    0x8000_0000 + (u64::from(column) << 28)
}

/// Host address of the run's scratchpad (the buffer CREATE_SCRATCHPAD
/// copies, XRT's `run.get_ctrl_scratchpad_bo()`): 1 GiB, below the control
/// code and the arguments.
pub fn scratchpad_address() -> u64 {
    0x4000_0000
}

impl HostMemory {
    /// Adds the run's scratchpad at [`scratchpad_address`].
    pub fn add_scratchpad(&mut self, bytes: impl Into<Region>) {
        self.insert(scratchpad_address(), bytes.into());
    }

    /// The bytes of the run's scratchpad, if it has one.
    pub fn scratchpad(&self) -> Option<&[u8]> {
        let base = scratchpad_address();
        let k = self.regions.binary_search_by_key(&base, |r| r.0).ok()?;
        Some(&self.regions[k].1)
    }

    /// Adds argument `index` with its initial bytes.
    pub fn add_arg(&mut self, index: usize, bytes: impl Into<Region>) {
        self.insert(arg_address(index), bytes.into());
    }

    /// Adds the control code of `column` (its pages and pad) at
    /// [`control_code_address`].
    pub fn add_control_code(&mut self, column: u32, bytes: Vec<u8>) {
        self.insert(control_code_address(column), bytes.into());
    }

    /// Puts `bytes` at `base`, in place of a region there.
    fn insert(&mut self, base: u64, bytes: Region) {
        match self.regions.binary_search_by_key(&base, |r| r.0) {
            Ok(k) => self.regions[k].1 = bytes,
            Err(k) => self.regions.insert(k, (base, bytes)),
        }
    }

    /// The bytes of argument `index`.
    pub fn arg(&self, index: usize) -> Option<&[u8]> {
        let base = arg_address(index);
        let k = self.regions.binary_search_by_key(&base, |r| r.0).ok()?;
        Some(&self.regions[k].1)
    }

    /// Argument `index`'s region, taken out (as the run left its bytes).
    pub fn take_arg(&mut self, index: usize) -> Option<Region> {
        let base = arg_address(index);
        let k = self.regions.binary_search_by_key(&base, |r| r.0).ok()?;
        Some(self.regions.remove(k).1)
    }

    /// The region that starts last at or below host address `addr`: its
    /// base and bytes.
    fn below(&self, addr: u64) -> Option<&(u64, Region)> {
        let k = self
            .regions
            .partition_point(|r| r.0 <= addr)
            .checked_sub(1)?;
        Some(&self.regions[k])
    }

    /// [`HostMemory::below`], writable.
    fn below_mut(&mut self, addr: u64) -> Option<&mut (u64, Region)> {
        let k = self
            .regions
            .partition_point(|r| r.0 <= addr)
            .checked_sub(1)?;
        Some(&mut self.regions[k])
    }

    fn region(&mut self, addr: u64, len: usize) -> Option<&mut [u8]> {
        let (base, bytes) = self.below_mut(addr)?;
        let start = usize::try_from(addr - *base).ok()?;
        bytes.get_mut(start..start.checked_add(len)?)
    }

    /// The bytes from host address `addr` to the end of its region, at
    /// least one word; else where `addr` is ([`HostMemory::describe`]).
    pub fn word_span_mut(&mut self, addr: u64) -> Result<&mut [u8], String> {
        let k = self.regions.partition_point(|r| r.0 <= addr).checked_sub(1);
        let start = k.and_then(|k| {
            let (base, bytes) = &self.regions[k];
            let start = usize::try_from(addr - base).ok()?;
            (bytes.len().checked_sub(start)? >= 4).then_some((k, start))
        });
        match start {
            Some((k, start)) => Ok(&mut self.regions[k].1[start..]),
            None => Err(self.describe(addr)),
        }
    }

    /// Where host address `addr` is, for a fault past a buffer: the
    /// argument (or control code) below it, the byte offset and the
    /// buffer's size.
    pub fn describe(&self, addr: u64) -> String {
        let Some(&(base, ref bytes)) = self.below(addr) else {
            return format!("host address 0x{addr:x} is below every argument buffer");
        };
        let what = match (base >> 32).checked_sub(1) {
            Some(k) if arg_address(k as usize) == base => format!("argument {k}"),
            _ => format!("the buffer at 0x{base:x}"),
        };
        format!(
            "the transfer reaches byte {} of {what}, whose buffer holds {} bytes (host address 0x{addr:x})",
            addr - base,
            bytes.len()
        )
    }

    /// Reads a 32-bit word at a host address; `None` outside every region.
    pub fn read(&mut self, addr: u64) -> Option<u32> {
        let b = self.region(addr, 4)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Writes a 32-bit word at a host address; `false` outside every region.
    pub fn write(&mut self, addr: u64, value: u32) -> bool {
        match self.region(addr, 4) {
            Some(b) => {
                b.copy_from_slice(&value.to_le_bytes());
                true
            }
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_memory_words_inside_regions_only() {
        let mut host = HostMemory::default();
        host.add_arg(0, vec![0; 8]);
        host.add_arg(1, vec![1, 0, 0, 0]);
        assert!(host.write(arg_address(0) + 4, 0xAABB_CCDD));
        assert_eq!(host.read(arg_address(0) + 4), Some(0xAABB_CCDD));
        assert_eq!(host.read(arg_address(0) + 6), None);
        assert_eq!(host.read(arg_address(1)), Some(1));
        assert!(!host.write(arg_address(2), 0));
        assert_eq!(host.arg(0).map(<[u8]>::len), Some(8));
    }
}
