//! Lowering cost of `--aie-objectFifo-stateful-transform` followed by lock-id,
//! buffer-address and BD-id allocation on generated designs of the largest
//! device (xcve2802, 38 × 11), from 100 to ~570 objectfifos.
//!
//! Each core tile (c, r) produces one fifo through a DMA to the core three
//! columns east and, below the top row, one shared-memory fifo to the core
//! above; its core acquires and releases every fifo it touches in a loop of
//! 8 iterations, so loop unrolling and the use_lock rewrite are measured too.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput};
use dialect::Ir;
use passes::{Args, Config, Step};
use std::fmt::Write;

const COLUMNS: i64 = 38;
const CORE_ROWS: std::ops::RangeInclusive<i64> = 3..=10;

/// A design with (about) `n` objectfifos on xcve2802.
fn design(n: usize) -> (String, usize) {
    let mut fifos: Vec<((i64, i64), (i64, i64))> = Vec::new();
    'tiles: for col in 0..COLUMNS {
        for row in CORE_ROWS {
            if fifos.len() >= n {
                break 'tiles;
            }
            fifos.push(((col, row), ((col + 3) % COLUMNS, row)));
            if row < *CORE_ROWS.end() && fifos.len() < n {
                fifos.push(((col, row), (col, row + 1)));
            }
        }
    }
    let mut s = String::from("aie.device(xcve2802) {\n");
    for col in 0..COLUMNS {
        for row in CORE_ROWS {
            writeln!(s, "  %t{col}_{row} = aie.tile({col}, {row})").unwrap();
        }
    }
    for (k, ((pc, pr), (cc, cr))) in fifos.iter().enumerate() {
        writeln!(
            s,
            "  aie.objectfifo @f{k}(%t{pc}_{pr}, {{%t{cc}_{cr}}}, 2 : i32) : !aie.objectfifo<memref<64xi32>>"
        )
        .unwrap();
    }
    for col in 0..COLUMNS {
        for row in CORE_ROWS {
            let mut body = String::new();
            for (k, (p, c)) in fifos.iter().enumerate() {
                for (end, port) in [(p, "Produce"), (c, "Consume")] {
                    if *end == (col, row) {
                        writeln!(body, "      %s{k}{port} = aie.objectfifo.acquire @f{k}({port}, 1) : !aie.objectfifosubview<memref<64xi32>>").unwrap();
                        writeln!(body, "      aie.objectfifo.release @f{k}({port}, 1)").unwrap();
                    }
                }
            }
            if body.is_empty() {
                continue;
            }
            writeln!(
                s,
                "  %core{col}_{row} = aie.core(%t{col}_{row}) {{\n    %c0 = arith.constant 0 : index\n    %c1 = arith.constant 1 : index\n    %c8 = arith.constant 8 : index\n    scf.for %i = %c0 to %c8 step %c1 {{\n{body}    }}\n    aie.end\n  }}"
            )
            .unwrap();
        }
    }
    s.push_str("}\n");
    (s, fifos.len())
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

fn lower(c: &mut Criterion) {
    let pipeline = steps(&[
        "aie-objectFifo-stateful-transform",
        "aie-assign-lock-ids",
        "aie-assign-buffer-addresses",
        "aie-assign-bd-ids",
    ]);
    let config = Config { verify_each: false };
    let mut group = c.benchmark_group("objectfifo+allocate");
    for n in [100, 200, 300, 400, 500, 570] {
        let (text, fifos) = design(n);
        let ir: Ir = dialect::parse(&text).expect("generated design parses");
        assert!(dialect::verify(&ir).is_empty(), "generated design verifies");
        let mut check = ir.clone();
        let d = passes::run(&mut check, &pipeline, config, &mut |_, _, _| {});
        assert!(
            d.is_empty(),
            "pipeline fails on {fifos} fifos: {:?}",
            d.first()
        );
        group.throughput(Throughput::Elements(fifos as u64));
        group.bench_with_input(BenchmarkId::from_parameter(fifos), &ir, |b, ir| {
            b.iter_batched(
                || ir.clone(),
                |mut ir| passes::run(&mut ir, &pipeline, config, &mut |_, _, _| {}),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, lower);
criterion_main!(benches);
