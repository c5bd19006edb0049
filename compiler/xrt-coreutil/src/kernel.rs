//! Hardware contexts, kernels and runs. A context made from an xclbin is
//! configured with the design of the PDI serving the kernel that runs
//! (another kernel's PDI replaces it, as the firmware loads it); one made
//! from a full ELF with the ELF's design. A run executes when it
//! starts: an xclbin (DPU) kernel's instruction buffer, or an ELF kernel's
//! control code, with its buffer objects' device copies as host memory.

use crate::bo::Bo;
use crate::device::{Device, ElfFile, XclbinFile};
use crate::ffi::{self, c_string, give, object, query, status, text};
use compiler::host::context::{Context, Failure, Report, RunOptions, Work};
use compiler::host::loaded::{Code, Design, ElfKernel};
use runtime_sim::xclbin::{Kernel, Qualifier};
use std::ffi::{c_char, c_int, c_void, CString};
use std::sync::{Arc, Mutex, MutexGuard};

/// ERT command states a run ends in.
const NEW: c_int = 1;
const COMPLETED: c_int = 4;
const ERROR: c_int = 5;
const TIMEOUT: c_int = 8;
/// The opcode of an instruction buffer of NPU transaction words, what
/// mlir-aie's host programs pass.
const TRANSACTION: u64 = 3;

/// What a context is configured from.
enum Source {
    Xclbin(Arc<XclbinFile>),
    Elf(Arc<Code>),
}

/// A hardware context; its array is made when a kernel is opened (the
/// xclbin's PDI serving that kernel) or at once (a full ELF).
pub struct HwContext {
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
        let ctx = HwContext {
            source: Source::Xclbin(d.xclbin(&id)?),
            state: Mutex::new(None),
            runs: Mutex::new(0),
        };
        unsafe { give(out, Arc::new(ctx)) }
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
        let (_, e) = unsafe { (object(device, "xrt::device")?, object(elf, "xrt::elf")?) };
        let design = Design::from_elf(&e.ctrl, &e.path)?;
        let code = Arc::new(Code::new(e.ctrl.clone(), &design.ir, &e.path)?);
        let context = Context::new(design, code.ctrl.aiec_note.as_ref(), run_options())?;
        let ctx = HwContext {
            source: Source::Elf(code),
            state: Mutex::new(Some((0, context))),
            runs: Mutex::new(0),
        };
        unsafe { give(out, Arc::new(ctx)) }
    })
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
    Module(Arc<Code>, ElfKernel, Kernel),
}

impl Entry {
    /// How many arguments it takes.
    fn arg_count(&self) -> usize {
        match self {
            Entry::Dpu(k) | Entry::Module(_, _, k) => k.args.len(),
            Entry::Elf(_, e) => e.args,
        }
    }
}

/// A kernel of a context.
pub struct KernelHandle {
    ctx: Arc<HwContext>,
    name: CString,
    entry: Entry,
    /// The memory indices of the xclbin (for group ids).
    memories: Vec<runtime_sim::xclbin::Memory>,
}

/// The DPU kernel `name` (`kernel`, `kernel:instance` or
/// `kernel:{instance}`) of `x`.
fn dpu_kernel(x: &XclbinFile, name: &str) -> Result<Kernel, String> {
    let found = x.xclbin.kernels.iter().find(|k| {
        let braced = format!("{}:{{{}}}", k.name, k.instance);
        name == k.name || name == format!("{}:{}", k.name, k.instance) || name == braced
    });
    found.cloned().ok_or_else(|| {
        let names: Vec<&str> = x.xclbin.kernels.iter().map(|k| k.name.as_str()).collect();
        format!(
            "no kernel '{name}' in '{}'; it has {}",
            x.path,
            names.join(", ")
        )
    })
}

