//! Throughput of the core interpreter in executed ops per second: add-one over
//! 1 Mi elements (a 4 Ki-element buffer swept 256 times: load, addi, store
//! and the loop's yield per element), and the same work split into steps of
//! 1000 cycles as an array scheduler would run it.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use runtime_sim::core::{core_ops, Core, CoreProgram, CoreState, SimpleEnv};
use std::sync::Arc;

const DESIGN: &str = r#"module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %in = aie.buffer(%t) {address = 0 : i32, sym_name = "in"} : memref<4096xi32>
    %out = aie.buffer(%t) {address = 16384 : i32, sym_name = "out"} : memref<4096xi32>
    %core = aie.core(%t) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c256 = arith.constant 256 : index
      %c4096 = arith.constant 4096 : index
      %one = arith.constant 1 : i32
      scf.for %r = %c0 to %c256 step %c1 {
        scf.for %i = %c0 to %c4096 step %c1 {
          %v = memref.load %in[%i] : memref<4096xi32>
          %w = arith.addi %v, %one : i32
          memref.store %w, %out[%i] : memref<4096xi32>
        }
      }
      aie.end
    }
  }
}"#;

fn run(prog: &Arc<CoreProgram>, env: &mut SimpleEnv, budget: u64) -> u64 {
    let mut core = Core::new(prog.clone());
    loop {
        match core.step(env, budget) {
            CoreState::Running => {}
            CoreState::Done => return core.stats().ops,
            s => panic!("{s:?}"),
        }
    }
}

fn bench(c: &mut Criterion) {
    let ir = dialect::parse(DESIGN).expect("parse");
    let prog = Arc::new(CoreProgram::compile(&ir, core_ops(&ir)[0]).expect("compile"));
    let mut env = SimpleEnv::for_design(&ir);
    let ops = run(&prog, &mut env, u64::MAX);
    let mut g = c.benchmark_group("core");
    g.throughput(Throughput::Elements(ops));
    g.sample_size(20);
    g.bench_function("add_one_1Mi", |b| b.iter(|| run(&prog, &mut env, u64::MAX)));
    g.bench_function("add_one_1Mi_steps_of_1000", |b| {
        b.iter(|| run(&prog, &mut env, 1000))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
