//! [`Design`]: a module parsed and verified, run through pipelines, and
//! translated to what the tools write.

use super::run::{self, Observer, Quiet};
use super::{Error, Pipeline, Source, Stage};
use aie_target::cert::elf::CtrlElf;
use aie_target::cert::program::{self, Program};
use aie_target::cert::{assembler, disasm, elf};
use dialect::ir::Version;
use dialect::{Diagnostic, Ir};
use passes::npu::binary::Select;
use passes::npu::txn;
use std::ops::Range;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A design: its IR (verified when parsed, and as each pipeline left it),
/// the source its spans index, and the verifier's warnings on it.
#[derive(Clone)]
pub struct Design {
    ir: Ir,
    /// The source, and the byte of its text the design's chunk starts at.
    source: Option<(Arc<Source>, usize)>,
    warnings: Vec<Diagnostic>,
    front_end: FrontEnd,
}

/// The wall time of the front end's two steps (`--mlir-timing`).
#[derive(Clone, Copy, Debug, Default)]
pub struct FrontEnd {
    /// Parsing.
    pub parse: Duration,
    /// Verifying.
    pub verify: Duration,
}

impl Design {
    /// `source` parsed and verified.
    pub fn parse(source: Arc<Source>) -> Result<Design, Error> {
        let len = source.text().len();
        Design::parse_part(&source, 0..len, None)
    }

    /// The chunk `range` of `source` (a part of a split file) parsed and
    /// verified, under the rules of mlir-aie's syntax `version` if given
    /// (else the one it is written in); diagnostics index the whole source.
    pub fn parse_part(
        source: &Arc<Source>,
        range: Range<usize>,
        version: Option<Version>,
    ) -> Result<Design, Error> {
        let text = &source.text()[range.clone()];
        let at = Some((source, range.start));
        let halves = dialect::syntax::reads_in_halves(text);
        tune_allocator(halves, Phase::Parsing);
        let start = Instant::now();
        let mut ir = dialect::parse(text).map_err(|ds| Error::in_source(ds, at))?;
        if let Some(version) = version {
            ir.version = version;
        }
        let parsed = Instant::now();
        let warnings = dialect::verify(&ir);
        if super::has_error(&warnings) {
            return Err(Error::in_source(warnings, at));
        }
        let front_end = FrontEnd {
            parse: parsed - start,
            verify: parsed.elapsed(),
        };
        tune_allocator(halves, Phase::Passes);
        Ok(Design {
            ir,
            source: Some((source.clone(), range.start)),
            warnings,
            front_end,
        })
    }

    /// `source` parsed, not verified: for what reads a design without
    /// compiling it (hardware trace decoding; an IR to edit).
    pub fn read_unverified(source: Arc<Source>) -> Result<Design, Error> {
        let ir =
            dialect::parse(source.text()).map_err(|ds| Error::in_source(ds, Some((&source, 0))))?;
        Ok(Design {
            ir,
            source: Some((source, 0)),
            warnings: Vec::new(),
            front_end: FrontEnd::default(),
        })
    }

    /// An IR built in memory, verified.
    pub fn from_ir(ir: Ir) -> Result<Design, Error> {
        let warnings = super::verify(&ir)?;
        Ok(Design {
            ir,
            source: None,
            warnings,
            front_end: FrontEnd::default(),
        })
    }

    /// The IR.
    pub fn ir(&self) -> &Ir {
        &self.ir
    }

    /// The IR, to edit (aiecc's stack sizes; the syntax it prints in).
    pub fn ir_mut(&mut self) -> &mut Ir {
        &mut self.ir
    }

    /// The IR, owned.
    pub fn into_ir(self) -> Ir {
        self.ir
    }

    /// The source text a span of the design covers, if it was parsed.
    pub fn written(&self, span: dialect::ir::Span) -> Option<&str> {
        let (source, base) = self.source.as_ref()?;
        let range = base + span.start as usize..base + span.end as usize;
        source.text().get(range)
    }