/// Configures the context's array for DPU kernel `k`: with the design of
/// the PDI serving it, unless that PDI is already loaded. Another PDI's
/// design replaces the array, as the firmware loads the kernel's PDI
/// (which resets the array).
fn configure(
    state: &mut Option<(usize, Context)>,
    x: &XclbinFile,
    k: &Kernel,
) -> Result<(), String> {
    let pdi = x
        .xclbin
        .partition
        .pdis
        .iter()
        .position(|p| p.kernel_ids.contains(&k.id));
    let pdi = pdi.ok_or_else(|| {
        format!(
            "'{}': no PDI serves kernel {} (id 0x{:x})",
            x.path, k.name, k.id
        )
    })?;
    if state.as_ref().is_some_and(|(loaded, _)| *loaded == pdi) {
        return Ok(());
    }
    let design = Design::from_xclbin(&x.xclbin, &x.path, k.id)?;
    let mut context = Context::new(design, None, run_options())?;
    // XRT loads the PDI with the hardware context: its cores start now.
    context.load_design().map_err(|f| f.message)?;
    *state = Some((pdi, context));
    Ok(())
}

/// # Safety
/// `ctx` is a live handle; `module` is null or a live handle; `name` is a
/// NUL-terminated string; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_kernel_open(
    ctx: *mut Arc<HwContext>,
    module: *mut Arc<ElfFile>,
    name: *const c_char,
    out: *mut *mut Arc<KernelHandle>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let c = unsafe { object(ctx, "xrt::hw_context")? };
        let name = unsafe { text(name, "kernel name")? };
        let module = unsafe { module.as_ref() };
        let (entry, memories) = match (&c.source, module) {
            (Source::Xclbin(x), None) => {
                let k = dpu_kernel(x, name)?;
                configure(&mut c.lock(), x, &k)?;
                (Entry::Dpu(k), x.xclbin.memories.clone())
            }
            (Source::Xclbin(x), Some(m)) => {
                let first = x
                    .xclbin
                    .kernels
                    .first()
                    .ok_or("the xclbin declares no kernel")?;
                let mut state = c.lock();
                configure(&mut state, x, first)?;
                let design = &state.as_ref().ok_or("no design")?.1.design;
                let code = Arc::new(Code::new(m.ctrl.clone(), &design.ir, &m.path)?);
                // A name the ELF does not know names the xclbin's kernel,
                // whose instructions the module holds (XRT's rule for an
                // ELF without kernel names).
                match code.kernel(name) {
                    Ok(k) => {
                        let k = k.clone();
                        (Entry::Elf(code, k), Vec::new())
                    }
                    Err(e) => {
                        let dpu = dpu_kernel(x, name).map_err(|_| e.clone())?;
                        let k = code
                            .for_xclbin_kernel(&design.device_name())
                            .cloned()
                            .ok_or(e)?;
                        (Entry::Module(code, k, dpu), x.xclbin.memories.clone())
                    }
                }
            }
            (Source::Elf(code), None) => (
                Entry::Elf(code.clone(), code.kernel(name)?.clone()),
                Vec::new(),
            ),
            (Source::Elf(_), Some(_)) => {
                return Err(
                    "a module's kernels run on a hardware context made from an xclbin".into(),
                )
            }
        };
        let kernel = KernelHandle {
            ctx: c.clone(),
            name: c_string(name),
            entry,
            memories,
        };
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
    let Ok(k) = (unsafe { object(k, "xrt::kernel") }) else {
        return -1;
    };
    let Ok(arg) = usize::try_from(arg) else {
        return -1;
    };
    let group = match &k.entry {
        Entry::Dpu(kernel) | Entry::Module(_, _, kernel) => kernel.group_id(arg, &k.memories),
        Entry::Elf(_, e) => (arg < e.args).then_some(0),
    };
    group.map_or(-1, |g| g as c_int)
}

/// A run's argument.
#[derive(Clone)]
enum Value {
    Scalar(u64),
    Bo(Arc<Bo>),
}

/// The buffer objects of a run's runtime-sequence arguments, in order.
type Bos = Vec<Option<Arc<Bo>>>;

