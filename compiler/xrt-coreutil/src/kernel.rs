//! Hardware contexts, kernels and runs. A context made from an xclbin is
//! configured with the design of the PDI serving the kernel that runs
//! (another kernel's PDI replaces it, as the firmware loads it); one made
//! from a full ELF with the ELF's design. A run executes when it
//! starts: an xclbin (DPU) kernel's instruction buffer, or an ELF kernel's
//! control code, with its buffer objects' device copies as host memory.
//!
//! Arguments are XRT's: each has an offset and a size in the command's
//! argument block (the xclbin's, or 8 bytes per buffer of an ELF kernel);
//! `set_arg` writes a scalar's bytes there, and a buffer object's device
//! address. A run reads its buffers from the addresses its buffer
//! arguments hold.

use crate::bo::Bo;
use crate::device::{Device, ElfFile, XclbinFile};
use crate::error::Error;
use crate::ffi::{self, c_string, give, object, query, status, text};
use aie_target::cert::elf::AiecArg;
use aie_target::cert::encoding::Instr;
use compiler::host::context::{Context, Failure, Report, RunOptions, Work};
use compiler::host::loaded::{Code, Design, ElfKernel};
use runtime_sim::bus::Region;
use runtime_sim::xclbin::{Kernel, Qualifier};
use std::ffi::{c_char, c_int, c_void, CString};
use std::sync::{Arc, Mutex, MutexGuard};

/// ERT command states a run is in.
const NEW: c_int = 1;
const COMPLETED: c_int = 4;
const ERROR: c_int = 5;
const ABORT: c_int = 6;
const TIMEOUT: c_int = 8;
/// The opcode of an instruction buffer of NPU transaction words, what
/// mlir-aie's host programs pass.
const TRANSACTION: u64 = 3;
/// The group id XRT gives an argument connected to no memory (a scalar,
/// an index past the arguments): bank -1 in 16 bits.
const NO_GROUP: c_int = 0xFFFF;

/// What a context is configured from.
enum Source {
    Xclbin(Arc<XclbinFile>),
    Elf(Arc<Code>),
}

/// A hardware context; its array is made when a kernel is opened (the
/// xclbin's PDI serving that kernel) or at once (a full ELF).
pub struct HwContext {
    /// The device it is made on, whose buffers its runs reach.
    device: Arc<Device>,
    source: Source,
    /// The PDI (index in the xclbin's partition) the array is configured
    /// with, and the array.
    state: Mutex<Option<(usize, Context)>>,
    runs: Mutex<usize>,
}

impl HwContext {
    fn lock(&self) -> MutexGuard<'_, Option<(usize, Context)>> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `xrt::hw_context(device, uuid)`: a context of the xclbin registered
    /// with `device` under `uuid`.
    pub fn from_xclbin(device: &Arc<Device>, uuid: &[u8; 16]) -> Result<HwContext, Error> {
        Ok(HwContext {
            device: device.clone(),
            source: Source::Xclbin(device.xclbin(uuid)?),
            state: Mutex::new(None),
            runs: Mutex::new(0),
        })
    }

    /// `xrt::hw_context(device, elf)`: a context of a full ELF, its design
    /// loaded at once.
    pub fn from_elf(device: &Arc<Device>, e: &ElfFile) -> Result<HwContext, Error> {
        let design = Design::from_elf(&e.ctrl, &e.path)?;
        let code = Arc::new(Code::new(e.ctrl.clone(), design.ir(), &e.path)?);
        let context = Context::new(design, code.ctrl.aiec_note.as_ref(), run_options())?;
        Ok(HwContext {
            device: device.clone(),
            source: Source::Elf(code),
            state: Mutex::new(Some((0, context))),
            runs: Mutex::new(0),
        })
    }

    /// The xclbin it was made from (none for a full ELF's).
    pub fn xclbin(&self) -> Option<Arc<XclbinFile>> {
        match &self.source {
            Source::Xclbin(x) => Some(x.clone()),
            Source::Elf(_) => None,
        }
    }
}

/// How runs run: `AIESIM_MAX_CYCLES`, `AIESIM_TRACE`.
fn run_options() -> RunOptions {
    let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    RunOptions {
        max_cycles: var("AIESIM_MAX_CYCLES")
            .and_then(|v| v.parse().ok())
            .unwrap_or(0),
        trace: var("AIESIM_TRACE").map(Into::into),
    }
}

