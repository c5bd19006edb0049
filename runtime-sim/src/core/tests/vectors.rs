//! Vector values: across regions and calls, reductions, masks and masked
//! accesses, lane moves, `fma`, `select`. Expected values are worked out by
//! hand (wrap-around, ties to even) in the comments.

use super::*;

/// More buffers on (0, 2): `@x` 32 x i32 at 6144, `@y` 16 x i32 at 6400,
/// `@z` 8 x i32 at 6528.
const XYZ: &str = r#"    %x = aie.buffer(%t02) {address = 6144 : i32, sym_name = "x"} : memref<32xi32>
    %y = aie.buffer(%t02) {address = 6400 : i32, sym_name = "y"} : memref<16xi32>
    %z = aie.buffer(%t02) {address = 6528 : i32, sym_name = "z"} : memref<8xi32>
    func.func @double(%v: vector<4xi32>) -> vector<4xi32> {
      %w = arith.addi %v, %v : vector<4xi32>
      return %w : vector<4xi32>
    }"#;

#[test]
fn vectors_cross_loops_branches_and_calls() {
    let body = r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %zero = arith.constant dense<0> : vector<4xi32>
      %inc = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
      %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (vector<4xi32>) {
        %n = arith.addi %acc, %inc : vector<4xi32>
        scf.yield %n : vector<4xi32>
      }
      %t = arith.constant true
      %s = scf.if %t -> (vector<4xi32>) {
        %d = func.call @double(%r) : (vector<4xi32>) -> vector<4xi32>
        scf.yield %d : vector<4xi32>
      } else {
        scf.yield %zero : vector<4xi32>
      }
      %w = scf.while (%v = %s) : (vector<4xi32>) -> vector<4xi32> {
        %e = vector.extract %v[0] : i32 from vector<4xi32>
        %lim = arith.constant 20 : i32
        %go = arith.cmpi slt, %e, %lim : i32
        scf.condition(%go) %v : vector<4xi32>
      } do {
      ^bb0(%v: vector<4xi32>):
        %v2 = arith.addi %v, %inc : vector<4xi32>
        scf.yield %v2 : vector<4xi32>
      }
      cf.br ^bb1(%w : vector<4xi32>)
    ^bb1(%u: vector<4xi32>):
      vector.transfer_write %u, %a[%c0] : vector<4xi32>, memref<16xi32>
      aie.end"#;
    let (_, env) = run_with(XYZ, body);
    // r = 4 x [1, 2, 3, 4] = [4, 8, 12, 16]; doubled [8, 16, 24, 32]; the
    // while loop adds [1, 2, 3, 4] until lane 0 reaches 20: 12 times.
    assert_eq!(&a(&env)[..4], &[20, 40, 60, 80]);
}

