//! A hardware context: a [`Simulation`] of the design, on which runs
//! execute what the NPU executes (an instruction buffer of NPU transaction
//! words, or an ELF's control code), with the runs' buffers as host
//! memory; XRT's view of it (ERT states, the runs' reports, the trace
//! file). The array keeps its state from run to run, as the NPU does: the
//! configuration is written by the first run only, and cores and DMAs go
//! on from where the last run left them.

use super::loaded::{Code, Design, ElfKernel};
use crate::session::{EntryConfig, Error, Setup, Simulation};
use aie_target::cert::elf::AiecNote;
use aie_target::cert::loader::Program;
use runtime_sim::array::Stats;
use runtime_sim::bus::{HostMemory, Region};
use runtime_sim::kernels::KernelOptions;
use runtime_sim::runner::{Options, Stop, Summary};
use std::path::PathBuf;

/// The most cycles a design's cores run on their own after it is loaded and
/// before its first run (a millisecond of a 1 GHz array: the time a host
/// takes between making its hardware context and starting a kernel).
const LOAD_SETTLE_CYCLES: u64 = 1_000_000;

/// How runs run: their cycle limit and where the trace goes.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// Most cycles one run may take (0: the simulator's default).
    pub max_cycles: u64,
    /// Chrome trace-event JSON of every run so far, rewritten after each.
    pub trace: Option<PathBuf>,
}

/// What a run executes.
pub enum Work<'a> {
    /// NPU transaction words (an instruction buffer).
    Instructions(&'a [u32]),
    /// A kernel (runtime sequence) of ELF control code.
    Elf(&'a Code, &'a ElfKernel),
}

/// A run's buffers: argument n of the runtime sequence, `None` for one not
/// given.
pub type Buffers = Vec<Option<Vec<u8>>>;

/// A run that did not complete: the ERT state it ends in and why.
#[derive(Clone, Debug)]
pub struct Failure {
    /// Whether it stalled (a deadlock or the cycle limit: ERT's TIMEOUT
    /// state) rather than failed (ERROR).
    pub timeout: bool,
    /// What happened.
    pub error: Error,
}

impl From<Error> for Failure {
    fn from(error: Error) -> Failure {
        Failure {
            timeout: false,
            error,
        }
    }
}

fn error(message: String) -> Failure {
    Failure::from(Error::message(message))
}

/// A completed run: its counts and the work the array has left.
#[derive(Clone, Debug)]
pub struct Report {
    /// Cycles the run took.
    pub cycles: u64,
    /// The job-runner's counts for this run; its `cycles` is the context's
    /// clock at the end.
    pub summary: Summary,
    /// What the array did in this run.
    pub stats: Stats,
    /// The work the array has left, and what is in flight, a line each.
    pub left: Vec<String>,
}

/// An array configured with a design.
pub struct Context {
    /// The design the array is configured with.
    pub design: Design,
    sim: Simulation,
    options: RunOptions,
}

impl Context {
    /// The array for `design` (its cores and kernels), under `note`'s
    /// device and PDIs (the design's device when it has no control code).
    pub fn new(
        design: Design,
        note: Option<&AiecNote>,
        options: RunOptions,
    ) -> Result<Context, Error> {
        let note = note.cloned().unwrap_or_else(|| design.note());
        let kernels = KernelOptions {
            libs: design.libs.clone(),
            ..KernelOptions::default()
        };
        let mut sim = Simulation::new(Setup {
            note: Some(&note),
            columns: design.device.columns as usize,
            cores: Some(&design.design),
            kernels: &kernels,
            trace: options.trace.is_some(),
            view: false,
        })?;
        for text in std::iter::once(design.text()).chain(design.others.iter().map(String::as_str)) {
            sim.add_core_images(design.name(), text)?;
        }
        Ok(Context {
            design,
            sim,
            options,
        })
    }

    /// Runs `work` with `buffers` (argument n of the runtime sequence; `None`
    /// for one not given) as host memory; returns them as the run left them.
    pub fn run(&mut self, work: Work, buffers: Buffers) -> Result<(Report, Buffers), Failure> {
        let regions = buffers.into_iter().map(|b| b.map(Region::from)).collect();
        let (report, back) = self.run_with(work, regions, None)?;
        let back = back.into_iter().map(|r| r.map(|r| r.to_vec())).collect();
        Ok((report, back))
    }

