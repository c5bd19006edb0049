// Initial values of a link's input belong to its producer's objects, which
// send them: the link's objects on the MemTile (the input's consumer half)
// start empty, free for what arrives, as mlir-aie's split makes them (a pool
// holds initial contents only when the link's objects are its output's).
// Each consumer reads its half of both objects once.
// RUN: aiec --aie-objectFifo-stateful-transform %s | FileCheck %s
// RUN: aie-sim %s | FileCheck %s --check-prefix=SIM

// CHECK-DAG: aie.buffer(%tile_0_2) {sym_name = "of0_buff_0"} : memref<4xi32> = dense<[0, 1, 2, 3]>
// CHECK-DAG: aie.buffer(%tile_0_2) {sym_name = "of0_buff_1"} : memref<4xi32> = dense<[4, 5, 6, 7]>
// CHECK-DAG: aie.buffer(%mem_tile_0_1) {sym_name = "of0_cons_buff_0"} : memref<4xi32>{{$}}
// CHECK-DAG: aie.buffer(%mem_tile_0_1) {sym_name = "of0_cons_buff_1"} : memref<4xi32>{{$}}
// CHECK-DAG: aie.lock(%mem_tile_0_1) {init = 2 : i32, sym_name = "of0_cons_prod_lock_0"}
// CHECK-DAG: aie.lock(%mem_tile_0_1) {init = 0 : i32, sym_name = "of0_cons_cons_lock_0"}

// SIM-DAG: a 0
// SIM-DAG: a 4
// SIM-DAG: b 2
// SIM-DAG: b 6
// SIM: aie-sim: {{[0-9]+}} cycles
module {
  aie.device(npu1) {
    %t2 = aie.tile(0, 2)
    %mem = aie.tile(0, 1)
    %t3 = aie.tile(0, 3)
    %t4 = aie.tile(0, 4)
    aie.objectfifo @of0(%t2, {%mem}, 2 : i32) : !aie.objectfifo<memref<4xi32>> = [dense<[0, 1, 2, 3]> : memref<4xi32>, dense<[4, 5, 6, 7]> : memref<4xi32>]
    aie.objectfifo @of1(%mem, {%t3}, 2 : i32) : !aie.objectfifo<memref<2xi32>>
    aie.objectfifo @of2(%mem, {%t4}, 2 : i32) : !aie.objectfifo<memref<2xi32>>
    aie.objectfifo.link [@of0] -> [@of1, @of2] ([] [0, 2])
    %core3 = aie.core(%t3) {
      %c0 = arith.constant 0 : index
      %x, %y = aie.objectfifo.acquire @of1(Consume, 2) : memref<2xi32>, memref<2xi32>
      %a = memref.load %x[%c0] : memref<2xi32>
      %b = memref.load %y[%c0] : memref<2xi32>
      vector.print str "a " punctuation <no_punctuation>
      vector.print %a : i32
      vector.print str "a " punctuation <no_punctuation>
      vector.print %b : i32
      aie.objectfifo.release @of1(Consume, 2)
      aie.end
    }
    %core4 = aie.core(%t4) {
      %c0 = arith.constant 0 : index
      %x, %y = aie.objectfifo.acquire @of2(Consume, 2) : memref<2xi32>, memref<2xi32>
      %a = memref.load %x[%c0] : memref<2xi32>
      %b = memref.load %y[%c0] : memref<2xi32>
      vector.print str "b " punctuation <no_punctuation>
      vector.print %a : i32
      vector.print str "b " punctuation <no_punctuation>
      vector.print %b : i32
      aie.objectfifo.release @of2(Consume, 2)
      aie.end
    }
  }
}
