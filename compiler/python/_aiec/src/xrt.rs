//! `pyxrt`'s objects over the XRT-compatible runtime's Rust API
//! (`xrt_coreutil::{device, kernel, bo}`), the one the C++ host programs'
//! `libxrt_coreutil.so` wraps: device, xclbin, ELF and module, hardware
//! context, kernel (and `ext.kernel`), run, buffer object. The Python
//! package's `pyxrt` module gives them XRT's names and enums.

use pyo3::exceptions::{PyIndexError, PyRuntimeError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyInt};
use std::ffi::c_int;
use std::sync::Arc;
use xrt_coreutil::bo::{self, Bo};
use xrt_coreutil::device::{Device, ElfFile, XclbinFile};
use xrt_coreutil::error::{Error, Kind};
use xrt_coreutil::kernel::{HwContext, KernelHandle, KernelKind, RunHandle};

/// An error of XRT's API as pybind11 raises XRT's C++ exceptions:
/// `std::out_of_range` as `IndexError`, `std::runtime_error` as
/// `RuntimeError`, with the error's text.
fn err(e: Error) -> PyErr {
    match e.kind {
        Kind::OutOfRange => PyIndexError::new_err(e.text()),
        Kind::Runtime => PyRuntimeError::new_err(e.text()),
    }
}

/// `pyxrt.device(index)`.
#[pyclass(name = "device", module = "pyxrt", frozen)]
pub struct PyDevice(Arc<Device>);

#[pymethods]
impl PyDevice {
    #[new]
    #[pyo3(signature = (index=0))]
    fn new(index: u32) -> PyResult<Self> {
        Device::open(index).map(PyDevice).map_err(err)
    }
    /// Registers an xclbin; its UUID.
    fn register_xclbin(&self, xclbin: &PyXclbin) -> PyUuid {
        PyUuid(self.0.register(&xclbin.0))
    }
    /// `load_xclbin(path or xclbin)`: registers it; its UUID.
    fn load_xclbin(&self, xclbin: &Bound<'_, PyAny>) -> PyResult<PyUuid> {
        let x = match xclbin.cast::<PyXclbin>() {
            Ok(x) => x.get().0.clone(),
            Err(_) => Arc::new(XclbinFile::load(&xclbin.extract::<String>()?).map_err(err)?),
        };
        Ok(PyUuid(self.0.register(&x)))
    }
    /// `get_info(key)`: the NPU's name for `xrt_info_device.name` (the
    /// simulated NPU's, `AIESIM_DEVICE`), else an error.
    fn get_info(&self, key: i32) -> PyResult<&'static str> {
        match key {
            DEVICE_INFO_NAME => Device::name().map_err(err),
            _ => Err(err(format!(
                "xrt_info_device {key}: aie-sim answers only xrt_info_device.name"
            )
            .into())),
        }
    }
}

/// `xrt_info_device.name`'s value (the Python enum of `pyxrt`).
const DEVICE_INFO_NAME: i32 = 1;

/// An xclbin's UUID.
#[pyclass(name = "uuid", module = "pyxrt", frozen, eq, hash)]
#[derive(PartialEq, Eq, Hash)]
pub struct PyUuid([u8; 16]);

#[pymethods]
impl PyUuid {
    /// `uuid.to_string()`.
    #[pyo3(name = "to_string")]
    fn text(&self) -> String {
        runtime_sim::xclbin::uuid_text(&self.0)
    }
    fn __str__(&self) -> String {
        self.text()
    }
}

/// `pyxrt.xclbin(path)`.
#[pyclass(name = "xclbin", module = "pyxrt", frozen)]
pub struct PyXclbin(Arc<XclbinFile>);

#[pymethods]
impl PyXclbin {
    #[new]
    fn new(py: Python<'_>, path: String) -> PyResult<Self> {
        let x = py.detach(|| XclbinFile::load(&path)).map_err(err)?;
        Ok(PyXclbin(Arc::new(x)))
    }
    fn get_uuid(&self) -> PyUuid {
        PyUuid(self.0.xclbin.uuid)
    }
    fn get_xsa_name(&self) -> String {
        self.0.xclbin.platform.clone()
    }
    fn get_kernels(&self) -> Vec<PyXclbinKernel> {
        self.0
            .xclbin
            .kernels
            .iter()
            .map(|k| PyXclbinKernel {
                name: k.name.clone(),
                args: k.args.len(),
            })
            .collect()
    }
}

