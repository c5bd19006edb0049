//! The command line: an LLVM-style argv pre-pass, then clap.

use clap::builder::TypedValueParser as _;
use clap::{Arg, ArgAction, ArgMatches, CommandFactory, FromArgMatches, Parser, ValueEnum};
use std::ffi::{OsStr, OsString};
use std::path::PathBuf;

/// What the input file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum InputKind {
    /// MLIR text (`aie` dialect).
    Mlir,
    /// ctrlcode assembly.
    Asm,
    /// A ctrlcode ELF.
    Elf,
}

/// What to write as the main output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// The IR in MLIR's custom syntax (the default for MLIR input); for an ELF, the netlist
    /// its control code configures (the lift).
    Mlir,
    /// ctrlcode assembly (the default for ELF input: its disassembly).
    CtrlAsm,
    /// A ctrlcode ELF in aiec's container.
    CtrlElf,
    /// The legacy hex dump of the ctrlcode (AMD's `*.txt` golden format).
    CtrlHex,
}

/// How diagnostics look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DiagStyle {
    /// MLIR's `<file>:<line>:<col>: error: ...` lines (the default when stderr is not a terminal).
    Plain,
    /// miette's rendering with snippet, labels and help (the default on a terminal).
    Fancy,
    /// One JSON object per diagnostic and line (docs/diagnostics.md; schema in
    /// docs/schemas/diagnostic.schema.json).
    Json,
}

/// Which mlir-aie syntax the printer writes (`--aie-syntax`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Syntax {
    /// mlir-aie's newest syntax (the default): 2026-08's, a `#aie.packet_info` type of 0 left out.
    #[value(name = "2026-11")]
    Newest,
    /// mlir-aie's syntax since July 2026, as at 3ca0193: `aie.dma_bd(%b : T offset = 0 len = 16)`,
    /// the values of `aie.use_lock` and `aiex.npu.*` as SSA operands.
    #[value(name = "2026-08")]
    August,
    /// mlir-aie's syntax of April 2026: `aie.dma_bd(%b : T, 0, 16)`, `aie.use_lock(%l, Acquire, 1)`,
    /// `aiex.npu.write32 {address = .., value = ..}` (both are always read).
    #[value(name = "2026-04")]
    April,
}

impl Syntax {
    /// Whether `#aie.packet_info` shows a type of 0 (mlir-aie printed it up to 3ca0193).
    pub fn shows_packet_type(self) -> bool {
        self != Syntax::Newest
    }
}

/// `--report=resources[=text|json]`: the per-tile resource report;
/// `--report=placement[=text|json]`: where each logical tile was placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    ResourcesText,
    ResourcesJson,
    PlacementText,
    PlacementJson,
}

impl Report {
    /// The pass of the default pipeline up to which a report runs when no
    /// pass is given.
    pub fn runs_up_to(self) -> &'static str {
        match self {
            Report::ResourcesText | Report::ResourcesJson => "aie-create-pathfinder-flows",
            Report::PlacementText | Report::PlacementJson => "aie-place-tiles",
        }
    }
}

/// Parses a `--report` value.
fn parse_report(value: &str) -> Result<Report, String> {
    match value {
        "resources" | "resources=text" => Ok(Report::ResourcesText),
        "resources=json" => Ok(Report::ResourcesJson),
        "placement" | "placement=text" => Ok(Report::PlacementText),
        "placement=json" => Ok(Report::PlacementJson),
        _ => Err(format!(
            "unknown report '{value}' (expected resources or placement, each =text or =json)"
        )),
    }
}

/// Formats of `--print-isa`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum IsaFormat {
    /// The CERT ctrlcode ISA table as JSON (per instruction: name, code, operand segments).
    Json,
}

