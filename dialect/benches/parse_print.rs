//! Throughput of the front end: parse + verify + print of a generated
//! multi-megabyte design (objectfifos, buffers, locks, flows, switchboxes,
//! DMA programs, cores), reported in bytes per second.

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

criterion_group!(benches, front_end);
criterion_main!(benches);
