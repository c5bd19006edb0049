//! Unit tests of the core interpreter: small cores parsed by `dialect`, run
//! against a [`SimpleEnv`].

use super::*;
use dialect::diag::line_col;

mod aievec;
mod streams;
mod vectors;

const T02: Tile = Tile::new(0, 2);

/// A design on npu1 with tiles (0, 1), (0, 2), (0, 3), (1, 2); buffers `@a`,
/// `@b` (16 x i32 at 0x400, 0x800), `@c` (4 x i32 at 0xC00), `@m` (3x4 x i32 at
/// 0x1000), `@h` (8 x i16 at 0x1400), `@e` (8 x i8 at 0x1500), `@f` (8 x f32
/// at 0x1600), `@g` (8 x bf16 at 0x1700), `@n` (4 x i32 on the north tile at
/// 0x0), named `%e8`, `%fb`, `%gb`, `%north`; locks `@l0` (id 0, init 0), `@l1` (id 1, init 1); then `extra` ops and
/// a core on (0, 2) with `body` (which must end with `aie.end`).
fn design(extra: &str, body: &str) -> String {
    format!(
        r#"module {{
  aie.device(npu1) {{
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t12 = aie.tile(1, 2)
    %a = aie.buffer(%t02) {{address = 1024 : i32, sym_name = "a"}} : memref<16xi32>
    %b = aie.buffer(%t02) {{address = 2048 : i32, sym_name = "b"}} : memref<16xi32>
    %c = aie.buffer(%t02) {{address = 3072 : i32, sym_name = "c"}} : memref<4xi32>
    %m = aie.buffer(%t02) {{address = 4096 : i32, sym_name = "m"}} : memref<3x4xi32>
    %h = aie.buffer(%t02) {{address = 5120 : i32, sym_name = "h"}} : memref<8xi16>
    %e8 = aie.buffer(%t02) {{address = 5376 : i32, sym_name = "e"}} : memref<8xi8>
    %fb = aie.buffer(%t02) {{address = 5632 : i32, sym_name = "f"}} : memref<8xf32>
    %gb = aie.buffer(%t02) {{address = 5888 : i32, sym_name = "g"}} : memref<8xbf16>
    %north = aie.buffer(%t03) {{address = 0 : i32, sym_name = "n"}} : memref<4xi32>
    %l0 = aie.lock(%t02, 0) {{init = 0 : i32, sym_name = "l0"}}
    %l1 = aie.lock(%t02, 1) {{init = 1 : i32, sym_name = "l1"}}
{extra}
    %core = aie.core(%t02) {{
{body}
    }}
  }}
}}
"#
    )
}

/// The design with `body` as the core, parsed, compiled, and its environment.
fn setup(extra: &str, body: &str) -> (String, Core, SimpleEnv) {
    let src = design(extra, body);
    let ir = match dialect::parse(&src) {
        Ok(ir) => ir,
        Err(d) => panic!("parse error: {d:?}\n{src}"),
    };
    let cores = core_ops(&ir);
    assert_eq!(cores.len(), 1);
    let prog = CoreProgram::compile(&ir, cores[0]).expect("compile");
    let env = SimpleEnv::for_design(&ir);
    (src, Core::new(prog), env)
}

/// Runs `body` to the end; panics unless it is `Done`.
fn run(body: &str) -> (Core, SimpleEnv) {
    run_with("", body)
}

fn run_with(extra: &str, body: &str) -> (Core, SimpleEnv) {
    let (src, mut core, mut env) = setup(extra, body);
    match core.step(&mut env, 10_000_000) {
        CoreState::Done => (core, env),
        s => panic!("state {s:?}\n{src}"),
    }
}

/// Runs `body` and returns the error, with the 1-based line of its span.
fn run_err(body: &str) -> (CoreError, usize, String) {
    let (src, mut core, mut env) = setup("", body);
    match core.step(&mut env, 10_000_000) {
        CoreState::Error(e) => {
            let line = e
                .diagnostic
                .span
                .map_or(0, |s| line_col(&src, s.start as usize).0);
            let text = src
                .lines()
                .nth(line.wrapping_sub(1))
                .unwrap_or("")
                .to_string();
            (e, line, text)
        }
        s => panic!("expected an error, got {s:?}"),
    }
}

fn bytes(env: &SimpleEnv, tile: Tile, addr: usize, n: usize) -> Vec<u8> {
    env.memory(tile).expect("memory")[addr..addr + n].to_vec()
}

