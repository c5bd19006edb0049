//! A runtime sequence of N `aiex.npu.write32` compiled to a ctrlcode ELF
//! (`aiec seq.mlir --emit=ctrl-elf`, in process), for N = 10k, 100k and 1M:
//! the whole compile's wall and CPU time, the growth exponent between sizes
//! (time ∝ N^k), and where the time goes (parse, verify, each pass of the
//! pipeline with its verification, the typed program, its encoding + ELF).
//!
//!     cargo bench -p compiler --bench runtime_seq [-- N...]
//!
//! The input is the one `perf-check.sh` generates (`runtime_seq.py`). CPU
//! time (all threads, from /proc/self/stat) is given next to wall time: on a
//! loaded machine it is the steadier of the two.

mod common;
use aie_target::cert::{assembler, elf};
use common::sequence;
use std::path::Path;
use std::time::{Duration, Instant};

/// CPU time of the process so far (user + system, all threads).
fn cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // Fields after the command name (which ends with ')'): utime and stime are 14 and 15.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<u64> = rest
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|x| x.parse().ok())
        .collect();
    // Clock ticks of 10 ms (USER_HZ = 100 on Linux).
    Duration::from_millis(10 * f.iter().sum::<u64>())
}

/// Wall and CPU time of `f`.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration, Duration) {
    let (w, c) = (Instant::now(), cpu());
    let out = f();
    (out, w.elapsed(), cpu().saturating_sub(c))
}

/// `aiec path --emit=ctrl-elf -o out` in process; wall and CPU time.
fn compile(path: &Path, out: &Path) -> (Duration, Duration) {
    let args = vec![
        "aiec".into(),
        path.into(),
        "--emit=ctrl-elf".into(),
        "-o".into(),
        out.into(),
    ];
    let (code, wall, cpu) = timed(|| compiler::run(args));
    assert_eq!(code, 0, "{} compiles", path.display());
    (wall, cpu)
}

/// The phases of the compile of `text`, each with its wall time.
fn phases(text: &str) -> Vec<(String, Duration)> {
    let mut out = Vec::new();
    let (ir, t, _) = timed(|| dialect::parse(text).expect("parses"));
    let mut ir = ir;
    out.push(("parse".to_string(), t));
    let (errors, t, _) = timed(|| dialect::verify(&ir));
    assert!(errors.is_empty(), "verifies");
    out.push(("verify".to_string(), t));
    // As aiec runs it for a control-code output: the CERT lowering in its
    // program form.
    let steps = compiler::session::Pipeline::to_control_code()
        .program_form(true)
        .steps();
    let config = passes::Config { verify_each: true };
    let mut times = Vec::new();
    let ds = passes::run(&mut ir, &steps, config, &mut |step, _, t| {
        times.push((step.pass.name.to_string(), t));
    });
    assert!(!passes::manager::has_error(&ds), "the pipeline runs");
    out.extend(times.into_iter().filter(|(_, t)| t.as_secs_f64() >= 0.001));
    let (program, t, _) = timed(|| passes::cert::program::build(&ir).expect("builds"));
    out.push(("program".to_string(), t));
    let (bytes, t, _) = timed(|| {
        let (ctrl, _) = assembler::encode(&program, None).unwrap_or_else(|_| panic!("encodes"));
        elf::write(&ctrl)
    });
    assert!(!bytes.is_empty());
    out.push(("encode+elf".to_string(), t));
    let (_, t, _) = timed(|| drop(ir));
    out.push(("drop IR".to_string(), t));
    out
}

fn main() {
    let sizes: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let sizes = if sizes.is_empty() {
        vec![10_000, 100_000, 1_000_000]
    } else {
        sizes
    };
    let dir = std::env::temp_dir();
    let (input, out) = (
        dir.join("aiec-bench-seq.mlir"),
        dir.join("aiec-bench-seq.elf"),
    );
    let mut rows: Vec<(usize, f64, f64)> = Vec::new();
    for &n in &sizes {
        let text = sequence(n);
        std::fs::write(&input, &text).expect("writes the input");
        // Best of three below 1M, one run at 1M and above.
        let runs = if n < 1_000_000 { 3 } else { 1 };
        let (wall, cpu) = (0..runs)
            .map(|_| compile(&input, &out))
            .min()
            .expect("one run");
        let elf_size = std::fs::metadata(&out).map_or(0, |m| m.len());
        println!(
            "{n:>8} ops: {:>7.3} s wall, {:>7.3} s CPU, {:>6.2} µs/op, ELF {elf_size} bytes",
            wall.as_secs_f64(),
            cpu.as_secs_f64(),
            1e6 * wall.as_secs_f64() / n as f64,
        );
        let detail: Vec<String> = phases(&text)
            .iter()
            .map(|(name, t)| format!("{name} {:.3}", t.as_secs_f64()))
            .collect();
        println!("          phases (s): {}", detail.join(", "));
        rows.push((n, wall.as_secs_f64(), cpu.as_secs_f64()));
    }
    for pair in rows.windows(2) {
        let ((n0, w0, c0), (n1, w1, c1)) = (pair[0], pair[1]);
        let k = |a: f64, b: f64| (b / a).ln() / (n1 as f64 / n0 as f64).ln();
        println!(
            "growth {n0} -> {n1}: wall N^{:.2}, CPU N^{:.2}",
            k(w0, w1),
            k(c0.max(0.01), c1)
        );
    }
    if let (Some(first), Some(last)) = (rows.first(), rows.last()) {
        if rows.len() > 2 {
            let k = (last.1 / first.1).ln() / (last.0 as f64 / first.0 as f64).ln();
            println!("growth {} -> {}: wall N^{k:.2}", first.0, last.0);
        }
    }
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(&out);
}
