//! [`Ir`]: one module's IR as a Python object. The Python layer's
//! operations, values, blocks and regions are (store, index) pairs; every
//! method here takes and returns arena indices, checked against the arena.

use crate::attr::Attr;
use crate::diag::{error, to_tuple, value_error};
use crate::ty::Type;
use compiler::session;
use dialect::ir::{self, At, BlockId, OpId, RegionId, Span, ValueDef, ValueId};
use dialect::syntax::Style;
use pyo3::exceptions::PyIndexError;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

/// Spans of ops built from Python start here: span `BASE + k` is location
/// `k` of the Python layer's table; lower spans are bytes of the source.
pub const SYNTHETIC_SPAN_BASE: u32 = 0x8000_0000;

/// One module's IR.
#[pyclass(unsendable, module = "aie._aiec")]
pub struct Ir {
    pub ir: ir::Ir,
    /// The text it was parsed from, if it was parsed.
    source: Option<String>,
}

fn missing(what: &str, index: usize) -> PyErr {
    PyIndexError::new_err(format!("no {what} {index} in this module"))
}

impl Ir {
    fn op(&self, i: usize) -> PyResult<OpId> {
        self.ir.op_at(i).ok_or_else(|| missing("operation", i))
    }
    fn value(&self, i: usize) -> PyResult<ValueId> {
        self.ir.value_at(i).ok_or_else(|| missing("value", i))
    }
    fn block(&self, i: usize) -> PyResult<BlockId> {
        self.ir.block_at(i).ok_or_else(|| missing("block", i))
    }
    fn region(&self, i: usize) -> PyResult<RegionId> {
        self.ir.region_at(i).ok_or_else(|| missing("region", i))
    }
    fn values(&self, vs: &[usize]) -> PyResult<Vec<ValueId>> {
        vs.iter().map(|&v| self.value(v)).collect()
    }
    /// Where `op` goes: `before`/`after` an op, at the `start`/`end` of a block.
    fn at(&self, place: &str, anchor: usize) -> PyResult<At> {
        Ok(match place {
            "before" | "after" => {
                let a = self.op(anchor)?;
                if self.ir.block_of(a).is_none() {
                    return Err(value_error(
                        "cannot insert next to an operation that is in no block",
                    ));
                }
                if place == "before" {
                    At::Before(a)
                } else {
                    At::After(a)
                }
            }
            "start" => At::Start(self.block(anchor)?),
            "end" => At::End(self.block(anchor)?),
            _ => return Err(value_error(format!("no place '{place}'"))),
        })
    }
    /// Whether `inner` is `outer` or nested in it.
    fn within(&self, inner: OpId, outer: OpId) -> bool {
        let mut o = Some(inner);
        while let Some(x) = o {
            if x == outer {
                return true;
            }
            o = self.ir.parent_op(x);
        }
        false
    }
}

fn indices<T>(xs: impl IntoIterator<Item = T>, index: impl Fn(T) -> usize) -> Vec<usize> {
    xs.into_iter().map(index).collect()
}

#[pymethods]
impl Ir {
    /// An empty `builtin.module`.
    #[new]
    fn new() -> Ir {
        Ir {
            ir: ir::Ir::new(),
            source: None,
        }
    }

    /// Reads a module from MLIR text; raises `AiecError` with the parser's
    /// diagnostics (spans into `text`).
    #[staticmethod]
    fn parse(py: Python<'_>, text: String) -> PyResult<Ir> {
        let source = session::Source::new("<python>", text.clone());
        match py.detach(|| session::Design::read_unverified(source)) {
            Ok(design) => Ok(Ir {
                ir: design.into_ir(),
                source: Some(text),
            }),
            Err(e) => Err(error(
                py,
                "Unable to parse module assembly",
                e.diagnostics(),
            )),
        }
    }

    /// The text the module was parsed from, if it was.
    #[getter]
    fn source(&self) -> Option<&str> {
        self.source.as_deref()
    }
    /// The `builtin.module` op.
    #[getter]
    fn top(&self) -> usize {
        self.ir.top.index()
    }
    /// The first span of ops built from Python ([`SYNTHETIC_SPAN_BASE`]).
    #[classattr]
    fn synthetic_span_base() -> u32 {
        SYNTHETIC_SPAN_BASE
    }