/// A kernel of an xclbin (`xclbin.get_kernels()`): its name and how many
/// arguments its metadata declares.
#[pyclass(name = "xclbinkernel", module = "pyxrt", frozen)]
pub struct PyXclbinKernel {
    name: String,
    args: usize,
}

#[pymethods]
impl PyXclbinKernel {
    fn get_name(&self) -> String {
        self.name.clone()
    }
    /// `get_num_args()`: the kernel's arguments (opcode, instr, ninstr and
    /// the buffers).
    fn get_num_args(&self) -> usize {
        self.args
    }
}

/// `pyxrt.elf(path)`.
#[pyclass(name = "elf", module = "pyxrt", frozen)]
pub struct PyElf(Arc<ElfFile>);

#[pymethods]
impl PyElf {
    #[new]
    fn new(py: Python<'_>, path: String) -> PyResult<Self> {
        let e = py.detach(|| ElfFile::load(&path)).map_err(err)?;
        Ok(PyElf(Arc::new(e)))
    }
}

/// `pyxrt.module(elf)`: an ELF's control code for an xclbin's kernel.
#[pyclass(name = "module", module = "pyxrt", frozen)]
pub struct PyModule(Arc<ElfFile>);

#[pymethods]
impl PyModule {
    #[new]
    fn new(elf: &PyElf) -> Self {
        PyModule(elf.0.clone())
    }
}

/// `pyxrt.hw_context(device, uuid | elf)`.
#[pyclass(name = "hw_context", module = "pyxrt", frozen)]
pub struct PyHwContext(Arc<HwContext>);

#[pymethods]
impl PyHwContext {
    #[new]
    fn new(py: Python<'_>, device: &PyDevice, source: &Bound<'_, PyAny>) -> PyResult<Self> {
        let ctx = if let Ok(u) = source.cast::<PyUuid>() {
            let id = u.get().0;
            HwContext::from_xclbin(&device.0, &id)
        } else if let Ok(e) = source.cast::<PyElf>() {
            let e = e.get().0.clone();
            py.detach(|| HwContext::from_elf(&device.0, &e))
        } else {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "hw_context(device, uuid) or hw_context(device, elf)",
            ));
        };
        ctx.map(|c| PyHwContext(Arc::new(c))).map_err(err)
    }
}

/// `pyxrt.kernel(context, name)`; `pyxrt.ext.kernel(context, [module,] name)`.
#[pyclass(name = "kernel", module = "pyxrt", frozen)]
pub struct PyKernel(Arc<KernelHandle>);

/// Opens kernel `name` of `ctx`.
fn open_kernel(
    py: Python<'_>,
    ctx: &PyHwContext,
    module: Option<&ElfFile>,
    name: &str,
    how: KernelKind,
) -> PyResult<PyKernel> {
    let c = ctx.0.clone();
    py.detach(|| KernelHandle::open(&c, module, name, how))
        .map(|k| PyKernel(Arc::new(k)))
        .map_err(err)
}

#[pymethods]
impl PyKernel {
    #[new]
    fn new(py: Python<'_>, ctx: &PyHwContext, name: String) -> PyResult<Self> {
        open_kernel(py, ctx, None, &name, KernelKind::Xclbin)
    }
    fn get_name(&self) -> String {
        self.0.name()
    }
    /// The memory group of argument `index` (0xFFFF for a scalar).
    fn group_id(&self, index: c_int) -> c_int {
        self.0.group_id(index)
    }
    /// Calls the kernel: a run with `args` set, started.
    #[pyo3(signature = (*args))]
    fn __call__(&self, py: Python<'_>, args: Vec<Bound<'_, PyAny>>) -> PyResult<PyRun> {
        let run = PyRun(Arc::new(RunHandle::new(&self.0)));
        for (i, a) in args.iter().enumerate() {
            run.set_arg(i as c_int, a)?;
        }
        run.start(py)?;
        Ok(run)
    }
}

