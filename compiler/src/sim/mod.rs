//! `aie-sim`: the simulator's command line over the session: a design
//! (MLIR, compiled in-process with the default pipeline, or a ctrlcode ELF)
//! run as a [`Launch`] with the runtime-sequence arguments read from
//! files, its [`Outcome`] reported, written and compared (decisions.md,
//! "Simulator I/O"). `src/bin/aie-sim.rs` calls [`crate::host::aie_sim`],
//! which calls [`main`].
//!
//! Exit status: 0 all good (or `--help`, `--version`); 1 user error
//! (including a bad command line) or `--expect` mismatch; 2 deadlock or
//! `--max-cycles` reached.

pub(crate) mod trace;
mod view;

use crate::cli::DiagStyle;
use crate::console::Console;
use crate::render::Render;
use crate::session::{Design, Ending, Error, Launch, Outcome, Pipeline, SimOptions, Source};
use aie_target::cert::elf::{self, AiecArg, AiecNote, CtrlElf};
use clap::builder::{OsStringValueParser, TypedValueParser as _};
use clap::{CommandFactory, FromArgMatches, Parser};
use dialect::Severity;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use runtime_sim::bus::{Event, HostMemory, Region};
use runtime_sim::kernels::{KernelCost, KernelOptions};
use runtime_sim::runner::{Options, RunEvent, Stop, Summary};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// The examples `aie-sim -h` and `--help` end with.
macro_rules! examples {
    () => {
        "Examples:\n  \
        aie-sim design.mlir --input=0=in.bin --expect=1=expected.bin\n  \
        aie-sim design.elf --arg-size=0=256 --input=0=in.bin --output=1=out.bin\n  \
        aie-sim design.mlir --input=0=in.bin --trace=trace.json --summary=json\n  \
        aie-sim design.mlir --diagnostics=json    # errors as JSON lines"
    };
}

/// The command line of one `aie-sim` run.
#[derive(Debug, Parser)]
#[command(
    name = "aie-sim",
    version = crate::VERSION,
    override_usage = "aie-sim [OPTIONS] <DESIGN>\n       aie-sim --xrt-prefix | --peano-prefix",
    args_override_self = true,
    about = "aie-sim: runs an AIE design on the CERT job-runner and an array model",
    long_about = "aie-sim: runs an AIE design on the CERT job-runner and an array model.\n\n\
        An MLIR design is compiled in-process with the default pipeline; a ctrlcode ELF \
        runs as it is. N is the 0-based position of a runtime-sequence argument.",
    after_long_help = concat!(examples!(), "\n\n\
        Options take one or two dashes (-trace = --trace); the value is the next \
        word or follows `=` (--input=0=in.bin). An option given twice (for the same N) keeps \
        the last value.\n\n\
        Exit status: 0 on success (every --expect matches); 1 on a user error (including a bad \
        command line) or an --expect mismatch; 2 on a deadlock or when --max-cycles is reached."),
    after_help = examples!(),
    next_help_heading = "Simulator options"
)]
struct CommandLine {
    /// The design: MLIR (compiled with the default pipeline) or a ctrlcode ELF
    /// (extension `.elf` or ELF magic); `-` reads standard input.
    #[arg(value_name = "DESIGN", required_unless_present_any = ["xrt_prefix", "peano_prefix"])]
    input: Option<PathBuf>,

    /// The MLIR design whose core bodies run (for an ELF, which has none).
    #[arg(long, value_name = "FILE")]
    cores: Option<PathBuf>,

    /// The initial contents of argument N (raw little-endian elements).
    #[arg(long = "input", value_name = "N=FILE", value_parser = OsStringValueParser::new().try_map(indexed_path))]
    inputs: Vec<(usize, PathBuf)>,

    /// After a run that finishes, write argument N to FILE.
    #[arg(long = "output", value_name = "N=FILE", value_parser = OsStringValueParser::new().try_map(indexed_path))]
    outputs: Vec<(usize, PathBuf)>,

    /// After a run that finishes, compare argument N with FILE, element by element.
    #[arg(long = "expect", value_name = "N=FILE", value_parser = OsStringValueParser::new().try_map(indexed_path))]
    expects: Vec<(usize, PathBuf)>,

    /// The size of argument N, for an ELF without `.note.aiec` (else it must agree with the note).
    #[arg(long = "arg-size", value_name = "N=BYTES", value_parser = indexed::<u64>)]
    sizes: Vec<(usize, u64)>,

    /// Write Chrome trace-event JSON (Perfetto, chrome://tracing) to FILE.
    #[arg(long, value_name = "FILE")]
    trace: Option<PathBuf>,

    /// Write the trace events as text, one line per event in cycle order, to FILE.
    #[arg(long, value_name = "FILE")]
    trace_text: Option<PathBuf>,

    /// Run nothing: decode the hardware trace words in FILE (a hexadecimal
    /// word a line, as a host program writes a trace buffer) against DESIGN
    /// (with its trace lowered: aiecc's input_with_addresses.mlir) and print
    /// them as Chrome trace events (JSON), as mlir-aie's parse_trace does.
    #[arg(long, value_name = "FILE", help_heading = "Hardware trace")]
    decode_trace: Option<PathBuf>,

