//! The handles `pyxrt` is built from (`_aiec.xrt`): the objects of the
//! XRT-compatible runtime's Rust API (`xrt_coreutil::{device, kernel,
//! bo}`), the one the C++ host programs' `libxrt_coreutil.so` wraps —
//! device, xclbin, ELF, hardware context, kernel, run, buffer object. The
//! Python package's `pyxrt` gives them XRT's classes, overloads and enums
//! (compiler/python/pyxrt).

use pyo3::buffer::PyBuffer;
use pyo3::exceptions::{PyIndexError, PyRuntimeError, PyValueError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use std::ffi::c_int;
use std::sync::Arc;
use xrt_coreutil::bo::{self, Bo};
use xrt_coreutil::device::{Device, ElfFile, XclbinFile};
use xrt_coreutil::error::{Error, Kind};
use xrt_coreutil::kernel::{HwContext, KernelHandle, KernelKind, RunHandle};

/// An error of XRT's API as pybind11 raises XRT's C++ exceptions:
/// `std::out_of_range` (an argument index past the kernel's) as
/// `IndexError`, `std::runtime_error` as `RuntimeError`, with the error's
/// text.
fn err(e: Error) -> PyErr {
    match e.kind {
        Kind::OutOfRange => PyIndexError::new_err(e.text()),
        Kind::Runtime => PyRuntimeError::new_err(e.text()),
    }
}

/// The bytes of a buffer-protocol object, which must be C-contiguous.
fn contiguous(buf: &PyBuffer<u8>, what: &str) -> PyResult<(*mut u8, usize)> {
    if !buf.is_c_contiguous() {
        return Err(PyValueError::new_err(format!(
            "{what}: the buffer is not contiguous"
        )));
    }
    Ok((buf.buf_ptr().cast(), buf.len_bytes()))
}

/// A device (aie-sim's simulated NPU, opened): the context its hardware
/// contexts and buffer objects are made in.
#[pyclass(module = "aie._aiec.xrt", frozen)]
pub struct DeviceHandle(Arc<Device>);

#[pymethods]
impl DeviceHandle {
    /// `xrt::device(index)`.
    #[staticmethod]
    fn open(index: u32) -> PyResult<Self> {
        Device::open(index).map(DeviceHandle).map_err(err)
    }
    /// `xrt::device(bdf)`.
    #[staticmethod]
    fn open_bdf(bdf: &str) -> PyResult<Self> {
        Device::open_bdf(bdf).map(DeviceHandle).map_err(err)
    }
    /// Registers an xclbin; its UUID's bytes.
    fn register(&self, xclbin: &XclbinHandle) -> [u8; 16] {
        self.0.register(&xclbin.0)
    }
    /// The registered xclbin with UUID `uuid`.
    fn xclbin(&self, uuid: [u8; 16]) -> PyResult<XclbinHandle> {
        self.0.xclbin(&uuid).map(XclbinHandle).map_err(err)
    }
    /// XRT's device information `key` (an `xrt_info_device` name) as text.
    #[staticmethod]
    fn info(key: &str) -> PyResult<String> {
        Device::info(key).map_err(err)
    }
}

/// An xclbin.
#[pyclass(module = "aie._aiec.xrt", frozen)]
pub struct XclbinHandle(Arc<XclbinFile>);

#[pymethods]
impl XclbinHandle {
    /// `xrt::xclbin(path)`.
    #[staticmethod]
    fn load(py: Python<'_>, path: String) -> PyResult<Self> {
        let x = py.detach(|| XclbinFile::load(&path)).map_err(err)?;
        Ok(XclbinHandle(Arc::new(x)))
    }
    /// An xclbin image in memory (`xrt::xclbin(const axlf*)`).
    #[staticmethod]
    fn from_bytes(data: &[u8]) -> PyResult<Self> {
        let x = XclbinFile::from_bytes(data, "<xclbin in memory>").map_err(err)?;
        Ok(XclbinHandle(Arc::new(x)))
    }
    fn uuid(&self) -> [u8; 16] {
        self.0.xclbin.uuid
    }
    /// The platform it was built for (`get_xsa_name`).
    fn xsa_name(&self) -> String {
        self.0.xclbin.platform.clone()
    }
    /// Its kernels: `(name, number of arguments)`.
    fn kernels(&self) -> Vec<(String, usize)> {
        let k = &self.0.xclbin.kernels;
        k.iter().map(|k| (k.name.clone(), k.args.len())).collect()
    }
    /// Its memory banks: `(tag, base address, size in KiB, index)`; each
    /// is used (aiecc declares the memories its kernels' arguments are in,
    /// `m_used` 1).
    fn mems(&self) -> Vec<(String, u64, u64, usize)> {
        let m = &self.0.xclbin.memories;
        m.iter()
            .enumerate()
            .map(|(i, m)| (m.tag.clone(), m.base_address, m.size_kb, i))
            .collect()
    }
    /// Its bytes, as written (`get_axlf`).
    fn image<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.0.xclbin.write())
    }
}

