//! [`Simulation`]: the simulator's one driver, an array model with the
//! design whose cores run, driven by the CERT job-runner with the
//! runtime-sequence arguments in host memory and kept from run to run; and
//! [`Launch`]: a control-code ELF run on a new one (aie-sim's run,
//! decisions.md, "Simulator I/O"), which ends in an [`Outcome`].

use super::{array, Design, Error};
use aie_target::cert::elf::{AiecNote, CtrlElf};
use aie_target::cert::loader::Program;
use runtime_sim::array::{Frame, Layout, Model, Stats};
use runtime_sim::bus::{Array as _, Event, HostMemory, WaitFor};
use runtime_sim::kernels::KernelOptions;
use runtime_sim::runner::{write_wait_for, Loaded, Options, RunEvent, Runner, Stop, Summary};

/// How a simulation runs.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// The run stops once this many cycles have passed.
    pub max_cycles: u64,
    /// Cores and DMAs still waiting when the control code ends are
    /// accepted (a core in a loop that runs forever is always idle).
    pub allow_idle: bool,
    /// The kernels the cores' external functions call.
    pub kernels: KernelOptions,
    /// Record trace events ([`Outcome::runner_events`], [`Outcome::array_events`]).
    pub trace: bool,
    /// Sample the array's state over time for a view of the run ([`Outcome::view`]).
    pub view: bool,
    /// The cores' design is also what core images the control code writes
    /// name (a design loaded by control packets, `--cores`).
    pub core_images: bool,
}

impl Default for SimOptions {
    fn default() -> SimOptions {
        SimOptions {
            max_cycles: Options::default().max_cycles,
            allow_idle: false,
            kernels: KernelOptions::default(),
            trace: false,
            view: false,
            core_images: false,
        }
    }
}

/// A control-code ELF ready to launch (aie-sim's run): loaded, with the
/// design whose core bodies run and the runtime sequences chosen, run one
/// after the other on a new [`Simulation`].
pub struct Launch<'d> {
    /// What messages call the control code (its file).
    name: String,
    ctrl: CtrlElf,
    program: Program,
    cores: Option<&'d Design>,
    runs: Vec<SequenceRun>,
    note: Option<AiecNote>,
}

/// An array simulated: the model of the device with the cores of the
/// design that runs, driven by the CERT job-runner, and kept from run to
/// run as the NPU keeps its state (XRT's hardware context, its runs and
/// runlists; aie-sim's sequences): its clock goes on, the configuration is
/// written by the first run only (or by [`Simulation::load`]), and cores
/// and DMAs go on from where the last run left them. The simulator's one
/// driver: aie-sim ([`Launch`]), the C++ XRT runtime and `pyxrt`
/// (`crate::host::context`) run through it.
pub struct Simulation {
    model: Model,
    /// Cycles simulated so far.
    clock: u64,
    /// Whether a run has written the configuration.
    configured: bool,
    /// What the firmware loaded in the last run.
    loaded: Loaded,
    runner_events: Vec<RunEvent>,
    array_events: Vec<Event>,
}

/// What a [`Simulation`]'s array is made of.
pub struct Setup<'a> {
    /// The note of the control code that runs: its device and PDIs
    /// (`None`: a device of `columns` columns).
    pub note: Option<&'a AiecNote>,
    /// The columns the control code uses.
    pub columns: usize,
    /// The lowered design whose cores run.
    pub cores: Option<&'a Design>,
    /// The kernels the cores' external functions call.
    pub kernels: &'a KernelOptions,
    /// Record trace events ([`Simulation::events`]).
    pub trace: bool,
    /// Sample the array's state over time for a view of the runs.
    pub view: bool,
}

/// The entry kernel's configuration: its jobs per column, and its device's
/// PDI if it has one (see [`Runner::rerun`]).
#[derive(Clone, Debug, Default)]
pub struct EntryConfig {
    /// The configuration jobs per column.
    pub jobs: Vec<(u32, Vec<u32>)>,
    /// The entry device's PDI.
    pub pdi: Option<u32>,
}

impl EntryConfig {
    /// The entry configuration a control code's note describes.
    pub fn of(note: Option<&AiecNote>) -> EntryConfig {
        let Some(n) = note else {
            return EntryConfig::default();
        };
        let pdi = n.reconfig.as_ref().and_then(|r| {
            let entry = &r.entry.0;
            r.pdis.iter().find(|(_, d)| d == entry).map(|(id, _)| *id)
        });
        EntryConfig {
            jobs: n.config_jobs.clone(),
            pdi,
        }
    }
}