/// Whether `AIESIM_VERBOSE` asks for a line per run.
fn verbose() -> bool {
    std::env::var("AIESIM_VERBOSE").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// # Safety
/// `device` is a live handle; `uuid` is readable for 16 bytes; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_context_open(
    device: *mut Arc<Device>,
    uuid: *const u8,
    out: *mut *mut Arc<HwContext>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let d = unsafe { object(device, "xrt::device")? };
        let mut id = [0u8; 16];
        unsafe { std::ptr::copy_nonoverlapping(uuid, id.as_mut_ptr(), 16) };
        unsafe { give(out, Arc::new(HwContext::from_xclbin(d, &id)?)) }
    })
}

/// # Safety
/// The handles are live; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_context_open_elf(
    device: *mut Arc<Device>,
    elf: *mut Arc<ElfFile>,
    out: *mut *mut Arc<HwContext>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let (d, e) = unsafe { (object(device, "xrt::device")?, object(elf, "xrt::elf")?) };
        unsafe { give(out, Arc::new(HwContext::from_elf(d, e)?)) }
    })
}

/// The xclbin a context was made from, or null (a context of an ELF).
///
/// # Safety
/// `ctx` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_context_xclbin(ctx: *const Arc<HwContext>) -> *mut Arc<XclbinFile> {
    // SAFETY: per this function's contract.
    match unsafe { object(ctx, "xrt::hw_context") }.map(|c| c.xclbin()) {
        Ok(Some(x)) => ffi::handle(x),
        _ => std::ptr::null_mut(),
    }
}

/// # Safety
/// `ctx` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_context_free(ctx: *mut Arc<HwContext>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(ctx) }
}

/// What a kernel runs.
enum Entry {
    /// A DPU kernel of an xclbin: instruction buffers.
    Dpu(Kernel),
    /// A runtime sequence of ELF control code.
    Elf(Arc<Code>, ElfKernel),
    /// A DPU kernel of an xclbin whose instructions a module's ELF holds:
    /// the kernel's arguments (its instruction ones unread), the ELF's
    /// control code.
    Module(Arc<Code>, ElfKernel),
}

/// An argument as XRT knows it: where its bytes go in the command's
/// argument block, and what it is.
#[derive(Clone, Debug)]
struct ArgSpec {
    name: String,
    offset: usize,
    size: usize,
    /// A buffer (global) argument, passed by its address.
    global: bool,
    /// The memory index (group) a global argument is connected to.
    memory: Option<usize>,
    /// The instruction buffer (the global argument in SRAM).
    instructions: bool,
    /// An ELF kernel's runtime sequence argument, for its guard.
    sequence_arg: Option<AiecArg>,
}

/// The arguments of xclbin kernel `k`.
fn xclbin_args(k: &Kernel, memories: &[runtime_sim::xclbin::Memory]) -> Vec<ArgSpec> {
    k.args
        .iter()
        .enumerate()
        .map(|(i, a)| ArgSpec {
            name: a.name.clone(),
            offset: a.offset as usize,
            size: a.size as usize,
            global: a.qualifier == Qualifier::Global,
            memory: k.group_id(i, memories),
            instructions: a.memory.as_deref() == Some("SRAM"),
            sequence_arg: None,
        })
        .collect()
}

/// The arguments of an ELF kernel, its runtime sequence's: XRT names them
/// `argv0`.., each in an 8-byte slot; a host buffer is passed by its
/// address, a scalar by as many bytes as its type has.
fn elf_args(args: &[AiecArg]) -> Vec<ArgSpec> {
    args.iter()
        .enumerate()
        .map(|(i, a)| ArgSpec {
            name: format!("argv{i}"),
            offset: 8 * i,
            size: if a.scalar {
                a.size.clamp(1, 8) as usize
            } else {
                8
            },
            global: !a.scalar,
            memory: None,
            instructions: false,
            sequence_arg: Some(a.clone()),
        })
        .collect()
}

/// A kernel of a context.
pub struct KernelHandle {
    ctx: Arc<HwContext>,
    name: CString,
    entry: Entry,
    args: Vec<ArgSpec>,
    /// Whether buffers are checked against the xclbin's connectivity.
    connectivity: bool,
}

impl KernelHandle {
    fn label(&self) -> String {
        self.name.to_string_lossy().into_owned()
    }

    /// Its name (`get_name`).
    pub fn name(&self) -> String {
        self.label()
    }

    /// How many arguments it has.
    pub fn num_args(&self) -> usize {
        self.args.len()
    }

    /// The offset of argument `index` in the argument block.
    pub fn arg_offset(&self, index: c_int) -> Result<u32, Error> {
        Ok(self.arg(index)?.offset as u32)
    }

    /// The index of the argument named `name`.
    pub fn arg_index(&self, name: &str) -> Result<usize, Error> {
        self.args
            .iter()
            .position(|a| a.name == name)
            .ok_or_else(|| Error::from(format!("No such kernel argument '{name}'")))
    }

