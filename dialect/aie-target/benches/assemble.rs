//! Throughput of the ctrlcode assembler on a generated multi-column program
//! of ≥ 50 MB (jobs with register writes, local-barrier pairs, uC-DMA BD
//! chains with payloads, shim-BD patches, text-label groups), in bytes per
//! second of assembly text; and the file-to-file streaming assembler.
// criterion_group! defines an undocumented `pub fn`.
#![allow(missing_docs)]

use aie_target::cert::assembler::{assemble, assemble_file, Disk, Options};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::fmt::Write;
use std::path::Path;

/// `columns` columns of `jobs` jobs each; every 4th job moves a BD chain.
fn program(columns: u32, jobs: u32) -> String {
    let mut s = String::from("; generated benchmark program\n.target aie2ps\n");
    for col in 0..columns {
        let mut data = String::new();
        writeln!(s, ".attach_to_group {col}\n.section .ctrltext").unwrap();
        for j in 0..jobs {
            writeln!(s, "START_JOB {}", j % 64).unwrap();
            for k in 0..12u32 {
                writeln!(
                    s,
                    "  WRITE_32 0x{:x}, 0x{:x}",
                    (col << 25) | (1 << 20) | (k * 4),
                    j ^ k
                )
                .unwrap();
            }
            s += "  MASK_WRITE_32 0x1D004, 0xFF00FF00, 0x12345678\n";
            if j % 4 == 0 {
                writeln!(s, "  APPLY_OFFSET_57 @shim{j}, 1, {}", j % 5).unwrap();
                writeln!(s, "  UC_DMA_WRITE_DES $r0, @bd{j}\n  WAIT_UC_DMA $r0").unwrap();
                writeln!(
                    data,
                    "bd{j}:\n  UC_DMA_BD 0, 0x{:x}, @shim{j}, 9, 0, 1",
                    (col << 25) | 0x1D000
                )
                .unwrap();
                writeln!(
                    data,
                    "  UC_DMA_BD 0, 0x{:x}, @regs{j}, 8, 0, 0",
                    (col << 25) | 0x1A0000
                )
                .unwrap();
                writeln!(data, "shim{j}:").unwrap();
                for w in 0..9 {
                    writeln!(data, "  .long 0x{:08x}", w * 0x1000 + j).unwrap();
                }
                writeln!(data, "regs{j}:").unwrap();
                for w in 0..8 {
                    writeln!(data, "  .long 0x{:08x}", w + j).unwrap();
                }
            }
            s += "  WAIT_TCTS TILE_0_1, MEM_MM2S_0, 1\nEND_JOB\n";
            if j % 64 == 63 {
                s += ".eop\n";
            }
        }
        s += "EOF\n";
        s += &data;
    }
    s
}

fn assembler(c: &mut Criterion) {
    let src = program(4, 55_000);
    assert!(src.len() >= 50 << 20, "input is {} bytes", src.len());
    let opts = Options::default();
    let path = Path::new("bench.asm");
    let mut g = c.benchmark_group("assembler");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function(format!("assemble_{}MB", src.len() >> 20), |b| {
        b.iter(|| assemble(path, &src, &opts, &Disk).expect("generated program assembles"))
    });
    // How the cost grows with the program size.
    for jobs in [1_000, 10_000] {
        let src = program(4, jobs);
        g.throughput(Throughput::Bytes(src.len() as u64));
        g.bench_function(format!("assemble_{}KB", src.len() >> 10), |b| {
            b.iter(|| assemble(path, &src, &opts, &Disk).expect("generated program assembles"))
        });
    }
    // The streaming path `aiec x.asm -o x.elf` takes: file to file, at the
    // size of eff_net_coal's `merged_control.asm` (2.2 MB: its columns
    // encoded ahead) and at 46 MB.
    let dir = std::env::temp_dir();
    let (input, output) = (dir.join("aiec-bench.asm"), dir.join("aiec-bench.elf"));
    for jobs in [992, 20_000] {
        let src = program(4, jobs);
        std::fs::write(&input, &src).expect("temporary input");
        g.throughput(Throughput::Bytes(src.len() as u64));
        g.bench_function(format!("assemble_file_{}KB", src.len() >> 10), |b| {
            b.iter(|| {
                assemble_file(&input, &output, &opts, &Disk).expect("generated program assembles")
            })
        });
    }
    let _ = (std::fs::remove_file(&input), std::fs::remove_file(&output));
    g.finish();
}

criterion_group!(benches, assembler);
criterion_main!(benches);