    /// The source its spans index, if it was parsed.
    pub fn source(&self) -> Option<&Arc<Source>> {
        self.source.as_ref().map(|(s, _)| s)
    }

    /// Its name: the source's, else `<memory>`.
    pub fn name(&self) -> &str {
        self.source().map_or("<memory>", |s| s.name())
    }

    /// The source as the printer and the reports see it (file, text, and
    /// the chunk's first byte).
    pub fn located(&self) -> Option<dialect::syntax::Source<'_>> {
        super::view(&self.source)
    }

    /// The verifier's warnings on the parsed design.
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.warnings
    }

    /// The verifier's warnings, taken.
    pub fn take_warnings(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.warnings)
    }

    /// How long parsing and verifying took.
    pub fn front_end(&self) -> FrontEnd {
        self.front_end
    }

    /// `diagnostics` about this design, as an error.
    pub fn error(&self, diagnostics: Vec<Diagnostic>) -> Error {
        Error::in_source(diagnostics, self.source.as_ref().map(|(s, b)| (s, *b)))
    }

    /// Runs `pipeline`: the passes' warnings; or an error with every
    /// diagnostic of the run (the IR then as the failing pass left it).
    pub fn run(&mut self, pipeline: &Pipeline) -> Result<Vec<Diagnostic>, Error> {
        self.run_observed(pipeline, &mut Quiet)
    }

    /// [`Design::run`], reporting to `observer` as it goes.
    pub fn run_observed(
        &mut self,
        pipeline: &Pipeline,
        observer: &mut dyn Observer,
    ) -> Result<Vec<Diagnostic>, Error> {
        let ds = run::run(&mut self.ir, pipeline, super::view(&self.source), observer);
        match super::has_error(&ds) {
            true => Err(self.error(ds)),
            false => Ok(ds),
        }
    }

    /// The typed control-code program of the design the default pipeline
    /// lowered (its `aiex.cert` ops and note).
    pub fn ctrl_program(&self) -> Result<Program, Error> {
        passes::cert::program::build(&self.ir).map_err(|d| self.error(vec![d]))
    }

    /// The control-code ELF of the design the default pipeline lowered, as
    /// `aiec --emit=ctrl-elf` writes it.
    pub fn ctrl_elf(&self) -> Result<CtrlElf, Error> {
        let program = self.ctrl_program()?;
        encode(&program).map_err(|e| Error::message(format!("'{}': {e}", self.name())))
    }

    /// The design with the NPU instruction words `words` installed as its
    /// runtime sequence (its arguments `sizes` bytes each), lowered on to
    /// control code ([`Stage::CertLowering`]): how a host program's
    /// instruction buffer runs on a design loaded from an xclbin.
    pub fn with_instructions(&self, words: &[u32], sizes: &[u64]) -> Result<CtrlElf, Error> {
        let bad = |e: String| Error::message(format!("the instruction buffer: {e}"));
        let mut stream = txn::decode(words).map_err(|e| bad(e.to_string()))?;
        stream.unfold_ddr_addr_offset().map_err(bad)?;
        let mut ir = self.ir.clone();
        txn::install(&mut ir, &stream, sizes).map_err(bad)?;
        Pipeline::of(Stage::CertLowering)
            .apply(&mut ir)
            .map_err(|e| {
                bad(format!(
                    "its ops do not lower to control code: {}",
                    e.messages()
                ))
            })?;
        ctrl_elf(&ir, self.name())
    }

    /// The design's configuration alone as control code (its runtime
    /// sequences left out: they run later, from instructions, and one that
    /// needs run-time values may not lower to control code at all): what
    /// XRT loads with a hardware context.
    pub fn configuration(&self) -> Result<CtrlElf, Error> {
        let mut ir = self.ir.clone();
        let sequences: Vec<_> = ir
            .walk(ir.top)
            .into_iter()
            .filter(|&o| ir.is(o, dialect::ir::OpKind::RuntimeSequence))
            .collect();
        ir.erase_all(&sequences);
        Pipeline::of(Stage::CertLowering)
            .apply(&mut ir)
            .map_err(|e| {
                Error::message(format!(
                    "the design does not lower to control code: {}",
                    e.messages()
                ))
            })?;
        ctrl_elf(&ir, self.name())
    }

    /// The module's text, as aiec prints it.
    pub fn print(&self) -> String {
        dialect::print(&self.ir)
    }

    /// The NPU instruction words of a runtime sequence of NPU ops (the
    /// design lowered to [`super::Stage::NpuOps`]).
    pub fn npu_words(&self, select: Select) -> Result<Vec<u32>, Error> {
        npu_words(&self.ir, select).map_err(|e| self.located_error(e))
    }

    /// The design translated to `translation`'s output.
    pub fn translate(&self, translation: Translation) -> Result<Vec<u8>, Error> {
        translation
            .apply(&self.ir, self.located().as_ref())
            .map_err(|e| self.located_error(e))
    }

    /// `e` (about this design's IR) with the design's source.
    fn located_error(&self, e: Error) -> Error {
        self.error(e.into_diagnostics())
    }
}

