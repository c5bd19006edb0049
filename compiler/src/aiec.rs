//! `aiec`: the compiler's command line (aie-opt's and aie-translate's
//! spellings, docs/cli.md) over the session: input and output, the
//! pipeline its options make, diagnostics rendered in the chosen style,
//! `--verify-diagnostics`. `src/bin/aiec.rs` calls [`run`].

use crate::cli::{self, Emit, InputKind, IsaFormat, Options};
use crate::console::Console;
use crate::render::Render;
use crate::session::{
    self, CtrlFormat, Design, DeviceReport, Observer, Pipeline, PrintIr, Source, Translation,
};
use crate::{expect, generate, output};
use aie_target::cert::{assembler, disasm, elf};
use dialect::{Diagnostic, Severity};
use std::path::Path;
use std::sync::Arc;

use dialect::syntax::{split_input as split, SPLIT_MARKER};

/// Runs aiec with `args` (including the program name) on the process's
/// standard output and error; returns the exit code: 0 on success, 1 on
/// any error, 2 on a command line that cannot run.
pub fn run(args: Vec<std::ffi::OsString>) -> i32 {
    run_in(args, &Console::std())
}

/// [`run`] as the `aiec` binary runs it: the process exits right after,
/// so the run's large values are left to the exit rather than freed
/// ([`aie_target::exit`]).
pub fn main(args: Vec<std::ffi::OsString>) -> i32 {
    run_as(args, &Console::std(), true)
}

/// [`run`], its messages written to `console`.
pub fn run_in(args: Vec<std::ffi::OsString>, console: &Console) -> i32 {
    run_as(args, console, false)
}

/// [`run_in`], the run's large values left to the process's exit with
/// `leave_memory_to_exit`.
fn run_as(args: Vec<std::ffi::OsString>, console: &Console, leave_memory_to_exit: bool) -> i32 {
    if let Some(code) = generate::run(&args, console) {
        return code;
    }
    let options = match cli::parse(args) {
        Ok(options) => cli::Options {
            leave_memory_to_exit,
            ..options
        },
        Err(e) => {
            console.clap_message(&e, "");
            return if e.use_stderr() { USAGE } else { 0 };
        }
    };
    let out = Out {
        console,
        render: Render::new(TOOL, options.diagnostics, console),
    };
    match compile(&options, &out) {
        Ok(()) => 0,
        Err(Failed(code)) => code,
    }
}

/// The exit status of a command line that cannot run: an unknown option, a
/// bad value, options that do not go together.
const USAGE: i32 = 2;

/// The run failed with exit status `.0`; its diagnostics have been printed.
struct Failed(i32);

/// The name diagnostics without a location start with.
const TOOL: &str = "aiec";

/// Where a run's messages go, and how its diagnostics look.
struct Out<'c> {
    console: &'c Console,
    render: Render,
}

impl Out<'_> {
    /// Prints a diagnostic that has no source location (exit status 1).
    fn fail(&self, message: impl std::fmt::Display) -> Failed {
        self.say(Severity::Error, &message.to_string(), None);
        Failed(1)
    }

    /// Prints what is wrong with the command line (exit status 2).
    fn usage_fail(&self, message: impl std::fmt::Display) -> Failed {
        self.say(Severity::Error, &message.to_string(), None);
        Failed(USAGE)
    }

    /// Prints a diagnostic without a source location.
    fn say(&self, severity: Severity, message: &str, help: Option<&str>) {
        self.console
            .err(&self.render.message(severity, message, help));
    }

    /// Writes to standard error.
    fn err(&self, text: &str) {
        self.console.err(text);
    }

    /// The error of a failed write to `path`.
    fn cannot_write(&self, path: &Path, e: &std::io::Error) -> Failed {
        self.fail(format_args!("cannot write '{}': {e}", path.display()))
    }
}

