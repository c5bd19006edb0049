// The HasParent / ParentOneOf traits of the aie ops: MLIR's "expects parent
// op 'X'" and "expects parent op to be one of 'X, Y'".
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  // CHECK: {{^}}{{.*}}parents.mlir:[[@LINE+5]]:3: error: 'aie.device' op expects parent op 'builtin.module'{{$}}
  // CHECK-NEXT: {{^}}  aie.device(npu1) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: move this op directly into `builtin.module`{{$}}
  // expected-error@+1 {{'aie.device' op expects parent op 'builtin.module'}}
  aie.device(npu1) {
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.amsel' op expects parent op 'aie.switchbox'}}
  %a = aie.amsel<0> (0)
}

// -----

aie.device(npu1) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'aie.masterset' op expects parent op 'aie.switchbox'}}
  %m = aie.masterset(South : 0, %c0)
}

// -----

aie.device(npu1) {
  // CHECK: {{^}}{{.*}}parents.mlir:[[@LINE+5]]:3: error: 'aie.connect' op expects parent op to be one of 'aie.switchbox, aie.shim_mux'{{$}}
  // CHECK-NEXT: {{^}}  aie.connect<DMA : 0, North : 1>{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: move this op directly into `aie.switchbox` or `aie.shim_mux`{{$}}
  // expected-error@+1 {{'aie.connect' op expects parent op to be one of 'aie.switchbox, aie.shim_mux'}}
  aie.connect<DMA : 0, North : 1>
}

// -----

// A legacy design: the connect is directly in the module.
// expected-error@+1 {{'aie.connect' op expects parent op to be one of 'aie.switchbox, aie.shim_mux'}}
aie.connect<DMA : 0, North : 1>

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.connect' op expects parent op to be one of 'aie.switchbox, aie.shim_mux'}}
    aie.connect<DMA : 0, North : 1>
    aie.end
  }
}

// -----

// (Inside a switchbox, the switchbox reports a stray rule first: see
// switchbox.mlir.)
aie.device(npu1) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'aie.rule' op expects parent op 'aie.packet_rules'}}
  aie.rule(0x1F, 0x10, %c0)
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.packet_source' op expects parent op 'aie.packet_flow'}}
  aie.packet_source<%t, DMA : 0>
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  // expected-error@+1 {{'aie.packet_dest' op expects parent op 'aie.packet_flow'}}
  aie.packet_dest<%t, DMA : 0>
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.dma_start' op expects parent op to be one of 'aie.mem, aie.memtile_dma, func.func, aie.shim_dma'}}
    %d = aie.dma_start(MM2S, 0, ^end, ^end)
  ^end:
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %buf = aie.buffer(%t) : memref<16xi32>
  %l = aie.lock(%t, 0)
  %c = aie.core(%t) {
    // expected-error@+1 {{'aie.dma' op expects parent op to be one of 'aie.mem, aie.memtile_dma, aie.shim_dma'}}
    aie.dma(MM2S, 0) [{
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      aie.dma_bd(%buf : memref<16xi32>, 0, 16)
      aie.use_lock(%l, Release, 1)
    }]
    aie.end
  }
}

// -----

// get_stream / put_stream need the core directly around them.
aie.device(npu1) {
  %t = aie.tile(1, 2)
  %c = aie.core(%t) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %c1 step %c1 {
      %ch = arith.constant 0 : i32
      // expected-error@+1 {{'aie.get_stream' op expects parent op 'aie.core'}}
      %v = aie.get_stream(%ch : i32) : i32
    }
    aie.end
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(1, 2)
  %ch = arith.constant 0 : i32
  %v = arith.constant 7 : i32
  // expected-error@+1 {{'aie.put_stream' op expects parent op 'aie.core'}}
  aie.put_stream(%ch : i32, %v : i32)
}

// -----

module {
  %t = aie.tile(1, 3)
  // expected-error@+1 {{'aie.configure_cascade' op expects parent op 'aie.device'}}
  aie.configure_cascade(%t, North, East)
}

// -----

module {
  %t = aie.tile(2, 0)
  // expected-error@+1 {{'aie.shim_dma_allocation' op expects parent op 'aie.device'}}
  aie.shim_dma_allocation @alloc (%t, MM2S, 0)
}

// -----

module {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  // expected-error@+1 {{'aie.objectfifo' op expects parent op 'aie.device'}}
  aie.objectfifo @of (%a, {%b}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
}

// -----

module {
  %a = aie.tile(1, 2)
  // expected-error@+1 {{'aie.objectfifo.allocate' op expects parent op 'aie.device'}}
  aie.objectfifo.allocate @of (%a)
}

// -----

module {
  // expected-error@+1 {{'aie.objectfifo.link' op expects parent op 'aie.device'}}
  aie.objectfifo.link [@a] -> [@b] ([] [])
}

// -----

module {
  %t = aie.tile(2, 0)
  %ext = aie.external_buffer : memref<64xi32>
  // expected-error@+1 {{'aie.objectfifo.register_external_buffers' op expects parent op 'aie.device'}}
  aie.objectfifo.register_external_buffers @of (%t, {%ext}) : (memref<64xi32>)
}
