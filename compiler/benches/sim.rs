//! The simulator on generated designs, compiled and loaded once (outside
//! the timing), then run per iteration (a fresh array model and host
//! memory, the job-runner to the end):
//!
//! - `stream/<columns>`: a data-heavy design: per column of an npu2, 64 Ki
//!   words (256 KiB) stream host → shim → mem tile → shim → host in
//!   1024-word objects; throughput is words sent into streams per second.
//! - `ctrlcode/<n>`: a control-code-heavy design: a runtime sequence of `n`
//!   `aiex.npu.write32` (one WRITE_32 each, to data memory); throughput is
//!   ctrlcode operations per second; `load/<n>` is the ELF load
//!   (`Program::load`) of the same program, which a run does once.
//!
//!     cargo bench -p compiler --bench sim
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use aie_target::cert::loader::Program;
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runtime_sim::array::Model;
use runtime_sim::bus::HostMemory;
use runtime_sim::core::{core_ops, CoreProgram};
use runtime_sim::runner::{Options, Runner};
use std::fmt::Write;
use std::sync::Arc;

const WORDS: usize = 65536;

/// `columns` independent shim → mem tile → shim passthroughs on an npu2.
fn stream_design(columns: usize) -> String {
    let mut s = String::from("module {\n  aie.device(npu2) {\n");
    for c in 0..columns {
        let _ = write!(
            s,
            "    %s{c} = aie.tile({c}, 0)\n    %m{c} = aie.tile({c}, 1)\n    \
             aie.objectfifo @in{c}(%s{c}, {{%m{c}}}, 2 : i32) : !aie.objectfifo<memref<1024xi32>>\n    \
             aie.objectfifo @out{c}(%m{c}, {{%s{c}}}, 2 : i32) : !aie.objectfifo<memref<1024xi32>>\n    \
             aie.objectfifo.link [@in{c}] -> [@out{c}]([] [])\n"
        );
    }
    let args: Vec<String> = (0..2 * columns)
        .map(|i| format!("%a{i}: memref<{WORDS}xi32>"))
        .collect();
    let _ = writeln!(s, "    aie.runtime_sequence({}) {{", args.join(", "));
    for c in 0..columns {
        for (arg, fifo, id, token) in [
            (columns + c, "out", 1, ""),
            (c, "in", 0, "issue_token = true, "),
        ] {
            let _ = writeln!(
                s,
                "      aiex.npu.dma_memcpy_nd(%a{arg}[0, 0, 0, 0][1, 1, 128, 512][0, 0, 512, 1]) {{id = {id} : i64, {token}metadata = @{fifo}{c}}} : memref<{WORDS}xi32>"
            );
        }
    }
    for c in 0..columns {
        let _ = writeln!(s, "      aiex.npu.dma_wait {{symbol = @out{c}}}");
    }
    s.push_str("    }\n  }\n}\n");
    s
}

/// A runtime sequence of `n` single-word writes to core (0, 2)'s memory.
fn ctrlcode_design(n: usize) -> String {
    let mut s = String::from(
        "module {\n  aie.device(npu1_1col) {\n    %t = aie.tile(0, 2)\n    aie.runtime_sequence(%a: memref<16xi32>) {\n",
    );
    for k in 0..n {
        let _ = writeln!(
            s,
            "      aiex.npu.write32 {{address = {} : ui32, column = 0 : i32, row = 2 : i32, value = {k} : ui32}}",
            (8 * k) % 0x10000
        );
    }
    s.push_str("    }\n  }\n}\n");
    s
}

/// A design ready to run: its program loaded, its cores compiled.
struct Compiled {
    elf: aie_target::cert::elf::CtrlElf,
    program: Program,
    cores: Vec<Arc<CoreProgram>>,
}

fn compile(source: String) -> Compiled {
    use compiler::session::{Design, Pipeline, Source};
    let mut design = Design::parse(Source::new("bench.mlir", source)).expect("the design parses");
    design
        .run(&Pipeline::to_control_code())
        .expect("the design compiles");
    let elf = design
        .ctrl_elf()
        .expect("the design lowers to control code");
    let program = Program::load(&elf).expect("loads");
    let ir = design.ir();
    let cores = core_ops(ir)
        .into_iter()
        .map(|op| Arc::new(CoreProgram::compile(ir, op).expect("core")))
        .collect();
    Compiled {
        elf,
        program,
        cores,
    }
}

/// One simulation of a loaded program (a fresh array and host memory, the
/// job-runner to the end): `(ctrlcode ops, stream words, cycles)`.
fn simulate(d: &Compiled) -> (u64, u64, u64) {
    let note = d.elf.aiec_note.as_ref().expect("aiec note");
    let device = aie_target::device::device(&note.device).expect("device");
    let mut model = Model::new(device);
    for core in &d.cores {
        model.add_core(core.clone());
    }
    let mut host = HostMemory::default();
    for (i, a) in note.args.iter().enumerate() {
        host.add_arg(i, (0..a.size).map(|b| b as u8).collect::<Vec<u8>>());
    }
    let mut runner = Runner::new(&d.program, Options::default());
    let summary = runner.run(&mut model, &mut host).expect("runs");
    (summary.ops, model.stats().stream_words, summary.cycles)
}

fn sim(c: &mut Criterion) {
    let mut group = c.benchmark_group("sim");
    group.sample_size(10);
    for columns in [1, 2, 4, 8] {
        let d = compile(stream_design(columns));
        let (ops, words, cycles) = simulate(&d);
        eprintln!("stream/{columns}: {words} stream words, {cycles} cycles, {ops} ctrlcode ops");
        group.throughput(Throughput::Elements(words));
        group.bench_function(format!("stream/{columns}"), |b| b.iter(|| simulate(&d)));
    }
    for n in [1000, 4000, 16000] {
        let d = compile(ctrlcode_design(n));
        let (ops, _, cycles) = simulate(&d);
        eprintln!("ctrlcode/{n}: {ops} ctrlcode ops, {cycles} cycles");
        group.throughput(Throughput::Elements(ops));
        group.bench_function(format!("ctrlcode/{n}"), |b| b.iter(|| simulate(&d)));
        group.bench_function(format!("load/{n}"), |b| {
            b.iter(|| Program::load(&d.elf).expect("loads"))
        });
    }
    group.finish();
}

criterion_group!(benches, sim);
criterion_main!(benches);