fn compile(options: &Options, o: &Out) -> Result<(), Failed> {
    let temporary = check_outputs(options, o)?;
    if options.list_passes {
        return output::write(&options.output, passes::list().as_bytes())
            .map_err(|e| o.cannot_write(&options.output, &e));
    }
    if let Some(IsaFormat::Json) = options.print_isa {
        return output::write(&options.output, aie_target::cert::export::json().as_bytes())
            .map_err(|e| o.cannot_write(&options.output, &e));
    }
    if options.print_npu_cpp_header {
        return output::write(&options.output, passes::npu::to_cpp::HEADER.as_bytes())
            .map_err(|e| o.cannot_write(&options.output, &e));
    }
    if options.upstream_pipeline.is_some() && !cfg!(feature = "mlir") {
        o.say(
            Severity::Error,
            "--upstream-pipeline needs an aiec built with the `mlir` cargo feature",
            Some("install LLVM/MLIR 19 and rebuild with `cargo build -p compiler --features mlir` (docs/mlir-interop.md)"),
        );
        return Err(Failed(1));
    }
    let path = options.input.as_path();
    if streams(path, options) {
        return assemble_streaming(path, options, temporary, o);
    }
    drop(temporary);
    let bytes = output::Input::of(path)
        .map_err(|e| o.fail(format_args!("cannot read '{}': {e}", path.display())))?;
    match input_kind(path, options.input_kind, &bytes) {
        InputKind::Mlir => {}
        InputKind::Asm => return compile_asm(path, bytes.into_vec(), options, o),
        InputKind::Elf => return compile_elf(path, &bytes, options, o),
    }
    let lowering = matches!(
        options.emit,
        Some(Emit::CtrlAsm | Emit::CtrlElf | Emit::CtrlHex)
    );
    if lowering && options.split_input_file {
        return Err(o.usage_fail("--emit=ctrl-* lowers one design: drop --split-input-file"));
    }
    if options.emit == Some(Emit::CtrlElf) && is_stdio(&options.output) {
        return Err(o.usage_fail("an ELF is written to a file: give -o FILE"));
    }
    let pipeline = pipeline(options, lowering).map_err(|e| o.usage_fail(e))?;
    let text = output::Text::new(bytes).map_err(|e| {
        o.fail(format_args!(
            "'{}' is not valid UTF-8 (at byte {})",
            path.display(),
            e.valid_up_to()
        ))
    })?;
    let source = Source::new(display_name(path), text);
    let chunks = if options.split_input_file {
        split(source.text())
    } else {
        vec![(0, source.text())]
    };

    let mut ok = true;
    let mut out =
        output::Pending::new(&options.output).map_err(|e| o.cannot_write(&options.output, &e))?;
    let mut routings = Vec::new();
    let limit = if options.verify_diagnostics {
        0
    } else {
        options.error_limit
    };
    for (k, (base, chunk)) in chunks.into_iter().enumerate() {
        let mut shown_errors = ErrorLimit::new(limit);
        if k > 0 {
            std::io::Write::write_all(&mut out, format!("{SPLIT_MARKER}\n").as_bytes())
                .map_err(|e| o.cannot_write(&options.output, &e))?;
        }
        let range = base..base + chunk.len();
        let (mut diagnostics, written, routing) =
            compile_chunk(&source, range, &pipeline, options, o, &mut out);
        written.map_err(|e| o.cannot_write(&options.output, &e))?;
        if options.warnings_are_errors {
            warnings_to_errors(&mut diagnostics);
        }
        routings.extend(routing);
        let shown = if options.verify_diagnostics {
            expect::check(chunk, &diagnostics)
        } else {
            diagnostics
        };
        ok &= !session::has_error(&shown);
        for d in &shown {
            if shown_errors.admits(d) {
                o.err(&o.render.located(source.name(), source.text(), base, d));
            }
        }
        shown_errors.report(o);
    }
    // A failed run still writes its dumps (the demand of unrouted flows).
    for (format, path) in &options.dump_routing {
        if ok || !routings.is_empty() {
            let dump = passes::route::dump::render(*format, &routings);
            output::write(path, dump.as_bytes()).map_err(|e| o.cannot_write(path, &e))?;
        }
    }
    if !ok {
        return Err(Failed(1));
    }
    out.finish()
        .map_err(|e| o.cannot_write(&options.output, &e))?;
    aie_target::exit::release(options.leave_memory_to_exit, source);
    Ok(())
}

/// The pipeline the options ask for: the pass flags in command-line order
/// (none given with `--report`: the default pipeline up to what the report
/// needs), then, for `--emit=ctrl-*` or `--stop-after`, the default
/// pipeline; an error names a `--stop-after` not in it.
fn pipeline(options: &Options, lowering: bool) -> Result<Pipeline, session::Error> {
    let mut first = options.steps.clone();
    if let (Some(report), true) = (options.report, first.is_empty()) {
        first = configured(Pipeline::stop_after(report.runs_up_to())?, options).steps();
    }
    let stage = match &options.stop_after {
        Some(pass) => Pipeline::stop_after(pass)?,
        None if lowering => Pipeline::to_control_code(),
        None => Pipeline::default(),
    };
    let pipeline = configured(stage.with_first(first), options);
    Ok(pipeline.program_form(lowering && control_code_only(options)))
}

/// `pipeline` with the options every pipeline of a run takes:
/// `-Wno-deadlock`, `--verify-each`, `--upstream-pipeline`.
fn configured(pipeline: Pipeline, options: &Options) -> Pipeline {
    let pipeline = pipeline
        .deadlock_check(!options.no_deadlock_check)
        .verify_each(options.verify_each);
    #[cfg(feature = "mlir")]
    let pipeline = pipeline.upstream(options.upstream_pipeline.clone());
    pipeline
}

/// Whether `--emit=ctrl-*` writes the control code and nothing else: no IR
/// (`--stop-after`, `--mlir-print-ir-*`), routing dump, report or other
/// translation reads what the passes leave.
fn control_code_only(options: &Options) -> bool {
    options.stop_after.is_none()
        && !options.mlir_print_ir_before_all
        && !options.mlir_print_ir_after_all
        && options.dump_routing.is_empty()
        && options.report.is_none()
        && !options.verify_diagnostics
        && !(options.aie_npu_to_binary
            || options.aie_ctrlpkt_to_bin
            || options.aie_npu_to_cpp
            || options.aie_flows_to_json
            || options.aie_cert_to_asm
            || options.aie_generate_cdo
            || options.aie_generate_xaie
            || options.aie_generate_bcf
            || options.aie_generate_ldscript
            || options.aie_generate_mmap
            || options.aie_generate_json
            || options.aie_generate_target_arch
            || options.aie_generate_corelist)
}

