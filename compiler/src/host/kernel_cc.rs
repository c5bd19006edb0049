//! The AIE kernel compilers of `aie-sim --peano-prefix` (`bin/clang`,
//! `bin/clang++`, `bin/xchesscc_wrapper`, all aie-sim under another name):
//! they take the arguments mlir-aie passes to Peano's clang
//! (`--target=aie2-none-unknown-elf`, `-O2`, `-I`, `-D`, `-c k.cc -o k.o`)
//! and to `xchesscc_wrapper aie2 ...`, and build the kernel for the host
//! (`$CXX`/`$CC`, position-independent, with the simulator's kernel stub
//! header), an object aiecc carries into the xclbin. C++ kernels get aiec's
//! host implementation of the AIE API and the AIE2 intrinsics
//! (`runtime-sim/kernels/include`, written to the prefix's `include/`): an
//! `-I` that reaches the AIE API's own headers is replaced by it, and the
//! target (`--target=aie2p-...`, `xchesscc_wrapper aie2p`) sets
//! `__AIE_ARCH__`. A construct the host implementation lacks is an error
//! naming the kernel, its line and the compiler's complaint. With
//! `-emit-llvm` (`-S`: text, `-c`: bitcode) they write the kernel's LLVM IR
//! for the host instead, and `-x ir` reads LLVM IR (a file, or `-`: standard
//! input); LLVM IR is made and read by the host's `clang` (mlir-aie's
//! `inline=True` kernels, which aiecc builds into the host library as it
//! does objects).
//!
//! Exit status: 0 built, 1 a kernel that does not build, 2 a bad command line.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Architectures `xchesscc_wrapper` takes as its first argument.
const ARCHES: &[&str] = &["aie", "aie2", "aieml", "aie2p"];
/// Lines of the host compiler's output quoted in an error.
const QUOTED: usize = 12;

/// The language of a kernel source: by `-x`, else by its extension.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Language {
    C,
    #[default]
    Cxx,
    /// LLVM IR, text or bitcode.
    Ir,
}

impl Language {
    /// The language `-x` names.
    fn named(x: &str) -> Option<Language> {
        match x {
            "c" => Some(Language::C),
            "c++" => Some(Language::Cxx),
            "ir" => Some(Language::Ir),
            _ => None,
        }
    }

    /// The language of a source file by its extension.
    fn of(source: &Path) -> Language {
        if runtime_sim::kernels::is_ir_source(source) {
            Language::Ir
        } else if source.extension().is_some_and(|e| e == "c") {
            Language::C
        } else {
            Language::Cxx
        }
    }
}

/// What a build writes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Output {
    /// A host object (`-c`).
    #[default]
    Object,
    /// LLVM IR text (`-S -emit-llvm`).
    IrText,
    /// LLVM bitcode (`-c -emit-llvm`).
    Bitcode,
}

/// What to build.
#[derive(Debug, Default, PartialEq, Eq)]
struct Build {
    /// The kernel source; `-` is standard input (LLVM IR only).
    source: Option<PathBuf>,
    /// `-x`'s language, when given.
    language: Option<Language>,
    what: Output,
    output: Option<PathBuf>,
    /// Flags passed to the host compiler (`-O`, `-I`, `-D`, `-U`, `-std=`,
    /// `-W`, `-g`, `-f`).
    flags: Vec<String>,
    /// `__AIE_ARCH__` of the target: 20 (AIE-ML, `aie2`) or 21 (XDNA2, `aie2p`).
    arch: u32,
}

/// `__AIE_ARCH__` of a target triple or xchesscc architecture.
fn arch_of(target: &str) -> Option<u32> {
    let name = target.split('-').next().unwrap_or(target);
    match name {
        "aie2p" => Some(21),
        "aie2" | "aieml" | "aie" => Some(20),
        _ => None,
    }
}

/// Runs the kernel compiler `name` with `args` (without the program name)
/// on the process's standard output and error; the exit status.
pub fn main(name: &str, args: &[OsString]) -> i32 {
    main_in(name, args, None, &crate::Console::std())
}