fn i32s(env: &SimpleEnv, addr: usize, n: usize) -> Vec<i32> {
    bytes(env, T02, addr, 4 * n)
        .chunks(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn set_i32s(env: &mut SimpleEnv, addr: usize, vals: &[i32]) {
    let m = env.memory_mut(T02).expect("memory");
    for (i, v) in vals.iter().enumerate() {
        m[addr + 4 * i..addr + 4 * i + 4].copy_from_slice(&v.to_le_bytes());
    }
}

/// `@a` (16 x i32 at 1024).
fn a(env: &SimpleEnv) -> Vec<i32> {
    i32s(env, 1024, 16)
}

/// Stores `vals` (SSA names of i32 values) into `@a[0..]`.
fn store_a(vals: &[&str]) -> String {
    let mut s = String::new();
    for (i, v) in vals.iter().enumerate() {
        s += &format!("      %si{i} = arith.constant {i} : index\n      memref.store {v}, %a[%si{i}] : memref<16xi32>\n");
    }
    s
}

#[test]
fn integer_arithmetic_wraps() {
    let body = format!(
        r#"      %x = arith.constant 2147483647 : i32
      %y = arith.constant -7 : i32
      %one = arith.constant 1 : i32
      %three = arith.constant 3 : i32
      %0 = arith.addi %x, %one : i32
      %1 = arith.subi %y, %x : i32
      %2 = arith.muli %x, %three : i32
      %3 = arith.divsi %y, %three : i32
      %4 = arith.remsi %y, %three : i32
      %5 = arith.divui %y, %three : i32
      %6 = arith.remui %y, %three : i32
      %7 = "arith.ceildivsi"(%y, %three) : (i32, i32) -> i32
      %8 = "arith.floordivsi"(%y, %three) : (i32, i32) -> i32
      %9 = arith.andi %y, %three : i32
      %10 = arith.ori %y, %three : i32
      %11 = arith.xori %y, %three : i32
      %12 = arith.maxsi %y, %three : i32
      %13 = arith.minsi %y, %three : i32
      %14 = "arith.maxui"(%y, %three) : (i32, i32) -> i32
      %15 = "arith.minui"(%y, %three) : (i32, i32) -> i32
{}      aie.end"#,
        store_a(&[
            "%0", "%1", "%2", "%3", "%4", "%5", "%6", "%7", "%8", "%9", "%10", "%11", "%12", "%13",
            "%14", "%15"
        ])
    );
    let (_, env) = run(&body);
    let (x, y) = (i32::MAX, -7i32);
    assert_eq!(
        a(&env),
        vec![
            x.wrapping_add(1),
            y.wrapping_sub(x),
            x.wrapping_mul(3),
            -2,
            -1,
            ((y as u32) / 3) as i32,
            ((y as u32) % 3) as i32,
            -2,
            -3,
            y & 3,
            y | 3,
            y ^ 3,
            3,
            -7,
            -7,
            3
        ]
    );
}

#[test]
fn narrow_integers_wrap_and_extend() {
    let body = r#"      %c127 = arith.constant 127 : i8
      %c1 = arith.constant 1 : i8
      %s = arith.addi %c127, %c1 : i8
      %w = arith.extsi %s : i8 to i32
      %u = arith.extui %s : i8 to i32
      %big = arith.constant 70000 : i32
      %t = arith.trunci %big : i32 to i16
      %tw = arith.extsi %t : i16 to i32
      %i = arith.index_cast %s : i8 to index
      %ii = arith.index_cast %i : index to i32
      %iu = arith.index_castui %s : i8 to index
      %iiu = arith.index_cast %iu : index to i32
      %sh = arith.constant 4 : i8
      %shl = arith.shli %c127, %sh : i8
      %shlw = arith.extsi %shl : i8 to i32
      %shr = arith.shrsi %s, %sh : i8
      %shrw = arith.extsi %shr : i8 to i32
      %shru = arith.shrui %s, %sh : i8
      %shruw = arith.extui %shru : i8 to i32
      %c0 = arith.constant 0 : index
      %c1i = arith.constant 1 : index
      memref.store %s, %e8[%c0] : memref<8xi8>
      memref.store %t, %h[%c1i] : memref<8xi16>
"#
    .to_string()
        + &store_a(&["%w", "%u", "%tw", "%ii", "%iiu", "%shlw", "%shrw", "%shruw"])
        + "      aie.end";
    let (_, env) = run(&body);
    assert_eq!(
        &a(&env)[..8],
        &[
            -128,
            128,
            70000i32 as i16 as i32,
            -128,
            128,
            127i8.wrapping_shl(4) as i32,
            -8,
            8
        ]
    );
    assert_eq!(bytes(&env, T02, 5376, 1), vec![0x80]);
    assert_eq!(
        bytes(&env, T02, 5122, 2),
        (70000i32 as i16).to_le_bytes().to_vec()
    );
}

#[test]
fn comparisons_and_select() {
    let preds = [
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ];
    let mut body = String::from(
        "      %x = arith.constant -1 : i32\n      %y = arith.constant 1 : i32\n      %one = arith.constant 1 : i32\n      %zero = arith.constant 0 : i32\n",
    );
    let mut names = Vec::new();
    for (i, p) in preds.iter().enumerate() {
        body += &format!("      %p{i} = arith.cmpi {p}, %x, %y : i32\n      %r{i} = arith.select %p{i}, %one, %zero : i32\n");
        names.push(format!("%r{i}"));
    }
    let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
    body += &store_a(&refs);
    body += "      aie.end";
    let (_, env) = run(&body);
    // -1 vs 1: signed less, unsigned greater.
    assert_eq!(&a(&env)[..10], &[0, 1, 1, 1, 0, 0, 0, 0, 1, 1]);
}

#[test]
fn float_arithmetic_and_conversions() {
    let body = r#"      %x = arith.constant 1.5 : f32
      %y = arith.constant -0.25 : f32
      %s = arith.addf %x, %y : f32
      %p = arith.mulf %x, %y : f32
      %q = arith.divf %x, %y : f32
      %d = arith.subf %x, %y : f32
      %n = arith.negf %x : f32
      %mx = arith.maximumf %x, %y : f32
      %mn = arith.minimumf %x, %y : f32
      %r = arith.remf %x, %y : f32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      %c6 = arith.constant 6 : index
      %c7 = arith.constant 7 : index
      memref.store %s, %fb[%c0] : memref<8xf32>
      memref.store %p, %fb[%c1] : memref<8xf32>
      memref.store %q, %fb[%c2] : memref<8xf32>
      memref.store %d, %fb[%c3] : memref<8xf32>
      memref.store %n, %fb[%c4] : memref<8xf32>
      memref.store %mx, %fb[%c5] : memref<8xf32>
      memref.store %mn, %fb[%c6] : memref<8xf32>
      memref.store %r, %fb[%c7] : memref<8xf32>
      %lt = arith.cmpf olt, %y, %x : f32
      %ltw = arith.extui %lt : i1 to i32
      %i = arith.fptosi %q : f32 to i32
      %k = arith.constant -3 : i32
      %kf = arith.sitofp %k : i32 to f32
      %kb = arith.fptosi %kf : f32 to i32
      %bits = arith.bitcast %x : f32 to i32
      %b1 = arith.constant 1.0 : bf16
      %b3 = arith.constant 3.0 : bf16
      %bq = arith.divf %b1, %b3 : bf16
      %bqi = arith.bitcast %bq : bf16 to i16
      %bqw = arith.extui %bqi : i16 to i32
      %bf = arith.extf %bq : bf16 to f32
      %bt = arith.truncf %x : f32 to bf16
      memref.store %bq, %gb[%c0] : memref<8xbf16>
      memref.store %bt, %gb[%c1] : memref<8xbf16>
      %bl = memref.load %gb[%c0] : memref<8xbf16>
      %blf = arith.extf %bl : bf16 to f32
      %same = arith.cmpf oeq, %blf, %bf : f32
      %samew = arith.extui %same : i1 to i32
"#
    .to_string()
        + &store_a(&["%ltw", "%i", "%kb", "%bits", "%bqw", "%samew"])
        + "      aie.end";
    let (_, env) = run(&body);
    let f: Vec<f32> = bytes(&env, T02, 5632, 32)
        .chunks(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let (x, y) = (1.5f32, -0.25f32);
    assert_eq!(f, vec![x + y, x * y, x / y, x - y, -x, x, y, x % y]);
    // 1/3 in bf16: 0x3EAB (0.333984375).
    assert_eq!(&a(&env)[..6], &[1, -6, -3, x.to_bits() as i32, 0x3eab, 1]);
    assert_eq!(bytes(&env, T02, 5888, 4), vec![0xab, 0x3e, 0xc0, 0x3f]);
}

#[test]
fn for_loops_with_iter_args() {
    let body = r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %z = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %sum, %cnt = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z, %k = %z) -> (i32, i32) {
        %ii = arith.index_cast %i : index to i32
        %acc2 = arith.addi %acc, %ii : i32
        %k2 = arith.addi %k, %one : i32
        scf.yield %acc2, %k2 : i32, i32
      }
      %none = scf.for %i = %c10 to %c0 step %c1 iter_args(%acc = %one) -> (i32) {
        %two = arith.addi %acc, %acc : i32
        scf.yield %two : i32
      }
      %p, %q = scf.for %i = %c0 to %c10 step %c1 iter_args(%u = %one, %v = %z) -> (i32, i32) {
        scf.yield %v, %u : i32, i32
      }
      %lo = arith.constant -5 : i32
      %hi = arith.constant 5 : i32
      %st = arith.constant 3 : i32
      %n = scf.for %j = %lo to %hi step %st iter_args(%acc = %z) -> (i32) : i32 {
        %a2 = arith.addi %acc, %j : i32
        scf.yield %a2 : i32
      }
      %nested = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i32) {
        %in = scf.for %j = %c0 to %i step %c1 iter_args(%x = %acc) -> (i32) {
          %x2 = arith.addi %x, %one : i32
          scf.yield %x2 : i32
        }
        scf.yield %in : i32
      }
      scf.for %i = %c0 to %c10 step %c1 {
        %ii = arith.index_cast %i : index to i32
        memref.store %ii, %b[%i] : memref<16xi32>
      }
"#
    .to_string()
        + &store_a(&["%sum", "%cnt", "%none", "%p", "%q", "%n", "%nested"])
        + "      aie.end";
    let (_, env) = run(&body);
    // -5, -2, 1, 4 sum to -2; the nested loop counts 0 + 1 + ... + 9 = 45.
    assert_eq!(&a(&env)[..7], &[45, 10, 1, 1, 0, -2, 45]);
    assert_eq!(i32s(&env, 2048, 10), (0..10).collect::<Vec<_>>());
}

#[test]
fn if_else_and_index_switch() {
    let body = r#"      %t = arith.constant true
      %f = arith.constant false
      %one = arith.constant 1 : i32
      %two = arith.constant 2 : i32
      %r1 = scf.if %t -> (i32) {
        scf.yield %one : i32
      } else {
        scf.yield %two : i32
      }
      %r2 = scf.if %f -> (i32) {
        scf.yield %one : i32
      } else {
        scf.yield %two : i32
      }
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      scf.if %f {
        memref.store %two, %b[%c0] : memref<16xi32>
      }
      scf.if %t {
        memref.store %two, %b[%c1] : memref<16xi32>
      }
      scf.for %k = %c0 to %c3 step %c1 {
        %buf = "scf.index_switch"(%k) ({
          scf.yield %c : memref<4xi32>
        }, {
          scf.yield %a : memref<16xi32>
        }, {
          scf.yield %b : memref<16xi32>
        }) {cases = array<i64: 0, 1>} : (index) -> memref<16xi32>
        %kk = arith.index_cast %k : index to i32
        %v = arith.addi %kk, %one : i32
        memref.store %v, %buf[%c3] : memref<16xi32>
      }
"#
    .to_string()
        + &store_a(&["%r1", "%r2"])
        + "      aie.end";
    let (_, env) = run(&body);
    assert_eq!(&a(&env)[..4], &[1, 2, 0, 1]);
    // b[1] from the scf.if, b[3] from k = 1.
    assert_eq!(&i32s(&env, 2048, 4), &[0, 2, 0, 2]);
    // k = 2 falls to the default arm, @c.
    assert_eq!(&i32s(&env, 3072, 4), &[0, 0, 0, 3]);
}

#[test]
fn cf_branches_with_block_arguments() {
    // 5! by a CFG loop, and a swap through block arguments.
    let body = r#"      %one = arith.constant 1 : i32
      %five = arith.constant 5 : i32
      cf.br ^bb1(%five, %one : i32, i32)
    ^bb1(%n: i32, %acc: i32):
      %done = arith.cmpi sle, %n, %one : i32
      cf.cond_br %done, ^bb3, ^bb2
    ^bb2:
      %acc2 = arith.muli %acc, %n : i32
      %n2 = arith.subi %n, %one : i32
      cf.br ^bb1(%n2, %acc2 : i32, i32)
    ^bb3:
      %c0 = arith.constant 0 : index
      memref.store %acc, %a[%c0] : memref<16xi32>
      %two = arith.constant 2 : i32
      cf.br ^bb4(%one, %two, %five : i32, i32, i32)
    ^bb4(%x: i32, %y: i32, %k: i32):
      %stop = arith.cmpi eq, %k, %one : i32
      %k2 = arith.subi %k, %one : i32
      cf.cond_br %stop, ^bb5(%x, %y : i32, i32), ^bb4(%y, %x, %k2 : i32, i32, i32)
    ^bb5(%p: i32, %q: i32):
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      memref.store %p, %a[%c1] : memref<16xi32>
      memref.store %q, %a[%c2] : memref<16xi32>
      aie.end"#;
    let (_, env) = run(body);
    // Four swaps of (1, 2) give (1, 2).
    assert_eq!(&a(&env)[..3], &[120, 1, 2]);
}

#[test]
fn calls_with_bodies_and_recursion() {
    let funcs = r#"    func.func @fill(%buf: memref<16xi32>, %v: i32) -> i32 {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c4 step %c1 {
        memref.store %v, %buf[%i] : memref<16xi32>
      }
      %r = arith.addi %v, %v : i32
      return %r : i32
    }
    func.func @fact(%n: i32) -> i32 {
      %one = arith.constant 1 : i32
      %base = arith.cmpi sle, %n, %one : i32
      %r = scf.if %base -> (i32) {
        scf.yield %one : i32
      } else {
        %n1 = arith.subi %n, %one : i32
        %f = func.call @fact(%n1) : (i32) -> i32
        %p = arith.muli %n, %f : i32
        scf.yield %p : i32
      }
      return %r : i32
    }"#;
    let body = r#"      %seven = arith.constant 7 : i32
      %six = arith.constant 6 : i32
      %r = func.call @fill(%b, %seven) : (memref<16xi32>, i32) -> i32
      %f = func.call @fact(%six) : (i32) -> i32
