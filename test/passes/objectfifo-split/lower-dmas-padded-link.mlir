// A one-to-one link on a MemTile whose output is larger than its input and
// padded: the link keeps its objects in the input's 8-word buffers, and the
// output's BD sends the padded 16 words (its length the product of each
// dimension's size and padding), as the one-pass lowering wrote it.
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas %s | FileCheck %s
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.lowered.mlir
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<8i', *range(1, 9)))" > %t.in
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<16i', *([0]*4 + list(range(1, 9)) + [0]*4)))" > %t.padded
// RUN: aie-sim %t.lowered.mlir --input 0=%t.in --expect 1=%t.padded | FileCheck %s --check-prefix=SIM

// CHECK: aie.dma_bd(%in_cons_buff_0 : memref<8xi32> offset = 0 len = 16 sizes = [8] strides = [1] pad [<const_pad_before = 4, const_pad_after = 4>])
// CHECK: aie.dma_bd(%in_cons_buff_1 : memref<8xi32> offset = 0 len = 16 sizes = [8] strides = [1] pad [<const_pad_before = 4, const_pad_after = 4>])
// SIM: argument 1 = {{.*}}: matches
module {
  aie.device(npu2) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    aie.objectfifo @in(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%mem dimensionsToStream [<size = 8, stride = 1>], {%shim}, 2 : i32) {padDimensions = #aie<bd_pad_layout_array[<const_pad_before = 4, const_pad_after = 4>]>} : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo.link [@in] -> [@out] ([] [])
    aie.runtime_sequence(%a: memref<8xi32>, %c: memref<16xi32>) {
      aiex.npu.dma_memcpy_nd(%a[0, 0, 0, 0][1, 1, 1, 8][0, 0, 0, 1]) {id = 0 : i64, metadata = @in} : memref<8xi32>
      aiex.npu.dma_memcpy_nd(%c[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<16xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