    /// Argument `index`, or XRT's error for an index past the arguments
    /// (the `std::out_of_range` of its argument vector).
    fn arg(&self, index: c_int) -> Result<&ArgSpec, Error> {
        usize::try_from(index)
            .ok()
            .and_then(|i| self.args.get(i))
            .ok_or_else(|| {
                Error::out_of_range(format!(
                    "vector::_M_range_check: __n (which is {}) >= this->size() (which is {})",
                    index as i64 as u64,
                    self.args.len()
                ))
            })
    }

    /// XRT's group id of argument `index`: its memory's index, else 0xFFFF.
    pub fn group_id(&self, index: c_int) -> c_int {
        let arg = usize::try_from(index).ok().and_then(|i| self.args.get(i));
        match (&self.entry, arg) {
            (
                _,
                Some(ArgSpec {
                    memory: Some(m), ..
                }),
            ) => *m as c_int,
            // An ELF kernel's buffers are host memory.
            (Entry::Elf(..), Some(a)) if a.global => 0,
            _ => NO_GROUP,
        }
    }
}

/// The DPU kernel `name` of `x` as XRT finds it: the name up to a `:` is
/// the kernel's, what follows its instance (`inst` or `{inst,...}`).
fn dpu_kernel(x: &XclbinFile, name: &str) -> Result<Kernel, Error> {
    let (kernel, instances) = match name.split_once(':') {
        Some((k, i)) => (k, Some(i)),
        None => (name, None),
    };
    let k = x
        .xclbin
        .kernels
        .iter()
        .find(|k| k.name == kernel)
        .ok_or_else(|| Error::from(format!("No such kernel '{kernel}'")))?;
    if let Some(i) = instances {
        let list = i
            .strip_prefix('{')
            .and_then(|i| i.strip_suffix('}'))
            .unwrap_or(i);
        if !list.split(',').any(|i| i.trim() == k.instance) {
            return Err(format!("No compute units matching '{name}'").into());
        }
    }
    Ok(k.clone())
}

/// Configures the context's array for DPU kernel `k`: with the design of
/// the PDI serving it, unless that PDI is already loaded. Another PDI's
/// design replaces the array, as the firmware loads the kernel's PDI
/// (which resets the array).
fn configure(
    state: &mut Option<(usize, Context)>,
    x: &XclbinFile,
    k: &Kernel,
) -> Result<(), Error> {
    let pdi = x
        .xclbin
        .partition
        .pdis
        .iter()
        .position(|p| p.kernel_ids.contains(&k.id));
    let pdi = pdi.ok_or_else(|| {
        Error::from(format!(
            "'{}': no PDI serves kernel {} (id 0x{:x})",
            x.path, k.name, k.id
        ))
    })?;
    if state.as_ref().is_some_and(|(loaded, _)| *loaded == pdi) {
        return Ok(());
    }
    let design = Design::from_xclbin(&x.xclbin, &x.path, k.id)?;
    let mut context = Context::new(design, None, run_options())?;
    // XRT loads the PDI with the hardware context: its cores start now.
    context.load_design().map_err(|f| f.error)?;
    *state = Some((pdi, context));
    Ok(())
}

/// Which of XRT's constructors makes a kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KernelKind {
    /// `xrt::kernel(context, name)`: a DPU kernel of the context's xclbin.
    Xclbin,
    /// `xrt::ext::kernel(context, module, name)`: a DPU kernel whose
    /// instructions a module's ELF holds.
    ExtModule,
    /// `xrt::ext::kernel(context, name)`: a runtime sequence of a full ELF.
    Ext,
}

impl KernelKind {
    /// The kind the C interface passes as `how` (0, 1, 2).
    fn from_c(how: c_int) -> KernelKind {
        match how {
            1 => KernelKind::ExtModule,
            2 => KernelKind::Ext,
            _ => KernelKind::Xclbin,
        }
    }
}

fn wrong_context(wanted: &str) -> Error {
    format!("Invalid API called for xrt::kernel creation, xrt::hw_context passed is not created using {wanted}").into()
}

