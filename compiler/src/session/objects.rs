//! The kernel objects a design links (`link_with`), carried into the
//! xclbin or full ELF ([`super::Design::package`]): each found where
//! mlir-aie's aiecc finds it (as
//! named, from the working directory, else beside the design), checked to
//! be built for this host (by `$(aie-sim --peano-prefix)/bin/clang`), and
//! linked into a host shared library the runtime loads. A kernel in LLVM
//! IR (`link_with_mode = "merge"`, mlir-aie's `inline=True` kernels, which
//! its aiecc merges into the core's module) is compiled for the host first:
//! the core calls it as any kernel.

use super::Error;
use dialect::ir::{Attr, OpId};
use dialect::ops::views::{Core, FuncFunc};
use dialect::Ir;
use runtime_sim::xclbin::Object;
use std::path::{Path, PathBuf};
use std::process::Command;

/// ELF `e_type` of a relocatable object and of a shared library.
const ET_REL: u16 = 1;
const ET_DYN: u16 = 3;

/// The ELF `e_machine` of this host.
fn host_machine() -> Option<u16> {
    match std::env::consts::ARCH {
        "x86_64" => Some(62),
        "aarch64" => Some(183),
        "riscv64" => Some(243),
        _ => None,
    }
}

/// The object names `link_with` gives on functions and cores under
/// `root`, and the `link_files`/`link_merge_files` of its cores
/// (`--aie-assign-core-link-files`), each once, in order.
pub(crate) fn named(ir: &Ir, root: OpId) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for op in ir.walk(root) {
        let mut names: Vec<&str> = ir
            .view::<FuncFunc>(op)
            .and_then(|f| f.link_with(ir))
            .or_else(|| ir.view::<Core>(op).and_then(|c| c.link_with(ir)))
            .into_iter()
            .collect();
        if let Some(core) = ir.view::<Core>(op) {
            let lists = [core.link_files(ir), core.link_merge_files(ir)];
            names.extend(lists.into_iter().flatten().flat_map(strings));
        }
        for n in names {
            if !out.iter().any(|o| o == n) {
                out.push(n.to_string());
            }
        }
    }
    out
}

