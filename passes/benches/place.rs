//! Cost of `--aie-place-tiles` with each placer (docs/passes.md,
//! "Placement").
//!
//! `cargo bench -p passes --bench place` times both placers
//! (`sequential/…`, `sa/…`) on generated npu2 designs of 8, 16 and 32
//! logical cores (`…/N`), every logical tile
//! unplaced: per group of four cores a shim sends to a memory tile, which
//! sends every core the same objects; each core passes its result to the
//! next through shared memory, the group's first two cores are a cascade,
//! and the last core's results go back through the memory tile to the
//! shim. `PLACE_BENCH_FILE=design.mlir` adds `…/design.mlir`: that file
//! (one device) placed the same way. Parsing is not timed.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use dialect::Ir;
use passes::{Args, Config, Step};
use std::fmt::Write;
use std::time::Duration;

/// The design of `cores` cores (a multiple of four).
fn design(cores: usize) -> String {
    let mut s = String::from("aie.device(npu2) {\n");
    let ty = "!aie.objectfifo<memref<256xi32>>";
    for g in 0..cores / 4 {
        let core = |i: usize| format!("%c{g}_{i}");
        writeln!(s, "  %shim{g} = aie.logical_tile<ShimNOCTile>(?, ?)").unwrap();
        writeln!(s, "  %mem{g} = aie.logical_tile<MemTile>(?, ?)").unwrap();
        for i in 0..4 {
            writeln!(s, "  {} = aie.logical_tile<CoreTile>(?, ?)", core(i)).unwrap();
        }
        let all: Vec<String> = (0..4).map(core).collect();
        writeln!(
            s,
            "  aie.objectfifo @in{g}(%shim{g}, {{%mem{g}}}, 2 : i32) : {ty}"
        )
        .unwrap();
        writeln!(
            s,
            "  aie.objectfifo @bc{g}(%mem{g}, {{{}}}, 2 : i32) : {ty}",
            all.join(", ")
        )
        .unwrap();
        writeln!(s, "  aie.objectfifo.link [@in{g}] -> [@bc{g}]([] [])").unwrap();
        for i in 0..3 {
            writeln!(
                s,
                "  aie.objectfifo @p{g}_{i}({}, {{{}}}, 2 : i32) : {ty}",
                core(i),
                core(i + 1)
            )
            .unwrap();
        }
        writeln!(
            s,
            "  aie.objectfifo @r{g}({}, {{%mem{g}}}, 2 : i32) : {ty}",
            core(3)
        )
        .unwrap();
        writeln!(
            s,
            "  aie.objectfifo @out{g}(%mem{g}, {{%shim{g}}}, 2 : i32) : {ty}"
        )
        .unwrap();
        writeln!(s, "  aie.objectfifo.link [@r{g}] -> [@out{g}]([] [])").unwrap();
        writeln!(s, "  aie.cascade_flow({}, {})", core(0), core(1)).unwrap();
        for c in &all {
            writeln!(s, "  aie.core({c}) {{\n    aie.end\n  }}").unwrap();
        }
    }
    s.push_str("}\n");
    s
}

fn place(c: &mut Criterion) {
    let pass = passes::lookup("aie-place-tiles").expect("registered pass");
    let config = Config { verify_each: false };
    let mut designs: Vec<(String, Ir)> = [8, 16, 32]
        .into_iter()
        .map(|n| {
            let ir = dialect::parse(&design(n)).expect("generated design parses");
            (n.to_string(), ir)
        })
        .collect();
    if let Some(path) = std::env::var_os("PLACE_BENCH_FILE") {
        let text = std::fs::read_to_string(&path).expect("PLACE_BENCH_FILE reads");
        let name = std::path::Path::new(&path).file_name().unwrap_or_default();
        let ir = dialect::parse(&text).expect("PLACE_BENCH_FILE parses");
        designs.push((name.to_string_lossy().into_owned(), ir));
    }
    let mut group = c.benchmark_group("place-tiles");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    for (placer, options) in [
        ("sequential", "placer=sequential_placer"),
        ("sa", "placer=sa_placer sa-seed=1"),
    ] {
        let args = Args::parse(pass.options, options).expect("options");
        let steps = [Step::new(pass, args)];
        for (name, ir) in &designs {
            let name = format!("{placer}/{name}");
            assert!(dialect::verify(ir).is_empty(), "{name} verifies");
            let d = passes::run(&mut ir.clone(), &steps, config, &mut |_, _, _| {});
            assert!(d.is_empty(), "{name}: the placer reports {:?}", d.first());
            group.bench_with_input(BenchmarkId::from_parameter(name), ir, |b, ir| {
                b.iter_batched(
                    || ir.clone(),
                    |mut ir| passes::run(&mut ir, &steps, config, &mut |_, _, _| {}),
                    BatchSize::LargeInput,
                )
            });
        }
    }
    group.finish();
}

criterion_group!(benches, place);
criterion_main!(benches);
