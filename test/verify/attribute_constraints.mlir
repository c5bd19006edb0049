// The ODS attribute constraints of the aie ops (ConfinedAttr with
// IntMinValue / IntMaxValue): MLIR's "attribute 'X' failed to satisfy
// constraint: N-bit signless integer attribute whose minimum value is A
// [whose maximum value is B]", and "requires attribute 'X'".
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  // CHECK: {{^}}{{.*}}attribute_constraints.mlir:[[@LINE+5]]:3: error: 'aie.tile' op attribute 'col' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0{{$}}
  // CHECK-NEXT: {{^}}  %t = aie.tile(-1, 0){{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: `col` must be an integer of at least 0{{$}}
  // expected-error@+1 {{'aie.tile' op attribute 'col' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %t = aie.tile(-1, 0)
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op attribute 'row' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %t = aie.tile(0, -3)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.lock' op attribute 'lockID' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %l = aie.lock(%t, -1)
}

// -----

// Inside aie.shim_mux the connect's own constraints report negative channels
// (a switchbox reports them itself, see switchbox.mlir).
aie.device(npu1) {
  %t = aie.tile(2, 0)
  %m = aie.shim_mux(%t) {
    // expected-error@+1 {{'aie.connect' op attribute 'source_channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    aie.connect<DMA : -1, North : 3>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 0)
  %m = aie.shim_mux(%t) {
    // expected-error@+1 {{'aie.connect' op attribute 'dest_channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    aie.connect<DMA : 0, North : -3>
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{'aie.flow' op attribute 'source_channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  aie.flow(%a, DMA : -1, %b, DMA : 0)
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{'aie.flow' op attribute 'dest_channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  aie.flow(%a, DMA : 0, %b, DMA : -1)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // CHECK: {{^}}{{.*}}attribute_constraints.mlir:[[@LINE+5]]:5: error: 'aie.amsel' op attribute 'arbiterID' failed to satisfy constraint: 8-bit signless integer attribute whose minimum value is 0 whose maximum value is 5{{$}}
    // CHECK-NEXT: {{^}}    %a = aie.amsel<6> (0){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: `arbiterID` must be an integer from 0 to 5{{$}}
    // expected-error@+1 {{'aie.amsel' op attribute 'arbiterID' failed to satisfy constraint: 8-bit signless integer attribute whose minimum value is 0 whose maximum value is 5}}
    %a = aie.amsel<6> (0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.amsel' op attribute 'arbiterID' failed to satisfy constraint: 8-bit signless integer attribute whose minimum value is 0 whose maximum value is 5}}
    %a = aie.amsel<-1> (0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.amsel' op attribute 'msel' failed to satisfy constraint: 8-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
    %a = aie.amsel<5> (4)
  }
}

// -----

// Inside a switchbox, a negative masterset channel is the switchbox's
// "dest index cannot be less than zero"; elsewhere the constraint reports it.
aie.device(npu1) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'aie.masterset' op attribute 'dest_channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %m = aie.masterset(South : -1, %c0)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    %a = aie.amsel<0> (0)
    // expected-error@+1 {{'aie.packet_rules' op attribute 'source_channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    aie.packet_rules(DMA : -1) {
      aie.rule(0x1F, 0x10, %a)
    }
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.packet_flow(0x1) {
    // expected-error@+1 {{'aie.packet_source' op attribute 'channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    aie.packet_source<%a, DMA : -1>
    aie.packet_dest<%b, DMA : 0>
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.packet_flow(0x1) {
    aie.packet_source<%a, DMA : 0>
    // expected-error@+1 {{'aie.packet_dest' op attribute 'channel' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    aie.packet_dest<%b, DMA : -1>
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %mem = aie.mem(%t) {
    // expected-error@+1 {{'aie.dma_start' op attribute 'channel_index' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    %d = aie.dma_start(MM2S, -1, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %mem = aie.mem(%t) {
    // expected-error@+1 {{'aie.dma' op attribute 'channel_index' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    aie.dma(MM2S, -1) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
    }]
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.event' op attribute 'val' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 1}}
    aie.event(2)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{'aie.objectfifo' op attribute 'repeat_count' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1}}
  aie.objectfifo @of (%a, {%b}, 2 : i32) {repeat_count = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{'aie.objectfifo' op attribute 'aie_stream' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 2}}
  aie.objectfifo @of (%a, {%b}, 2 : i32) {aie_stream = 3 : i32, aie_stream_port = 0 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{'aie.objectfifo' op attribute 'aie_stream_port' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 1}}
  aie.objectfifo @of (%a, {%b}, 2 : i32) {aie_stream = 0 : i32, aie_stream_port = 2 : i32} : !aie.objectfifo<memref<16xi32>>
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.objectfifo @of (%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%a) {
    // expected-error@+1 {{'aie.objectfifo.acquire' op attribute 'size' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1}}
    %sv = aie.objectfifo.acquire @of (Produce, 0) : !aie.objectfifosubview<memref<16xi32>>
    aie.end
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.objectfifo @of (%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%a) {
    // expected-error@+1 {{'aie.objectfifo.release' op attribute 'size' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1}}
    aie.objectfifo.release @of (Produce, 0)
    aie.end
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.objectfifo @of (%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  %c = aie.core(%a) {
    %sv = aie.objectfifo.acquire @of (Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
    // expected-error@+1 {{'aie.objectfifo.subview.access' op attribute 'index' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
    %e = aie.objectfifo.subview.access %sv[-1] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
    aie.end
  }
}

// -----

// A required attribute left out (only possible in the generic form).
// CHECK: {{^}}{{.*}}attribute_constraints.mlir:[[@LINE+5]]:1: error: 'aie.tile' op requires attribute 'row'{{$}}
// CHECK-NEXT: {{^}}%t = "aie.tile"() {col = 1 : i32} : () -> index{{$}}
// CHECK-NEXT: {{^}}^
// CHECK-NEXT: {{^}}  help: give the `row` attribute{{$}}
// expected-error@+1 {{'aie.tile' op requires attribute 'row'}}
%t = "aie.tile"() {col = 1 : i32} : () -> index

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %s = aie.switchbox(%t) {
    // expected-error@+1 {{'aie.amsel' op requires attribute 'msel'}}
    %a = "aie.amsel"() {arbiterID = 1 : i8} : () -> index
  }
}
