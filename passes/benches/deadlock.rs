//! Cost of `--aie-check-deadlock` on generated npu2 designs of 1 to 8
//! columns. In each column the host's 256 words go shim → mem tile → core
//! (c, 2) → mem tile → shim through linked object FIFOs of depth 2, the core
//! loops 8 times over blocks of 32 words, and the runtime sequence waits for
//! every column's output. The designs are lowered (object FIFOs, lock ids,
//! buffer addresses, BD ids) once; only the check is timed.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use dialect::Ir;
use passes::{Args, Config, Step};
use std::fmt::Write;

/// The design with `columns` columns.
fn design(columns: usize) -> String {
    let mut s = String::from("aie.device(npu2) {\n");
    for c in 0..columns {
        let fifo = |s: &mut String, name: &str, from: &str, to: &str| {
            writeln!(s, "  aie.objectfifo @{name}({from}, {{{to}}}, 2 : i32) : !aie.objectfifo<memref<32xi32>>").unwrap()
        };
        writeln!(s, "  %shim{c} = aie.tile({c}, 0)\n  %mem{c} = aie.tile({c}, 1)\n  %core{c} = aie.tile({c}, 2)").unwrap();
        fifo(
            &mut s,
            &format!("in{c}"),
            &format!("%shim{c}"),
            &format!("%mem{c}"),
        );
        fifo(
            &mut s,
            &format!("in{c}_a"),
            &format!("%mem{c}"),
            &format!("%core{c}"),
        );
        writeln!(s, "  aie.objectfifo.link [@in{c}] -> [@in{c}_a]([] [])").unwrap();
        fifo(
            &mut s,
            &format!("out{c}_a"),
            &format!("%core{c}"),
            &format!("%mem{c}"),
        );
        fifo(
            &mut s,
            &format!("out{c}"),
            &format!("%mem{c}"),
            &format!("%shim{c}"),
        );
        writeln!(s, "  aie.objectfifo.link [@out{c}_a] -> [@out{c}]([] [])").unwrap();
        writeln!(
            s,
            "  %k{c} = aie.core(%core{c}) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {{
      %a = aie.objectfifo.acquire @in{c}_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
      %b = aie.objectfifo.acquire @out{c}_a(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
      aie.objectfifo.release @in{c}_a(Consume, 1)
      aie.objectfifo.release @out{c}_a(Produce, 1)
    }}
    aie.end
  }}"
        )
        .unwrap();
    }
    let args: Vec<String> = (0..2 * columns)
        .map(|k| format!("%a{k}: memref<256xi32>"))
        .collect();
    writeln!(s, "  aie.runtime_sequence({}) {{", args.join(", ")).unwrap();
    for c in 0..columns {
        let (i, o) = (2 * c, 2 * c + 1);
        writeln!(s, "    aiex.npu.dma_memcpy_nd(%a{o}[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {{id = {o} : i64, metadata = @out{c}}} : memref<256xi32>").unwrap();
        writeln!(s, "    aiex.npu.dma_memcpy_nd(%a{i}[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {{id = {i} : i64, issue_token = true, metadata = @in{c}}} : memref<256xi32>").unwrap();
    }
    for c in 0..columns {
        writeln!(s, "    aiex.npu.dma_wait {{symbol = @out{c}}}").unwrap();
    }
    s.push_str("  }\n}\n");
    s
}

fn steps(flags: &[&str]) -> Vec<Step> {
    flags
        .iter()
        .map(|f| {
            let pass = passes::lookup(f).expect("registered pass");
            Step::new(pass, Args::parse(pass.options, "").expect("no options"))
        })
        .collect()
}

fn check(c: &mut Criterion) {
    let lower = steps(&[
        "aie-objectFifo-stateful-transform",
        "aie-assign-lock-ids",
        "aie-assign-buffer-addresses",
        "aie-assign-bd-ids",
    ]);
    let check = steps(&["aie-check-deadlock"]);
    let config = Config { verify_each: false };
    let mut group = c.benchmark_group("check-deadlock");
    for columns in [1, 2, 4, 8] {
        let mut ir: Ir = dialect::parse(&design(columns)).expect("generated design parses");
        assert!(dialect::verify(&ir).is_empty(), "generated design verifies");
        let d = passes::run(&mut ir, &lower, config, &mut |_, _, _| {});
        assert!(d.is_empty(), "lowering fails: {:?}", d.first());
        let d = passes::run(&mut ir.clone(), &check, config, &mut |_, _, _| {});
        assert!(d.is_empty(), "the check reports: {:?}", d.first());
        group.bench_with_input(BenchmarkId::from_parameter(columns), &ir, |b, ir| {
            b.iter_batched(
                || ir.clone(),
                |mut ir| passes::run(&mut ir, &check, config, &mut |_, _, _| {}),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, check);
criterion_main!(benches);