impl KernelHandle {
    /// Opens kernel `name` of context `c` as constructor `how` makes it
    /// (`module`: the ELF of `xrt::ext::kernel(context, module, name)`).
    pub fn open(
        c: &Arc<HwContext>,
        module: Option<&ElfFile>,
        name: &str,
        how: KernelKind,
    ) -> Result<KernelHandle, Error> {
        Ok(match (how, &c.source) {
            (KernelKind::Ext, Source::Elf(code)) => {
                let k = code.kernel(name)?.clone();
                KernelHandle {
                    ctx: c.clone(),
                    name: c_string(name),
                    args: elf_args(&k.args),
                    entry: Entry::Elf(code.clone(), k),
                    connectivity: false,
                }
            }
            (KernelKind::Ext, Source::Xclbin(_)) => return Err(wrong_context("full ELF")),
            (_, Source::Elf(_)) => return Err(wrong_context("XCLBIN")),
            (_, Source::Xclbin(x)) => {
                let k = dpu_kernel(x, name)?;
                let args = xclbin_args(&k, &x.xclbin.memories);
                let mut state = c.lock();
                configure(&mut state, x, &k)?;
                let entry = match module {
                    Some(m) if how == KernelKind::ExtModule => {
                        if m.is_full() {
                            return Err("Invalid API called for xrt::kernel creation, xrt::module passed is created using full ELF".into());
                        }
                        let design = &state.as_ref().ok_or("no design")?.1.design;
                        let code = Arc::new(Code::new(m.ctrl.clone(), design.ir(), &m.path)?);
                        let device = design.device_name();
                        let e = code.for_xclbin_kernel(&device).cloned().ok_or_else(|| Error::from(format!(
                                "'{}' has no runtime sequence of device @{device}, the design of kernel {}: its sequences are {}",
                                m.path,
                                k.name,
                                code.names().join(", ")
                            )))?;
                        Entry::Module(code, e)
                    }
                    _ => Entry::Dpu(k),
                };
                KernelHandle {
                    ctx: c.clone(),
                    name: c_string(name),
                    entry,
                    args,
                    connectivity: true,
                }
            }
        })
    }
}

/// # Safety
/// `ctx` is a live handle; `module` is null or a live handle; `name` is a
/// NUL-terminated string; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_kernel_open(
    ctx: *mut Arc<HwContext>,
    module: *mut Arc<ElfFile>,
    name: *const c_char,
    how: c_int,
    out: *mut *mut Arc<KernelHandle>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let c = unsafe { object(ctx, "xrt::hw_context")? };
        let name = unsafe { text(name, "kernel name")? };
        let module = unsafe { module.as_ref() }.map(|m| &**m);
        let kernel = KernelHandle::open(c, module, name, KernelKind::from_c(how))?;
        unsafe { give(out, Arc::new(kernel)) }
    })
}

/// # Safety
/// `k` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_kernel_free(k: *mut Arc<KernelHandle>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(k) }
}

/// # Safety
/// `k` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_kernel_name(k: *const Arc<KernelHandle>) -> *const c_char {
    // SAFETY: per this function's contract.
    query(c"".as_ptr(), || {
        unsafe { object(k, "xrt::kernel") }.map_or(c"".as_ptr(), |k| k.name.as_ptr())
    })
}

/// # Safety
/// `k` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_kernel_group_id(k: *const Arc<KernelHandle>, arg: c_int) -> c_int {
    // SAFETY: per this function's contract.
    unsafe { object(k, "xrt::kernel") }.map_or(NO_GROUP, |k| k.group_id(arg))
}

/// The offset of argument `arg` in the argument block.
///
/// # Safety
/// `k` is a live handle; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_kernel_arg_offset(
    k: *const Arc<KernelHandle>,
    arg: c_int,
    out: *mut u32,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let offset = unsafe { object(k, "xrt::kernel")? }.arg_offset(arg)?;
        unsafe { out.as_mut() }
            .map(|o| *o = offset)
            .ok_or("a null output pointer".into())
    })
}

/// The index of the argument of the run's kernel named `name`.
///
/// # Safety
/// `r` is a live handle; `name` is a NUL-terminated string; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_arg_index(
    r: *const Arc<RunHandle>,
    name: *const c_char,
    out: *mut c_int,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let k = &unsafe { object(r, "xrt::run")? }.kernel;
        let name = unsafe { text(name, "argument name")? };
        let i = k.arg_index(name)?;
        unsafe { out.as_mut() }
            .map(|o| *o = i as c_int)
            .ok_or("a null output pointer".into())
    })
}

/// A buffer argument as set: the buffer object, or XRT's local copy of
/// one allocated in a memory the argument is not connected to.
#[derive(Clone)]
enum Bound {
    Bo(Arc<Bo>),
    Copy(Vec<u8>),
}

/// What a run has been given, and how it ended.
struct RunState {
    /// The argument block.
    payload: Vec<u8>,
    /// Per argument, the buffer object a global argument was set to.
    bound: Vec<Option<Bound>>,
    state: c_int,
    /// The runlists holding the run (it cannot be started on its own).
    runlists: usize,
    /// What its last execution did.
    last: Option<Outcome>,
}

