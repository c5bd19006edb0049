//! The CERT job-runner: one per column (uC), running the column's ctrlcode
//! pages against an [`Array`] (docs/simulator.md, "Job-runner").
//!
//! - A column runs its default text-label group's pages in order; a page
//!   starts when every scheduled job of the previous page has ended. All
//!   columns run concurrently.
//! - The jobs of a page are scheduled cooperatively, round robin in page
//!   order: a job runs until it ends, yields or blocks (WAIT_TCTS without
//!   its tokens, an immature barrier, a uC-DMA wait, an unsatisfied poll).
//! - Time advances in quanta ([`Options::quantum`] cycles): every column
//!   runs its jobs for one quantum, then the array runs for it.
//! - Cost model: one cycle per operation; a uC-DMA transfer takes one
//!   cycle per word on the column's DMA engine (transfers run one after the
//!   other; the words reach the array when the transfer is enqueued, in
//!   issue order); SLEEP takes 1000 cycles per microsecond (1 GHz).
//!
//! Nothing here panics; every run ends in a [`Summary`] or a [`Stop`].

mod code;
mod report;
#[cfg(test)]
mod tests;

use crate::bus::{arg_address, control_code_address, Array, HostMemory, TokenWait};
use crate::timing::Controller;
use aie_target::cert::encoding::Instr;
use aie_target::cert::format::HEADER_SIZE;
use aie_target::cert::loader::{Column, Page, Program};
use aie_target::regs::{set_shim_bd_host_address, shim_bd_host_address};
use code::{compile_page, JobCode};
pub use report::{write_wait_for, ErrorKind, JobWait, Report, RunError, Stop};
use std::borrow::Cow;

/// Cycles per microsecond of SLEEP (a 1 GHz uC clock).
pub const CYCLES_PER_US: u64 = 1000;
/// Words of one shim BD set in an APPLY_OFFSET_57 table (decisions.md).
const SHIM_BD_WORDS: usize = 9;

/// How the runner runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Stop with [`Stop::MaxCycles`] once this many cycles have passed.
    pub max_cycles: u64,
    /// Cycles of one scheduling quantum (at least 1).
    pub quantum: u64,
    /// Quanta in a row without progress anywhere (no op run, no uC-DMA
    /// pending, the array not progressing) before a deadlock is declared.
    pub patience: u32,
    /// After the control code ends, run the array until it is idle (or
    /// stops progressing).
    pub drain: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            max_cycles: 100_000_000,
            quantum: 64,
            patience: 4,
            drain: true,
        }
    }
}

/// Counts of a finished run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Cycles simulated (uCs and array), the quanta after the last event
    /// that tell the run has stopped included.
    pub cycles: u64,
    /// The cycle after the last event: a uC op or uC-DMA word, a word a
    /// DMA moved, a lock taken or given, a core op ([`Array::last_activity`]).
    pub last_event: u64,
    /// ctrlcode operations executed (END_JOB included; blocked retries not).
    pub ops: u64,
    /// Words written to the array by the uCs (uC-DMA and single writes).
    pub words: u64,
    /// uC-DMA transfers.
    pub dma_transfers: u64,
    /// Jobs ended.
    pub jobs: u64,
    /// Pages run.
    pub pages: u64,
}

/// What the runner reports for a trace (jobs, barriers, uC-DMA, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunEvent {
    /// The cycle it starts at, on its column's uC clock.
    pub cycle: u64,
    /// Span length in cycles (0 for instants).
    pub duration: u64,
    /// The column (uC).
    pub column: u32,
    /// `JOB`, `PAGE`, `UC_DMA`, `LOCAL_BARRIER`, `REMOTE_BARRIER`,
    /// `WAIT_TCTS`, `SAVE_TIMESTAMPS`, `SAVE_REGISTER`; `STALL` where a run
    /// stops with work left (the jobs and pages open then end there too).
    pub name: &'static str,
    /// What it is about, in words (`page 3`, a uC-DMA's job and BD chain, ...).
    pub detail: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    /// Deferred and not launched yet.
    Deferred,
    Ready,
    Ended,
}

#[derive(Clone, Debug)]
struct JobState {
    pc: usize,
    regs: [u32; 8],
    status: Status,
    /// Tokens taken so far by the WAIT_TCTS at `pc`.
    tokens: u32,
    /// The barrier generation this job waits to see pass.
    barrier: Option<u64>,
    /// The uC-DMA transfer a _SYNC at `pc` waits for.
    dma: Option<usize>,
    /// The REL_ACQ_SYNC at `pc` has released its lock and waits to acquire it.
    released: bool,
    started: u64,
}

#[derive(Clone, Copy, Debug, Default)]
struct LocalBarrier {
    count: u32,
    generation: u64,
}

#[derive(Clone, Copy, Debug, Default)]
struct RemoteBarrier {
    mask: u32,
    arrived: u32,
    generation: u64,
}

struct ColumnState<'p> {
    index: u32,
    /// The page running (index into the column's pages) and the end of its
    /// group; `None` once the column is done.
    page: Option<usize>,
    group_end: usize,
    /// Where to go on after a LOAD_PDI/LOAD_CORES group: (page, group end).
    returns: Vec<(usize, usize)>,
    /// A group to run after the current page (LOAD_PDI/LOAD_CORES).
    pending: Option<usize>,
    /// The PDI id of `pending` (LOAD_PDI, LOAD_LAST_PDI): the column is
    /// reset when it starts.
    pending_pdi: Option<u32>,
    last_pdi: Option<(u32, usize)>,
    last_cores: Option<u32>,
    /// Jobs this run leaves out: the entry's configuration jobs when its
    /// configuration is still in place (see [`Runner::rerun`]).
    skip: Vec<u32>,
    /// The running page's data copy (APPLY_OFFSET_57 patches it).
    live: Option<Cow<'p, Page>>,
    code: Vec<JobCode>,
    jobs: Vec<JobState>,
    cursor: usize,
    globals: [u32; 16],
    local: [LocalBarrier; 16],
    now: u64,
    dma_free: u64,
    dma_done: Vec<u64>,
    page_started: u64,
}

/// The job-runners of a program.
pub struct Runner<'p> {
    program: &'p Program,
    options: Options,
    columns: Vec<ColumnState<'p>>,
    remote: Vec<RemoteBarrier>,
    cycle: u64,
    summary: Summary,
    events: Vec<RunEvent>,
    progress: Option<Progress>,
    /// The firmware's state table, as CREATE_SCRATCHPAD copied it from the
    /// run's scratchpad (one per array: the scratchpad is a resource of the
    /// whole partition).
    state_table: [u32; STATE_TABLE_WORDS],
    /// What the controller's operations cost ([`Array::controller`], taken
    /// when a run starts).
    cost: Controller,
    /// The cycle this run started.
    started: u64,
}

