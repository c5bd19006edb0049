//! Resolving a design's external functions to kernel entry points.

use super::{build, io, Entry, KernelOptions, Kernels};
use crate::core::callee;
use dialect::ir::{OpId, View as _};
use dialect::ops::views::{Core, FuncCall, FuncFunc};
use dialect::{Diagnostic, Ir};
use libloading::Library;
use std::collections::BTreeMap;
use std::ffi::c_void;
use std::path::{Path, PathBuf};

/// Source extensions tried for `link_with = "k.o"`, in order.
const SOURCE_EXTENSIONS: [&str; 3] = ["cc", "cpp", "c"];

/// An external function a core calls: its declaration, the objects that
/// `link_with` names for it (on the function or on the calling cores) and
/// the first call, for diagnostics.
struct External {
    func: FuncFunc,
    objects: Vec<String>,
    call: OpId,
}

/// Libraries loaded so far, by path.
#[derive(Default)]
struct Loaded {
    libs: Vec<Library>,
    by_path: BTreeMap<PathBuf, usize>,
}

impl Loaded {
    fn load(&mut self, path: &Path) -> Result<usize, String> {
        if let Some(&i) = self.by_path.get(path) {
            return Ok(i);
        }
        // SAFETY: loading runs the library's initialisers; kernel libraries
        // are the user's code, trusted as the kernel itself is.
        let lib = unsafe { Library::new(path) }
            .map_err(|e| format!("cannot load kernel library '{}': {e}", path.display()))?;
        give_table(&lib, path)?;
        self.libs.push(lib);
        self.by_path.insert(path.to_path_buf(), self.libs.len() - 1);
        Ok(self.libs.len() - 1)
    }

    fn symbol(&self, lib: usize, name: &str) -> Option<Entry> {
        // SAFETY: the symbol is only looked up here; it is called through
        // `Kernels::call`, whose caller vouches for the arguments.
        let sym = unsafe { self.libs[lib].get::<unsafe extern "C" fn()>(name.as_bytes()) };
        // SAFETY: looked up only, never called.
        let blocking =
            unsafe { self.libs[lib].get::<unsafe extern "C" fn()>(io::BLOCKING_SYMBOL.as_bytes()) };
        // SAFETY: `aiesim_take_work` of aiesim/work.hpp has this type.
        let take_work = unsafe { self.libs[lib].get::<super::TakeWork>(b"aiesim_take_work") };
        // SAFETY: `aiesim_swap_state` of aiesim/base.hpp has this type.
        let swap_state = unsafe { self.libs[lib].get::<super::SwapState>(b"aiesim_swap_state") };
        sym.ok().map(|s| Entry {
            code: *s as *const c_void,
            blocking: blocking.is_ok(),
            take_work: take_work.ok().map(|t| *t),
            swap_state: swap_state.ok().map(|t| *t),
        })
    }
}

/// Fills the library's `aiesim_io_table` ([`io`]), if it has one; a table
/// of another layout (the library was built against another aie-sim's
/// headers) is an error.
fn give_table(lib: &Library, path: &Path) -> Result<(), String> {
    // SAFETY: `aiesim_io_table` is the `struct aiesim_io` of aiesim/io.h
    // (its first field the layout's version, which every layout has),
    // which `io::IoTable` mirrors once the version matches; the library's
    // code reads it only inside kernel calls, which start after this.
    unsafe {
        let Ok(table) = lib.get::<*mut io::IoTable>(io::TABLE_SYMBOL.as_bytes()) else {
            return Ok(());
        };
        let table: *mut io::IoTable = *table;
        if table.is_null() {
            return Ok(());
        }
        let version = std::ptr::addr_of!((*table).version).read();
        if version != io::IO_VERSION {
            return Err(format!(
                "kernel library '{}' was built against another aie-sim's headers (its simulator interface is version {version}, this aie-sim's {}): build it again",
                path.display(),
                io::IO_VERSION
            ));
        }
        table.write(io::TABLE);
    }
    Ok(())
}