/// Fails fast, before any work, when `-o` or a `--dump-routing` path cannot
/// be written (a missing directory, a directory, no permission); the
/// temporary file that checking `-o` made, if it did.
/// The small device report the options ask for, if any.
fn device_report(options: &Options) -> Option<DeviceReport> {
    [
        (options.aie_generate_mmap, DeviceReport::Mmap),
        (options.aie_generate_json, DeviceReport::ShimDmaJson),
        (options.aie_generate_target_arch, DeviceReport::TargetArch),
        (options.aie_generate_corelist, DeviceReport::CoreList),
    ]
    .into_iter()
    .find_map(|(on, report)| on.then_some(report))
}

fn check_outputs(options: &Options, o: &Out) -> Result<Option<tempfile::NamedTempFile>, Failed> {
    let output = &options.output;
    let temporary = output::writable(output).map_err(|e| o.cannot_write(output, &e))?;
    for (_, path) in &options.dump_routing {
        output::check_writable(path).map_err(|e| o.cannot_write(path, &e))?;
    }
    Ok(temporary)
}

/// ELF input: the disassembly (the default), the legacy hex dump, or the
/// container written again by aiec (with its UID recomputed).
fn compile_elf(path: &Path, bytes: &[u8], options: &Options, o: &Out) -> Result<(), Failed> {
    if options.split_input_file || options.verify_diagnostics || !options.steps.is_empty() {
        return Err(o.usage_fail(format_args!(
            "'{}': --split-input-file, --verify-diagnostics and passes apply to MLIR input, not to an ELF",
            path.display()
        )));
    }
    let mut ctrl =
        elf::read(bytes).map_err(|e| o.fail(format_args!("'{}': {e}", path.display())))?;
    let out = match options.emit {
        None | Some(Emit::CtrlAsm) => disasm::disassemble(&ctrl)
            .map_err(|e| o.fail(format_args!("'{}': {e}", path.display())))?
            .into_bytes(),
        Some(Emit::CtrlHex) => disasm::legacy_hex(&ctrl).into_bytes(),
        Some(Emit::CtrlElf) => {
            ctrl.compute_uid();
            elf::write(&ctrl)
        }
        Some(Emit::Mlir) => {
            let lifted = dialect::lift::lift(&ctrl)
                .map_err(|e| o.fail(format_args!("'{}': {e}", path.display())))?;
            for w in &lifted.warnings {
                let message = format!("'{}': {w}", path.display());
                o.say(Severity::Warning, &message, None);
            }
            dialect::syntax::print_styled(&lifted.ir, lifted.ir.top, print_style(options, None))
                .into_bytes()
        }
    };
    output::write(&options.output, &out).map_err(|e| o.cannot_write(&options.output, &e))
}