/// The options of one `aiec` run.
#[derive(Debug, Parser)]
#[command(
    name = "aiec",
    version = crate::VERSION,
    args_override_self = true,
    about = "aiec: a compiler toolchain for AMD AI Engine arrays (MLIR `aie` dialect)",
    long_about = "aiec: a compiler toolchain for AMD AI Engine arrays (MLIR `aie` dialect).\n\n\
        Reads an MLIR file, parses and verifies it, runs the given passes in \
        command-line order and prints the result. It accepts the spellings of mlir-opt, \
        aie-opt and aie-translate, so their RUN lines work with the tool name replaced by aiec.",
    after_long_help = "Options follow LLVM's style: every long option may be written with one or two dashes \
        (-split-input-file = --split-input-file) and takes its value after `=`. \
        The only short options are -o, -h and -V.\n\n\
        Exit status: 0 on success, 1 on an error of the run, 2 on a command line that cannot run \
        (an unknown option, a bad value, options that do not go together)."
)]
pub struct Options {
    /// Input file: `.mlir` (MLIR), `.asm` (ctrlcode assembly), `.elf`; other names are
    /// read as MLIR unless they start with the ELF magic. `-` reads standard input as MLIR.
    #[arg(value_name = "INPUT", default_value = "-")]
    pub input: PathBuf,

    /// Write the main output to FILE (`-` = standard output). The file is written
    /// atomically: on error nothing is left behind.
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: PathBuf,

    /// What to emit (default: mlir for MLIR input, ctrl-asm for ELF input).
    #[arg(long, value_enum, value_name = "KIND")]
    pub emit: Option<Emit>,

    /// Read the input as this kind instead of guessing from its name or content.
    #[arg(long = "x", value_enum, value_name = "KIND")]
    pub input_kind: Option<InputKind>,

    /// Split the input at lines `// -----` and process each chunk on its own;
    /// outputs are separated by `// -----` lines; diagnostics keep the file's line numbers.
    #[arg(long)]
    pub split_input_file: bool,

    /// Check the diagnostics against `// expected-error {{text}}` comments (also
    /// expected-warning/-note/-remark, with @+N, @-N, @above, @below, @unknown);
    /// succeed only if every expected diagnostic is produced and no other one is.
    #[arg(long)]
    pub verify_diagnostics: bool,

    /// Show at most N errors (per chunk of --split-input-file), then how many more there are (0: all).
    #[arg(long, value_name = "N", default_value_t = 20)]
    pub error_limit: usize,

    /// Verify the IR after each pass (`--verify-each=false` turns it off).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value_t = true, action = ArgAction::Set)]
    pub verify_each: bool,

    /// Run this pipeline, in MLIR's textual syntax:
    /// `builtin.module(aie.device(pass1,pass2{option=value}),pass3)`. Each
    /// pass is nested in the op it is anchored on (`--list-passes` shows it);
    /// not combined with pass flags.
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,

    /// Run these upstream MLIR passes on the verified input, before aiec's
    /// own passes: mlir-opt's textual pipeline (`builtin.module(lower-affine)`;
    /// a bare list such as `lower-affine,canonicalize` is nested in
    /// `builtin.module`). The IR goes to upstream MLIR in generic form and comes
    /// back the same way. Needs an aiec built with the `mlir` cargo feature
    /// (docs/mlir-interop.md).
    #[arg(long, value_name = "PIPELINE")]
    pub upstream_pipeline: Option<String>,

    /// Print the IR to standard error before every pass: the op the pass runs on (mlir-opt spelling).
    #[arg(long)]
    pub mlir_print_ir_before_all: bool,

    /// Print the IR to standard error after every pass: the op the pass runs on (mlir-opt spelling).
    #[arg(long)]
    pub mlir_print_ir_after_all: bool,

    /// Print every op in MLIR's generic form (`"aie.tile"() <{col = 1 : i32, row = 2 : i32}> : () -> index`).
    #[arg(long)]
    pub mlir_print_op_generic: bool,

    /// The mlir-aie syntax to print: 2026-11 (the newest), 2026-08 (3ca0193's) or 2026-04 (before
    /// the July 2026 change, for older tests and tools). Input in any is always read.
    #[arg(long, value_enum, value_name = "VERSION", default_value = "2026-11")]
    pub aie_syntax: Syntax,

    /// Print each op's source location (`loc("file":line:col)`, through `#loc` aliases) as MLIR does.
    #[arg(long)]
    pub mlir_print_debuginfo: bool,

    /// Print a table of the time parsing, verifying, each pass and writing the output took to standard error (mlir-opt spelling).
    #[arg(long)]
    pub mlir_timing: bool,