/// `pyxrt.ext.kernel(context, name)` or `(context, module, name)`.
#[pyfunction]
#[pyo3(signature = (context, module_or_name, name=None))]
pub fn ext_kernel(
    py: Python<'_>,
    context: &PyHwContext,
    module_or_name: &Bound<'_, PyAny>,
    name: Option<String>,
) -> PyResult<PyKernel> {
    match name {
        Some(n) => {
            let m = module_or_name.cast::<PyModule>()?.get().0.clone();
            open_kernel(py, context, Some(&m), &n, KernelKind::ExtModule)
        }
        None => open_kernel(
            py,
            context,
            None,
            &module_or_name.extract::<String>()?,
            KernelKind::Ext,
        ),
    }
}

/// `pyxrt.run(kernel)`.
#[pyclass(name = "run", module = "pyxrt", frozen)]
pub struct PyRun(Arc<RunHandle>);

#[pymethods]
impl PyRun {
    #[new]
    fn new(kernel: &PyKernel) -> Self {
        PyRun(Arc::new(RunHandle::new(&kernel.0)))
    }
    /// `set_arg(index, bo | int | bytes | None)`; None is a null address
    /// (a module kernel's unread instruction argument).
    fn set_arg(&self, index: c_int, value: &Bound<'_, PyAny>) -> PyResult<()> {
        if value.is_none() {
            return self.0.set_scalar(index, &[0; 8]).map_err(err);
        }
        if let Ok(b) = value.cast::<PyBo>() {
            return self.0.set_bo(index, &b.get().0).map_err(err);
        }
        if let Ok(b) = value.cast::<PyBytes>() {
            return self.0.set_scalar(index, b.as_bytes()).map_err(err);
        }
        if value.is_instance_of::<PyInt>() {
            let v: i128 = value.extract()?;
            return self.0.set_scalar(index, &v.to_le_bytes()[..8]).map_err(err);
        }
        Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "run.set_arg({index}, ...): a bo, an int, bytes or None, not {}",
            value.get_type().name()?
        )))
    }
    /// Runs the kernel (a run executes when it starts).
    fn start(&self, py: Python<'_>) -> PyResult<()> {
        let r = self.0.clone();
        py.detach(|| r.start(false)).map_err(err)
    }
    /// The state the run ended in (`ert_cmd_state`'s value).
    #[pyo3(signature = (timeout=0))]
    fn wait(&self, timeout: u64) -> c_int {
        let _ = timeout;
        self.0.state()
    }
    /// `wait2()`: raises unless the run completed.
    #[pyo3(signature = (timeout=0))]
    fn wait2(&self, timeout: u64) -> PyResult<()> {
        let _ = timeout;
        match self.0.state() {
            4 => Ok(()),
            s => Err(PyRuntimeError::new_err(self.failure(s))),
        }
    }
    fn state(&self) -> c_int {
        self.0.state()
    }
    fn get_ctrl_scratchpad_bo(&self) -> PyResult<PyBo> {
        self.0.scratchpad_bo().map(PyBo).map_err(err)
    }
    /// aiec's addition: the simulated cycles of the last execution, and
    /// the simulator's report of one that did not complete.
    fn outcome(&self) -> Option<(u64, Option<String>)> {
        self.0
            .outcome()
            .map(|o| (o.cycles, o.failure.map(|e| e.text())))
    }
}

impl PyRun {
    /// Why a run in state `s` did not complete.
    fn failure(&self, s: c_int) -> String {
        let detail = self.0.outcome().and_then(|o| o.failure);
        let detail = detail.map(|e| e.text()).unwrap_or_default();
        format!("the run ended in ERT state {s}: {detail}")
    }
}

/// `pyxrt.bo(device, size, flags, group)` or `pyxrt.bo(parent, size, offset)`.
#[pyclass(name = "bo", module = "pyxrt", frozen)]
pub struct PyBo(Arc<Bo>);