/// What an execution of a run did: the simulated cycles of a run that
/// completed, the simulator's report of one that did not.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Cycles the run took (0 if it did not complete).
    pub cycles: u64,
    /// Why it did not complete (a deadlock report, a fault), if it did not.
    pub failure: Option<Error>,
}

/// A run of a kernel.
pub struct RunHandle {
    kernel: Arc<KernelHandle>,
    inner: Mutex<RunState>,
    /// The run's scratchpad (`get_ctrl_scratchpad_bo`), made when first
    /// asked for.
    scratchpad: Mutex<Option<Arc<Bo>>>,
}

impl RunHandle {
    fn lock(&self) -> MutexGuard<'_, RunState> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `xrt::run(kernel)`.
    pub fn new(k: &Arc<KernelHandle>) -> RunHandle {
        let block = k.args.iter().map(|a| a.offset + a.size).max().unwrap_or(0);
        RunHandle {
            kernel: k.clone(),
            inner: Mutex::new(RunState {
                payload: vec![0; block],
                bound: vec![None; k.args.len()],
                state: NEW,
                runlists: 0,
                last: None,
            }),
            scratchpad: Mutex::new(None),
        }
    }

    /// Its kernel.
    pub fn kernel(&self) -> &Arc<KernelHandle> {
        &self.kernel
    }

    /// `set_arg(index, scalar)`: the scalar's bytes.
    pub fn set_scalar(&self, index: c_int, bytes: &[u8]) -> Result<(), Error> {
        let a = self.kernel.arg(index)?;
        let mut s = self.lock();
        put(&mut s.payload, a, bytes);
        s.bound[index as usize] = None;
        Ok(())
    }

    /// `set_arg(index, bo)`.
    pub fn set_bo(&self, index: c_int, b: &Arc<Bo>) -> Result<(), Error> {
        let k = &self.kernel;
        let a = k.arg(index)?;
        let mut bound = None;
        if a.global {
            let bank = (b.memory.group & 0xFFFF) as usize;
            bound = Some(if k.connectivity && a.memory != Some(bank) {
                // XRT's rule: a buffer in a memory the argument is not
                // connected to is copied into one it is; the run uses the copy.
                eprintln!(
                    "[XRT] WARNING: Kernel {} has no compute units with connectivity required for global argument at index {index}. \
                     The argument is allocated in bank {}, the compute unit is connected to bank {}. \
                     Allocating local copy of argument buffer in connected bank.",
                    k.label(),
                    b.memory.group,
                    k.group_id(index)
                );
                Bound::Copy(b.device_bytes())
            } else {
                Bound::Bo(b.clone())
            });
        }
        let mut s = self.lock();
        put(&mut s.payload, a, &b.address().to_le_bytes());
        s.bound[index as usize] = bound;
        Ok(())
    }

    /// The ERT state it is in.
    pub fn state(&self) -> c_int {
        self.lock().state
    }

    /// What its last execution did, if it ran.
    pub fn outcome(&self) -> Option<Outcome> {
        self.lock().last.clone()
    }

    /// `start()`: runs the kernel now (a run executes when it starts);
    /// `from_runlist` when a runlist executes it (a run in a runlist cannot
    /// be started on its own).
    pub fn start(&self, from_runlist: bool) -> Result<(), Error> {
        let (payload, bound) = {
            let s = self.lock();
            if s.runlists > 0 && !from_runlist {
                return Err(
                    "Run object belongs to a runlist and cannot be explicitly started".into(),
                );
            }
            (s.payload.clone(), s.bound.clone())
        };
        let scratchpad = self
            .scratchpad
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .map(|bo| bo.device_bytes());
        let (state, outcome) = execute(&self.kernel, &payload, &bound, scratchpad)?;
        let mut s = self.lock();
        s.state = state;
        s.last = Some(outcome);
        Ok(())
    }

    /// Adds `delta` to the runlists holding the run.
    pub fn add_runlists(&self, delta: isize) {
        let mut s = self.lock();
        s.runlists = s.runlists.saturating_add_signed(delta);
    }

    /// Marks a run of a runlist that did not execute (an earlier one
    /// failed) as aborted.
    pub fn abort(&self) {
        self.lock().state = ABORT;
    }

    /// XRT's `get_ctrl_scratchpad_bo()`: the buffer object whose device copy
    /// a run's CREATE_SCRATCHPAD copies into the state table, made on first
    /// use with the size the kernel creates.
    pub fn scratchpad_bo(&self) -> Result<Arc<Bo>, Error> {
        let mut held = self.scratchpad.lock().unwrap_or_else(|e| e.into_inner());
        Ok(match &*held {
            Some(bo) => bo.clone(),
            None => {
                let size = scratchpad_size(&self.kernel)?;
                let memories = &self.kernel.ctx.device.memories;
                let bo = Arc::new(Bo::new(memories, size, 0, 0, None)?);
                *held = Some(bo.clone());
                bo
            }
        })
    }
}

