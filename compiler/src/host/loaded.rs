//! What a hardware context is configured from: the design (the MLIR that
//! an xclbin's PDI image or a full ELF's `.aiec.design` holds) with its
//! kernel libraries, and for a full ELF its control code with the kernels
//! (runtime sequences) it can start.

use super::{DESIGN_ATTACHMENT, KERNEL_ATTACHMENT};
use crate::session::Error;
use aie_target::cert::elf::{AiecArg, AiecNote, CtrlElf};
use aie_target::cert::loader::Program;
use aie_target::device::Device;
use dialect::ir::View as _;
use dialect::ops::views::{self, RuntimeSequence};
use dialect::Ir;
use md5::{Digest, Md5};
use runtime_sim::xclbin::{Object, Xclbin};
use std::io::Write as _;
use std::path::{Path, PathBuf};

/// A design loaded for runs.
pub struct Design {
    /// Its MLIR (the NPU half of the pipeline done) parsed, named where it
    /// came from, for messages (`aie.xclbin`).
    pub design: crate::session::Design,
    /// The device it targets.
    pub device: &'static Device,
    /// Its kernel libraries, in the kernel cache.
    pub libs: Vec<PathBuf>,
    /// The other designs of its xclbin (each PDI's MLIR text), whose cores
    /// a core image in program memory may name
    /// ([`aie_target::regs::CoreImage`]).
    pub others: Vec<String>,
}

impl Design {
    /// The design of the xclbin's PDI that serves DPU kernel `kernel_id`.
    pub fn from_xclbin(x: &Xclbin, name: &str, kernel_id: u32) -> Result<Design, Error> {
        let pdi = x
            .partition
            .pdis
            .iter()
            .find(|p| p.kernel_ids.contains(&kernel_id))
            .ok_or_else(|| {
                Error::message(format!("'{name}': no PDI serves kernel id 0x{kernel_id:x}"))
            })?;
        let text = |p: &runtime_sim::xclbin::Pdi| {
            String::from_utf8(p.image.clone()).map_err(|_| {
                Error::message(format!("'{name}': a PDI image is not an aiec design (MLIR text); build the xclbin with aiec's aiecc"))
            })
        };
        let mut design = Design::new(name, text(pdi)?, &x.objects)?;
        let others = x.partition.pdis.iter().filter(|p| p.uuid != pdi.uuid);
        design.others = others.map(text).collect::<Result<_, _>>()?;
        Ok(design)
    }

    /// The design a full ELF carries, with its kernel libraries.
    pub fn from_elf(ctrl: &CtrlElf, name: &str) -> Result<Design, Error> {
        let mut text = None;
        let mut objects = Vec::new();
        for (section, data) in &ctrl.attachments {
            if section == DESIGN_ATTACHMENT {
                text = Some(String::from_utf8(data.clone()).map_err(|_| {
                    Error::message(format!("'{name}': {DESIGN_ATTACHMENT} is not MLIR text"))
                })?);
            } else if let Some(object) = section.strip_prefix(KERNEL_ATTACHMENT) {
                objects.push(Object {
                    name: object.to_string(),
                    library: data.clone(),
                });
            }
        }
        let text = text.ok_or_else(|| {
            Error::message(format!("'{name}' carries no design ({DESIGN_ATTACHMENT}): the cores cannot run; build it with `aiecc --generate-full-elf`"))
        })?;
        Design::new(name, text, &objects)
    }

    fn new(name: &str, text: String, objects: &[Object]) -> Result<Design, Error> {
        let source = crate::session::Source::new(name, text);
        let design = crate::session::Design::parse(source)
            .map_err(|e| e.context(format!("'{name}': the design does not compile")))?;
        let device = design
            .devices()
            .first()
            .map(|d| d.model)
            .ok_or_else(|| Error::message(format!("'{name}': the design has no aie.device")))?;
        let libs = objects.iter().map(cache).collect::<Result<_, _>>()?;
        Ok(Design {
            design,
            device,
            libs,
            others: Vec::new(),
        })
    }

    /// Where it came from, for messages.
    pub fn name(&self) -> &str {
        self.design.name()
    }

    /// Its MLIR text.
    pub fn text(&self) -> &str {
        self.design.source().map_or("", |s| s.text())
    }

    /// Its IR.
    pub fn ir(&self) -> &Ir {
        self.design.ir()
    }

    /// The note a design without control code runs under: its device.
    pub fn note(&self) -> AiecNote {
        AiecNote {
            device: self.device.name.to_string(),
            args: Vec::new(),
            config_jobs: Vec::new(),
            reconfig: None,
        }
    }
}

/// Writes a kernel library into the kernel cache (once: the name holds the
/// MD5 of its bytes); its path.
fn cache(object: &Object) -> Result<PathBuf, Error> {
    let dir = runtime_sim::kernels::cache_dir();
    std::fs::create_dir_all(&dir).map_err(|e| {
        Error::message(format!(
            "cannot create the kernel cache '{}': {e}",
            dir.display()
        ))
    })?;
    let stem = Path::new(&object.name)
        .file_stem()
        .map_or("kernel".into(), |s| s.to_string_lossy());
    let path = dir.join(format!("{stem}-{:x}.so", Md5::digest(&object.library)));
    if path.is_file() {
        return Ok(path);
    }
    let fail =
        |e: std::io::Error| Error::message(format!("cannot write '{}': {e}", path.display()));
    let mut tmp = tempfile::NamedTempFile::new_in(&dir).map_err(fail)?;
    tmp.write_all(&object.library).map_err(fail)?;
    tmp.persist(&path).map_err(|e| fail(e.error))?;
    Ok(path)
}