/// Where a run starts: per column, the id of its first job (`None`: the
/// entry, in the default groups).
pub type Start<'a> = Option<&'a [(u32, u32)]>;

impl Simulation {
    /// A new array for `setup`.
    pub fn new(setup: Setup) -> Result<Simulation, Error> {
        let mut model = array::model(
            setup.note,
            setup.columns,
            setup.cores,
            setup.kernels,
            setup.trace,
        )?;
        if setup.view {
            model.sample_every(Options::default().quantum);
        }
        Ok(Simulation {
            model,
            clock: 0,
            configured: false,
            loaded: Loaded::default(),
            runner_events: Vec::new(),
            array_events: Vec::new(),
        })
    }

    /// Adds the cores of design `text` (of file `name`) for the core images
    /// control code writes that name it, or one of its devices, by its text
    /// ([`aie_target::regs::CoreImage`]).
    pub fn add_core_images(&mut self, name: &str, text: &str) -> Result<(), Error> {
        array::add_core_images(&mut self.model, name, text)
    }

    /// Runs `program` with `host`, once from each of `starts` in turn (none:
    /// once from its entry), on one job-runner: each run goes on where the
    /// previous one left the array, and once the array has run, the entry's
    /// configuration (`config`) is left out while it is in place. The runs
    /// stop at the first that does not end, or `limit` cycles from the
    /// array's clock; `progress` is called every 2^20 cycles. The last
    /// run's end, and the cycle each one ended at.
    pub fn run(
        &mut self,
        program: &Program,
        starts: &[Start],
        config: &EntryConfig,
        host: &mut HostMemory,
        limit: u64,
        progress: Option<Box<dyn FnMut(Summary)>>,
    ) -> Result<Ran, Error> {
        let mut runner = self.runner(program, limit);
        runner.set_loaded(&self.loaded);
        if let Some(report) = progress {
            runner.on_progress(1 << 20, report);
        }
        let mut ends = Vec::new();
        let mut last = Ok(Summary::default());
        let entry: &[Start] = &[None];
        for &start in if starts.is_empty() { entry } else { starts } {
            match (self.configured, start) {
                (false, Some(s)) => runner.start_at(s).map_err(Error::message)?,
                (false, None) => {}
                (true, s) => (runner.rerun(s, &config.jobs, config.pdi)).map_err(Error::message)?,
            }
            self.configured = true;
            last = runner.run(&mut self.model, host);
            match &last {
                Ok(s) => ends.push(s.cycles),
                Err(_) => break,
            }
        }
        self.finish(&mut runner);
        Ok((last, ends))
    }

    /// Loads a design as XRT does when it makes a hardware context: the
    /// configuration jobs `config` of its control code `program` are
    /// written, and the array runs on its own (its cores start) until
    /// nothing in it progresses, for at most `settle` cycles (or `limit`
    /// in all); runs then find it configured.
    pub fn load(
        &mut self,
        program: &Program,
        config: &[(u32, Vec<u32>)],
        settle: u64,
        limit: u64,
    ) -> Result<(), Stop> {
        let mut host = HostMemory::default();
        let mut runner = self.runner(program, limit);
        runner.configuration_only(config);
        let loaded = runner
            .run(&mut self.model, &mut host)
            .and_then(|_| runner.settle(&mut self.model, &mut host, settle));
        self.configured = true;
        self.finish(&mut runner);
        loaded
    }