#[pymethods]
impl PyBo {
    /// `bo.normal`: XRT's default buffer type.
    #[classattr]
    fn normal() -> u64 {
        0
    }
    /// `bo.cacheable`.
    #[classattr]
    fn cacheable() -> u64 {
        u64::from(bo::CACHEABLE)
    }
    /// `bo.device_only`.
    #[classattr]
    fn device_only() -> u64 {
        u64::from(bo::DEV_ONLY)
    }
    /// `bo.host_only`.
    #[classattr]
    fn host_only() -> u64 {
        u64::from(bo::HOST_ONLY)
    }
    #[new]
    #[pyo3(signature = (owner, size, flags_or_offset=0, group=0))]
    fn new(
        owner: &Bound<'_, PyAny>,
        size: usize,
        flags_or_offset: u64,
        group: u32,
    ) -> PyResult<Self> {
        let made = if let Ok(parent) = owner.cast::<PyBo>() {
            parent.get().0.sub(size, flags_or_offset as usize)
        } else {
            let device = owner.cast::<PyDevice>()?;
            Bo::open(&device.get().0, size, flags_or_offset, group, None)
        };
        made.map(|b| PyBo(Arc::new(b))).map_err(err)
    }
    fn size(&self) -> usize {
        self.0.size
    }
    fn address(&self) -> u64 {
        self.0.address()
    }
    /// The host copy, a writable `memoryview` (it keeps the buffer alive).
    fn map(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        slf.get().0.map().map_err(err)?;
        let mapping = Bound::new(slf.py(), Mapping(slf.get().0.clone()))?;
        let view = slf
            .py()
            .import("builtins")?
            .getattr("memoryview")?
            .call1((mapping,))?;
        Ok(view.unbind())
    }
    /// `sync(direction, size=None, offset=0)`.
    #[pyo3(signature = (direction, size=None, offset=0))]
    fn sync(&self, direction: c_int, size: Option<usize>, offset: usize) -> PyResult<()> {
        let to_device = bo::sync_to_device(direction).map_err(err)?;
        let size = size.unwrap_or(self.0.size.saturating_sub(offset));
        self.0.sync(to_device, size, offset).map_err(err)
    }
    /// `write(data, seek)`.
    #[pyo3(signature = (data, seek=0))]
    fn write(&self, data: &[u8], seek: usize) -> PyResult<()> {
        // SAFETY: `data` is readable for its length.
        unsafe { self.0.write(data.as_ptr(), data.len(), seek) }.map_err(err)
    }
    /// `read(size, skip)`: the bytes, as a numpy-compatible bytes object.
    #[pyo3(signature = (size, skip=0))]
    fn read<'py>(
        &self,
        py: Python<'py>,
        size: usize,
        skip: usize,
    ) -> PyResult<Bound<'py, PyBytes>> {
        let mut out = vec![0u8; size];
        // SAFETY: `out` is writable for `size` bytes.
        unsafe { self.0.read(out.as_mut_ptr(), size, skip) }.map_err(err)?;
        Ok(PyBytes::new(py, &out))
    }
    /// `copy(src, size, src_offset, dst_offset)` (pyxrt's argument order).
    #[pyo3(signature = (src, size, src_offset=0, dst_offset=0))]
    fn copy(&self, src: &PyBo, size: usize, src_offset: usize, dst_offset: usize) -> PyResult<()> {
        self.0
            .copy_from(&src.0, size, dst_offset, src_offset)
            .map_err(err)
    }
}

/// A buffer object's host copy, exported through the buffer protocol.
#[pyclass(module = "pyxrt", frozen)]
struct Mapping(Arc<Bo>);

#[pymethods]
impl Mapping {
    unsafe fn __getbuffer__(
        slf: Bound<'_, Self>,
        view: *mut ffi::Py_buffer,
        flags: c_int,
    ) -> PyResult<()> {
        let bo = &slf.get().0;
        let ptr = bo.map().map_err(err)?;
        // SAFETY: the host copy holds `size` bytes and lives as long as
        // `slf`, which the view holds.
        let rc = unsafe {
            ffi::PyBuffer_FillInfo(view, slf.as_ptr(), ptr.cast(), bo.size as isize, 0, flags)
        };
        if rc == 0 {
            Ok(())
        } else {
            Err(PyErr::fetch(slf.py()))
        }
    }
}

/// Adds `pyxrt`'s classes to `m` (the Python module `pyxrt` re-exports them).
pub fn register(m: &Bound<'_, pyo3::types::PyModule>) -> PyResult<()> {
    m.add_class::<PyDevice>()?;
    m.add_class::<PyUuid>()?;
    m.add_class::<PyXclbin>()?;
    m.add_class::<PyXclbinKernel>()?;
    m.add_class::<PyElf>()?;
    m.add_class::<PyModule>()?;
    m.add_class::<PyHwContext>()?;
    m.add_class::<PyKernel>()?;
    m.add_class::<PyRun>()?;
    m.add_class::<PyBo>()?;
    m.add_function(wrap_pyfunction!(ext_kernel, m)?)?;
    Ok(())
}
