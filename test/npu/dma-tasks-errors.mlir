// Errors of --aie-dma-tasks-to-npu (mlir-aie's texts).
// RUN: aiec --split-input-file --verify-diagnostics --aie-dma-tasks-to-npu %s

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-note@+1 {{Run the `aie-assign-runtime-buffer-descriptor-ids` pass first or manually assign an ID.}}
      aie.dma_bd(%a : memref<8xi32>, 0, 8)
      aie.end
    }
    // expected-error@+1 {{First buffer descriptor in chain has not been assigned an ID}}
    aiex.dma_start_task(%t)
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    // expected-note@+1 {{Consider adding attribute `issue_token=true` here.}}
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
      aie.end
    }
    aiex.dma_start_task(%t)
    // expected-error@+1 {{Cannot wait on a BD that is not configured to issue a token.}}
    aiex.dma_await_task(%t)
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+2 {{Cannot lower buffer descriptor without assigned ID.}}
      // expected-note@+1 {{Run the `--aie-assign-runtime-sequence-bd-ids` pass first}}
      aie.dma_bd(%a : memref<8xi32>, 0, 8)
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %c = aie.tile(0, 2)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%c, MM2S, 0) {
      // expected-error@+1 {{DDR memory (runtime input arguments) can only be referred to on shim tiles.}}
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %c = aie.tile(0, 2)
  %b = aie.buffer(%c) {sym_name = "b"} : memref<8xi32>
  aie.runtime_sequence() {
    %t = aiex.dma_configure_task(%c, MM2S, 0) {
      // expected-error@+1 {{Cannot lower buffer without associated address. Run pass --aie-assign-buffer-addresses first or manually assign an address.}}
      aie.dma_bd(%b : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %l = aie.lock(%s, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.use_lock(%l, AcquireGreaterEqual, 1)
      // expected-error@+1 {{BD blocks must have either 0 or 2 lock operations (acquire and release). Found 1 lock operations.}}
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
      // expected-error@+1 {{This block contains multiple aie.dma_bd operations. Exactly one is required.}}
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 1 : i32}
      aie.end
    }
  }
}

// -----

aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi16>) {
    %t = aiex.dma_configure_task(%s, MM2S, 0) {
      // expected-error@+1 {{Transfer size of 2 bytes falls below minimum hardware transfer unit of 4 bytes.}}
      aie.dma_bd(%a : memref<8xi16>, 0, 1) {bd_id = 0 : i32}
      aie.end
    }
  }
}

// -----

// A task still used once its starts and waits are lowered, with the use
// named (the check looks for the users of every task in one walk).
aie.device(npu1) {
  %s = aie.tile(0, 0)
  aie.runtime_sequence(%a: memref<8xi32>) {
    %t0 = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 0 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t0)
    aiex.dma_await_task(%t0)
    // expected-error@+1 {{Cannot lower while op still has uses.}}
    %t1 = aiex.dma_configure_task(%s, MM2S, 0) {
      aie.dma_bd(%a : memref<8xi32>, 0, 8) {bd_id = 1 : i32}
      aie.end
    } {issue_token = true}
    aiex.dma_start_task(%t1)
    aiex.dma_await_task(%t1)
    // expected-note@+1 {{used here}}
    "test.keep"(%t1) : (index) -> ()
  }
}