"#
    .to_string()
        + &store_a(&["%r", "%f"])
        + "      aie.end";
    let (core, env) = run_with(funcs, &body);
    assert_eq!(&a(&env)[..2], &[14, 720]);
    assert_eq!(i32s(&env, 2048, 5), vec![7, 7, 7, 7, 0]);
    assert_eq!(core.depth(), 1);
}

#[test]
fn external_calls_and_unknown_ops_are_not_simulated() {
    let funcs = "    func.func private @kernel(memref<16xi32>)";
    let body = r#"      func.call @kernel(%a) : (memref<16xi32>) -> ()
      aie.end"#;
    let (src, mut core, mut env) = setup(funcs, body);
    // A kernel call compiles; an environment without kernels cannot run it.
    assert!(core.program().unsupported().is_empty());
    let CoreState::Error(e) = core.step(&mut env, 100) else {
        panic!("expected an error")
    };
    assert_eq!(e.kind, ErrorKind::NotSimulated);
    assert_eq!(
        e.to_string(),
        "not simulated: call to external function @kernel"
    );
    let line = line_col(&src, e.diagnostic.span.unwrap().start as usize).0;
    assert!(src
        .lines()
        .nth(line - 1)
        .unwrap()
        .contains("func.call @kernel"));

    // An unknown op is an error when reached, not before.
    let body = r#"      %f = arith.constant false
      %x = arith.constant 1 : i32
      scf.if %f {
        %y = "arith.frobnicate"(%x) : (i32) -> i32
      }
      %z = "test.unknown"(%x) : (i32) -> i32
      aie.end"#;
    let (e, _, text) = run_err(body);
    assert_eq!(e.to_string(), "not simulated: test.unknown");
    assert!(text.contains("test.unknown"));

    let body = r#"      %v = arith.constant dense<1> : tensor<4xi32>
      aie.end"#;
    let (e, _, _) = run_err(body);
    assert_eq!(e.kind, ErrorKind::NotSimulated);
    assert!(e.to_string().starts_with("not simulated: "), "{e}");
}

#[test]
fn multi_dimensional_buffers_and_bounds() {
    let body = r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      scf.for %i = %c0 to %c3 step %c1 {
        scf.for %j = %c0 to %c4 step %c1 {
          %ii = arith.index_cast %i : index to i32
          %jj = arith.index_cast %j : index to i32
          %ten = arith.constant 10 : i32
          %t = arith.muli %ii, %ten : i32
          %v = arith.addi %t, %jj : i32
          memref.store %v, %m[%i, %j] : memref<3x4xi32>
        }
      }
      %x = memref.load %m[%c1, %c3] : memref<3x4xi32>
      %nv = memref.load %north[%c1] : memref<4xi32>
"#
    .to_string()
        + &store_a(&["%x", "%nv"])
        + "      aie.end";
    let (_, env) = run(&body);
    assert_eq!(
        i32s(&env, 4096, 12),
        vec![0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]
    );
    assert_eq!(&a(&env)[..2], &[13, 0]);

    let (e, _, text) = run_err(
        r#"      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %x = memref.load %m[%c4, %c0] : memref<3x4xi32>
      aie.end"#,
    );
    assert_eq!(e.kind, ErrorKind::Memory);
    assert_eq!(
        e.to_string(),
        "'memref.load' op index [4, 0] is out of bounds of buffer @m of type memref<3x4xi32>"
    );
    assert!(text.contains("memref.load %m"));
    let (e, _, _) = run_err(
        r#"      %c16 = arith.constant 16 : index
      %one = arith.constant 1 : i32
      memref.store %one, %a[%c16] : memref<16xi32>
      aie.end"#,
    );
    assert_eq!(e.kind, ErrorKind::Memory);
}