    /// A job-runner for `program` on this array, at its clock, stopping
    /// `limit` cycles later.
    fn runner<'p>(&self, program: &'p Program, limit: u64) -> Runner<'p> {
        let limits = Options {
            max_cycles: self.clock.saturating_add(limit),
            ..Options::default()
        };
        let mut runner = Runner::new(program, limits);
        runner.set_clock(self.clock);
        runner
    }

    /// Keeps what `runner` leaves for the next run: the clock, what the
    /// firmware loaded, the trace events.
    fn finish(&mut self, runner: &mut Runner) {
        self.clock = runner.summary().cycles;
        self.loaded = runner.loaded();
        self.runner_events.extend(runner.take_events());
        self.array_events.extend(self.model.drain_events());
    }

    /// Cycles simulated so far.
    pub fn clock(&self) -> u64 {
        self.clock
    }

    /// Whether a run or [`Simulation::load`] has written the configuration.
    pub fn is_configured(&self) -> bool {
        self.configured
    }

    /// What the array has done so far.
    pub fn stats(&self) -> Stats {
        self.model.stats()
    }

    /// The work the array has left (cores and DMAs waiting), a line each.
    pub fn unfinished(&self) -> Vec<String> {
        self.model.unfinished()
    }

    /// What is in flight (words in streams), a line each.
    pub fn in_flight(&self) -> Vec<String> {
        self.model.in_flight()
    }

    /// The trace events so far: the job-runner's and the array's.
    pub fn events(&self) -> (&[RunEvent], &[Event]) {
        (&self.runner_events, &self.array_events)
    }

    /// The trace events so far, taken.
    fn take_events(&mut self) -> (Vec<RunEvent>, Vec<Event>) {
        (
            std::mem::take(&mut self.runner_events),
            std::mem::take(&mut self.array_events),
        )
    }
}

/// How a run ended.
#[derive(Clone, Debug)]
pub enum Ending {
    /// The control code ended with the array done (or idle, and that
    /// allowed).
    Finished(Summary),
    /// It did not end: a deadlock or the cycle limit (the report is the
    /// stop's text), or an error of the control code or the array.
    Stopped(Stop),
    /// The control code ended with work left in the array.
    Idle {
        /// The job-runner's counts.
        summary: Summary,
        /// The work left, a line each.
        left: Vec<String>,
        /// What it waits for.
        why: WaitFor,
    },
}

/// What a run did.
pub struct Outcome {
    /// The cycle the run ended at.
    pub cycles: u64,
    /// How it ended.
    pub ending: Ending,
    /// What the array did.
    pub stats: Stats,
    /// After a finished run, what is still in flight (words in streams),
    /// a line each.
    pub in_flight: Vec<String>,
    /// What the cores printed (`vector.print`).
    pub console: String,
    /// The host memory: the arguments as the run left them.
    pub host: HostMemory,
    /// With several sequences, each one's name and the cycle it ended at.
    pub sequence_ends: Vec<(String, u64)>,
    /// The job-runner's trace events (with [`SimOptions::trace`]).
    pub runner_events: Vec<RunEvent>,
    /// The array's trace events (with [`SimOptions::trace`]).
    pub array_events: Vec<Event>,
    /// The array's layout and its states over time (with [`SimOptions::view`]).
    pub view: Option<(Layout, Vec<Frame>)>,
}

impl Outcome {
    /// Why a run did not finish, in lines: a deadlock's or the cycle
    /// limit's report (what waits for what, from the root cause), or the
    /// work an idle array has left and what it waits for; `None` for a
    /// finished run and for an error (whose message is the stop's).
    pub fn report(&self) -> Option<String> {
        match &self.ending {
            Ending::Stopped(stop @ (Stop::Deadlock(_) | Stop::MaxCycles(_))) => {
                Some(stop.to_string())
            }
            Ending::Idle { summary, left, why } => {
                let mut report = format!(
                    "the control code ended at cycle {} with work left:\n",
                    summary.cycles
                );
                let _ = write_wait_for(&mut report, why.cause.as_deref(), &why.graph);
                for line in left {
                    report += &format!("  {line}\n");
                }
                Some(report)
            }
            _ => None,
        }
    }

    /// `finished`, `deadlock`, `max-cycles`, `idle` or `error`.
    pub fn verdict(&self) -> &'static str {
        match &self.ending {
            Ending::Finished(_) => "finished",
            Ending::Stopped(Stop::Deadlock(_)) => "deadlock",
            Ending::Stopped(Stop::MaxCycles(_)) => "max-cycles",
            Ending::Stopped(_) => "error",
            Ending::Idle { .. } => "idle",
        }
    }
}

/// How runs ran: the last one's end, and the cycle each ended at.
pub type Ran = (Result<Summary, Stop>, Vec<u64>);

/// Where a kernel starts: (column, job id) per column.
type Starts = Vec<(u32, u32)>;