    /// Diagnostic style (default: fancy if stderr is a terminal, else plain);
    /// json writes one object per diagnostic and line.
    #[arg(long, value_enum, value_name = "STYLE")]
    pub diagnostics: Option<DiagStyle>,

    /// ctrlcode assembly: search DIR for `.include` and `.setpad` files (repeatable;
    /// searched in order, then the input's own directory). `-IDIR` also works.
    #[arg(short = 'I', value_name = "DIR", action = ArgAction::Append)]
    pub include_dirs: Vec<PathBuf>,

    /// ctrlcode assembly: an external_buffer_id.json naming the control-packet
    /// argument and its patch locations (as AMD's assemblers take it).
    #[arg(
        short = 'j',
        long = "external-buffers",
        visible_alias = "json",
        value_name = "FILE"
    )]
    pub external_buffers: Option<PathBuf>,

    /// List the registered passes (name, anchor op, one-line summary,
    /// options with defaults) and exit (no input is read).
    #[arg(long)]
    pub list_passes: bool,

    /// Print the CERT ctrlcode ISA table in this format and exit (no input is read).
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub print_isa: Option<IsaFormat>,

    /// After the pipeline, write a routing dump of the result to PATH; FORMAT is
    /// text, json, dot, svg or html (repeatable; independent of -o).
    #[arg(long, value_name = "FORMAT:PATH", value_parser = clap::builder::OsStringValueParser::new().try_map(parse_dump), action = ArgAction::Append)]
    pub dump_routing: Vec<(passes::route::dump::Format, PathBuf)>,

    /// Write a report of the lowered design instead of the IR: `resources`
    /// (per tile: memory per bank, locks, BD ids, DMA channels, switch
    /// ports used and free; with no pass given, the default pipeline runs up
    /// to the router first) or `placement` (the physical tile of each
    /// logical tile; the default pipeline runs up to --aie-place-tiles), as
    /// text or `=json`.
    #[arg(long, value_name = "resources|placement[=json]", value_parser = parse_report)]
    pub report: Option<Report>,

    /// aie-translate: write a runtime sequence (the first, or the one
    /// `-aie-device-name`/`-aie-sequence-name` name) as NPU instruction
    /// words: raw little-endian 32-bit words (the default), or one `%08X`
    /// line each with `-aie-output-binary=false`.
    #[arg(long)]
    pub aie_npu_to_binary: bool,

    /// aie-translate: write the control packets of a runtime sequence (the
    /// first with packets, or the one `-aie-device-name`/`-aie-sequence-name`
    /// name) as the words a shim DMA sends them as, little-endian: per
    /// packet its stream header (the tile's `controller_id`), command word
    /// and data, what the host passes as the argument
    /// `--aie-ctrl-packet-to-dma` with `from-argument` or `parallel-columns`
    /// reads them from.
    #[arg(long)]
    pub aie_ctrlpkt_to_bin: bool,

    /// aie-translate: write every runtime sequence as a C++ function that
    /// builds its NPU instruction words when the host calls it,
    /// `generate_txn_<device>_<sequence>(scalar arguments...)`; the file
    /// includes aie/Runtime/TxnEncoding.h (`--print-npu-cpp-header`).
    #[arg(long)]
    pub aie_npu_to_cpp: bool,

    /// aie-translate: with `--aie-npu-to-cpp`, also write `extern "C"`
    /// `dispatch_abi()` (the generator's parameter types) and
    /// `dispatch_generate(parameters..., uint32_t** out)` around the one
    /// runtime sequence, for a JIT bridge that loads them by name.
    #[arg(long)]
    pub aie_npu_emit_dispatch_shim: bool,

    /// Print aie/Runtime/TxnEncoding.h, the header that C++ from
    /// `--aie-npu-to-cpp` includes, and exit (no input is read).
    #[arg(long)]
    pub print_npu_cpp_header: bool,

    /// aie-translate: write mlir-aie's JSON summary of the routed flows of
    /// the first device (switchbox demand, total path length, routes).
    #[arg(long)]
    pub aie_flows_to_json: bool,

    /// aie-translate: with `--aie-npu-to-binary`, also write to this file
    /// mlir-aie's JSON location map: per operation of the words, its byte
    /// offset and size, opcode, source op and that op's location, and for
    /// a register write its address and register name.
    #[arg(long, value_name = "FILE")]
    pub aie_npu_emit_locmap: Option<String>,

    /// aie-translate: the device whose runtime sequence `--aie-npu-to-binary` writes (default: the first).
    #[arg(long, value_name = "NAME")]
    pub aie_device_name: Option<String>,

    /// aie-translate: the runtime sequence `--aie-npu-to-binary` writes (default: the device's first).
    #[arg(long, value_name = "NAME")]
    pub aie_sequence_name: Option<String>,

    /// aie-translate: binary (true, the default) or text output of `--aie-npu-to-binary`.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value_t = true, action = ArgAction::Set)]
    pub aie_output_binary: bool,

    /// aie-translate: in `--aie-npu-to-binary`'s words, an address patch of
    /// host buffer 5 or later carries the DDR aperture offset 0x80000000 the
    /// NPU firmware adds to buffers 0 to 4 only (true, the default: the
    /// words XRT's instruction-buffer runtime takes; false: raw offsets).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value_t = true, action = ArgAction::Set)]
    pub aie_npu_fold_ddr_addr_offset: bool,

    /// aie-translate: write the `aiex.cert` jobs of the first device as CERT assembly.
    #[arg(long)]
    pub aie_cert_to_asm: bool,

    /// aie-translate: write the static configuration of the device
    /// (`-aie-device-name`, default `main`) as CDO files in the working
    /// directory: `<device>_aie_cdo_elfs.bin`, `_init.bin`, `_enable.bin`
    /// (or one `_aie_cdo.bin`), printing `Generating: <path>` for each
    /// (docs/cli.md).
    #[arg(long)]
    pub aie_generate_cdo: bool,

    /// aie-translate: the directory `--aie-generate-cdo` writes to (default: the current one).
    #[arg(long, value_name = "DIR")]
    pub work_dir_path: Option<PathBuf>,

    /// aie-translate: one CDO file rather than three.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "false",
          value_parser = clap::builder::BoolishValueParser::new(), action = ArgAction::Set)]
    pub cdo_unified: bool,

    /// aie-translate: list every CDO command as it is written (mlir-aie's CDO driver listing).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "false",
          value_parser = clap::builder::BoolishValueParser::new(), action = ArgAction::Set)]
    pub cdo_debug: bool,

    /// aie-translate: write the core enables into the CDO (default on).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "true",
          value_parser = clap::builder::BoolishValueParser::new(), action = ArgAction::Set)]
    pub cdo_enable_cores: bool,

    /// aie-translate: mlir-aie's CDO for its simulator's back end (not covered: an error).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "false",
          value_parser = clap::builder::BoolishValueParser::new(), action = ArgAction::Set)]
    pub cdo_aiesim: bool,

    /// aie-translate: aie-rt's debug back end instead of the CDO (not covered: an error).
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "false",
          value_parser = clap::builder::BoolishValueParser::new(), action = ArgAction::Set)]
    pub cdo_xaie_debug: bool,

    /// aie-translate: big-endian CDO words.
    #[arg(long, value_name = "BOOL", num_args = 0..=1, require_equals = true,
          default_missing_value = "true", default_value = "false",
          value_parser = clap::builder::BoolishValueParser::new(), action = ArgAction::Set)]
    pub big_endian: bool,

    /// aie-translate: write the device's configuration as C calls of
    /// aie-rt (libxaie), mlir-aie's `--aie-generate-xaie` (docs/cli.md).
    #[arg(long)]
    pub aie_generate_xaie: bool,

    /// aie-translate: the chess linker's BCF of the core of the tile at
    /// `--tilecol`, `--tilerow`, mlir-aie's `--aie-generate-bcf` (docs/cli.md).
    #[arg(long)]
    pub aie_generate_bcf: bool,

    /// aie-translate: the GNU linker script (Peano's `ld.lld`) of the core of
    /// the tile at `--tilecol`, `--tilerow`, mlir-aie's
    /// `--aie-generate-ldscript` (docs/cli.md).
    #[arg(long)]
    pub aie_generate_ldscript: bool,

    /// aie-translate: each tile's memory map, the buffers its core sees at
    /// the addresses it sees them, mlir-aie's `--aie-generate-mmap`.
    #[arg(long)]
    pub aie_generate_mmap: bool,

    /// aie-translate: the shim DMA allocations as JSON, mlir-aie's
    /// `--aie-generate-json`.
    #[arg(long)]
    pub aie_generate_json: bool,

    /// aie-translate: the device's architecture (`AIE`, `AIE2`, `AIE2p`,
    /// `AIE2ps`), mlir-aie's `--aie-generate-target-arch`.
    #[arg(long)]
    pub aie_generate_target_arch: bool,

    /// aie-translate: the cores as a Python list of (column, row, ELF),
    /// mlir-aie's `--aie-generate-corelist`.
    #[arg(long)]
    pub aie_generate_corelist: bool,

    /// aie-translate: the column of `--aie-generate-bcf`'s core.
    #[arg(long, value_name = "COL", default_value_t = 0)]
    pub tilecol: i64,

    /// aie-translate: the row of `--aie-generate-bcf`'s core.
    #[arg(long, value_name = "ROW", default_value_t = 0)]
    pub tilerow: i64,

    /// Run the default pipeline (the one behind `--emit=ctrl-asm|ctrl-elf`) up
    /// to and including PASS (a flag such as `aie-assign-bd-ids` or an mlir-aie
    /// pass name), after the pass flags; use with `--emit=mlir`.
    #[arg(long, value_name = "PASS")]
    pub stop_after: Option<String>,

    /// Leave the deadlock check (`--aie-check-deadlock`) out of the default
    /// pipeline (docs/deadlocks.md).
    #[arg(long = "Wno-deadlock")]
    pub no_deadlock_check: bool,

    /// Treat every warning as an error: the run fails (exit 1) with no output
    /// when the design draws a warning.
    #[arg(long = "Werror")]
    pub warnings_are_errors: bool,

    /// The passes to run, in command-line order.
    #[arg(skip)]
    pub steps: Vec<passes::Step>,

    /// The process exits right after the run (the `aiec` binary,
    /// [`crate::main`]): its large values are left to the exit
    /// ([`aie_target::exit::release`]).
    #[arg(skip)]
    pub leave_memory_to_exit: bool,
}