/// A run of a kernel.
pub struct RunHandle {
    kernel: Arc<KernelHandle>,
    args: Mutex<Vec<Option<Value>>>,
    state: Mutex<c_int>,
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
        let run = RunHandle {
            kernel: k.clone(),
            args: Mutex::new(Vec::new()),
            state: Mutex::new(NEW),
        };
        unsafe { give(out, Arc::new(run)) }
    })
}

/// # Safety
/// `r` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_free(r: *mut Arc<RunHandle>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(r) }
}

/// Sets argument `index` of run `r` to `value`.
fn set(r: &RunHandle, index: c_int, value: Value) -> Result<(), String> {
    let index = usize::try_from(index).map_err(|_| format!("argument index {index}"))?;
    let count = r.kernel.entry.arg_count();
    if index >= count {
        return Err(format!(
            "kernel {} has {count} argument(s); there is no argument {index}",
            r.kernel.name.to_string_lossy()
        ));
    }
    let mut args = r.args.lock().unwrap_or_else(|e| e.into_inner());
    if args.len() <= index {
        args.resize(index + 1, None);
    }
    args[index] = Some(value);
    Ok(())
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
        if size > 8 || value.is_null() {
            return Err(format!("a scalar argument of {size} bytes (at most 8)"));
        }
        let mut bytes = [0u8; 8];
        unsafe { std::ptr::copy_nonoverlapping(value.cast::<u8>(), bytes.as_mut_ptr(), size) };
        set(r, index, Value::Scalar(u64::from_le_bytes(bytes)))
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
        set(r, index, Value::Bo(b.clone()))
    })
}

/// # Safety
/// `r` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_state(r: *const Arc<RunHandle>) -> c_int {
    // SAFETY: per this function's contract.
    unsafe { object(r, "xrt::run") }.map_or(ERROR, |r| {
        *r.state.lock().unwrap_or_else(|e| e.into_inner())
    })
}

/// # Safety
/// `r` is a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_run_start(r: *mut Arc<RunHandle>) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let r = unsafe { object(r, "xrt::run")? };
        let args = r.args.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let state = execute(&r.kernel, &args)?;
        *r.state.lock().unwrap_or_else(|e| e.into_inner()) = state;
        Ok(())
    })
}

/// Runs kernel `k` with `args`; the ERT state it ends in. A simulation that
/// does not complete is a state (with its report on standard error); an
/// argument the kernel cannot run with is an error.
fn execute(k: &KernelHandle, args: &[Option<Value>]) -> Result<c_int, String> {
    let label = k.name.to_string_lossy();
    let (words, bos) = match &k.entry {
        Entry::Dpu(kernel) => dpu_args(kernel, args)?,
        Entry::Elf(_, e) => (Vec::new(), elf_args(e, args)?),
        Entry::Module(_, _, kernel) => (Vec::new(), host_buffers(kernel, args)?),
    };
    let buffers = bos
        .iter()
        .map(|b| b.as_ref().map(|b| b.device().clone()))
        .collect();
    let mut state = k.ctx.lock();
    if let (Source::Xclbin(x), Entry::Dpu(kernel)) = (&k.ctx.source, &k.entry) {
        configure(&mut state, x, kernel)?;
    }
    let (_, context) = state.as_mut().ok_or("the hardware context has no design")?;
    let work = match &k.entry {
        Entry::Dpu(_) => Work::Instructions(&words),
        Entry::Elf(code, e) | Entry::Module(code, e, _) => Work::Elf(code, e),
    };
    let n = {
        let mut runs = k.ctx.runs.lock().unwrap_or_else(|e| e.into_inner());
        *runs += 1;
        *runs
    };
    match context.run(work, buffers) {
        Ok((report, back)) => {
            for (bo, bytes) in bos.iter().zip(back) {
                if let (Some(bo), Some(bytes)) = (bo, bytes) {
                    bo.device().copy_from_slice(&bytes);
                }
            }
            if verbose() {
                eprint!("{}", summary(&label, n, &report));
            }
            Ok(COMPLETED)
        }
        Err(Failure { timeout, message }) => {
            eprintln!("aie-sim: {label} run {n}: {message}");
            Ok(if timeout { TIMEOUT } else { ERROR })
        }
    }
}

