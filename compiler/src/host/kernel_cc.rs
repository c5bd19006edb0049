//! The AIE kernel compilers of `aie-sim --peano-prefix` (`bin/clang`,
//! `bin/clang++`, `bin/xchesscc_wrapper`, all aie-sim under another name):
//! they take the arguments mlir-aie passes to Peano's clang
//! (`--target=aie2-none-unknown-elf`, `-O2`, `-I`, `-D`, `-c k.cc -o k.o`)
//! and to `xchesscc_wrapper aie2 ...`, and build the kernel for the host
//! (`$CXX`/`$CC`, position-independent, with the simulator's kernel stub
//! header), an object aiecc carries into the xclbin. A kernel that needs
//! AIE vector intrinsics does not build; the error names the kernel and
//! the construct.
//!
//! Exit status: 0 built, 1 a kernel that does not build, 2 a bad command line.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Architectures `xchesscc_wrapper` takes as its first argument.
const ARCHES: &[&str] = &["aie", "aie2", "aieml", "aie2p"];
/// Lines of the host compiler's output quoted in an error.
const QUOTED: usize = 12;

/// What to build.
#[derive(Debug, Default, PartialEq, Eq)]
struct Build {
    source: Option<PathBuf>,
    output: Option<PathBuf>,
    /// Flags passed to the host compiler (`-O`, `-I`, `-D`, `-U`, `-std=`,
    /// `-W`, `-g`, `-f`).
    flags: Vec<String>,
}

/// Runs the kernel compiler `name` with `args` (without the program name);
/// the exit status.
pub fn main(name: &str, args: &[OsString]) -> i32 {
    let args: Vec<String> = args
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    let parsed = parse(name, &args);
    let result = parsed
        .map_err(|m| (m, 2))
        .and_then(|b| build(&b).map_err(|m| (m, 1)));
    match result {
        Ok(()) => 0,
        Err((message, code)) => {
            crate::console::err(&format!("aie-sim {name}: error: {message}\n"));
            code
        }
    }
}

/// The build `args` ask for; `xchesscc_wrapper` first takes its architecture.
fn parse(name: &str, args: &[String]) -> Result<Build, String> {
    let mut args = args.iter();
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
    }
    let mut b = Build::default();
    let mut compile = false;
    while let Some(arg) = args.next() {
        let mut value = |what: &str| args.next().cloned().ok_or(format!("'{arg}' needs {what}"));
        match arg.as_str() {
            "-c" => compile = true,
            "-o" => b.output = Some(value("an output file")?.into()),
            "-I" | "-D" | "-U" | "-isystem" | "-include" => {
                let v = value("a value")?;
                b.flags.extend([arg.clone(), v]);
            }
            // Target flags of Peano's clang; xchesscc's work, output and
            // linker-script directories.
            "-target" | "-mllvm" | "-Xclang" | "+w" | "+o" | "+l" => drop(value("a value")?),
            a if a.starts_with("--target=") || a.starts_with("-m") || a.starts_with("-nostd") => {}
            // xchesscc's other options.
            a if a.starts_with('+') || a == "-d" || a == "-f" => {}
            a if ["-O", "-I", "-D", "-U", "-W", "-g", "-f", "-std="]
                .iter()
                .any(|p| a.starts_with(p)) =>
            {
                b.flags.push(a.to_string())
            }
            a if a.starts_with('-') => return Err(format!("unknown option '{a}'")),
            src => {
                if b.source.replace(src.into()).is_some() {
                    return Err(format!(
                        "a second source '{src}': one kernel source per call"
                    ));
                }
            }
        }
    }
    if !compile {
        return Err(
            "only -c (compile a kernel source to an object) is simulated; aiecc links the objects"
                .into(),
        );
    }
    if b.source.is_none() {
        return Err("no kernel source".into());
    }
    Ok(b)
}

