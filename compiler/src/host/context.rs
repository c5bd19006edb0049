//! A hardware context: the array model configured with a design, on which
//! runs execute what the NPU executes (an instruction buffer of NPU
//! transaction words, or an ELF's control code), with the runs' buffers
//! as host memory. The array keeps its state from run to run, as the NPU
//! does: the configuration is written by the first run only, and cores and
//! DMAs go on from where the last run left them.

use super::loaded::{Code, Design, ElfKernel};
use crate::session::{self, Pipeline, Stage};
use aie_target::cert::elf::AiecNote;
use aie_target::cert::loader::Program;
use passes::npu::txn;
use runtime_sim::array::{Model, Source, Stats};
use runtime_sim::bus::{Array as _, Event, HostMemory, Region};
use runtime_sim::kernels::KernelOptions;
use runtime_sim::runner::{Loaded, Options, RunEvent, Runner, Stop, Summary};
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Whether it stalled (a deadlock or the cycle limit: ERT's TIMEOUT
    /// state) rather than failed (ERROR).
    pub timeout: bool,
    /// What happened, for the user.
    pub message: String,
}

fn error(message: String) -> Failure {
    Failure {
        timeout: false,
        message,
    }
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
    /// The work the array has left ([`Model::unfinished`]), a line each.
    pub left: Vec<String>,
}

/// An array configured with a design.
pub struct Context {
    /// The design the array is configured with.
    pub design: Design,
    model: Model,
    options: RunOptions,
    /// Cycles simulated so far (each run goes on from there).
    clock: u64,
    /// Whether a run has written the design's configuration.
    configured: bool,
    /// What the firmware loaded in the last run of ELF control code.
    loaded: Loaded,
    events: (Vec<RunEvent>, Vec<Event>),
}

