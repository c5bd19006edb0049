//! `aiec design.mlir --emit=ctrl-elf` end to end (parse, default pipeline,
//! the typed CERT program, its encoding, ELF, file write) on the shipped
//! examples, and on runtime sequences of 100k and 1M `write32` (the input
//! of `perf-check.sh`'s runtime_seq.py), in process.
//!
//!     cargo bench -p compiler --bench ctrl_elf [-- seq]
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

mod common;
use common::sequence;
use criterion::{criterion_group, criterion_main, Criterion};
use std::path::Path;

fn ctrl_elf(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let out = std::env::temp_dir().join("aiec-bench-ctrl-elf.elf");
    let mut group = c.benchmark_group("ctrl-elf");
    for name in ["add_one", "broadcast", "two_columns", "npu2_all_columns"] {
        let design = root.join(name).join("design.mlir");
        let args: Vec<std::ffi::OsString> = vec![
            "aiec".into(),
            design.as_os_str().into(),
            "--emit=ctrl-elf".into(),
            "-o".into(),
            out.as_os_str().into(),
        ];
        assert_eq!(compiler::run(args.clone()), 0, "{name} compiles");
        let size = std::fs::metadata(&out).map_or(0, |m| m.len());
        eprintln!("{name}: ELF of {size} bytes");
        group.bench_function(name, |b| b.iter(|| compiler::run(args.clone())));
    }
    group.finish();
}

/// The figure of issue 48: N write32 to a CERT ELF, the whole compile.
fn runtime_seq(c: &mut Criterion) {
    let dir = std::env::temp_dir();
    let mut group = c.benchmark_group("seq");
    group.sample_size(10);
    for (name, n) in [("100k", 100_000), ("1M", 1_000_000)] {
        let input = dir.join(format!("aiec-bench-seq-{name}.mlir"));
        let out = dir.join("aiec-bench-seq.elf");
        std::fs::write(&input, sequence(n)).expect("writes the input");
        let args: Vec<std::ffi::OsString> = vec![
            "aiec".into(),
            input.as_os_str().into(),
            "--emit=ctrl-elf".into(),
            "-o".into(),
            out.as_os_str().into(),
        ];
        assert_eq!(compiler::run(args.clone()), 0, "{name} compiles");
        group.bench_function(name, |b| b.iter(|| compiler::run(args.clone())));
    }
    group.finish();
}

criterion_group!(benches, ctrl_elf, runtime_seq);
criterion_main!(benches);