/// # Safety
/// `k` is a live handle; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_open(
    k: *mut Arc<KernelHandle>,
    out: *mut *mut Arc<RunHandle>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let k = unsafe { object(k, "xrt::kernel")? };
        unsafe { give(out, Arc::new(RunHandle::new(k))) }
    })
}

/// # Safety
/// `r` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_free(r: *mut Arc<RunHandle>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(r) }
}

/// The size of the scratchpad kernel `k`'s runs have, the largest its
/// control code creates (CREATE_SCRATCHPAD's size), or XRT's error: only
/// a run with a module (an ELF's) has a control scratchpad, and only an
/// ELF whose control code creates one has it.
fn scratchpad_size(k: &KernelHandle) -> Result<usize, Error> {
    let code = match &k.entry {
        Entry::Dpu(_) => return Err("No module associated with run object".into()),
        Entry::Elf(code, _) | Entry::Module(code, _) => code,
    };
    let created = code
        .program
        .columns
        .iter()
        .flat_map(|c| &c.pages)
        .flat_map(|p| &p.jobs)
        .flat_map(|j| &j.instrs)
        .filter_map(|(_, i)| match i {
            Instr::CreateScratchpad(c) => Some(c.size as usize),
            _ => None,
        })
        .max();
    created.filter(|&n| n > 0).ok_or_else(|| Error::from(format!(
            "Control scratchpad memory is not present: kernel {}'s runtime sequence has no aiex.npu.create_scratchpad",
            k.label()
        )))
}

/// XRT's `run.get_ctrl_scratchpad_bo()` ([`RunHandle::scratchpad_bo`]).
///
/// # Safety
/// `r` is a live handle; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_scratchpad_bo(
    r: *mut Arc<RunHandle>,
    out: *mut *mut Arc<Bo>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let bo = unsafe { object(r, "xrt::run")? }.scratchpad_bo()?;
        unsafe { give(out, bo) }
    })
}

/// Writes `bytes` into argument `a`'s place: as many as it holds, as XRT.
fn put(payload: &mut [u8], a: &ArgSpec, bytes: &[u8]) {
    let n = a.size.min(bytes.len());
    payload[a.offset..a.offset + n].copy_from_slice(&bytes[..n]);
}

/// # Safety
/// `r` is a live handle; `value` is readable for `size` bytes.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_set_scalar(
    r: *mut Arc<RunHandle>,
    index: c_int,
    value: *const c_void,
    size: usize,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let r = unsafe { object(r, "xrt::run")? };
        if value.is_null() && size > 0 {
            return Err("a null scalar argument value".into());
        }
        let bytes = if size == 0 {
            &[][..]
        } else {
            // SAFETY: `value` is readable for `size` bytes.
            unsafe { std::slice::from_raw_parts(value.cast::<u8>(), size) }
        };
        r.set_scalar(index, bytes)
    })
}

/// # Safety
/// `r` and `bo` are live handles.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_set_bo(
    r: *mut Arc<RunHandle>,
    index: c_int,
    bo: *mut Arc<crate::bo::Bo>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let (r, b) = unsafe { (object(r, "xrt::run")?, object(bo, "xrt::bo")?) };
        r.set_bo(index, b)
    })
}

/// # Safety
/// `r` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_state(r: *const Arc<RunHandle>) -> c_int {
    // SAFETY: per this function's contract.
    unsafe { object(r, "xrt::run") }.map_or(ERROR, |r| r.state())
}

/// Runs the kernel; `from_runlist` when a runlist executes it (a run in
/// a runlist cannot be started on its own).
///
/// # Safety
/// `r` is a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_start(r: *mut Arc<RunHandle>, from_runlist: c_int) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        unsafe { object(r, "xrt::run")? }.start(from_runlist != 0)
    })
}

/// Adds `delta` to the runlists holding the run.
///
/// # Safety
/// `r` is a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_runlists(r: *mut Arc<RunHandle>, delta: c_int) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        unsafe { object(r, "xrt::run")? }.add_runlists(delta as isize);
        Ok(())
    })
}

/// Marks a run of a runlist that did not execute (an earlier one failed)
/// as aborted.
///
/// # Safety
/// `r` is a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_abort(r: *mut Arc<RunHandle>) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        unsafe { object(r, "xrt::run")? }.abort();
        Ok(())
    })
}

