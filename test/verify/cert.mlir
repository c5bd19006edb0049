// mlir-aie's structural rules of the aiex.cert ops (CERTOps.td): where each
// op may sit (HasParent / ParentOneOf), a section's symbol, symbols unique
// in their table.
// RUN: aiec --split-input-file --verify-diagnostics %s

aie.device(npu2) {
  // expected-error@+1 {{'aiex.cert.write32' op expects parent op 'aiex.cert.job'}}
  aiex.cert.write32(0x1000, 42)
}

// -----

aie.device(npu2) {
  aiex.cert.page {
    // expected-error@+1 {{'aiex.cert.maskwrite32' op expects parent op 'aiex.cert.job'}}
    aiex.cert.maskwrite32(0x1000, 1, 1)
  }
}

// -----

aie.device(npu2) {
  aiex.cert.section @s {
    // expected-error@+1 {{'aiex.cert.wait_tcts' op expects parent op 'aiex.cert.job'}}
    aiex.cert.wait_tcts(1, 2, 3)
  }
}

// -----

aie.device(npu2) {
  // expected-error@+1 {{'aiex.cert.preempt' op expects parent op 'aiex.cert.job'}}
  aiex.cert.preempt(0, @a, @b)
}

// -----

aie.device(npu2) {
  aiex.cert.attach_to_group(0) {
    // expected-error@+1 {{'aiex.cert.load_pdi' op expects parent op 'aiex.cert.job'}}
    aiex.cert.load_pdi(1, @a)
  }
}

// -----

aie.device(npu2) {
  aiex.cert.job(1) {
    // expected-error@+1 {{'aiex.cert.uc_dma_bd' op expects parent op 'aiex.cert.uc_dma_chain'}}
    aiex.cert.uc_dma_bd @d, 0, 1, false
  }
}

// -----

aie.device(npu2) {
  aiex.cert.job(1) {
    // expected-error@+1 {{'aiex.cert.job' op expects parent op to be one of 'aie.device, aiex.cert.attach_to_group, aiex.cert.page, aiex.cert.section'}}
    aiex.cert.job(2) {
    }
  }
}

// -----

aie.device(npu2) {
  aiex.cert.page {
    // expected-error@+1 {{'aiex.cert.page' op expects parent op to be one of 'aie.device, aiex.cert.attach_to_group, aiex.cert.section'}}
    aiex.cert.page {
    }
  }
}

// -----

aie.device(npu2) {
  aiex.cert.section @outer {
    // expected-error@+1 {{'aiex.cert.section' op expects parent op to be one of 'aie.device, aiex.cert.attach_to_group'}}
    aiex.cert.section @inner {
    }
  }
}

// -----

aie.device(npu2) {
  // expected-note@+1 {{see existing symbol definition here}}
  aiex.cert.section @s {
  }
  // expected-error@+1 {{redefinition of symbol named 's'}}
  aiex.cert.section @s {
  }
}

// -----

aie.device(npu2) {
  // expected-error@+1 {{'aiex.cert.section' op requires attribute 'sym_name'}}
  "aiex.cert.section"() ({
    "aie.end"() : () -> ()
  }) : () -> ()
}

// -----

// Sections of different column groups are in different symbol tables; the
// nop and a chain without a name may sit anywhere.
aie.device(npu2) {
  aiex.cert.nop
  aiex.cert.uc_dma_chain {
  }
  aiex.cert.attach_to_group(0) {
    aiex.cert.section @s {
      aiex.cert.job(1) {
        aiex.cert.nop
      }
    }
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.section @s {
      aiex.cert.page {
        aiex.cert.job(1) {
          aiex.cert.preempt(0, @s, @s)
          aiex.cert.load_pdi(1, @s)
        }
      }
    }
  }
}