/// The strings of an array attribute.
fn strings(a: &Attr) -> Vec<&str> {
    match a {
        Attr::Array(items) => items
            .iter()
            .filter_map(|i| match i {
                Attr::Str(s) => Some(s.as_str()),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The objects `names`, as host libraries; `design` is the design's path.
pub(crate) fn load(names: &[String], design: &Path) -> Result<Vec<Object>, Error> {
    names.iter().map(|n| load_one(n, design)).collect()
}

fn load_one(name: &str, design: &Path) -> Result<Object, Error> {
    let path = find(name, design)?;
    let bytes = std::fs::read(&path).map_err(|e| {
        Error::message(format!(
            "cannot read kernel object '{}': {e}",
            path.display()
        ))
    })?;
    let library = if is_llvm_ir(&path, &bytes) {
        link_ir(&path)?
    } else {
        match host_elf_type(&path, &bytes)? {
            ET_DYN => bytes,
            _ => link(&path)?,
        }
    };
    Ok(Object {
        name: name.to_string(),
        library,
    })
}

/// `name` as given (relative to the working directory), else beside the design.
fn find(name: &str, design: &Path) -> Result<PathBuf, Error> {
    let beside = design.parent().unwrap_or(Path::new(".")).join(name);
    [PathBuf::from(name), beside]
        .into_iter()
        .find(|p| p.is_file())
        .ok_or_else(|| Error::message(format!(
                "kernel object '{name}' (link_with) is neither in the working directory nor beside '{}'",
                design.display()
            )))
}

/// The ELF type of a kernel object built for this host (a relocatable
/// object or a shared library); an error for anything else, such as an
/// object built for the AIE by Peano or xchesscc.
fn host_elf_type(path: &Path, b: &[u8]) -> Result<u16, Error> {
    let shown = path.display();
    if b.len() < 20 || !b.starts_with(b"\x7fELF") {
        return Err(Error::message(format!(
            "kernel object '{shown}' is not an ELF object"
        )));
    }
    let u16_at = |at: usize| {
        if b[5] == 2 {
            u16::from_be_bytes([b[at], b[at + 1]])
        } else {
            u16::from_le_bytes([b[at], b[at + 1]])
        }
    };
    let (kind, machine) = (u16_at(16), u16_at(18));
    if Some(machine) != host_machine() {
        return Err(Error::message(format!(
            "kernel object '{shown}' is built for ELF machine {machine}, not this host ({}): aie-sim runs kernels built for the host; build it with $(aie-sim --peano-prefix)/bin/clang",
            std::env::consts::ARCH
        )));
    }
    if kind != ET_REL && kind != ET_DYN {
        return Err(Error::message(format!(
            "kernel object '{shown}' is an ELF of type {kind}, neither an object (1) nor a shared library (3)"
        )));
    }
    Ok(kind)
}

/// Whether a kernel file is LLVM IR: bitcode (raw or in its wrapper), or
/// text named `.ll`.
fn is_llvm_ir(path: &Path, b: &[u8]) -> bool {
    b.starts_with(b"BC\xc0\xde")
        || b.starts_with(&[0xde, 0xc0, 0x17, 0x0b])
        || path.extension().is_some_and(|e| e == "ll")
}

/// The LLVM IR kernel `ir` compiled for the host and linked into a shared
/// library; its bytes.
fn link_ir(ir: &Path) -> Result<Vec<u8>, Error> {
    let dir = tempfile::tempdir()
        .map_err(|e| Error::message(format!("cannot make a temporary directory: {e}")))?;
    let object = dir.path().join("kernel.o");
    crate::host::kernel_cc::object_from_ir(ir, &object).map_err(Error::message)?;
    link(&object)
}

/// `object` linked by the host compiler into a shared library; its bytes.
fn link(object: &Path) -> Result<Vec<u8>, Error> {
    let dir = tempfile::tempdir()
        .map_err(|e| Error::message(format!("cannot make a temporary directory: {e}")))?;
    let lib = dir.path().join("kernel.so");
    let cxx = std::env::var_os("CXX")
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| "c++".into());
    let out = Command::new(&cxx)
        .arg("-shared")
        .arg("-o")
        .arg(&lib)
        .arg(object)
        .output()
        .map_err(|e| {
            Error::message(format!(
                "cannot run the host compiler '{}' to link '{}': {e}",
                cxx.to_string_lossy(),
                object.display()
            ))
        })?;
    if !out.status.success() {
        return Err(Error::message(format!(
            "'{}' cannot link kernel object '{}' into a shared library ({}):\n{}",
            cxx.to_string_lossy(),
            object.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        )));
    }
    std::fs::read(&lib)
        .map_err(|e| Error::message(format!("cannot read the linked '{}': {e}", lib.display())))
}

#[cfg(test)]
mod tests {
    /// Objects named by functions, by a core's `link_with`, and by the
    /// `link_files`/`link_merge_files` `--aie-assign-core-link-files` gives
    /// a core, each once.
    #[test]
    fn named_objects_include_core_link_files() {
        let src = r#"
aie.device(npu1_1col) {
  func.func private @k() attributes {link_with = "k.o"}
  %t = aie.tile(0, 2)
  aie.core(%t) {
    aie.end
  } {link_files = ["k.o", "a.o"], link_merge_files = ["m.bc"], link_with = "old.o"}
}"#;
        let ir = dialect::parse(src).expect("parses");
        let top = ir.ops_in(ir.top_block()).next().expect("a device");
        assert_eq!(super::named(&ir, top), ["k.o", "old.o", "a.o", "m.bc"]);
    }

    /// LLVM IR is told by bitcode's magic numbers or a `.ll` name.
    #[test]
    fn llvm_ir_kernels_are_recognised() {
        use std::path::Path;
        assert!(super::is_llvm_ir(Path::new("k.bc"), b"BC\xc0\xde\x35"));
        assert!(super::is_llvm_ir(
            Path::new("k"),
            &[0xde, 0xc0, 0x17, 0x0b, 0]
        ));
        assert!(super::is_llvm_ir(Path::new("k.ll"), b"; ModuleID"));
        assert!(!super::is_llvm_ir(Path::new("k.o"), b"\x7fELF"));
    }
}
