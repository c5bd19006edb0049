//! The device (aie-sim's simulated NPU, index 0): the context the runtime
//! hands around, with the xclbins registered with it and its buffer
//! memory; and ELF files.

use crate::bo::Memories;
use crate::error::Error;
use crate::ffi::{self, c_string, give, object, query, status, text};
use aie_target::cert::elf::{self, CtrlElf};
use runtime_sim::xclbin::Xclbin;
use std::ffi::{c_char, c_int, CString};
use std::sync::{Arc, Mutex};

/// A device: the xclbins registered with it, and the memory of its buffer
/// objects. Its hardware contexts, kernels, runs and buffers hold it.
#[derive(Default)]
pub struct Device {
    registered: Mutex<Vec<Arc<XclbinFile>>>,
    /// The memory of its buffer objects, by device address.
    pub memories: Arc<Memories>,
}

impl Device {
    /// `xrt::device(index)`: aie-sim's NPU, device 0, opened: a device of
    /// its own (its xclbins, buffers and addresses).
    pub fn open(index: u32) -> Result<Arc<Device>, Error> {
        if index != 0 {
            return Err(format!(
                "Could not open device with index '{index}': aie-sim simulates one NPU, device 0"
            )
            .into());
        }
        Ok(Arc::default())
    }

    /// `register_xclbin`: registers `x` (once) and gives its UUID.
    pub fn register(&self, x: &Arc<XclbinFile>) -> [u8; 16] {
        let mut list = self.registered.lock().unwrap_or_else(|e| e.into_inner());
        if !list.iter().any(|r| Arc::ptr_eq(r, x)) {
            list.push(x.clone());
        }
        x.xclbin.uuid
    }

    /// The name XRT reports for the NPU (`xrt::info::device::name`): the
    /// simulated machine's, `AIESIM_DEVICE` (a generation of
    /// [`aie_target::device::NPUS`], npu1 when unset), as the XDNA driver
    /// names it, so that host code that tells NPUs apart by name finds the
    /// one simulated.
    pub fn name() -> Result<&'static str, Error> {
        let chosen = std::env::var("AIESIM_DEVICE").unwrap_or_default();
        let generation = if chosen.is_empty() { "npu1" } else { &chosen };
        match aie_target::device::npu_generation(generation) {
            Some(npu) => Ok(npu.xrt_name),
            None => {
                let all: Vec<&str> = aie_target::device::NPUS
                    .iter()
                    .map(|n| n.generation)
                    .collect();
                Err(format!(
                    "AIESIM_DEVICE={chosen}: the simulated NPU is {}",
                    all.join(" or ")
                )
                .into())
            }
        }
    }

    /// XRT's device information `key` (an `xrt::info::device` name) as the
    /// text pyxrt's `device.get_info` gives: the NPU's name, a PCIe
    /// address of none ([`BDF`]), no KDMA or M2M engine, DMA, online; what
    /// only hardware has (sensors, clocks, firmware, the PCIe link) is an
    /// error, as on a device without it.
    pub fn info(key: &str) -> Result<String, Error> {
        match key {
            "name" => Device::name().map(str::to_string),
            "bdf" => Ok(BDF.to_string()),
            "interface_uuid" => Ok(runtime_sim::xclbin::uuid_text(&[0; 16])),
            "kdma" | "m2m" | "nodma" | "offline" => Ok("0".to_string()),
            _ => Err(format!(
                "xrt::info::device::{key} is not available: aie-sim's simulated NPU has no such hardware"
            )
            .into()),
        }
    }

    /// `xrt::device(bdf)`: the device at PCIe address `bdf` ([`BDF`]),
    /// opened as [`Device::open`] opens device 0: a device of its own.
    pub fn open_bdf(bdf: &str) -> Result<Arc<Device>, Error> {
        if bdf != BDF {
            return Err(
                format!("No device with BDF '{bdf}': aie-sim simulates one NPU, at {BDF}").into(),
            );
        }
        Ok(Arc::default())
    }

    /// The registered xclbin with `uuid`.
    pub fn xclbin(&self, uuid: &[u8; 16]) -> Result<Arc<XclbinFile>, Error> {
        let list = self.registered.lock().unwrap_or_else(|e| e.into_inner());
        list.iter().find(|x| &x.xclbin.uuid == uuid).cloned().ok_or_else(|| Error::from(format!(
                "no xclbin with UUID {} is registered with the device (device.register_xclbin first)",
                runtime_sim::xclbin::uuid_text(uuid)
            )))
    }
}

/// The PCIe address (domain:bus:device.function) of aie-sim's NPU: none
/// on any bus, so all zeros.
pub const BDF: &str = "0000:00:00.0";

/// An xclbin file, with its names as C strings.
pub struct XclbinFile {
    /// The file it was read from.
    pub path: String,
    /// Its contents.
    pub xclbin: Xclbin,
    /// Its platform's name (`m_platformVBNV`).
    platform: CString,
    /// Per kernel: its name, and each argument's name and type.
    names: Vec<(CString, Vec<(CString, CString)>)>,
}

