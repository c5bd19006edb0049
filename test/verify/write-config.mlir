// aiex.npu.write_config @dev writes @dev's configuration over what the array
// holds: it follows, in its block, the load_pdi of an empty device (the
// reset), which the firmware must run, so not a load of the PDI loaded
// just before (for a sequence's first load: its last, as the host runs the
// sequence again on every dispatch). @dev is a device of the module.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu1_1col) @blank_a {
}
aie.device(npu1_1col) @blank_b {
}
aie.device(npu1_1col) @cfg {
  %t = aie.tile(0, 2)
  %l = aie.lock(%t, 1) {init = 3 : i32}
}
aie.device(npu1_1col) @main {
  %t = aie.tile(0, 0)
  aie.runtime_sequence @ok(%a: memref<8xi32>) {
    aiex.npu.load_pdi {device_ref = @blank_a}
    aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
    aiex.npu.write_config @cfg
    aiex.npu.load_pdi {device_ref = @blank_b}
    aiex.npu.write_config @cfg
    aiex.npu.load_pdi {device_ref = @blank_a}
    aiex.npu.write_config @cfg
    aiex.npu.load_pdi {device_ref = @blank_b}
  }
}

// -----

aie.device(npu1_1col) @cfg {
  %t = aie.tile(0, 2)
}
aie.device(npu1_1col) @main {
  aie.runtime_sequence @none(%a: memref<8xi32>) {
    aiex.npu.write32 {address = 4096 : ui32, value = 1 : ui32}
    // expected-error@+1 {{'aiex.npu.write_config' op must follow the load_pdi that resets the array}}
    aiex.npu.write_config @cfg
  }
}

// -----

aie.device(npu1_1col) @blank_a {
}
aie.device(npu1_1col) @cfg {
  %t = aie.tile(0, 2)
}
aie.device(npu1_1col) @main {
  aie.runtime_sequence @not_empty(%a: memref<8xi32>) {
    aiex.npu.load_pdi {device_ref = @cfg}
    // expected-error@+1 {{'aiex.npu.write_config' op must follow a load_pdi of an empty device}}
    aiex.npu.write_config @cfg
    aiex.npu.load_pdi {device_ref = @blank_a}
  }
}

// -----

aie.device(npu1_1col) @blank_a {
}
aie.device(npu1_1col) @blank_b {
}
aie.device(npu1_1col) @main {
  %g = aie.tile(0, 0)
  aie.runtime_sequence @unknown(%a: memref<8xi32>) {
    aiex.npu.load_pdi {device_ref = @blank_a}
    // expected-error@+1 {{'aiex.npu.write_config' op @nowhere is not a device}}
    aiex.npu.write_config @nowhere
    aiex.npu.load_pdi {device_ref = @blank_b}
  }
}

// -----

aie.device(npu1_1col) @blank_a {
}
aie.device(npu1_1col) @blank_b {
}
aie.device(npu1_1col) @cfg {
  %t = aie.tile(0, 2)
}
aie.device(npu1_1col) @main {
  aie.runtime_sequence @skipped(%a: memref<8xi32>) {
    aiex.npu.load_pdi {device_ref = @blank_a}
    aiex.npu.write_config @cfg
    // expected-note@+1 {{the PDI is loaded here}}
    aiex.npu.load_pdi {device_ref = @blank_b}
    aiex.npu.write_config @cfg
    aiex.npu.load_pdi {device_ref = @blank_b}
    // expected-error@+1 {{'aiex.npu.write_config' op follows a load_pdi the firmware skips}}
    aiex.npu.write_config @cfg
  }
}

// -----

// The first reset of a sequence whose last load is the same PDI: skipped
// when the host dispatches it again.
aie.device(npu1_1col) @blank_a {
}
aie.device(npu1_1col) @cfg {
  %t = aie.tile(0, 2)
}
aie.device(npu1_1col) @main {
  aie.runtime_sequence @again(%a: memref<8xi32>) {
    aiex.npu.load_pdi {device_ref = @blank_a}
    // expected-error@+1 {{'aiex.npu.write_config' op follows a load_pdi the firmware skips}}
    aiex.npu.write_config @cfg
    // expected-note@+1 {{the PDI is loaded here}}
    aiex.npu.load_pdi {device_ref = @blank_a}
  }
}