/// A full ELF's control code and the kernels it can start.
pub struct Code {
    /// The ELF's control code.
    pub ctrl: CtrlElf,
    /// The control code loaded: its columns' pages and jobs.
    pub program: Program,
    /// `device:sequence` of each runtime sequence, with where it starts
    /// (`None`: the entry, in the default groups) and its arguments.
    pub kernels: Vec<ElfKernel>,
}

/// A runtime sequence of a full ELF.
#[derive(Clone, Debug)]
pub struct ElfKernel {
    /// The `sym_name` of its `aie.device` (`main` for a sequence outside one).
    pub device: String,
    /// Its `sym_name`.
    pub sequence: String,
    /// Per column, the id of the job it starts at (`None`: the entry, in
    /// the default groups).
    pub starts: Option<Vec<(u32, u32)>>,
    /// Its arguments: host buffers and scalars.
    pub args: Vec<AiecArg>,
}

impl Design {
    /// The `sym_name` of the design's first `aie.device` (`main` when it
    /// has none).
    pub fn device_name(&self) -> String {
        let ir = self.ir();
        ir.views::<views::Device>(ir.children(ir.top))
            .next()
            .map_or("main", |d| d.sym_name(ir))
            .to_string()
    }
}

impl Code {
    /// The control code of `ctrl`, whose runtime sequences `design` names.
    pub fn new(ctrl: CtrlElf, design: &Ir, name: &str) -> Result<Code, Error> {
        let program = Program::load(&ctrl).map_err(|e| Error::message(format!("'{name}': {e}")))?;
        let note = ctrl.aiec_note.as_ref();
        let kernels = sequences(design)
            .into_iter()
            .map(|(device, sequence, args)| {
                let starts = note
                    .and_then(|n| n.reconfig.as_ref())
                    .filter(|r| r.entry != (device.clone(), sequence.clone()))
                    .and_then(|r| {
                        let k = r
                            .kernels
                            .iter()
                            .find(|k| k.device == device && k.sequence == sequence)?;
                        Some(k.starts.clone())
                    });
                ElfKernel {
                    device,
                    sequence,
                    starts,
                    args,
                }
            })
            .collect::<Vec<_>>();
        // A design without runtime sequences (a configuration alone, as a
        // control-packet base xclbin is) runs the ELF's entry kernel, as its
        // note describes it.
        let kernels = match (kernels.is_empty(), note) {
            (true, Some(n)) => vec![entry_kernel(n)],
            _ => kernels,
        };
        Ok(Code {
            ctrl,
            program,
            kernels,
        })
    }

    /// The kernel that runs this ELF's instructions for an xclbin's DPU
    /// kernel (an instruction ELF with a context made from the xclbin, as
    /// `xrt::ext::kernel(context, module, "MLIR_AIE")` asks): the ELF's
    /// only runtime sequence, else the first of device `device` (the
    /// xclbin's design).
    pub fn for_xclbin_kernel(&self, device: &str) -> Option<&ElfKernel> {
        match &self.kernels[..] {
            [only] => Some(only),
            all => all.iter().find(|k| k.device == device),
        }
    }

    /// The kernel `name` names, by XRT's rule for a full ELF: the name up
    /// to a `:` is the kernel (the `aie.device`), what follows the
    /// sub-kernel (its runtime sequence), which may be left out when the
    /// device has one. The errors are XRT's.
    pub fn kernel(&self, name: &str) -> Result<&ElfKernel, Error> {
        let (device, sequence) = match name.split_once(':') {
            Some((d, s)) => (d, Some(s)),
            None => (name, None),
        };
        let of_device: Vec<&ElfKernel> =
            self.kernels.iter().filter(|k| k.device == device).collect();
        if of_device.is_empty() {
            return Err(Error::message(format!(
                "no ELF found with given kernel name in ctx: no kernel '{device}' in the ELF; its kernels are {}",
                self.names().join(", ")
            )));
        }
        match (sequence, &of_device[..]) {
            (Some(s), _) => of_device
                .iter()
                .find(|k| k.sequence == s)
                .copied()
                .ok_or_else(|| {
                    Error::message(format!("Unable to find group idx for given kernel: {name}"))
                }),
            (None, [only]) => Ok(only),
            (None, _) => Err(Error::message(
                "Multiple sub kernels present for given kernel, cannot choose sub kernel",
            )),
        }
    }

    /// `device:sequence` of each kernel.
    pub fn names(&self) -> Vec<String> {
        self.kernels
            .iter()
            .map(|k| format!("{}:{}", k.device, k.sequence))
            .collect()
    }
}

/// The entry kernel of an ELF as its note describes it: its device and
/// sequence (`main:sequence` where the note names none) and arguments.
fn entry_kernel(note: &AiecNote) -> ElfKernel {
    let (device, sequence) = note.reconfig.as_ref().map_or_else(
        || ("main".to_string(), "sequence".to_string()),
        |r| r.entry.clone(),
    );
    ElfKernel {
        device,
        sequence,
        starts: None,
        args: note.args.clone(),
    }
}

/// The (device, sequence, arguments) of each runtime sequence.
fn sequences(ir: &Ir) -> Vec<(String, String, Vec<AiecArg>)> {
    let seqs = ir.views::<RuntimeSequence>(ir.walk(ir.top));
    seqs.map(|s| {
        let device = ir
            .parent_op(s.op())
            .and_then(|d| ir.view::<views::Device>(d))
            .map_or("main", |d| d.sym_name(ir));
        let args = passes::cert::note::args(ir, s.op());
        (device.to_string(), s.sym_name(ir).to_string(), args)
    })
    .collect()
}