/// Builds the kernel for the host: `$CXX` (`$CC` for `.c`) `-c -fPIC` with
/// the kernel stub header and the flags given.
fn build(b: &Build) -> Result<(), String> {
    let source = b.source.as_deref().ok_or("no kernel source")?;
    let text = std::fs::read_to_string(source)
        .map_err(|e| format!("cannot read kernel source '{}': {e}", source.display()))?;
    let output = b
        .output
        .clone()
        .unwrap_or_else(|| source.with_extension("o"));
    let stub = tempfile::Builder::new()
        .suffix(".h")
        .tempfile()
        .map_err(|e| format!("cannot write the kernel stub header: {e}"))?;
    std::fs::write(stub.path(), runtime_sim::kernels::STUB_HEADER)
        .map_err(|e| format!("cannot write the kernel stub header: {e}"))?;
    let is_c = source.extension().is_some_and(|e| e == "c");
    let (var, default) = if is_c { ("CC", "cc") } else { ("CXX", "c++") };
    let cc = std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.into());
    let out = Command::new(&cc)
        .args(["-c", "-fPIC", "-O2", "-include"])
        .arg(stub.path())
        .args(&b.flags)
        .arg("-o")
        .arg(&output)
        .arg(source)
        .output()
        .map_err(|e| {
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
    let why = match aie_only(&text) {
        Some((line, what)) => format!(
            "kernel '{}' uses {what} (line {line}), which does not run on the host; aie-sim runs plain C/C++ kernels",
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

/// The first AIE-only construct of `source` (its line and what it is):
/// the AIE vector API (`aie_api` headers, `aie::`), or an AIE intrinsic
/// vector or accumulator type (`v16int32`, `v8acc48`, `v16bfloat16`, ...).
/// Comments are skipped.
fn aie_only(source: &str) -> Option<(usize, String)> {
    let code = without_comments(source);
    for (n, line) in code.lines().enumerate() {
        if line.trim_start().starts_with('#') && line.contains("aie_api/") {
            return Some((n + 1, format!("the AIE vector API ({})", line.trim())));
        }
        if line.contains("aie::") {
            return Some((n + 1, "the AIE vector API (aie::)".to_string()));
        }
        let words = line.split(|c: char| !c.is_ascii_alphanumeric() && c != '_');
        if let Some(t) = words.into_iter().find(|w| is_vector_type(w)) {
            return Some((n + 1, format!("the AIE intrinsic vector type {t}")));
        }
    }
    None
}

/// Whether `word` is an AIE intrinsic vector type: `v`, lanes, then an
/// element (`int8`..`int64`, `uint..`, `cint16`, `bfloat16`, `float`,
/// `acc32`, `acc48`, `acc64`, `accfloat`, `cacc48`, ...).
fn is_vector_type(word: &str) -> bool {
    let Some(rest) = word.strip_prefix('v') else {
        return false;
    };
    let lanes = rest.bytes().take_while(u8::is_ascii_digit).count();
    let element = &rest[lanes..];
    let known = ["int", "uint", "cint", "bfloat", "float", "acc", "cacc"];
    lanes > 0
        && known.iter().any(|k| {
            element.strip_prefix(k).is_some_and(|bits| {
                bits.is_empty() || bits == "float" || bits.bytes().all(|c| c.is_ascii_digit())
            })
        })
}

/// `source` with its `//` and `/* */` comments blanked (string literals
/// are not told apart; a kernel's strings rarely hold comment markers).
fn without_comments(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut rest = source;
    while let Some(at) = rest.find('/') {
        out += &rest[..at];
        let tail = &rest[at..];
        if tail.starts_with("//") {
            let end = tail.find('\n').unwrap_or(tail.len());
            rest = &tail[end..];
        } else if let Some(body) = tail.strip_prefix("/*") {
            let end = body.find("*/").map_or(body.len(), |e| e + 2);
            out.extend(body[..end].chars().filter(|&c| c == '\n'));
            rest = &body[end..];
        } else {
            out.push('/');
            rest = &tail[1..];
        }
    }
    out + rest
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
        let b = parse(
            "xchesscc_wrapper",
            &args("aie2 -f -g +s +w work +o work -I inc -c k.cc -o k.o -d"),
        )
        .unwrap();
        assert_eq!(b.flags, ["-g", "-I", "inc"]);
        let err = |n, s| parse(n, &args(s)).unwrap_err();
        assert_eq!(err("clang", "-c k.cc --bogus"), "unknown option '--bogus'");
        assert!(err("clang", "k.cc -o k.o").starts_with("only -c"));
        assert_eq!(
            err("xchesscc_wrapper", "x86 -c k.cc"),
            "architecture 'x86': one of aie, aie2, aieml, aie2p"
        );
    }

    /// A plain C kernel builds into a host object; one that needs the AIE
    /// vector API is an error naming the kernel and the construct.
    #[test]
    fn kernels_build_for_the_host_or_say_why_not() {
        let dir = tempfile::tempdir().unwrap();
        let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
        std::fs::write(at("k.c"), "void k(int *p) { p[0] += 1; }\n").unwrap();
        std::fs::write(
            at("v.cc"),
            "#include <aie_api/aie.hpp>\nextern \"C\" void v() {}\n",
        )
        .unwrap();
        let run = |name: &str, line: String| {
            let args: Vec<OsString> = line.split_whitespace().map(Into::into).collect();
            crate::console::capture(|| main(name, &args))
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
            format!("aie2 -c {} -o {}", at("v.cc"), at("v.o")),
        );
        assert_eq!(code, 1);
        assert!(
            err.starts_with("aie-sim xchesscc_wrapper: error: kernel '"),
            "{err}"
        );
        assert!(err.contains("uses the AIE vector API (#include <aie_api/aie.hpp>) (line 1), which does not run on the host"), "{err}");
        let (code, _, err) = run("clang", "-c".into());
        assert_eq!(
            (code, err.as_str()),
            (2, "aie-sim clang: error: no kernel source\n")
        );
    }

    #[test]
    fn aie_only_constructs_are_named() {
        let src = "// uses aie:: in a comment\n#include <aie_api/aie.hpp>\n";
        assert_eq!(
            aie_only(src),
            Some((2, "the AIE vector API (#include <aie_api/aie.hpp>)".into()))
        );
        assert_eq!(
            aie_only("/* aie:: */ int x;\nv16int32 v = x;"),
            Some((2, "the AIE intrinsic vector type v16int32".into()))
        );
        assert_eq!(
            aie_only("auto v = aie::load_v<8>(p);"),
            Some((1, "the AIE vector API (aie::)".into()))
        );
        assert_eq!(
            aie_only("int v16; float value; v8acc48 a;").map(|x| x.0),
            Some(1)
        );
        assert_eq!(aie_only("int v16; float value; int vint;"), None);
    }
}
