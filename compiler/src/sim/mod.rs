//! `aie-sim`: runs a design (MLIR, compiled in-process with the default
//! pipeline, or a ctrlcode ELF) on the CERT job-runner and an array model,
//! with the runtime-sequence arguments in host memory (decisions.md,
//! "Simulator I/O"). `src/bin/aie-sim.rs` calls [`main`].
//!
//! Exit status: 0 all good; 1 user error or `--expect` mismatch; 2 deadlock
//! or `--max-cycles` reached.

mod array;
mod trace;

use crate::cli::DiagStyle;
use crate::{ctrl, Renderer};
use aie_target::cert::elf::{self, AiecNote, CtrlElf};
use aie_target::cert::{assembler, loader::Program};
use runtime_sim::array::Source;
use runtime_sim::bus::{Array, HostMemory};
use runtime_sim::runner::{Options, Runner, Stop};
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};

const USAGE: &str = "usage: aie-sim <design.mlir|x.elf> [--cores design.mlir] [--input N=file] \
[--output N=file] [--expect N=file] [--arg-size N=bytes] [--trace out.json] \
[--trace-text FILE] [--max-cycles C]";

/// The command line.
#[derive(Default)]
struct Args {
    input: String,
    cores: Option<String>,
    inputs: BTreeMap<usize, String>,
    outputs: BTreeMap<usize, String>,
    expects: BTreeMap<usize, String>,
    sizes: BTreeMap<usize, u64>,
    trace: Option<String>,
    trace_text: Option<String>,
    max_cycles: Option<u64>,
}

struct UserError(String);

fn user(message: impl Into<String>) -> UserError {
    UserError(message.into())
}

/// Runs aie-sim with `args` (including the program name); returns the exit
/// status.
pub fn main(args: Vec<String>) -> i32 {
    match run(args) {
        Ok(code) => code,
        Err(UserError(m)) => {
            let _ = writeln!(std::io::stderr(), "aie-sim: error: {m}");
            1
        }
    }
}

fn parse_args(args: Vec<String>) -> Result<Option<Args>, UserError> {
    let mut out = Args::default();
    let mut it = args.into_iter().skip(1);
    let numbered = |flag: &str, v: &str| -> Result<(usize, String), UserError> {
        let (n, rest) = v
            .split_once('=')
            .ok_or_else(|| user(format!("{flag} takes N=VALUE, not '{v}'")))?;
        let n = n
            .parse()
            .map_err(|_| user(format!("{flag}: '{n}' is not an argument index")))?;
        Ok((n, rest.to_string()))
    };
    while let Some(a) = it.next() {
        if a == "-h" || a == "--help" || a == "-help" {
            println!("{USAGE}");
            return Ok(None);
        }
        if !a.starts_with('-') || a == "-" {
            if !out.input.is_empty() {
                return Err(user(format!(
                    "more than one input: '{}' and '{a}'",
                    out.input
                )));
            }
            out.input = a;
            continue;
        }
        let flag = format!("--{}", a.trim_start_matches('-'));
        let (flag, value) = match flag.split_once('=') {
            Some((f, v))
                if !f.contains(' ')
                    && matches!(
                        f,
                        "--cores"
                            | "--trace"
                            | "--trace-text"
                            | "--max-cycles"
                            | "--input"
                            | "--output"
                            | "--expect"
                            | "--arg-size"
                    ) =>
            {
                (f.to_string(), Some(v.to_string()))
            }
            _ => (flag, None),
        };
        let mut value = || {
            value
                .clone()
                .or_else(|| it.next())
                .ok_or_else(|| user(format!("{flag} needs a value")))
        };
        match flag.as_str() {
            "--cores" => out.cores = Some(value()?),
            "--trace" => out.trace = Some(value()?),
            "--trace-text" => out.trace_text = Some(value()?),
            "--max-cycles" => {
                let v = value()?;
                out.max_cycles = Some(
                    v.parse()
                        .map_err(|_| user(format!("--max-cycles: '{v}' is not a number")))?,
                );
            }
            "--input" | "--output" | "--expect" | "--arg-size" => {
                let (n, v) = numbered(&flag, &value()?)?;
                match flag.as_str() {
                    "--input" => out.inputs.insert(n, v),
                    "--output" => out.outputs.insert(n, v),
                    "--expect" => out.expects.insert(n, v),
                    _ => {
                        let bytes = v.parse().map_err(|_| {
                            user(format!("--arg-size: '{v}' is not a number of bytes"))
                        })?;
                        out.sizes.insert(n, bytes);
                        None
                    }
                };
            }
            _ => return Err(user(format!("unknown option '{a}'\n{USAGE}"))),
        }
    }
    if out.input.is_empty() {
        return Err(user(format!("no input\n{USAGE}")));
    }
    Ok(Some(out))
}