    /// With --decode-trace: the columns the design ran shifted by (default:
    /// found from the first traced column in the words).
    #[arg(
        long,
        value_name = "N",
        requires = "decode_trace",
        allow_negative_numbers = true,
        help_heading = "Hardware trace"
    )]
    trace_colshift: Option<i64>,

    /// Write a page that shows the run in a browser (the array over time,
    /// and where a stalled run waits) to FILE.
    #[arg(long, value_name = "FILE")]
    view: Option<PathBuf>,

    /// Trace only the events these comma-separated names match (`*` matches
    /// any text: DMA_*,CORE_WAIT); a name after `-` is left out (-CORE_*_REQ).
    #[arg(long, value_name = "NAMES", value_parser = trace::Filter::parse)]
    trace_filter: Option<trace::Filter>,

    /// Trace only what happens from cycle FROM to cycle TO (a span that
    /// overlaps them is kept whole); either may be left out (FROM: or :TO).
    #[arg(long, value_name = "FROM:TO", value_parser = trace::parse_window)]
    trace_window: Option<(u64, u64)>,

    /// Stop with status 2 once C cycles have passed.
    #[arg(long, value_name = "C", default_value_t = Options::default().max_cycles)]
    max_cycles: u64,

    /// A runtime sequence to run (default: the design's first); DEVICE:NAME
    /// picks one of several with the same name. Repeatable: the sequences run
    /// in the order given, on the same array and the same argument buffers.
    #[arg(long = "sequence", value_name = "[DEVICE:]NAME")]
    sequences: Vec<String>,
    /// Most bytes of host memory the runtime-sequence arguments may take together.
    #[arg(long, value_name = "BYTES", default_value_t = 1 << 31)]
    max_memory: u64,

    /// Accept cores and DMAs still waiting when the control code ends (a
    /// core in a loop that runs forever, or a looping BD chain, is always idle).
    #[arg(long = "allow-idle-cores")]
    allow_idle: bool,

    /// Leave the deadlock check (`--aie-check-deadlock`) out of the compile
    /// of an MLIR design (docs/deadlocks.md).
    #[arg(long = "Wno-deadlock")]
    no_deadlock_check: bool,

    /// A kernel source (C/C++) for the cores' external functions, built for the host; repeatable.
    #[arg(long = "kernel-src", value_name = "FILE")]
    kernel_srcs: Vec<PathBuf>,

    /// A host shared library exporting the cores' external functions (searched first); repeatable.
    #[arg(long = "kernel-lib", value_name = "FILE")]
    kernel_libs: Vec<PathBuf>,

    /// Where kernels built from source are cached [default: $AIEC_KERNEL_CACHE, else $XDG_CACHE_HOME/aiec/kernels, else ~/.cache/aiec/kernels].
    #[arg(long, value_name = "DIR")]
    kernel_cache: Option<PathBuf>,

    /// Cycles a kernel call costs a core, besides its elements.
    #[arg(long, value_name = "C", default_value_t = KernelCost::default().call)]
    kernel_call_cycles: u64,

    /// Cycles a kernel call costs per element of its memref arguments.
    #[arg(long, value_name = "C", default_value_t = KernelCost::default().element)]
    kernel_element_cycles: u64,

    /// Diagnostic style (default: fancy if stderr is a terminal, else plain);
    /// json writes one object per diagnostic and line (docs/diagnostics.md).
    #[arg(long, value_enum, value_name = "STYLE", help_heading = "Output")]
    diagnostics: Option<DiagStyle>,

    /// Print the run's summary as one JSON object on standard output instead
    /// of the text lines: cycles, verdict, per-argument checks (docs/simulator.md).
    #[arg(long, value_enum, value_name = "FORMAT", help_heading = "Output")]
    summary: Option<SummaryFormat>,

    /// Print a directory laid out like an XRT install (include/xrt/*.h,
    /// lib/libxrt_coreutil.so) whose runtime runs NPU host programs on the
    /// simulator (docs/host-programs.md); made beside aie-sim.
    #[arg(long, exclusive = true, help_heading = "Host programs")]
    xrt_prefix: bool,

    /// Print a directory laid out like a Peano install whose bin/clang and
    /// bin/xchesscc_wrapper build AIE kernels for the host.
    #[arg(long, exclusive = true, help_heading = "Host programs")]
    peano_prefix: bool,
}

/// Formats of `--summary`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum SummaryFormat {
    /// One JSON object (schema: docs/schemas/sim-summary.schema.json).
    Json,
}

/// Parses an `N=VALUE` option value: an argument index and a `T`.
fn indexed<T: FromStr>(text: &str) -> Result<(usize, T), String>
where
    T::Err: std::fmt::Display,
{
    let (n, value) = text
        .split_once('=')
        .ok_or("expected N=VALUE with N an argument index")?;
    let n = n
        .parse()
        .map_err(|_| format!("'{n}' is not an argument index"))?;
    let value = value.parse().map_err(|e| format!("'{value}': {e}"))?;
    Ok((n, value))
}

/// Parses an `N=FILE` option value: an argument index and a path.
fn indexed_path(text: std::ffi::OsString) -> Result<(usize, PathBuf), String> {
    let (n, path) =
        crate::cli::split_os(&text, b'=').ok_or("expected N=FILE with N an argument index")?;
    let n = n
        .parse()
        .map_err(|_| format!("'{n}' is not an argument index"))?;
    Ok((n, PathBuf::from(path)))
}

/// The command line, with the `N=VALUE` options by index (the last given wins).
struct Args {
    input: PathBuf,
    cores: Option<PathBuf>,
    inputs: BTreeMap<usize, PathBuf>,
    outputs: BTreeMap<usize, PathBuf>,
    expects: BTreeMap<usize, PathBuf>,
    sizes: BTreeMap<usize, u64>,
    trace: Option<PathBuf>,
    trace_text: Option<PathBuf>,
    /// `--decode-trace` and `--trace-colshift`.
    decode_trace: Option<(PathBuf, Option<i64>)>,
    /// `--trace-filter` and `--trace-window`.
    trace_filter: trace::Filter,
    view: Option<PathBuf>,
    max_cycles: u64,
    sequences: Vec<String>,
    max_memory: u64,
    allow_idle: bool,
    no_deadlock_check: bool,
    kernels: KernelOptions,
    diagnostics: Option<DiagStyle>,
    summary: Option<SummaryFormat>,
    /// Pass flags given, run before the default pipeline.
    steps: Vec<passes::Step>,
}

