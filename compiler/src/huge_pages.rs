//! The command lines' allocator: the system's, with its large blocks backed
//! by transparent huge pages where the kernel offers them on request
//! (`/sys/kernel/mm/transparent_hugepage/enabled` set to `madvise`, most
//! distributions' default). The IR's arenas and the printer's buffers of a
//! large design are such blocks: a 2 MiB page takes one page fault where
//! 4 KiB pages take 512 (docs/performance.md, "Huge pages").

use std::alloc::{GlobalAlloc, Layout, System};

/// From how many bytes on a block is advised: a huge page's size, below
/// which a block cannot hold one.
const HUGE: usize = 2 << 20;

/// [`System`], advising blocks of [`HUGE`] bytes or more to use huge pages.
pub struct HugePages;

// SAFETY: every call is `System`'s; the advice only changes how the kernel
// backs memory the block already owns.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.alloc(layout) };
        advise(p, layout.size());
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.alloc_zeroed(layout) };
        advise(p, layout.size());
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        advise(p, new_size);
        p
    }
}

/// Advises the whole pages of the block at `p` of `len` bytes to be backed
/// by huge pages, if it is large enough to hold one.
fn advise(p: *mut u8, len: usize) {
    #[cfg(target_os = "linux")]
    if !p.is_null() && len >= HUGE {
        const PAGE: usize = 4096;
        let start = (p as usize).next_multiple_of(PAGE);
        let end = (p as usize + len) / PAGE * PAGE;
        // SAFETY: the range lies within the block, which this process owns;
        // MADV_HUGEPAGE changes no contents. A refusal (no THP) is harmless.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (p, len);
}