/// Words of the firmware's state table.
const STATE_TABLE_WORDS: usize = 32;

/// The PDI (id and group page) and the cores each column (by index) loaded
/// last ([`Runner::loaded`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Loaded(Vec<ColumnLoaded>);

/// A column's index, the PDI (id, group page) and the cores it loaded last.
type ColumnLoaded = (u32, Option<(u32, usize)>, Option<u32>);

/// A progress callback: called with the counts so far every `every` cycles.
struct Progress {
    every: u64,
    next: u64,
    report: Box<dyn FnMut(Summary)>,
}

enum Outcome {
    /// The job cannot go on now (or its time is up).
    Stopped,
    Ended,
}

/// What executing one instruction did.
enum Step {
    /// One op done: on to the next instruction.
    Next,
    /// The instruction moved the job on itself: look again.
    Again,
    /// The job cannot go on now, or it ended.
    Stop(Outcome),
    /// The instruction failed.
    Fail(ErrorKind),
}

impl ColumnState<'_> {
    /// Register `n` of job `j`: 0-7 its own `$r0`-`$r7`, then the column's
    /// `$g0`-`$g15` (reads of others give 0).
    fn reg(&self, j: usize, n: u8) -> u32 {
        let n = usize::from(n);
        if n < 8 {
            self.jobs[j].regs[n]
        } else {
            self.globals.get(n - 8).copied().unwrap_or(0)
        }
    }

    /// Sets register `n` of job `j` (writes of others are dropped).
    fn set_reg(&mut self, j: usize, n: u8, v: u32) {
        let n = usize::from(n);
        if n < 8 {
            self.jobs[j].regs[n] = v;
        } else if let Some(g) = self.globals.get_mut(n - 8) {
            *g = v;
        }
    }
}

/// The value of symbol `arg<n>`: the first four bytes (little-endian) of
/// argument n, as XRT puts a scalar argument in the control code.
fn argument_value(host: &HostMemory, symbol: &str) -> Option<u32> {
    let n = aie_target::cert::elf::argument_of_symbol(symbol)?;
    let bytes = host.arg(n)?.get(..4)?;
    Some(u32::from_le_bytes(bytes.try_into().ok()?))
}

/// The pages a column runs by default: its first text-label group, else all.
fn default_group(c: &Column) -> std::ops::Range<usize> {
    c.groups.first().cloned().unwrap_or(0..c.pages.len())
}