impl From<CommandLine> for Args {
    fn from(c: CommandLine) -> Args {
        Args {
            input: c.input.unwrap_or_default(),
            cores: c.cores,
            inputs: c.inputs.into_iter().collect(),
            outputs: c.outputs.into_iter().collect(),
            expects: c.expects.into_iter().collect(),
            sizes: c.sizes.into_iter().collect(),
            trace: c.trace,
            trace_text: c.trace_text,
            decode_trace: c.decode_trace.map(|p| (p, c.trace_colshift)),
            trace_filter: c.trace_filter.unwrap_or_default().within(c.trace_window),
            view: c.view,
            max_cycles: c.max_cycles,
            sequences: c.sequences,
            max_memory: c.max_memory,
            allow_idle: c.allow_idle,
            diagnostics: c.diagnostics,
            summary: c.summary,
            no_deadlock_check: c.no_deadlock_check,
            steps: Vec::new(),
            kernels: KernelOptions {
                search_dirs: Vec::new(),
                sources: c.kernel_srcs,
                libs: c.kernel_libs,
                cache: c.kernel_cache,
                cost: KernelCost {
                    call: c.kernel_call_cycles,
                    element: c.kernel_element_cycles,
                },
            },
        }
    }
}

/// The name diagnostics without a location start with.
const TOOL: &str = "aie-sim";

/// Runs aie-sim with `args` (including the program name) on the process's
/// standard output and error; returns the exit status.
pub fn main(args: Vec<std::ffi::OsString>) -> i32 {
    main_in(args, &Console::std())
}

/// [`main`], its messages written to `console`.
pub fn main_in(args: Vec<std::ffi::OsString>, console: &Console) -> i32 {
    let args = match parse(args) {
        Ok(args) => args,
        Err(e) => return command_line_exit(&e, console),
    };
    let out = Out {
        console,
        render: Render::new(TOOL, args.diagnostics, console),
        summary: args.summary.is_some(),
    };
    let mut verdict = Verdict::default();
    let code = match run(args, &out, &mut verdict) {
        Ok(code) => code,
        Err(e) => {
            out.report(&e);
            verdict.verdict = "error";
            1
        }
    };
    if out.summary {
        console.out(&format!("{}\n", verdict.json()));
    }
    code
}

/// Where a run's messages go, how its diagnostics look, and whether
/// standard output holds the `--summary=json` object alone.
struct Out<'c> {
    console: &'c Console,
    render: Render,
    summary: bool,
}

impl Out<'_> {
    /// Prints the error that ended the run: what failed and its
    /// diagnostics at their source, or its messages.
    fn report(&self, e: &Error) {
        let rendered = self.render.diagnostics(e);
        match (e.source(), e.context_text()) {
            (Some(_), Some(context)) if !self.render.json() => {
                self.err(&format!("{TOOL}: error: {context}:\n{rendered}"));
            }
            _ => self.err(&rendered),
        }
    }

    /// Prints `diagnostics` (warnings) of the design `design`.
    fn warn(&self, design: &Design, diagnostics: &[dialect::Diagnostic]) {
        let at = design.located();
        for d in diagnostics {
            self.err(&self.render.diagnostic(at.as_ref(), d));
        }
    }

    /// Prints a result line on stdout (not under `--summary=json`).
    fn say(&self, line: std::fmt::Arguments) {
        if !self.summary {
            self.console.out(&format!("{line}\n"));
        }
    }

    /// Writes to standard error.
    fn err(&self, text: &str) {
        self.console.err(text);
    }
}

/// How a run ended, for `--summary=json`.
#[derive(Default)]
struct Verdict {
    cycles: u64,
    /// `pass`, `mismatch`, `deadlock`, `max-cycles`, `idle` or `error`.
    verdict: &'static str,
    /// Per argument written or compared: index, files, whether it matches.
    outputs: Vec<ArgCheck>,
}

struct ArgCheck {
    arg: usize,
    output: Option<PathBuf>,
    expect: Option<PathBuf>,
    matches: Option<bool>,
}

impl Verdict {
    fn json(&self) -> serde_json::Value {
        let path = |p: &Option<PathBuf>| p.as_ref().map(|p| p.to_string_lossy().into_owned());
        let outputs: Vec<serde_json::Value> = self
            .outputs
            .iter()
            .map(|c| {
                serde_json::json!({
                    "arg": c.arg,
                    "output": path(&c.output),
                    "expect": path(&c.expect),
                    "match": c.matches,
                })
            })
            .collect();
        serde_json::json!({
            "format": "aie-sim-summary",
            "version": 1,
            "cycles": self.cycles,
            "verdict": self.verdict,
            "outputs": outputs,
        })
    }
}

/// aie-sim's whole command line: the simulator's options first; the many
/// pass flags after, apart.
pub(crate) fn command() -> clap::Command {
    let cmd = CommandLine::command()
        .next_help_heading("Compiler passes (an MLIR design; run before the default pipeline)");
    crate::cli::with_pass_flags(cmd)
}

/// The command line: `aie-sim`'s options and, for an MLIR design, the
/// compiler's pass flags (run before the default pipeline, as `aiec` runs
/// them).
fn parse(args: Vec<std::ffi::OsString>) -> Result<Args, clap::Error> {
    let cmd = command();
    let matches = cmd
        .clone()
        .try_get_matches_from(crate::cli::llvm_style(args))
        .map_err(|e| crate::cli::close_suggestion(&cmd, e))?;
    let mut args = Args::from(CommandLine::from_arg_matches(&matches)?);
    args.steps = crate::cli::steps_in_order(&matches)?;
    Ok(args)
}

/// Prints clap's help, version or error; returns the exit status: 0 after
/// help or version, 1 after an error (2 is for deadlocks).
fn command_line_exit(e: &clap::Error, console: &Console) -> i32 {
    console.clap_message(e, "aie-sim: ");
    i32::from(e.use_stderr())
}

fn read(path: &Path) -> Result<Vec<u8>, Error> {
    crate::output::read(path)
        .map_err(|e| Error::message(format!("cannot read '{}': {e}", path.display())))
}