/// Parses a `--dump-routing` value `FORMAT:PATH`.
fn parse_dump(value: OsString) -> Result<(passes::route::dump::Format, PathBuf), String> {
    use passes::route::dump::Format;
    let names = || Format::ALL.map(|(n, _)| n).join(", ");
    let (format, path) = split_os(&value, b':')
        .filter(|(_, p)| !p.is_empty())
        .ok_or_else(|| format!("expected FORMAT:PATH with FORMAT one of {}", names()))?;
    let format = Format::parse(format).ok_or_else(|| {
        format!(
            "unknown dump format '{format}' (expected one of {})",
            names()
        )
    })?;
    Ok((format, PathBuf::from(path)))
}

/// Splits `value` at the first `sep` into a UTF-8 key and the rest, which
/// may be any path the platform allows.
pub(crate) fn split_os(value: &OsStr, sep: u8) -> Option<(&str, OsString)> {
    let bytes = value.as_encoded_bytes();
    let at = bytes.iter().position(|&b| b == sep)?;
    let key = std::str::from_utf8(&bytes[..at]).ok()?;
    Some((key, os_string(&bytes[at + 1..])?))
}

/// The `OsString` of bytes split from an `OsStr` at an ASCII separator.
#[cfg(unix)]
fn os_string(bytes: &[u8]) -> Option<OsString> {
    use std::os::unix::ffi::OsStrExt;
    Some(OsStr::from_bytes(bytes).to_owned())
}