#[test]
fn undefined_arithmetic_is_an_error() {
    let cases = [
        ("arith.divsi %x, %z : i32", "division by zero"),
        ("arith.remui %x, %z : i32", "division by zero"),
        (
            "arith.divsi %min, %m1 : i32",
            "signed division overflow (-2147483648 / -1)",
        ),
        (
            "arith.shli %x, %big : i32",
            "shift amount 32 is not less than the bit width 32",
        ),
    ];
    for (op, msg) in cases {
        let body = format!(
            r#"      %x = arith.constant 5 : i32
      %z = arith.constant 0 : i32
      %min = arith.constant -2147483648 : i32
      %m1 = arith.constant -1 : i32
      %big = arith.constant 32 : i32
      %r = {op}
      aie.end"#
        );
        let (e, _, text) = run_err(&body);
        assert_eq!(e.kind, ErrorKind::Undefined);
        assert!(e.to_string().ends_with(msg), "{e}");
        assert!(text.contains(op), "{text}");
    }
    let (e, _, text) = run_err(
        r#"      %c0 = arith.constant 0 : index
      scf.for %i = %c0 to %c0 step %c0 {
      }
      aie.end"#,
    );
    assert_eq!(e.to_string(), "'scf.for' op step 0 is not positive");
    assert!(text.contains("scf.for"));
}

#[test]
fn locks_block_and_resume() {
    // Wait for l0 (0 at start), copy a[0] to b[0], release l1 by 2.
    let body = r#"      %c0 = arith.constant 0 : index
      aie.use_lock(%l0, AcquireGreaterEqual, 1)
      %v = memref.load %a[%c0] : memref<16xi32>
      memref.store %v, %b[%c0] : memref<16xi32>
      aie.use_lock(%l1, Release, 2)
      aie.use_lock(%l1, Acquire, 3)
      aie.end"#;
    let (_, mut core, mut env) = setup("", body);
    let l0 = LockRef { tile: T02, id: 0 };
    let l1 = LockRef { tile: T02, id: 1 };
    let blocked = core.step(&mut env, 1000);
    assert_eq!(
        blocked,
        CoreState::Blocked {
            lock: l0,
            request: LockRequest::AcquireGe(1)
        }
    );
    assert_eq!(core.position().map(|p| p.0), Some("aie.use_lock"));
    // Still blocked, and nothing more is counted.
    let before = core.stats();
    assert_eq!(core.step(&mut env, 1000), blocked);
    assert_eq!(core.stats(), before);
    set_i32s(&mut env, 1024, &[42]);
    env.set_lock(l0, 3);
    // Acquire-EQ 3 on l1 (1 + 2 = 3) leaves it at 3.
    assert_eq!(core.step(&mut env, 1000), CoreState::Done);
    assert_eq!(env.lock_value(l0), Some(2));
    assert_eq!(env.lock_value(l1), Some(3));
    assert_eq!(i32s(&env, 2048, 1), vec![42]);
    let s = core.stats();
    assert_eq!((s.acquires, s.releases, s.loads, s.stores), (2, 1, 1, 1));
    // Done is final.
    assert_eq!(core.step(&mut env, 1000), CoreState::Done);
}

#[test]
fn acquire_equal_waits_for_the_exact_value() {
    let body = r#"      aie.use_lock(%l1, Acquire, 2)
      aie.end"#;
    let (_, mut core, mut env) = setup("", body);
    let l1 = LockRef { tile: T02, id: 1 };
    env.set_lock(l1, 3);
    assert!(matches!(core.step(&mut env, 10), CoreState::Blocked { .. }));
    env.set_lock(l1, 2);
    assert_eq!(core.step(&mut env, 10), CoreState::Done);
    assert_eq!(env.lock_value(l1), Some(2));
}

#[test]
fn non_blocking_acquire_goes_on() {
    let body = r#"      aie.use_lock(%l0, AcquireGreaterEqual, 1, NonBlocking)
      aie.end"#;
    let (_, mut core, mut env) = setup("", body);
    assert_eq!(core.step(&mut env, 10), CoreState::Done);
    assert_eq!(core.stats().acquires, 0);
}

#[test]
fn lock_range_errors_name_lock_tile_and_span() {
    let (e, _, text) = run_err(
        r#"      aie.use_lock(%l1, Release, 63)
      aie.end"#,
    );
    assert_eq!(e.kind, ErrorKind::Lock);
    assert_eq!(
        e.to_string(),
        "'aie.use_lock' op Release 63 takes lock @l1 (id 1 on tile (0, 2)) from 1 to 64, outside the lock values 0 to 63"
    );
    assert!(text.contains("aie.use_lock(%l1, Release, 63)"));
    let (e, _, _) = run_err(
        r#"      aie.use_lock(%l0, Release, -1)
      aie.end"#,
    );
    assert!(e.to_string().contains("from 0 to -1"), "{e}");
}

#[test]
fn design_facts_the_simulator_needs() {
    let extra = r#"    %nolock = aie.lock(%t02) {sym_name = "nolock"}
    %noaddr = aie.buffer(%t02) {sym_name = "noaddr"} : memref<4xi32>
    %far = aie.buffer(%t12) {address = 0 : i32, sym_name = "far"} : memref<4xi32>"#;
    let cases = [
        (
            "aie.use_lock(%nolock, Release, 1)",
            "'aie.use_lock' op lock @nolock on tile (0, 2) has no id (run --aie-assign-lock-ids before simulating)",
        ),
        (
            "%x = memref.load %noaddr[%c0] : memref<4xi32>",
            "'memref.load' op cannot access buffer @noaddr: it has no address (run --aie-assign-buffer-addresses before simulating)",
        ),
        (
            "%x = memref.load %far[%c0] : memref<4xi32>",
            "'memref.load' op cannot access buffer @far: it lives on tile (1, 2), whose memory core (0, 2) cannot access",
        ),
    ];
    for (op, msg) in cases {
        let body = format!("      %c0 = arith.constant 0 : index\n      {op}\n      aie.end");
        let (src, mut core, mut env) = setup(extra, &body);
        let CoreState::Error(e) = core.step(&mut env, 100) else {
            panic!("expected an error")
        };
        assert_eq!(e.kind, ErrorKind::Design);
        assert_eq!(e.to_string(), msg);
        let line = line_col(&src, e.diagnostic.span.unwrap().start as usize).0;
        assert!(src.lines().nth(line - 1).unwrap().contains(op));
    }
}

#[test]
fn aie1_locks_are_not_simulated() {
    let src = r#"module {
  %t = aie.tile(1, 3)
  %l = aie.lock(%t, 0)
  %core = aie.core(%t) {
    aie.use_lock(%l, Acquire, 1)
    aie.end
  }
}"#;
    let ir = dialect::parse(src).unwrap();
    let prog = CoreProgram::compile(&ir, core_ops(&ir)[0]).unwrap();
    let mut env = SimpleEnv::for_design(&ir);
    let CoreState::Error(e) = Core::new(prog).step(&mut env, 10) else {
        panic!("expected an error")
    };
    assert_eq!(
        e.to_string(),
        "not simulated: aie.use_lock on xcvc1902 (AIE1's binary locks)"
    );
}

#[test]
fn deep_recursion_hits_the_frame_limit() {
    let funcs = r#"    func.func @f(%n: i32) -> i32 {
      %r = func.call @f(%n) : (i32) -> i32
      return %r : i32
    }"#;
    let body = r#"      %one = arith.constant 1 : i32
      %r = func.call @f(%one) : (i32) -> i32
      aie.end"#;
    let (_, mut core, mut env) = setup(funcs, body);
    let CoreState::Error(e) = core.step(&mut env, 1_000_000) else {
        panic!("expected an error")
    };
    assert_eq!(e.kind, ErrorKind::Limit);
}