impl XclbinFile {
    /// `xrt::xclbin(path)`.
    pub fn load(path: &str) -> Result<XclbinFile, Error> {
        let bytes = std::fs::read(path)
            .map_err(|e| Error::from(format!("Failed to open file '{path}' for reading: {e}")))?;
        XclbinFile::from_bytes(&bytes, path)
    }

    /// An xclbin read from `bytes` (`label` names it in errors).
    pub fn from_bytes(bytes: &[u8], label: &str) -> Result<XclbinFile, Error> {
        let xclbin = Xclbin::read(bytes).map_err(|e| Error::from(format!("'{label}': {e}")))?;
        let names = xclbin
            .kernels
            .iter()
            .map(|k| {
                let args = k
                    .args
                    .iter()
                    .map(|a| (c_string(&a.name), c_string(&a.ty)))
                    .collect();
                (c_string(&k.name), args)
            })
            .collect();
        Ok(XclbinFile {
            path: label.to_string(),
            platform: c_string(&xclbin.platform),
            xclbin,
            names,
        })
    }
}

/// An ELF file.
pub struct ElfFile {
    /// The file it was read from (or `<ELF in memory>`).
    pub path: String,
    /// Its contents.
    pub ctrl: CtrlElf,
}

impl ElfFile {
    /// `xrt::elf(path)`.
    pub fn load(path: &str) -> Result<ElfFile, Error> {
        let bytes = std::fs::read(path)
            .map_err(|_| Error::from(format!("{path} is not found or is not a valid ELF file")))?;
        let ctrl = elf::read(&bytes).map_err(|e| Error::from(format!("'{path}': {e}")))?;
        Ok(ElfFile {
            path: path.to_string(),
            ctrl,
        })
    }

    /// `xrt::elf(data, size)`: an ELF held in memory.
    pub fn from_bytes(bytes: &[u8]) -> Result<ElfFile, Error> {
        let ctrl = elf::read(bytes).map_err(|e| Error::from(format!("not valid ELF data: {e}")))?;
        Ok(ElfFile {
            path: "<ELF in memory>".to_string(),
            ctrl,
        })
    }

    /// The columns the control code runs on (`get_partition_size`): its
    /// device's, as `.note.aiec` names it, else the columns it has code for.
    pub fn partition_size(&self) -> u32 {
        let note = self.ctrl.aiec_note.as_ref();
        match note.and_then(|n| aie_target::device::device(&n.device)) {
            Some(d) => d.columns,
            None => {
                let column = |(n, _): &(String, Vec<u8>)| {
                    n.strip_prefix(".ctrltext.")?
                        .split('.')
                        .next()
                        .map(str::to_owned)
                };
                let columns: std::collections::BTreeSet<String> =
                    self.ctrl.sections.iter().filter_map(column).collect();
                columns.len() as u32
            }
        }
    }

    /// Whether it is a full ELF (`aiecc --generate-full-elf`): it carries
    /// its design, so a hardware context can be made from it.
    pub fn is_full(&self) -> bool {
        self.ctrl
            .attachments
            .iter()
            .any(|(s, _)| s == compiler::host::DESIGN_ATTACHMENT)
    }
}

/// # Safety
/// `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_device_open(index: u32, out: *mut *mut Arc<Device>) -> c_int {
    status(|| {
        let device = Device::open(index)?;
        // SAFETY: per this function's contract.
        unsafe { give(out, device) }
    })
}

/// # Safety
/// `device` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_device_free(device: *mut Arc<Device>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(device) }
}

/// # Safety
/// The handles are live; `uuid` is writable for 16 bytes.
#[no_mangle]
pub unsafe extern "C" fn aiesim_device_register(
    device: *mut Arc<Device>,
    xclbin: *mut Arc<XclbinFile>,
    uuid: *mut u8,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let (d, x) = unsafe {
            (
                object(device, "xrt::device")?,
                object(xclbin, "xrt::xclbin")?,
            )
        };
        let id = d.register(x);
        // SAFETY: `uuid` is writable for 16 bytes.
        unsafe { std::ptr::copy_nonoverlapping(id.as_ptr(), uuid, 16) };
        Ok(())
    })
}

/// # Safety
/// `path` is a NUL-terminated string; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_load(
    path: *const c_char,
    out: *mut *mut Arc<XclbinFile>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let path = unsafe { text(path, "xclbin file name")? };
        unsafe { give(out, Arc::new(XclbinFile::load(path)?)) }
    })
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_free(x: *mut Arc<XclbinFile>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(x) }
}