/// Assembles ctrlcode assembly into an ELF (or its hex dump, or the
/// disassembly of what was assembled).
fn compile_asm(path: &Path, bytes: Vec<u8>, options: &Options, o: &Out) -> Result<(), Failed> {
    if options.split_input_file || options.verify_diagnostics || !options.steps.is_empty() {
        return Err(o.usage_fail(format_args!(
            "'{}': --split-input-file, --verify-diagnostics and passes apply to MLIR input, not to assembly",
            path.display()
        )));
    }
    let emit = options.emit.unwrap_or(Emit::CtrlElf);
    if emit == Emit::Mlir {
        return Err(o.usage_fail(format_args!(
            "'{}': --emit=mlir needs MLIR input; assembly can be emitted as ctrl-elf, ctrl-hex or ctrl-asm",
            path.display()
        )));
    }
    if emit == Emit::CtrlElf && is_stdio(&options.output) {
        return Err(o.usage_fail("an ELF is written to a file: give -o FILE"));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        o.fail(format_args!(
            "'{}' is not valid UTF-8 (at byte {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })?;
    let asm_options = asm_options(options, o)?;
    let name = if is_stdio(path) {
        Path::new("<stdin>")
    } else {
        path
    };
    let assembled = assembler::assemble(name, &text, &asm_options, &assembler::Disk)
        .map_err(|failure| report(&failure, options, o))?;
    report(&assembled.warnings, options, o);
    // The note of aiec's own asm: its `; aiec:` comment lines.
    let ctrl = assembled.elf;
    let out = match emit {
        Emit::CtrlHex => disasm::legacy_hex(&ctrl).into_bytes(),
        Emit::CtrlAsm => disasm::disassemble(&ctrl)
            .map_err(|e| o.fail(format_args!("'{}': {e}", path.display())))?
            .into_bytes(),
        Emit::CtrlElf | Emit::Mlir => elf::write(&ctrl),
    };
    output::write(&options.output, &out).map_err(|e| o.cannot_write(&options.output, &e))
}

/// Whether `path` is assembly assembled straight from and to files by
/// [`assemble_streaming`]: an `.asm` file (not standard input) to an ELF file.
fn streams(path: &Path, options: &Options) -> bool {
    let asm = match options.input_kind {
        Some(kind) => kind == InputKind::Asm,
        None => path.extension().is_some_and(|e| e == "asm"),
    };
    asm && !is_stdio(path)
        && options.emit.unwrap_or(Emit::CtrlElf) == Emit::CtrlElf
        && !is_stdio(&options.output)
        && !(options.split_input_file || options.verify_diagnostics || !options.steps.is_empty())
        && !std::fs::metadata(&options.output).is_ok_and(|m| !m.is_file())
}

/// Assembles the file `path` into the ELF `-o` names, streaming
/// ([`assembler::assemble_file_into`]), through a temporary file (the one
/// `check_outputs` made, if any) renamed on success.
fn assemble_streaming(
    path: &Path,
    options: &Options,
    temporary: Option<tempfile::NamedTempFile>,
    o: &Out,
) -> Result<(), Failed> {
    let asm_options = asm_options(options, o)?;
    let target = options.output.as_path();
    let tmp = match temporary {
        Some(tmp) => tmp,
        None => output::temporary(target).map_err(|e| o.cannot_write(&options.output, &e))?,
    };
    // Dropped on an error, the temporary file is removed.
    let result = assembler::assemble_file_into(path, tmp.as_file(), &asm_options, &assembler::Disk)
        .and_then(|warnings| {
            output::persist(tmp, target)
                .map(|()| warnings)
                .map_err(assembler::FileFailure::Io)
        });
    match result {
        Ok(warnings) => {
            report(&warnings, options, o);
            Ok(())
        }
        Err(e) => Err(match e {
            assembler::FileFailure::Asm(failure) => report(&failure, options, o),
            assembler::FileFailure::Io(e) => o.fail(format_args!(
                "cannot assemble '{}' into '{}': {e}",
                path.display(),
                options.output.display()
            )),
        }),
    }
}

/// The assembler options: `-I` directories and the `-j` control packet.
fn asm_options(options: &Options, o: &Out) -> Result<assembler::Options, Failed> {
    let control_packet = match &options.external_buffers {
        None => None,
        Some(file) => {
            let json = output::read(file)
                .map_err(|e| o.fail(format_args!("cannot read '{}': {e}", file.display())))?;
            let json = String::from_utf8_lossy(&json);
            Some(
                assembler::ControlPacket::from_json(&json)
                    .map_err(|e| o.fail(format_args!("'{}': {e}", file.display())))?,
            )
        }
    };
    Ok(assembler::Options {
        include_dirs: options.include_dirs.clone(),
        control_packet,
        leave_memory_to_exit: options.leave_memory_to_exit,
    })
}

/// Prints an assembly's diagnostics (up to the error limit).
fn report(report: &assembler::Report, options: &Options, o: &Out) -> Failed {
    let mut shown_errors = ErrorLimit::new(options.error_limit);
    for d in &report.diagnostics {
        if shown_errors.admits(&d.diagnostic) {
            let source = &report.sources[d.file as usize];
            o.err(
                &o.render
                    .located(&source.name, &source.text, 0, &d.diagnostic),
            );
        }
    }
    shown_errors.report(o);
    Failed(1)
}

/// The result of one chunk: diagnostics, how writing its output went (it
/// has none after an error) and (with `--dump-routing`) the routing to
/// dump.
type ChunkResult = (
    Vec<Diagnostic>,
    std::io::Result<()>,
    Option<passes::route::dump::Routing>,
);

/// Parses, verifies and transforms chunk `range` of `source` with
/// `pipeline`, and writes its output to `out`.
fn compile_chunk(
    source: &Arc<Source>,
    range: std::ops::Range<usize>,
    pipeline: &Pipeline,
    options: &Options,
    o: &Out,
    out: &mut dyn std::io::Write,
) -> ChunkResult {
    let version =
        (options.aie_syntax == cli::Syntax::April).then_some(dialect::ir::Version::April2026);
    let mut design = match Design::parse_part(source, range, version) {
        Ok(design) => design,
        Err(e) => return (e.into_diagnostics(), Ok(()), None),
    };
    // `--aie-npu-to-cpp` without passes on a design not lowered yet: the
    // default pipeline up to the NPU ops first.
    let npu_cpp;
    let run = match options.aie_npu_to_cpp && pipeline.is_empty() {
        true => {
            npu_cpp = configured(Pipeline::for_npu_cpp(design.ir()), options);
            &npu_cpp
        }
        false => pipeline,
    };
    let mut instruments = Instruments {
        options,
        o,
        times: Vec::new(),
    };
    let mut from_passes = match design.run_observed(run, &mut instruments) {
        Ok(warnings) => warnings,
        Err(e) => e.into_diagnostics(),
    };
    let start = std::time::Instant::now();
    let (written, routing) = outputs(&design, pipeline.is_empty(), options, &mut from_passes, out);
    if options.mlir_timing {
        o.err(&timing_report(
            design.front_end(),
            &instruments.times,
            start.elapsed(),
        ));
    }
    if !options.verify_diagnostics {
        note_current_ops(&design, &mut from_passes);
    }
    let mut diagnostics = design.take_warnings();
    diagnostics.extend(from_passes);
    // The dump's own warnings: about the design, not a pass's op (after a
    // failed pass, its error says why flows are unrouted).
    if !session::has_error(&diagnostics) {
        diagnostics.extend(routing.iter().flat_map(|r| r.warnings()));
    }
    drop_aside(design.into_ir());
    (diagnostics, written, routing)
}

/// What aiec observes of a run: the IR dumps of `--mlir-print-ir-*`
/// (written to standard error as they come) and each pass's time
/// (`--mlir-timing`).
struct Instruments<'a> {
    options: &'a Options,
    o: &'a Out<'a>,
    times: Vec<(&'static passes::Pass, std::time::Duration)>,
}

impl Observer for Instruments<'_> {
    fn print_ir(&self) -> PrintIr {
        let options = self.options;
        PrintIr {
            before: options.mlir_print_ir_before_all,
            after: options.mlir_print_ir_after_all,
            generic: options.mlir_print_op_generic,
            locations: options.mlir_print_debuginfo,
            april: options.aie_syntax == cli::Syntax::April,
            packet_type: options.aie_syntax.shows_packet_type(),
        }
    }

    fn dump(&mut self, text: &str) {
        self.o.err(text);
    }

    fn after_pass(&mut self, step: &passes::Step, _: &dialect::Ir, took: std::time::Duration) {
        self.times.push((step.pass, took));
    }
}

/// Frees a large IR on a thread of its own, so that assembling and writing
/// the output go on meanwhile (freeing millions of ops takes a while; the
/// exit stops the thread where it is).
fn drop_aside(ir: dialect::Ir) {
    if ir.num_ops() > 100_000 {
        // Should the thread not start, the closure and the IR are dropped here.
        let _ = std::thread::Builder::new().spawn(move || drop(ir));
    }
}

/// mlir-opt's `see current operation:` note on every diagnostic a pass
/// reports on an op (`--verify-diagnostics` turns it off, as in mlir-opt):
/// the op as the pass left it, in generic form for errors. Verifier errors
/// on the input point at the source text, which is the op as written. Where
/// a pass gave its new ops the span of an op (a switchbox that of the first
/// flow through it), the op written there is the one meant.
fn note_current_ops(design: &Design, diagnostics: &mut [Diagnostic]) {
    if diagnostics.is_empty() {
        return;
    }
    let ir = design.ir();
    let written_there = |op: dialect::ir::OpId| {
        design.written(ir[op].span).is_some_and(|text| {
            let text = text
                .split_once(" = ")
                .filter(|(r, _)| r.starts_with('%'))
                .map_or(text, |(_, op)| op);
            let name = ir[op].name().to_string();
            text.starts_with(&name) || text.starts_with(&format!("\"{name}\""))
        })
    };
    let mut by_span = std::collections::HashMap::new();
    for op in ir.walk(ir.top) {
        if !ir[op].span.is_empty() {
            let first = by_span.entry(ir[op].span).or_insert(op);
            if !written_there(*first) && written_there(op) {
                *first = op;
            }
        }
    }
    for d in diagnostics.iter_mut() {
        let Some(&op) = d.span.and_then(|s| by_span.get(&s)) else {
            continue;
        };
        if d.op.as_deref().is_some_and(|name| ir[op].name() != name) {
            continue;
        }
        let style = dialect::syntax::Style {
            generic: d.severity == Severity::Error,
            ..Default::default()
        };
        let text = dialect::syntax::print_op(ir, op, style);
        let sep = if text.contains('\n') { "\n" } else { "" };
        d.notes.insert(
            0,
            dialect::diag::Note {
                span: Some(ir[op].span),
                message: format!("see current operation: {sep}{text}"),
            },
        );
    }
}

/// How aiec prints IR: generic or custom form, with locations, in which
/// syntax.
fn print_style<'a>(
    options: &Options,
    whole: Option<dialect::syntax::Source<'a>>,
) -> dialect::syntax::Style<'a> {
    dialect::syntax::Style {
        generic: options.mlir_print_op_generic,
        locations: whole.filter(|_| options.mlir_print_debuginfo),
        april: options.aie_syntax == cli::Syntax::April,
        packet_type: options.aie_syntax.shows_packet_type(),
    }
}