/// `--decode-trace`: prints the Chrome trace events of the trace words in
/// `words` against the design (parsed, not compiled).
fn decode_trace(args: &Args, words: &Path, colshift: Option<i64>, out: &Out) -> Result<i32, Error> {
    let name = args.input.to_string_lossy();
    let source = String::from_utf8(read(&args.input)?)
        .map_err(|_| Error::message(format!("'{name}' is not valid UTF-8")))?;
    let design = Design::read_unverified(Source::new(name.clone(), source))
        .map_err(|e| e.context(format!("'{name}' does not parse")))?;
    let text = String::from_utf8(read(words)?)
        .map_err(|_| Error::message(format!("'{}' is not valid UTF-8", words.display())))?;
    let words = crate::session::trace_words(&text)
        .map_err(|e| Error::message(format!("'{}': {e}", words.display())))?;
    let mut warn = |w: String| out.err(&out.render.message(Severity::Warning, &w, None));
    let events = design.decode_trace(&words, colshift, &mut warn);
    let json = serde_json::to_string(&events).map_err(|e| Error::message(e.to_string()))?;
    out.console.out(&format!("{json}\n"));
    Ok(0)
}

/// The size of file `path` in bytes; `-` and special files, whose metadata
/// gives no size, are read, up to `limit + 1` bytes ([`read_bounded`]).
fn file_size(path: &Path, limit: u64) -> Result<u64, Error> {
    let error =
        |e: std::io::Error| Error::message(format!("cannot read '{}': {e}", path.display()));
    if path.as_os_str() == "-" {
        return read_bounded(std::io::stdin().lock(), path, 0, limit).map(|b| b.len() as u64);
    }
    let file = std::fs::File::open(path).map_err(error)?;
    match file.metadata().map_err(error)? {
        m if m.is_file() => Ok(m.len()),
        _ => read_bounded(file, path, 0, limit).map(|b| b.len() as u64),
    }
}

/// The bytes of `--expect` file `path` to compare with `len` bytes: a
/// regular file whole, a stream (`-`, a pipe, a device) up to one byte past
/// `len`, enough to tell that it differs.
fn read_expected(path: &Path, len: u64) -> Result<Vec<u8>, Error> {
    let is_file = std::fs::metadata(path).is_ok_and(|m| m.is_file());
    if path.as_os_str() == "-" {
        read_bounded(std::io::stdin().lock(), path, 0, len)
    } else if is_file {
        read(path)
    } else {
        let file = std::fs::File::open(path)
            .map_err(|e| Error::message(format!("cannot read '{}': {e}", path.display())))?;
        read_bounded(file, path, 0, len)
    }
}

/// The design compiled to an ELF with the default pipeline, and its lowered
/// IR (the core bodies); its warnings printed. A pass of the pipeline that
/// `given` names runs with the options given there; the other passes of
/// `given` run first, in order. Without `check_deadlock` the pipeline
/// leaves out the deadlock check.
fn compile_mlir(
    source: std::sync::Arc<Source>,
    given: &[passes::Step],
    check_deadlock: bool,
    out: &Out,
) -> Result<(Design, CtrlElf), Error> {
    let failed = format!("'{}' does not compile", source.name());
    let pipeline = Pipeline::to_control_code()
        .with_options(given.to_vec())
        .deadlock_check(check_deadlock);
    let mut design = Design::parse(source).map_err(|e| e.context(failed.clone()))?;
    out.warn(&design, design.warnings());
    let warnings = design
        .run(&pipeline)
        .map_err(|e| e.context(failed.clone()))?;
    out.warn(&design, &warnings);
    let elf = design.ctrl_elf().map_err(|e| e.context(failed))?;
    Ok((design, elf))
}

fn run(args: Args, out: &Out, verdict: &mut Verdict) -> Result<i32, Error> {
    if let Some((words, colshift)) = &args.decode_trace {
        return decode_trace(&args, words, *colshift, out);
    }
    check_outputs(&args)?;
    let (ctrl, cores) = load(&args, out)?;
    let name = args.input.to_string_lossy();
    let simulation = Launch::new(&name, ctrl, cores.as_ref(), &args.sequences)?;
    let host = host_memory(&args, simulation.note())?;
    let design_dir = args.cores.as_deref().unwrap_or(&args.input);
    let mut kernels = args.kernels.clone();
    kernels
        .search_dirs
        .push(design_dir.parent().unwrap_or(Path::new(".")).to_path_buf());
    let options = SimOptions {
        max_cycles: args.max_cycles,
        allow_idle: args.allow_idle,
        kernels,
        trace: args.trace.is_some() || args.trace_text.is_some(),
        view: args.view.is_some(),
        core_images: args.cores.is_some(),
    };
    let (bar, progress) = progress(out, simulation.control_ops(), args.max_cycles);
    let ran = simulation.run(host, &options, Some(progress));
    bar.finish_and_clear();
    let outcome = ran?;
    verdict.cycles = outcome.cycles;
    // What the cores printed goes first, on stdout (stderr beside a JSON
    // summary).
    match out.summary {
        false => out.console.out(&outcome.console),
        true => out.err(&outcome.console),
    }
    for (sequence, cycle) in &outcome.sequence_ends {
        out.say(format_args!(
            "aie-sim: sequence {sequence} ended at cycle {cycle}"
        ));
    }
    write_traces(&args, &outcome)?;
    if let Some(path) = &args.view {
        write_view(path, &args.input, &outcome)?;
    }
    let summary = match &outcome.ending {
        Ending::Finished(s) => s,
        Ending::Stopped(Stop::Error(e)) => return Err(Error::message(e.to_string())),
        Ending::Stopped(Stop::Fault(e)) => return Err(Error::message(e.clone())),
        Ending::Stopped(_) | Ending::Idle { .. } => {
            verdict.verdict = outcome.verdict();
            let report = outcome.report().unwrap_or_default();
            out.err(&format!("aie-sim: {report}"));
            let deadlock = matches!(outcome.ending, Ending::Stopped(Stop::Deadlock(_)));
            if deadlock && args.sequences.len() > 1 {
                out.err("  help: each sequence runs on the array as the previous one left it: a LOAD_PDI of the PDI loaded last is skipped, and cores that ended stay ended\n");
            }
            if let Ending::Idle { .. } = outcome.ending {
                out.err("  help: a design that leaves cores or DMAs waiting on purpose runs with --allow-idle-cores\n");
            }
            return Ok(2);
        }
    };
    warn_in_flight(&outcome.in_flight, out);
    for (&n, path) in &args.outputs {
        let bytes = outcome.host.arg(n).ok_or_else(|| {
            Error::message(format!("--output {n}: the design has no argument {n}"))
        })?;
        crate::output::write(path, bytes)
            .map_err(|e| Error::message(format!("cannot write '{}': {e}", path.display())))?;
    }
    let stats = outcome.stats;
    out.say(format_args!(
        "aie-sim: {} cycles; uCs: {} ctrlcode ops, {} jobs, {} pages, {} words written ({} uC-DMA transfers); array: {} DMA tasks, {} words moved by DMAs, {} core ops; stop seen at cycle {}",
        summary.last_event,
        summary.ops,
        summary.jobs,
        summary.pages,
        summary.words,
        summary.dma_transfers,
        stats.tasks,
        stats.dma_words,
        stats.core_ops,
        summary.cycles
    ));
    verdict.outputs = show_arguments(&args, &outcome.host, simulation.note(), out)?;
    let mismatch = verdict.outputs.iter().any(|c| c.matches == Some(false));
    verdict.verdict = if mismatch { "mismatch" } else { "pass" };
    Ok(i32::from(mismatch))
}

