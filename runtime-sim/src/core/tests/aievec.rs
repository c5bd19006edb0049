//! aievec ops in a core: the modes a core's srs runs with, one op each,
//! groups that load, and the errors raised at the op (the semantics of every
//! op are checked end to end by test/sim/aievec-*.mlir).

use super::*;

/// `%a[0..16]` as a vector<16xi32>, then `ops`, then `%r` (a vector<16xi32>)
/// stored back to `%a`.
fn on_a(ops: &str) -> String {
    format!(
        r#"      %c0 = arith.constant 0 : index
      %v = vector.load %a[%c0] : memref<16xi32>, vector<16xi32>
{ops}
      vector.store %r, %a[%c0] : memref<16xi32>, vector<16xi32>
      aie.end"#
    )
}

fn set_a(env: &mut SimpleEnv, vals: [i32; 16]) {
    set_i32s(env, 1024, &vals);
}

/// Runs the core of `body` with `@a` set to `vals` first.
fn run_on(body: &str, vals: [i32; 16]) -> (Core, SimpleEnv) {
    let (src, mut core, mut env) = setup("", body);
    set_a(&mut env, vals);
    match core.step(&mut env, 1_000_000) {
        CoreState::Done => (core, env),
        s => panic!("state {s:?}\n{src}"),
    }
}

const SRS: &str = r#"      %u = aievec.ups %v {shift = 0 : i8} : vector<16xi32>, vector<16xi64>
      %s = arith.constant 2 : i32
      %r = aievec.srs %u, %s : vector<16xi64>, i32, vector<16xi32>"#;

#[test]
fn an_integer_srs_rounds_ties_up() {
    let mut vals = [0; 16];
    vals[..6].copy_from_slice(&[6, -6, 7, -7, 5, i32::MIN]);
    let (core, env) = run_on(&on_a(SRS), vals);
    // 6/4 = 1.5 up to 2; -1.5 up to -1; 1.75 to 2; -1.75 to -2; 1.25 to 1.
    assert_eq!(&a(&env)[..6], &[2, -1, 2, -2, 1, i32::MIN / 4]);
    // load, ups, constant, srs, store, end: one op each.
    assert_eq!(core.stats().ops, 7);
}

#[test]
fn a_core_with_a_bf16_matmul_rounds_to_even() {
    let extra = r#"      %ma = arith.constant dense<1.0> : vector<4x8xbf16>
      %mb = arith.constant dense<1.0> : vector<8x4xbf16>
      %mc = arith.constant dense<0.0> : vector<4x4xf32>
      %mm = aievec.matmul %ma, %mb, %mc : vector<4x8xbf16>, vector<8x4xbf16> into vector<4x4xf32>
"#;
    let mut vals = [0; 16];
    vals[..4].copy_from_slice(&[6, -6, 10, -10]);
    let (_, env) = run_on(&on_a(&(extra.to_string() + SRS)), vals);
    assert_eq!(&a(&env)[..4], &[2, -2, 2, -2]);
}

#[test]
fn a_core_without_srs_packs_the_low_bits() {
    let body = r#"      %c0 = arith.constant 0 : index
      %v = vector.load %h[%c0] : memref<8xi16>, vector<8xi16>
      %p = aievec.pack %v : vector<8xi16>, vector<8xi8>
      %u = aievec.unpack %p : vector<8xi8>, vector<8xi16>
      vector.store %u, %h[%c0] : memref<8xi16>, vector<8xi16>
      aie.end"#;
    let (src, mut core, mut env) = setup("", body);
    let m = env.memory_mut(T02).expect("memory");
    for (i, v) in [300i16, -300, 127, -129, 0, 1, -1, 255].iter().enumerate() {
        m[5120 + 2 * i..5122 + 2 * i].copy_from_slice(&v.to_le_bytes());
    }
    assert!(
        matches!(core.step(&mut env, 1000), CoreState::Done),
        "{src}"
    );
    let h: Vec<i16> = bytes(&env, T02, 5120, 16)
        .chunks(2)
        .map(|c| i16::from_le_bytes([c[0], c[1]]))
        .collect();
    assert_eq!(h, [44, -44, 127, 127, 0, 1, -1, -1]);
}

#[test]
fn errors_at_the_op() {
    let (e, _, line) = run_err(&on_a(
        r#"      %s = arith.constant 65 : i32
      %r = aievec.shift %v, %v, %s {isAcc = false} : vector<16xi32>, vector<16xi32>, i32, vector<16xi32>"#,
    ));
    assert_eq!(e.kind, ErrorKind::Undefined);
    assert!(
        e.to_string().contains("shifts by 65 bytes, outside 0..=64"),
        "{e}"
    );
    assert!(line.contains("aievec.shift"));
    let (e, _, _) = run_err(&on_a(
        r#"      %i = arith.constant 16 : i32
      %x = aievec.ext_elem %v, %i : vector<16xi32>, i32, i32
      %r = aievec.broadcast_scalar %x : i32, vector<16xi32>"#,
    ));
    assert!(
        e.to_string()
            .contains("position 16 is outside a dimension of size 16"),
        "{e}"
    );
    let (e, _, line) = run_err(&on_a(
        r#"      %k = aievec.cmp %v, %v {pred = ""} : vector<16xi32>, vector<16xi32>, ui32
      %r = aievec.sel %v, %v, %k : vector<16xi32>, vector<16xi32>, ui32, vector<16xi32>"#,
    ));
    assert!(
        e.to_string().contains("has the unknown predicate \"\""),
        "{e}"
    );
    assert!(line.contains("aievec.cmp"));
    let (e, _, _) = run_err(&on_a(
        r#"      %r = aievec.legacyshuffle %v {mode = 99 : i32} : vector<16xi32>, vector<16xi32>"#,
    ));
    assert_eq!(e.kind, ErrorKind::NotSimulated);
    assert!(
        e.to_string().contains("aievec.legacyshuffle of mode 99"),
        "{e}"
    );
}

#[test]
fn upd_loads_past_the_memref_fail() {
    let (e, _, line) = run_err(
        r#"      %c8 = arith.constant 8 : index
      %v = aievec.upd %a[%c8] {index = 0 : i8, offset = 0 : i32} : memref<16xi32>, vector<16xi32>
      aie.end"#,
    );
    assert_eq!(e.kind, ErrorKind::Memory);
    assert!(line.contains("aievec.upd"));
}
