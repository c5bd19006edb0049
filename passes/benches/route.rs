//! Router benchmark on synthetic problems (docs/routing.md, "Performance").
//!
//! `cargo bench -p passes --bench route` times
//! `--aie-create-pathfinder-flows` on
//! * `flows/N`: N local circuit flows on xcve2802 (38 × 11), N = 100 … 900;
//! * `device/NAME`: the same density (three ports per core tile, half of
//!   them used) on every array size;
//! * `unroutable/xcve2802`: every mem tile DMA of xcve2802 sending north
//!   (twelve streams per column against six wires): the time to the error;
//! * `unroutable/long200`: 200 flows with endpoints anywhere on xcve2802 (more
//!   than a column boundary carries): the time to the one summary error;
//! * `duplicates/N`: N copies of one flow (routed once; linear in N).
//!
//! The generator is deterministic: each flow leaves one unused source port
//! (DMA 0, DMA 1, Core 0 of a core tile) for an unused destination port at
//! most `hops` tiles away (`MAX_HOPS` for the local problems). Before timing, every routable problem is
//! checked: `--aie-find-flows` must recover exactly the requested flows.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use aie_target::device::{self, Device, TileKind};
use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use dialect::Ir;
use passes::Args;
use std::collections::BTreeSet;
use std::fmt::Write;

const MAX_HOPS: i64 = 4;
const PORTS: [(&str, u32); 3] = [("DMA", 0), ("DMA", 1), ("Core", 0)];

/// A small deterministic generator (64-bit LCG).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

type End = (i64, i64, usize);

/// Up to `n` local flows on the core tiles of `dev`; returns the design and
/// the flows as `(source, destination)`.
fn generate(dev: &Device, n: usize, seed: u64, hops: i64) -> (String, Vec<(End, End)>) {
    let cores: Vec<(i64, i64)> = (0..i64::from(dev.columns))
        .flat_map(|c| (0..i64::from(dev.rows)).map(move |r| (c, r)))
        .filter(|&(c, r)| dev.tile_kind(c, r) == Some(TileKind::Core))
        .collect();
    let mut sources: Vec<End> = cores
        .iter()
        .flat_map(|&(c, r)| (0..PORTS.len()).map(move |p| (c, r, p)))
        .collect();
    let mut rng = Lcg(seed);
    for i in (1..sources.len()).rev() {
        sources.swap(i, rng.below(i + 1));
    }
    let mut free: BTreeSet<End> = sources.iter().copied().collect();
    let mut flows = Vec::new();
    for &(c, r, p) in &sources {
        if flows.len() == n {
            break;
        }
        let near: Vec<End> = free
            .iter()
            .copied()
            .filter(|&(dc, dr, _)| {
                let d = (dc - c).abs() + (dr - r).abs();
                d > 0 && d <= hops
            })
            .collect();
        if near.is_empty() {
            continue;
        }
        let d = near[rng.below(near.len())];
        free.remove(&d);
        flows.push(((c, r, p), d));
    }
    (design(dev, &flows), flows)
}

fn design(dev: &Device, flows: &[(End, End)]) -> String {
    let tiles: BTreeSet<(i64, i64)> = flows
        .iter()
        .flat_map(|&((a, b, _), (c, d, _))| [(a, b), (c, d)])
        .collect();
    let mut s = format!("module {{\n  aie.device({}) {{\n", dev.name);
    for (c, r) in &tiles {
        let _ = writeln!(s, "    %t_{c}_{r} = aie.tile({c}, {r})");
    }
    for &((c, r, p), (dc, dr, dp)) in flows {
        let _ = writeln!(
            s,
            "    aie.flow(%t_{c}_{r}, {} : {}, %t_{dc}_{dr}, {} : {})",
            PORTS[p].0, PORTS[p].1, PORTS[dp].0, PORTS[dp].1
        );
    }
    s.push_str("  }\n}\n");
    s
}

/// Every mem tile DMA channel of `dev` sending to a core tile of its column.
fn unroutable(dev: &Device) -> String {
    let mut s = format!("module {{\n  aie.device({}) {{\n", dev.name);
    let mut flows = String::new();
    for c in 0..i64::from(dev.columns) {
        let mut dests = (0..i64::from(dev.rows))
            .filter(|&r| dev.tile_kind(c, r) == Some(TileKind::Core))
            .flat_map(|r| PORTS.iter().map(move |p| (r, p)));
        for r in 0..i64::from(dev.rows) {
            let _ = writeln!(s, "    %t_{c}_{r} = aie.tile({c}, {r})");
            if dev.tile_kind(c, r) != Some(TileKind::MemTile) {
                continue;
            }
            for ch in 0..6 {
                if let Some((dr, (b, dch))) = dests.next() {
                    let _ = writeln!(
                        flows,
                        "    aie.flow(%t_{c}_{r}, DMA : {ch}, %t_{c}_{dr}, {b} : {dch})"
                    );
                }
            }
        }
    }
    s + &flows + "  }\n}\n"
}