/// The `OsString` of bytes split from an `OsStr` at an ASCII separator
/// (UTF-8 only off Unix).
#[cfg(not(unix))]
fn os_string(bytes: &[u8]) -> Option<OsString> {
    std::str::from_utf8(bytes).ok().map(OsString::from)
}

/// aiec's whole command line: its options and a flag per pass.
pub(crate) fn command() -> clap::Command {
    with_pass_flags(Options::command())
}

/// Parses `args` (including the program name).
pub fn parse(args: Vec<OsString>) -> Result<Options, clap::Error> {
    let matches = command()
        .try_get_matches_from(llvm_style(args))
        .map_err(|e| close_suggestion(&command(), e))?;
    let mut options = Options::from_arg_matches(&matches)?;
    options.steps = steps_in_order(&matches)?;
    if let Some(text) = &options.pass_pipeline {
        if !options.steps.is_empty() {
            return Err(usage(
                "--pass-pipeline can't be combined with pass flags: put every pass in the pipeline",
            ));
        }
        options.steps = passes::pipeline::parse(text).map_err(|e| pipeline_error(text, &e))?;
    }
    Ok(options)
}

/// An unknown option, reported with the closest known option only when it
/// is close enough to be a typo (clap's own tip can name an unrelated one).
pub(crate) fn close_suggestion(cmd: &clap::Command, e: clap::Error) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::UnknownArgument {
        return e;
    }
    let Some(ContextValue::String(arg)) = e.get(ContextKind::InvalidArg) else {
        return e;
    };
    let given = arg.split('=').next().unwrap_or(arg).trim_start_matches('-');
    let best = cmd
        .get_arguments()
        .filter_map(|a| a.get_long())
        .map(|long| (passes::pipeline::edit_distance(given, long), long))
        .filter(|&(d, long)| d <= (long.len().max(given.len()) / 4).max(1))
        .min();
    let tip = best.map_or_else(String::new, |(_, long)| {
        format!("\n  tip: a similar argument exists: '--{long}'\n")
    });
    clap::Error::raw(
        ErrorKind::UnknownArgument,
        format!("unexpected argument '{arg}' found\n{tip}\nFor more information, try '--help'.\n"),
    )
}