/// An ELF (control code, or a full ELF with its design).
#[pyclass(module = "aie._aiec.xrt", frozen)]
pub struct ElfHandle(Arc<ElfFile>);

#[pymethods]
impl ElfHandle {
    /// `xrt::elf(path)`.
    #[staticmethod]
    fn load(py: Python<'_>, path: String) -> PyResult<Self> {
        let e = py.detach(|| ElfFile::load(&path)).map_err(err)?;
        Ok(ElfHandle(Arc::new(e)))
    }
    /// `xrt::elf(data, size)`.
    #[staticmethod]
    fn from_bytes(data: &[u8]) -> PyResult<Self> {
        ElfFile::from_bytes(data)
            .map(|e| ElfHandle(Arc::new(e)))
            .map_err(err)
    }
    /// Whether it carries its design (a hardware context can be made of it).
    fn is_full(&self) -> bool {
        self.0.is_full()
    }
    /// The columns it runs on (`get_partition_size`).
    fn partition_size(&self) -> u32 {
        self.0.partition_size()
    }
}

/// A hardware context.
#[pyclass(module = "aie._aiec.xrt", frozen)]
pub struct HwContextHandle(Arc<HwContext>);

#[pymethods]
impl HwContextHandle {
    /// A context of the xclbin registered with `device` under `uuid`.
    #[staticmethod]
    fn from_xclbin(device: &DeviceHandle, uuid: [u8; 16]) -> PyResult<Self> {
        HwContext::from_xclbin(&device.0, &uuid)
            .map(|c| HwContextHandle(Arc::new(c)))
            .map_err(err)
    }
    /// A context of a full ELF on `device`, its design loaded at once.
    #[staticmethod]
    fn from_elf(py: Python<'_>, device: &DeviceHandle, elf: &ElfHandle) -> PyResult<Self> {
        let (d, e) = (device.0.clone(), elf.0.clone());
        py.detach(|| HwContext::from_elf(&d, &e))
            .map(|c| HwContextHandle(Arc::new(c)))
            .map_err(err)
    }
    /// The xclbin it was made from (None for a full ELF's).
    fn xclbin(&self) -> Option<XclbinHandle> {
        self.0.xclbin().map(XclbinHandle)
    }
}

/// A kernel of a hardware context.
#[pyclass(module = "aie._aiec.xrt", frozen)]
pub struct KernelHandleRef(Arc<KernelHandle>);