impl Kernels {
    /// Loads every external function the design's cores call (building
    /// sources as [`KernelOptions`] says). An error names the kernel, at
    /// its first call.
    pub fn for_design(ir: &Ir, options: &KernelOptions) -> Result<Kernels, Diagnostic> {
        let mut loaded = Loaded::default();
        let mut user_libs = Vec::new();
        for path in &options.libs {
            user_libs.push(loaded.load(path).map_err(spanless)?);
        }
        // Every source given is read, as every library is loaded, even when
        // no core calls into it: a misspelt path is an error, not ignored.
        for src in &options.sources {
            let file = std::fs::File::open(src).and_then(|f| f.metadata());
            let problem = match file {
                Ok(m) if m.is_file() => continue,
                Ok(_) => "not a file".to_string(),
                Err(e) => e.to_string(),
            };
            let message = format!("cannot read kernel source '{}': {problem}", src.display());
            return Err(spanless(message));
        }
        let cache = options.cache.clone().unwrap_or_else(build::cache_dir);
        let mut entries = BTreeMap::new();
        for (name, ext) in externals(ir) {
            let found = user_libs.iter().find_map(|&l| loaded.symbol(l, &name));
            let entry = match found {
                Some(e) => e,
                None => from_sources(ir, &name, &ext, options, &cache, &mut loaded)?,
            };
            entries.insert(name, entry);
        }
        Ok(Kernels {
            entries,
            cost: options.cost,
            _libs: loaded.libs,
        })
    }
}