/// Fails fast, before the design is compiled or run, when an `--output`
/// or trace file cannot be written.
fn check_outputs(args: &Args) -> Result<(), Error> {
    let traces = args.trace.iter().chain(&args.trace_text);
    for path in args.outputs.values().chain(traces) {
        crate::output::check_writable(path)
            .map_err(|e| Error::message(format!("cannot write '{}': {e}", path.display())))?;
    }
    Ok(())
}

/// The design's control code and, for an MLIR design or `--cores`, the
/// lowered design whose cores run.
fn load(args: &Args, out: &Out) -> Result<(CtrlElf, Option<Design>), Error> {
    let bytes = read(&args.input)?;
    let is_elf =
        args.input.extension().is_some_and(|e| e == "elf") || bytes.starts_with(b"\x7fELF");
    let name = args.input.to_string_lossy();
    let check_deadlock = !args.no_deadlock_check;
    let (ctrl, cores) = if is_elf {
        let ctrl = elf::read(&bytes)
            .map_err(|e| Error::message(format!("'{}': {e}", args.input.display())))?;
        (ctrl, None)
    } else {
        let text = String::from_utf8(bytes)
            .map_err(|_| Error::message(format!("'{name}' is not valid UTF-8")))?;
        let (design, ctrl) =
            compile_mlir(Source::new(name, text), &args.steps, check_deadlock, out)?;
        (ctrl, Some(design))
    };
    let cores = match (&args.cores, cores) {
        (Some(path), _) => {
            let name = path.to_string_lossy();
            let text = String::from_utf8(read(path)?)
                .map_err(|_| Error::message(format!("'{name}' is not valid UTF-8")))?;
            Some(compile_mlir(Source::new(name, text), &args.steps, check_deadlock, out)?.0)
        }
        (None, design) => design,
    };
    Ok((ctrl, cores))
}

/// The runtime-sequence arguments in host memory: sized by the ELF's note
/// (else `--arg-size`, else the files), filled from `--input`; the indices
/// the options name are checked against the note.
fn host_memory(args: &Args, note: Option<&AiecNote>) -> Result<HostMemory, Error> {
    if let Some(note) = note {
        check_indices(args, note)?;
    }
    let mut host = HostMemory::default();
    let mut total = 0u64;
    for n in 0..arg_count(args, note) {
        let declared = note
            .and_then(|x| x.args.get(n))
            .and_then(AiecArg::known_size);
        let known = declared.or(args.sizes.get(&n).copied());
        // Files are read up to one byte past what the argument can hold.
        let room = args.max_memory - total;
        let limit = known.map_or(room, |k| k.min(room));
        let data = args
            .inputs
            .get(&n)
            .map(|p| read_input(p, limit))
            .transpose()?;
        let len = data.as_ref().map_or(0, |d| d.len()) as u64;
        let expected = args
            .expects
            .get(&n)
            .map(|p| file_size(p, limit))
            .transpose()?;
        let size = known.unwrap_or_else(|| len.max(expected.unwrap_or(0)));
        total = total.saturating_add(size);
        if total > args.max_memory {
            // An unsized argument read from a stream that did not end.
            let has = match known {
                None if size > limit => format!("more than {limit}"),
                _ => size.to_string(),
            };
            return Err(Error::message(format!(
                "the runtime-sequence arguments take more than --max-memory={} bytes (argument {n} has {has})",
                args.max_memory
            )));
        }
        if data.is_some() && len != size {
            return Err(Error::message(format!(
                "--input {n}: '{}' has {}{} bytes; argument {n} has {size}",
                args.inputs[&n].display(),
                if len == limit + 1 { "more than " } else { "" },
                if len == limit + 1 { limit } else { len },
            )));
        }
        host.add_arg(n, data.unwrap_or_else(|| zeroed(size as usize).into()));
    }
    Ok(host)
}

/// `size` zero bytes, allocated zeroed (its pages are mapped when first
/// written), huge pages advised ([`advise_huge`]).
fn zeroed(size: usize) -> Vec<u8> {
    let zeros = vec![0; size];
    advise_huge(zeros.as_ptr(), size);
    zeros
}

/// The bytes of input file `path`: a regular file mapped privately
/// ([`crate::output::PrivateMap`]: nothing is copied until written), else
/// read ([`read_bounded`]) into a buffer advised for huge pages
/// ([`advise_huge`]).
fn read_input(path: &Path, limit: u64) -> Result<Region, Error> {
    let error =
        |e: std::io::Error| Error::message(format!("cannot read '{}': {e}", path.display()));
    if path.as_os_str() == "-" {
        return read_bounded(std::io::stdin().lock(), path, 0, limit).map(Region::from);
    }
    let file = std::fs::File::open(path).map_err(error)?;
    #[cfg(target_os = "linux")]
    if let Some(map) = crate::output::PrivateMap::new(&file) {
        return Ok(Region::new(map));
    }
    let len = file.metadata().map_err(error)?.len();
    read_bounded(file, path, len, limit).map(Region::from)
}

