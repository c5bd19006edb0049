//! `--aie-assign-core-link-files` (mlir-aie's AIEAssignCoreLinkFiles): each
//! `aie.core` gets the external objects it needs, from the `link_with` of
//! the `func.func`s it calls directly (`func.call`): into `link_files`, or
//! `link_merge_files` when the function says `link_with_mode = "merge"`
//! (each path once, in call order). A core's own `link_with` (deprecated)
//! moves into its `link_files` with a warning. Errors, with mlir-aie's
//! messages: a `link_with_mode` without `link_with` or other than `merge`,
//! and one object merged by a core but object-linked by another core of the
//! device (aiecc's unified mode would define its symbols twice). A function
//! with `link_with` that no core calls is a warning.

use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{Attr, OpId, View};
use dialect::ops::views::{Core, FuncCall, FuncFunc};
use dialect::{Diagnostic, Ir, Severity};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-assign-core-link-files",
    name: "AIEAssignCoreLinkFiles",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Give each core the link_files/link_merge_files of the functions it calls",
    doc: "passes.md#--aie-assign-core-link-files",
    options: &[],
    body: crate::Body::Run(run),
};

/// The object a function links and whether it is merged.
struct Artifact {
    func: String,
    path: String,
    merge: bool,
}

/// What one core links.
struct CoreFiles {
    core: Core,
    deprecated: bool,
    link: Vec<String>,
    merge: Vec<String>,
}

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for dev in netlist::devices(ir) {
        assign(ir, &dev, &mut out);
    }
    out
}

fn assign(ir: &mut Ir, dev: &Dev, out: &mut Vec<Diagnostic>) {
    let Some(artifacts) = artifacts(ir, dev, out) else {
        return;
    };
    let mut called: Vec<String> = Vec::new();
    let mut cores = Vec::new();
    for core in ir.walk_views::<Core>(dev.op).collect::<Vec<_>>() {
        let mut files = CoreFiles {
            core,
            deprecated: false,
            link: Vec::new(),
            merge: Vec::new(),
        };
        if let Some(path) = core.link_with(ir) {
            out.push(warning(ir, core.op(), "link_with on aie.core is deprecated; attach link_with to the func.func declaration instead", "write `link_with` on the func.func declaration of the kernel the core calls"));
            push_once(&mut files.link, path);
            files.deprecated = true;
        }
        for op in ir.walk(core.op()) {
            if let Some(call) = ir.view::<FuncCall>(op) {
                let callee = call.callee(ir);
                push_once(&mut called, callee);
                for a in artifacts.iter().filter(|a| a.func == callee) {
                    push_once(
                        if a.merge {
                            &mut files.merge
                        } else {
                            &mut files.link
                        },
                        &a.path,
                    );
                }
            }
        }
        cores.push(files);
    }
    let conflicts = conflicts(ir, &cores);
    if !conflicts.is_empty() {
        out.extend(conflicts);
        return;
    }
    for files in cores {
        if files.deprecated {
            netlist::clear(ir, files.core, Core::set_link_with, "");
        }
        if !files.link.is_empty() {
            files.core.set_link_files(ir, strings(&files.link));
        }
        if !files.merge.is_empty() {
            files.core.set_link_merge_files(ir, strings(&files.merge));
        }
    }
    for a in &artifacts {
        if !called.contains(&a.func) {
            let f = func(ir, dev, &a.func);
            out.push(warning(ir, f, &format!("func '{}' has link_with but is never called from any core; its artifact will not be linked or merged", a.func), "call it from a core, or drop its link_with"));
        }
    }
}

/// The objects the functions of the device link; `None` (and the errors
/// in `out`) when a `link_with_mode` is wrong.
fn artifacts(ir: &Ir, dev: &Dev, out: &mut Vec<Diagnostic>) -> Option<Vec<Artifact>> {
    let mut found = Vec::new();
    let mut bad = false;
    for f in dev.views::<FuncFunc>(ir) {
        let name = f.sym_name(ir).to_string();
        let mode = f.link_with_mode(ir);
        let error = |message: String, help: &str| {
            Diagnostic::error(ir[f.op()].span, message).with_help(help)
        };
        match (f.link_with(ir), mode) {
            (None, Some(_)) => {
                out.push(error(format!("func '{name}' has link_with_mode but no link_with; link_with_mode only describes how the link_with artifact is linked"), "name the object with `link_with = \"kernel.o\"`, or drop link_with_mode"));
                bad = true;
            }
            (Some(_), Some(m)) if m != "merge" => {
                out.push(error(format!("func '{name}' has unknown link_with_mode '{m}'; the only supported value is 'merge'"), "write `link_with_mode = \"merge\"`, or drop it to link the object"));
                bad = true;
            }
            (Some(path), mode) => found.push(Artifact {
                func: name,
                path: path.to_string(),
                merge: mode.is_some(),
            }),
            (None, None) => {}
        }
    }
    (!bad).then_some(found)
}

/// An error per object one core merges and another core links.
fn conflicts(ir: &Ir, cores: &[CoreFiles]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for files in cores {
        for path in &files.merge {
            let Some(linker) = cores.iter().find(|c| c.link.contains(path)) else {
                continue;
            };
            out.push(
                Diagnostic::error(ir[files.core.op()].span, format!("artifact '{path}' is merged into an LLVM module here but object-linked in the same aie.device; an artifact must use a single link mode across all cores of a device"))
                    .with_note(Some(ir[linker.core.op()].span), format!("artifact '{path}' is object-linked here"))
                    .with_help("give every function that names this object the same link_with_mode"),
            );
        }
    }
    out
}

/// The function `name` of the device.
fn func(ir: &Ir, dev: &Dev, name: &str) -> OpId {
    dev.views::<FuncFunc>(ir)
        .find(|f| f.sym_name(ir) == name)
        .map_or(dev.op, |f| f.op())
}

/// A warning at `op` with a help line.
fn warning(ir: &Ir, op: OpId, message: &str, help: &str) -> Diagnostic {
    Diagnostic::error(ir[op].span, message)
        .with_severity(Severity::Warning)
        .with_help(help)
}

/// The array attribute of `paths`.
fn strings(paths: &[String]) -> Attr {
    Attr::Array(paths.iter().map(|p| Attr::Str(p.clone())).collect())
}

/// Appends `s` to `list` unless it is there.
fn push_once(list: &mut Vec<String>, s: &str) {
    if !list.iter().any(|x| x == s) {
        list.push(s.to_string());
    }
}