impl Context {
    /// The array for `design` (its cores and kernels), under `note`'s
    /// device and PDIs (the design's device when it has no control code).
    pub fn new(
        design: Design,
        note: Option<&AiecNote>,
        options: RunOptions,
    ) -> Result<Context, String> {
        let note = note.cloned().unwrap_or_else(|| design.note());
        let kernels = KernelOptions {
            libs: design.libs.clone(),
            ..KernelOptions::default()
        };
        let source = Source {
            name: design.name.clone(),
            text: design.text.clone(),
        };
        let tracing = options.trace.is_some();
        let columns = design.device.columns as usize;
        let mut model = crate::session::array::model(
            Some(&note),
            columns,
            Some((&design.ir, source)),
            &kernels,
            tracing,
        )?;
        for text in std::iter::once(&design.text).chain(&design.others) {
            crate::session::array::add_core_images(&mut model, &design.name, text)?;
        }
        Ok(Context {
            design,
            model,
            options,
            clock: 0,
            configured: false,
            loaded: Loaded::default(),
            events: (Vec::new(), Vec::new()),
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
        let before = self.model.stats();
        let summary = self.execute(program, starts, note.as_ref(), &mut host)?;
        let back = (0..sizes.len()).map(|i| host.take_arg(i)).collect();
        let report = Report {
            cycles: summary.cycles - self.clock,
            summary,
            stats: since(before, self.model.stats()),
            left: [self.model.unfinished(), self.model.in_flight()].concat(),
        };
        self.clock = summary.cycles;
        Ok((report, back))
    }

    /// The design with the instruction words as its runtime sequence,
    /// lowered to control code: the program and its note.
    fn lower(&self, words: &[u32], sizes: &[u64]) -> Result<(Program, Option<AiecNote>), Failure> {
        let bad = |e: String| error(format!("the instruction buffer: {e}"));
        let mut stream = txn::decode(words).map_err(|e| bad(e.to_string()))?;
        stream.unfold_ddr_addr_offset().map_err(bad)?;
        let mut ir = self.design.ir.clone();
        txn::install(&mut ir, &stream, sizes).map_err(bad)?;
        Pipeline::of(Stage::CertLowering)
            .apply(&mut ir)
            .map_err(|e| {
                bad(format!(
                    "its ops do not lower to control code: {}",
                    e.messages()
                ))
            })?;
        let ctrl = session::ctrl_elf(&ir, &self.design.name).map_err(|e| error(e.to_string()))?;
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
        let (options, limit) = self.runner_options();
        let config = note.map_or(&[][..], |n| &n.config_jobs[..]);
        let mut runner = Runner::new(program, options);
        runner.set_clock(self.clock);
        runner.set_loaded(&self.loaded);
        let started = if self.configured {
            runner.rerun(starts, config, entry_pdi(note))
        } else {
            starts.map_or(Ok(()), |s| runner.start_at(s))
        };
        started.map_err(error)?;
        self.configured = true;
        let result = runner.run(&mut self.model, host);
        self.loaded = runner.loaded();
        self.events.0.extend(runner.take_events());
        self.events.1.extend(self.model.drain_events());
        self.write_trace(runner.summary().cycles)?;
        result.map_err(|stop| self.failure(stop, limit))
    }

    /// The runner's options for the next run, and its cycle limit.
    fn runner_options(&self) -> (Options, u64) {
        let limit = match self.options.max_cycles {
            0 => Options::default().max_cycles,
            n => n,
        };
        let options = Options {
            max_cycles: self.clock.saturating_add(limit),
            ..Options::default()
        };
        (options, limit)
    }

    /// Loads the design, as XRT does when it makes a hardware context from
    /// an xclbin: its configuration is written, and the array runs on its
    /// own (its cores start) until nothing in it progresses, for at most
    /// [`LOAD_SETTLE_CYCLES`]; runs then find it configured. Nothing to do
    /// once configured.
    pub fn load_design(&mut self) -> Result<(), Failure> {
        if self.configured {
            return Ok(());
        }
        let mut ir = self.design.ir.clone();
        // The PDI holds the configuration only: the runtime sequences run
        // later, from instructions (a sequence that needs run-time values
        // may not lower to control code at all).
        without_sequences(&mut ir);
        Pipeline::of(Stage::CertLowering)
            .apply(&mut ir)
            .map_err(|e| {
                error(format!(
                    "the design does not lower to control code: {}",
                    e.messages()
                ))
            })?;
        let ctrl = session::ctrl_elf(&ir, &self.design.name).map_err(|e| error(e.to_string()))?;
        let program = Program::load(&ctrl).map_err(|e| error(e.to_string()))?;
        let config = ctrl.aiec_note.map(|n| n.config_jobs).unwrap_or_default();
        let (options, limit) = self.runner_options();
        let mut host = HostMemory::default();
        let mut runner = Runner::new(&program, options);
        runner.set_clock(self.clock);
        runner.configuration_only(&config);
        let loaded = runner
            .run(&mut self.model, &mut host)
            .and_then(|_| runner.settle(&mut self.model, &mut host, LOAD_SETTLE_CYCLES));
        self.loaded = runner.loaded();
        self.events.0.extend(runner.take_events());
        self.clock = runner.summary().cycles;
        self.configured = true;
        loaded.map_err(|stop| self.failure(stop, limit))
    }

    fn failure(&self, stop: Stop, limit: u64) -> Failure {
        match stop {
            Stop::Deadlock(r) => Failure {
                timeout: true,
                message: format!("deadlock: nothing can progress {r}"),
            },
            Stop::MaxCycles(r) => Failure {
                timeout: true,
                message: format!(
                    "the run reached its limit of {limit} cycles (AIESIM_MAX_CYCLES) {r}"
                ),
            },
            Stop::Error(e) => error(e.to_string()),
            Stop::Fault(m) => error(m),
        }
    }

    /// Writes the trace of every run so far, if one is asked for.
    fn write_trace(&self, end: u64) -> Result<(), Failure> {
        let Some(path) = &self.options.trace else {
            return Ok(());
        };
        let json = crate::sim::trace::chrome_json(
            &self.events.0,
            &self.events.1,
            end,
            &crate::sim::trace::Filter::default(),
        );
        crate::output::write(path, json.as_bytes())
            .map_err(|e| error(format!("cannot write the trace '{}': {e}", path.display())))
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

/// The PDI of a note's entry device, if it has one.
fn entry_pdi(note: Option<&AiecNote>) -> Option<u32> {
    let r = note?.reconfig.as_ref()?;
    r.pdis
        .iter()
        .find(|(_, d)| *d == r.entry.0)
        .map(|(id, _)| *id)
}

/// Erases the runtime sequences of `ir`'s devices.
fn without_sequences(ir: &mut dialect::Ir) {
    let sequences: Vec<_> = ir
        .walk(ir.top)
        .into_iter()
        .filter(|&o| ir.is(o, dialect::ir::OpKind::RuntimeSequence))
        .collect();
    ir.erase_all(&sequences);
}
