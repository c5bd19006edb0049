//! Inputs the benchmarks share.

/// A runtime sequence of `n` write32 on npu1_1col (the input of
/// `../shared/tools/perf/runtime_seq.py n`).
pub fn sequence(n: usize) -> String {
    let mut s = String::from(
        "module {\n  aie.device(npu1_1col) {\n    aie.runtime_sequence(%arg0: memref<64xi32>) {\n",
    );
    for i in 0..n {
        s.push_str(&format!(
            "      aiex.npu.write32 {{address = {} : ui32, column = 0 : i32, row = 2 : i32, value = {i} : ui32}}\n",
            0x1d000 + 4 * (i % 64)
        ));
    }
    s.push_str("    }\n  }\n}\n");
    s
}