/// What a compiled chunk outputs: the routing `--dump-routing` asks for
/// (also after a failed pass), and, if no error came so far, the
/// translation or the IR printed, written to `out`. An error of the
/// translation joins `diagnostics` and leaves no output.
fn outputs(
    design: &Design,
    no_passes: bool,
    options: &Options,
    diagnostics: &mut Vec<Diagnostic>,
    out: &mut dyn std::io::Write,
) -> (std::io::Result<()>, Option<passes::route::dump::Routing>) {
    let routing = (!options.dump_routing.is_empty())
        .then(|| routing_to_dump(design, no_passes, options, diagnostics));
    if session::has_error(diagnostics) {
        return (Ok(()), routing);
    }
    match translate(design, options) {
        Ok(Some(bytes)) => (out.write_all(&bytes), routing),
        Ok(None) => {
            let ir = design.ir();
            let style = print_style(options, design.located());
            (
                dialect::syntax::print_styled_to(ir, ir.top, style, out),
                routing,
            )
        }
        Err(e) => {
            diagnostics.extend(e.into_diagnostics());
            (Ok(()), None)
        }
    }
}

/// `--aie-npu-emit-locmap`: the location map of the words, to `path`.
fn write_locmap(
    design: &Design,
    select: passes::npu::binary::Select,
    path: &str,
) -> Result<(), session::Error> {
    let names = (select.device.unwrap_or(""), "");
    let json = design.translate(Translation::NpuLocmap(select, names))?;
    std::fs::write(path, json).map_err(|e| {
        let top = design.ir()[design.ir().top].span;
        design.error(vec![Diagnostic::error(
            top,
            format!("Error opening locmap file '{path}': {e}"),
        )
        .with_help(
            "--aie-npu-emit-locmap names the file to write the location map to",
        )])
    })
}