impl std::fmt::Debug for Design {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Design")
            .field("name", &self.name())
            .field("ops", &self.ir.num_ops())
            .field("warnings", &self.warnings.len())
            .finish()
    }
}

/// The NPU instruction words of a runtime sequence of NPU ops in `ir`.
pub fn npu_words(ir: &Ir, select: Select) -> Result<Vec<u32>, Error> {
    let inlined = passes::write_configs::with_configs_inlined(ir)?;
    passes::npu::binary::words(inlined.as_ref().unwrap_or(ir), select).map_err(Error::from)
}

/// The control-code ELF of `ir`, lowered by the default pipeline, which
/// no [`Design`] holds (`name` names it in messages).
pub fn ctrl_elf(ir: &Ir, name: &str) -> Result<CtrlElf, Error> {
    let program = passes::cert::program::build(ir)?;
    encode(&program).map_err(|e| Error::message(format!("'{name}': {e}")))
}

/// The module of an NPU transaction stream (mlir-aie's
/// `transaction_binary_to_mlir`): its device, and its ops in a runtime
/// sequence.
pub fn from_transaction(words: &[u32]) -> Result<Ir, Error> {
    let stream = passes::npu::txn::decode(words).map_err(|e| Error::message(e.to_string()))?;
    passes::npu::txn::to_module(&stream).map_err(Error::message)
}

/// The control packets' words of a runtime sequence (mlir-aie's
/// `generate_control_packets`).
pub fn control_packet_words(ir: &Ir, select: Select) -> Result<Vec<u32>, Error> {
    passes::ctrl_packet::words(ir, select).map_err(Error::from)
}

/// The CDO files of a device's configuration, to be written into
/// `work_dir` (whose path the listing names), and the listing
/// `options.debug` asks for (mlir-aie's `generate_cdo`,
/// `aie-translate --aie-generate-cdo`).
pub fn cdo(
    ir: &Ir,
    work_dir: &str,
    options: passes::cdo::CdoOptions,
) -> Result<(Vec<passes::cdo::CdoFile>, String), Error> {
    passes::cdo::generate(ir, work_dir, options).map_err(Error::from)
}

/// The ELF of the lowering's `program`; its failure is a bug in aiec.
pub(crate) fn encode(program: &Program) -> Result<CtrlElf, String> {
    assembler::encode(program, None)
        .map(|(ctrl, _)| ctrl)
        .map_err(|ds| {
            let messages: Vec<&str> = ds.iter().map(|d| d.diagnostic.message.as_str()).collect();
            format!(
                "internal error: the lowered control code does not encode: {}",
                messages.join("; ")
            )
        })
}

