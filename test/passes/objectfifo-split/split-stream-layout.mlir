// A MemTile end's stream layout through the split passes: padding is kept
// on the BDs (one `padDimensions` entry per selected segment), and a join's
// output, which drains every segment of its pool, sends each segment with
// the fifo's `dimensionsToStream` — the one-pass lowering's BDs, checked
// against the same lines. Both simulate, the padded stream as expected.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=SPLIT
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores=dynamic-objFifos=false --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s --check-prefix=BDS < %t.one.mlir
// RUN: FileCheck %s --check-prefix=BDS < %t.split.mlir
// RUN: python3 -c "import struct,sys; sys.stdout.buffer.write(struct.pack('<64i', *range(64)))" > %t.in
// RUN: python3 -c "import struct,sys; z=[0]*8; rows=[[0]+list(range(6*r,6*r+6))+[0] for r in range(7)]; sys.stdout.buffer.write(struct.pack('<64i', *(z+sum(rows,[]))))" > %t.padded
// RUN: aie-sim %t.one.mlir --input 0=%t.in --expect 2=%t.padded | FileCheck %s --check-prefix=SIM
// RUN: aie-sim %t.split.mlir --input 0=%t.in --expect 2=%t.padded | FileCheck %s --check-prefix=SIM

// SPLIT: aie.objectfifo.dma_endpoint @out_prod_dma(%{{.*}}tile_0_1) drains @out_pool {dimensions = #aie<bd_dim_layout_array_array{{\[\[}}<size = 2, stride = 8>, <size = 8, stride = 1>], [<size = 2, stride = 8>, <size = 8, stride = 1>]]>, fifoName = "out", segments = [@s0, @s1]}
// SPLIT: aie.route from @out_prod_dma to [@out_cons_dma]
// SPLIT: aie.objectfifo.dma_endpoint @padded_prod_dma(%{{.*}}tile_0_1) drains @src_cons_pool {dimensions = #aie<bd_dim_layout_array_array{{\[\[}}<size = 7, stride = 6>, <size = 6, stride = 1>]]>, fifoName = "padded", padDimensions = #aie<bd_pad_layout_array_array{{\[\[}}<const_pad_before = 1, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 1>]]>}
// SPLIT: aie.route from @padded_prod_dma to [@padded_cons_dma]

// SIM: argument 2 = {{.*}}: matches

// BDS-LABEL: aie.memtile_dma(%{{.*}}tile_0_1)
// BDS-DAG: aie.dma_bd(%out_buff_0 : memref<32xi32> offset = 0 len = 16 sizes = [2, 8] strides = [8, 1])
// BDS-DAG: aie.dma_bd(%out_buff_0 : memref<32xi32> offset = 16 len = 16 sizes = [2, 8] strides = [8, 1])
// BDS-DAG: aie.dma_bd(%src_cons_buff_0 : memref<64xi32> offset = 0 len = 64 sizes = [7, 6] strides = [6, 1] pad [<const_pad_before = 1, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 1>])
module {
  aie.device(npu1_1col) {
    %shim = aie.tile(0, 0)
    %mem = aie.tile(0, 1)
    %a = aie.tile(0, 2)
    %b = aie.tile(0, 3)
    aie.objectfifo @in_a(%a, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @in_b(%b, {%mem}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%mem dimensionsToStream [<size = 2, stride = 8>, <size = 8, stride = 1>], {%shim}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in_a, @in_b] -> [@out]([0, 16] [])
    aie.objectfifo @src(%shim, {%mem}, 2 : i32) : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo @padded(%mem dimensionsToStream [<size = 7, stride = 6>, <size = 6, stride = 1>], {%shim}, 2 : i32) {padDimensions = #aie<bd_pad_layout_array[<const_pad_before = 1, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 1>]>} : !aie.objectfifo<memref<64xi32>>
    aie.objectfifo.link [@src] -> [@padded]([] [])
    %ca = aie.core(%a) {
      %c0 = arith.constant 0 : index
      %v = arith.constant 1 : i32
      %s = aie.objectfifo.acquire @in_a(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %o = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      memref.store %v, %o[%c0] : memref<16xi32>
      aie.objectfifo.release @in_a(Produce, 1)
      aie.end
    }
    %cb = aie.core(%b) {
      %c0 = arith.constant 0 : index
      %v = arith.constant 2 : i32
      %s = aie.objectfifo.acquire @in_b(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %o = aie.objectfifo.subview.access %s[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      memref.store %v, %o[%c0] : memref<16xi32>
      aie.objectfifo.release @in_b(Produce, 1)
      aie.end
    }
    aie.runtime_sequence(%i: memref<64xi32>, %o: memref<32xi32>, %p: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%i[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, metadata = @src} : memref<64xi32>
      aiex.npu.dma_memcpy_nd(%o[0, 0, 0, 0][1, 1, 1, 32][0, 0, 0, 1]) {id = 1 : i64, metadata = @out, issue_token = true} : memref<32xi32>
      aiex.npu.dma_memcpy_nd(%p[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 2 : i64, metadata = @padded, issue_token = true} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
      aiex.npu.dma_wait {symbol = @padded}
    }
  }
}
