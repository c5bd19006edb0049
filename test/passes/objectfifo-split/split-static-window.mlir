// A core keeping objects across loop iterations (a sliding window: each
// iteration acquires 2 blocks of `in` and releases 1) lowers through the
// split passes as through the one-pass lowering: lower-cores unrolls the
// loop by the lcm of the depths it acquires from (lcm(3, 2) = 6 of its 7
// iterations, then the seventh) and gives every acquire fixed objects. Both
// programs run in the simulator: out[b][i] = in[b][i] + in[b+1][i] over 7
// windows of the host's 8 blocks of 8 words. So does lower-cores' dynamic
// lowering, which keeps the loop.
// RUN: aiec --aie-objectFifo-stateful-transform %s -o %t.one.mlir
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=false" --aie-objectfifo-erase-pools %s -o %t.split.mlir
// RUN: FileCheck %s < %t.one.mlir
// RUN: FileCheck %s < %t.split.mlir
// RUN: aie-sim %t.one.mlir --input 0=%S/Inputs/ramp64.bin --expect 1=%S/Inputs/ramp64-window-sums.bin | FileCheck %s --check-prefix=SIM
// RUN: aie-sim %t.split.mlir --input 0=%S/Inputs/ramp64.bin --expect 1=%S/Inputs/ramp64-window-sums.bin | FileCheck %s --check-prefix=SIM
// The dynamic lowering counts held objects statically and cannot take it.
// RUN: aiec --aie-objectfifo-split --aie-objectfifo-verify --aie-assign-packet-ids --aie-objectfifo-allocate --aie-objectfifo-lower-dmas --aie-objectfifo-lower-cores="dynamic-objFifos=true" --aie-objectfifo-erase-pools %s -o %t.dyn.mlir
// RUN: FileCheck %s --check-prefix=DYN < %t.dyn.mlir
// RUN: aie-sim %t.dyn.mlir --input 0=%S/Inputs/ramp64.bin --expect 1=%S/Inputs/ramp64-window-sums.bin | FileCheck %s --check-prefix=SIM

// CHECK-LABEL: aie.core(
// The first window takes two new blocks, 0 and 1.
// CHECK:         aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %c2_i32)
// CHECK-NOT:     scf.for %{{.*}} step %c6
// CHECK:         memref.load %in_cons_buff_0[
// CHECK:         memref.load %in_cons_buff_1[
// CHECK:         aie.use_lock(%in_cons_prod_lock_0, Release, %c1_i32
// Each later window holds one block and waits for one more.
// CHECK:         aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %c1_i32
// CHECK:         memref.load %in_cons_buff_1[
// CHECK:         memref.load %in_cons_buff_2[
// CHECK:         aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %c1_i32
// CHECK:         memref.load %in_cons_buff_2[
// CHECK:         memref.load %in_cons_buff_0[
// Windows 4 to 6.
// CHECK-COUNT-6: memref.load %in_cons_buff_{{[0-2]}}[
// The seventh window sees blocks 6 and 7 in objects 0 and 1 again.
// CHECK:         aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %c1_i32
// CHECK:         memref.load %in_cons_buff_0[
// CHECK:         memref.load %in_cons_buff_1[
// CHECK:         aie.use_lock(%in_cons_prod_lock_0, Release, %c1_i32
// CHECK:         aie.use_lock(%out_cons_lock_0, Release, %c1_i32
// The block left after the loop.
// CHECK:         aie.use_lock(%in_cons_prod_lock_0, Release, %c1_i32
// CHECK-NEXT:    aie.end

// SIM: argument 1 = {{.*}}: matches

// Lowered dynamically, the loop stays a loop: the objects of `in` it holds
// are counted at run time (a third slot of the counter buffer), and each
// acquire waits for the shortfall, max(2 - held, 0), which it adds to the
// count; each release takes its objects off it.
// DYN:      %[[CNT:.*]] = aie.buffer(%{{.*}}tile_0_2) : memref<3xi32>
// DYN:      scf.for
// DYN:        %[[HELD:.*]] = memref.load %[[CNT]][%c2] : memref<3xi32>
// DYN-NEXT:   %[[WANT:.*]] = arith.constant 2 : i32
// DYN-NEXT:   %[[ZERO:.*]] = arith.constant 0 : i32
// DYN-NEXT:   %[[SHORT:.*]] = arith.subi %[[WANT]], %[[HELD]] : i32
// DYN-NEXT:   %[[DELTA:.*]] = arith.maxsi %[[SHORT]], %[[ZERO]] : i32
// DYN-NEXT:   %[[NOW:.*]] = arith.addi %[[HELD]], %[[DELTA]] : i32
// DYN-NEXT:   memref.store %[[NOW]], %[[CNT]][%c2]
// DYN-NEXT:   aie.use_lock(%in_cons_cons_lock_0, AcquireGreaterEqual, %[[DELTA]])
// DYN:        aie.use_lock(%in_cons_prod_lock_0, Release, %{{.*}})
// DYN-NEXT:   %[[H:.*]] = memref.load %[[CNT]][%c2]
// DYN-NEXT:   %[[ONE:.*]] = arith.constant 1 : i32
// DYN-NEXT:   arith.subi %[[H]], %[[ONE]] : i32

module {
  aie.device(npu1) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 3 : i32) : !aie.objectfifo<memref<8xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      scf.for %window = %c0 to %c7 step %c1 {
        %w:2 = aie.objectfifo.acquire @in(Consume, 2) : memref<8xi32>, memref<8xi32>
        %dst = aie.objectfifo.acquire @out(Produce, 1) : memref<8xi32>
        scf.for %i = %c0 to %c8 step %c1 {
          %a = memref.load %w#0[%i] : memref<8xi32>
          %b = memref.load %w#1[%i] : memref<8xi32>
          %s = arith.addi %a, %b : i32
          memref.store %s, %dst[%i] : memref<8xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<56xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 56][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<56xi32>
      aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