/// The bytes of `source` (the file `path`, of `len` bytes if it says), at
/// most `limit + 1` of them: a stream with more (a pipe, `/dev/zero`) is
/// read only until it shows it has too many. The buffer grows by doubling,
/// but never past `limit + 1`.
fn read_bounded(
    source: impl std::io::Read,
    path: &Path,
    len: u64,
    limit: u64,
) -> Result<Vec<u8>, Error> {
    let error =
        |e: std::io::Error| Error::message(format!("cannot read '{}': {e}", path.display()));
    let cap = usize::try_from(limit.saturating_add(1)).unwrap_or(usize::MAX);
    let mut data = Vec::with_capacity(usize::try_from(len).unwrap_or(0).min(cap));
    advise_huge(data.as_ptr(), data.capacity());
    let mut source = source.take(cap as u64);
    loop {
        if data.len() == data.capacity() {
            let more = data.capacity().max(1 << 16).min(cap - data.len());
            if more == 0 {
                return Ok(data);
            }
            data.try_reserve_exact(more)
                .map_err(|_| error(std::io::ErrorKind::OutOfMemory.into()))?;
        }
        let start = data.len();
        data.resize(data.capacity(), 0);
        let read = std::io::Read::read(&mut source, &mut data[start..]);
        data.truncate(start + *read.as_ref().unwrap_or(&0));
        match read {
            Ok(0) => return Ok(data),
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(error(e)),
        }
    }
}

/// Asks Linux to back the pages of the `len` bytes at `start` with huge
/// pages as they are first touched (`MADV_HUGEPAGE`; transparent huge
/// pages are often enabled for advised memory only): a 16 MiB argument
/// then costs 8 page faults instead of 4096. Smaller than a huge page,
/// or elsewhere, nothing is done.
fn advise_huge(start: *const u8, len: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        let first = (start as usize).next_multiple_of(PAGE);
        let end = (start as usize + len) / PAGE * PAGE;
        if end >= first + (2 << 20) {
            // SAFETY: the whole pages of [first, end) belong to the buffer
            // at `start`; MADV_HUGEPAGE only sets how they are mapped,
            // never their contents.
            unsafe { libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE) };
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (start, len);
}

/// Every argument index an option names is one the note declares, and
/// every `--arg-size` agrees with the note.
fn check_indices(args: &Args, note: &AiecNote) -> Result<(), Error> {
    let declared = note.args.len();
    let named = [
        ("--input", args.inputs.keys().max()),
        ("--output", args.outputs.keys().max()),
        ("--expect", args.expects.keys().max()),
        ("--arg-size", args.sizes.keys().max()),
    ];
    for (flag, n) in named {
        if let Some(&n) = n.filter(|&&n| n >= declared) {
            return Err(Error::message(format!(
                "{flag} {n}: the design's runtime sequence has {declared} argument(s) (0 to {})",
                declared.saturating_sub(1)
            )));
        }
    }
    for (&n, &size) in &args.sizes {
        let Some(declared) = note.args[n].known_size() else {
            continue;
        };
        if declared != size {
            return Err(Error::message(format!(
                "--arg-size {n}={size}: the design declares argument {n} with {declared} bytes"
            )));
        }
    }
    Ok(())
}

/// A progress line on standard error (a terminal; nothing is drawn
/// elsewhere) for runs longer than a second, cleared when the run ends;
/// and the report that updates it.
fn progress(out: &Out, total_ops: u64, max: u64) -> (ProgressBar, Box<dyn FnMut(Summary)>) {
    let target = match out.console.is_terminal() {
        true => ProgressDrawTarget::stderr(),
        false => ProgressDrawTarget::hidden(),
    };
    let bar = ProgressBar::with_draw_target(None, target);
    bar.set_style(ProgressStyle::with_template("{msg}").expect("a valid template"));
    let shown = bar.clone();
    let start = std::time::Instant::now();
    let report = Box::new(move |s: Summary| {
        let elapsed = start.elapsed().as_secs_f64();
        if elapsed >= 1.0 {
            shown.set_message(progress_line(&s, total_ops, max, elapsed));
        }
    });
    (bar, report)
}

/// The progress of a run at `s` after `elapsed` seconds: the cycle as a
/// share of `max` (the run ends there at the latest, so the time left at
/// this pace is an upper bound), and the share of the control code's
/// `total_ops` done (the control code often waits for the array, so this
/// share gives no time).
fn progress_line(s: &Summary, total_ops: u64, max: u64, elapsed: f64) -> String {
    let rate = s.cycles as f64 / elapsed;
    let left = max.saturating_sub(s.cycles) as f64 / rate.max(1.0);
    let share = |done: u64, total: u64| (done as f64 * 100.0 / total.max(1) as f64).floor();
    let code = if s.ops >= total_ops {
        "control code done, the array drains".to_string()
    } else {
        format!(
            "control code {}% ({} of {total_ops} ops)",
            share(s.ops, total_ops),
            s.ops
        )
    };
    format!(
        "aie-sim: cycle {} ({}% of --max-cycles {max}, {:.0} M cycles/s, at most {} left); {code}",
        s.cycles,
        share(s.cycles, max),
        rate / 1e6,
        duration(left)
    )
}