/// # Safety
/// `x` is null or a live handle; `uuid` is writable for 16 bytes.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_uuid(x: *const Arc<XclbinFile>, uuid: *mut u8) {
    // SAFETY: per this function's contract.
    if let Ok(x) = unsafe { object(x, "xrt::xclbin") } {
        unsafe { std::ptr::copy_nonoverlapping(x.xclbin.uuid.as_ptr(), uuid, 16) };
    }
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_xsa(x: *const Arc<XclbinFile>) -> *const c_char {
    // SAFETY: per this function's contract.
    unsafe { name_of(x, |x| Some(&x.platform)) }
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_kernels(x: *const Arc<XclbinFile>) -> usize {
    // SAFETY: per this function's contract.
    unsafe { object(x, "xrt::xclbin") }.map_or(0, |x| x.names.len())
}

/// The C string `pick` gives of `x`'s names, or an empty string.
///
/// # Safety
/// `x` is null or a live handle.
unsafe fn name_of(
    x: *const Arc<XclbinFile>,
    pick: impl FnOnce(&XclbinFile) -> Option<&CString>,
) -> *const c_char {
    query(c"".as_ptr(), || {
        // SAFETY: per this function's contract.
        let x = unsafe { object(x, "xrt::xclbin") };
        x.ok()
            .and_then(|x| pick(x))
            .map_or(c"".as_ptr(), |s| s.as_ptr())
    })
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_kernel_name(
    x: *const Arc<XclbinFile>,
    kernel: usize,
) -> *const c_char {
    // SAFETY: per this function's contract.
    unsafe { name_of(x, |x| x.names.get(kernel).map(|k| &k.0)) }
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_args(x: *const Arc<XclbinFile>, kernel: usize) -> usize {
    // SAFETY: per this function's contract.
    let x = unsafe { object(x, "xrt::xclbin") };
    x.ok()
        .and_then(|x| x.names.get(kernel))
        .map_or(0, |k| k.1.len())
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_arg_name(
    x: *const Arc<XclbinFile>,
    kernel: usize,
    arg: usize,
) -> *const c_char {
    // SAFETY: per this function's contract.
    unsafe { name_of(x, |x| x.names.get(kernel)?.1.get(arg).map(|a| &a.0)) }
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_arg_type(
    x: *const Arc<XclbinFile>,
    kernel: usize,
    arg: usize,
) -> *const c_char {
    // SAFETY: per this function's contract.
    unsafe { name_of(x, |x| x.names.get(kernel)?.1.get(arg).map(|a| &a.1)) }
}

/// Field `pick` of argument `arg` of kernel `kernel`, or -1.
///
/// # Safety
/// `x` is null or a live handle.
unsafe fn arg_field(
    x: *const Arc<XclbinFile>,
    kernel: usize,
    arg: usize,
    pick: fn(&runtime_sim::xclbin::Arg) -> u32,
) -> i64 {
    // SAFETY: per this function's contract.
    let x = unsafe { object(x, "xrt::xclbin") };
    let a = x
        .ok()
        .and_then(|x| x.xclbin.kernels.get(kernel)?.args.get(arg).map(pick));
    a.map_or(-1, i64::from)
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_arg_offset(
    x: *const Arc<XclbinFile>,
    kernel: usize,
    arg: usize,
) -> i64 {
    // SAFETY: per this function's contract.
    unsafe { arg_field(x, kernel, arg, |a| a.offset) }
}

/// # Safety
/// `x` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_xclbin_arg_size(
    x: *const Arc<XclbinFile>,
    kernel: usize,
    arg: usize,
) -> i64 {
    // SAFETY: per this function's contract.
    unsafe { arg_field(x, kernel, arg, |a| a.size) }
}

/// # Safety
/// `path` is a NUL-terminated string; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_elf_load(
    path: *const c_char,
    out: *mut *mut Arc<ElfFile>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let path = unsafe { text(path, "ELF file name")? };
        unsafe { give(out, Arc::new(ElfFile::load(path)?)) }
    })
}

/// An ELF held in memory (`xrt::elf(data, size)`, `xrt::elf(stream)`).
///
/// # Safety
/// `data` is readable for `size` bytes; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_elf_load_data(
    data: *const u8,
    size: usize,
    out: *mut *mut Arc<ElfFile>,
) -> c_int {
    status(|| {
        if data.is_null() {
            return Err("not valid ELF data".into());
        }
        // SAFETY: per this function's contract.
        let bytes = unsafe { std::slice::from_raw_parts(data, size) };
        unsafe { give(out, Arc::new(ElfFile::from_bytes(bytes)?)) }
    })
}

/// Whether the ELF is a full ELF (1) or not (0).
///
/// # Safety
/// `e` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_elf_is_full(e: *const Arc<ElfFile>) -> c_int {
    // SAFETY: per this function's contract.
    unsafe { object(e, "xrt::elf") }.map_or(0, |e| c_int::from(e.is_full()))
}

/// # Safety
/// `e` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_elf_free(e: *mut Arc<ElfFile>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(e) }
}
