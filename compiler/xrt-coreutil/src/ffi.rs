//! The C side of handles and errors: each handle is a boxed `Arc` of its
//! object; a failure sets the thread's error slot (the error's text and the
//! C++ exception it is thrown as) and returns -1; a panic is caught at the
//! boundary and reported as a failure.

use crate::error::{Error, Kind};
use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_int, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

thread_local! {
    /// The text of the thread's last failure.
    static ERROR: RefCell<CString> = RefCell::new(CString::default());
    /// The C++ exception it is thrown as ([`OUT_OF_RANGE`] or 0).
    static KIND: Cell<c_int> = const { Cell::new(0) };
}

/// The kind of a failure XRT reports as `std::out_of_range` (an index
/// past a kernel's arguments); other failures are `std::runtime_error`.
pub const OUT_OF_RANGE: c_int = 1;

/// Sets the thread's error slot to `e`.
fn set_error(e: &Error) {
    let text = CString::new(e.text().replace('\0', " ")).unwrap_or_default();
    ERROR.with(|slot| *slot.borrow_mut() = text);
    let kind = match e.kind {
        Kind::OutOfRange => OUT_OF_RANGE,
        Kind::Runtime => 0,
    };
    KIND.with(|k| k.set(kind));
}

/// The kind of the thread's last failure.
pub fn error_kind() -> c_int {
    KIND.with(Cell::get)
}

/// The thread's message (valid until the next failure on this thread).
pub fn error_ptr() -> *const c_char {
    ERROR.with(|e| e.borrow().as_ptr())
}

/// Runs `f` at the C boundary: 0 on success, -1 (with the message) on an
/// error or a panic.
pub fn status(f: impl FnOnce() -> Result<(), Error>) -> c_int {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => 0,
        Ok(Err(e)) => {
            set_error(&e);
            -1
        }
        Err(_) => {
            set_error(&"internal error in aie-sim's runtime (a panic); please report it".into());
            -1
        }
    }
}

/// Runs a query at the C boundary; `fallback` on a panic.
pub fn query<T>(fallback: T, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(fallback)
}

/// A new handle of `value` for C.
pub fn handle<T>(value: Arc<T>) -> *mut Arc<T> {
    Box::into_raw(Box::new(value))
}

/// The object of handle `h`, or an error naming `what` for a null one.
///
/// # Safety
/// `h` is null or a handle of [`handle`] not yet freed.
pub unsafe fn object<'a, T>(h: *const Arc<T>, what: &str) -> Result<&'a Arc<T>, Error> {
    // SAFETY: the caller passes a live handle or null.
    unsafe { h.as_ref() }.ok_or_else(|| Error::from(format!("a null {what} handle")))
}

/// Frees handle `h` (null does nothing).
///
/// # Safety
/// `h` is null or a handle of [`handle`] not yet freed.
pub unsafe fn free<T>(h: *mut Arc<T>) {
    if !h.is_null() {
        // SAFETY: `h` came from Box::into_raw and is freed once.
        drop(unsafe { Box::from_raw(h) });
    }
}

/// Stores a new handle of `value` at `out`.
///
/// # Safety
/// `out` is null or valid for a write.
pub unsafe fn give<T>(out: *mut *mut Arc<T>, value: Arc<T>) -> Result<(), Error> {
    // SAFETY: the caller passes a writable pointer or null.
    let slot = unsafe { out.as_mut() }.ok_or("a null output pointer")?;
    *slot = handle(value);
    Ok(())
}

/// The text of C string `s`.
///
/// # Safety
/// `s` is null or a NUL-terminated string.
pub unsafe fn text<'a>(s: *const c_char, what: &str) -> Result<&'a str, Error> {
    if s.is_null() {
        return Err(format!("a null {what}").into());
    }
    // SAFETY: the caller passes a NUL-terminated string.
    unsafe { CStr::from_ptr(s) }
        .to_str()
        .map_err(|_| Error::from(format!("the {what} is not UTF-8")))
}

/// `s` as a C string (NULs replaced).
pub fn c_string(s: &str) -> CString {
    CString::new(s.replace('\0', " ")).unwrap_or_default()
}
