// --aie-cert-verify: control code the device's uCs can run. A uC is the
// group id of an attach_to_group (0 outside one): xcve3858 has one per
// column (36), npu1 and npu2 one, a first-generation device none. Local
// barrier ids are 0 to 15 and remote ones 1 to 8, at most 16 and 8 distinct
// ones per uC; a local barrier's participants share a page (a job outside
// pages is a scope of its own); one job per page waits on an actor; every uC
// has the same preemption points; a remote barrier rendezvouses.
// RUN: aiec --aie-cert-verify --split-input-file --verify-diagnostics %s

// Legal: one uC per column, a remote barrier that every party meets once,
// a local barrier's two jobs on one page, waits on one actor from two pages.
aie.device(xcve3858) {
  aiex.cert.page {
    aiex.cert.job(1) {
      aiex.cert.local_barrier(3, 2)
      aiex.cert.wait_tcts(0, 6, 1)
      aiex.cert.remote_barrier(2, 0x7)
    }
    aiex.cert.job(2) {
      aiex.cert.local_barrier(3, 2)
    }
  }
  aiex.cert.page {
    aiex.cert.job(3) {
      aiex.cert.wait_tcts(0, 6, 1)
    }
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(1) {
      aiex.cert.remote_barrier(2, 0x7)
    }
  }
  aiex.cert.attach_to_group(2) {
    aiex.cert.job(1) {
      aiex.cert.remote_barrier(2, 0x7)
    }
  }
}

// -----

aie.device(xcve3858) {
  // expected-error@+1 {{cert.attach_to_group group id 36 is not a valid uC id [0, 36)}}
  aiex.cert.attach_to_group(36) {
    aiex.cert.job(0) {
      aiex.cert.nop
    }
  }
  // expected-error@+1 {{cert.page placement -1 is not a valid uC id [0, 36)}}
  aiex.cert.page {
    aiex.cert.job(1) {
      aiex.cert.nop
    }
  } {placement = -1 : i32}
}

// -----

// npu2 runs all its control code on one uC.
aie.device(npu2) {
  // expected-error@+1 {{cert.attach_to_group group id 1 is not a valid uC id [0, 1)}}
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(0) {
      aiex.cert.nop
    }
  }
}

// -----

// A first-generation device (xcvc1902) has no uC: no group id names one.
aie.device(xcvc1902) {
  // expected-error@+1 {{cert.attach_to_group group id 0 is not a valid uC id [0, 0)}}
  aiex.cert.attach_to_group(0) {
    aiex.cert.job(0) {
      aiex.cert.nop
    }
  }
}

// -----

aie.device(xcve3858) {
  aiex.cert.attach_to_group(4) {
    aiex.cert.page {
      aiex.cert.job(0) {
        aiex.cert.local_barrier(7, 2)
      }
    }
    aiex.cert.page {
      aiex.cert.job(1) {
        // expected-error@+1 {{cert.local_barrier with local_barrier_id 7 in uC 4 must be on the same page as its other participants}}
        aiex.cert.local_barrier(7, 2)
      }
    }
  }
  // The same id on another uC is another barrier.
  aiex.cert.attach_to_group(5) {
    aiex.cert.job(0) {
      aiex.cert.local_barrier(7, 1)
    }
  }
}

// -----

aie.device(npu1) {
  aiex.cert.page {
    aiex.cert.job(0) {
      aiex.cert.wait_tcts(1, 2, 1)
      aiex.cert.wait_tcts(1, 2, 1)
    }
    aiex.cert.job(1) {
      // expected-error@+1 {{more than one job on this cert.page waits on tile 1 channel 2 in uC 0; at most one job per page may wait_tcts on a given (tile, channel)}}
      aiex.cert.wait_tcts(1, 2, 1)
    }
  }
}

// -----

aie.device(xcve3858) {
  aiex.cert.job(0) {
    aiex.cert.preempt(1, @save, @restore)
  }
  aiex.cert.attach_to_group(3) {
    aiex.cert.job(0) {
      aiex.cert.preempt(1, @save, @restore)
    }
  }
  // expected-error@+1 {{cert.preempt ids on uC 6 differ from uC 0; all uCs must have the same preempt ids (G-preempt)}}
  aiex.cert.attach_to_group(6) {
    aiex.cert.job(0) {
      aiex.cert.preempt(2, @save, @restore)
    }
  }
}

// -----

aie.device(xcve3858) {
  aiex.cert.job(0) {
    // expected-error@+1 {{cert.remote_barrier id 1 occurrences disagree on party_mask}}
    aiex.cert.remote_barrier(1, 0x3)
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(0) {
      // expected-error@+1 {{cert.remote_barrier id 1 occurrences disagree on party_mask}}
      aiex.cert.remote_barrier(1, 0x7)
    }
  }
}

// -----

aie.device(xcve3858) {
  aiex.cert.job(0) {
    // expected-error@+2 {{cert.remote_barrier id 2 party_mask references uC 3 which is not present in the design}}
    // expected-error@+1 {{cert.remote_barrier id 2 party_mask includes uC 1 but that uC has no matching remote_barrier(2) to rendezvous with}}
    aiex.cert.remote_barrier(2, 0xb)
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(0) {
      aiex.cert.nop
    }
  }
}

// -----

aie.device(xcve3858) {
  aiex.cert.job(0) {
    // expected-error@+1 {{cert.remote_barrier id 3 has 2 occurrences on uC 0 (at most one participant per uC per rendezvous)}}
    aiex.cert.remote_barrier(3, 0x3)
    aiex.cert.remote_barrier(3, 0x3)
  }
  aiex.cert.attach_to_group(1) {
    aiex.cert.job(0) {
      aiex.cert.remote_barrier(3, 0x3)
    }
  }
  aiex.cert.attach_to_group(2) {
    aiex.cert.job(0) {
      // expected-error@+2 {{cert.remote_barrier id 4 on uC 2 excludes its own uC from party_mask}}
      // expected-error@+1 {{cert.remote_barrier id 4 party_mask includes uC 0 but that uC has no matching remote_barrier(4) to rendezvous with}}
      aiex.cert.remote_barrier(4, 0x1)
    }
  }
}

// -----

// Out-of-range ids, and a uC with nine distinct remote barriers (one out
// of range too).
// expected-error@+1 {{uC 0 uses 9 distinct remote_barrier ids (max 8)}}
aie.device(npu2) {
  aiex.cert.job(0) {
    // expected-error@+1 {{cert.local_barrier local_barrier_id -1 out of range [0, 15]}}
    aiex.cert.local_barrier(-1, 1)
    // expected-error@+1 {{cert.remote_barrier remote_barrier_id 0 out of range [1, 8]}}
    aiex.cert.remote_barrier(0, 0x1)
    aiex.cert.remote_barrier(1, 0x1)
    aiex.cert.remote_barrier(2, 0x1)
    aiex.cert.remote_barrier(3, 0x1)
    aiex.cert.remote_barrier(4, 0x1)
    aiex.cert.remote_barrier(5, 0x1)
    aiex.cert.remote_barrier(6, 0x1)
    aiex.cert.remote_barrier(7, 0x1)
    aiex.cert.remote_barrier(8, 0x1)
  }
}
