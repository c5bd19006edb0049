//! The xclbin reader on arbitrary bytes: nothing may panic, and what reads
//! writes back to a file that reads the same after one normalisation
//! (fixed-size fields cut to their length).
//!
//!     cd runtime-sim/fuzz && cargo fuzz run -s none xclbin

#![no_main]

use libfuzzer_sys::fuzz_target;
use runtime_sim::xclbin::Xclbin;

fuzz_target!(|data: &[u8]| {
    let Ok(first) = Xclbin::read(data) else { return };
    let normal = Xclbin::read(&first.write()).expect("a written xclbin reads");
    let again = Xclbin::read(&normal.write()).expect("a written xclbin reads");
    assert_eq!(normal, again);
});
