//! Buffer objects: a host copy (page-aligned, what `map` returns) and a
//! device copy (what runs read and write); `sync` copies one to the
//! other. A sub-buffer (`xrt::bo(parent, size, offset)`) is a window on
//! its parent's memory. Every buffer's memory has an address in its
//! device's [`Memories`], and an address names its buffer: a run whose
//! argument holds an address (`set_arg(n, bo.address())`) reaches that
//! buffer, as on the NPU.

use crate::device::Device;
use crate::error::Error;
use crate::ffi::{self, give, object, status};
use crate::pages::{Pages, Pool};
use std::collections::BTreeMap;
use std::ffi::{c_int, c_void};
use std::ops::{Deref, DerefMut};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};

/// Alignment of the host copy, a page as XRT's.
pub use crate::pages::PAGE;
/// The first device address given out.
const FIRST_ADDRESS: u64 = 0x4_0000_0000;

/// XRT's buffer flags (`xrt/detail/xrt_mem.h`): the type bits of the
/// 32-bit flags; the low 24 bits are the memory bank. `xrt::bo::flags::cacheable`.
pub const CACHEABLE: u32 = 1 << 24;
const KERNBUF: u32 = 1 << 25;
const SVM: u32 = 1 << 27;
/// `xrt::bo::flags::device_only`.
pub const DEV_ONLY: u32 = 1 << 28;
/// `xrt::bo::flags::host_only`.
pub const HOST_ONLY: u32 = 1 << 29;
const P2P: u32 = 1 << 30;
const EXECBUF: u32 = 1 << 31;
const MEMIDX_MASK: u32 = 0xFF_FFFF;

/// A device's buffer memory: the device addresses it gives out (never
/// twice), the memory of every live buffer object by address, and the
/// freed pages it keeps for its next buffers.
#[derive(Default)]
pub struct Memories {
    addresses: Mutex<Addresses>,
    pool: Arc<Pool>,
}

/// The addresses a device gave out.
struct Addresses {
    /// The next address to give.
    next: u64,
    /// The memory of every live buffer object by its address.
    live: BTreeMap<u64, Weak<Memory>>,
}

impl Default for Addresses {
    fn default() -> Addresses {
        Addresses {
            next: FIRST_ADDRESS,
            live: BTreeMap::new(),
        }
    }
}

impl Memories {
    fn addresses(&self) -> MutexGuard<'_, Addresses> {
        self.addresses.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The buffer object whose memory holds device address `address`
    /// (from there to its memory's end), if any.
    pub fn at_address(&self, address: u64) -> Option<Bo> {
        let weak = {
            let a = self.addresses();
            let (_, weak) = a.live.range(..=address).next_back()?;
            weak.clone()
        };
        let memory = weak.upgrade()?;
        let offset = usize::try_from(address - memory.address).ok()?;
        (offset < memory.size.max(1)).then(|| Bo {
            size: memory.size - offset,
            memory,
            offset,
        })
    }
}

/// Where the host copy lives: memory of ours (zeroed, page-aligned), or
/// the program's (`xrt::bo(device, userptr, ...)`).
enum Host {
    Own(Pages),
    User(*mut u8),
    /// A device-only buffer has no host copy.
    None,
}

// SAFETY: the memory is owned by the value (or lent by the program for
// the buffer's life); concurrent access through `map` is the host
// program's to order, as with XRT.
unsafe impl Send for Host {}
unsafe impl Sync for Host {}

impl Host {
    fn ptr(&self) -> Option<*mut u8> {
        match self {
            Host::Own(pages) => Some(pages.as_ptr()),
            Host::User(ptr) => Some(*ptr),
            Host::None => None,
        }
    }
}

/// The memory of a buffer object and its sub-buffers.
pub struct Memory {
    /// The memories of the device it is on.
    memories: Arc<Memories>,
    host: Host,
    /// Its size in bytes.
    pub size: usize,
    /// The device copy, what runs see: whole pages, as the NPU maps the
    /// buffer's memory (a DMA may go past `size` to the page's end).
    /// `None` while a run has it ([`Lent`]).
    device: Mutex<Option<Pages>>,
    /// Signalled when a run gives the device copy back.
    given_back: Condvar,
    /// XRT's flags (type bits, memory bank and access extension).
    pub flags: u64,
    /// The memory group (bank) it was allocated in.
    pub group: u32,
    /// Its device address.
    pub address: u64,
}