/// [`main`] as a kernel compiler of `install`'s Peano prefix (`None`:
/// this executable's), its messages written to `console`.
pub fn main_in(
    name: &str,
    args: &[OsString],
    install: Option<&super::prefix::Install>,
    console: &crate::Console,
) -> i32 {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let parsed = parse(name, &args);
    let result = parsed
        .map_err(|m| (m, 2))
        .and_then(|b| build(&b, install).map_err(|m| (m, 1)));
    match result {
        Ok(()) => 0,
        Err((message, code)) => {
            console.err(&format!("aie-sim {name}: error: {message}\n"));
            code
        }
    }
}

/// What a kernel compiler does with an option of mlir-aie's command lines
/// (its `run.lit` files, Makefiles and `python/utils/compile`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Opt {
    /// `-c`: compile to an object (bitcode with `-emit-llvm`).
    Compile,
    /// `-S`: LLVM IR text, with `-emit-llvm`.
    Assembly,
    /// `-emit-llvm`: LLVM IR instead of an object.
    EmitLlvm,
    /// `-x L`: the source's language.
    Language,
    /// `-o FILE`.
    Output,
    /// Passed to the host compiler.
    Host,
    /// Passed to the host compiler with the next argument.
    HostValue,
    /// `--target=T`: the architecture.
    Target,
    /// `-target T`.
    TargetValue,
    /// An option of the AIE compilers with no meaning for a host build.
    Drop,
    /// The same, with the next argument.
    DropValue,
    /// An output the stand-ins do not make: why.
    Refuse(&'static str),
}

/// Options by spelling, first those matched whole, then by prefix.
const OPTIONS: &[(&str, Opt)] = &[
    ("-c", Opt::Compile),
    ("-o", Opt::Output),
    ("-I", Opt::HostValue),
    ("-D", Opt::HostValue),
    ("-U", Opt::HostValue),
    ("-isystem", Opt::HostValue),
    ("-include", Opt::HostValue),
    // Dependency files (python/utils/compile's `-MD -MF k.o.d`).
    ("-MD", Opt::Host),
    ("-MMD", Opt::Host),
    ("-MP", Opt::Host),
    ("-MF", Opt::HostValue),
    ("-MT", Opt::HostValue),
    ("-MQ", Opt::HostValue),
    ("-w", Opt::Host),
    ("-v", Opt::Host),
    ("-target", Opt::TargetValue),
    ("-mllvm", Opt::DropValue),
    ("-Xclang", Opt::DropValue),
    // xchesscc's work, output and linker-script directories, and flags.
    ("+w", Opt::DropValue),
    ("+o", Opt::DropValue),
    ("+l", Opt::DropValue),
    ("-d", Opt::Drop),
    ("-f", Opt::Drop),
    ("-S", Opt::Assembly),
    ("-emit-llvm", Opt::EmitLlvm),
    ("-x", Opt::Language),
    ("-E", Opt::Refuse("-E (preprocessed source)")),
];

/// Why an [`Opt::Refuse`] option is refused.
const ONLY_OBJECTS: &str =
    "the kernel compilers build the kernel as a host object (-c) or its LLVM IR (-emit-llvm)";

/// Options matched by prefix, after [`OPTIONS`].
const OPTION_PREFIXES: &[(&str, Opt)] = &[
    ("--target=", Opt::Target),
    ("-m", Opt::Drop),
    ("-nostd", Opt::Drop),
    ("+", Opt::Drop),
    ("-O", Opt::Host),
    ("-I", Opt::Host),
    ("-D", Opt::Host),
    ("-U", Opt::Host),
    ("-W", Opt::Host),
    ("-g", Opt::Host),
    ("-f", Opt::Host),
    ("-std=", Opt::Host),
];

/// What the kernel compilers do with option `arg` ([`OPTIONS`]); `None` if
/// it is no option (a source) or one they do not know (`-` first).
fn option(arg: &str) -> Option<Opt> {
    let exact = OPTIONS.iter().find(|(o, _)| *o == arg);
    let prefix = || OPTION_PREFIXES.iter().find(|(p, _)| arg.starts_with(p));
    exact.or_else(prefix).map(|&(_, o)| o)
}