/// A loop-heavy core for the budget tests: sums and rewrites `@a` 20 times.
const BUSY: &str = r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c20 = arith.constant 20 : index
      %z = arith.constant 0 : i32
      %t = scf.for %r = %c0 to %c20 step %c1 iter_args(%acc = %z) -> (i32) {
        %s = scf.for %i = %c0 to %c16 step %c1 iter_args(%x = %acc) -> (i32) {
          %v = memref.load %a[%i] : memref<16xi32>
          %ii = arith.index_cast %i : index to i32
          %w = arith.addi %v, %ii : i32
          memref.store %w, %a[%i] : memref<16xi32>
          %x2 = arith.addi %x, %w : i32
          scf.yield %x2 : i32
        }
        scf.yield %s : i32
      }
      memref.store %t, %b[%c0] : memref<16xi32>
      aie.end"#;

#[test]
fn stepping_alone_stops_before_each_lock_op_and_end() {
    let body = r#"      %c0 = arith.constant 0 : index
      %v = memref.load %a[%c0] : memref<16xi32>
      aie.use_lock(%l1, Release, 2)
      memref.store %v, %b[%c0] : memref<16xi32>
      aie.end"#;
    let (_, mut core, mut env) = setup("", body);
    // Two ops, then it stops before the release with budget left.
    assert_eq!(core.step_alone(&mut env, 1000), CoreState::Running);
    assert_eq!(core.stats().cycles, 2);
    assert_eq!(core.position().map(|p| p.0), Some("aie.use_lock"));
    assert_eq!(core.step_alone(&mut env, 1000), CoreState::Running);
    assert_eq!(core.stats().cycles, 2);
    // `step` runs the release and the store; alone, it stops before the end.
    assert_eq!(core.step(&mut env, 2), CoreState::Running);
    assert_eq!(core.step_alone(&mut env, 1000), CoreState::Running);
    assert_eq!(core.position().map(|p| p.0), Some("aie.end"));
    assert_eq!(core.step(&mut env, 1000), CoreState::Done);
    assert_eq!(core.stats().ops, 5);
}

#[test]
fn stepping_beside_streams_stops_before_their_bytes() {
    let body = r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %v = memref.load %a[%c0] : memref<16xi32>
      memref.store %v, %b[%c1] : memref<16xi32>
      %w = memref.load %b[%c0] : memref<16xi32>
      aie.end"#;
    let (_, mut core, mut env) = setup("", body);
    let b = env.memory(T02).unwrap()[2048..].as_ptr() as usize;
    let word = |k: usize| b + 4 * k..b + 4 * k + 4;
    // A stream reads @b[1] and writes @b[0]: the core may read @a only.
    let guard = Guard {
        reads: vec![word(1)],
        writes: vec![word(0)],
    };
    assert_eq!(core.step_beside(&mut env, 100, &guard), CoreState::Running);
    assert_eq!(core.stats().ops, 3);
    // Reading what a stream reads is no conflict.
    let guard = Guard {
        reads: vec![word(0)],
        writes: Vec::new(),
    };
    assert_eq!(core.step_beside(&mut env, 100, &guard), CoreState::Running);
    assert_eq!(core.stats().ops, 5);
    assert_eq!(core.position().map(|p| p.0), Some("aie.end"));
}

#[test]
fn resuming_after_any_budget_gives_the_same_result() {
    let (whole, env_whole) = run(BUSY);
    let total = whole.stats();
    // 4 constants + the loop's 2 ops + 20 outer iterations of (for + 16 x 6 + yield)
    // + outer yields... checked against the formula below.
    let per_inner = 6; // load, index_cast, addi, store, addi, yield
    let per_outer = 1 + 16 * per_inner + 1; // inner for, body, outer yield
    assert_eq!(total.ops, 5 + 1 + 20 * per_outer + 1 + 1);
    assert_eq!(total.cycles, total.ops);
    for budget in [1, 2, 7, 97] {
        let (_, mut core, mut env) = setup("", BUSY);
        let mut steps = 0;
        loop {
            match core.step(&mut env, budget) {
                CoreState::Running => steps += 1,
                CoreState::Done => break,
                s => panic!("{s:?}"),
            }
            assert!(core.stats().cycles <= (steps + 1) * budget);
        }
        assert_eq!(core.stats(), total);
        assert_eq!(env.memory(T02), env_whole.memory(T02));
    }
}

#[test]
fn lock_cycles_come_from_the_environment() {
    struct Slow(SimpleEnv);
    impl CoreEnv for Slow {
        fn read(&mut self, t: Tile, a: u32, o: &mut [u8]) -> Result<(), MemFault> {
            self.0.read(t, a, o)
        }
        fn write(&mut self, t: Tile, a: u32, d: &[u8]) -> Result<(), MemFault> {
            self.0.write(t, a, d)
        }
        fn try_acquire(&mut self, l: LockRef, r: LockRequest) -> Result<bool, LockFault> {
            self.0.try_acquire(l, r)
        }
        fn release(&mut self, l: LockRef, v: i32) -> Result<(), LockFault> {
            self.0.release(l, v)
        }
        fn lock_cycles(&self) -> u64 {
            5
        }
    }
    let (_, mut core, env) = setup(
        "",
        "      aie.use_lock(%l1, AcquireGreaterEqual, 1)\n      aie.use_lock(%l1, Release, 1)\n      aie.end",
    );
    let mut env = Slow(env);
    assert_eq!(core.step(&mut env, 100), CoreState::Done);
    assert_eq!(core.stats().ops, 3);
    assert_eq!(core.stats().cycles, 11);
}