fn pass(flag: &str) -> (&'static passes::Pass, Args) {
    let p = passes::lookup(flag).expect("registered pass");
    (p, Args::parse(p.options, "").expect("default options"))
}

fn parse(text: &str) -> Ir {
    dialect::parse(text).expect("generated designs parse")
}

/// Routes `text` and checks that find-flows recovers exactly `flows`.
fn check(text: &str, flows: usize) {
    let mut ir = parse(text);
    for flag in ["aie-create-pathfinder-flows", "aie-find-flows"] {
        let (p, args) = pass(flag);
        let d = passes::run(
            &mut ir,
            &[passes::Step::new(p, args)],
            passes::Config { verify_each: false },
            &mut |_, _, _| {},
        );
        assert!(d.is_empty(), "{flag}: {:?}", d.first().map(|d| &d.message));
    }
    let printed = dialect::print(&ir);
    let recovered = printed.matches("aie.flow(").count();
    assert_eq!(recovered, flows, "recovered flows");
}

fn route(c: &mut Criterion) {
    let (router, args) = pass("aie-create-pathfinder-flows");
    let run = |mut ir: Ir| {
        passes::run(
            &mut ir,
            &[passes::Step::new(router, args.clone())],
            passes::Config { verify_each: false },
            &mut |_, _, _| {},
        )
    };
    let ve2802 = device::device("xcve2802").expect("device");

    let mut g = c.benchmark_group("flows");
    g.sample_size(10);
    for n in (100..=900).step_by(100) {
        let (text, flows) = generate(ve2802, n, 1, MAX_HOPS);
        check(&text, flows.len());
        let ir = parse(&text);
        g.bench_with_input(BenchmarkId::from_parameter(n), &ir, |b, ir| {
            b.iter_batched(|| ir.clone(), run, BatchSize::LargeInput)
        });
    }
    g.finish();

    let mut g = c.benchmark_group("device");
    g.sample_size(10);
    for name in [
        "npu1_1col",
        "npu1",
        "npu2",
        "xcve2302",
        "xcve2802",
        "xcvc1902",
    ] {
        let dev = device::device(name).expect("device");
        let cores = (0..i64::from(dev.columns))
            .flat_map(|c| (0..i64::from(dev.rows)).map(move |r| (c, r)))
            .filter(|&(c, r)| dev.tile_kind(c, r) == Some(TileKind::Core))
            .count();
        let (text, flows) = generate(dev, cores * PORTS.len() / 2, 7, MAX_HOPS);
        check(&text, flows.len());
        let ir = parse(&text);
        g.bench_with_input(BenchmarkId::from_parameter(name), &ir, |b, ir| {
            b.iter_batched(|| ir.clone(), run, BatchSize::LargeInput)
        });
    }
    g.finish();

    let mut g = c.benchmark_group("unroutable");
    g.sample_size(10);
    let ir = parse(&unroutable(ve2802));
    assert!(
        !run(ir.clone()).is_empty(),
        "the unroutable design must fail"
    );
    g.bench_function("xcve2802", |b| {
        b.iter_batched(|| ir.clone(), run, BatchSize::LargeInput)
    });
    let (text, flows) = generate(ve2802, 200, 1, i64::MAX);
    assert_eq!(flows.len(), 200);
    let ir = parse(&text);
    assert_eq!(run(ir.clone()).len(), 1, "one summary error");
    g.bench_function("long200", |b| {
        b.iter_batched(|| ir.clone(), run, BatchSize::LargeInput)
    });
    g.finish();

    let mut g = c.benchmark_group("duplicates");
    g.sample_size(10);
    for n in [100_000, 300_000] {
        let ir = parse(&duplicates(n));
        assert!(run(ir.clone()).is_empty(), "duplicates route");
        g.bench_with_input(BenchmarkId::from_parameter(n), &ir, |b, ir| {
            b.iter_batched(|| ir.clone(), run, BatchSize::LargeInput)
        });
    }
    g.finish();
}

/// `n` copies of one flow between two core tiles of xcve2802.
fn duplicates(n: usize) -> String {
    let flow = "    aie.flow(%a, DMA : 0, %b, DMA : 1)\n";
    let head =
        "module {\n  aie.device(xcve2802) {\n    %a = aie.tile(3, 3)\n    %b = aie.tile(5, 4)\n";
    format!("{head}{}  }}\n}}\n", flow.repeat(n))
}

criterion_group!(benches, route);
criterion_main!(benches);