/// The bytes of scalar argument `a` of a run, zero-extended.
fn scalar(payload: &[u8], a: &ArgSpec) -> u64 {
    let mut bytes = [0u8; 8];
    let n = a.size.min(8);
    bytes[..n].copy_from_slice(&payload[a.offset..a.offset + n]);
    u64::from_le_bytes(bytes)
}

/// Where a run's buffer argument's bytes come from.
enum Src {
    Bo(Arc<Bo>),
    Copy(Vec<u8>),
}

impl Src {
    fn bytes(&self) -> Vec<u8> {
        match self {
            Src::Bo(b) => b.device_bytes(),
            Src::Copy(c) => c.clone(),
        }
    }

    fn size(&self) -> usize {
        match self {
            Src::Bo(b) => b.size,
            Src::Copy(c) => c.len(),
        }
    }
}

/// The buffer global argument `i` reaches: the buffer object it was set
/// to, else the one of `device` holding the address it holds (none for 0);
/// an address no buffer object holds is a failure of the run.
fn source(
    a: &ArgSpec,
    i: usize,
    payload: &[u8],
    bound: &[Option<Bound>],
    device: &Device,
) -> Result<Option<Src>, Error> {
    match &bound[i] {
        Some(Bound::Bo(b)) => return Ok(Some(Src::Bo(b.clone()))),
        Some(Bound::Copy(c)) => return Ok(Some(Src::Copy(c.clone()))),
        None => {}
    }
    let address = scalar(payload, a);
    if address == 0 {
        return Ok(None);
    }
    match device.memories.at_address(address) {
        Some(b) => Ok(Some(Src::Bo(Arc::new(b)))),
        None => Err(format!(
            "argument {i} ({}) holds address 0x{address:x}, which is no buffer object's",
            a.name
        )
        .into()),
    }
}

/// A run that fails before or while it runs: the report on standard
/// error, ERT's ERROR state.
fn failed(label: &str, n: usize, e: Error) -> (c_int, Outcome) {
    eprintln!("aie-sim: {label} run {n}: {e}");
    let outcome = Outcome {
        cycles: 0,
        failure: Some(e),
    };
    (ERROR, outcome)
}

/// Runs kernel `k` with argument block `payload`, buffers `bound` and the
/// bytes of its scratchpad, if it has one; the ERT state it ends in and
/// what it did. A simulation that does not complete is a state (with its
/// report on standard error), as is a buffer argument the firmware could
/// not reach; what aie-sim cannot run is an error.
fn execute(
    k: &KernelHandle,
    payload: &[u8],
    bound: &[Option<Bound>],
    scratchpad: Option<Vec<u8>>,
) -> Result<(c_int, Outcome), Error> {
    let label = k.label();
    let n = {
        let mut runs = k.ctx.runs.lock().unwrap_or_else(|e| e.into_inner());
        *runs += 1;
        *runs
    };
    if let Entry::Dpu(kernel) = &k.entry {
        let named = |name: &str| {
            k.args.iter().find(|a| a.name == name).ok_or_else(|| {
                Error::from(format!(
                    "kernel {} declares no argument '{name}'",
                    kernel.name
                ))
            })
        };
        let opcode = scalar(payload, named("opcode")?);
        if opcode != TRANSACTION {
            return Err(format!(
                "opcode {opcode}: aie-sim runs instruction buffers of NPU transaction words (opcode 3)"
            ).into());
        }
        let _ = named("ninstr")?;
    }
    // The runtime sequence's arguments: the global arguments but the
    // instruction buffer, in order; an ELF kernel's scalars too, their
    // bytes as the argument's contents.
    let mut instr = None;
    let mut sources = Vec::new();
    for (i, a) in k.args.iter().enumerate() {
        let dpu = matches!(k.entry, Entry::Dpu(_));
        if !a.global && matches!(k.entry, Entry::Elf(..)) {
            let bytes = payload[a.offset..a.offset + a.size].to_vec();
            sources.push(Some(Src::Copy(bytes)));
            continue;
        }
        if !a.global || (a.instructions && !dpu) {
            // A module's ELF holds the instructions: XRT ignores the argument.
            continue;
        }
        let src = match source(a, i, payload, bound, &k.ctx.device) {
            Ok(s) => s,
            Err(e) => return Ok(failed(&label, n, e)),
        };
        if a.instructions {
            instr = Some((i, src));
        } else {
            sources.push(src);
        }
    }
    while sources.last().is_some_and(Option::is_none) {
        sources.pop();
    }
    // A value outside the deadlock check's guard would hang the run.
    let sequence: Vec<AiecArg> = k
        .args
        .iter()
        .filter_map(|a| a.sequence_arg.clone())
        .collect();
    let value = |i: usize| k.args.get(i).map(|a| &payload[a.offset..a.offset + a.size]);
    if let Err(m) = runtime_sim::guard::check(&sequence, value) {
        return Ok(failed(&label, n, m.into()));
    }
    let words = match &k.entry {
        Entry::Dpu(_) => {
            let count = scalar(
                payload,
                k.args.iter().find(|a| a.name == "ninstr").expect("checked"),
            );
            match instructions(instr, count) {
                Ok(w) => w,
                Err(e) => return Ok(failed(&label, n, e)),
            }
        }
        _ => Vec::new(),
    };
    let (buffers, lent) = regions(&sources);
    let mut state = k.ctx.lock();
    if let (Source::Xclbin(x), Entry::Dpu(kernel)) = (&k.ctx.source, &k.entry) {
        configure(&mut state, x, kernel)?;
    }
    let (_, context) = state.as_mut().ok_or("the hardware context has no design")?;
    let work = match &k.entry {
        Entry::Dpu(_) => Work::Instructions(&words),
        Entry::Elf(code, e) | Entry::Module(code, e) => Work::Elf(code, e),
    };
    match context.run_with(work, buffers, scratchpad) {
        Ok((report, back)) => {
            // A lent device copy goes back as it is dropped; a copy is
            // written back, the later arguments' last.
            for ((src, bytes), lent) in sources.iter().zip(back).zip(lent) {
                if let (Some(Src::Bo(bo)), Some(bytes), false) = (src, bytes, lent) {
                    bo.set_device_bytes(&bytes);
                }
            }
            if verbose() {
                eprint!("{}", summary(&label, n, &report));
            }
            let outcome = Outcome {
                cycles: report.cycles,
                failure: None,
            };
            Ok((COMPLETED, outcome))
        }
        Err(Failure { timeout, error }) => {
            let (error, outcome) = failed(&label, n, error.into());
            Ok((if timeout { TIMEOUT } else { error }, outcome))
        }
    }
}