/// A runtime sequence to run: the note as its run sees it (its own
/// arguments), and where it starts (`None`: the entry, in the default
/// groups).
struct SequenceRun {
    name: String,
    note: Option<AiecNote>,
    starts: Option<Starts>,
}

impl<'d> Launch<'d> {
    /// `ctrl` (named `name` in messages) with the core bodies of `cores`
    /// (the lowered design), running the runtime sequences `sequences`
    /// (`[DEVICE:]NAME`, in order, on the same array and argument buffers;
    /// none: the entry).
    pub fn new(
        name: &str,
        ctrl: CtrlElf,
        cores: Option<&'d Design>,
        sequences: &[String],
    ) -> Result<Launch<'d>, Error> {
        let program = Program::load(&ctrl).map_err(|e| Error::message(format!("'{name}': {e}")))?;
        let runs = sequences
            .iter()
            .map(|w| select(name, w, ctrl.aiec_note.clone(), cores.map(Design::ir)))
            .collect::<Result<Vec<_>, _>>()?;
        let note = merged_note(ctrl.aiec_note.clone(), &runs);
        Ok(Launch {
            name: name.to_string(),
            ctrl,
            program,
            cores,
            runs,
            note,
        })
    }

    /// The note the arguments are sized and typed by: the ELF's, with each
    /// argument as large as the largest the sequences run give it (the
    /// host program passes the same buffers to every run).
    pub fn note(&self) -> Option<&AiecNote> {
        self.note.as_ref()
    }

    /// The ctrlcode ops of every job (each job once, its START_JOB not
    /// counted), as the runner counts them.
    pub fn control_ops(&self) -> u64 {
        let jobs = self.program.columns.iter().flat_map(|c| c.jobs());
        jobs.map(|(_, j)| j.instrs.len().saturating_sub(1).max(1) as u64)
            .sum()
    }

    /// Runs the sequences on a new array with `host` (the arguments, sized
    /// by [`Launch::note`]), `progress` called every 2^20 cycles.
    pub fn run(
        &self,
        mut host: HostMemory,
        options: &SimOptions,
        progress: Option<Box<dyn FnMut(Summary)>>,
    ) -> Result<Outcome, Error> {
        if let Some(n) = &self.note {
            runtime_sim::guard::check(&n.args, |k| host.arg(k)).map_err(Error::message)?;
        }
        let columns = self
            .program
            .columns
            .iter()
            .map(|c| c.index as usize + 1)
            .max()
            .unwrap_or(0);
        let mut sim = Simulation::new(Setup {
            note: self.note.as_ref(),
            columns,
            cores: self.cores,
            kernels: &options.kernels,
            trace: options.trace,
            view: options.view,
        })?;
        if let Some(d) = self.cores.filter(|_| options.core_images) {
            // Core images an ELF's control code writes (a design loaded by
            // control packets) name the cores' design or one of its devices
            // by its text, as lowered (aiecc --get=npu_lowered.mlir). A
            // design whose cores compile only after the pipeline (logical
            // tiles) names none: an image naming it is then reported where
            // it loads.
            let text = d.source().map_or("", |s| s.text());
            let _ = sim.add_core_images(d.name(), text);
        }
        let starts: Vec<Start> = self.runs.iter().map(|r| r.starts.as_deref()).collect();
        let config = EntryConfig::of(self.ctrl.aiec_note.as_ref());
        let located = |e: Error| Error::message(format!("'{}': {}", self.name, e.messages()));
        let (result, ends) = sim
            .run(
                &self.program,
                &starts,
                &config,
                &mut host,
                options.max_cycles,
                progress,
            )
            .map_err(located)?;
        let sequence_ends = match self.runs.len() {
            0 | 1 => Vec::new(),
            _ => self.runs.iter().map(|r| r.name.clone()).zip(ends).collect(),
        };
        let (runner_events, array_events) = sim.take_events();
        let left = match &result {
            Ok(_) => sim.unfinished(),
            Err(_) => Vec::new(),
        };
        let model = &mut sim.model;
        let why = (!left.is_empty() && !options.allow_idle).then(|| model.why_unfinished());
        let view = options.view.then(|| {
            model.take_frame();
            (model.layout(), model.frames().to_vec())
        });
        let ending = match (result, why) {
            (Err(stop), _) => Ending::Stopped(stop),
            (Ok(summary), Some(why)) => Ending::Idle { summary, left, why },
            (Ok(summary), None) => Ending::Finished(summary),
        };
        let in_flight = match &ending {
            Ending::Finished(_) => sim.in_flight(),
            _ => Vec::new(),
        };
        Ok(Outcome {
            cycles: sim.clock(),
            ending,
            stats: sim.stats(),
            in_flight,
            console: sim.model.take_console(),
            host,
            sequence_ends,
            runner_events,
            array_events,
            view,
        })
    }
}