/// The build `args` ask for; `xchesscc_wrapper` first takes its architecture.
fn parse(name: &str, args: &[String]) -> Result<Build, String> {
    let mut args = args.iter();
    let mut b = Build {
        arch: 20,
        ..Build::default()
    };
    if name == "xchesscc_wrapper" {
        let arch = args
            .next()
            .ok_or("the first argument is the architecture (aie2, aie2p)")?;
        if !ARCHES.contains(&arch.as_str()) {
            return Err(format!(
                "architecture '{arch}': one of {}",
                ARCHES.join(", ")
            ));
        }
        b.arch = arch_of(arch).unwrap_or(20);
    }
    let (mut compile, mut assembly, mut llvm) = (false, false, false);
    while let Some(arg) = args.next() {
        let mut value = |what: &str| args.next().cloned().ok_or(format!("'{arg}' needs {what}"));
        match option(arg) {
            Some(Opt::Compile) => compile = true,
            Some(Opt::Assembly) => assembly = true,
            Some(Opt::EmitLlvm) => llvm = true,
            Some(Opt::Language) => {
                let x = value("a language")?;
                b.language = Some(
                    Language::named(&x)
                        .ok_or(format!("-x {x}: the kernel compilers read c, c++ and ir"))?,
                );
            }
            Some(Opt::Output) => b.output = Some(value("an output file")?.into()),
            Some(Opt::Host) => b.flags.push(arg.clone()),
            Some(Opt::HostValue) => {
                let v = value("a value")?;
                b.flags.extend([arg.clone(), v]);
            }
            Some(Opt::Target) => b.arch = arch_of(&arg["--target=".len()..]).unwrap_or(b.arch),
            Some(Opt::TargetValue) => b.arch = arch_of(&value("a target")?).unwrap_or(b.arch),
            Some(Opt::Drop) => {}
            Some(Opt::DropValue) => drop(value("a value")?),
            Some(Opt::Refuse(what)) => return Err(format!("{what} is not made: {ONLY_OBJECTS}")),
            None if arg.starts_with('-') && arg != "-" => {
                return Err(format!("unknown option '{arg}'"))
            }
            None => {
                if b.source.replace(arg.into()).is_some() {
                    return Err(format!(
                        "a second source '{arg}': one kernel source per call"
                    ));
                }
            }
        }
    }
    b.what = match (compile, assembly, llvm) {
        (_, true, true) => Output::IrText,
        (true, false, true) => Output::Bitcode,
        (true, false, false) => Output::Object,
        (_, true, false) => {
            return Err(format!(
                "-S without -emit-llvm (assembly for the AIE) is not made: {ONLY_OBJECTS}"
            ))
        }
        (false, false, _) => {
            return Err(
                "only -c (compile a kernel source to an object) or -S/-c with -emit-llvm (its LLVM IR) is simulated; aiecc links the objects"
                    .into(),
            )
        }
    };
    let Some(source) = &b.source else {
        return Err("no kernel source".into());
    };
    if source.as_os_str() == "-" && b.language != Some(Language::Ir) {
        return Err("a kernel source from standard input (-) must be LLVM IR (-x ir)".into());
    }
    Ok(b)
}

impl Build {
    /// The source's language: `-x`'s, else its extension's.
    fn language(&self) -> Language {
        self.language.unwrap_or_else(|| {
            self.source
                .as_deref()
                .map_or_else(Language::default, Language::of)
        })
    }
}

impl Output {
    /// The host compiler's options that make this output.
    fn options(self) -> &'static [&'static str] {
        match self {
            Output::Object => &["-c"],
            Output::IrText => &["-S", "-emit-llvm"],
            Output::Bitcode => &["-c", "-emit-llvm"],
        }
    }

    /// The extension of the output file clang names after its source.
    fn extension(self) -> &'static str {
        match self {
            Output::Object => "o",
            Output::IrText => "ll",
            Output::Bitcode => "bc",
        }
    }
}

