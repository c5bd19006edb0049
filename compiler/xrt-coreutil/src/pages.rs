//! Whole pages of zeroed, page-aligned memory: a buffer object's host and
//! device copies, from its device's [`Pool`]. Freed blocks are kept in the
//! pool for the next buffer of the same size (up to [`KEPT_BYTES`] in all,
//! the oldest let go first) and zeroed again when taken: the first touch of
//! a fresh page is a page fault (about 1.7 µs each on this project's
//! machines, 0.4 ms a MiB), ten times what zeroing it again costs, and host
//! programs make buffers of the same sizes over and over (a tensor per call
//! of a design).

use crate::error::Error;
use std::alloc::{alloc_zeroed, dealloc, Layout};
use std::ops::{Deref, DerefMut};
use std::ptr::NonNull;
use std::sync::{Arc, Mutex, MutexGuard};

/// A page, the blocks' alignment and the unit of their size.
pub const PAGE: usize = 4096;
/// The most freed memory kept for reuse.
const KEPT_BYTES: usize = 256 << 20;

/// Zeroed memory of whole pages, given back to its pool when dropped.
pub struct Pages {
    ptr: NonNull<u8>,
    len: usize,
    pool: Arc<Pool>,
}

// SAFETY: the block is owned by the value; shared access is read-only.
unsafe impl Send for Pages {}
unsafe impl Sync for Pages {}

impl Pages {
    /// `len` bytes rounded up to whole pages (at least one), zeroed, from
    /// `pool`.
    pub fn zeroed(len: usize, pool: &Arc<Pool>) -> Result<Pages, Error> {
        let len = len.max(1).next_multiple_of(PAGE);
        let pool = pool.clone();
        let kept = pool.kept().take(len);
        if let Some(ptr) = kept {
            // SAFETY: a kept block of `len` bytes, owned from here on.
            unsafe { ptr.as_ptr().write_bytes(0, len) };
            return Ok(Pages { ptr, len, pool });
        }
        let layout = layout(len)
            .ok_or_else(|| Error::from(format!("a buffer of {len} bytes is too large")))?;
        // SAFETY: the layout has a nonzero size.
        NonNull::new(unsafe { alloc_zeroed(layout) })
            .map(|ptr| Pages { ptr, len, pool })
            .ok_or_else(|| Error::from(format!("cannot allocate a buffer of {len} bytes")))
    }

    /// The first byte.
    pub fn as_ptr(&self) -> *mut u8 {
        self.ptr.as_ptr()
    }
}

impl Deref for Pages {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        // SAFETY: the block holds `len` initialized bytes.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }
    }
}

impl DerefMut for Pages {
    fn deref_mut(&mut self) -> &mut [u8] {
        // SAFETY: the block holds `len` bytes, borrowed mutably through `self`.
        unsafe { std::slice::from_raw_parts_mut(self.ptr.as_ptr(), self.len) }
    }
}

impl Drop for Pages {
    fn drop(&mut self) {
        let freed = self.pool.kept().give(self.ptr, self.len);
        free(freed);
    }
}

/// Frees `blocks`, each allocated by [`Pages::zeroed`].
fn free(blocks: Vec<(NonNull<u8>, usize)>) {
    for (ptr, len) in blocks {
        // SAFETY: allocated by `zeroed` with this layout, freed once.
        unsafe { dealloc(ptr.as_ptr(), layout(len).expect("allocated with it")) };
    }
}

fn layout(len: usize) -> Option<Layout> {
    Layout::from_size_align(len, PAGE).ok()
}

/// A device's freed blocks, kept for its next buffers.
#[derive(Default)]
pub struct Pool(Mutex<Kept>);

impl Pool {
    fn kept(&self) -> MutexGuard<'_, Kept> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        free(std::mem::take(&mut self.kept().blocks));
    }
}

/// Freed blocks by size, oldest first.
#[derive(Default)]
struct Kept {
    blocks: Vec<(NonNull<u8>, usize)>,
    bytes: usize,
}

// SAFETY: a kept block is owned by the list and not accessed.
unsafe impl Send for Kept {}

impl Kept {
    /// The newest kept block of `len` bytes, if any.
    fn take(&mut self, len: usize) -> Option<NonNull<u8>> {
        let i = self.blocks.iter().rposition(|&(_, l)| l == len)?;
        self.bytes -= len;
        Some(self.blocks.remove(i).0)
    }

    /// Keeps block `ptr` of `len` bytes; the blocks to free (the oldest ones
    /// past [`KEPT_BYTES`], or this one if it alone is larger).
    fn give(&mut self, ptr: NonNull<u8>, len: usize) -> Vec<(NonNull<u8>, usize)> {
        if len > KEPT_BYTES {
            return vec![(ptr, len)];
        }
        self.blocks.push((ptr, len));
        self.bytes += len;
        let mut freed = Vec::new();
        while self.bytes > KEPT_BYTES {
            let (p, l) = self.blocks.remove(0);
            self.bytes -= l;
            freed.push((p, l));
        }
        freed
    }
}
