//! Throughput of the front end: parse + verify + print of a generated
//! multi-megabyte design (objectfifos, buffers, locks, flows, switchboxes,
//! DMA programs, cores), reported in bytes per second.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};

/// A valid design on xcve2802: `n` buffers, locks, flows and objectfifos, and
/// a switchbox, DMA program and core on every compute tile.
fn design(n: usize) -> String {
    let mut s = String::from("module {\n  aie.device(xcve2802) {\n");
    for c in 0..38 {
        for r in 3..11 {
            s += &format!("    %t{c}_{r} = aie.tile({c}, {r})\n");
        }
    }
    for i in 0..n {
        let (c, r) = (i % 38, 3 + (i / 38) % 8);
        let (c2, r2) = ((i * 7 + 3) % 38, 3 + (i / 3) % 8);
        let t = format!("%t{c}_{r}");
        s += &format!("    %b{i} = aie.buffer({t}) {{sym_name = \"b{i}\"}} : memref<16xi32>\n");
        s += &format!("    %l{i} = aie.lock({t}) {{init = 0 : i32, sym_name = \"l{i}\"}}\n");
        s += &format!("    aie.flow({t}, DMA : 0, %t{c2}_{r2}, DMA : 1)\n");
        s += &format!("    aie.objectfifo @of{i}({t}, {{%t{c2}_{r2}}}, 2 : i32) : !aie.objectfifo<memref<16xi32>>\n");
        if i >= 38 * 8 {
            continue;
        }
        // One switchbox, DMA program and core per tile.
        s += &format!("    aie.switchbox({t}) {{\n      aie.connect<DMA : 0, Core : 0>\n      aie.connect<South : 1, DMA : 1>\n    }}\n");
        s += &format!(
            "    aie.mem({t}) {{\n      %0 = aie.dma_start(S2MM, 0, ^bb1, ^bb2)\n    ^bb1:\n      aie.use_lock(%l{i}, AcquireGreaterEqual, 1)\n      \
             aie.dma_bd(%b{i} : memref<16xi32>, 0, 16)\n      aie.use_lock(%l{i}, Release, 1)\n      aie.next_bd ^bb1\n    ^bb2:\n      aie.end\n    }}\n"
        );
        s += &format!(
            "    aie.core({t}) {{\n      %c0 = arith.constant 0 : index\n      %c1 = arith.constant 1 : index\n      %c16 = arith.constant 16 : index\n      \
             scf.for %i = %c0 to %c16 step %c1 {{\n        %v = memref.load %b{i}[%i] : memref<16xi32>\n        %w = arith.addi %v, %v : i32\n        \
             memref.store %w, %b{i}[%i] : memref<16xi32>\n      }}\n      aie.end\n    }}\n"
        );
    }
    s + "  }\n}\n"
}

fn front_end(c: &mut Criterion) {
    let src = design(40_000);
    let mut g = c.benchmark_group("front_end");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function(format!("parse_verify_print_{}KB", src.len() / 1024), |b| {
        b.iter(|| {
            let ir = dialect::parse(&src).expect("generated design parses");
            let diags = dialect::verify(&ir);
            assert!(diags.is_empty(), "{:?}", diags.first());
            dialect::print(&ir)
        })
    });
    let ir = dialect::parse(&src).expect("generated design parses");
    g.bench_function("parse", |b| {
        b.iter(|| dialect::parse(&src).expect("parses"))
    });
    g.bench_function("print", |b| b.iter(|| dialect::print(&ir)));
    g.finish();
}

/// A runtime sequence of `n` `aiex.npu.write32` ops (the shape of the
/// project's 1M-op performance input).
fn runtime_sequence(n: usize) -> String {
    let mut s = String::from(
        "module {\n  aie.device(npu1_1col) {\n    aie.runtime_sequence(%arg0: memref<64xi32>) {\n",
    );
    for i in 0..n {
        s += &format!(
            "      aiex.npu.write32 {{address = {} : ui32, column = 0 : i32, row = 2 : i32, value = {i} : ui32}}\n",
            118784 + 4 * (i % 1024)
        );
    }
    s + "    }\n  }\n}\n"
}

/// `n` devices of 16 tiles, each with a buffer, two locks, a flow and a
/// core running a loop (the shape of the project's parse+print input).
fn cores(n: usize) -> String {
    let mut s = String::from("module {\n");
    for d in 0..n {
        s += &format!("  aie.device(xcve2802) @d{d} {{\n");
        for (c, r) in (0..4).flat_map(|c| (3..7).map(move |r| (c, r))) {
            s += &format!("    %t{c}_{r} = aie.tile({c}, {r})\n");
        }
        for (c, r) in (0..4).flat_map(|c| (3..7).map(move |r| (c, r))) {
            let t = format!("%t{c}_{r}");
            s += &format!(
                "    %b{c}_{r} = aie.buffer({t}) {{sym_name = \"b{c}_{r}_{d}\"}} : memref<256xi32>\n    \
                 %l{c}_{r} = aie.lock({t}, 0) {{init = 1 : i32, sym_name = \"l{c}_{r}_{d}\"}}\n    \
                 aie.flow({t}, DMA : 0, %t{}_{r}, DMA : 1)\n    %core{c}_{r} = aie.core({t}) {{\n      \
                 %c0 = arith.constant 0 : index\n      %c1 = arith.constant 1 : index\n      \
                 %n = arith.constant 256 : index\n      %k = arith.constant 7 : i32\n      \
                 scf.for %i = %c0 to %n step %c1 {{\n        %x = memref.load %b{c}_{r}[%i] : memref<256xi32>\n        \
                 %y = arith.addi %x, %k : i32\n        memref.store %y, %b{c}_{r}[%i] : memref<256xi32>\n      }}\n      \
                 aie.end\n    }}\n",
                (c + 1) % 4
            );
        }
        s += "  }\n";
    }
    s + "}\n"
}

/// The hand-written parser against pest on both inputs (bytes per second).
fn parsers(c: &mut Criterion) {
    for (name, src) in [
        ("cores", cores(500)),
        ("runtime_sequence", runtime_sequence(200_000)),
    ] {
        assert!(
            dialect::parse_fast(&src).is_some(),
            "{name}: the fast parser declines"
        );
        let mut g = c.benchmark_group(format!("parse_{name}"));
        g.sample_size(10);
        g.throughput(Throughput::Bytes(src.len() as u64));
        g.bench_function("fast", |b| b.iter(|| dialect::parse_fast(&src)));
        g.bench_function("pest", |b| b.iter(|| dialect::parse_pest(&src)));
        g.finish();
    }
}

criterion_group!(benches, front_end, parsers);
criterion_main!(benches);