    /// [`Context::run`] on regions of host memory (read and written in
    /// place: any buffer, lent), with the run's scratchpad (the bytes
    /// CREATE_SCRATCHPAD copies into the state table), if it has one.
    pub fn run_with(
        &mut self,
        work: Work,
        buffers: Vec<Option<Region>>,
        scratchpad: Option<Vec<u8>>,
    ) -> Result<(Report, Vec<Option<Region>>), Failure> {
        let sizes: Vec<u64> = buffers
            .iter()
            .map(|b| b.as_ref().map_or(1, |b| b.len() as u64))
            .collect();
        // Instruction words run on a design XRT loaded with the context.
        if matches!(work, Work::Instructions(_)) {
            self.load_design()?;
        }
        let built;
        let (program, starts, note) = match work {
            Work::Instructions(words) => {
                built = self.lower(words, &sizes)?;
                (&built.0, None, built.1.clone())
            }
            Work::Elf(code, kernel) => (
                &code.program,
                kernel.starts.as_deref(),
                code.ctrl.aiec_note.clone(),
            ),
        };
        let mut host = HostMemory::default();
        if let Some(bytes) = scratchpad {
            host.add_scratchpad(bytes);
        }
        for (i, b) in buffers.into_iter().enumerate() {
            if let Some(b) = b {
                host.add_arg(i, b);
            }
        }
        let (before, clock) = (self.sim.stats(), self.sim.clock());
        let summary = self.execute(program, starts, note.as_ref(), &mut host)?;
        let back = (0..sizes.len()).map(|i| host.take_arg(i)).collect();
        let report = Report {
            cycles: summary.cycles - clock,
            summary,
            stats: since(before, self.sim.stats()),
            left: [self.sim.unfinished(), self.sim.in_flight()].concat(),
        };
        Ok((report, back))
    }

    /// The design with the instruction words as its runtime sequence,
    /// lowered to control code: the program and its note.
    fn lower(&self, words: &[u32], sizes: &[u64]) -> Result<(Program, Option<AiecNote>), Failure> {
        let ctrl = self.design.design.with_instructions(words, sizes)?;
        let program = Program::load(&ctrl).map_err(|e| error(e.to_string()))?;
        Ok((program, ctrl.aiec_note))
    }

    /// Runs `program` on the array: from its default groups, or `starts`;
    /// the configuration jobs of its `note` are left out once the design is
    /// configured.
    fn execute(
        &mut self,
        program: &Program,
        starts: Option<&[(u32, u32)]>,
        note: Option<&AiecNote>,
        host: &mut HostMemory,
    ) -> Result<Summary, Failure> {
        let limit = self.limit();
        let config = EntryConfig::of(note);
        let (result, _) = (self.sim).run(program, &[starts], &config, host, limit, None)?;
        self.write_trace()?;
        result.map_err(|stop| failure(stop, limit))
    }

    /// The cycle limit of one run.
    fn limit(&self) -> u64 {
        match self.options.max_cycles {
            0 => Options::default().max_cycles,
            n => n,
        }
    }

    /// Loads the design, as XRT does when it makes a hardware context from
    /// an xclbin: its configuration is written, and the array runs on its
    /// own (its cores start) until nothing in it progresses, for at most
    /// [`LOAD_SETTLE_CYCLES`]; runs then find it configured. Nothing to do
    /// once configured.
    pub fn load_design(&mut self) -> Result<(), Failure> {
        if self.sim.is_configured() {
            return Ok(());
        }
        let ctrl = self.design.design.configuration()?;
        let program = Program::load(&ctrl).map_err(|e| error(e.to_string()))?;
        let config = ctrl.aiec_note.map(|n| n.config_jobs).unwrap_or_default();
        let limit = self.limit();
        (self.sim)
            .load(&program, &config, LOAD_SETTLE_CYCLES, limit)
            .map_err(|stop| failure(stop, limit))
    }

    /// Writes the trace of every run so far, if one is asked for.
    fn write_trace(&self) -> Result<(), Failure> {
        let Some(path) = &self.options.trace else {
            return Ok(());
        };
        let (runner, array) = self.sim.events();
        let json = crate::sim::trace::chrome_json(
            runner,
            array,
            self.sim.clock(),
            &crate::sim::trace::Filter::default(),
        );
        crate::output::write(path, json.as_bytes())
            .map_err(|e| error(format!("cannot write the trace '{}': {e}", path.display())))
    }
}

/// A run that did not end with `limit` cycles as the failure XRT reports.
fn failure(stop: Stop, limit: u64) -> Failure {
    match stop {
        Stop::Deadlock(r) => Failure {
            timeout: true,
            error: Error::message(format!("deadlock: nothing can progress {r}")),
        },
        Stop::MaxCycles(r) => Failure {
            timeout: true,
            error: Error::message(format!(
                "the run reached its limit of {limit} cycles (AIESIM_MAX_CYCLES) {r}"
            )),
        },
        Stop::Error(e) => error(e.to_string()),
        Stop::Fault(m) => error(m),
    }
}

/// The counts of `after` since `before`.
fn since(before: Stats, after: Stats) -> Stats {
    Stats {
        dma_words: after.dma_words - before.dma_words,
        stream_words: after.stream_words - before.stream_words,
        tasks: after.tasks - before.tasks,
        core_ops: after.core_ops - before.core_ops,
    }
}