fn read(path: &str) -> Result<Vec<u8>, UserError> {
    crate::output::read(path).map_err(|e| user(format!("cannot read '{path}': {e}")))
}

/// A design compiled as aie-sim compiles it: the lowered IR (the core
/// bodies) and the control-code ELF; errors as aie-sim prints them.
pub fn compile(path: &str, source: &str) -> Result<(dialect::Ir, CtrlElf), String> {
    compile_mlir(path, source).map_err(|UserError(m)| m)
}

/// The design compiled to an ELF with the default pipeline, and its lowered
/// IR (the core bodies).
fn compile_mlir(path: &str, source: &str) -> Result<(dialect::Ir, CtrlElf), UserError> {
    let renderer = Renderer::new(path, source, Some(DiagStyle::Plain));
    let render = |ds: &[dialect::Diagnostic]| {
        let text: String = ds.iter().map(|d| renderer.render(0, d)).collect();
        user(format!("'{path}' does not compile:\n{}", text.trim_end()))
    };
    let mut ir = dialect::parse(source).map_err(|ds| render(&ds))?;
    let ds = dialect::verify(&ir);
    if crate::has_error(&ds) {
        return Err(render(&ds));
    }
    let steps = passes::default_pipeline(None).map_err(user)?;
    let config = passes::Config { verify_each: true };
    let ds = passes::run(&mut ir, &steps, config, &mut |_, _, _| {});
    if crate::has_error(&ds) {
        return Err(render(&ds));
    }
    let text = ctrl::asm_with_note(&ir).map_err(|d| render(&[d]))?;
    let elf = ctrl::assemble(path, &text, &assembler::Options::default()).map_err(|e| {
        user(format!(
            "'{path}': internal error: the control code does not assemble: {e}"
        ))
    })?;
    Ok((ir, elf))
}

fn source_of(name: &str, text: String) -> Source {
    Source {
        name: name.to_string(),
        text,
    }
}