/// The entry of `name` built from a source: those of the objects `link_with`
/// names (a `--kernel-src` of the same stem, else `stem.cc|cpp|c` in a search
/// directory), or every `--kernel-src` when no object is named.
fn from_sources(
    ir: &Ir,
    name: &str,
    ext: &External,
    options: &KernelOptions,
    cache: &Path,
    loaded: &mut Loaded,
) -> Result<Entry, Diagnostic> {
    let call = &ir[ext.call];
    let at = |msg: String| Diagnostic::op_error(call.span, call.name().as_ref(), msg);
    let sources: Vec<PathBuf> = if ext.objects.is_empty() {
        options.sources.clone()
    } else {
        ext.objects
            .iter()
            .filter_map(|o| source_for(o, options))
            .collect()
    };
    for src in &sources {
        let lib = build::build(src, cache)
            .and_then(|so| loaded.load(&so))
            .map_err(|e| {
                at(format!("kernel @{name}: {e}")).with_help(
                    "kernels run on the host as C/C++ with aiec's host AIE API and AIE2 intrinsics; what they lack does not build: give a host build with --kernel-lib",
                )
            })?;
        if let Some(e) = loaded.symbol(lib, name) {
            return Ok(e);
        }
    }
    let tried = match (&ext.objects[..], &sources[..]) {
        (_, [_, ..]) => format!(
            "no extern \"C\" symbol '{name}' in {}",
            sources
                .iter()
                .map(|s| format!("'{}'", s.display()))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ([], []) => "no link_with names its object and no --kernel-src is given".to_string(),
        (objs, []) => format!("no source of {} beside the design", objs.join(", ")),
    };
    Err(at(format!("kernel @{name} cannot be loaded: {tried}"))
        .with_note(Some(ir[ext.func.op()].span), format!("@{name} is declared here"))
        .with_help(format!(
            "put k.cc, k.cpp or k.c beside the design for link_with = \"k.o\", or give --kernel-src FILE or --kernel-lib FILE.so exporting extern \"C\" {name}"
        )))
}

/// The source of object `object` (`k.o`): a `--kernel-src` with stem `k`,
/// else, in a search directory, the object itself when it is LLVM IR
/// (`k.ll`, `k.bc`: an `inline=True` kernel), else the first `k.cc`,
/// `k.cpp`, `k.c`.
fn source_for(object: &str, options: &KernelOptions) -> Option<PathBuf> {
    let stem = Path::new(object).file_stem()?;
    let given = options.sources.iter().find(|s| s.file_stem() == Some(stem));
    let ir = super::build::is_ir_source(Path::new(object)).then_some(object);
    given.cloned().or_else(|| {
        options.search_dirs.iter().find_map(|dir| {
            let sources = SOURCE_EXTENSIONS
                .iter()
                .map(|e| dir.join(stem).with_extension(e));
            ir.map(|o| dir.join(o))
                .into_iter()
                .chain(sources)
                .find(|p| p.is_file())
        })
    })
}

/// The external functions called from cores, by name.
fn externals(ir: &Ir) -> BTreeMap<String, External> {
    let mut out: BTreeMap<String, External> = BTreeMap::new();
    for core in ir.views::<Core>(ir.walk(ir.top)) {
        let core_object = core.link_with(ir).map(str::to_string);
        for call in ir.views::<FuncCall>(ir.walk(core.op())) {
            let Some(func) = callee(ir, call.op()).filter(|f| is_declaration(ir, *f)) else {
                continue;
            };
            let name = func.sym_name(ir).to_string();
            let ext = out.entry(name).or_insert_with(|| External {
                func,
                objects: func.link_with(ir).map(str::to_string).into_iter().collect(),
                call: call.op(),
            });
            if func.link_with(ir).is_none() {
                if let Some(o) = core_object.as_ref().filter(|o| !ext.objects.contains(o)) {
                    ext.objects.push(o.clone());
                }
            }
        }
    }
    out
}

/// Whether `func` is a declaration (no body).
fn is_declaration(ir: &Ir, func: FuncFunc) -> bool {
    ir[func.op()]
        .regions()
        .first()
        .is_none_or(|&r| ir[r].blocks.is_empty())
}

/// An error about no op of the design (a kernel library or source file).
fn spanless(message: String) -> Diagnostic {
    Diagnostic {
        span: None,
        ..Diagnostic::error(Default::default(), message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    /// A design whose core calls `@k`, an `inline=True` kernel in LLVM IR
    /// (`link_with = "k.ll"`, merged): its IR beside the design is the
    /// kernel's source, built and loaded; IR for the AIE is refused.
    #[test]
    fn an_llvm_ir_kernel_beside_the_design_is_loaded() {
        let dir = tempfile::tempdir().unwrap();
        let c = dir.path().join("k.c");
        std::fs::write(&c, "void k(int *p) { p[0] += 1; }\n").unwrap();
        let ir = dir.path().join("k.ll");
        let made = Command::new(super::super::build::IR_COMPILER)
            .args(["-S", "-emit-llvm", "-O2", "-o"])
            .arg(&ir)
            .arg(&c)
            .status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("skipped: no clang on PATH");
            return;
        }
        let design = r#"aie.device(npu1_1col) {
  func.func private @k(memref<1xi32>) attributes {link_with = "k.ll", link_with_mode = "merge"}
  %t = aie.tile(0, 2)
  %b = aie.buffer(%t) : memref<1xi32>
  aie.core(%t) {
    func.call @k(%b) : (memref<1xi32>) -> ()
    aie.end
  }
}"#;
        // As python/utils/compile leaves it: discardable, to be inlined.
        let text = std::fs::read_to_string(&ir).unwrap();
        let inlinable = text.replacen("define dso_local void @k", "define linkonce_odr void @k", 1);
        assert_ne!(text, inlinable);
        std::fs::write(&ir, inlinable).unwrap();
        let ir_design = dialect::parse(design).expect("parses");
        let options = KernelOptions {
            search_dirs: vec![dir.path().to_path_buf()],
            cache: Some(dir.path().join("cache")),
            ..KernelOptions::default()
        };
        let kernels = Kernels::for_design(&ir_design, &options).expect("loads");
        assert!(kernels.has("k"));
        let text = std::fs::read_to_string(&ir).unwrap();
        let aie: String = text
            .lines()
            .map(|l| match l.starts_with("target triple") {
                true => "target triple = \"aie2-none-unknown-elf\"\n".to_string(),
                false => format!("{l}\n"),
            })
            .collect();
        std::fs::write(&ir, aie).unwrap();
        let e = Kernels::for_design(&ir_design, &options).unwrap_err();
        assert!(
            e.message
                .contains("is LLVM IR for another target than this host"),
            "{}",
            e.message
        );
    }
}
