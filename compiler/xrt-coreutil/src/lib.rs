//! `libxrt_coreutil.so` for NPU host programs run on aie-sim: the C
//! interface (`include/xrt/detail/aiesim.h`) that this crate's headers
//! (`include/xrt/*.h`, written from XRT's documented C++ API) wrap, over
//! the simulator's hardware contexts (`compiler::host`). `aie-sim
//! --xrt-prefix` lays the headers and this library out as an XRT install
//! (docs/host-programs.md).
//!
//! Environment: `AIESIM_VERBOSE=1` prints a line per run (cycles, counts,
//! work left) on standard error; `AIESIM_TRACE=FILE` writes the Chrome
//! trace of a context's runs; `AIESIM_MAX_CYCLES=N` limits each run (else
//! the simulator's default, 100 000 000).

mod bo;
mod device;
mod ffi;
mod kernel;

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