fn run(args: Vec<String>) -> Result<i32, UserError> {
    let Some(args) = parse_args(args)? else {
        return Ok(0);
    };
    let bytes = read(&args.input)?;
    let is_elf = args.input.ends_with(".elf") || bytes.starts_with(b"\x7fELF");
    let (ctrl, cores) = if is_elf {
        let ctrl = elf::read(&bytes).map_err(|e| user(format!("'{}': {e}", args.input)))?;
        (ctrl, None)
    } else {
        let source = String::from_utf8(bytes)
            .map_err(|_| user(format!("'{}' is not valid UTF-8", args.input)))?;
        let (ir, ctrl) = compile_mlir(&args.input, &source)?;
        (ctrl, Some((ir, source_of(&args.input, source))))
    };
    let cores = match (&args.cores, cores) {
        (Some(path), _) => {
            let source = String::from_utf8(read(path)?)
                .map_err(|_| user(format!("'{path}' is not valid UTF-8")))?;
            Some((compile_mlir(path, &source)?.0, source_of(path, source)))
        }
        (None, ir) => ir,
    };
    let program = Program::load(&ctrl).map_err(|e| user(format!("'{}': {e}", args.input)))?;
    let note = ctrl.aiec_note.clone();
    let mut host = HostMemory::default();
    if let Some(declared) = note.as_ref().map(|x| x.args.len()) {
        let named = [
            ("--input", args.inputs.keys().max()),
            ("--output", args.outputs.keys().max()),
            ("--expect", args.expects.keys().max()),
            ("--arg-size", args.sizes.keys().max()),
        ];
        for (flag, n) in named {
            if let Some(&n) = n.filter(|&&n| n >= declared) {
                return Err(user(format!(
                    "{flag} {n}: the design's runtime sequence has {declared} argument(s) (0..{declared})"
                )));
            }
        }
        if let Some((&n, &size)) = args.sizes.iter().find(|(n, size)| {
            note.as_ref()
                .and_then(|x| x.args.get(**n))
                .is_some_and(|a| a.size != **size)
        }) {
            let declared = note.as_ref().map_or(0, |x| x.args[n].size);
            return Err(user(format!(
                "--arg-size {n}={size}: the design declares argument {n} with {declared} bytes"
            )));
        }
    }
    let count = arg_count(&args, note.as_ref());
    for n in 0..count {
        let declared = note.as_ref().and_then(|x| x.args.get(n)).map(|a| a.size);
        let data = match args.inputs.get(&n) {
            Some(path) => read(path)?,
            None => Vec::new(),
        };
        let expected = args.expects.get(&n).map(|p| read(p)).transpose()?;
        let size = declared
            .or(args.sizes.get(&n).copied())
            .unwrap_or_else(|| data.len().max(expected.as_ref().map_or(0, Vec::len)) as u64);
        if args.inputs.contains_key(&n) && data.len() as u64 != size {
            return Err(user(format!(
                "--input {n}: '{}' has {} bytes; argument {n} has {size}",
                args.inputs[&n],
                data.len()
            )));
        }
        let mut data = data;
        data.resize(size as usize, 0);
        host.add_arg(n, data);
    }
    let tracing = args.trace.is_some() || args.trace_text.is_some();
    let mut array = array::model(
        note.as_ref(),
        program
            .columns
            .iter()
            .map(|c| c.index as usize + 1)
            .max()
            .unwrap_or(0),
        cores.as_ref().map(|(ir, s)| (ir, s.clone())),
        tracing,
    )
    .map_err(user)?;
    let options = Options {
        max_cycles: args.max_cycles.unwrap_or(Options::default().max_cycles),
        ..Options::default()
    };
    let mut runner = Runner::new(&program, options);
    let progress = std::io::stderr().is_terminal();
    if progress {
        let start = std::time::Instant::now();
        let max = options.max_cycles;
        runner.on_progress(1 << 20, move |cycle| {
            // Only runs longer than a second show progress.
            if start.elapsed().as_secs_f64() >= 1.0 {
                let rate = cycle as f64 / start.elapsed().as_secs_f64() / 1e6;
                let _ = write!(
                    std::io::stderr(),
                    "\raie-sim: cycle {cycle} of at most {max} ({rate:.0} M cycles/s)\x1b[K"
                );
            }
        });
    }
    let result = runner.run(&mut array, &mut host);
    if progress {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
    let events = runner.take_events();
    let array_events = array.drain_events();
    if let Some(path) = &args.trace {
        let json = trace::chrome_json(&events, &array_events);
        crate::output::write(path, json.as_bytes())
            .map_err(|e| user(format!("cannot write '{path}': {e}")))?;
    }
    if let Some(path) = &args.trace_text {
        let text = trace::text(&events, &array_events);
        crate::output::write(path, text.as_bytes())
            .map_err(|e| user(format!("cannot write '{path}': {e}")))?;
    }
    let summary = match result {
        Ok(s) => s,
        Err(Stop::Error(e)) => return Err(user(e.to_string())),
        Err(Stop::Fault(e)) => return Err(user(e)),
        Err(stop) => {
            let _ = write!(std::io::stderr(), "aie-sim: {stop}");
            return Ok(2);
        }
    };
    for (&n, path) in &args.outputs {
        let bytes = host
            .arg(n)
            .ok_or_else(|| user(format!("--output {n}: the design has no argument {n}")))?;
        crate::output::write(path, bytes)
            .map_err(|e| user(format!("cannot write '{path}': {e}")))?;
    }
    let stats = array.stats();
    println!(
        "aie-sim: {} cycles; uCs: {} ctrlcode ops, {} jobs, {} pages, {} words written ({} uC-DMA transfers); array: {} DMA tasks, {} words moved by DMAs, {} core ops",
        summary.cycles,
        summary.ops,
        summary.jobs,
        summary.pages,
        summary.words,
        summary.dma_transfers,
        stats.tasks,
        stats.dma_words,
        stats.core_ops
    );
    let mut mismatch = false;
    let shown: std::collections::BTreeSet<usize> = args
        .outputs
        .keys()
        .chain(args.expects.keys())
        .copied()
        .collect();
    for n in shown {
        let got = host.arg(n).unwrap_or(&[]);
        let ty = note
            .as_ref()
            .and_then(|x| x.args.get(n))
            .map_or("i32", |a| a.element_type.as_str());
        let verdict = match args.expects.get(&n) {
            Some(path) => {
                let want = read(path)?;
                match compare(n, got, &want, ty) {
                    Some(report) => {
                        let _ = write!(std::io::stderr(), "{report}");
                        mismatch = true;
                        format!(": MISMATCH with {path}")
                    }
                    None => format!(": matches {path}"),
                }
            }
            None => String::new(),
        };
        println!("aie-sim: argument {n} = {}{verdict}", preview(got, ty));
    }
    Ok(i32::from(mismatch))
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