/// A command-line error clap prints as `error: <message>`.
fn usage(message: &str) -> clap::Error {
    clap::Error::raw(clap::error::ErrorKind::InvalidValue, format!("{message}\n"))
}

/// A `--pass-pipeline` error with its column, the pipeline and a caret under
/// the place.
fn pipeline_error(text: &str, e: &passes::pipeline::Error) -> clap::Error {
    let column = text[..e.offset.min(text.len())].chars().count();
    let mut message = format!(
        "--pass-pipeline:1:{}: {}\n  {text}\n  {}^",
        column + 1,
        e.message,
        " ".repeat(column)
    );
    if let Some(help) = &e.help {
        message.push_str(&format!("\n  help: {help}"));
    }
    usage(&message)
}

/// `cmd` with a flag per registered pass (`--<flag>[=OPTIONS]`, repeatable).
pub(crate) fn with_pass_flags(mut cmd: clap::Command) -> clap::Command {
    for pass in passes::PASSES {
        // Append keeps one command-line index per occurrence.
        let mut help = pass.summary.to_string();
        for o in pass.options {
            help.push_str(&format!("\n  {}={} — {}", o.name, o.default, o.help));
        }
        cmd = cmd.arg(
            Arg::new(pass.flag)
                .long(pass.flag)
                .action(ArgAction::Append)
                .num_args(0..=1)
                .require_equals(true)
                .value_name("OPTIONS")
                .default_missing_value("")
                .help(help),
        );
    }
    cmd
}

/// The pass flags with their options, in command-line order.
pub(crate) fn steps_in_order(matches: &ArgMatches) -> Result<Vec<passes::Step>, clap::Error> {
    let mut steps = Vec::new();
    for pass in passes::PASSES {
        let (Some(indices), Some(values)) = (
            matches.indices_of(pass.flag),
            matches.get_many::<String>(pass.flag),
        ) else {
            continue;
        };
        for (i, text) in indices.zip(values) {
            let args = passes::Args::parse(pass.options, text).map_err(|e| {
                clap::Error::raw(
                    clap::error::ErrorKind::InvalidValue,
                    format!("--{}: {e}\n", pass.flag),
                )
            })?;
            steps.push((i, passes::Step::new(pass, args)));
        }
    }
    steps.sort_by_key(|&(i, _)| i);
    Ok(steps.into_iter().map(|(_, step)| step).collect())
}