/// `42 s`, `3 min 5 s`, `2 h 10 min`.
fn duration(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {} s", s / 60, s % 60),
        _ => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

/// Writes `--trace` and `--trace-text` of a run.
fn write_traces(args: &Args, outcome: &Outcome) -> Result<(), Error> {
    let write = |path: &Path, text: String| {
        crate::output::write(path, text.as_bytes())
            .map_err(|e| Error::message(format!("cannot write '{}': {e}", path.display())))
    };
    let f = &args.trace_filter;
    let keep = |name| f.keeps(name);
    let runner: Vec<RunEvent> = outcome
        .runner_events
        .iter()
        .filter(|e| keep(e.name))
        .cloned()
        .collect();
    let array: Vec<Event> = outcome
        .array_events
        .iter()
        .filter(|e| keep(e.name))
        .cloned()
        .collect();
    if let Some(path) = &args.trace {
        write(path, trace::chrome_json(&runner, &array, outcome.cycles, f))?;
    }
    if let Some(path) = &args.trace_text {
        write(path, trace::text(&runner, &array, f))?;
    }
    Ok(())
}

/// Writes the page of `--view` for the run.
fn write_view(path: &Path, input: &Path, outcome: &Outcome) -> Result<(), Error> {
    let none: &[((u32, u32), String)] = &[];
    let ending = match &outcome.ending {
        Ending::Stopped(stop @ (Stop::Deadlock(r) | Stop::MaxCycles(r))) => view::Ending {
            how: match stop {
                Stop::Deadlock(_) => "deadlocks",
                _ => "reaches --max-cycles",
            },
            cause: r.why.cause.as_deref(),
            chain: &r.why.chain,
            ring: r.why.ring,
        },
        Ending::Stopped(_) => view::Ending {
            how: "stops on an error",
            cause: None,
            chain: none,
            ring: false,
        },
        Ending::Idle { why: w, .. } => view::Ending {
            how: "ends with work left",
            cause: w.cause.as_deref(),
            chain: &w.chain,
            ring: w.ring,
        },
        Ending::Finished(_) => view::Ending {
            how: "finishes",
            cause: None,
            chain: none,
            ring: false,
        },
    };
    let (layout, frames) = outcome
        .view
        .as_ref()
        .expect("the run was sampled for its view");
    let page = view::page(&input.to_string_lossy(), layout, frames, &ending);
    crate::output::write(path, page.as_bytes())
        .map_err(|e| Error::message(format!("cannot write '{}': {e}", path.display())))
}

/// Warns that a run which succeeded has not quiesced, naming what is still
/// in flight.
fn warn_in_flight(lines: &[String], out: &Out) {
    if lines.is_empty() {
        return;
    }
    let mut report = String::from("aie-sim: warning: the run ended without quiescing:\n");
    for line in lines {
        report += &format!("  {line}\n");
    }
    report += "  help: the next run on this array starts with these words in its streams\n";
    out.err(&report);
}

/// Prints each argument named by `--output` or `--expect`, compared with its
/// `--expect` file; returns whether one differs.
fn show_arguments(
    args: &Args,
    host: &HostMemory,
    note: Option<&AiecNote>,
    out: &Out,
) -> Result<Vec<ArgCheck>, Error> {
    let mut checks = Vec::new();
    let shown: std::collections::BTreeSet<usize> = args
        .outputs
        .keys()
        .chain(args.expects.keys())
        .copied()
        .collect();
    for n in shown {
        let got = host.arg(n).unwrap_or(&[]);
        let ty = note
            .and_then(|x| x.args.get(n))
            .map_or("i32", |a| a.element_type.as_str());
        let mut matches = None;
        let verdict = match args.expects.get(&n) {
            Some(path) => {
                let same = crate::output::file_equals(path, got).map_err(|e| {
                    Error::message(format!("cannot read '{}': {e}", path.display()))
                })?;
                let report = match same {
                    Some(true) => None,
                    _ => compare(n, got, &read_expected(path, got.len() as u64)?, ty),
                };
                matches = Some(report.is_none());
                match report {
                    Some(report) => {
                        out.err(&report);
                        format!(": MISMATCH with {}", path.display())
                    }
                    None => format!(": matches {}", path.display()),
                }
            }
            None => String::new(),
        };
        out.say(format_args!(
            "aie-sim: argument {n} = {}{verdict}",
            preview(got, ty)
        ));
        checks.push(ArgCheck {
            arg: n,
            output: args.outputs.get(&n).cloned(),
            expect: args.expects.get(&n).cloned(),
            matches,
        });
    }
    Ok(checks)
}

/// The first elements of an argument's bytes, e.g. `[1, 2, 3, …] (64 × i32)`.
fn preview(bytes: &[u8], ty: &str) -> String {
    const SHOWN: usize = 8;
    let width = element_bytes(ty);
    let count = bytes.len() / width;
    let mut items: Vec<String> = bytes
        .chunks(width)
        .take(SHOWN)
        .map(|e| show(e, ty))
        .collect();
    if count > SHOWN {
        items.push("…".to_string());
    }
    format!("[{}] ({count} × {ty})", items.join(", "))
}

/// How many arguments the run has: the note's, else the highest index named.
fn arg_count(args: &Args, note: Option<&AiecNote>) -> usize {
    let named = [
        args.inputs.keys().max(),
        args.outputs.keys().max(),
        args.expects.keys().max(),
        args.sizes.keys().max(),
    ]
    .into_iter()
    .flatten()
    .map(|&n| n + 1)
    .max()
    .unwrap_or(0);
    note.map_or(0, |n| n.args.len()).max(named)
}

/// The first mismatches of argument `n` (elements of type `ty`), if any.
fn compare(n: usize, got: &[u8], want: &[u8], ty: &str) -> Option<String> {
    if got == want {
        return None;
    }
    let width = element_bytes(ty);
    let mut out = String::new();
    if got.len() != want.len() {
        out.push_str(&format!(
            "aie-sim: --expect {n}: argument {n} has {} bytes, the file {}\n",
            got.len(),
            want.len()
        ));
    }
    let mut shown = 0;
    let mut total = 0;
    for (i, (g, w)) in got.chunks(width).zip(want.chunks(width)).enumerate() {
        if g != w {
            total += 1;
            if shown < 10 {
                shown += 1;
                out.push_str(&format!(
                    "aie-sim: --expect {n}: [{i}] = {}, expected {}\n",
                    show(g, ty),
                    show(w, ty)
                ));
            }
        }
    }
    if total > shown {
        out.push_str(&format!(
            "aie-sim: --expect {n}: {} more mismatching elements\n",
            total - shown
        ));
    }
    (!out.is_empty()).then_some(out)
}

fn element_bytes(ty: &str) -> usize {
    match ty {
        "bf16" | "f16" => 2,
        "f32" => 4,
        "f64" => 8,
        t => t
            .trim_start_matches(['i', 'u', 's'])
            .trim_start_matches("i")
            .parse::<usize>()
            .map_or(4, |bits| bits.div_ceil(8).clamp(1, 8)),
    }
}

/// An element as its type prints it.
fn show(bytes: &[u8], ty: &str) -> String {
    let mut b = [0u8; 8];
    b[..bytes.len().min(8)].copy_from_slice(&bytes[..bytes.len().min(8)]);
    let raw = u64::from_le_bytes(b);
    match ty {
        "f32" => format!("{}", f32::from_bits(raw as u32)),
        "f64" => format!("{}", f64::from_bits(raw)),
        "bf16" => format!("{}", f32::from_bits((raw as u32) << 16)),
        t if t.starts_with("ui") || t.starts_with('u') => raw.to_string(),
        _ => {
            let bits = (bytes.len() * 8).clamp(8, 64);
            let shift = 64 - bits;
            (((raw << shift) as i64) >> shift).to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(s: &str) -> Vec<std::ffi::OsString> {
        s.split_whitespace().map(Into::into).collect()
    }

    fn parse(s: &str) -> Args {
        Args::from(CommandLine::try_parse_from(crate::cli::llvm_style(argv(s))).unwrap())
    }

    #[test]
    fn indexed_values() {
        assert_eq!(indexed::<u64>("2=16"), Ok((2, 16)));
        assert_eq!(indexed::<String>("0=a=b"), Ok((0, "a=b".to_string())));
        assert!(indexed::<String>("0").is_err());
        assert!(indexed::<String>("x=a").is_err());
        assert!(indexed::<u64>("0=1e5").is_err());
    }

    #[test]
    fn both_dash_and_equals_forms_and_the_last_value_wins() {
        let a = parse(
            "aie-sim x.elf --input 0=a -input=0=b --arg-size=1=16 -output 1=o \
             --max-cycles 64 -max-cycles=128 -trace-text=t.txt",
        );
        assert_eq!(a.input, Path::new("x.elf"));
        assert_eq!(a.inputs, BTreeMap::from([(0, "b".into())]));
        assert_eq!(a.sizes, BTreeMap::from([(1, 16)]));
        assert_eq!(a.outputs, BTreeMap::from([(1, "o".into())]));
        assert_eq!(a.max_cycles, 128);
        assert_eq!(a.trace_text.as_deref(), Some(Path::new("t.txt")));
    }

    #[cfg(unix)]
    #[test]
    fn paths_need_not_be_utf8() {
        use std::os::unix::ffi::OsStrExt;
        let odd = |b: &[u8]| std::ffi::OsStr::from_bytes(b).to_owned();
        let mut args = argv("aie-sim");
        args.extend([odd(b"d\xff.elf"), "--input".into(), odd(b"0=in\xfe.bin")]);
        let a = Args::from(CommandLine::try_parse_from(crate::cli::llvm_style(args)).unwrap());
        assert_eq!(a.input.as_os_str(), odd(b"d\xff.elf"));
        assert_eq!(a.inputs[&0].as_os_str(), odd(b"in\xfe.bin"));
        assert!(indexed_path(odd(b"\xff=x")).is_err(), "the index is text");
    }

    #[test]
    fn progress_shows_the_cycle_share_the_time_left_and_the_control_code_done() {
        let s = Summary {
            cycles: 25_000_000,
            ops: 250,
            ..Summary::default()
        };
        assert_eq!(
            progress_line(&s, 1000, 100_000_000, 10.0),
            "aie-sim: cycle 25000000 (25% of --max-cycles 100000000, 2 M cycles/s, \
             at most 30 s left); control code 25% (250 of 1000 ops)"
        );
        let s = Summary { ops: 1000, ..s };
        assert!(progress_line(&s, 1000, 100_000_000, 10.0)
            .ends_with("left); control code done, the array drains"));
        assert_eq!(duration(59.6), "1 min 0 s");
        assert_eq!(duration(7_800.0), "2 h 10 min");
        // add_one runs 47 ops (test/examples/simulate.mlir): all of them.
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../examples/add_one/design.mlir"
        );
        let source = Source::new(path, std::fs::read_to_string(path).unwrap());
        let mut design = Design::parse(source).unwrap();
        design.run(&Pipeline::to_control_code()).unwrap();
        let elf = design.ctrl_elf().unwrap();
        let simulation = Launch::new(path, elf, Some(&design), &[]).unwrap();
        assert_eq!(simulation.control_ops(), 47);
    }

    #[test]
    fn exit_codes() {
        let main = |s: &str| crate::capture(|c| main_in(argv(s), c));
        let (code, out, err) = main("aie-sim --version");
        assert_eq!((code, err.as_str()), (0, ""));
        assert!(out.starts_with("aie-sim "), "{out}");
        let (code, out, _) = main("aie-sim -help");
        assert_eq!(code, 0);
        assert!(out.contains("Exit status:"), "{out}");
        let (code, _, err) = main("aie-sim");
        assert_eq!(code, 1, "clap errors exit 1: 2 is a deadlock");
        assert!(
            err.starts_with("aie-sim: error: the following required arguments"),
            "{err}"
        );
        let (code, _, err) = main("aie-sim x.elf --bogus");
        assert_eq!(code, 1);
        assert!(err.contains("unexpected argument '--bogus'"), "{err}");
        let (code, _, err) = main("aie-sim /nonexistent/x.elf");
        assert_eq!(code, 1);
        assert!(
            err.starts_with("aie-sim: error: cannot read '/nonexistent/x.elf'"),
            "{err}"
        );
    }
}