#[test]
fn reductions_wrap_and_order_as_mlir() {
    let body = r#"      %v = arith.constant dense<[100, 100, 50, -1, -128, 7, 3, 0]> : vector<8xi8>
      %p = arith.constant dense<[3, -2, 5, 7, -1]> : vector<5xi8>
      %w = arith.constant dense<[124, 62, 31, 112]> : vector<4xi8>
      %ten = arith.constant 10 : i8
      %add = vector.reduction <add>, %v : vector<8xi8> into i8
      %acc = vector.reduction <add>, %v, %ten : vector<8xi8> into i8
      %mul = vector.reduction <mul>, %p : vector<5xi8> into i8
      %minsi = vector.reduction <minsi>, %v : vector<8xi8> into i8
      %maxsi = vector.reduction <maxsi>, %v : vector<8xi8> into i8
      %minui = vector.reduction <minui>, %v : vector<8xi8> into i8
      %maxui = vector.reduction <maxui>, %v : vector<8xi8> into i8
      %and = vector.reduction <and>, %w : vector<4xi8> into i8
      %or = vector.reduction <or>, %w : vector<4xi8> into i8
      %xor = vector.reduction <xor>, %w : vector<4xi8> into i8
      %hv = arith.constant dense<[-1, 5]> : vector<2xi16>
      %hs = vector.reduction <maxsi>, %hv : vector<2xi16> into i16
      %hu = vector.reduction <maxui>, %hv : vector<2xi16> into i16
      %big = arith.constant dense<[2147483647, 1]> : vector<2xi32>
      %bs = vector.reduction <add>, %big : vector<2xi32> into i32
      %0 = arith.extsi %add : i8 to i32
      %1 = arith.extsi %acc : i8 to i32
      %2 = arith.extsi %mul : i8 to i32
      %3 = arith.extsi %minsi : i8 to i32
      %4 = arith.extsi %maxsi : i8 to i32
      %5 = arith.extui %minui : i8 to i32
      %6 = arith.extui %maxui : i8 to i32
      %7 = arith.extsi %and : i8 to i32
      %8 = arith.extsi %or : i8 to i32
      %9 = arith.extsi %xor : i8 to i32
      %10 = arith.extsi %hs : i16 to i32
      %11 = arith.extui %hu : i16 to i32
"#
    .to_string()
        + &store_a(&[
            "%0", "%1", "%2", "%3", "%4", "%5", "%6", "%7", "%8", "%9", "%10", "%11", "%bs",
        ])
        + "      aie.end";
    let (_, env) = run(&body);
    // add: 131 wraps to -125 (+10: -115); mul: 3*-2*5*7 = -210 wraps to 46,
    // times -1: -46; min/max signed -128 / 100, unsigned 0 / 255 (-1);
    // 0x7c & 0x3e & 0x1f & 0x70 = 0x10, | = 0x7f, ^ = 0x2d; i16 max of
    // [-1, 5]: 5 signed, 65535 unsigned; i32 max + 1 wraps.
    assert_eq!(
        &a(&env)[..13],
        &[
            -125,
            -115,
            -46,
            -128,
            100,
            0,
            255,
            16,
            127,
            45,
            5,
            65535,
            i32::MIN
        ]
    );
}

#[test]
fn float_reductions_fold_in_order_with_nan_rules() {
    let body = r#"      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %zero = arith.constant 0.0 : f32
      %nan = arith.divf %zero, %zero : f32
      %v0 = arith.constant dense<[1.5, -2.0, 7.0, 4.0]> : vector<4xf32>
      %v = vector.insert %nan, %v0[%c2] : f32 into vector<4xf32>
      %mx = vector.reduction <maximumf>, %v : vector<4xf32> into f32
      %mn = vector.reduction <minnumf>, %v : vector<4xf32> into f32
      %xn = vector.reduction <maxnumf>, %v : vector<4xf32> into f32
      %s = arith.constant dense<[1.0e8, 1.0, -1.0e8, 1.0]> : vector<4xf32>
      %sum = vector.reduction <add>, %s : vector<4xf32> into f32
      %ms = arith.constant dense<[2.0, 3.0, 0.5, -1.0]> : vector<4xf32>
      %one = arith.constant 1.5 : f32
      %prod = vector.reduction <mul>, %ms, %one : vector<4xf32> into f32
      %bv = arith.constant dense<[1.0, 0.00390625, 0.00390625]> : vector<3xbf16>
      %bs = vector.reduction <add>, %bv : vector<3xbf16> into bf16
      %bf = arith.extf %bs : bf16 to f32
      %wide = arith.extf %bv : vector<3xbf16> to vector<3xf32>
      %fs = vector.reduction <add>, %wide : vector<3xf32> into f32
"#
    .to_string()
        + &(0..7)
            .map(|i| format!("      %k{i} = arith.constant {i} : index\n"))
            .collect::<String>()
        + r#"      memref.store %mx, %fb[%k0] : memref<8xf32>
      memref.store %mn, %fb[%k1] : memref<8xf32>
      memref.store %xn, %fb[%k2] : memref<8xf32>
      memref.store %sum, %fb[%k3] : memref<8xf32>
      memref.store %prod, %fb[%k4] : memref<8xf32>
      memref.store %bf, %fb[%k5] : memref<8xf32>
      memref.store %fs, %fb[%k6] : memref<8xf32>
      aie.end"#;
    let (_, env) = run(&body);
    let f = f32s(&env, 5632, 7);
    // maximumf propagates NaN; minnumf / maxnumf skip it.
    assert!(f[0].is_nan());
    assert_eq!(&f[1..3], &[-2.0, 4.0]);
    // In order from +0.0: 1e8 + 1 rounds back to 1e8, minus 1e8 is 0, + 1.
    assert_eq!(f[3], 1.0);
    // From the accumulator: 1.5 * 2 * 3 * 0.5 * -1.
    assert_eq!(f[4], -4.5);
    // bf16, rounded at each step: 1 + 2^-8 is a tie, to even (1), twice;
    // in f32 the same lanes sum to 1 + 2^-7.
    assert_eq!(f[5], 1.0);
    assert_eq!(f[6], 1.0078125);
}

