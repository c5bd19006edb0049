//! The hand-written parser against pest, the grammar of record: on every
//! `.mlir` chunk of test/ and examples/ (split at `// -----` lines as
//! `--split-input-file` does), the fast parser either declines or builds
//! exactly pest's IR (arenas, spans, attributes) and printed form.

use crate::corpus;

/// Everything of the IR but its edit counter.
fn dump(ir: &dialect::Ir) -> String {
    let s = format!("{ir:?}");
    match s.rfind(", edits: ") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Compares both parsers on `src`: `Some(true)` when the fast parser took
/// it, `Some(false)` when it declined, `None` when pest rejects it too.
fn compare(src: &str, what: &str) -> Option<bool> {
    let fast = dialect::parse_fast(src);
    let pest = dialect::parse_pest(src);
    match (fast, pest) {
        (Some(_), Err(e)) => panic!("{what}: fast parser accepts what pest rejects: {e:?}"),
        (Some(f), Ok(p)) => {
            assert_eq!(dump(&f), dump(&p), "{what}: IR differs");
            assert_eq!(
                dialect::print(&f),
                dialect::print(&p),
                "{what}: print differs"
            );
            Some(true)
        }
        (None, Ok(_)) => Some(false),
        (None, Err(_)) => None,
    }
}

#[test]
fn fast_parser_builds_pests_ir_or_declines() {
    let (mut taken, mut parsed) = (0, 0);
    let mut declined = Vec::new();
    for (what, chunk) in corpus::chunks(&["test", "examples"]) {
        let result = compare(&chunk, &what);
        parsed += usize::from(result.is_some());
        match result {
            Some(true) => taken += 1,
            Some(false) => declined.push(what),
            None => {}
        }
    }
    eprintln!("fast parser took {taken} of {parsed} chunks pest parses");
    if std::env::var_os("SHOW_DECLINED").is_some() {
        for d in &declined {
            eprintln!("declined: {d}");
        }
    }
}

/// Uses before definitions, typed ones included, resolve as pest resolves them.
#[test]
fn forward_uses_match_pest() {
    let src = "module {\n  aie.device(npu1_1col) {\n    %c = aie.core(%t) {\n      \
               %x = memref.load %b[%i] : memref<4xi32>\n      aie.end\n    }\n    \
               %i = arith.constant 0 : index\n    %t = aie.tile(0, 2)\n    \
               %b = aie.buffer(%t) : memref<4xi32>\n  }\n}\n";
    assert_eq!(compare(src, "forward uses"), Some(true));
}

/// The pieces nearly every design has are the fast parser's: object FIFOs
/// (dimensions on either end, a depth per end), links, and DMA transfers
/// with static and run-time offsets, sizes and strides.
#[test]
fn object_fifos_and_transfers_are_taken() {
    let src = "module {\n  aie.device(npu1_1col) {\n    %s = aie.tile(0, 0)\n    \
               %m = aie.tile(0, 1)\n    %c = aie.tile(0, 2)\n    \
               aie.objectfifo @in(%s dimensionsToStream [<size = 4, stride = 8>, <size = 8, stride = 1>], \
               {%m}, 2 : i32) : !aie.objectfifo<memref<32xi32>>\n    \
               aie.objectfifo @mid(%m, {%c dimensionsFromStream [<size = 2, stride = 16>], %s}, [2, 3]) \
               : !aie.objectfifo<memref<32xi32>>\n    \
               aie.objectfifo.link [@in] -> [@mid]([] [])\n    \
               aie.runtime_sequence(%a: memref<64xi32>, %n: i64) {\n      \
               aiex.npu.dma_memcpy_nd(%a[0, 0, 0, %n : i64][1, 1, 2, 32][0, 0, 32, 1]) \
               {id = 0 : i64, metadata = @in} : memref<64xi32>\n    }\n  }\n}\n";
    assert_eq!(compare(src, "object FIFOs and transfers"), Some(true));
}

/// Labelled blocks (with arguments, the first one unlabelled or not) and
/// successors referring forward are the fast parser's, built as pest builds
/// them: every block of a region before the blocks of its ops' regions.
#[test]
fn labelled_blocks_and_successors_are_taken() {
    let src = "module {\n  aie.device(npu1_1col) {\n    %t = aie.tile(0, 2)\n    \
               %b = aie.buffer(%t) : memref<16xi32>\n    %l = aie.lock(%t, 0)\n    \
               %m = aie.mem(%t) {\n      %s = aie.dma_start(S2MM, 0, ^bd, ^end)\n    \
               ^bd:  // a comment\n      aie.use_lock(%l, AcquireGreaterEqual, 1)\n      \
               aie.dma_bd(%b : memref<16xi32>, 0, 16)\n      aie.next_bd ^bd\n    \
               ^end:\n      aie.end\n    }\n    func.func @f(%x: i32) {\n    \
               ^entry(%y: i32):\n      cf.br ^next\n    ^next:\n      return\n    }\n  }\n}\n";
    assert_eq!(compare(src, "labelled blocks"), Some(true));
}

/// A switchbox's deterministic merge schedule is the fast parser's, the
/// bundle bare or quoted.
#[test]
fn merge_schedules_are_taken() {
    let src = "module {\n  aie.device(npu1) {\n    %t = aie.tile(1, 3)\n    \
               %s = aie.switchbox(%t) {\n      \
               %a = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <\"DMA\" : 0, 3>]\n      \
               %b = aie.amsel<1> (2)\n      %m = aie.masterset(South : 1, %a)\n    }\n  }\n}\n";
    assert_eq!(compare(src, "merge schedules"), Some(true));
}