/// The add-one core as `--aie-objectFifo-stateful-transform
/// --aie-assign-lock-ids --aie-assign-buffer-addresses` lowers
/// examples/add_one, with the test playing the DMAs.
#[test]
fn lowered_add_one_with_lock_handshakes() {
    let src = r#"module {
  aie.device(npu1) {
    %tile_0_2 = aie.tile(0, 2)
    %out_core_buff_0 = aie.buffer(%tile_0_2) {address = 1024 : i32, mem_bank = 0 : i32, sym_name = "out_core_buff_0"} : memref<8xi32>
    %out_core_buff_1 = aie.buffer(%tile_0_2) {address = 16384 : i32, mem_bank = 1 : i32, sym_name = "out_core_buff_1"} : memref<8xi32>
    %out_core_prod_lock_0 = aie.lock(%tile_0_2, 2) {init = 2 : i32, sym_name = "out_core_prod_lock_0"}
    %out_core_cons_lock_0 = aie.lock(%tile_0_2, 3) {init = 0 : i32, sym_name = "out_core_cons_lock_0"}
    %in_core_cons_buff_0 = aie.buffer(%tile_0_2) {address = 32768 : i32, mem_bank = 2 : i32, sym_name = "in_core_cons_buff_0"} : memref<8xi32>
    %in_core_cons_buff_1 = aie.buffer(%tile_0_2) {address = 49152 : i32, mem_bank = 3 : i32, sym_name = "in_core_cons_buff_1"} : memref<8xi32>
    %in_core_cons_prod_lock_0 = aie.lock(%tile_0_2, 0) {init = 2 : i32, sym_name = "in_core_cons_prod_lock_0"}
    %in_core_cons_cons_lock_0 = aie.lock(%tile_0_2, 1) {init = 0 : i32, sym_name = "in_core_cons_cons_lock_0"}
    %core_0_2 = aie.core(%tile_0_2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c41_i32 = arith.constant 41 : i32
      %c2 = arith.constant 2 : index
      scf.for %arg0 = %c0 to %c8 step %c2 {
        aie.use_lock(%in_core_cons_cons_lock_0, AcquireGreaterEqual, 1)
        aie.use_lock(%out_core_prod_lock_0, AcquireGreaterEqual, 1)
        scf.for %arg1 = %c0 to %c8 step %c1 {
          %0 = memref.load %in_core_cons_buff_0[%arg1] : memref<8xi32>
          %1 = arith.addi %0, %c41_i32 : i32
          memref.store %1, %out_core_buff_0[%arg1] : memref<8xi32>
        }
        aie.use_lock(%in_core_cons_prod_lock_0, Release, 1)
        aie.use_lock(%out_core_cons_lock_0, Release, 1)
        aie.use_lock(%in_core_cons_cons_lock_0, AcquireGreaterEqual, 1)
        aie.use_lock(%out_core_prod_lock_0, AcquireGreaterEqual, 1)
        scf.for %arg1 = %c0 to %c8 step %c1 {
          %0 = memref.load %in_core_cons_buff_1[%arg1] : memref<8xi32>
          %1 = arith.addi %0, %c41_i32 : i32
          memref.store %1, %out_core_buff_1[%arg1] : memref<8xi32>
        }
        aie.use_lock(%in_core_cons_prod_lock_0, Release, 1)
        aie.use_lock(%out_core_cons_lock_0, Release, 1)
      }
      aie.end
    }
  }
}"#;
    let ir = dialect::parse(src).unwrap();
    let prog = CoreProgram::compile(&ir, core_ops(&ir)[0]).unwrap();
    assert!(prog.unsupported().is_empty());
    let mut env = SimpleEnv::for_design(&ir);
    let mut core = Core::new(prog);
    let lock = |id| LockRef { tile: T02, id };
    let (in_prod, in_cons, out_prod, out_cons) = (lock(0), lock(1), lock(2), lock(3));
    let (in_bufs, out_bufs) = ([32768usize, 49152], [1024usize, 16384]);
    let input: Vec<i32> = (0..64).map(|i| i * 3 - 50).collect();
    let mut output = Vec::new();
    let (mut sent, mut got) = (0usize, 0usize);
    let mut rounds = 0;
    loop {
        rounds += 1;
        assert!(rounds < 1000, "no progress");
        // Input DMA: fill the next buffer when the core has released one.
        if sent < 8 && env.try_acquire(in_prod, LockRequest::AcquireGe(1)).unwrap() {
            set_i32s(&mut env, in_bufs[sent % 2], &input[sent * 8..sent * 8 + 8]);
            env.release(in_cons, 1).unwrap();
            sent += 1;
        }
        // Output DMA: drain a buffer the core has filled.
        if env
            .try_acquire(out_cons, LockRequest::AcquireGe(1))
            .unwrap()
        {
            output.extend(i32s(&env, out_bufs[got % 2], 8));
            env.release(out_prod, 1).unwrap();
            got += 1;
        }
        match core.step(&mut env, 50) {
            CoreState::Done if got == 8 => break,
            CoreState::Running | CoreState::Blocked { .. } | CoreState::Done => {}
            CoreState::Error(e) => panic!("{e}"),
            CoreState::Stalled(s) => panic!("{s:?}"),
        }
    }
    let expected: Vec<i32> = input.iter().map(|x| x + 41).collect();
    assert_eq!(output, expected);
    assert_eq!(core.stats().acquires, 16);
    assert_eq!(core.stats().releases, 16);
}

mod props {
    use super::*;
    use proptest::prelude::*;

    /// A core computing every integer binary op of width `w` on x and y (i64
    /// bits in `@a[0..2]` and `@a[2..4]`, truncated to `w`), storing each
    /// result zero-extended to i64 as two words into `@out`, in order.
    fn program(w: u32) -> (Core, SimpleEnv) {
        let ops = [
            "addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi", "maxui", "minui",
            "divsi", "divui", "remsi", "remui", "shli", "shrsi", "shrui",
        ];
        let mut body = String::from(
            r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x0 = memref.load %a[%c0] : memref<16xi32>
      %x1 = memref.load %a[%c1] : memref<16xi32>
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %y0 = memref.load %a[%c2] : memref<16xi32>
      %y1 = memref.load %a[%c3] : memref<16xi32>
      %x0w = arith.extui %x0 : i32 to i64
      %x1w = arith.extui %x1 : i32 to i64
      %y0w = arith.extui %y0 : i32 to i64
      %y1w = arith.extui %y1 : i32 to i64
      %k32 = arith.constant 32 : i64
      %x1s = arith.shli %x1w, %k32 : i64
      %y1s = arith.shli %y1w, %k32 : i64
      %x64 = arith.ori %x0w, %x1s : i64
      %y64 = arith.ori %y0w, %y1s : i64
"#,
        );
        let (x, y) = if w == 64 {
            ("%x64".to_string(), "%y64".to_string())
        } else {
            body += &format!("      %x = arith.trunci %x64 : i64 to i{w}\n      %y = arith.trunci %y64 : i64 to i{w}\n");
            ("%x".to_string(), "%y".to_string())
        };
        for (i, op) in ops.iter().enumerate() {
            body += &format!("      %r{i} = arith.{op} {x}, {y} : i{w}\n");
            let wide = if w == 64 {
                format!("%r{i}")
            } else {
                body += &format!("      %r{i}w = arith.extui %r{i} : i{w} to i64\n");
                format!("%r{i}w")
            };
            body += &format!(
                "      %i{i} = arith.constant {} : index\n      %h{i} = arith.constant {} : index\n      %lo{i} = arith.trunci {wide} : i64 to i32\n      %hi{i}s = arith.shrui {wide}, %k32 : i64\n      %hi{i} = arith.trunci %hi{i}s : i64 to i32\n      memref.store %lo{i}, %out[%i{i}] : memref<64xi32>\n      memref.store %hi{i}, %out[%h{i}] : memref<64xi32>\n",
                2 * i,
                2 * i + 1
            );
        }
        body += "      aie.end";
        let out = "    %out = aie.buffer(%t02) {address = 8192 : i32, sym_name = \"out\"} : memref<64xi32>";
        let (_, core, env) = setup(out, &body);
        (core, env)
    }

    fn check(w: u32, x: u64, y: u64) -> Result<(), TestCaseError> {
        let (mut core, mut env) = program(w);
        let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
        let (x, y) = (x & m, y & m);
        let sx = |v: u64| ((v << (64 - w)) as i64) >> (64 - w);
        let words = [x as u32, (x >> 32) as u32, y as u32, (y >> 32) as u32];
        set_i32s(&mut env, 1024, &words.map(|v| v as i32));
        let state = core.step(&mut env, 100_000);
        let (a, b) = (sx(x), sx(y));
        let shift_ok = y < u64::from(w);
        let div_ok = y != 0;
        let sdiv_ok = div_ok && !(a == (i64::MIN >> (64 - w)) && b == -1);
        let expected: Vec<(usize, Option<u64>)> = vec![
            (0, Some(x.wrapping_add(y))),
            (1, Some(x.wrapping_sub(y))),
            (2, Some(x.wrapping_mul(y))),
            (3, Some(x & y)),
            (4, Some(x | y)),
            (5, Some(x ^ y)),
            (6, Some(a.max(b) as u64)),
            (7, Some(a.min(b) as u64)),
            (8, Some(x.max(y))),
            (9, Some(x.min(y))),
            (10, sdiv_ok.then(|| a.wrapping_div(b) as u64)),
            (11, div_ok.then(|| x / y.max(1))),
            (12, sdiv_ok.then(|| a.wrapping_rem(b) as u64)),
            (13, div_ok.then(|| x % y.max(1))),
            (14, shift_ok.then(|| x.wrapping_shl(y as u32))),
            (15, shift_ok.then(|| a.wrapping_shr(y as u32) as u64)),
            (16, shift_ok.then(|| x.wrapping_shr(y as u32))),
        ];
        // The ops run in order: the first undefined one stops the core.
        let first_bad = expected.iter().position(|(_, v)| v.is_none());
        match (first_bad, state) {
            (None, CoreState::Done) => {}
            (Some(_), CoreState::Error(e)) => {
                prop_assert_eq!(e.kind, ErrorKind::Undefined);
            }
            (bad, s) => prop_assert!(false, "first undefined op {:?}, state {:?}", bad, s),
        }
        let done = first_bad.unwrap_or(expected.len());
        let out = i32s(&env, 8192, 2 * expected.len());
        for &(i, v) in &expected[..done] {
            let v = v.unwrap_or(0) & m;
            let got = u64::from(out[2 * i] as u32) | (u64::from(out[2 * i + 1] as u32) << 32);
            prop_assert_eq!(got, v, "op {} of i{} on {:#x}, {:#x}", i, w, x, y);
        }
        Ok(())
    }