/// A text or binary output a design translates to: mlir-aie's
/// aie-translate outputs, aiec's reports and control code.
#[derive(Clone, Copy, Debug)]
pub enum Translation<'a> {
    /// A runtime sequence's NPU instruction words, little-endian
    /// (`--aie-npu-to-binary --aie-output-binary`).
    NpuBinary(Select<'a>),
    /// The same words as hexadecimal lines (`--aie-npu-to-binary`).
    NpuText(Select<'a>),
    /// The JSON map from each operation of those words to its op's
    /// location (`--aie-npu-emit-locmap`), headed by the names of the
    /// device and the binary file.
    NpuLocmap(Select<'a>, (&'a str, &'a str)),
    /// A runtime sequence's control packets as the words the shim DMA
    /// sends, little-endian (`--aie-ctrlpkt-to-bin`).
    CtrlpktBinary(Select<'a>),
    /// C++ that generates the instruction words (`--aie-npu-to-cpp`).
    NpuCpp {
        /// Whether address patches of buffers the firmware does not
        /// translate add the DDR aperture offset when the builder runs.
        fold_ddr_addr_offset: bool,
        /// Whether to wrap the one sequence in the dispatch shim.
        dispatch_shim: bool,
    },
    /// The flows as JSON (`--aie-flows-to-json`).
    FlowsJson,
    /// The per-tile resource report (`--report=resources`).
    Resources {
        /// As JSON, else text.
        json: bool,
    },
    /// Where each logical tile was placed (`--report=placement`).
    Placement {
        /// As JSON, else text.
        json: bool,
    },
    /// The `aiex.cert` ops as ctrlcode assembly (`--aie-cert-to-asm`).
    CertAsm,
    /// The C code configuring a device with libxaie (`--aie-generate-xaie`).
    Xaie {
        /// The device's `sym_name` (default `main`).
        device: Option<&'a str>,
    },
    /// The chess linker's BCF of the core at (`col`, `row`)
    /// (`--aie-generate-bcf --tilecol --tilerow`).
    Bcf {
        /// The core's column.
        col: i64,
        /// Its row.
        row: i64,
        /// The device's `sym_name` (default `main`).
        device: Option<&'a str>,
    },
    /// The GNU linker script of the core at (`col`, `row`)
    /// (`--aie-generate-ldscript --tilecol --tilerow`).
    LdScript {
        /// The core's column.
        col: i64,
        /// Its row.
        row: i64,
        /// The device's `sym_name` (default `main`).
        device: Option<&'a str>,
    },
    /// One of aie-translate's small reports of a device
    /// (`--aie-generate-mmap`, `-json`, `-target-arch`, `-corelist`).
    DeviceReport {
        /// Which.
        report: DeviceReport,
        /// The device's `sym_name` (default `main`).
        device: Option<&'a str>,
    },
    /// Control code of the lowered design (`--emit=ctrl-*`).
    Ctrl(CtrlFormat),
}

/// aie-translate's small reports of a device (`passes::device_info`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceReport {
    /// `--aie-generate-mmap`.
    Mmap,
    /// `--aie-generate-json`.
    ShimDmaJson,
    /// `--aie-generate-target-arch`.
    TargetArch,
    /// `--aie-generate-corelist`.
    CoreList,
}

/// The forms of control code a lowered design is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CtrlFormat {
    /// ctrlcode assembly headed by the note's `; aiec:` lines.
    Asm,
    /// The ELF.
    Elf,
    /// AMD's legacy hex dump of the ctrlcode.
    Hex,
}

impl Translation<'_> {
    /// `ir`'s output (`source`: what its spans index, for reports that
    /// name positions).
    pub fn apply(
        self,
        ir: &Ir,
        source: Option<&dialect::syntax::Source>,
    ) -> Result<Vec<u8>, Error> {
        // The NPU translations write a write_config as its device's configuration.
        let inlined = passes::write_configs::with_configs_inlined(ir)?;
        let ir = inlined.as_ref().unwrap_or(ir);
        let text = match self {
            Translation::NpuBinary(select) => {
                return Ok(le_bytes(&passes::npu::binary::words(ir, select)?));
            }
            Translation::NpuText(select) => passes::npu::binary::text(ir, select)?,
            Translation::NpuLocmap(select, names) => {
                let position = |span: dialect::ir::Span| {
                    let s = source.filter(|_| !span.is_empty())?;
                    let (line, col) = s.position(span);
                    Some((s.file.to_string(), line, col))
                };
                passes::npu::locmap::locmap(ir, select, names, &position)?
            }
            Translation::CtrlpktBinary(select) => {
                return Ok(le_bytes(&control_packet_words(ir, select)?));
            }
            Translation::NpuCpp {
                fold_ddr_addr_offset,
                dispatch_shim,
            } => passes::npu::to_cpp::translate(ir, fold_ddr_addr_offset, dispatch_shim)?,
            Translation::FlowsJson => passes::route::flows_json::flows_to_json(ir)?,
            Translation::Resources { json } => {
                let of = passes::resources::of(ir);
                match json {
                    true => passes::resources::json(&of),
                    false => passes::resources::text(&of),
                }
            }
            Translation::Placement { json: true } => passes::place::report_json(ir, source),
            Translation::Placement { json: false } => passes::place::report_text(ir, source),
            Translation::CertAsm => passes::cert::program::asm(ir)?,
            Translation::Xaie { device } => passes::xaie::translate(ir, device)?,
            Translation::Bcf { col, row, device } => passes::bcf::translate(ir, col, row, device)?,
            Translation::LdScript { col, row, device } => {
                passes::ldscript::translate(ir, col, row, device)?
            }
            Translation::DeviceReport { report, device } => match report {
                DeviceReport::Mmap => passes::device_info::mmap(ir, device)?,
                DeviceReport::ShimDmaJson => passes::device_info::shim_dma_json(ir, device)?,
                DeviceReport::TargetArch => passes::device_info::target_arch(ir, device),
                DeviceReport::CoreList => passes::device_info::corelist(ir, device)?,
            },
            Translation::Ctrl(format) => return ctrl(ir, format),
        };
        Ok(text.into_bytes())
    }
}