    /// `op` as MLIR text (the module with its value names; `generic` for
    /// MLIR's generic form).
    #[pyo3(signature = (op, generic=false, debug_info=false))]
    fn print(&self, op: usize, generic: bool, debug_info: bool) -> PyResult<String> {
        let op = self.op(op)?;
        // An op parsed from text is at its place there (the buffer named
        // "-", as parse errors name it); one built from Python at its
        // Location.
        let source = dialect::syntax::Source {
            file: "-",
            text: self.source.as_deref().unwrap_or(""),
            base: 0,
        };
        // The syntax of mlir-aie at 3ca0193, whose Python surface this is.
        let style = Style {
            generic,
            packet_type: true,
            locations: debug_info.then_some(source),
            ..Style::default()
        };
        Ok(if op == self.ir.top || self.within(self.ir.top, op) {
            dialect::syntax::print_styled(&self.ir, op, style)
        } else {
            dialect::syntax::print_op(&self.ir, op, style)
        })
    }

    /// Gives op `op` the location `loc` (`loc(...)` text, as Python's
    /// `Location` prints), and every op a pass creates where it is.
    fn locate(&mut self, op: usize, loc: &str) -> PyResult<()> {
        let op = self.op(op)?;
        let id = dialect::syntax::parse_location(&mut self.ir, loc)
            .map_err(|d| value_error(format!("{loc} is no location: {}", d.message)))?;
        self.ir.locate(self.ir[op].span, id);
        Ok(())
    }

    /// The verifier's diagnostics for the module (errors and warnings).
    fn verify<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyTuple>>> {
        let diagnostics = match session::verify(&self.ir) {
            Ok(warnings) => warnings,
            Err(e) => e.into_diagnostics(),
        };
        diagnostics.iter().map(|d| to_tuple(py, d)).collect()
    }

    /// A copy of this module's IR, spans and source text included (so the
    /// copy's diagnostics point where the original's do).
    fn copy(&self) -> Ir {
        Ir {
            ir: self.ir.clone(),
            source: self.source.clone(),
        }
    }

