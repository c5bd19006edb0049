//! Buffer objects: a host copy (page-aligned, what `map` returns) and a
//! device copy (what runs read and write); `sync` copies one to the other.

use crate::device::Device;
use crate::ffi::{self, give, object, status};
use std::alloc::{alloc_zeroed, dealloc, Layout};
use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Alignment of the host copy, a page as XRT's.
const PAGE: usize = 4096;
/// The first device address given out.
const FIRST_ADDRESS: u64 = 0x4_0000_0000;

static NEXT_ADDRESS: AtomicU64 = AtomicU64::new(FIRST_ADDRESS);

/// Zeroed, page-aligned host memory that does not move.
struct HostCopy {
    ptr: *mut u8,
    layout: Layout,
}

// SAFETY: the memory is owned by the value; concurrent access through
// `map` is the host program's to order, as with XRT.
unsafe impl Send for HostCopy {}
unsafe impl Sync for HostCopy {}

impl HostCopy {
    fn new(size: usize) -> Result<HostCopy, String> {
        let layout = Layout::from_size_align(size.max(1), PAGE)
            .map_err(|_| format!("a buffer object of {size} bytes is too large"))?;
        // SAFETY: the layout has a nonzero size.
        let ptr = unsafe { alloc_zeroed(layout) };
        if ptr.is_null() {
            return Err(format!("cannot allocate a buffer object of {size} bytes"));
        }
        Ok(HostCopy { ptr, layout })
    }
}

impl Drop for HostCopy {
    fn drop(&mut self) {
        // SAFETY: allocated in `new` with this layout, freed once.
        unsafe { dealloc(self.ptr, self.layout) };
    }
}

/// A buffer object.
pub struct Bo {
    host: HostCopy,
    pub size: usize,
    /// The device copy, what runs see: whole pages, as the NPU maps the
    /// buffer's memory (a DMA may go past `size` to the page's end).
    pub device: Mutex<Vec<u8>>,
    pub flags: u64,
    pub address: u64,
}

impl Bo {
    pub(crate) fn new(size: usize, flags: u64) -> Result<Bo, String> {
        let pages = size.max(1).next_multiple_of(PAGE);
        Ok(Bo {
            host: HostCopy::new(size)?,
            size,
            device: Mutex::new(vec![0; pages]),
            flags,
            address: NEXT_ADDRESS.fetch_add(pages as u64, Ordering::Relaxed),
        })
    }

    /// Where the host copy's bytes [at, at + len) start, checked against
    /// the size.
    fn host_at(&self, at: usize, len: usize, what: &str) -> Result<*mut u8, String> {
        at.checked_add(len)
            .filter(|&e| e <= self.size)
            .ok_or_else(|| {
                format!(
                "{what} of {len} bytes at offset {at} passes the end of a {}-byte buffer object",
                self.size
            )
            })?;
        // SAFETY: `at` lies in the allocation (checked above).
        Ok(unsafe { self.host.ptr.add(at) })
    }

    /// The device copy, locked.
    pub fn device(&self) -> std::sync::MutexGuard<'_, Vec<u8>> {
        self.device.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// # Safety
/// `device` is a live device handle; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_open(
    device: *mut Arc<Device>,
    size: usize,
    flags: u64,
    _group: u32,
    out: *mut *mut Arc<Bo>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        unsafe { object(device, "xrt::device")? };
        unsafe { give(out, Arc::new(Bo::new(size, flags)?)) }
    })
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_free(bo: *mut Arc<Bo>) {
    // SAFETY: per this function's contract.
    unsafe { ffi::free(bo) }
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_map(bo: *mut Arc<Bo>) -> *mut c_void {
    // SAFETY: per this function's contract.
    match unsafe { object(bo, "xrt::bo") } {
        Ok(b) => b.host.ptr.cast(),
        Err(_) => std::ptr::null_mut(),
    }
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_size(bo: *const Arc<Bo>) -> usize {
    // SAFETY: per this function's contract.
    unsafe { object(bo, "xrt::bo") }.map_or(0, |b| b.size)
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_address(bo: *const Arc<Bo>) -> u64 {
    // SAFETY: per this function's contract.
    unsafe { object(bo, "xrt::bo") }.map_or(0, |b| b.address)
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_flags(bo: *const Arc<Bo>) -> u64 {
    // SAFETY: per this function's contract.
    unsafe { object(bo, "xrt::bo") }.map_or(0, |b| b.flags)
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_sync(
    bo: *mut Arc<Bo>,
    direction: c_int,
    size: usize,
    offset: usize,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let b = unsafe { object(bo, "xrt::bo")? };
        let host = b.host_at(offset, size, "a sync")?;
        let mut device = b.device();
        let device = device[offset..offset + size].as_mut_ptr();
        // SAFETY: both ranges hold `size` bytes (checked) in distinct allocations.
        match direction {
            0 => unsafe { std::ptr::copy_nonoverlapping(host, device, size) },
            1 => unsafe { std::ptr::copy_nonoverlapping(device, host, size) },
            d => return Err(format!("sync direction {d} (0 to the device, 1 from it; GMIO directions are not simulated)")),
        }
        Ok(())
    })
}

/// # Safety
/// `bo` is null or a live handle; `src` is readable for `size` bytes.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_write(
    bo: *mut Arc<Bo>,
    src: *const c_void,
    size: usize,
    seek: usize,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let b = unsafe { object(bo, "xrt::bo")? };
        let host = b.host_at(seek, size, "a write")?;
        if size == 0 {
            return Ok(());
        }
        // SAFETY: `src` is readable and the host range writable for `size`
        // bytes; they may overlap.
        unsafe { std::ptr::copy(src.cast::<u8>(), host, size) };
        Ok(())
    })
}

/// # Safety
/// `bo` is null or a live handle; `dst` is writable for `size` bytes.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_read(
    bo: *mut Arc<Bo>,
    dst: *mut c_void,
    size: usize,
    skip: usize,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let b = unsafe { object(bo, "xrt::bo")? };
        let host = b.host_at(skip, size, "a read")?;
        if size == 0 {
            return Ok(());
        }
        // SAFETY: the host range is readable and `dst` writable for `size`
        // bytes; they may overlap.
        unsafe { std::ptr::copy(host, dst.cast::<u8>(), size) };
        Ok(())
    })
}

/// # Safety
/// `dst` and `src` are null or live handles.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_copy(
    dst: *mut Arc<Bo>,
    src: *mut Arc<Bo>,
    size: usize,
    dst_offset: usize,
    src_offset: usize,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let (d, s) = unsafe { (object(dst, "xrt::bo")?, object(src, "xrt::bo")?) };
        let range = |b: &Bo, at: usize| {
            at.checked_add(size)
                .filter(|&e| e <= b.size)
                .map(|e| at..e)
                .ok_or_else(|| format!("a copy of {size} bytes at offset {at} passes the end of a {}-byte buffer object", b.size))
        };
        let (from, to) = (range(s, src_offset)?, range(d, dst_offset)?);
        let bytes = s.device()[from].to_vec();
        d.device()[to].copy_from_slice(&bytes);
        Ok(())
    })
}
