// Verifier errors of aie.amsel's deterministic merge schedule
// (docs/dialect.md, "Deterministic merge"): an AIE2 arbiter 0 or 1, 2 to 4
// slots of existing slave ports, packet counts 1..63, one schedule per
// arbiter, and a slot for every slave port routed to the arbiter.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // CHECK: {{^}}{{.*}}deterministic-merge.mlir:[[@LINE+5]]:5: error: 'aie.amsel' op deterministic_merge of arbiter 0 does not schedule slave port DMA : 0, which its packet rules route to the arbiter{{$}}
    // CHECK: help: add a slot `<DMA : 0, 1>`
    // Two slots of one port: the DMA's packets, routed to the same arbiter,
    // would never be granted.
    // expected-error@+1 {{does not schedule slave port DMA : 0}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <North : 1, 2>]
    aie.masterset(South : 1, %a0)
    aie.packet_rules(North : 1) { aie.rule(31, 2, %a0) }
    %a1 = aie.amsel<0> (1)
    aie.masterset(West : 1, %a1)
    aie.packet_rules(DMA : 0) { aie.rule(31, 1, %a1) }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // The other arbiter's packet rules are no concern of this schedule.
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <West : 0, 2>]
    %b0 = aie.amsel<1> (0)
    aie.masterset(South : 1, %a0)
    aie.masterset(East : 1, %b0)
    aie.packet_rules(North : 1) { aie.rule(31, 2, %a0) }
    aie.packet_rules(West : 0) { aie.rule(31, 3, %a0) }
    aie.packet_rules(DMA : 0) { aie.rule(31, 1, %b0) }
  }
}

// -----

aie.device(npu2) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // expected-error@+1 {{arbiter 0 already has a deterministic merge schedule on another amsel}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <DMA : 0, 1>]
    %a1 = aie.amsel<0> (1) deterministic_merge [<North : 1, 1>, <DMA : 0, 1>]
    aie.masterset(South : 1, %a0, %a1)
    aie.packet_rules(North : 1) { aie.rule(31, 2, %a0) }
    aie.packet_rules(DMA : 0) { aie.rule(31, 1, %a0) }
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // CHECK: error: 'aie.amsel' op arbiter 2 does not support deterministic merge{{$}}
    // CHECK-NEXT: {{.*}}deterministic_merge
    // CHECK-NEXT: ^
    // CHECK-NEXT: help: arbiters 0 to 1 have a merge schedule
    // expected-error@+1 {{arbiter 2 does not support deterministic merge}}
    %a0 = aie.amsel<2> (0) deterministic_merge [<North : 1, 1>, <DMA : 0, 1>]
    aie.masterset(South : 1, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // expected-error@+1 {{deterministic_merge needs at least 2 merge slots}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>]
    aie.masterset(South : 1, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // expected-error@+1 {{deterministic_merge has 5 slots; an arbiter has 4}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <DMA : 0, 1>, <North : 1, 1>, <DMA : 0, 1>, <North : 1, 1>]
    aie.masterset(South : 1, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // expected-error@+1 {{deterministic_merge slot <North : 1, 64>: packet_count must be in 1..63}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 64>, <DMA : 0, 1>]
    aie.masterset(South : 1, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // expected-error@+1 {{deterministic_merge slot <DMA : 0, 0>: packet_count must be in 1..63}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <DMA : 0, 0>]
    aie.masterset(South : 1, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 1)
  aie.switchbox(%t) {
    // A mem tile's switch has no West ports.
    // expected-error@+1 {{source bundle West not supported; index: 0, bound: 0}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <West : 0, 1>]
    aie.masterset(South : 1, %a0)
  }
}

// -----

aie.device(xcvc1902) {
  %t = aie.tile(2, 3)
  aie.switchbox(%t) {
    // expected-error@+1 {{deterministic merge is not supported by this device}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<North : 1, 1>, <DMA : 0, 1>]
    aie.masterset(South : 1, %a0)
  }
}

// -----

aie.device(npu1) {
  %t = aie.tile(2, 4)
  aie.switchbox(%t) {
    // expected-error@+1 {{expected a wire bundle, got `Up`}}
    %a0 = aie.amsel<0> (0) deterministic_merge [<Up : 1, 1>, <DMA : 0, 1>]
  }
}
