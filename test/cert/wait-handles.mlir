// --aie-cert-verify: a wait_uc_dma waits on a handle its own job put in one
// of its own registers (r0..r7; r8..r23 are shared by the uC's jobs). The
// job's ops run in order, so the handle is the register's last write before
// the wait, and that write must be a uc_dma_write_des: a mov, add, read32
// or read32_d into the register in between clobbers it. A write32_d only
// reads the registers it names, and a wait only reads its handle.
// RUN: aiec --aie-cert-verify --split-input-file --verify-diagnostics %s

// Legal: the handle in r0 and r7; writes of other registers between the
// transfer and its wait, a read32_d whose address register is the handle,
// a write32_d that reads it, a second wait on it, a handle rewritten by a
// new transfer after a clobber.
aie.device(npu2) {
  memref.global "private" constant @w : memref<4xi32> = dense<1>
  aiex.cert.uc_dma_chain @c {
    aiex.cert.uc_dma_bd @w, 0x200400, 4, false
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des(0, @c)
    aiex.cert.uc_dma_write_des(7, @c)
    aiex.cert.mov(1, 0x200400)
    aiex.cert.add(2, 4)
    aiex.cert.read32(5, 0x200400)
    aiex.cert.read32_d(7, 6)
    aiex.cert.write32_d(7, 0) {address_is_reg, value_is_reg}
    aiex.cert.wait_uc_dma(7)
    aiex.cert.wait_uc_dma(7)
    aiex.cert.wait_uc_dma(0)
    aiex.cert.mov(0, 3)
    aiex.cert.uc_dma_write_des(0, @c)
    aiex.cert.wait_uc_dma(0)
  }
}

// -----

// No transfer into the register at all, one only after the wait, one into
// another register.
aie.device(npu2) {
  memref.global "private" constant @w : memref<4xi32> = dense<1>
  aiex.cert.uc_dma_chain @c {
    aiex.cert.uc_dma_bd @w, 0x200400, 4, false
  }
  aiex.cert.job(1) {
    // expected-error@+1 {{cert.wait_uc_dma waits on $r4, which has no reaching cert.uc_dma_write_des in this job}}
    aiex.cert.wait_uc_dma(4)
    aiex.cert.uc_dma_write_des(4, @c)
    aiex.cert.uc_dma_write_des(6, @c)
    // expected-error@+1 {{cert.wait_uc_dma waits on $r5, which has no reaching cert.uc_dma_write_des in this job}}
    aiex.cert.wait_uc_dma(5)
  }
}

// -----

// A handle does not reach another job: not on its page, nor on another uC.
aie.device(xcve3858) {
  memref.global "private" constant @w : memref<4xi32> = dense<1>
  aiex.cert.uc_dma_chain @c {
    aiex.cert.uc_dma_bd @w, 0x200400, 4, false
  }
  aiex.cert.page {
    aiex.cert.job(1) {
      aiex.cert.uc_dma_write_des(2, @c)
    }
    aiex.cert.job(2) {
      // expected-error@+1 {{cert.wait_uc_dma waits on $r2, which has no reaching cert.uc_dma_write_des in this job}}
      aiex.cert.wait_uc_dma(2)
    }
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(1) {
      // expected-error@+1 {{cert.wait_uc_dma waits on $r2, which has no reaching cert.uc_dma_write_des in this job}}
      aiex.cert.wait_uc_dma(2)
    }
  }
}

// -----

// Clobbered: the register's last write is not the transfer's (or there is
// no transfer, only the write).
aie.device(npu2) {
  memref.global "private" constant @w : memref<4xi32> = dense<1>
  aiex.cert.uc_dma_chain @c {
    aiex.cert.uc_dma_bd @w, 0x200400, 4, false
  }
  aiex.cert.job(1) {
    aiex.cert.mov(1, 0)
    // expected-error@+1 {{cert.wait_uc_dma waits on $r1, whose reaching definition is a 'aiex.cert.mov' that clobbers the uC-DMA wait handle}}
    aiex.cert.wait_uc_dma(1)
    aiex.cert.uc_dma_write_des(2, @c)
    aiex.cert.add(2, 1)
    // expected-error@+1 {{cert.wait_uc_dma waits on $r2, whose reaching definition is a 'aiex.cert.add' that clobbers the uC-DMA wait handle}}
    aiex.cert.wait_uc_dma(2)
    aiex.cert.uc_dma_write_des(3, @c)
    aiex.cert.read32(3, 0x200400)
    // expected-error@+1 {{cert.wait_uc_dma waits on $r3, whose reaching definition is a 'aiex.cert.read32' that clobbers the uC-DMA wait handle}}
    aiex.cert.wait_uc_dma(3)
    aiex.cert.uc_dma_write_des(4, @c)
    aiex.cert.read32_d(3, 4)
    // expected-error@+1 {{cert.wait_uc_dma waits on $r4, whose reaching definition is a 'aiex.cert.read32_d' that clobbers the uC-DMA wait handle}}
    aiex.cert.wait_uc_dma(4)
  }
}

// -----

// A shared register is no handle, even one the job's own transfer wrote.
aie.device(npu2) {
  memref.global "private" constant @w : memref<4xi32> = dense<1>
  aiex.cert.uc_dma_chain @c {
    aiex.cert.uc_dma_bd @w, 0x200400, 4, false
  }
  aiex.cert.job(1) {
    aiex.cert.uc_dma_write_des(8, @c)
    // expected-error@+1 {{cert.wait_uc_dma wait handle $r8 is a global register; the wait handle must be a job-private local register r0..r7 defined by a cert.uc_dma_write_des in the same job}}
    aiex.cert.wait_uc_dma(8)
    // expected-error@+1 {{cert.wait_uc_dma wait handle $r23 is a global register}}
    aiex.cert.wait_uc_dma(23)
  }
}