    /// Runs MLIR's textual pass pipeline `pipeline`
    /// (`builtin.module(aie.device(aie-assign-lock-ids))`) on the module with
    /// aiec's pass manager, verifying after each pass unless `verify_each`
    /// is false; returns the warnings and the IR dumps asked for (MLIR's
    /// `print-ir-before-all`/`-after-all`, in generic form with `generic`),
    /// and raises `AiecError` with the errors.
    #[pyo3(signature = (pipeline, verify_each=true, print_before=false, print_after=false, generic=false))]
    fn run_pipeline<'py>(
        &mut self,
        py: Python<'py>,
        pipeline: &str,
        verify_each: bool,
        print_before: bool,
        print_after: bool,
        generic: bool,
    ) -> PyResult<(Vec<Bound<'py, PyTuple>>, String)> {
        let pipeline = session::Pipeline::parse(pipeline)
            .map_err(|e| value_error(pipeline_message(&e)))?
            .verify_each(verify_each);
        session::verify(&self.ir).map_err(|e| error(py, "Verification failed", e.diagnostics()))?;
        let ir = &mut self.ir;
        let mut dumps = Dumps {
            want: session::PrintIr {
                before: print_before,
                after: print_after,
                generic,
                ..Default::default()
            },
            text: String::new(),
        };
        let warnings = py
            .detach(|| pipeline.apply_observed(ir, &mut dumps))
            .map_err(|e| error(py, "Failure while executing pass pipeline", e.diagnostics()))?;
        let warnings = warnings
            .iter()
            .map(|d| to_tuple(py, d))
            .collect::<PyResult<_>>()?;
        Ok((warnings, dumps.text))
    }

    /// The instruction words of a runtime sequence of NPU ops (mlir-aie's
    /// `translate_npu_to_binary`; `device`/`sequence` by `sym_name`, default
    /// the first).
    #[pyo3(signature = (device=None, sequence=None))]
    fn npu_binary(
        &self,
        py: Python<'_>,
        device: Option<&str>,
        sequence: Option<&str>,
    ) -> PyResult<Vec<u32>> {
        let select = session::Select {
            device,
            sequence,
            fold_ddr_addr_offset: true,
        };
        session::npu_words(&self.ir, select).map_err(|e| {
            error(
                py,
                "Unable to translate the runtime sequence",
                e.diagnostics(),
            )
        })
    }

    /// The C code configuring device `device` (default `main`) with
    /// libxaie (mlir-aie's `generate_xaie`, `aie-translate --aie-generate-xaie`).
    #[pyo3(signature = (device=None))]
    fn xaie(&self, py: Python<'_>, device: Option<&str>) -> PyResult<String> {
        let xaie = session::Translation::Xaie { device }.apply(&self.ir, None);
        let text =
            xaie.map_err(|e| error(py, "Unable to translate to libxaie", e.diagnostics()))?;
        Ok(String::from_utf8(text).expect("libxaie's C is text"))
    }

    /// The module of an NPU transaction stream (little-endian words, an
    /// `insts.bin`), mlir-aie's `transaction_binary_to_mlir`
    /// (`session::from_transaction`).
    #[staticmethod]
    fn from_transaction(binary: &[u8]) -> PyResult<Ir> {
        if !binary.len().is_multiple_of(4) {
            return Err(value_error(format!(
                "a transaction stream is 32-bit words; this one has {} bytes",
                binary.len()
            )));
        }
        let words: Vec<u32> = binary
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        let ir = session::from_transaction(&words).map_err(|e| value_error(e.to_string()))?;
        Ok(Ir { ir, source: None })
    }

    /// The chess linker's BCF of the core of tile (`col`, `row`) of device
    /// `device` (default `main`) (mlir-aie's `generate_bcf`,
    /// `aie-translate --aie-generate-bcf`).
    #[pyo3(signature = (col, row, device=None))]
    fn bcf(&self, py: Python<'_>, col: i64, row: i64, device: Option<&str>) -> PyResult<String> {
        let bcf = session::Translation::Bcf { col, row, device }.apply(&self.ir, None);
        let text = bcf.map_err(|e| error(py, "Unable to generate the BCF", e.diagnostics()))?;
        Ok(String::from_utf8(text).expect("a BCF is text"))
    }

    /// Writes the CDO files of device `device` (default `main`) into
    /// `work_dir` (mlir-aie's `generate_cdo`); returns the listing
    /// `cdo_debug` asks for.
    #[pyo3(signature = (work_dir, device=None, big_endian=false, unified=false, debug=false, enable_cores=true))]
    #[allow(clippy::too_many_arguments)]
    fn cdo(
        &self,
        py: Python<'_>,
        work_dir: &str,
        device: Option<&str>,
        big_endian: bool,
        unified: bool,
        debug: bool,
        enable_cores: bool,
    ) -> PyResult<String> {
        let options = session::CdoOptions {
            device,
            unified,
            debug,
            enable_cores,
            big_endian,
        };
        let (files, listing) = session::cdo(&self.ir, work_dir, options)
            .map_err(|e| error(py, "Unable to generate the CDO", e.diagnostics()))?;
        for f in files {
            let path = std::path::Path::new(work_dir).join(&f.name);
            std::fs::write(&path, &f.bytes).map_err(|e| {
                pyo3::exceptions::PyOSError::new_err(format!(
                    "cannot write {}: {e}",
                    path.display()
                ))
            })?;
        }
        Ok(listing)
    }

    /// The words of the control packets of a runtime sequence (mlir-aie's
    /// `generate_control_packets`; `device` by `sym_name`, default the first).
    #[pyo3(signature = (device=None))]
    fn control_packets(&self, py: Python<'_>, device: Option<&str>) -> PyResult<Vec<u32>> {
        let select = session::Select {
            device,
            sequence: None,
            fold_ddr_addr_offset: false,
        };
        session::control_packet_words(&self.ir, select).map_err(|e| {
            error(
                py,
                "Unable to translate the control packets",
                e.diagnostics(),
            )
        })
    }

    // ---- operations ----

    /// Builds a detached op: `operands` (value indices), results of
    /// `result_types` (None: the types the op table implies from its operands
    /// and attributes), `attrs` (name, Attr) in any order, `successors`
    /// (block indices), `regions` empty regions; `loc` is its location's
    /// index in the Python layer's table.
    #[pyo3(signature = (name, operands, result_types, attrs, successors, regions, loc))]
    #[allow(clippy::too_many_arguments)]
    fn create(
        &mut self,
        name: &str,
        operands: Vec<usize>,
        result_types: Option<Vec<Type>>,
        attrs: Vec<(String, Attr)>,
        successors: Vec<usize>,
        regions: usize,
        loc: u32,
    ) -> PyResult<usize> {
        if !name.contains('.') {
            return Err(value_error(format!(
                "'{name}' is no operation name: dialect.op"
            )));
        }
        let operands = self.values(&operands)?;
        let successors: Vec<BlockId> = successors
            .iter()
            .map(|&b| self.block(b))
            .collect::<PyResult<_>>()?;
        let start = SYNTHETIC_SPAN_BASE.saturating_add(loc);
        let span = Span {
            start,
            end: start.saturating_add(1),
        };
        let kind = ir::OpName::from(name).kind();
        let defs = kind.map_or(&[][..], dialect::ops::attr_defs);
        let spelled = kind.map_or(&[][..], |k| {
            &dialect::ops::format::format(k as usize).spelled_attrs[..]
        });
        // An attribute at its declared default is left out where MLIR's
        // builders leave it out: a `DefaultValuedAttr`, and a
        // `DefaultValuedOptionalAttr` of the attribute dictionary (whose
        // printer elides it). One the custom syntax spells is kept, as the
        // parser keeps it (`aie.dma_bd`'s `offset = 0`, an `OptionalAttr`).
        let at_default = |k: &str, a: &ir::Attr| {
            defs.iter()
                .any(|d| d.name == k && (d.drops(a) || (d.is_default(a) && !spelled.contains(&k))))
        };
        let mut b = self.ir.build(name.to_string(), span).operands(&operands);
        for t in result_types.iter().flatten() {
            b = b.result(t.0.clone());
        }
        for (k, a) in attrs {
            if !at_default(&k, &a.0) {
                b = b.attr(&k, a.0);
            }
        }
        for s in successors {
            b = b.successor(s);
        }
        let op = b.detached();
        if result_types.is_none() {
            let implied = dialect::syntax::implied_result_types(&self.ir, op).ok_or_else(|| {
                value_error(format!(
                    "'{name}' needs its result types: aiec cannot infer them"
                ))
            })?;
            for t in implied {
                self.ir.add_result(op, t);
            }
        }
        for _ in 0..regions {
            self.ir.add_region(op);
        }
        dialect::syntax::settle_built_op(&mut self.ir, op);
        Ok(op.index())
    }

    fn op_name(&self, op: usize) -> PyResult<String> {
        Ok(self.ir[self.op(op)?].name().to_string())
    }
    fn op_operands(&self, op: usize) -> PyResult<Vec<usize>> {
        Ok(indices(
            self.ir[self.op(op)?].operands.iter().copied(),
            ValueId::index,
        ))
    }
    fn op_results(&self, op: usize) -> PyResult<Vec<usize>> {
        Ok(indices(
            self.ir[self.op(op)?].results.iter().copied(),
            ValueId::index,
        ))
    }
    fn op_regions(&self, op: usize) -> PyResult<Vec<usize>> {
        Ok(indices(
            self.ir[self.op(op)?].regions().iter().copied(),
            RegionId::index,
        ))
    }
    /// Each successor as (block, argument values).
    fn op_successors(&self, op: usize) -> PyResult<Vec<(usize, Vec<usize>)>> {
        Ok(self.ir[self.op(op)?]
            .successors
            .iter()
            .map(|s| {
                (
                    s.block.index(),
                    indices(s.args.iter().copied(), ValueId::index),
                )
            })
            .collect())
    }
    /// Makes block `block` the target of successor `pos` of `op` (its
    /// arguments dropped: the new target takes none).
    fn set_successor(&mut self, op: usize, pos: usize, block: usize) -> PyResult<()> {
        let (o, b) = (self.op(op)?, self.block(block)?);
        let s = self.ir[o]
            .successors
            .get_mut(pos)
            .ok_or_else(|| missing("successor", pos))?;
        s.block = b;
        s.args.clear();
        Ok(())
    }
    /// The block holding `op`, if any.
    fn op_block(&self, op: usize) -> PyResult<Option<usize>> {
        Ok(self.ir.block_of(self.op(op)?).map(BlockId::index))
    }
    /// The op whose region holds `op`, if any.
    fn op_parent(&self, op: usize) -> PyResult<Option<usize>> {
        Ok(self.ir.parent_op(self.op(op)?).map(OpId::index))
    }
    fn op_next(&self, op: usize) -> PyResult<Option<usize>> {
        Ok(self.ir.next_op(self.op(op)?).map(OpId::index))
    }
    fn op_prev(&self, op: usize) -> PyResult<Option<usize>> {
        Ok(self.ir.prev_op(self.op(op)?).map(OpId::index))
    }
    fn op_span(&self, op: usize) -> PyResult<(u32, u32)> {
        let s = self.ir[self.op(op)?].span;
        Ok((s.start, s.end))
    }
    /// The op's attributes as (name, Attr), sorted by name.
    fn op_attrs(&self, op: usize) -> PyResult<Vec<(String, Attr)>> {
        Ok(self
            .ir
            .attrs(self.op(op)?)
            .iter()
            .map(|e| (e.0.to_string(), Attr(e.1.clone())))
            .collect())
    }
    fn op_attr(&self, op: usize, name: &str) -> PyResult<Option<Attr>> {
        Ok(self.ir.attr(self.op(op)?, name).cloned().map(Attr))
    }
    fn set_attr(&mut self, op: usize, name: &str, value: &Attr) -> PyResult<()> {
        let op = self.op(op)?;
        self.ir.set_attr(op, name, value.0.clone());
        Ok(())
    }
    /// Removes attribute `name`; whether it was there.
    fn remove_attr(&mut self, op: usize, name: &str) -> PyResult<bool> {
        let op = self.op(op)?;
        Ok(self.ir.remove_attr(op, name).is_some())
    }
    fn set_operands(&mut self, op: usize, operands: Vec<usize>) -> PyResult<()> {
        let op = self.op(op)?;
        let vs = self.values(&operands)?;
        self.ir[op].operands = vs.into_iter().collect();
        Ok(())
    }
    /// Places the detached `op` `place` ("before"/"after" op `anchor`,
    /// "start"/"end" of block `anchor`).
    fn insert(&mut self, op: usize, place: &str, anchor: usize) -> PyResult<()> {
        let op = self.op(op)?;
        let at = self.at(place, anchor)?;
        if self.ir.block_of(op).is_some() {
            self.ir.erase(op);
        }
        let target_block = match at {
            At::Before(a) | At::After(a) => self.ir.block_of(a),
            At::Start(b) | At::End(b) | At::Index(b, _) => Some(b),
        };
        if target_block.is_some_and(|b| self.within(self.ir.block_owner(b), op)) {
            return Err(value_error("cannot insert an operation into itself"));
        }
        self.ir.insert(at, op);
        Ok(())
    }
    /// Detaches `op` from its block.
    fn detach(&mut self, op: usize) -> PyResult<()> {
        let op = self.op(op)?;
        if self.ir.block_of(op).is_some() {
            self.ir.erase(op);
        }
        Ok(())
    }
    /// A detached deep copy of `op`.
    fn clone_op(&mut self, op: usize) -> PyResult<usize> {
        let op = self.op(op)?;
        Ok(self.ir.clone_op(op, &mut Default::default()).index())
    }

    // ---- blocks and regions ----

    fn block_ops(&self, block: usize) -> PyResult<Vec<usize>> {
        Ok(indices(self.ir.ops_in(self.block(block)?), OpId::index))
    }
    fn block_args(&self, block: usize) -> PyResult<Vec<usize>> {
        Ok(indices(
            self.ir[self.block(block)?].args.iter().copied(),
            ValueId::index,
        ))
    }
    fn block_region(&self, block: usize) -> PyResult<usize> {
        Ok(self.ir[self.block(block)?].parent.index())
    }
    fn block_add_arg(&mut self, block: usize, ty: &Type) -> PyResult<usize> {
        let b = self.block(block)?;
        Ok(self.ir.add_block_arg(b, ty.0.clone()).index())
    }
    fn block_erase_arg(&mut self, block: usize, index: usize) -> PyResult<()> {
        let b = self.block(block)?;
        if index >= self.ir[b].args.len() {
            return Err(missing("block argument", index));
        }
        self.ir.remove_block_arg(b, index);
        Ok(())
    }
    fn region_blocks(&self, region: usize) -> PyResult<Vec<usize>> {
        Ok(indices(
            self.ir[self.region(region)?].blocks.iter().copied(),
            BlockId::index,
        ))
    }
    fn region_op(&self, region: usize) -> PyResult<usize> {
        Ok(self.ir[self.region(region)?].parent.index())
    }
    /// A new block with arguments of `arg_types` in `region`, before block
    /// `before` or at the end.
    #[pyo3(signature = (region, arg_types, before=None))]
    fn region_add_block(
        &mut self,
        region: usize,
        arg_types: Vec<Type>,
        before: Option<usize>,
    ) -> PyResult<usize> {
        let r = self.region(region)?;
        let before = before.map(|b| self.block(b)).transpose()?;
        if before.is_some_and(|b| self.ir[b].parent != r) {
            return Err(value_error(
                "the block to insert before is in another region",
            ));
        }
        let b = self.ir.insert_block(r, before);
        for t in arg_types {
            self.ir.add_block_arg(b, t.0);
        }
        Ok(b.index())
    }

    // ---- values ----

    fn value_type(&self, v: usize) -> PyResult<Type> {
        Ok(Type(self.ir.type_of(self.value(v)?).clone()))
    }
    fn value_set_type(&mut self, v: usize, ty: &Type) -> PyResult<()> {
        let v = self.value(v)?;
        self.ir.set_type(v, ty.0.clone());
        Ok(())
    }
    /// (True, op, result number) for an op result, (False, block, argument
    /// number) for a block argument.
    fn value_def(&self, v: usize) -> PyResult<(bool, usize, u32)> {
        Ok(match self.ir[self.value(v)?].def {
            ValueDef::Result(op, i) => (true, op.index(), i),
            ValueDef::BlockArg(b, i) => (false, b.index(), i),
        })
    }
    /// Every use of `v` in the module, as (op, operand number).
    fn value_uses(&self, v: usize) -> PyResult<Vec<(usize, usize)>> {
        let v = self.value(v)?;
        let mut uses = Vec::new();
        for op in self.ir.walk(self.ir.top) {
            for (i, &x) in self.ir[op].operands.iter().enumerate() {
                if x == v {
                    uses.push((op.index(), i));
                }
            }
        }
        Ok(uses)
    }
    /// Makes every use of `v` in the module a use of `with`.
    fn replace_all_uses(&mut self, v: usize, with: usize) -> PyResult<()> {
        let (v, w) = (self.value(v)?, self.value(with)?);
        let top = self.ir.top;
        self.ir.replace_uses_in(top, v, w);
        Ok(())
    }
}

/// What is wrong with a pass pipeline's text, with its help in parentheses.
pub fn pipeline_message(e: &session::Error) -> String {
    let d = &e.diagnostics()[0];
    match &d.help {
        Some(h) => format!("{} (help: {h})", d.message),
        None => d.message.clone(),
    }
}

/// The IR dumps a pass pipeline run was asked for, collected.
struct Dumps {
    want: session::PrintIr,
    text: String,
}

impl session::Observer for Dumps {
    fn print_ir(&self) -> session::PrintIr {
        self.want
    }

    fn dump(&mut self, text: &str) {
        self.text.push_str(text);
    }
}