/// The host's clang, which makes and reads LLVM IR: `clang++` for C++,
/// `clang` ([`runtime_sim::kernels::IR_COMPILER`]) for C and LLVM IR.
fn clang(language: Language) -> &'static str {
    match language {
        Language::Cxx => "clang++",
        Language::C | Language::Ir => runtime_sim::kernels::IR_COMPILER,
    }
}

/// Builds the kernel for the host: `$CXX` (`$CC` for `.c`) `-c -fPIC` with
/// the kernel stub header, the host AIE API's include directory first and
/// the flags given (less an `-I` of the AIE API's own headers); its LLVM IR
/// the same way with [`clang`]; a kernel in LLVM IR as [`from_ir`] says.
/// The Peano prefix is `install`'s (`None`: this executable's).
fn build(b: &Build, install: Option<&super::prefix::Install>) -> Result<(), String> {
    let source = b.source.as_deref().ok_or("no kernel source")?;
    let stdin = source.as_os_str() == "-";
    if let (false, Err(e)) = (stdin, std::fs::metadata(source)) {
        return Err(format!(
            "cannot read kernel source '{}': {e}",
            source.display()
        ));
    }
    // Without -o, `k.o` (`k.ll`, `k.bc`) in the working directory, as clang
    // writes it.
    let output = b.output.clone().unwrap_or_else(|| {
        PathBuf::from(source.file_name().unwrap_or(source.as_os_str()))
            .with_extension(b.what.extension())
    });
    let language = b.language();
    if language == Language::Ir {
        return from_ir(b.what, source, &output);
    }
    let include = host_include(install)?;
    let stub = tempfile::Builder::new()
        .suffix(".h")
        .tempfile()
        .map_err(|e| format!("cannot write the kernel stub header: {e}"))?;
    std::fs::write(stub.path(), runtime_sim::kernels::STUB_HEADER)
        .map_err(|e| format!("cannot write the kernel stub header: {e}"))?;
    let is_c = language == Language::C;
    let (var, default) = if is_c { ("CC", "cc") } else { ("CXX", "c++") };
    let cc = match b.what {
        Output::Object => std::env::var_os(var)
            .filter(|v| !v.is_empty())
            .unwrap_or_else(|| default.into()),
        Output::IrText | Output::Bitcode => clang(language).into(),
    };
    let host = runtime_sim::kernels::host_source(source)?;
    let out = Command::new(&cc)
        .args(b.what.options())
        .args(["-fPIC", "-O2"])
        .arg(format!("-D__AIE_ARCH__={}", b.arch))
        .arg(format!("-D__AIEARCH__={}", b.arch))
        .arg("-I")
        .arg(&include)
        .arg("-include")
        .arg(stub.path())
        .args(host_flags(&b.flags, is_c))
        .args(&host.flags)
        .arg("-o")
        .arg(&output)
        .args(["-x", if is_c { "c" } else { "c++" }])
        .arg(&host.path)
        .output();
    built(out, source, &cc)
}

/// The kernel in LLVM IR `source` (text or bitcode) compiled to the
/// position-independent host object `output` ([`from_ir`]).
pub(crate) fn object_from_ir(source: &Path, output: &Path) -> Result<(), String> {
    from_ir(Output::Object, source, output)
}

/// A kernel in LLVM IR (`-x ir`, `.ll`, `.bc`; `-` reads standard input)
/// through [`clang`], as it is: LLVM's passes ran when it was made, and
/// running them again would drop an `inline=True` kernel (`linkonce_odr`,
/// called by nothing in its own module). To a position-independent object
/// (`-O2` code generation), or to LLVM IR again (`-S`/`-c` with
/// `-emit-llvm` translate between text and bitcode). IR for another target
/// (real Peano's, `aie2-none-unknown-elf`) is an error: its data layout and
/// intrinsics are the AIE's.
fn from_ir(what: Output, source: &Path, output: &Path) -> Result<(), String> {
    let cc = clang(Language::Ir);
    let mut cmd = Command::new(cc);
    cmd.args(runtime_sim::kernels::IR_INPUT)
        .args(what.options());
    if what == Output::Object {
        cmd.args(["-fPIC", "-O2"]);
    }
    let out = cmd
        .arg("-o")
        .arg(output)
        .arg(source)
        .stdin(std::process::Stdio::inherit())
        .output();
    if let Ok(o) = &out {
        let log = String::from_utf8_lossy(&o.stderr);
        if let Some(e) = runtime_sim::kernels::ir_target_error(&log, source) {
            return Err(e);
        }
    }
    built(out, source, cc.as_ref())
}