/// The note the arguments are sized and shown by: the design's, with each
/// argument as large as the largest the sequences run give it.
fn merged_note(design: Option<AiecNote>, runs: &[SequenceRun]) -> Option<AiecNote> {
    let mut notes = runs.iter().filter_map(|r| r.note.as_ref());
    let mut note = match notes.next() {
        Some(first) => first.clone(),
        None => return design,
    };
    for n in notes {
        for (i, a) in n.args.iter().enumerate() {
            match note.args.get_mut(i) {
                Some(m) => m.size = m.size.max(a.size),
                None => note.args.push(a.clone()),
            }
        }
    }
    Some(note)
}

/// The runtime sequence `wanted` (`[DEVICE:]NAME`) of the control code
/// `name`, as it runs. Without a list of kernels in the note, the design
/// has one sequence: `wanted` must name it in `design`, the lowered IR, if
/// known.
fn select(
    name: &str,
    wanted: &str,
    note: Option<AiecNote>,
    design: Option<&dialect::Ir>,
) -> Result<SequenceRun, Error> {
    let (device, sequence) = match wanted.split_once(':') {
        Some((d, n)) => (Some(d), n),
        None => (None, wanted),
    };
    let entry = |note| SequenceRun {
        name: wanted.to_string(),
        note,
        starts: None,
    };
    let Some(r) = note.as_ref().and_then(|n| n.reconfig.clone()) else {
        let all = design.map(sequences).unwrap_or_default();
        let named = |(d, n): &(String, String)| n == sequence && device.is_none_or(|x| x == d);
        return match (design, all.iter().any(named)) {
            (Some(_), true) => Ok(entry(note)),
            (Some(_), false) => Err(Error::message(format!(
                "--sequence {wanted} names no runtime sequence of '{name}'; it has {}",
                all.iter().map(|(d, n)| format!("{d}:{n}")).collect::<Vec<_>>().join(", ")
            ))),
            (None, _) => Err(Error::message(format!(
                "--sequence {wanted}: '{name}' has one runtime sequence (no .note.aiec list of kernels); give --cores with its design to name it"
            ))),
        };
    };
    if sequence == r.entry.1 && device.is_none_or(|d| d == r.entry.0) {
        return Ok(entry(note));
    }
    let matching: Vec<_> = r
        .kernels
        .iter()
        .filter(|k| k.sequence == sequence && device.is_none_or(|d| d == k.device))
        .collect();
    let kernel = match matching[..] {
        [k] => k,
        _ => {
            let all: Vec<String> = std::iter::once(format!("{}:{}", r.entry.0, r.entry.1))
                .chain(
                    r.kernels
                        .iter()
                        .map(|k| format!("{}:{}", k.device, k.sequence)),
                )
                .collect();
            let what = if matching.is_empty() {
                "names no"
            } else {
                "names more than one"
            };
            return Err(Error::message(format!(
                "--sequence {wanted} {what} runtime sequence of '{name}'; it has {}",
                all.join(", ")
            )));
        }
    };
    let note = note.map(|n| AiecNote {
        args: kernel.args.clone(),
        ..n
    });
    Ok(SequenceRun {
        name: wanted.to_string(),
        note,
        starts: Some(kernel.starts.clone()),
    })
}

/// The (device, sequence) symbols of the runtime sequences of `ir`.
fn sequences(ir: &dialect::Ir) -> Vec<(String, String)> {
    use dialect::ir::View as _;
    use dialect::ops::views::{Device, RuntimeSequence};
    let seqs = ir.views::<RuntimeSequence>(ir.walk(ir.top));
    seqs.map(|s| {
        let device = ir
            .parent_op(s.op())
            .and_then(|d| ir.view::<Device>(d))
            .map_or("main", |d| d.sym_name(ir));
        (device.to_string(), s.sym_name(ir).to_string())
    })
    .collect()
}