impl Memory {
    fn new(
        memories: &Arc<Memories>,
        size: usize,
        flags: u64,
        group: u32,
        user: Option<*mut u8>,
    ) -> Result<Arc<Memory>, Error> {
        let device_only = flags as u32 & !MEMIDX_MASK == DEV_ONLY;
        let host = match user {
            Some(p) => Host::User(p),
            None if device_only => Host::None,
            None => Host::Own(Pages::zeroed(size, &memories.pool)?),
        };
        let device = Pages::zeroed(size, &memories.pool)?;
        let mut addresses = memories.addresses();
        let address = addresses.next;
        addresses.next += device.len() as u64;
        let memory = Arc::new(Memory {
            memories: memories.clone(),
            host,
            size,
            device: Mutex::new(Some(device)),
            given_back: Condvar::new(),
            flags,
            group,
            address,
        });
        addresses.live.insert(address, Arc::downgrade(&memory));
        Ok(memory)
    }

    /// The device copy, locked (once a run that has it gives it back).
    pub fn device(&self) -> DeviceCopy<'_> {
        let mut copy = self.device.lock().unwrap_or_else(|e| e.into_inner());
        while copy.is_none() {
            copy = self
                .given_back
                .wait(copy)
                .unwrap_or_else(|e| e.into_inner());
        }
        DeviceCopy(copy)
    }
}

/// A memory's device copy, locked.
pub struct DeviceCopy<'m>(MutexGuard<'m, Option<Pages>>);

impl Deref for DeviceCopy<'_> {
    type Target = Pages;
    fn deref(&self) -> &Pages {
        self.0.as_ref().expect("taken only while present")
    }
}

impl DerefMut for DeviceCopy<'_> {
    fn deref_mut(&mut self) -> &mut Pages {
        self.0.as_mut().expect("taken only while present")
    }
}

/// A buffer's device copy lent to a run: its memory's pages from the
/// buffer's offset to their end, read and written in place (what
/// [`Bo::device_bytes`] copies); given back to the memory when dropped.
pub struct Lent {
    memory: Arc<Memory>,
    pages: Option<Pages>,
    offset: usize,
}

impl Deref for Lent {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        &self.pages.as_ref().expect("held until dropped")[self.offset..]
    }
}

impl DerefMut for Lent {
    fn deref_mut(&mut self) -> &mut [u8] {
        &mut self.pages.as_mut().expect("held until dropped")[self.offset..]
    }
}

impl Drop for Lent {
    fn drop(&mut self) {
        let mut copy = self.memory.device.lock().unwrap_or_else(|e| e.into_inner());
        *copy = self.pages.take();
        drop(copy);
        self.memory.given_back.notify_all();
    }
}

impl Drop for Memory {
    fn drop(&mut self) {
        // Addresses are never given out twice.
        self.memories.addresses().live.remove(&self.address);
    }
}

/// A buffer object: bytes `[offset, offset + size)` of its memory.
pub struct Bo {
    /// The memory it is a window on.
    pub memory: Arc<Memory>,
    /// Where the window starts in the memory.
    pub offset: usize,
    /// The window's size in bytes.
    pub size: usize,
}

impl Bo {
    /// A buffer object of `size` bytes with memory of its own in
    /// `memories` (its host copy at `user`, if given).
    pub(crate) fn new(
        memories: &Arc<Memories>,
        size: usize,
        flags: u64,
        group: u32,
        user: Option<*mut u8>,
    ) -> Result<Bo, Error> {
        let memory = Memory::new(memories, size, flags, group, user)?;
        Ok(Bo {
            memory,
            offset: 0,
            size,
        })
    }

    /// XRT's `xrt::bo(device, size, flags, group)`: `flags` carry the type
    /// and access bits (checked), `group` is the memory bank; the host copy
    /// at `user` if given (page-aligned, valid for `size` bytes for the
    /// buffer's life).
    pub fn open(
        device: &Device,
        size: usize,
        flags: u64,
        group: u32,
        user: Option<*mut u8>,
    ) -> Result<Bo, Error> {
        check_type(flags)?;
        if user.is_some_and(|p| !(p as usize).is_multiple_of(PAGE)) {
            return Err("userptr is not aligned".into());
        }
        Bo::new(&device.memories, size, flags, group, user)
    }

    /// XRT's `xrt::bo(parent, size, offset)`: a window on this buffer's memory.
    pub fn sub(&self, size: usize, offset: usize) -> Result<Bo, Error> {
        if offset > self.size || size > self.size - offset {
            return Err("sub buffer size and offset".into());
        }
        Ok(Bo {
            memory: self.memory.clone(),
            offset: self.offset + offset,
            size,
        })
    }

    /// The host copy (`map`).
    pub fn map(&self) -> Result<*mut u8, Error> {
        self.host_at(0, 0, "")
    }