/// `Ok` when the host compiler's run `out` built kernel `source`, else the
/// error: the kernel's line and the compiler's first complaint, and the
/// start of what it said.
fn built(
    out: std::io::Result<std::process::Output>,
    source: &Path,
    cc: &std::ffi::OsStr,
) -> Result<(), String> {
    let out = out.map_err(|e| {
        format!(
            "cannot run the host compiler '{}': {e}",
            cc.to_string_lossy()
        )
    })?;
    if out.status.success() {
        return Ok(());
    }
    let log = String::from_utf8_lossy(&out.stderr);
    let quoted: Vec<&str> = log.lines().take(QUOTED).collect();
    let why = match first_error(&log, source) {
        Some((Some(line), what)) => format!(
            "kernel '{}' does not build for the host: line {line}: {what}",
            source.display()
        ),
        Some((None, what)) => format!(
            "kernel '{}' does not build for the host: {what}",
            source.display()
        ),
        None => format!("kernel '{}' does not build for the host", source.display()),
    };
    Err(format!(
        "{why}\n  the host compiler '{}' said:\n{}",
        cc.to_string_lossy(),
        quoted.join("\n")
    ))
}

/// The include directory of the host AIE API in `install`'s Peano prefix,
/// written or brought up to date.
fn host_include(install: Option<&super::prefix::Install>) -> Result<PathBuf, String> {
    let dir = super::prefix::peano(install)?.join("include");
    runtime_sim::kernels::write_host_headers(&dir)
}

/// The flags given, for the host compiler: an `-I` that reaches the AIE
/// API's own headers (`DIR/aie_api/aie.hpp`, which build for AIE only) is
/// left out, so `<aie_api/aie.hpp>` is the host implementation; C++ is at
/// least C++20, which the host implementation needs.
fn host_flags(flags: &[String], is_c: bool) -> Vec<String> {
    let real_api = |dir: &str| Path::new(dir).join("aie_api/aie.hpp").is_file();
    let mut out = Vec::with_capacity(flags.len());
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        if f == "-I" {
            if let Some(dir) = it.next() {
                if !real_api(dir) {
                    out.extend([f.clone(), dir.clone()]);
                }
            }
            continue;
        }
        if let Some(dir) = f.strip_prefix("-I") {
            if real_api(dir) {
                continue;
            }
        }
        if !is_c {
            if let Some(std) = f.strip_prefix("-std=") {
                let old = [
                    "c++98", "c++03", "c++11", "c++14", "c++17", "gnu++98", "gnu++03", "gnu++11",
                    "gnu++14", "gnu++17",
                ];
                if old.contains(&std) {
                    out.push("-std=c++20".into());
                    continue;
                }
            }
        }
        out.push(f.clone());
    }
    if !is_c && !out.iter().any(|f| f.starts_with("-std=")) {
        out.push("-std=c++20".into());
    }
    out
}

/// The compiler's first error: the kernel's line it concerns (the error's
/// own position when it is in the kernel, else the kernel line the
/// compiler traced it to) and its message.
fn first_error(log: &str, source: &Path) -> Option<(Option<usize>, String)> {
    let src = source.to_string_lossy();
    let name = source.file_name().map(|n| n.to_string_lossy().into_owned());
    let in_kernel = |l: &str| -> Option<usize> {
        let rest = l.strip_prefix(src.as_ref()).or_else(|| {
            let n = name.as_deref()?;
            let at = l.find(&format!("{n}:"))?;
            Some(&l[at + n.len()..])
        })?;
        rest.strip_prefix(':')?.split(':').next()?.parse().ok()
    };
    let lines: Vec<&str> = log.lines().collect();
    let at = lines.iter().position(|l| l.contains("error:"))?;
    let what = lines[at][lines[at].find("error:")? + "error:".len()..]
        .trim()
        .to_string();
    let line = in_kernel(lines[at]).or_else(|| {
        // A template error in a header: the kernel line it was required from.
        lines[at..]
            .iter()
            .chain(lines[..at].iter().rev())
            .find_map(|l| in_kernel(l))
    });
    Some((line, what))
}

