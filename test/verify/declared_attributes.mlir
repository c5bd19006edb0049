// The checks the op table declares for every op: a required attribute
// missing is an error at the op (never a silent 0), an attribute of the wrong
// kind fails property conversion, and a symbol reference must name an op of
// the kind the table says, in scope.
// RUN: aiec --aie-syntax=2026-04 --split-input-file --verify-diagnostics %s
// RUN: not aiec --aie-syntax=2026-04 --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // CHECK: {{^}}{{.*}}declared_attributes.mlir:[[@LINE+4]]:5: error: 'aiex.npu.write32' op requires attribute 'address'{{$}}
    // CHECK-NEXT: {{^}}    aiex.npu.write32 {value = 1 : ui32}{{$}}
    // CHECK: {{^}}  help: give the `address` attribute{{$}}
    // expected-error@+1 {{'aiex.npu.write32' op requires attribute 'address'}}
    aiex.npu.write32 {value = 1 : ui32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.write32' op requires attribute 'value'}}
    aiex.npu.write32 {address = 4 : ui32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.maskwrite32' op requires attribute 'mask'}}
    aiex.npu.maskwrite32 {address = 4 : ui32, value = 1 : ui32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.sync' op requires attribute 'channel'}}
    aiex.npu.sync {column = 0 : i32, row = 0 : i32, direction = 0 : i32, column_num = 1 : i32, row_num = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.address_patch' op requires attribute 'arg_idx'}}
    aiex.npu.address_patch {addr = 118788 : ui32, arg_plus = 0 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.writebd' op requires attribute 'bd_id'}}
    aiex.npu.writebd {buffer_length = 16 : i32, buffer_offset = 0 : i32, column = 0 : i32, d0_size = 0 : i32, d0_stride = 0 : i32, d1_size = 0 : i32, d1_stride = 0 : i32, d2_size = 0 : i32, d2_stride = 0 : i32, enable_packet = 0 : i32, iteration_current = 0 : i32, iteration_size = 0 : i32, iteration_stride = 0 : i32, lock_acq_enable = 0 : i32, lock_acq_id = 0 : i32, lock_acq_val = 0 : i32, lock_rel_id = 0 : i32, lock_rel_val = 0 : i32, next_bd = 0 : i32, out_of_order_id = 0 : i32, packet_id = 0 : i32, packet_type = 0 : i32, row = 0 : i32, use_next_bd = 0 : i32, valid_bd = 1 : i32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // CHECK: {{^}}{{.*}}declared_attributes.mlir:[[@LINE+3]]:5: error: Invalid attribute `address` in property conversion: "high"{{$}}
    // CHECK: {{^}}  help: `address` must be an integer from 0 to 4294967295{{$}}
    // expected-error@+1 {{Invalid attribute `address` in property conversion: "high"}}
    aiex.npu.write32 {address = "high", value = 1 : ui32}
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{Invalid attribute `row` in property conversion: 4294967296 : i64}}
    aiex.npu.write32 {address = 4 : ui32, value = 1 : ui32, column = 0 : i32, row = 4294967296 : i64}
  }
}

// -----

aie.device(npu1) {
  // expected-error@+1 {{'aie.tile' op requires attribute 'row'}}
  %t = "aie.tile"() {col = 1 : i32} : () -> index
}

// -----

aie.device(npu1) {
  %t1 = aie.tile(1, 2)
  %t2 = aie.tile(1, 3)
  aie.objectfifo @of(%t1, {%t2}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
  // mlir-aie's link verifier looks the FIFOs up itself.
  // expected-error@+1 {{ObjectFifoLinkOp must have a link point, i.e., a shared tile between objectFifos}}
  aie.objectfifo.link [@of] -> [@nowhere] ([] [])
}

// -----

aie.device(npu1) {
  %t0 = aie.tile(0, 0)
  %t1 = aie.tile(1, 2)
  %e = aie.external_buffer : memref<16xi32>
  // CHECK: {{^}}{{.*}}declared_attributes.mlir:[[@LINE+6]]:3: error: 'aie.objectfifo.register_external_buffers' op attribute 'objFifo_name' references '@buf', which is not a 'aie.objectfifo' in scope{{$}}
  // CHECK: {{^}}  help: define `@buf` as 'aie.objectfifo' in this device, or name one that exists{{$}}
  // CHECK: {{^}}{{.*}}declared_attributes.mlir:[[@LINE+2]]:3: note: '@buf' is defined here as 'aie.buffer'{{$}}
  // expected-note@+1 {{'@buf' is defined here as 'aie.buffer'}}
  %b = aie.buffer(%t1) {sym_name = "buf"} : memref<16xi32>
  // expected-error@+1 {{'aie.objectfifo.register_external_buffers' op attribute 'objFifo_name' references '@buf', which is not a 'aie.objectfifo' in scope}}
  aie.objectfifo.register_external_buffers @buf(%t0, {%e}) : (memref<16xi32>)
}

// -----

aie.device(npu1) {
  %t1 = aie.tile(1, 2)
  %c = aie.core(%t1) {
    // expected-error@+1 {{'func.call' op attribute 'callee' references '@kernel', which is not a 'func.func' in scope}}
    func.call @kernel() : () -> ()
    aie.end
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'memref.get_global' op attribute 'name' references '@data', which is not a 'memref.global' in scope}}
    %g = memref.get_global @data : memref<4xi32>
    aiex.npu.blockwrite(%g) {address = 0 : ui32} : memref<4xi32>
  }
}

// -----

aie.device(npu1) {
  aie.runtime_sequence(%a: memref<16xi32>) {
    // expected-error@+1 {{'aiex.npu.rtp_write' op attribute 'buffer' references '@rtp', which is not a 'aie.buffer' in scope}}
    aiex.npu.rtp_write(@rtp, 0, 1)
  }
}

// -----

aie.device(npu1) {
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(1) {
      // expected-error@+1 {{'aiex.cert.uc_dma_write_des_sync' op attribute 'symbol' references '@chain', which is not a 'aiex.cert.uc_dma_chain' in scope}}
      aiex.cert.uc_dma_write_des_sync(@chain)
    }
  }
}

// -----

// A dense array attribute must have the element type the op declares
// (MLIR's DenseI32ArrayAttr), not only integers.
func.func @segments(%m: memref<4xi32>, %i: index, %p: i32) -> vector<4xi32> {
  // expected-error@+1 {{Invalid attribute `operandSegmentSizes` in property conversion: array<i64: 1, 1, 1, 0>}}
  %v = "vector.transfer_read"(%m, %i, %p) <{operandSegmentSizes = array<i64: 1, 1, 1, 0>}> : (memref<4xi32>, index, i32) -> vector<4xi32>
  return %v : vector<4xi32>
}