    /// XRT's `sync`: `size` bytes at `offset` copied from the host copy to
    /// the device copy (`to_device`) or back.
    pub fn sync(&self, to_device: bool, size: usize, offset: usize) -> Result<(), Error> {
        if self.offset > 0 || self.size < self.memory.size {
            // XRT's checks for a sub-buffer, against its parent.
            let parent = self.memory.size;
            let sub = self.offset;
            if offset > parent || sub > parent - offset || size > parent - (offset + sub) {
                return Err("Invalid offset and size when syncing sub buffer".into());
            }
        }
        let Some(host) = self.memory.host.ptr() else {
            // A device-only buffer: there is no host copy to sync.
            return Ok(());
        };
        let end = self
            .offset
            .checked_add(offset)
            .and_then(|s| s.checked_add(size));
        let end = end.filter(|&e| e <= self.memory.size).ok_or_else(|| Error::from(format!(
                "a sync of {size} bytes at offset {offset} passes the end of a {}-byte buffer object",
                self.size
            )))?;
        let start = end - size;
        let mut device = self.memory.device();
        let device = device[start..end].as_mut_ptr();
        // SAFETY: both ranges hold `size` bytes (checked) in distinct allocations.
        unsafe {
            let host = host.add(start);
            if to_device {
                std::ptr::copy_nonoverlapping(host, device, size);
            } else {
                std::ptr::copy_nonoverlapping(device, host, size);
            }
        }
        Ok(())
    }

    /// XRT's `write`: `size` bytes from `src` into the buffer at `seek`
    /// (its host copy; the device copy of a device-only buffer).
    ///
    /// # Safety
    /// `src` is readable for `size` bytes (it may lie in the host copy).
    pub unsafe fn write(&self, src: *const u8, size: usize, seek: usize) -> Result<(), Error> {
        if self.memory.host.ptr().is_none() {
            if seek > self.size || size > self.size - seek {
                return Err("attempting to write past buffer size".into());
            }
            let at = self.offset + seek;
            // SAFETY: `src` is readable for `size` bytes.
            let bytes = unsafe { std::slice::from_raw_parts(src, size) };
            self.memory.device()[at..at + size].copy_from_slice(bytes);
            return Ok(());
        }
        let host = self.host_at(seek, size, "attempting to write past buffer size")?;
        if size > 0 {
            // SAFETY: `src` is readable and the host range writable for
            // `size` bytes; they may overlap.
            unsafe { std::ptr::copy(src, host, size) };
        }
        Ok(())
    }

    /// XRT's `read`: `size` bytes of the buffer from `skip` into `dst`.
    ///
    /// # Safety
    /// `dst` is writable for `size` bytes (it may lie in the host copy).
    pub unsafe fn read(&self, dst: *mut u8, size: usize, skip: usize) -> Result<(), Error> {
        if self.memory.host.ptr().is_none() {
            if skip > self.size || size > self.size - skip {
                return Err("attempting to read past buffer size".into());
            }
            let at = self.offset + skip;
            let device = self.memory.device();
            // SAFETY: `dst` is writable for `size` bytes.
            unsafe { std::ptr::copy_nonoverlapping(device[at..].as_ptr(), dst, size) };
            return Ok(());
        }
        let host = self.host_at(skip, size, "attempting to read past buffer size")?;
        if size > 0 {
            // SAFETY: the host range is readable and `dst` writable for
            // `size` bytes; they may overlap.
            unsafe { std::ptr::copy(host, dst, size) };
        }
        Ok(())
    }

    /// XRT's `copy`: `size` bytes of `src`'s device copy from `src_offset`
    /// into this buffer's at `dst_offset`.
    pub fn copy_from(
        &self,
        src: &Bo,
        size: usize,
        dst_offset: usize,
        src_offset: usize,
    ) -> Result<(), Error> {
        if size == 0 {
            return Err("size must be a positive number".into());
        }
        if dst_offset > self.size || size > self.size - dst_offset {
            return Err("copying past destination buffer size".into());
        }
        if src_offset > src.size || size > src.size - src_offset {
            return Err("copying past source buffer size".into());
        }
        let from = src.offset + src_offset;
        let bytes = src.memory.device()[from..from + size].to_vec();
        let to = self.offset + dst_offset;
        self.memory.device()[to..to + size].copy_from_slice(&bytes);
        Ok(())
    }

    /// Its device address.
    pub fn address(&self) -> u64 {
        self.memory.address + self.offset as u64
    }

    /// The device bytes a run sees: from its offset to the end of its
    /// memory's pages.
    pub fn device_bytes(&self) -> Vec<u8> {
        self.memory.device()[self.offset..].to_vec()
    }