    fn interesting() -> impl Strategy<Value = u64> {
        prop_oneof![
            any::<u64>(),
            0u64..70,
            Just(u64::MAX),
            Just(1u64 << 63),
            Just(0x80),
            Just(0x8000),
            Just(0x8000_0000),
            Just(0x7f),
            Just(0x7fff_ffff),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn integer_ops_match_rust_wrapping_ops(
            w in prop_oneof![Just(8u32), Just(16), Just(32), Just(64), Just(1), Just(13)],
            x in interesting(),
            y in interesting(),
        ) {
            check(w, x, y)?;
        }
    }
}

#[test]
fn malformed_ops_are_errors_not_panics() {
    let bodies = [
        r#"%x = "arith.addi"(%one) : (i32) -> i32"#,
        r#""arith.addi"(%one, %one) : (i32, i32) -> ()"#,
        r#"%x = "arith.cmpi"(%one, %one) : (i32, i32) -> i1"#,
        r#"%x = "arith.constant"() : () -> i32"#,
        r#"%x = "memref.load"() : () -> i32"#,
        r#"%x = "memref.load"(%a) : (memref<16xi32>) -> i32"#,
        r#""memref.store"(%one) : (i32) -> ()"#,
        r#""scf.for"(%c0) ({ }) : (index) -> ()"#,
        r#""scf.for"(%c0, %c0, %c1) ({ ^bb0: "scf.yield"() : () -> () }) : (index, index, index) -> ()"#,
        r#""scf.if"(%one) ({ }) : (i32) -> ()"#,
        r#"%x = "scf.index_switch"(%c0) ({ "scf.yield"(%one) : (i32) -> () }) {cases = array<i64: 0>} : (index) -> i32"#,
        r#"%x = "scf.index_switch"(%c0) ({ "scf.yield"() : () -> () }) : (index) -> i32"#,
        r#""scf.yield"(%one) : (i32) -> ()"#,
        r#""cf.br"() : () -> ()"#,
        r#""func.return"() : () -> ()"#,
        r#""func.call"() : () -> ()"#,
        r#""aie.use_lock"() : () -> ()"#,
        r#""aie.use_lock"(%l0) : (index) -> ()"#,
        r#""aie.use_lock"(%c0) {action = 1 : i32} : (index) -> ()"#,
        r#"%x = "arith.bitcast"(%one) : (i32) -> i16"#,
        r#"%x = "arith.extsi"(%c0) : (index) -> f32"#,
    ];
    let mut parsed = 0;
    for op in bodies {
        let body = format!(
            "      %one = arith.constant 1 : i32\n      %c0 = arith.constant 0 : index\n      %c1 = arith.constant 1 : index\n      {op}\n      aie.end"
        );
        let src = design("", &body);
        let Ok(ir) = dialect::parse(&src) else {
            continue;
        };
        parsed += 1;
        let prog = CoreProgram::compile(&ir, core_ops(&ir)[0]).expect("compile");
        assert!(!prog.unsupported().is_empty(), "{op}");
        let mut env = SimpleEnv::for_design(&ir);
        let state = Core::new(prog).step(&mut env, 1000);
        assert!(matches!(state, CoreState::Error(_)), "{op}: {state:?}");
    }
    assert_eq!(parsed, bodies.len());
}

#[test]
fn compile_rejects_what_cannot_run() {
    let src = r#"module {
  aie.device(npu1) {
    %t = aie.tile(0, 2)
    %core = aie.core(%t) {
      aie.end
    } {elf_file = "core.elf"}
  }
}"#;
    let ir = dialect::parse(src).unwrap();
    let e = CoreProgram::compile(&ir, core_ops(&ir)[0]).unwrap_err();
    assert_eq!(e.to_string(), "not simulated: aie.core with elf_file");
    let e = CoreProgram::compile(&ir, ir.top).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Design);
    // An op of a larger IR is not an op of this one.
    let tiles: String = (0..8)
        .map(|c| format!("%t{c} = aie.tile({c}, 2)\n"))
        .collect();
    let larger = dialect::parse(&format!("aie.device(npu2) {{\n{tiles}}}")).unwrap();
    let foreign = larger.op_ids().last().unwrap();
    assert!(foreign.index() >= ir.num_ops());
    let e = CoreProgram::compile(&ir, foreign).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Design);
}

#[test]
fn position_names_the_next_op() {
    let (src, mut core, mut env) = setup(
        "",
        "      %one = arith.constant 1 : i32\n      %two = arith.addi %one, %one : i32\n      aie.end",
    );
    assert_eq!(core.position().map(|p| p.0), Some("arith.constant"));
    assert_eq!(core.step(&mut env, 1), CoreState::Running);
    let (name, span) = core.position().unwrap();
    assert_eq!(name, "arith.addi");
    assert!(src[span.start as usize..].starts_with("%two = arith.addi"));
    assert_eq!(core.step(&mut env, 10), CoreState::Done);
    assert_eq!(core.position(), None);
    core.reset();
    assert_eq!(core.stats(), Stats::default());
    assert_eq!(core.step(&mut env, 10), CoreState::Done);
}

/// A core blocked where it can still reach `aie.end` is not running
/// forever; blocked in a `cf.br` loop with no way out, or in an `scf.for`
/// with 2^20 or more iterations left, it is.
#[test]
fn runs_forever_tells_idle_cores_from_unfinished_ones() {
    let blocked = |body: &str| {
        let (_, mut core, mut env) = setup("", body);
        let state = core.step(&mut env, 1000);
        assert!(matches!(state, CoreState::Blocked { .. }), "{state:?}");
        core.runs_forever()
    };
    let finite = r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 4 : index
      scf.for %i = %c0 to %n step %c1 {
        aie.use_lock(%l0, AcquireGreaterEqual, 1)
      }
      aie.end"#;
    assert!(!blocked(finite));
    assert!(blocked(
        &finite.replace("constant 4 : index", "constant 1048577 : index")
    ));
    assert!(!blocked(
        &finite.replace("constant 4 : index", "constant 1048575 : index")
    ));
    let server = r#"      cf.br ^bb1
    ^bb1:
      aie.use_lock(%l0, AcquireGreaterEqual, 1)
      cf.br ^bb1"#;
    assert!(blocked(server));
    let exits = r#"      %t = arith.constant true
      cf.br ^bb1
    ^bb1:
      aie.use_lock(%l0, AcquireGreaterEqual, 1)
      cf.cond_br %t, ^bb1, ^bb2
    ^bb2:
      aie.end"#;
    assert!(!blocked(exits));
}