#[test]
fn masks_and_masked_accesses() {
    let body = r#"      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c12 = arith.constant 12 : index
      %c14 = arith.constant 14 : index
      %c16 = arith.constant 16 : index
      %c24 = arith.constant 24 : index
      %iota = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>
      vector.transfer_write %iota, %a[%c0] : vector<16xi32>, memref<16xi32>
      %mi = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : vector<3x4xi32>
      vector.transfer_write %mi, %m[%c0, %c0] : vector<3x4xi32>, memref<3x4xi32>
      %pad = arith.constant -1 : i32
      %mask = vector.create_mask %c3 : vector<8xi1>
      %r = vector.transfer_read %a[%c4], %pad, %mask : memref<16xi32>, vector<8xi32>
      vector.transfer_write %r, %x[%c0] : vector<8xi32>, memref<32xi32>
      %t = vector.transfer_read %a[%c12], %pad : memref<16xi32>, vector<8xi32>
      vector.transfer_write %t, %x[%c8] : vector<8xi32>, memref<32xi32>
      %seven = arith.constant 7 : i32
      %k = vector.constant_mask [2, 3] : vector<3x4xi1>
      %tm = vector.transfer_read %m[%c0, %c0], %seven, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xi32>, vector<4x3xi32>
      %flat = vector.shape_cast %tm : vector<4x3xi32> to vector<12xi32>
      vector.transfer_write %flat, %x[%c16] : vector<12xi32>, memref<32xi32>
      %hundred = arith.constant dense<100> : vector<8xi32>
      vector.transfer_write %hundred, %y[%c0], %mask : vector<8xi32>, memref<16xi32>
      %pass = arith.constant dense<-5> : vector<8xi32>
      %ml = vector.maskedload %a[%c0], %mask, %pass : memref<16xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
      vector.store %ml, %y[%c8] : memref<16xi32>, vector<8xi32>
      %m2 = vector.create_mask %c2 : vector<4xi1>
      %p4 = arith.constant dense<-9> : vector<4xi32>
      %tail = vector.maskedload %a[%c14], %m2, %p4 : memref<16xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
      vector.store %tail, %z[%c0] : memref<8xi32>, vector<4xi32>
      %nine = arith.constant dense<9> : vector<4xi32>
      vector.maskedstore %c[%c0], %m2, %nine : memref<4xi32>, vector<4xi1>, vector<4xi32>
      %l = vector.load %a[%c8] : memref<16xi32>, vector<4xi32>
      vector.store %l, %z[%c4] : memref<8xi32>, vector<4xi32>
      aie.end"#;
    let (_, env) = run_with(XYZ, body);
    let x = i32s(&env, 6144, 28);
    // Lanes 3.. masked off; the tail past a[15] pads.
    assert_eq!(&x[..8], &[4, 5, 6, -1, -1, -1, -1, -1]);
    assert_eq!(&x[8..16], &[12, 13, 14, 15, -1, -1, -1, -1]);
    // Transposed: lane (i, j) = m[j][i] where the mask (over m's rows and
    // columns) has j < 2 and i < 3, else 7.
    assert_eq!(&x[16..28], &[1, 5, 7, 2, 6, 7, 3, 7, 7, 7, 7, 7]);
    let y = i32s(&env, 6400, 16);
    assert_eq!(&y[..8], &[100, 100, 100, 0, 0, 0, 0, 0]);
    assert_eq!(&y[8..], &[0, 1, 2, -5, -5, -5, -5, -5]);
    // Masked-off lanes past the end are not read.
    assert_eq!(i32s(&env, 6528, 8), vec![14, 15, -9, -9, 8, 9, 10, 11]);
    assert_eq!(i32s(&env, 3072, 4), vec![9, 9, 0, 0]);
}