    /// Its device bytes lent to a run in place ([`Lent`]): until the lent
    /// copy is dropped, whoever else reaches the memory's device copy waits.
    pub fn lend_device(&self) -> Lent {
        let pages = self.memory.device().0.take();
        Lent {
            memory: self.memory.clone(),
            pages,
            offset: self.offset,
        }
    }

    /// Whether `other` is a window on the same memory.
    pub fn shares_memory(&self, other: &Bo) -> bool {
        Arc::ptr_eq(&self.memory, &other.memory)
    }

    /// Puts a run's bytes back (as [`Bo::device_bytes`] gave them).
    pub fn set_device_bytes(&self, bytes: &[u8]) {
        let mut device = self.memory.device();
        let end = (self.offset + bytes.len()).min(device.len());
        device[self.offset..end].copy_from_slice(&bytes[..end - self.offset]);
    }

    /// Where the host copy's bytes [at, at + len) of this buffer start,
    /// checked against its size; XRT's message `what` when they pass it.
    fn host_at(&self, at: usize, len: usize, what: &str) -> Result<*mut u8, Error> {
        if at > self.size || len > self.size - at {
            return Err(what.into());
        }
        let ptr = self
            .memory
            .host
            .ptr()
            .ok_or("device only buffer has no host buffer")?;
        // SAFETY: `offset + at` lies in the memory (checked above).
        Ok(unsafe { ptr.add(self.offset + at) })
    }
}

/// XRT's buffer types: the flags' type bits must be one of these.
fn check_type(flags: u64) -> Result<(), Error> {
    let ty = flags as u32 & !MEMIDX_MASK;
    match ty {
        0 | CACHEABLE | KERNBUF | SVM | HOST_ONLY | P2P | EXECBUF | DEV_ONLY => Ok(()),
        _ => Err("Unknown buffer type".into()),
    }
}

/// # Safety
/// `device` is a live device handle; `userptr` is null or valid for
/// `size` bytes for the buffer's life; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_open(
    device: *mut Arc<Device>,
    userptr: *mut c_void,
    size: usize,
    flags: u64,
    group: u32,
    out: *mut *mut Arc<Bo>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let device = unsafe { object(device, "xrt::device")? };
        let user = (!userptr.is_null()).then_some(userptr.cast::<u8>());
        let bo = Bo::open(device, size, flags, group, user)?;
        unsafe { give(out, Arc::new(bo)) }
    })
}

/// # Safety
/// `parent` is a live handle; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_open_sub(
    parent: *mut Arc<Bo>,
    size: usize,
    offset: usize,
    out: *mut *mut Arc<Bo>,
) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let sub = unsafe { object(parent, "xrt::bo")? }.sub(size, offset)?;
        unsafe { give(out, Arc::new(sub)) }
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
/// `bo` is null or a live handle; `out` is writable.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_map(bo: *mut Arc<Bo>, out: *mut *mut c_void) -> c_int {
    status(|| {
        // SAFETY: per this function's contract.
        let ptr = unsafe { object(bo, "xrt::bo")? }.map()?;
        // SAFETY: `out` is writable.
        let slot = unsafe { out.as_mut() }.ok_or("a null output pointer")?;
        *slot = ptr.cast();
        Ok(())
    })
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
    unsafe { object(bo, "xrt::bo") }.map_or(0, |b| b.address())
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_flags(bo: *const Arc<Bo>) -> u64 {
    // SAFETY: per this function's contract.
    unsafe { object(bo, "xrt::bo") }.map_or(0, |b| b.memory.flags)
}

/// # Safety
/// `bo` is null or a live handle.
#[no_mangle]
pub unsafe extern "C" fn aiesim_bo_group(bo: *const Arc<Bo>) -> u32 {
    // SAFETY: per this function's contract.
    unsafe { object(bo, "xrt::bo") }.map_or(0, |b| b.memory.group)
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
        b.sync(sync_to_device(direction)?, size, offset)
    })
}

/// Whether XRT's sync direction `direction` is to the device (0) or from
/// it (1).
pub fn sync_to_device(direction: c_int) -> Result<bool, Error> {
    match direction {
        0 => Ok(true),
        1 => Ok(false),
        _ => Err(format!(
            "sync direction {direction}: a buffer object syncs to the device (0) or from it (1); \
             the GMIO directions are for xrt::aie::bo on AIE graphs, which aie-sim does not simulate"
        ).into()),
    }
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
        unsafe { object(bo, "xrt::bo")?.write(src.cast(), size, seek) }
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
        unsafe { object(bo, "xrt::bo")?.read(dst.cast(), size, skip) }
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
        d.copy_from(s, size, dst_offset, src_offset)
    })
}
