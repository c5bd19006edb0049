//! The C side of handles and errors: each handle is a boxed `Arc` of its
//! object; a failure sets the thread's message and returns -1; a panic is
//! caught at the boundary and reported as a failure.

use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_int, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::Arc;

thread_local! {
    static ERROR: RefCell<CString> = RefCell::new(CString::default());
    /// The C++ exception the last failure is thrown as ([`OUT_OF_RANGE`] or 0).
    static KIND: Cell<c_int> = const { Cell::new(0) };
    /// The kind the failure being returned asks for.
    static PENDING: Cell<c_int> = const { Cell::new(0) };
}

/// The kind of a failure XRT reports as `std::out_of_range` (an index
/// past a kernel's arguments); other failures are `std::runtime_error`.
pub const OUT_OF_RANGE: c_int = 1;

/// Sets the thread's message.
pub fn set_error(message: &str) {
    let text = CString::new(message.replace('\0', " ")).unwrap_or_default();
    ERROR.with(|e| *e.borrow_mut() = text);
    KIND.with(|k| k.set(PENDING.with(|p| p.replace(0))));
}

/// `message`, to be thrown as `std::out_of_range`.
pub fn out_of_range(message: String) -> String {
    PENDING.with(|p| p.set(OUT_OF_RANGE));
    message
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
pub fn status(f: impl FnOnce() -> Result<(), String>) -> c_int {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => {
            PENDING.with(|p| p.set(0));
            0
        }
        Ok(Err(message)) => {
            set_error(&message);
            -1
        }
        Err(_) => {
            set_error("internal error in aie-sim's runtime (a panic); please report it");
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
pub unsafe fn object<'a, T>(h: *const Arc<T>, what: &str) -> Result<&'a Arc<T>, String> {
    // SAFETY: the caller passes a live handle or null.
    unsafe { h.as_ref() }.ok_or_else(|| format!("a null {what} handle"))
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
pub unsafe fn give<T>(out: *mut *mut Arc<T>, value: Arc<T>) -> Result<(), String> {
    // SAFETY: the caller passes a writable pointer or null.
    let slot = unsafe { out.as_mut() }.ok_or("a null output pointer")?;
    *slot = handle(value);
    Ok(())
}

/// The text of C string `s`.
///
/// # Safety
/// `s` is null or a NUL-terminated string.
pub unsafe fn text<'a>(s: *const c_char, what: &str) -> Result<&'a str, String> {
    if s.is_null() {
        return Err(format!("a null {what}"));
    }
    // SAFETY: the caller passes a NUL-terminated string.
    unsafe { CStr::from_ptr(s) }
        .to_str()
        .map_err(|_| format!("the {what} is not UTF-8"))
}

/// `s` as a C string (NULs replaced).
pub fn c_string(s: &str) -> CString {
    CString::new(s.replace('\0', " ")).unwrap_or_default()
}