#[test]
fn lane_moves_fma_and_select() {
    let body = r#"      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %seven = arith.constant 7 : i32
      %b1 = vector.broadcast %seven : i32 to vector<2x3xi32>
      %v4 = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
      %b2 = vector.broadcast %v4 : vector<4xi32> to vector<2x4xi32>
      %col = arith.constant dense<[[10], [20]]> : vector<2x1xi32>
      %b3 = vector.broadcast %col : vector<2x1xi32> to vector<2x4xi32>
      %e = vector.extract %b3[1, 2] : i32 from vector<2x4xi32>
      %row = vector.extract %b2[%c1] : vector<4xi32> from vector<2x4xi32>
      %ins = vector.insert %e, %row[%c3] : i32 into vector<4xi32>
      %ins2 = vector.insert %ins, %b3[0] : vector<4xi32> into vector<2x4xi32>
      %flat = vector.shape_cast %ins2 : vector<2x4xi32> to vector<8xi32>
      %sl = vector.extract_strided_slice %flat {offsets = [2], sizes = [4], strides = [1]} : vector<8xi32> to vector<4xi32>
      %sl2 = vector.extract_strided_slice %b2 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xi32> to vector<1x2xi32>
      %sp = vector.splat %e : vector<4xi32>
      %t = arith.constant true
      %sel = arith.select %t, %sp, %v4 : vector<4xi32>
      %mask = vector.create_mask %c1 : vector<4xi1>
      %sel2 = arith.select %mask, %v4, %sp : vector<4xi1>, vector<4xi32>
      %f1 = vector.shape_cast %b1 : vector<2x3xi32> to vector<6xi32>
      %f2 = vector.shape_cast %sl2 : vector<1x2xi32> to vector<2xi32>
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c10 = arith.constant 10 : index
      %c12 = arith.constant 12 : index
      %c16 = arith.constant 16 : index
      %c20 = arith.constant 20 : index
      %c24 = arith.constant 24 : index
      vector.transfer_write %f1, %x[%c0] : vector<6xi32>, memref<32xi32>
      vector.transfer_write %f2, %x[%c8] : vector<2xi32>, memref<32xi32>
      vector.transfer_write %flat, %x[%c10] : vector<8xi32>, memref<32xi32>
      vector.transfer_write %sl, %x[%c20] : vector<4xi32>, memref<32xi32>
      vector.transfer_write %sel, %x[%c24] : vector<4xi32>, memref<32xi32>
      %c28 = arith.constant 28 : index
      vector.transfer_write %sel2, %x[%c28] : vector<4xi32>, memref<32xi32>
      %fa = arith.constant dense<[1.0078125, 3.0]> : vector<2xbf16>
      %fc = arith.constant dense<[0.00390625, -9.0]> : vector<2xbf16>
      %fm = vector.fma %fa, %fa, %fc : vector<2xbf16>
      %ff = arith.extf %fm : vector<2xbf16> to vector<2xf32>
      vector.transfer_write %ff, %fb[%c0] : vector<2xf32>, memref<8xf32>
      aie.end"#;
    let (_, env) = run_with(XYZ, body);
    let x = i32s(&env, 6144, 32);
    assert_eq!(&x[..6], &[7; 6]);
    assert_eq!(&x[8..10], &[2, 3]);
    // row 1 of b2 with lane 3 = b3[1][2] = 20, into row 0 of b3.
    assert_eq!(&x[10..18], &[1, 2, 3, 20, 20, 20, 20, 20]);
    assert_eq!(&x[20..24], &[3, 20, 20, 20]);
    assert_eq!(&x[24..28], &[20; 4]);
    assert_eq!(&x[28..32], &[1, 20, 20, 20]);
    // bf16 fma: (1 + 2^-7)^2 + 2^-8 = 1 + 2^-6 + 2^-8 + 2^-14, above the
    // tie: 1 + 2^-6 + 2^-7 (rounding the product first gives 1 + 2^-6);
    // 3 * 3 - 9 = 0.
    assert_eq!(
        f32s(&env, 5632, 2),
        vec![1.0 + 1.0 / 64.0 + 1.0 / 128.0, 0.0]
    );
}