/// The output of a compiled chunk: an aie-translate output, a report or
/// control code; `None` for the IR, which is printed as it goes
/// (`compile` rejects the ctrl-* kinds).
fn translate(design: &Design, options: &Options) -> Result<Option<Vec<u8>>, session::Error> {
    let select = passes::npu::binary::Select {
        device: options.aie_device_name.as_deref(),
        sequence: options.aie_sequence_name.as_deref(),
        fold_ddr_addr_offset: options.aie_npu_fold_ddr_addr_offset,
    };
    let translation = if options.aie_ctrlpkt_to_bin {
        return design
            .translate(Translation::CtrlpktBinary(select))
            .map(Some);
    } else if options.aie_npu_to_binary {
        let words = match options.aie_output_binary {
            true => design.translate(Translation::NpuBinary(select))?,
            false => design.translate(Translation::NpuText(select))?,
        };
        if let Some(path) = &options.aie_npu_emit_locmap {
            write_locmap(design, select, path)?;
        }
        return Ok(Some(words));
    } else if options.aie_npu_to_cpp {
        Translation::NpuCpp {
            fold_ddr_addr_offset: options.aie_npu_fold_ddr_addr_offset,
            dispatch_shim: options.aie_npu_emit_dispatch_shim,
        }
    } else if options.aie_flows_to_json {
        Translation::FlowsJson
    } else if let Some(report) = options.report {
        match report {
            cli::Report::ResourcesText => Translation::Resources { json: false },
            cli::Report::ResourcesJson => Translation::Resources { json: true },
            cli::Report::PlacementText => Translation::Placement { json: false },
            cli::Report::PlacementJson => Translation::Placement { json: true },
        }
    } else if options.aie_cert_to_asm {
        Translation::CertAsm
    } else if options.aie_generate_cdo {
        return generate_cdo(design.ir(), options)
            .map(|listing| Some(with_newline(listing.into_bytes())))
            .map_err(|e| design.error(e.into_diagnostics()));
    } else if options.aie_generate_xaie {
        Translation::Xaie {
            device: options.aie_device_name.as_deref(),
        }
    } else if options.aie_generate_bcf {
        Translation::Bcf {
            col: options.tilecol,
            row: options.tilerow,
            device: options.aie_device_name.as_deref(),
        }
    } else if options.aie_generate_ldscript {
        Translation::LdScript {
            col: options.tilecol,
            row: options.tilerow,
            device: options.aie_device_name.as_deref(),
        }
    } else if let Some(report) = device_report(options) {
        Translation::DeviceReport {
            report,
            device: options.aie_device_name.as_deref(),
        }
    } else if let Some(emit @ (Emit::CtrlAsm | Emit::CtrlElf | Emit::CtrlHex)) = options.emit {
        let format = match emit {
            Emit::CtrlAsm => CtrlFormat::Asm,
            Emit::CtrlElf => CtrlFormat::Elf,
            _ => CtrlFormat::Hex,
        };
        return design.translate(Translation::Ctrl(format)).map(Some);
    } else {
        return Ok(None);
    };
    let text = design.translate(translation)?;
    Ok(Some(match options.aie_flows_to_json {
        true => text,
        false => with_newline(text),
    }))
}

/// `text` ending in a newline, unless it is empty.
fn with_newline(mut text: Vec<u8>) -> Vec<u8> {
    if !text.is_empty() && !text.ends_with(b"\n") {
        text.push(b'\n');
    }
    text
}

