//! [`Simulation`]: a control-code ELF, with the design whose cores run, on
//! the CERT job-runner and an array model, with the runtime-sequence
//! arguments in host memory (decisions.md, "Simulator I/O"); its run ends
//! in an [`Outcome`].

use super::{array, Design, Error};
use aie_target::cert::elf::{AiecNote, CtrlElf};
use aie_target::cert::loader::Program;
use runtime_sim::array::{Frame, Layout, Model, Source, Stats};
use runtime_sim::bus::{Array as _, Event, HostMemory, WaitFor};
use runtime_sim::kernels::KernelOptions;
use runtime_sim::runner::{write_wait_for, Options, RunEvent, Runner, Stop, Summary};

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

/// A control-code ELF ready to run: loaded, with the design whose core
/// bodies run and the runtime sequences chosen.
pub struct Simulation<'d> {
    /// What messages call the control code (its file).
    name: String,
    ctrl: CtrlElf,
    program: Program,
    cores: Option<&'d Design>,
    runs: Vec<SequenceRun>,
    note: Option<AiecNote>,
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

/// How the sequences ran: the last one's end, and when each ended (with
/// several).
type Ran = (Result<Summary, Stop>, Vec<(String, u64)>);

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

impl<'d> Simulation<'d> {
    /// `ctrl` (named `name` in messages) with the core bodies of `cores`
    /// (the lowered design), running the runtime sequences `sequences`
    /// (`[DEVICE:]NAME`, in order, on the same array and argument buffers;
    /// none: the entry).
    pub fn new(
        name: &str,
        ctrl: CtrlElf,
        cores: Option<&'d Design>,
        sequences: &[String],
    ) -> Result<Simulation<'d>, Error> {
        let program = Program::load(&ctrl).map_err(|e| Error::message(format!("'{name}': {e}")))?;
        let runs = sequences
            .iter()
            .map(|w| select(name, w, ctrl.aiec_note.clone(), cores.map(Design::ir)))
            .collect::<Result<Vec<_>, _>>()?;
        let note = merged_note(ctrl.aiec_note.clone(), &runs);
        Ok(Simulation {
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
    /// by [`Simulation::note`]), `progress` called every 2^20 cycles.
    pub fn run(
        &self,
        mut host: HostMemory,
        options: &SimOptions,
        progress: Option<Box<dyn FnMut(Summary)>>,
    ) -> Result<Outcome, Error> {
        if let Some(n) = &self.note {
            runtime_sim::guard::check(&n.args, |k| host.arg(k)).map_err(Error::message)?;
        }
        let mut array = self.model(options)?;
        let limits = Options {
            max_cycles: options.max_cycles,
            ..Options::default()
        };
        let mut runner = Runner::new(&self.program, limits);
        if let Some(report) = progress {
            runner.on_progress(1 << 20, report);
        }
        let (result, sequence_ends) = self.run_sequences(&mut runner, &mut array, &mut host)?;
        let cycles = runner.summary().cycles;
        let runner_events = runner.take_events();
        let array_events = array.drain_events();
        let left = match &result {
            Ok(_) => array.unfinished(),
            Err(_) => Vec::new(),
        };
        let why = (!left.is_empty() && !options.allow_idle).then(|| array.why_unfinished());
        let view = options.view.then(|| {
            array.take_frame();
            (array.layout(), array.frames().to_vec())
        });
        let ending = match (result, why) {
            (Err(stop), _) => Ending::Stopped(stop),
            (Ok(summary), Some(why)) => Ending::Idle { summary, left, why },
            (Ok(summary), None) => Ending::Finished(summary),
        };
        let in_flight = match &ending {
            Ending::Finished(_) => array.in_flight(),
            _ => Vec::new(),
        };
        Ok(Outcome {
            cycles,
            ending,
            stats: array.stats(),
            in_flight,
            host,
            sequence_ends,
            runner_events,
            array_events,
            view,
        })
    }

    /// The array model for the ELF's device with the cores and kernels.
    fn model(&self, options: &SimOptions) -> Result<Model, Error> {
        let columns = self
            .program
            .columns
            .iter()
            .map(|c| c.index as usize + 1)
            .max()
            .unwrap_or(0);
        let source = self.cores.map(|d| Source {
            name: d.name().to_string(),
            text: d
                .source()
                .map_or_else(String::new, |s| s.text().to_string()),
        });
        let cores = self.cores.zip(source.clone()).map(|(d, s)| (d.ir(), s));
        let tracing = options.trace;
        let mut model = array::model(
            self.note.as_ref(),
            columns,
            cores,
            &options.kernels,
            tracing,
        )
        .map_err(Error::message)?;
        if let Some(s) = source.filter(|_| options.core_images) {
            // Core images an ELF's control code writes (a design loaded by
            // control packets) name the cores' design or one of its devices
            // by its text, as lowered (aiecc --get=npu_lowered.mlir). A
            // design whose cores compile only after the pipeline (logical
            // tiles) names none: an image naming it is then reported where
            // it loads.
            let _ = array::add_core_images(&mut model, &s.name, &s.text);
        }
        if options.view {
            model.sample_every(Options::default().quantum);
        }
        Ok(model)
    }

    /// Runs the sequences one after the other on `array` and `host` (the
    /// entry alone when none is named), each starting where the previous one
    /// left the array (the entry's configuration left out when it is still
    /// in place); with several, when each ended.
    fn run_sequences(
        &self,
        runner: &mut Runner,
        array: &mut Model,
        host: &mut HostMemory,
    ) -> Result<Ran, Error> {
        let located = |e: String| Error::message(format!("'{}': {e}", self.name));
        let mut ends = Vec::new();
        if self.runs.is_empty() {
            return Ok((runner.run(array, host), ends));
        }
        let (config, pdi) = entry_config(self.ctrl.aiec_note.as_ref());
        let mut last = Ok(Summary::default());
        for (i, r) in self.runs.iter().enumerate() {
            match (i, &r.starts) {
                (0, Some(s)) => runner.start_at(s).map_err(located)?,
                (0, None) => {}
                (_, s) => runner.rerun(s.as_deref(), &config, pdi).map_err(located)?,
            }
            last = runner.run(array, host);
            match &last {
                Ok(s) if self.runs.len() > 1 => ends.push((r.name.clone(), s.cycles)),
                Ok(_) => {}
                Err(_) => break,
            }
        }
        Ok((last, ends))
    }
}

/// The entry kernel's configuration: its jobs per column, and its device's
/// PDI if it has one (see [`Runner::rerun`]).
fn entry_config(note: Option<&AiecNote>) -> (Vec<(u32, Vec<u32>)>, Option<u32>) {
    let Some(n) = note else {
        return (Vec::new(), None);
    };
    let pdi = n.reconfig.as_ref().and_then(|r| {
        let entry = &r.entry.0;
        r.pdis.iter().find(|(_, d)| d == entry).map(|(id, _)| *id)
    });
    (n.config_jobs.clone(), pdi)
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