#[pymethods]
impl KernelHandleRef {
    /// Kernel `name` of `ctx`: `how` 0 is `xrt::kernel(ctx, name)`, 1
    /// `xrt::ext::kernel(ctx, module, name)`, 2 `xrt::ext::kernel(ctx, name)`.
    #[staticmethod]
    #[pyo3(signature = (ctx, name, how, module=None))]
    fn open(
        py: Python<'_>,
        ctx: &HwContextHandle,
        name: String,
        how: u8,
        module: Option<&ElfHandle>,
    ) -> PyResult<Self> {
        let how = match how {
            0 => KernelKind::Xclbin,
            1 => KernelKind::ExtModule,
            _ => KernelKind::Ext,
        };
        let (c, m) = (ctx.0.clone(), module.map(|m| m.0.clone()));
        py.detach(|| KernelHandle::open(&c, m.as_deref(), &name, how))
            .map(|k| KernelHandleRef(Arc::new(k)))
            .map_err(err)
    }
    fn name(&self) -> String {
        self.0.name()
    }
    /// The memory group of argument `index` (0xFFFF for a scalar).
    fn group_id(&self, index: c_int) -> c_int {
        self.0.group_id(index)
    }
}

/// A run of a kernel.
#[pyclass(module = "aie._aiec.xrt", frozen)]
pub struct RunHandleRef(Arc<RunHandle>);

#[pymethods]
impl RunHandleRef {
    #[new]
    fn new(kernel: &KernelHandleRef) -> Self {
        RunHandleRef(Arc::new(RunHandle::new(&kernel.0)))
    }
    /// `set_arg(index, bo)`.
    fn set_bo(&self, index: c_int, bo: &BoHandle) -> PyResult<()> {
        self.0.set_bo(index, &bo.bo).map_err(err)
    }
    /// `set_arg(index, scalar)`: the scalar's little-endian bytes.
    fn set_scalar(&self, index: c_int, bytes: &[u8]) -> PyResult<()> {
        self.0.set_scalar(index, bytes).map_err(err)
    }
    /// Runs the kernel (a run executes when it starts); `from_runlist`
    /// when a runlist executes it.
    #[pyo3(signature = (from_runlist=false))]
    fn start(&self, py: Python<'_>, from_runlist: bool) -> PyResult<()> {
        let r = self.0.clone();
        py.detach(|| r.start(from_runlist)).map_err(err)
    }
    /// The ERT state it is in (`ert_cmd_state`'s value).
    fn state(&self) -> c_int {
        self.0.state()
    }
    /// The simulated cycles of the last execution, and the simulator's
    /// report of one that did not complete.
    fn outcome(&self) -> Option<(u64, Option<String>)> {
        self.0
            .outcome()
            .map(|o| (o.cycles, o.failure.map(|e| e.text())))
    }
    fn scratchpad_bo(&self) -> PyResult<BoHandle> {
        self.0
            .scratchpad_bo()
            .map(|bo| BoHandle { bo, owner: None })
            .map_err(err)
    }
    /// Adds `delta` to the runlists holding the run.
    fn add_runlists(&self, delta: isize) {
        self.0.add_runlists(delta);
    }
    /// Marks a run of a runlist that did not execute as aborted.
    fn abort(&self) {
        self.0.abort();
    }
}

/// A buffer object (and, for one made on a user's memory, that memory's
/// owner, kept alive with it).
#[pyclass(module = "aie._aiec.xrt", frozen)]
pub struct BoHandle {
    bo: Arc<Bo>,
    owner: Option<Py<PyAny>>,
}

