//! The simulator on arbitrary ELF bytes: read, load, and run on the array
//! model with host buffers from the note (capped) for at most 20 000 cycles.
//! Nothing may panic; every run ends within the cycle bound.
//!
//!     cd runtime-sim/fuzz && cargo fuzz run -s none sim

#![no_main]

use aie_target::cert::{elf, loader::Program};
use libfuzzer_sys::fuzz_target;
use runtime_sim::array::Model;
use runtime_sim::bus::{Array, HostMemory};
use runtime_sim::runner::{Options, Runner};

fuzz_target!(|data: &[u8]| {
    let Ok(ctrl) = elf::read(data) else { return };
    let Ok(program) = Program::load(&ctrl) else {
        return;
    };
    let device = ctrl
        .aiec_note
        .as_ref()
        .and_then(|n| aie_target::device::device(&n.device))
        .unwrap_or_else(|| aie_target::device::device("npu2").expect("npu2"));
    let mut host = HostMemory::default();
    let sizes = ctrl
        .aiec_note
        .as_ref()
        .map(|n| n.args.iter().map(|a| a.size).collect());
    for (i, size) in sizes
        .unwrap_or_else(|| vec![4096; 4])
        .into_iter()
        .take(16)
        .enumerate()
    {
        host.add_arg(i, vec![0; size.min(1 << 16) as usize]);
    }
    let mut model = Model::new(device);
    model.set_trace(true);
    let options = Options {
        max_cycles: 20_000,
        ..Options::default()
    };
    let mut runner = Runner::new(&program, options);
    let _ = runner.run(&mut model, &mut host);
    let _ = model.waits();
    let _ = model.drain_events();
});