/// A run's host memory for `sources`, and which of it is lent: the first
/// argument on each buffer object's memory its device copy in place
/// ([`Bo::lend_device`]: no copy in or out), a later one on the same memory
/// (a buffer twice, or a buffer and its sub-buffer) a copy of its bytes
/// made before any is lent, an argument's own bytes a copy of them.
fn regions(sources: &[Option<Src>]) -> (Vec<Option<Region>>, Vec<bool>) {
    let bo = |i: usize| match &sources[i] {
        Some(Src::Bo(b)) => Some(b),
        _ => None,
    };
    let lent: Vec<bool> = (0..sources.len())
        .map(|i| bo(i).is_some_and(|b| !(0..i).any(|j| bo(j).is_some_and(|e| e.shares_memory(b)))))
        .collect();
    let mut regions: Vec<Option<Region>> = sources
        .iter()
        .zip(&lent)
        .map(|(s, &lent)| match s {
            Some(Src::Bo(_)) if lent => None,
            Some(s) => Some(Region::from(s.bytes())),
            None => None,
        })
        .collect();
    for (i, region) in regions.iter_mut().enumerate() {
        if let (Some(b), true) = (bo(i), lent[i]) {
            *region = Some(Region::new(b.lend_device()));
        }
    }
    (regions, lent)
}

/// The instruction words: `count` words of the instruction buffer
/// argument (`index`, where it reaches).
fn instructions(instr: Option<(usize, Option<Src>)>, count: u64) -> Result<Vec<u32>, Error> {
    let Some((i, src)) = instr else {
        return Err("the kernel declares no instruction buffer (a global argument in SRAM)".into());
    };
    let src = src
        .ok_or_else(|| Error::from(format!("argument {i} (the instruction buffer) is not set")))?;
    let bytes = usize::try_from(count)
        .ok()
        .and_then(|c| c.checked_mul(4))
        .filter(|&b| b <= src.size());
    let bytes = bytes.ok_or_else(|| {
        Error::from(format!(
            "ninstr is {count} words, but the instruction buffer object has {} bytes",
            src.size()
        ))
    })?;
    let data = src.bytes();
    Ok(data[..bytes]
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

/// The line `AIESIM_VERBOSE` prints after a run, and the work left.
fn summary(label: &str, n: usize, r: &Report) -> String {
    let s = &r.summary;
    let mut out = format!(
        "aie-sim: {label} run {n}: {} cycles; uCs: {} ctrlcode ops, {} jobs, {} words written; array: {} DMA tasks, {} words moved by DMAs, {} core ops\n",
        r.cycles, s.ops, s.jobs, s.words, r.stats.tasks, r.stats.dma_words, r.stats.core_ops
    );
    for line in &r.left {
        out += &format!("aie-sim: {label} run {n}: left waiting: {line}\n");
    }
    out
}
