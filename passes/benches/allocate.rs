//! Resource allocation on a generated xcve2802 design (the largest device):
//! `--aie-assign-lock-ids`, `--aie-assign-buffer-addresses` (default scheme)
//! and `--aie-assign-bd-ids` together, for a growing number of columns. Every
//! core tile has 8 buffers, 8 locks and two 4-BD rings; every MemTile 16
//! buffers, 32 locks and four 4-BD rings. Parsing is not timed.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use dialect::Ir;
use passes::{lookup, Args};
use std::fmt::Write;

/// The blocks of a BD ring over `bufs`, named `prefix0`, `prefix1`, ...
fn ring_blocks(s: &mut String, prefix: &str, bufs: &[String], ty: &str) {
    for (i, b) in bufs.iter().enumerate() {
        let next = (i + 1) % bufs.len();
        writeln!(
            s,
            "  ^{prefix}{i}:\n    aie.dma_bd(%{b} : {ty}, 0, 64)\n    aie.next_bd ^{prefix}{next}"
        )
        .unwrap();
    }
}

/// A DMA container with one ring per (direction, channel).
fn dma(s: &mut String, op: &str, tile: &str, rings: &[(&str, u32)], bufs: &[String], ty: &str) {
    writeln!(s, "  %{op}_{tile} = aie.{op}(%{tile}) {{").unwrap();
    for (k, &(dir, ch)) in rings.iter().enumerate() {
        let next = if k + 1 < rings.len() {
            format!("s{}", k + 1)
        } else {
            "end".to_string()
        };
        if k > 0 {
            writeln!(s, "  ^s{k}:").unwrap();
        }
        writeln!(
            s,
            "    %r{k} = aie.dma_start({dir}, {ch}, ^r{k}_0, ^{next})"
        )
        .unwrap();
    }
    for (k, _) in rings.iter().enumerate() {
        ring_blocks(s, &format!("r{k}_"), &bufs[(k * 4) % bufs.len()..][..4], ty);
    }
    s.push_str("  ^end:\n    aie.end\n  }\n");
}

/// The design on the first `columns` columns of xcve2802.
fn design(columns: u32) -> String {
    let mut s = String::from("aie.device(xcve2802) {\n");
    for col in 0..columns {
        for row in 1..=10u32 {
            let tile = format!("t{col}_{row}");
            writeln!(s, "  %{tile} = aie.tile({col}, {row})").unwrap();
            let (nbufs, nlocks, ty, rings): (usize, usize, &str, &[(&str, u32)]) = if row <= 2 {
                (
                    16,
                    32,
                    "memref<1024xi32>",
                    &[("S2MM", 0), ("MM2S", 0), ("S2MM", 1), ("MM2S", 1)],
                )
            } else {
                (8, 8, "memref<256xi32>", &[("S2MM", 0), ("MM2S", 0)])
            };
            let bufs: Vec<String> = (0..nbufs).map(|i| format!("b{col}_{row}_{i}")).collect();
            for b in &bufs {
                writeln!(s, "  %{b} = aie.buffer(%{tile}) : {ty}").unwrap();
            }
            for i in 0..nlocks {
                writeln!(s, "  %l{col}_{row}_{i} = aie.lock(%{tile})").unwrap();
            }
            if row <= 2 {
                dma(&mut s, "memtile_dma", &tile, rings, &bufs, ty);
            } else {
                dma(&mut s, "mem", &tile, rings, &bufs, ty);
                writeln!(
                    s,
                    "  %core_{tile} = aie.core(%{tile}) {{\n    aie.end\n  }}"
                )
                .unwrap();
            }
        }
    }
    s.push_str("}\n");
    s
}

fn allocate(ir: &mut Ir) {
    for flag in [
        "aie-assign-lock-ids",
        "aie-assign-buffer-addresses",
        "aie-assign-bd-ids",
    ] {
        let pass = lookup(flag).expect("registered pass");
        let args = Args::parse(pass.options, "").expect("default options");
        let diags = passes::run(
            ir,
            &[passes::Step::new(pass, args)],
            passes::Config { verify_each: false },
            &mut |_, _, _| {},
        );
        assert!(diags.is_empty(), "{flag}: {diags:?}");
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("allocate");
    group.sample_size(20);
    for columns in [4u32, 10, 19, 38] {
        let ir = dialect::parse(&design(columns)).expect("generated design parses");
        assert!(dialect::verify(&ir).is_empty(), "generated design verifies");
        group.throughput(Throughput::Elements(u64::from(columns) * 10));
        group.bench_function(format!("{columns}-columns"), |b| {
            b.iter_batched(
                || ir.clone(),
                |mut ir| allocate(&mut ir),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
