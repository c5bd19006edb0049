//! `libxrt_coreutil.so` for NPU host programs run on aie-sim: XRT's
//! objects (device, xclbin, ELF, hardware context, kernel, run, buffer
//! object) over the simulator's hardware contexts (`compiler::host`), as a
//! Rust API ([`device`], [`kernel`], [`bo`]) and the C interface
//! (`include/xrt/detail/aiesim.h`) over it that this crate's headers
//! (`include/xrt/*.h`, written from XRT's documented C++ API) wrap. The
//! Python package's `pyxrt` is the Rust API's other binding
//! (`compiler/python/_aiec`). `aie-sim --xrt-prefix` lays the headers and
//! this library out as an XRT install (docs/host-programs.md).
//!
//! Environment: `AIESIM_VERBOSE=1` prints a line per run (cycles, counts,
//! work left) on standard error; `AIESIM_TRACE=FILE` writes the Chrome
//! trace of a context's runs; `AIESIM_MAX_CYCLES=N` limits each run (else
//! the simulator's default, 100 000 000).

pub mod bo;
pub mod device;
pub mod error;
mod ffi;
pub mod kernel;
pub mod pages;

/// The reason of the calling thread's last failure.
#[no_mangle]
pub extern "C" fn aiesim_error() -> *const std::ffi::c_char {
    ffi::error_ptr()
}

/// How the calling thread's last failure is thrown in C++: 1 for
/// `std::out_of_range`, 0 for `std::runtime_error`.
#[no_mangle]
pub extern "C" fn aiesim_error_kind() -> std::ffi::c_int {
    ffi::error_kind()
}