/// Rewrites LLVM-style single-dash long options (`-split-input-file`) to
/// clap's `--split-input-file`. Left alone: the short options `-o FILE`,
/// `-I DIR`/`-IDIR`, `-j FILE`, `-h`, `-V` (and their values), `-`, and
/// everything after `--`. `aie-sim` uses it too (clap rejects the short
/// options it lacks).
pub(crate) fn llvm_style(args: Vec<OsString>) -> Vec<OsString> {
    let mut out = Vec::with_capacity(args.len());
    let mut args = args.into_iter();
    out.extend(args.next());
    while let Some(arg) = args.next() {
        let bytes = arg.as_encoded_bytes();
        match bytes {
            b"--" => {
                out.push(arg);
                out.extend(args.by_ref());
            }
            b"-o" | b"-I" | b"-j" => {
                out.push(arg);
                out.extend(args.next());
            }
            b"-" | b"-h" | b"-V" => out.push(arg),
            a if a.starts_with(b"-I") || a.starts_with(b"--") || !a.starts_with(b"-") => {
                out.push(arg)
            }
            _ => {
                let mut long = OsString::from("-");
                long.push(&arg);
                out.push(long);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `translate` rows of passes/src/upstream.tsv (mlir-aie's
    /// aie-translate translations): a flag aiec has is `known`, one it
    /// lacks `missing` with its reason.
    #[test]
    fn upstream_translations_are_the_table_s() {
        let table = include_str!("../../passes/src/upstream.tsv");
        let command = Options::command();
        let has = |flag: &str| command.get_arguments().any(|a| a.get_long() == Some(flag));
        let mut rows = 0;
        for row in table.lines().filter(|l| l.starts_with("translate\t")) {
            let cols: Vec<&str> = row.split('\t').collect();
            let (flag, status) = (cols[1], cols[3]);
            match status {
                "known" => assert!(has(flag), "{flag}: the table says aiec has it; it does not"),
                "missing" => {
                    assert!(
                        !has(flag),
                        "{flag}: aiec has it now, mark it known in upstream.tsv"
                    );
                    assert!(
                        cols.get(4).is_some_and(|r| !r.is_empty()),
                        "{flag}: give the reason"
                    );
                }
                other => panic!("{flag}: unknown status {other}"),
            }
            rows += 1;
        }
        assert!(rows >= 17, "the table lists {rows} translations");
    }

    fn argv(s: &str) -> Vec<OsString> {
        s.split_whitespace().map(OsString::from).collect()
    }

    #[test]
    fn single_dash_long_options_become_double_dash() {
        assert_eq!(
            llvm_style(argv(
                "aiec -split-input-file -o -x -IDIR -I -y --emit=mlir - -V -h -- -z"
            )),
            argv("aiec --split-input-file -o -x -IDIR -I -y --emit=mlir - -V -h -- -z")
        );
    }

    #[test]
    fn steps_keep_command_line_order() {
        let o = parse(argv(
            "aiec x.mlir -canonicalize --verify-each=false --canonicalize --diagnostics=fancy -diagnostics=plain",
        ))
        .unwrap();
        assert_eq!(
            o.diagnostics,
            Some(DiagStyle::Plain),
            "the last occurrence wins"
        );
        let flags: Vec<_> = o.steps.iter().map(|s| s.pass.flag).collect();
        assert_eq!(flags, ["canonicalize", "canonicalize"]);
        assert!(!o.verify_each);
        assert_eq!(o.input, std::path::Path::new("x.mlir"));
    }

    #[test]
    fn ctrlcode_emit_kinds() {
        let emit = |kind: &str| {
            parse(argv(&format!("aiec x.elf -emit={kind}")))
                .unwrap()
                .emit
        };
        assert_eq!(emit("ctrl-asm"), Some(Emit::CtrlAsm));
        assert_eq!(emit("ctrl-elf"), Some(Emit::CtrlElf));
        assert_eq!(emit("ctrl-hex"), Some(Emit::CtrlHex));
        assert!(parse(argv("aiec --emit=ctrl")).is_err());
    }

    #[test]
    fn defaults() {
        let o = parse(argv("aiec")).unwrap();
        assert_eq!(
            (
                o.input.to_str(),
                o.output.to_str(),
                o.verify_each,
                o.steps.len()
            ),
            (Some("-"), Some("-"), true, 0)
        );
    }
}