fn f32s(env: &SimpleEnv, addr: usize, n: usize) -> Vec<f32> {
    bytes(env, T02, addr, 4 * n)
        .chunks(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn affine_loops_subscripts_and_apply() {
    // a[i] = 10 * i for i in 0..16 step 1; then b[j] = a[2j + 1] + sum of a[0..8 step 2].
    let body = r#"      %c10 = arith.constant 10 : i32
      %z = arith.constant 0 : i32
      affine.for %i = 0 to 16 {
        %ii = arith.index_cast %i : index to i32
        %v = arith.muli %ii, %c10 : i32
        affine.store %v, %a[%i] : memref<16xi32>
      }
      %sum = affine.for %i = 0 to 8 step 2 iter_args(%acc = %z) -> (i32) {
        %v = affine.load %a[%i] : memref<16xi32>
        %n = arith.addi %acc, %v : i32
        affine.yield %n : i32
      }
      %c1 = arith.constant 1 : index
      affine.for %j = 0 to 7 {
        %k = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%j)[%c1]
        %v = affine.load %a[%k] : memref<16xi32>
        %w = arith.addi %v, %sum : i32
        affine.store %w, %b[%j + symbol(%c1) - 1] : memref<16xi32>
      }
      aie.end"#;
    let (core, env) = run(body);
    let b = i32s(&env, 2048, 7);
    let sum: i32 = [0, 2, 4, 6].iter().map(|i| 10 * i).sum();
    assert_eq!(
        b,
        (0..7).map(|j| 10 * (2 * j + 1) + sum).collect::<Vec<_>>()
    );
    // One op per op and per iteration's yield; the subscript maps are free.
    let s = core.stats();
    assert_eq!(s.stores, 16 + 7);
    assert_eq!(s.loads, 4 + 7);
}

#[test]
fn affine_map_division_by_zero_is_undefined() {
    let body = r#"      %c0 = arith.constant 0 : index
      affine.for %i = 0 to 4 {
        %k = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%i)[%c0]
      }
      aie.end"#;
    let (e, _, text) = run_err(body);
    assert_eq!(e.kind, ErrorKind::Undefined);
    assert!(text.contains("affine.apply"), "{text}");
}

#[test]
fn scf_while_loops() {
    // i = 1; while (i < 20) i = i * 3 (1, 3, 9, 27); then a do-while that
    // runs its condition region once.
    let body = r#"      %one = arith.constant 1 : i32
      %three = arith.constant 3 : i32
      %limit = arith.constant 20 : i32
      %r:2 = scf.while (%i = %one, %n = %one) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi slt, %i, %limit : i32
        scf.condition(%go) %i, %n : i32, i32
      } do {
      ^bb0(%x: i32, %cnt: i32):
        %y = arith.muli %x, %three : i32
        %cnt1 = arith.addi %cnt, %one : i32
        scf.yield %y, %cnt1 : i32, i32
      }
      %once = scf.while (%i = %limit) : (i32) -> i32 {
        %false = arith.constant false
        scf.condition(%false) %i : i32
      } do {
      ^bb0(%x: i32):
        scf.yield %x : i32
      }
"#
    .to_string()
        + &store_a(&["%r#0", "%r#1", "%once"])
        + "      aie.end";
    let (_, env) = run(&body);
    assert_eq!(&a(&env)[..3], &[27, 4, 20]);
}

#[test]
fn memref_views_and_copies() {
    // @m is 3x4 i32 at 0x1000; @a, @b are 16 x i32.
    let body = format!(
        r#"{}      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %row = memref.subview %m[%c1, 1] [1, 3] [1, 1] : memref<3x4xi32> to memref<3xi32, strided<[1], offset: ?>>
      %x = arith.constant 7 : i32
      memref.store %x, %row[%c2] : memref<3xi32, strided<[1], offset: ?>>
      %col = memref.subview %m[0, 3] [3, 1] [1, 1] : memref<3x4xi32> to memref<3x1xi32, strided<[4, 1], offset: 3>>
      %y = arith.constant 9 : i32
      %c0 = arith.constant 0 : index
      memref.store %y, %col[%c2, %c0] : memref<3x1xi32, strided<[4, 1], offset: 3>>
      %flat = memref.collapse_shape %m [[0, 1]] : memref<3x4xi32> into memref<12xi32>
      %sq = memref.reinterpret_cast %a to offset: [4], sizes: [3, 4], strides: [4, 1] : memref<16xi32> to memref<3x4xi32, strided<[4, 1], offset: 4>>
      %v = memref.load %sq[%c1, %c2] : memref<3x4xi32, strided<[4, 1], offset: 4>>
      memref.store %v, %flat[%c0] : memref<12xi32>
      memref.copy %a, %b : memref<16xi32> to memref<16xi32>
      memref.assume_alignment %b, 64 : memref<16xi32>
      aie.end"#,
        store_a(
            &(0..16)
                .map(|i| format!("%k{i}"))
                .collect::<Vec<_>>()
                .iter()
                .map(String::as_str)
                .collect::<Vec<_>>()
        )
    );
    let consts: String = (0..16)
        .map(|i| format!("      %k{i} = arith.constant {} : i32\n", 100 + i))
        .collect();
    let (_, env) = run(&(consts + &body));
    let m = i32s(&env, 4096, 12);
    // m[1][3] = 7 (row view at (1, 1), index 2); m[2][3] = 9; m[0][0] = a[4 + 1*4 + 2].
    assert_eq!(m[7], 7);
    assert_eq!(m[11], 9);
    assert_eq!(m[0], 110);
    assert_eq!(i32s(&env, 2048, 16), (100..116).collect::<Vec<_>>());
}

#[test]
fn subview_bounds_are_checked() {
    let body = r#"      %c3 = arith.constant 3 : index
      %row = memref.subview %m[1, 0] [1, 3] [1, 1] : memref<3x4xi32> to memref<3xi32, strided<[1], offset: 4>>
      %v = memref.load %row[%c3] : memref<3xi32, strided<[1], offset: 4>>
      aie.end"#;
    let (e, _, _) = run_err(body);
    assert_eq!(e.kind, ErrorKind::Memory);
    assert_eq!(
        e.to_string(),
        "'memref.load' op index [3] is out of bounds of buffer @m of type memref<3xi32, strided<[1], offset: 4>>"
    );
}

#[test]
fn vector_transfers_arith_and_math() {
    // @f is 8 x f32 at 0x1600: f[i] = i + 1; v = f[4..12) (lanes 4.. padded
    // with -1); f[0..8) = v * v masked to the memref; exp of a lane.
    let mut body: String = (0..8)
        .map(|i| {
            format!(
                "      %fi{i} = arith.constant {i} : index\n      %fv{i} = arith.constant {}.0 : f32\n      memref.store %fv{i}, %fb[%fi{i}] : memref<8xf32>\n",
                i + 1
            )
        })
        .collect();
    body += r#"      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %pad = arith.constant -1.0 : f32
      %v = vector.transfer_read %fb[%c4], %pad : memref<8xf32>, vector<8xf32>
      %w = arith.mulf %v, %v : vector<8xf32>
      %two = arith.constant dense<2.0> : vector<8xf32>
      %x = arith.addf %w, %two : vector<8xf32>
      vector.transfer_write %x, %fb[%c0] {in_bounds = [true]} : vector<8xf32>, memref<8xf32>
      %c7 = arith.constant 7 : index
      vector.transfer_write %x, %fb[%c7] : vector<8xf32>, memref<8xf32>
      %e = math.exp %pad : f32
      %s = math.sqrt %e : f32
      %p = math.powf %s, %two_s : f32
      %c6 = arith.constant 6 : index
      memref.store %p, %fb[%c6] : memref<8xf32>
      aie.end"#;
    let body = body.replace("%two_s", "%pad");
    let (core, env) = run(&body);
    let f = f32s(&env, 5632, 8);
    // x = v * v + 2: v = [5, 6, 7, 8, -1, -1, -1, -1]; the second write puts x[0] at f[7].
    let p = ((-1.0f32).exp().sqrt()).powf(-1.0);
    assert_eq!(f, vec![27.0, 38.0, 51.0, 66.0, 3.0, 3.0, p, 27.0]);
    let s = core.stats();
    assert_eq!(s.loads, 4);
    assert_eq!(s.stores, 8 + 8 + 1 + 1);
}