/// The instruction words and buffers of a DPU kernel's arguments:
/// `opcode` (which must be 3, a transaction buffer), the instruction
/// buffer (the global argument in SRAM), `ninstr` (its words), then the
/// other global arguments, the runtime sequence's buffers in order.
fn dpu_args(k: &Kernel, args: &[Option<Value>]) -> Result<(Vec<u32>, Bos), String> {
    let get = |i: usize| args.get(i).cloned().flatten();
    let named = |name: &str| k.args.iter().position(|a| a.name == name);
    let scalar = |name: &str| -> Result<u64, String> {
        let i = named(name)
            .ok_or_else(|| format!("kernel {} declares no argument '{name}'", k.name))?;
        match get(i) {
            Some(Value::Scalar(v)) => Ok(v),
            Some(Value::Bo(_)) => Err(format!(
                "argument {i} ({name}) is a scalar, but a buffer object was given"
            )),
            None => Err(format!("argument {i} ({name}) is not set")),
        }
    };
    let opcode = scalar("opcode")?;
    if opcode != TRANSACTION {
        return Err(format!(
            "opcode {opcode}: aie-sim runs instruction buffers of NPU transaction words (opcode 3)"
        ));
    }
    let count = scalar("ninstr")?;
    let instr = k
        .args
        .iter()
        .position(|a| a.memory.as_deref() == Some("SRAM"));
    let instr = instr.ok_or_else(|| {
        format!(
            "kernel {} declares no instruction buffer (a global argument in SRAM)",
            k.name
        )
    })?;
    let Some(Value::Bo(bo)) = get(instr) else {
        return Err(format!(
            "argument {instr} (the instruction buffer) is not a buffer object"
        ));
    };
    let device = bo.device();
    let bytes = usize::try_from(count)
        .ok()
        .and_then(|c| c.checked_mul(4))
        .filter(|&b| b <= bo.size);
    let bytes = bytes.ok_or_else(|| {
        format!(
            "ninstr is {count} words, but the instruction buffer object has {} bytes",
            bo.size
        )
    })?;
    let words = device[..bytes]
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    Ok((words, host_buffers(k, args)?))
}

/// The buffers of a DPU kernel's host arguments (its global arguments but
/// the instruction buffer), the runtime sequence's buffers in order.
fn host_buffers(k: &Kernel, args: &[Option<Value>]) -> Result<Bos, String> {
    let get = |i: usize| args.get(i).cloned().flatten();
    let mut buffers = Vec::new();
    for (i, a) in k.args.iter().enumerate() {
        if a.qualifier != Qualifier::Global || a.memory.as_deref() == Some("SRAM") {
            continue;
        }
        buffers.push(match get(i) {
            Some(Value::Bo(b)) => Some(b),
            Some(Value::Scalar(_)) => {
                return Err(format!(
                    "argument {i} ({}) is a buffer, but a scalar was given",
                    a.name
                ))
            }
            None => None,
        });
    }
    while buffers.last().is_some_and(Option::is_none) {
        buffers.pop();
    }
    Ok(buffers)
}

/// The buffers of an ELF kernel's arguments: each a buffer object.
fn elf_args(e: &ElfKernel, args: &[Option<Value>]) -> Result<Bos, String> {
    (0..e.args)
        .map(|i| match args.get(i).cloned().flatten() {
            Some(Value::Bo(b)) => Ok(Some(b)),
            Some(Value::Scalar(_)) => Err(format!(
                "argument {i} of {}:{} is a buffer, but a scalar was given",
                e.device, e.sequence
            )),
            None => Ok(None),
        })
        .collect()
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