/// `--aie-generate-cdo`: the CDO files written into the working directory
/// (all or none), and what aie-translate prints meanwhile.
fn generate_cdo(ir: &dialect::Ir, options: &Options) -> Result<String, session::Error> {
    let top = ir[ir.top].span;
    let not_covered = |flag: &str, what: &str| {
        Diagnostic::error(top, format!("{flag} is not covered: aiec writes {what}"))
            .with_help("drop the flag: aiec's CDO holds the register writes of the configuration (docs/cli.md)")
    };
    if options.cdo_aiesim {
        return Err(not_covered("--cdo-aiesim", "no CDO for mlir-aie's simulator back end").into());
    }
    if options.cdo_xaie_debug {
        return Err(not_covered("--cdo-xaie-debug", "the CDO, not aie-rt's debug back end").into());
    }
    let dir = match &options.work_dir_path {
        Some(d) => d.clone(),
        None => std::env::current_dir().map_err(|e| {
            session::Error::from(
                Diagnostic::error(top, format!("cannot read the current directory: {e}"))
                    .with_help("give the directory with --work-dir-path"),
            )
        })?,
    };
    let cdo = session::CdoOptions {
        device: options.aie_device_name.as_deref(),
        unified: options.cdo_unified,
        debug: options.cdo_debug,
        enable_cores: options.cdo_enable_cores,
        big_endian: options.big_endian,
    };
    let (files, listing) = session::cdo(ir, &dir.to_string_lossy(), cdo)?;
    for f in &files {
        let path = dir.join(&f.name);
        std::fs::write(&path, &f.bytes).map_err(|e| {
            session::Error::from(
                Diagnostic::error(top, format!("cannot write {}: {e}", path.display()))
                    .with_help("--work-dir-path names a directory aiec can write to"),
            )
        })?;
    }
    Ok(listing)
}

/// The routing `--dump-routing` writes: that of `ir` as the passes left it
/// (also after a failed one: the demand of its unrouted flows), or, when no
/// pass was asked for and `ir` has object FIFOs or unrouted flows, that of a
/// copy lowered through the router (the default pipeline up to
/// `--aie-create-pathfinder-flows`), whose diagnostics join `diagnostics`.
fn routing_to_dump(
    design: &Design,
    no_passes: bool,
    options: &Options,
    diagnostics: &mut Vec<Diagnostic>,
) -> passes::route::dump::Routing {
    let ir = design.ir();
    let whole = design.located();
    let routing = passes::route::dump::Routing::of(ir, whole.as_ref());
    let fifo = ir
        .walk(ir.top)
        .into_iter()
        .find(|&op| ir.kind(op) == Some(dialect::ir::OpKind::Objectfifo));
    let unlowered = fifo.is_some() || routing.devices.iter().any(|d| d.unrouted > 0);
    if let (Some(op), false) = (fifo, no_passes) {
        diagnostics.push(
            Diagnostic::op_error(ir[op].span, ir[op].name(), "the routing dump has no flows of this object FIFO: the passes given leave it unlowered")
                .with_severity(Severity::Warning)
                .with_help("run --aie-objectFifo-stateful-transform before the router, or give no pass: the dump then lowers and routes a copy"),
        );
    }
    if !no_passes || !unlowered || session::has_error(diagnostics) {
        return routing;
    }
    let router = Pipeline::to_routing()
        .deadlock_check(!options.no_deadlock_check)
        .verify_each(options.verify_each);
    let mut lowered = design.clone();
    match lowered.run(&router) {
        Ok(warnings) => diagnostics.extend(warnings),
        Err(e) => diagnostics.extend(e.into_diagnostics()),
    }
    passes::route::dump::Routing::of(lowered.ir(), lowered.located().as_ref())
}

/// mlir-opt's `--mlir-timing` table: wall time of parsing, verifying the
/// input, each pass in run order and writing the output.
fn timing_report(
    front_end: session::FrontEnd,
    passes: &[(&passes::Pass, std::time::Duration)],
    output: std::time::Duration,
) -> String {
    let rows: Vec<(&str, f64)> = [("Parser", front_end.parse), ("Verifier", front_end.verify)]
        .into_iter()
        .chain(passes.iter().map(|(pass, time)| (pass.name, *time)))
        .chain([("Output", output)])
        .map(|(name, time)| (name, time.as_secs_f64()))
        .collect();
    let total: f64 = rows.iter().map(|(_, t)| t).sum();
    let rule = "===-------------------------------------------------------------------------===";
    let mut out = format!(
        "{rule}\n                         ... Execution time report ...\n{rule}\n  Total Execution Time: {total:.4} seconds\n\n  ----Wall Time----  ----Name----\n"
    );
    for (name, t) in rows {
        let share = if total > 0.0 { 100.0 * t / total } else { 0.0 };
        out.push_str(&format!("    {t:.4} ({share:5.1}%)  {name}\n"));
    }
    out.push_str(&format!("    {total:.4} (100.0%)  Total\n"));
    out
}

/// `--error-limit`: the first `limit` errors and the first `limit` warnings
/// are shown (with their notes); the rest are counted and reported in one
/// line each.
struct ErrorLimit {
    limit: usize,
    errors: usize,
    warnings: usize,
}

impl ErrorLimit {
    fn new(limit: usize) -> ErrorLimit {
        ErrorLimit {
            limit,
            errors: 0,
            warnings: 0,
        }
    }

    /// Whether `d` is shown (an error or warning past the limit is only
    /// counted; remarks are shown while the errors are).
    fn admits(&mut self, d: &Diagnostic) -> bool {
        let seen = match d.severity {
            Severity::Error => &mut self.errors,
            Severity::Warning => &mut self.warnings,
            _ => return self.limit == 0 || self.errors <= self.limit,
        };
        *seen += 1;
        self.limit == 0 || *seen <= self.limit
    }