impl<'p> Runner<'p> {
    /// Runners for every column of `program`, each at the first page of its
    /// default group.
    pub fn new(program: &'p Program, options: Options) -> Runner<'p> {
        let columns = program
            .columns
            .iter()
            .map(|c| {
                let first = default_group(c);
                ColumnState {
                    index: c.index,
                    page: (first.start < first.end).then_some(first.start),
                    group_end: first.end,
                    returns: Vec::new(),
                    pending: None,
                    pending_pdi: None,
                    last_pdi: None,
                    last_cores: None,
                    skip: Vec::new(),
                    live: None,
                    code: Vec::new(),
                    jobs: Vec::new(),
                    cursor: 0,
                    globals: [0; 16],
                    local: [LocalBarrier::default(); 16],
                    now: 0,
                    dma_free: 0,
                    dma_done: Vec::new(),
                    page_started: 0,
                }
            })
            .collect();
        Runner {
            program,
            options: Options {
                quantum: options.quantum.max(1),
                patience: options.patience.max(1),
                ..options
            },
            columns,
            remote: vec![RemoteBarrier::default(); 256],
            cycle: 0,
            summary: Summary::default(),
            events: Vec::new(),
            progress: None,
            state_table: [0; STATE_TABLE_WORDS],
            cost: Controller::UNIT,
            started: 0,
        }
    }

    /// Starts each column at the page holding its job of `starts` (column,
    /// job id) instead of its default group; a column without one stays
    /// idle. This runs a kernel other than the entry (the `.note.aiec` of a
    /// control code with several runtime sequences lists where each starts).
    pub fn start_at(&mut self, starts: &[(u32, u32)]) -> Result<(), String> {
        for (c, col) in self.columns.iter_mut().enumerate() {
            col.page = None;
            let Some(&(_, job)) = starts.iter().find(|s| s.0 == col.index) else {
                continue;
            };
            let column = &self.program.columns[c];
            let page = column
                .pages
                .iter()
                .position(|p| p.job(job).is_some())
                .ok_or_else(|| format!("column {}: no page holds job {job}", col.index))?;
            let group = column
                .groups
                .iter()
                .find(|g| g.contains(&page))
                .cloned()
                .unwrap_or(page..page + 1);
            col.page = Some(page);
            col.group_end = group.end;
        }
        Ok(())
    }

    /// Prepares another run of the program on the same array, as a host
    /// program runs kernels one after the other: each column starts again at
    /// its default group (the entry kernel), or at `starts` (another kernel,
    /// see [`Runner::start_at`]). Time, counts, trace events and what the
    /// firmware keeps between runs go on: the PDI last loaded, so a LOAD_PDI
    /// of it is skipped; likewise the entry's configuration jobs
    /// (`config_jobs`, per column) are left out where no PDI has been loaded
    /// since, or the last one loaded is the entry device's (`entry_pdi`).
    pub fn rerun(
        &mut self,
        starts: Option<&[(u32, u32)]>,
        config_jobs: &[(u32, Vec<u32>)],
        entry_pdi: Option<u32>,
    ) -> Result<(), String> {
        for (col, column) in self.columns.iter_mut().zip(&self.program.columns) {
            let first = default_group(column);
            col.page = (first.start < first.end).then_some(first.start);
            col.group_end = first.end;
            col.returns.clear();
            col.pending = None;
            col.pending_pdi = None;
            let configured = col.last_pdi.is_none_or(|(id, _)| Some(id) == entry_pdi);
            col.skip = match config_jobs.iter().find(|(c, _)| *c == col.index) {
                Some((_, jobs)) if configured && starts.is_none() => jobs.clone(),
                _ => Vec::new(),
            };
        }
        match starts {
            Some(s) => self.start_at(s),
            None => Ok(()),
        }
    }

    /// Runs only the jobs `config_jobs` lists per column (a design's
    /// configuration), as a host's loading of the design does before its
    /// first run.
    pub fn configuration_only(&mut self, config_jobs: &[(u32, Vec<u32>)]) {
        for (col, column) in self.columns.iter_mut().zip(&self.program.columns) {
            let keep = config_jobs
                .iter()
                .find(|(c, _)| *c == col.index)
                .map_or(&[][..], |(_, jobs)| &jobs[..]);
            col.skip = column
                .pages
                .iter()
                .flat_map(|p| p.jobs.iter().map(|j| j.id))
                .filter(|id| !keep.contains(id))
                .collect();
        }
    }

    /// Lets the array run on its own until nothing in it progresses (cores
    /// blocked, done or spinning for good, DMAs idle) or `cycles` have
    /// passed: the time between
    /// a host loading a design and starting its first run, in which its
    /// cores start.
    pub fn settle(
        &mut self,
        array: &mut dyn Array,
        host: &mut HostMemory,
        cycles: u64,
    ) -> Result<(), Stop> {
        let q = self.options.quantum;
        let until = self.cycle.saturating_add(cycles);
        let mut idle = 0u32;
        while self.cycle < until && idle < self.options.patience {
            let activity = array.run(q, host);
            if let Some(f) = array.fault() {
                return Err(Stop::Fault(f));
            }
            self.note_activity(array);
            self.cycle += q;
            self.tick();
            idle = if activity.progressed && !activity.spinning {
                0
            } else {
                idle + 1
            };
        }
        Ok(())
    }

    /// Sets the clock to `cycle`: a runner for a later run on an array that
    /// has run before counts its events and [`Options::max_cycles`] on
    /// from there.
    pub fn set_clock(&mut self, cycle: u64) {
        self.cycle = cycle;
    }

    /// The PDI and cores each column loaded last: what the firmware keeps
    /// between runs.
    pub fn loaded(&self) -> Loaded {
        Loaded(
            self.columns
                .iter()
                .map(|c| (c.index, c.last_pdi, c.last_cores))
                .collect(),
        )
    }

    /// Takes over what an earlier runner of the same control code loaded
    /// ([`Runner::loaded`]), so that [`Runner::rerun`] sees it as this
    /// runner's own: a fresh runner for each run of a host program then
    /// runs as one runner run again.
    pub fn set_loaded(&mut self, loaded: &Loaded) {
        for col in &mut self.columns {
            if let Some(&(_, pdi, cores)) = loaded.0.iter().find(|l| l.0 == col.index) {
                col.last_pdi = pdi;
                col.last_cores = cores;
            }
        }
    }

    /// Calls `report` with the counts so far every `every` simulated cycles
    /// (at quantum boundaries), e.g. for a progress display.
    pub fn on_progress(&mut self, every: u64, report: impl FnMut(Summary) + 'static) {
        self.progress = Some(Progress {
            every: every.max(1),
            next: every.max(1),
            report: Box::new(report),
        });
    }

    fn tick(&mut self) {
        if let Some(p) = &mut self.progress {
            if self.cycle >= p.next {
                (p.report)(Summary {
                    cycles: self.cycle,
                    ..self.summary
                });
                p.next = self.cycle + p.every;
            }
        }
    }

    /// The counts so far.
    pub fn summary(&self) -> Summary {
        Summary {
            cycles: self.cycle,
            ..self.summary
        }
    }

    /// Takes the array's last activity into the summary's last event.
    fn note_activity(&mut self, array: &dyn Array) {
        let last = &mut self.summary.last_event;
        *last = (*last).max(array.last_activity());
    }

    /// The runner's trace events since the last call.
    pub fn take_events(&mut self) -> Vec<RunEvent> {
        std::mem::take(&mut self.events)
    }

    /// Runs every column to its end, then (with [`Options::drain`]) the
    /// array until it is idle or stops progressing.
    pub fn run(&mut self, array: &mut dyn Array, host: &mut HostMemory) -> Result<Summary, Stop> {
        for column in &self.program.columns {
            host.add_control_code(column.index, control_code_image(column));
        }
        self.cost = array.controller();
        self.started = self.cycle;
        let q = self.options.quantum;
        let mut idle = 0u32;
        while self.columns.iter().any(|c| c.page.is_some()) {
            if self.cycle >= self.options.max_cycles {
                return Err(Stop::MaxCycles(self.stalled(array)));
            }
            let end = self.cycle + q;
            let mut progressed = false;
            for c in 0..self.columns.len() {
                progressed |= self.run_column(c, end, array, host)?;
            }
            let activity = array.run(q, host);
            if let Some(f) = array.fault() {
                return Err(Stop::Fault(f));
            }
            self.note_activity(array);
            self.cycle = end;
            self.tick();
            if !activity.busy {
                self.skip_idle(array, host);
            }
            let pending = self
                .columns
                .iter()
                .any(|c| c.page.is_some() && (c.now > end || c.dma_done.iter().any(|&d| d > end)));
            if progressed || activity.progressed || pending {
                idle = 0;
            } else {
                idle += 1;
                if idle >= self.options.patience {
                    return Err(Stop::Deadlock(self.stalled(array)));
                }
            }
            if !progressed && !pending && self.waits_for_the_array() {
                let n = array.run_alone(q, self.quanta_left(), host);
                if n > 0 {
                    self.cycle += n * q;
                    idle = 0;
                    self.note_activity(array);
                    self.tick();
                }
            }
        }
        if self.options.drain {
            let mut idle = 0u32;
            loop {
                if self.cycle >= self.options.max_cycles {
                    return Err(Stop::MaxCycles(self.stalled(array)));
                }
                let activity = array.run(q, host);
                if let Some(f) = array.fault() {
                    return Err(Stop::Fault(f));
                }
                self.note_activity(array);
                self.cycle += activity.cycles.clamp(1, q);
                self.tick();
                if !activity.busy {
                    break;
                }
                // Cores spinning in loops they never leave are left
                // running, as the NPU leaves them when its run ends.
                if activity.progressed && !activity.spinning {
                    idle = 0;
                } else {
                    idle += 1;
                    if idle >= self.options.patience {
                        break;
                    }
                }
            }
        }
        Ok(self.summary())
    }

    /// With the array idle and every running column busy with an operation
    /// that ends in a later quantum (an operation costs more than a quantum
    /// on an NPU), runs the array through the quanta before the first
    /// column goes on in one call: nothing happens in them.
    fn skip_idle(&mut self, array: &mut dyn Array, host: &mut HostMemory) {
        let q = self.options.quantum;
        let Some(next) = self
            .columns
            .iter()
            .filter(|c| c.page.is_some())
            .map(|c| c.now)
            .min()
        else {
            return;
        };
        let n = (next / q)
            .saturating_sub(self.cycle / q)
            .min(self.quanta_left());
        if n > 0 {
            array.run(n * q, host);
            self.cycle += n * q;
            self.tick();
        }
    }

    /// Whether every job that can run waits for a task-complete token or a
    /// barrier: after a quantum in which no job ran, none runs before the
    /// array delivers a token ([`Array::run_alone`]).
    fn waits_for_the_array(&self) -> bool {
        self.columns.iter().all(|col| {
            col.page.is_none()
                || col.live.is_some()
                    && col
                        .jobs
                        .iter()
                        .zip(&col.code)
                        .filter(|(j, _)| j.status == Status::Ready)
                        .all(|(j, code)| {
                            matches!(
                                code.code.get(j.pc),
                                Some(Ok(Instr::WaitTcts(_)
                                    | Instr::LocalBarrier(_)
                                    | Instr::RemoteBarrier(_)))
                            )
                        })
        })
    }

    /// The quanta the main loop runs before `--max-cycles` or the next
    /// progress report.
    fn quanta_left(&self) -> u64 {
        let next = self.progress.as_ref().map_or(u64::MAX, |p| p.next);
        let until = self.options.max_cycles.min(next);
        until
            .saturating_sub(self.cycle)
            .div_ceil(self.options.quantum)
    }

    /// Runs column `c` until `end` or until none of its jobs can go on;
    /// returns whether anything happened.
    fn run_column(
        &mut self,
        c: usize,
        end: u64,
        array: &mut dyn Array,
        host: &mut HostMemory,
    ) -> Result<bool, Stop> {
        let mut progressed = false;
        {
            let col = &mut self.columns[c];
            col.now = col.now.max(end.saturating_sub(self.options.quantum));
        }
        let mut stuck = 0usize;
        loop {
            let col = &self.columns[c];
            if col.now >= end {
                break;
            }
            let Some(page) = col.page else { break };
            if col.live.is_none() {
                self.start_page(c, page, host)?;
                progressed = true;
                continue;
            }
            let col = &self.columns[c];
            let live = col
                .jobs
                .iter()
                .filter(|j| j.status == Status::Ready)
                .count();
            if !col.jobs.iter().any(|j| j.status == Status::Ready) {
                self.end_page(c, array)?;
                progressed = true;
                stuck = 0;
                continue;
            }
            if stuck >= live {
                break;
            }
            let n = col.jobs.len();
            let j = col.cursor % n;
            if col.jobs[j].status != Status::Ready {
                self.columns[c].cursor = (j + 1) % n;
                continue;
            }
            let before = self.summary.ops;
            let outcome = self.run_job(c, j, end, array, host)?;
            let ran = self.summary.ops != before;
            if ran {
                let last = &mut self.summary.last_event;
                *last = (*last).max(self.columns[c].now);
            }
            progressed |= ran;
            stuck = if ran { 0 } else { stuck + 1 };
            if let Outcome::Ended = outcome {
                stuck = 0;
            }
            self.columns[c].cursor = (j + 1) % n;
        }
        Ok(progressed)
    }

    fn start_page(&mut self, c: usize, page: usize, host: &HostMemory) -> Result<(), Stop> {
        let program = self.program;
        let col = &mut self.columns[c];
        let Some(p) = program
            .columns
            .get(c)
            .and_then(|column| column.pages.get(page))
        else {
            col.page = None;
            return Ok(());
        };
        col.code = compile_page(p, &|symbol| argument_value(host, symbol));
        col.jobs = col
            .code
            .iter()
            .map(|j| JobState {
                pc: 0,
                regs: [0; 8],
                status: if col.skip.contains(&j.id) {
                    Status::Ended
                } else if j.deferred {
                    Status::Deferred
                } else {
                    Status::Ready
                },
                tokens: 0,
                barrier: None,
                dma: None,
                released: false,
                started: col.now,
            })
            .collect();
        col.live = Some(Cow::Borrowed(p));
        col.cursor = 0;
        col.page_started = col.now;
        Ok(())
    }

    fn end_page(&mut self, c: usize, array: &mut dyn Array) -> Result<(), Stop> {
        self.summary.pages += 1;
        let col = &mut self.columns[c];
        let Some(page) = col.page else { return Ok(()) };
        self.events.push(RunEvent {
            cycle: col.page_started,
            duration: col.now - col.page_started,
            column: col.index,
            name: "PAGE",
            detail: format!("page {page}"),
        });
        col.live = None;
        col.code.clear();
        col.jobs.clear();
        let groups = self
            .program
            .columns
            .get(c)
            .map(|column| column.groups.as_slice())
            .unwrap_or(&[]);
        if let Some(g) = col.pending.take() {
            if let Some(id) = col.pending_pdi.take() {
                array.load_pdi(col.index, id);
                self.instant(c, "LOAD_PDI", format!("PDI {id}: column reset"));
            }
            let col = &mut self.columns[c];
            col.returns.push((page + 1, col.group_end));
            let range = groups.get(g).cloned().unwrap_or(0..0);
            col.page = Some(range.start);
            col.group_end = range.end;
            return Ok(());
        }
        let mut next = page + 1;
        while next >= col.group_end {
            match col.returns.pop() {
                Some((p, e)) => {
                    next = p;
                    col.group_end = e;
                }
                None => {
                    col.page = None;
                    return Ok(());
                }
            }
        }
        col.page = Some(next);
        Ok(())
    }

    /// Runs job `j` of column `c` until it ends, blocks, yields or `end`.
    fn run_job(
        &mut self,
        c: usize,
        j: usize,
        end: u64,
        array: &mut dyn Array,
        host: &mut HostMemory,
    ) -> Result<Outcome, Stop> {
        loop {
            match self.step(c, j, end, array, host) {
                Step::Next => self.count_op(c, j),
                Step::Again => {}
                Step::Stop(outcome) => return Ok(outcome),
                Step::Fail(kind) => return Err(self.error(c, j, kind)),
            }
        }
    }

    /// Executes the current instruction of job `j` of column `c`, unless
    /// the column's time is at `end` (the job ends past its last one).
    #[inline]
    fn step(
        &mut self,
        c: usize,
        j: usize,
        end: u64,
        array: &mut dyn Array,
        host: &HostMemory,
    ) -> Step {
        let col = &mut self.columns[c];
        if col.now >= end {
            return Step::Stop(Outcome::Stopped);
        }
        // A copy: the handlers are free to change the column.
        let code = match col.code[j].code.get(col.jobs[j].pc) {
            None => {
                col.jobs[j].status = Status::Ended;
                return Step::Stop(Outcome::Ended);
            }
            Some(Ok(code)) => *code,
            Some(Err(what)) => return Step::Fail(ErrorKind::NotSimulated(what.clone())),
        };
        match code {
            Instr::Write32(_)
            | Instr::MaskWrite32(_)
            | Instr::Write32D(_)
            | Instr::Read32(_)
            | Instr::Read32D(_)
            | Instr::Add(_)
            | Instr::Mov(_) => self.access(c, j, &code, array),
            Instr::UcDmaWriteDes(d) => {
                let chain = u32::from(d.descriptor_ptr);
                self.uc_dma(c, j, Some(d.wait_handle), chain, array)
            }
            Instr::UcDmaWriteDesSync(d) => {
                self.uc_dma(c, j, None, u32::from(d.descriptor_ptr), array)
            }
            Instr::WaitUcDma(_)
            | Instr::WaitTcts(_)
            | Instr::LocalBarrier(_)
            | Instr::RemoteBarrier(_)
            | Instr::Poll32(_)
            | Instr::MaskPoll32(_)
            | Instr::RelAcqSync(_) => self.wait(c, j, &code, array),
            _ => self.control(c, j, &code, array, host),
        }
    }

    /// Register and array accesses: writes (held back while a start queue is
    /// full), reads, ADD and MOV.
    fn access(&mut self, c: usize, j: usize, code: &Instr, array: &mut dyn Array) -> Step {
        const STOPPED: Step = Step::Stop(Outcome::Stopped);
        let dispatch = Dispatch {
            idle_cycles: self.cost.idle_dispatch_cycles,
            run_started: self.started,
        };
        let col = &mut self.columns[c];
        match *code {
            Instr::Write32(w) if !array.accepts(u64::from(w.address)) => return STOPPED,
            Instr::MaskWrite32(w) if !array.accepts(u64::from(w.address)) => return STOPPED,
            Instr::Write32(w) if dispatch.waits(col, array, u64::from(w.address)) => {
                return Step::Again;
            }
            Instr::MaskWrite32(w) if dispatch.waits(col, array, u64::from(w.address)) => {
                return Step::Again;
            }
            Instr::Write32(w) => {
                array.write(u64::from(w.address), w.value);
                col.now += array.write_cycles(u64::from(w.address));
                self.summary.words += 1;
            }
            Instr::MaskWrite32(w) => {
                let (addr, mask) = (u64::from(w.address), w.mask);
                let old = array.read(addr);
                array.write(addr, (old & !mask) | (w.value & mask));
                col.now += array.write_cycles(addr);
                self.summary.words += 1;
            }
            Instr::Write32D(w) => {
                let (flags, addr, value) = (w.flags, w.address, w.value);
                let a = if flags & 1 != 0 {
                    addr
                } else {
                    col.reg(j, addr as u8)
                };
                let v = if flags & 2 != 0 {
                    value
                } else {
                    col.reg(j, value as u8)
                };
                if flags & 1 == 0 && addr > 23 || flags & 2 == 0 && value > 23 {
                    return Step::Fail(ErrorKind::BadRegister);
                }
                if !array.accepts(u64::from(a)) {
                    return STOPPED;
                }
                if dispatch.waits(col, array, u64::from(a)) {
                    return Step::Again;
                }
                array.write(u64::from(a), v);
                col.now += array.write_cycles(u64::from(a));
                self.summary.words += 1;
            }
            Instr::Read32(r) => col.set_reg(j, r.value, array.read(u64::from(r.address))),
            Instr::Read32D(r) => {
                let v = array.read(u64::from(col.reg(j, r.address)));
                col.set_reg(j, r.value, v);
            }
            Instr::Add(a) => col.set_reg(j, a.dest, col.reg(j, a.dest).wrapping_add(a.value)),
            Instr::Mov(m) => col.set_reg(j, m.dest, m.value),
            _ => {}
        }
        Step::Next
    }

    /// The waiting instructions: uC-DMA, task-complete tokens, barriers and
    /// polls (`Stop` while they cannot pass).
    fn wait(&mut self, c: usize, j: usize, code: &Instr, array: &mut dyn Array) -> Step {
        const STOPPED: Step = Step::Stop(Outcome::Stopped);
        let col = &mut self.columns[c];
        match *code {
            Instr::WaitUcDma(w) => {
                let h = col.reg(j, w.wait_handle) as usize;
                let Some(&done) = h.checked_sub(1).and_then(|t| col.dma_done.get(t)) else {
                    return Step::Fail(ErrorKind::BadWaitHandle(h as u32));
                };
                if done > col.now {
                    return STOPPED;
                }
            }
            Instr::WaitTcts(w) => {
                let (tile, actor, target) = (
                    u32::from(w.tile_id),
                    u32::from(w.actor_id),
                    u32::from(w.target_tcts),
                );
                let job = &mut col.jobs[j];
                while job.tokens < target && array.take_token(col.index, tile, actor) {
                    job.tokens += 1;
                }
                if job.tokens < target {
                    return STOPPED;
                }
                job.tokens = 0;
                let detail = format!(
                    "job {}: {target} token(s) of tile ({}, {}) actor {actor}",
                    col.code[j].id,
                    tile >> 5,
                    tile & 31
                );
                self.instant(c, "WAIT_TCTS", detail);
            }
            Instr::LocalBarrier(b) => {
                let (id, participants) = (b.local_barrier_id, b.num_participants);
                return self.local_barrier(c, j, u32::from(id), u32::from(participants));
            }
            Instr::RemoteBarrier(b) => {
                let id = u32::from(b.remote_barrier_id);
                return self.remote_barrier(c, j, id, b.party_mask);
            }
            Instr::RelAcqSync(r) => {
                let job = &mut col.jobs[j];
                if !job.released {
                    array.read(u64::from(r.rel_address));
                    job.released = true;
                }
                if array.read(u64::from(r.acq_address)) == 0 {
                    return STOPPED;
                }
                job.released = false;
            }
            Instr::Poll32(p) if array.read(u64::from(p.address)) != p.value => return STOPPED,
            Instr::MaskPoll32(p)
                if array.read(u64::from(p.address)) & p.mask != p.value & p.mask =>
            {
                return STOPPED;
            }
            _ => {}
        }
        Step::Next
    }

    /// The rarer instructions: offsets, launches, yields, sleeps, saves,
    /// loads and the end of a job.
    fn control(
        &mut self,
        c: usize,
        j: usize,
        code: &Instr,
        array: &mut dyn Array,
        host: &HostMemory,
    ) -> Step {
        const STOPPED: Step = Step::Stop(Outcome::Stopped);
        let col = &mut self.columns[c];
        match *code {
            Instr::ApplyOffset57(a) => {
                let offset = (
                    u32::from(a.table_ptr),
                    u32::from(a.num_entries),
                    u32::from(a.offset),
                );
                if let Err(kind) = self.apply_offset(c, offset, host) {
                    return Step::Fail(kind);
                }
            }
            Instr::LaunchJob(launch) => {
                let id = u32::from(launch.job_id);
                let Some(k) = col.code.iter().position(|x| x.id == id) else {
                    return Step::Fail(ErrorKind::NoSuchJob(id));
                };
                if col.jobs[k].status != Status::Deferred {
                    return Step::Fail(ErrorKind::NotDeferred(id));
                }
                col.jobs[k].status = Status::Ready;
                col.jobs[k].started = col.now;
            }
            Instr::Yield(_) => {
                self.count_op(c, j);
                return STOPPED;
            }
            Instr::Nop(_) | Instr::Trace(_) | Instr::Preempt(_) => {}
            Instr::Sleep(s) => col.now += u64::from(s.target) * CYCLES_PER_US,
            Instr::SaveTimestamps(s) => {
                self.instant(c, "SAVE_TIMESTAMPS", format!("id {}", s.unq_id))
            }
            Instr::SaveRegister(s) => {
                let (addr, id) = (s.address, s.unq_id);
                let v = array.read(u64::from(addr));
                let detail = format!("id {id}: [0x{addr:x}] = 0x{v:x}");
                self.instant(c, "SAVE_REGISTER", detail);
            }
            Instr::CreateScratchpad(c) => {
                let bytes = host.scratchpad().unwrap_or_default();
                let size = (c.size as usize).min(4 * STATE_TABLE_WORDS);
                for (k, word) in self.state_table.iter_mut().enumerate() {
                    let at = 4 * k;
                    *word = match bytes.get(at..at + 4) {
                        Some(b) if at + 4 <= size => u32::from_le_bytes([b[0], b[1], b[2], b[3]]),
                        _ => 0,
                    };
                }
            }
            Instr::UpdateReg(u) => {
                let Some(&value) = self.state_table.get(usize::from(u.state_table_idx)) else {
                    let what = format!("UPDATE_REG of state-table word {}", u.state_table_idx);
                    return Step::Fail(ErrorKind::NotSimulated(what));
                };
                let (value, arg) = (u64::from(value), u64::from(u.func_arg));
                let delta = match u.func {
                    0 => value.wrapping_mul(arg),
                    1 => value.wrapping_add(arg),
                    2 => value.wrapping_sub(arg),
                    f => {
                        let what = format!("UPDATE_REG function {f}");
                        return Step::Fail(ErrorKind::NotSimulated(what));
                    }
                };
                let (lo_addr, hi_addr) = (u64::from(u.address), u64::from(u.address) + 4);
                if !array.accepts(lo_addr) || !array.accepts(hi_addr) {
                    return STOPPED;
                }
                let (lo, hi) = (array.read(lo_addr), array.read(hi_addr));
                let existing = u64::from(hi & 0xFFFF) << 32 | u64::from(lo & !3);
                let sum = existing.wrapping_add(delta);
                array.write(lo_addr, sum as u32 & !3);
                array.write(hi_addr, (hi & 0xFFFF_0000) | (sum >> 32) as u32 & 0xFFFF);
                self.summary.words += 2;
            }
            Instr::LoadPdi(l) => {
                let page = u32::from(l.pdi_host_addr_offset);
                if let Err(kind) = self.load(c, false, l.pdi_id, page) {
                    return Step::Fail(kind);
                }
            }
            Instr::LoadCores(l) => {
                let page = u32::from(l.core_elf_host_addr_offset);
                if let Err(kind) = self.load(c, true, l.core_elf_id, page) {
                    return Step::Fail(kind);
                }
            }
            Instr::LoadLastPdi(_) => match col.last_pdi {
                Some((id, g)) => {
                    col.pending = Some(g);
                    col.pending_pdi = Some(id);
                }
                None => return Step::Fail(ErrorKind::NoLastPdi),
            },
            Instr::EndJob(_) => {
                self.end_job(c, j);
                return Step::Stop(Outcome::Ended);
            }
            // The loader keeps these out of a job body.
            Instr::StartJob(_) | Instr::StartJobDeferred(_) | Instr::Eof(_) => {
                let what = format!("{} inside a job", code.op().mnemonic);
                return Step::Fail(ErrorKind::NotSimulated(what));
            }
            _ => {}
        }
        Step::Next
    }

    /// One op of job `j` of column `c` done: on to its next instruction.
    fn count_op(&mut self, c: usize, j: usize) {
        let col = &mut self.columns[c];
        col.jobs[j].pc += 1;
        col.now += self.cost.op_cycles;
        self.summary.ops += 1;
    }

    /// An instant trace event of column `c` now.
    fn instant(&mut self, c: usize, name: &'static str, detail: String) {
        let col = &self.columns[c];
        self.events.push(RunEvent {
            cycle: col.now,
            duration: 0,
            column: col.index,
            name,
            detail,
        });
    }

    /// UC_DMA_WRITE_DES (with a handle register) and _SYNC (without: the job
    /// waits at it until the transfer is done).
    #[inline(never)]
    fn uc_dma(
        &mut self,
        c: usize,
        j: usize,
        handle: Option<u8>,
        chain: u32,
        array: &mut dyn Array,
    ) -> Step {
        let col = &mut self.columns[c];
        if let Some(t) = col.jobs[j].dma {
            // A _SYNC transfer already enqueued: wait for it.
            if col.dma_done.get(t).is_some_and(|&d| d > col.now) {
                return Step::Stop(Outcome::Stopped);
            }
            // Counted when it was enqueued.
            col.jobs[j].dma = None;
            col.jobs[j].pc += 1;
            return Step::Again;
        }
        let bds = match col.live.as_ref().map(|p| p.uc_dma_chain(chain as usize)) {
            Some(Ok(bds)) => bds,
            Some(Err(e)) => return Step::Fail(ErrorKind::Data(e.to_string())),
            None => Vec::new(),
        };
        let mut words = 0u64;
        for bd in &bds {
            let base = bd.bd.remote();
            for (k, &w) in bd.words.iter().enumerate() {
                array.write(base.wrapping_add(4 * k as u64), w);
            }
            words += bd.words.len() as u64;
        }
        let start = col.dma_free.max(col.now + self.cost.op_cycles);
        let done = start + self.cost.uc_dma_setup_cycles + words;
        col.dma_free = done;
        col.dma_done.push(done);
        self.summary.last_event = self.summary.last_event.max(done);
        let t = col.dma_done.len() - 1;
        self.events.push(RunEvent {
            cycle: start,
            duration: words,
            column: col.index,
            name: "UC_DMA",
            detail: format!(
                "job {} chain 0x{chain:x}: {} BDs, {words} words",
                col.code[j].id,
                bds.len()
            ),
        });
        self.summary.words += words;
        self.summary.dma_transfers += 1;
        if let Some(r) = handle {
            col.set_reg(j, r, t as u32 + 1);
            return Step::Next;
        }
        col.jobs[j].dma = Some(t);
        col.now += self.cost.op_cycles;
        self.summary.ops += 1;
        if done > col.now {
            return Step::Stop(Outcome::Stopped);
        }
        col.jobs[j].dma = None;
        col.jobs[j].pc += 1;
        Step::Again
    }

    /// LOCAL_BARRIER: the job waits until `participants` jobs of the column
    /// are there.
    #[inline(never)]
    fn local_barrier(&mut self, c: usize, j: usize, id: u32, participants: u32) -> Step {
        let col = &mut self.columns[c];
        let Some(b) = col.local.get_mut(id as usize) else {
            return Step::Fail(ErrorKind::BadBarrier(id));
        };
        let job = &mut col.jobs[j];
        match job.barrier {
            Some(g) if g == b.generation => return Step::Stop(Outcome::Stopped),
            Some(_) => job.barrier = None,
            None if b.count + 1 >= participants => {
                b.count = 0;
                b.generation += 1;
                let detail = format!("$lb{id}: {participants} jobs met");
                self.instant(c, "LOCAL_BARRIER", detail);
            }
            None => {
                b.count += 1;
                job.barrier = Some(b.generation);
                return Step::Stop(Outcome::Stopped);
            }
        }
        Step::Next
    }

    /// REMOTE_BARRIER: the job waits until every column of `mask` is there.
    #[inline(never)]
    fn remote_barrier(&mut self, c: usize, j: usize, id: u32, mask: u32) -> Step {
        let col = &mut self.columns[c];
        let me = col.index;
        let bit = 1u32.checked_shl(me).unwrap_or(0);
        let b = &mut self.remote[id as usize & 0xff];
        let job = &mut col.jobs[j];
        match job.barrier {
            Some(g) if g == b.generation => return Step::Stop(Outcome::Stopped),
            Some(_) => job.barrier = None,
            None => {
                if bit == 0 || mask & bit == 0 {
                    return Step::Fail(ErrorKind::NotInParty { mask });
                }
                if b.arrived != 0 && b.mask != mask {
                    let first = b.mask;
                    return Step::Fail(ErrorKind::PartyMismatch { mask, first });
                }
                if b.arrived & bit != 0 {
                    return Step::Fail(ErrorKind::TwiceAtBarrier);
                }
                b.mask = mask;
                b.arrived |= bit;
                if b.arrived != mask {
                    job.barrier = Some(b.generation);
                    return Step::Stop(Outcome::Stopped);
                }
                b.arrived = 0;
                b.generation += 1;
                let detail = format!("$rb{}: columns 0x{mask:x} met", id.saturating_sub(1));
                self.instant(c, "REMOTE_BARRIER", detail);
            }
        }
        Step::Next
    }

    /// APPLY_OFFSET_57: adds the host address of argument `offset / 2` (or
    /// of the control code for 0xFFFF) to the shim BDs of the page's table.
    #[inline(never)]
    fn apply_offset(
        &mut self,
        c: usize,
        (table, entries, offset): (u32, u32, u32),
        host: &HostMemory,
    ) -> Result<(), ErrorKind> {
        let add = if offset == 0xffff {
            control_code_address(self.program.columns[c].index)
        } else if offset % 2 == 1 {
            return Err(ErrorKind::OddOffset(offset));
        } else {
            let arg = (offset / 2) as usize;
            if host.arg(arg).is_none() {
                return Err(ErrorKind::NoArgument(arg));
            }
            arg_address(arg)
        };
        let Some(page) = self.columns[c].live.as_mut().map(Cow::to_mut) else {
            return Err(ErrorKind::Data("no page".into()));
        };
        for e in 0..entries as usize {
            let at = table as usize + e * 4 * SHIM_BD_WORDS;
            let mut blob = match page.words(at, SHIM_BD_WORDS) {
                Ok(w) => w,
                Err(err) => return Err(ErrorKind::Data(err.to_string())),
            };
            let address = shim_bd_host_address(&blob).wrapping_add(add);
            set_shim_bd_host_address(&mut blob, address);
            for (k, w) in blob.iter().enumerate() {
                let b = HEADER_SIZE + at + 4 * k;
                if let Some(bytes) = page.bytes.get_mut(b..b + 4) {
                    bytes.copy_from_slice(&w.to_le_bytes());
                }
            }
        }
        Ok(())
    }

    /// LOAD_PDI / LOAD_CORES: runs the group starting at `page` after the
    /// current page, unless it repeats the last load of its kind.
    #[inline(never)]
    fn load(&mut self, c: usize, cores: bool, id: u32, page: u32) -> Result<(), ErrorKind> {
        let groups = self
            .program
            .columns
            .get(c)
            .map(|column| column.groups.as_slice())
            .unwrap_or(&[]);
        let Some(g) = groups.iter().position(|r| r.start == page as usize) else {
            return Err(ErrorKind::NoGroup(page));
        };
        let col = &mut self.columns[c];
        let repeat = if cores {
            col.last_cores.replace(id) == Some(id)
        } else {
            col.last_pdi
                .replace((id, g))
                .is_some_and(|(last, _)| last == id)
        };
        if !repeat {
            col.pending = Some(g);
            col.pending_pdi = (!cores).then_some(id);
        }
        Ok(())
    }

    /// END_JOB: job `j` of column `c` has ended.
    fn end_job(&mut self, c: usize, j: usize) {
        let col = &mut self.columns[c];
        let job = &mut col.jobs[j];
        job.status = Status::Ended;
        col.now += self.cost.op_cycles;
        self.summary.ops += 1;
        self.summary.jobs += 1;
        self.events.push(RunEvent {
            cycle: job.started,
            duration: col.now - job.started,
            column: col.index,
            name: "JOB",
            detail: format!("job {} (page {})", col.code[j].id, col.page.unwrap_or(0)),
        });
    }

    /// An error at the current instruction of job `j` of column `c`.
    fn error(&self, c: usize, j: usize, kind: ErrorKind) -> Stop {
        let col = &self.columns[c];
        let code = col.code.get(j);
        let pc = col.jobs.get(j).map_or(0, |s| s.pc);
        Stop::Error(RunError {
            column: col.index,
            page: col.page.unwrap_or(0),
            job: code.map_or(0, |x| x.id),
            pc: code.and_then(|x| x.at.get(pc)).copied().unwrap_or(0),
            op: code
                .and_then(|x| x.mnemonics.get(pc))
                .copied()
                .unwrap_or("?"),
            cycle: col.now,
            kind,
        })
    }

    /// The report of a run that stops with work left ([`Runner::report`]);
    /// the pages and jobs still open become spans up to the stop, each job
    /// with what it waits for, and a `STALL` instant marks the stop.
    fn stalled(&mut self, array: &mut dyn Array) -> Report {
        let report = self.report(array);
        let end = self.cycle;
        for col in &self.columns {
            let Some(page) = col.page else { continue };
            for (job, code) in col.jobs.iter().zip(&col.code) {
                let Some(w) = report
                    .jobs
                    .iter()
                    .find(|w| w.column == col.index && w.job == code.id)
                else {
                    continue;
                };
                if job.status == Status::Deferred {
                    continue;
                }
                self.events.push(RunEvent {
                    cycle: job.started,
                    duration: end.saturating_sub(job.started),
                    column: col.index,
                    name: "JOB",
                    detail: format!(
                        "job {} (page {page}), open at the stop: {} waits for {}",
                        code.id, w.op, w.waits
                    ),
                });
            }
            self.events.push(RunEvent {
                cycle: col.page_started,
                duration: end.saturating_sub(col.page_started),
                column: col.index,
                name: "PAGE",
                detail: format!("page {page}, open at the stop"),
            });
            self.events.push(RunEvent {
                cycle: end,
                duration: 0,
                column: col.index,
                name: "STALL",
                detail: format!("the run stops at cycle {end} with page {page} open"),
            });
        }
        report
    }

    /// Who waits on what: every job not ended, and the array's waits.
    fn report(&self, array: &mut dyn Array) -> Report {
        let mut jobs = Vec::new();
        let mut tokens = Vec::new();
        for col in &self.columns {
            let Some(page) = col.page else { continue };
            for (k, job) in col.jobs.iter().enumerate() {
                let Some(code) = col.code.get(k) else {
                    continue;
                };
                let (op, at) = (
                    code.mnemonics.get(job.pc).copied().unwrap_or("?"),
                    code.at.get(job.pc).copied().unwrap_or(0),
                );
                let waits = match (job.status, code.code.get(job.pc)) {
                    (Status::Ended, _) => continue,
                    (Status::Deferred, _) => "never launched (START_JOB_DEFERRED)".to_string(),
                    (_, Some(Ok(Instr::WaitTcts(w)))) => {
                        let (tile, actor, target) = (w.tile_id, w.actor_id, w.target_tcts);
                        tokens.push(TokenWait {
                            job: format!("column {} job {} (WAIT_TCTS)", col.index, code.id),
                            column: col.index,
                            tile_id: u32::from(tile),
                            actor: u32::from(actor),
                        });
                        format!(
                            "{} of {target} task-complete token(s) of tile ({}, {}) actor {actor}",
                            job.tokens,
                            tile >> 5,
                            tile & 31
                        )
                    }
                    (_, Some(Ok(Instr::LocalBarrier(b)))) => format!(
                        "local barrier $lb{}: {} of {} jobs there",
                        b.local_barrier_id,
                        col.local
                            .get(usize::from(b.local_barrier_id))
                            .map_or(0, |b| b.count),
                        b.num_participants
                    ),
                    (_, Some(Ok(Instr::RemoteBarrier(b)))) => format!(
                        "remote barrier $rb{}: columns 0x{:x} of 0x{:x} there",
                        b.remote_barrier_id.saturating_sub(1),
                        self.remote
                            .get(usize::from(b.remote_barrier_id))
                            .map_or(0, |r| r.arrived),
                        b.party_mask
                    ),
                    (_, Some(Ok(Instr::Poll32(p)))) => poll_wait(p.address, u32::MAX, p.value),
                    (_, Some(Ok(Instr::MaskPoll32(p)))) => poll_wait(p.address, p.mask, p.value),
                    (_, Some(Ok(Instr::RelAcqSync(r)))) => format!(
                        "the lock acquire at 0x{:x} (REL_ACQ_SYNC, the release at 0x{:x} done)",
                        r.acq_address, r.rel_address
                    ),
                    (
                        _,
                        Some(Ok(
                            Instr::UcDmaWriteDes(_)
                            | Instr::UcDmaWriteDesSync(_)
                            | Instr::WaitUcDma(_),
                        )),
                    ) => "a uC-DMA transfer".to_string(),
                    (_, Some(Ok(Instr::Write32(w)))) if !array.accepts(u64::from(w.address)) => {
                        queue_wait(w.address)
                    }
                    (_, Some(Ok(Instr::MaskWrite32(w))))
                        if !array.accepts(u64::from(w.address)) =>
                    {
                        queue_wait(w.address)
                    }
                    _ => "its turn (runnable)".to_string(),
                };
                jobs.push(JobWait {
                    column: col.index,
                    page,
                    job: code.id,
                    pc: at,
                    op,
                    waits,
                });
            }
        }
        let why = Box::new(array.wait_for(&tokens));
        Report {
            cycle: self.cycle,
            jobs,
            array: array.waits(),
            why,
        }
    }
}

/// The control code of a column as the host holds it: its pages, then its
/// pad (the shim DMAs read control packets from there).
fn control_code_image(column: &aie_target::cert::loader::Column) -> Vec<u8> {
    let mut bytes: Vec<u8> = column
        .pages
        .iter()
        .flat_map(|p| p.bytes.iter().copied())
        .collect();
    if let Some((_, pad)) = &column.pad {
        bytes.extend_from_slice(pad);
    }
    bytes
}

/// Loads nothing, runs `program` against `array` with `options`: the whole
/// run in one call.
pub fn run(
    program: &Program,
    array: &mut dyn Array,
    host: &mut HostMemory,
    options: Options,
) -> Result<Summary, Stop> {
    Runner::new(program, options).run(array, host)
}

/// What a job at a POLL_32 or MASK_POLL_32 waits for.
fn poll_wait(addr: u32, mask: u32, value: u32) -> String {
    format!(
        "address 0x{addr:x} & 0x{mask:x} to read 0x{:x}",
        value & mask
    )
}

/// What a job at a write held back by a full DMA start queue waits for.
fn queue_wait(addr: u32) -> String {
    format!("room in the DMA start queue at 0x{addr:x}")
}

/// When the controller's pushes take effect.
#[derive(Clone, Copy)]
struct Dispatch {
    /// [`Controller::idle_dispatch_cycles`].
    idle_cycles: u64,
    /// The cycle the run started: a channel idle since before it has idled
    /// through the host's time between runs.
    run_started: u64,
}

impl Dispatch {
    /// Moves the column's time on to the cycle its write at `addr` takes
    /// effect, `idle_cycles` after the channel it pushes onto went idle
    /// ([`Array::idle_since`]); whether it had to wait (the write is then
    /// done from there, in this quantum or a later one).
    fn waits(self, col: &mut ColumnState, array: &dyn Array, addr: u64) -> bool {
        let ready = array
            .idle_since(addr)
            .filter(|&f| f >= self.run_started)
            .map_or(0, |f| f + self.idle_cycles);
        if ready <= col.now {
            return false;
        }
        col.now = ready;
        true
    }
}
