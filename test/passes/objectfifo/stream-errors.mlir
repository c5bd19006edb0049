// Errors of `aie_stream` ends.
// RUN: not aiec --aie-objectFifo-stateful-transform --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ERR

// A Core port an aie.flow already holds as a circuit, reported at the tile in
// --aie-objectfifo-allocate's words, after which allocation gives up.
// ERR: stream-errors.mlir:[[@LINE+4]]:3: error: 'aie.tile' op number of input Core channels exceeded!
// ERR: stream-errors.mlir:[[@LINE+1]]:1: remark: could not find a spill-aware allocation
aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 3)
  aie.flow(%a, DMA : 0, %b, Core : 0)
  aie.objectfifo @st(%a, {%b}, 2 : i32) {aie_stream = 1 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

// ERR: error: 'aie.objectfifo.acquire' op cannot acquire from objectfifo stream port
aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 3)
  aie.objectfifo @st(%a, {%b}, 2 : i32) {aie_stream = 2 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
  %core = aie.core(%a) {
    %s = aie.objectfifo.acquire @st(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    aie.end
  }
}