    /// The lines for the errors and warnings not shown, if any.
    fn report(&self, o: &Out) {
        for (count, what) in [(self.errors, "error"), (self.warnings, "warning")] {
            if self.limit > 0 && count > self.limit {
                let message = format!(
                    "{} more {what}(s) not shown (--error-limit={}; 0 shows all)",
                    count - self.limit,
                    self.limit
                );
                if o.render.json() {
                    o.say(Severity::Note, &message, None);
                } else {
                    o.err(&format!("{TOOL}: {message}\n"));
                }
            }
        }
    }
}

/// `-Werror`: every warning becomes an error.
fn warnings_to_errors(diagnostics: &mut [Diagnostic]) {
    for d in diagnostics {
        if d.severity == Severity::Warning {
            d.severity = Severity::Error;
        }
    }
}

/// Whether `path` names standard input or output (`-`).
fn is_stdio(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The name diagnostics give the input: `<stdin>` for `-`, else the path
/// (shown lossily when it is not UTF-8).
fn display_name(path: &Path) -> std::borrow::Cow<'_, str> {
    if is_stdio(path) {
        "<stdin>".into()
    } else {
        path.to_string_lossy()
    }
}

/// The kind of input: `--x`, else the file extension, else the content (ELF
/// magic or MLIR). Standard input is MLIR unless `--x` says otherwise.
fn input_kind(path: &Path, forced: Option<InputKind>, bytes: &[u8]) -> InputKind {
    if let Some(kind) = forced {
        return kind;
    }
    match path.extension().and_then(|e| e.to_str()) {
        _ if is_stdio(path) => InputKind::Mlir,
        Some("mlir") => InputKind::Mlir,
        Some("asm") => InputKind::Asm,
        Some("elf") => InputKind::Elf,
        _ if bytes.starts_with(b"\x7fELF") => InputKind::Elf,
        _ => InputKind::Mlir,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_codes() {
        let run =
            |s: &str| crate::capture(|c| run_in(s.split_whitespace().map(Into::into).collect(), c));
        let (code, out, err) = run("aiec --version");
        assert_eq!((code, err.as_str()), (0, ""));
        assert!(out.starts_with("aiec "), "{out}");
        let (code, _, err) = run("aiec --no-such-option");
        assert_eq!(code, 2, "a usage error");
        assert!(
            err.starts_with("error: unexpected argument '--no-such-option'"),
            "{err}"
        );
        let design = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../examples/add_one/design.mlir"
        );
        let (code, _, err) = run(&format!("aiec {design} --emit=ctrl-elf"));
        assert_eq!(code, 2, "an ELF to standard output is a usage error");
        assert!(err.contains("give -o FILE"), "{err}");
        let (code, _, err) = run("aiec /nonexistent/x.mlir");
        assert_eq!(code, 1);
        assert!(
            err.starts_with("aiec: error: cannot read '/nonexistent/x.mlir'"),
            "{err}"
        );
    }

    /// Input, output and dump paths that are not UTF-8 are used as given.
    #[cfg(unix)]
    #[test]
    fn paths_need_not_be_utf8() {
        use std::os::unix::ffi::OsStrExt;
        let dir = tempfile::tempdir().unwrap();
        let at = |name: &[u8]| dir.path().join(std::ffi::OsStr::from_bytes(name));
        let (input, output, dump) = (at(b"in\xff.mlir"), at(b"out\xfe.mlir"), at(b"r\xfd.txt"));
        std::fs::write(&input, "aie.device(npu1) {\n}\n").unwrap();
        let mut dump_arg = std::ffi::OsString::from("--dump-routing=text:");
        dump_arg.push(&dump);
        let args = vec![
            "aiec".into(),
            input.into(),
            "-o".into(),
            output.clone().into(),
            dump_arg,
        ];
        let (code, _, err) = crate::capture(|c| run_in(args, c));
        assert_eq!(code, 0, "{err}");
        assert!(std::fs::read_to_string(&output)
            .unwrap()
            .contains("aie.device(npu1)"));
        assert!(dump.exists());
    }

    #[test]
    fn split_keeps_offsets_and_drops_marker_lines() {
        let src = "a\n// -----\nb\n  // ----- x\nc";
        assert_eq!(split(src), [(0, "a\n"), (11, "b\n"), (26, "c")]);
    }

    #[test]
    fn input_kind_by_flag_extension_then_content() {
        assert_eq!(
            input_kind(Path::new("x.asm"), Some(InputKind::Mlir), b""),
            InputKind::Mlir
        );
        assert_eq!(input_kind(Path::new("x.asm"), None, b""), InputKind::Asm);
        assert_eq!(input_kind(Path::new("x.elf"), None, b""), InputKind::Elf);
        assert_eq!(
            input_kind(Path::new("x.bin"), None, b"\x7fELF\x01"),
            InputKind::Elf
        );
        assert_eq!(
            input_kind(Path::new("x"), None, b"module {}"),
            InputKind::Mlir
        );
        assert_eq!(
            input_kind(Path::new("-"), None, b"\x7fELF"),
            InputKind::Mlir
        );
    }
}