/// Whether `path` is aie-sim called as a kernel compiler, and its name.
pub fn called_as(path: &Path) -> Option<&'static str> {
    let name = path.file_name()?.to_str()?;
    super::prefix::KERNEL_COMPILERS
        .iter()
        .copied()
        .find(|&c| c == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn peano_and_chess_command_lines() {
        let b = parse(
            "clang",
            &args("--target=aie2-none-unknown-elf -O2 -I inc -DX=1 -c k.cc -o k.o"),
        )
        .unwrap();
        assert_eq!(b.source, Some("k.cc".into()));
        assert_eq!(b.output, Some("k.o".into()));
        assert_eq!(b.flags, ["-O2", "-I", "inc", "-DX=1"]);
        assert_eq!(b.arch, 20);
        let b = parse(
            "xchesscc_wrapper",
            &args("aie2 -f -g +s +w work +o work -I inc -c k.cc -o k.o -d"),
        )
        .unwrap();
        assert_eq!(b.flags, ["-g", "-I", "inc"]);
        assert_eq!(
            parse("clang", &args("--target=aie2p-none-unknown-elf -c k.cc"))
                .unwrap()
                .arch,
            21
        );
        // python/utils/compile's command line.
        let b = parse(
            "clang++",
            &args("k.cc -c -o k.o -Iinc -std=c++20 -Wno-parentheses -Wno-attributes -Wno-macro-redefined -Wno-empty-body -O2 -DNDEBUG -MD -MF k.o.d -D__AIE_API_AIE_ADF_HPP__ --target=aie2p-none-unknown-elf"),
        )
        .unwrap();
        assert_eq!(b.arch, 21);
        assert_eq!(
            b.flags,
            [
                "-Iinc",
                "-std=c++20",
                "-Wno-parentheses",
                "-Wno-attributes",
                "-Wno-macro-redefined",
                "-Wno-empty-body",
                "-O2",
                "-DNDEBUG",
                "-MD",
                "-MF",
                "k.o.d",
                "-D__AIE_API_AIE_ADF_HPP__"
            ]
        );
        // The Makefiles' (makefile-common's PEANOWRAP2_FLAGS, a kernel's -D).
        let b = parse(
            "clang",
            &args("-O2 -std=c++20 --target=aie2-none-unknown-elf -Wno-missing-template-arg-list-after-template-kw -DNDEBUG -I inc -D__AIE_API_AIE_ADF_HPP__ -DBIT_WIDTH=8 -c k.cc -o k.o"),
        )
        .unwrap();
        assert_eq!(b.flags.last().map(String::as_str), Some("-DBIT_WIDTH=8"));
        let err = |n, s| parse(n, &args(s)).unwrap_err();
        assert_eq!(err("clang", "-c k.cc --bogus"), "unknown option '--bogus'");
        assert_eq!(
            err("clang++", "k.cc -S -o k.s"),
            "-S without -emit-llvm (assembly for the AIE) is not made: the kernel compilers build the kernel as a host object (-c) or its LLVM IR (-emit-llvm)"
        );
        assert_eq!(
            err("clang", "-x ir - -o k.o"),
            "only -c (compile a kernel source to an object) or -S/-c with -emit-llvm (its LLVM IR) is simulated; aiecc links the objects"
        );
        assert_eq!(
            err("clang", "-c -"),
            "a kernel source from standard input (-) must be LLVM IR (-x ir)"
        );
        assert_eq!(
            err("clang", "-x f77 -c k.f"),
            "-x f77: the kernel compilers read c, c++ and ir"
        );
        assert!(err("clang", "-c k.cc -MF").ends_with("'-MF' needs a value"));
        assert!(err("clang", "k.cc -o k.o").starts_with("only -c"));
        assert_eq!(
            err("xchesscc_wrapper", "x86 -c k.cc"),
            "architecture 'x86': one of aie, aie2, aieml, aie2p"
        );
    }

    /// LLVM IR: `-S -emit-llvm` text, `-c -emit-llvm` bitcode, `-x ir`
    /// (python/utils/compile's inline kernels and their bitcode assembly).
    #[test]
    fn llvm_ir_command_lines() {
        let b = parse(
            "clang++",
            &args("k.cc -S -emit-llvm -o k.ll -Iinc -O2 --target=aie2-none-unknown-elf"),
        )
        .unwrap();
        assert_eq!((b.what, b.language()), (Output::IrText, Language::Cxx));
        let b = parse(
            "clang++",
            &args("-x ir - -c -emit-llvm -O0 -Xclang -disable-llvm-passes --target=aie2p-none-unknown-elf -o k.bc"),
        )
        .unwrap();
        assert_eq!(
            (b.what, b.language(), b.arch),
            (Output::Bitcode, Language::Ir, 21)
        );
        assert_eq!(b.source, Some("-".into()));
        let b = parse("clang", &args("-c k.ll")).unwrap();
        assert_eq!((b.what, b.language()), (Output::Object, Language::Ir));
        assert_eq!(
            parse("clang", &args("-x c -c k.cc")).unwrap().language(),
            Language::C
        );
    }

    /// Whether the host has clang (LLVM IR needs it; the tests of IR skip
    /// without it).
    fn has_clang() -> bool {
        Command::new("clang")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    }

    /// A kernel's LLVM IR for the host, as text and as bitcode, and back to
    /// an object; IR for the AIE is refused.
    #[test]
    fn llvm_ir_is_made_and_read_for_the_host() {
        if !has_clang() {
            eprintln!("skipped: no clang on PATH");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
        std::fs::write(
            at("v.cc"),
            "#include <aie_api/aie.hpp>\nextern \"C\" void v(int32_t *restrict p) {\n  aie::store_v(p, aie::add(aie::load_v<16>(p), 1));\n}\n",
        )
        .unwrap();
        let run = |name: &str, line: String| {
            let args: Vec<OsString> = line.split_whitespace().map(Into::into).collect();
            crate::capture(|c| main_in(name, &args, None, c))
        };
        let (code, _, err) = run(
            "clang++",
            format!(
                "--target=aie2-none-unknown-elf -O2 -S -emit-llvm {} -o {}",
                at("v.cc"),
                at("v.ll")
            ),
        );
        assert_eq!(code, 0, "{err}");
        let text = std::fs::read_to_string(at("v.ll")).unwrap();
        assert!(text.contains("define ") && text.contains("@v("), "{text}");
        let (code, _, err) = run(
            "clang",
            format!("-c -emit-llvm {} -o {}", at("v.ll"), at("v.bc")),
        );
        assert_eq!(code, 0, "{err}");
        assert!(std::fs::read(at("v.bc"))
            .unwrap()
            .starts_with(b"BC\xc0\xde"));
        object_from_ir(Path::new(&at("v.bc")), Path::new(&at("v.o"))).unwrap();
        assert!(std::fs::read(at("v.o")).unwrap().starts_with(b"\x7fELF"));
        std::fs::write(
            at("aie.ll"),
            "target triple = \"aie2-none-unknown-elf\"\ndefine void @k() {\n  ret void\n}\n",
        )
        .unwrap();
        let err = object_from_ir(Path::new(&at("aie.ll")), Path::new(&at("aie.o"))).unwrap_err();
        assert!(
            err.contains("is LLVM IR for another target than this host"),
            "{err}"
        );
    }

    /// A plain C kernel and an AIE API kernel build into host objects; a
    /// construct the host implementation lacks is an error naming the
    /// kernel, the line and the function.
    #[test]
    fn kernels_build_for_the_host_or_say_why_not() {
        let dir = tempfile::tempdir().unwrap();
        let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
        std::fs::write(
            at("k.c"),
            "void k(int *restrict p, int n) {\n  for (int i = 0; i < n; i++) chess_prepare_for_pipelining chess_loop_range(4, )\n    p[i] += 1;\n  for (int i = 0; i < 2; i++) chess_unroll_loop(2) chess_flatten_loop p[i] = chess_copy(p[i]);\n  chess_memory_fence();\n  int chess_storage(% chess_alignof(int)) t = 0;\n  event0(); event1();\n  p[0] += t;\n}\n",
        )
        .unwrap();
        std::fs::write(
            at("v.cc"),
            "#include <aie_api/aie.hpp>\nextern \"C\" void v(int32_t *restrict p) {\n  aie::store_v(p, aie::add(aie::load_v<16>(p), 1));\n}\n",
        )
        .unwrap();
        std::fs::write(
            at("f.cc"),
            "#include <aie_api/aie.hpp>\nextern \"C\" void f(cint16 *p) {\n  aie::fft_dit_r2_stage<16>(p, p, p, 1, 0, false, p);\n}\n",
        )
        .unwrap();
        let run = |name: &str, line: String| {
            let args: Vec<OsString> = line.split_whitespace().map(Into::into).collect();
            crate::capture(|c| main_in(name, &args, None, c))
        };
        let (code, _, err) = run(
            "clang",
            format!(
                "--target=aie2-none-unknown-elf -O2 -c {} -o {}",
                at("k.c"),
                at("k.o")
            ),
        );
        assert_eq!(code, 0, "{err}");
        assert!(std::fs::read(at("k.o")).unwrap().starts_with(b"\x7fELF"));
        let (code, _, err) = run(
            "xchesscc_wrapper",
            format!("aie2p -c {} -o {}", at("v.cc"), at("v.o")),
        );
        assert_eq!(code, 0, "{err}");
        let (code, _, err) = run(
            "clang++",
            format!(
                "--target=aie2-none-unknown-elf -c {} -o {}",
                at("f.cc"),
                at("f.o")
            ),
        );
        assert_eq!(code, 1);
        assert!(err.starts_with("aie-sim clang++: error: kernel '"), "{err}");
        assert!(
            err.contains("f.cc' does not build for the host: line 3: ")
                && err.contains("fft_dit_r2_stage"),
            "{err}"
        );
        let (code, _, err) = run("clang", "-c".into());
        assert_eq!(
            (code, err.as_str()),
            (2, "aie-sim clang: error: no kernel source\n")
        );
    }

    #[test]
    fn the_real_api_is_replaced_and_cxx_is_20() {
        let dir = tempfile::tempdir().unwrap();
        let api = dir.path().join("api");
        std::fs::create_dir_all(api.join("aie_api")).unwrap();
        std::fs::write(api.join("aie_api/aie.hpp"), "").unwrap();
        let api = api.to_string_lossy().into_owned();
        let flags: Vec<String> = ["-I", &api, "-Iinc", &format!("-I{api}"), "-std=c++17"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(host_flags(&flags, false), ["-Iinc", "-std=c++20"]);
        assert_eq!(host_flags(&["-DX".into()], false), ["-DX", "-std=c++20"]);
        assert_eq!(host_flags(&["-DX".into()], true), ["-DX"]);
    }

    #[test]
    fn errors_name_the_kernel_line() {
        let log = "In file included from /p/aie_api/aie.hpp:1,\n                 from /k/x.cc:3:\n/p/aiesim/vector.hpp:9:3: error: static assertion failed: nope\n/k/x.cc:12:5:   required from here\n";
        assert_eq!(
            first_error(log, Path::new("/k/x.cc")),
            Some((Some(12), "static assertion failed: nope".into()))
        );
        let log = "/k/x.cc:7:2: error: 'foo' is not a member of 'aie'\n";
        assert_eq!(
            first_error(log, Path::new("/k/x.cc")),
            Some((Some(7), "'foo' is not a member of 'aie'".into()))
        );
        assert_eq!(arch_of("aie2p-none-unknown-elf"), Some(21));
        assert_eq!(arch_of("aie2-none-unknown-elf"), Some(20));
        assert_eq!(arch_of("x86_64"), None);
    }
}