/// The control code of the lowered `ir` in `format`.
fn ctrl(ir: &Ir, format: CtrlFormat) -> Result<Vec<u8>, Error> {
    let program = passes::cert::program::build(ir)?;
    if format == CtrlFormat::Asm {
        return Ok(program::print(&program).into_bytes());
    }
    let ctrl = encode(&program).map_err(|e| Diagnostic::error(ir[ir.top].span, e))?;
    Ok(match format {
        CtrlFormat::Hex => disasm::legacy_hex(&ctrl).into_bytes(),
        _ => elf::write(&ctrl),
    })
}

/// Words as little-endian bytes, as instruction files hold them.
pub fn le_bytes(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Tunes glibc's allocator for an input the front end reads on two threads
/// ([`dialect::syntax::reads_in_halves`]: `halves`); a small input, or one
/// core, keeps the default, which is faster there (and asks the system
/// nothing).
/// `Phase::Parsing`: blocks of 1 MiB and more straight to and from the
/// system. By default glibc raises that threshold to the largest block
/// freed, so once the parser's second thread has handed over its arenas
/// (freed then), freed memory would stay in the process: 3-4 MB more at the
/// peak of a 20 MB design. `Phase::Passes`: blocks up to 32 MiB (glibc's
/// most) from the heap, and memory freed at its top kept, so the passes' and
/// the output's large temporary lists reuse what those before them freed
/// instead of faulting in fresh zeroed pages (a 1M-op runtime sequence to an
/// ELF: 0.72 → 0.66 s, the same peak).
fn tune_allocator(halves: bool, phase: Phase) {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    if halves {
        // SAFETY: sets parameters of the C allocator (which locks its own state).
        unsafe {
            match phase {
                Phase::Parsing => {
                    libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
                }
                Phase::Passes => {
                    libc::mallopt(libc::M_MMAP_THRESHOLD, 32 << 20);
                    libc::mallopt(libc::M_TRIM_THRESHOLD, 1 << 30);
                }
            }
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    let _ = (halves, phase);
}

/// What the allocator is tuned for ([`tune_allocator`]).
#[derive(Clone, Copy)]
enum Phase {
    Parsing,
    Passes,
}