#[test]
fn vector_errors_name_the_op() {
    let cases = [
        (
            "      %c0 = arith.constant 0 : index\n      %c14 = arith.constant 14 : index\n      %l = vector.load %a[%c14] : memref<16xi32>, vector<4xi32>\n      aie.end",
            ErrorKind::Memory,
            "'vector.load' op index [16] is out of bounds of buffer @a of type memref<16xi32>",
            "vector.load",
        ),
        (
            "      %c5 = arith.constant 5 : index\n      %v = arith.constant dense<1> : vector<4xi32>\n      %e = vector.extract %v[%c5] : i32 from vector<4xi32>\n      aie.end",
            ErrorKind::Undefined,
            "'vector.extract' op position 5 is outside a dimension of size 4 (poison)",
            "vector.extract",
        ),
        (
            "      %v = arith.constant dense<1> : vector<4xi32>\n      %e = vector.extract %v[-1] : i32 from vector<4xi32>\n      aie.end",
            ErrorKind::Undefined,
            "'vector.extract' op has the poison position -1",
            "vector.extract",
        ),
        (
            "      %v = arith.constant dense<1> : vector<4xi32>\n      %w = \"vector.contract\"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> i32\n      aie.end",
            ErrorKind::NotSimulated,
            "not simulated: vector.contract",
            "vector.contract",
        ),
    ];
    for (body, kind, msg, at) in cases {
        let (e, _, line) = run_err(body);
        assert_eq!((e.kind, e.to_string().as_str()), (kind, msg));
        assert!(line.contains(at), "error at `{line}`, expected at {at}");
    }
}

/// `vector.bitcast` keeps the bits of each row of the minor dimension, lane
/// 0 lowest: two bf16 lanes are one i32 (1.0 is 0x3F80, 2.0 is 0x4000), four
/// i8 lanes one i32, and back.
#[test]
fn bitcasts_repack_the_bits_of_each_row() {
    let body = r#"
      %c0 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %f = arith.constant dense<[1.0, 2.0, -2.0, 1.0]> : vector<4xbf16>
      %w = vector.bitcast %f : vector<4xbf16> to vector<2xi32>
      vector.store %w, %x[%c0] : memref<32xi32>, vector<2xi32>
      %bytes = arith.constant dense<[[1, 2, 3, 4, -1, 0, 0, -128], [5, 6, 7, 8, 9, 10, 11, 12]]> : vector<2x8xi8>
      %p = vector.bitcast %bytes : vector<2x8xi8> to vector<2x2xi32>
      %flat = vector.shape_cast %p : vector<2x2xi32> to vector<4xi32>
      vector.store %flat, %x[%c4] : memref<32xi32>, vector<4xi32>
      %back = vector.bitcast %w : vector<2xi32> to vector<4xbf16>
      %sum = arith.addf %back, %f : vector<4xbf16>
      %wide = arith.extf %sum : vector<4xbf16> to vector<4xf32>
      %bits = arith.bitcast %wide : vector<4xf32> to vector<4xi32>
      vector.store %bits, %y[%c0] : memref<16xi32>, vector<4xi32>
      aie.end"#;
    let (_, env) = run_with(XYZ, body);
    let x: Vec<u32> = i32s(&env, 6144, 8).iter().map(|&v| v as u32).collect();
    assert_eq!(&x[..2], &[0x4000_3F80, 0x3F80_C000]);
    assert_eq!(
        &x[4..],
        &[0x0403_0201, 0x8000_00FF, 0x0807_0605, 0x0C0B_0A09]
    );
    let y = i32s(&env, 6400, 4);
    let doubled: Vec<f32> = y.iter().map(|&b| f32::from_bits(b as u32)).collect();
    assert_eq!(doubled, vec![2.0, 4.0, -4.0, 2.0]);
}