#[pymethods]
impl BoHandle {
    /// `xrt::bo(device, size, flags, group)`: a buffer of `device` (whose
    /// memory and addresses it is in), on the memory of `user` (a writable
    /// buffer-protocol object) when given.
    #[staticmethod]
    #[pyo3(signature = (device, size, flags, group, user=None))]
    fn open(
        device: &DeviceHandle,
        size: usize,
        flags: u64,
        group: u32,
        user: Option<Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let (ptr, owner) = match &user {
            Some(u) => {
                let buf = PyBuffer::<u8>::get(u)?;
                if buf.readonly() {
                    return Err(PyValueError::new_err("userptr: the buffer is read-only"));
                }
                let (ptr, len) = contiguous(&buf, "userptr")?;
                if len < size {
                    return Err(PyValueError::new_err(format!(
                        "userptr: the buffer holds {len} bytes, fewer than the {size} asked for"
                    )));
                }
                (Some(ptr), Some(u.clone().unbind()))
            }
            None => (None, None),
        };
        let bo = Bo::open(&device.0, size, flags, group, ptr).map_err(err)?;
        Ok(BoHandle {
            bo: Arc::new(bo),
            owner,
        })
    }
    /// `xrt::bo(parent, size, offset)`.
    fn sub(&self, py: Python<'_>, size: usize, offset: usize) -> PyResult<Self> {
        let bo = self.bo.sub(size, offset).map_err(err)?;
        Ok(BoHandle {
            bo: Arc::new(bo),
            owner: self.owner.as_ref().map(|o| o.clone_ref(py)),
        })
    }
    fn size(&self) -> usize {
        self.bo.size
    }
    fn address(&self) -> u64 {
        self.bo.address()
    }
    /// The memory group it was made in.
    fn group(&self) -> u32 {
        self.bo.memory.group
    }
    /// The host copy, a writable `memoryview` of bytes (it keeps the
    /// buffer alive).
    fn map(slf: &Bound<'_, Self>) -> PyResult<Py<PyAny>> {
        slf.get().bo.map().map_err(err)?;
        let mapping = Bound::new(slf.py(), Mapping(slf.get().bo.clone()))?;
        let view = slf
            .py()
            .import("builtins")?
            .getattr("memoryview")?
            .call1((mapping,))?;
        Ok(view.unbind())
    }
    /// `sync(direction, size, offset)` (`direction` an xclBOSyncDirection
    /// value).
    fn sync(&self, py: Python<'_>, direction: c_int, size: usize, offset: usize) -> PyResult<()> {
        let to_device = bo::sync_to_device(direction).map_err(err)?;
        let b = self.bo.clone();
        py.detach(|| b.sync(to_device, size, offset)).map_err(err)
    }
    /// `write(data, seek)`: the bytes of a buffer-protocol object.
    fn write(&self, data: PyBuffer<u8>, seek: usize) -> PyResult<()> {
        let (ptr, len) = contiguous(&data, "bo.write")?;
        // SAFETY: the buffer is readable for `len` bytes while `data` lives.
        unsafe { self.bo.write(ptr, len, seek) }.map_err(err)
    }
    /// `read(size, skip)` into `out`, a writable buffer of `size` bytes.
    fn read_into(&self, out: PyBuffer<u8>, skip: usize) -> PyResult<()> {
        if out.readonly() {
            return Err(PyValueError::new_err("bo.read: the buffer is read-only"));
        }
        let (ptr, len) = contiguous(&out, "bo.read")?;
        // SAFETY: the buffer is writable for `len` bytes while `out` lives.
        unsafe { self.bo.read(ptr, len, skip) }.map_err(err)
    }
}

/// A buffer object's host copy, exported through the buffer protocol.
#[pyclass(module = "aie._aiec.xrt", frozen)]
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

/// The simulated NPU's name (`xrt_info_device.name`; `AIESIM_DEVICE`).
#[pyfunction]
fn device_name() -> PyResult<&'static str> {
    Device::name().map_err(err)
}

/// Adds the handles to `m` (`_aiec.xrt`, which `pyxrt` is built on).
pub fn register(m: &Bound<'_, pyo3::types::PyModule>) -> PyResult<()> {
    m.add_class::<DeviceHandle>()?;
    m.add_class::<XclbinHandle>()?;
    m.add_class::<ElfHandle>()?;
    m.add_class::<HwContextHandle>()?;
    m.add_class::<KernelHandleRef>()?;
    m.add_class::<RunHandleRef>()?;
    m.add_class::<BoHandle>()?;
    m.add_class::<Mapping>()?;
    m.add_function(wrap_pyfunction!(device_name, m)?)?;
    Ok(())
}
