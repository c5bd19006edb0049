//! How a run stops early: errors at a job's instruction, and the
//! who-waits-on-what report of a deadlock or of `--max-cycles`.

use crate::bus::WaitFor;
use std::fmt;

/// Why a run did not finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// An operation could not run (exit 1 in `aie-sim`).
    Error(RunError),
    /// Nothing can progress: no job runnable, the array not progressing.
    Deadlock(Report),
    /// `max_cycles` passed before the control code ended.
    MaxCycles(Report),
    /// The array stopped on an error ([`crate::bus::Array::fault`]; exit 1).
    Fault(String),
}

/// An error at one instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunError {
    /// The column whose uC runs the job.
    pub column: u32,
    /// The page index in the column.
    pub page: usize,
    /// The job id.
    pub job: u32,
    /// The instruction's body offset in its page.
    pub pc: usize,
    /// The instruction's mnemonic.
    pub op: &'static str,
    /// The column's cycle at the error.
    pub cycle: u64,
    /// What went wrong.
    pub kind: ErrorKind,
}

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// An operation or operand the simulator does not model.
    NotSimulated(String),
    /// Data the operation reads is not in the page's data (uC-DMA chain,
    /// APPLY_OFFSET_57 table).
    Data(String),
    /// WRITE_32_D names a register above 23.
    BadRegister,
    /// WAIT_UC_DMA on a register that holds no wait handle.
    BadWaitHandle(u32),
    /// A local barrier id above 15.
    BadBarrier(u32),
    /// REMOTE_BARRIER whose party mask lacks the job's own column.
    NotInParty {
        /// The instruction's party mask (a bit per column).
        mask: u32,
    },
    /// Two columns meet at a remote barrier with different masks.
    PartyMismatch {
        /// The instruction's party mask (a bit per column).
        mask: u32,
        /// The mask of the columns already waiting.
        first: u32,
    },
    /// A second job of one column at a remote barrier.
    TwiceAtBarrier,
    /// APPLY_OFFSET_57's offset field is odd (the assembler writes 2 × arg).
    OddOffset(u32),
    /// APPLY_OFFSET_57 names an argument the host memory lacks.
    NoArgument(usize),
    /// LAUNCH_JOB of a job id the page lacks.
    NoSuchJob(u32),
    /// LAUNCH_JOB of a job that is not deferred or was launched already.
    NotDeferred(u32),
    /// LOAD_PDI/LOAD_CORES names a page that starts no text-label group.
    NoGroup(u32),
    /// LOAD_LAST_PDI before any LOAD_PDI.
    NoLastPdi,
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::NotSimulated(what) => write!(f, "not simulated: {what}"),
            ErrorKind::Data(e) => write!(f, "{e}"),
            ErrorKind::BadRegister => f.write_str("names a register above $r23"),
            ErrorKind::BadWaitHandle(h) => write!(
                f,
                "the register holds 0x{h:x}, which is no uC-DMA wait handle of this column"
            ),
            ErrorKind::BadBarrier(id) => write!(f, "local barrier {id} is not $lb0..$lb15"),
            ErrorKind::NotInParty { mask } => write!(
                f,
                "party mask 0x{mask:x} does not include the job's own column"
            ),
            ErrorKind::PartyMismatch { mask, first } => write!(
                f,
                "party mask 0x{mask:x}, but a column already waits there with 0x{first:x}"
            ),
            ErrorKind::TwiceAtBarrier => f.write_str(
                "a second job of this column at the remote barrier (one job per column takes part)",
            ),
            ErrorKind::OddOffset(v) => write!(
                f,
                "offset field 0x{v:x} is odd: the assembler writes twice the argument index (or 0xffff)"
            ),
            ErrorKind::NoArgument(a) => write!(
                f,
                "adds the host address of argument {a}, which the run does not have"
            ),
            ErrorKind::NoSuchJob(id) => write!(f, "no job {id} on this page"),
            ErrorKind::NotDeferred(id) => write!(
                f,
                "job {id} is not a START_JOB_DEFERRED job waiting to be launched"
            ),
            ErrorKind::NoGroup(p) => write!(f, "page {p} starts no text-label group"),
            ErrorKind::NoLastPdi => f.write_str("no PDI was loaded before"),
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "column {}, page {}, job {}, pc 0x{:x} ({}), cycle {}: {}",
            self.column, self.page, self.job, self.pc, self.op, self.cycle, self.kind
        )
    }
}

impl std::error::Error for RunError {}

/// One job that has not ended and what it waits for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobWait {
    /// The column whose uC runs the job.
    pub column: u32,
    /// The page index in the column.
    pub page: usize,
    /// The job id.
    pub job: u32,
    /// The body offset of the instruction it stands at, in its page.
    pub pc: usize,
    /// That instruction's mnemonic.
    pub op: &'static str,
    /// What it waits for, in words (`never launched (START_JOB_DEFERRED)`, a barrier, tokens, ...).
    pub waits: String,
}

/// Who waits on what when a run stops.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The runner's cycle when the run stopped.
    pub cycle: u64,
    /// The jobs that have not ended.
    pub jobs: Vec<JobWait>,
    /// [`crate::bus::Array::waits`].
    pub array: Vec<String>,
    /// The root cause and wait-for graph, if the array tells.
    pub why: Box<WaitFor>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "at cycle {}:", self.cycle)?;
        write_wait_for(f, self.why.cause.as_deref(), &self.why.graph)?;
        for w in &self.jobs {
            writeln!(
                f,
                "  column {} page {} job {} pc 0x{:x} {}: waits for {}",
                w.column, w.page, w.job, w.pc, w.op, w.waits
            )?;
        }
        for line in &self.array {
            writeln!(f, "  array: {line}")?;
        }
        Ok(())
    }
}

/// The root cause (`  root cause: ...`) and the wait-for graph, indented,
/// as a report shows them before its other lines.
pub fn write_wait_for(
    f: &mut impl fmt::Write,
    cause: Option<&str>,
    graph: &[String],
) -> fmt::Result {
    if let Some(c) = cause {
        writeln!(f, "  root cause: {c}")?;
    }
    if !graph.is_empty() {
        writeln!(f, "  wait-for graph (→ waits for, ← given by):")?;
        for line in graph {
            writeln!(f, "    {line}")?;
        }
    }
    Ok(())
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stop::Error(e) => write!(f, "{e}"),
            Stop::Deadlock(r) => write!(f, "deadlock: nothing can progress {r}"),
            Stop::MaxCycles(r) => write!(f, "--max-cycles reached {r}"),
            Stop::Fault(m) => write!(f, "{m}"),
        }
    }
}
