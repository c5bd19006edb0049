// Verifier errors of aie.packet_flow (aie-passes.md §3.7): a body holding
// at least one aie.packet_source and at least one aie.packet_dest.
// RUN: aiec --split-input-file --verify-diagnostics %s
// RUN: not aiec --split-input-file %s 2>&1 | FileCheck %s

aie.device(npu1) {
  %a = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}packet_flow.mlir:[[@LINE+5]]:3: error: 'aie.packet_flow' op must have at least one aie.packet_source{{$}}
  // CHECK-NEXT: {{^}}  aie.packet_flow(0x1) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.packet_flow' op must have at least one aie.packet_source}}
  aie.packet_flow(0x1) {
    aie.packet_dest<%a, DMA : 1>
  }
}

// -----

// Several sources are a fan-in (mlir-aie since its PR #2963): no error.
aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.packet_flow(0x1) {
    aie.packet_source<%a, DMA : 0>
    aie.packet_source<%b, DMA : 0>
    aie.packet_dest<%a, DMA : 1>
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  // CHECK: {{^}}{{.*}}packet_flow.mlir:[[@LINE+5]]:3: error: 'aie.packet_flow' op must have at least one aie.packet_dest{{$}}
  // CHECK-NEXT: {{^}}  aie.packet_flow(0x2) {{[{]}}{{$}}
  // CHECK-NEXT: {{^}}  ^
  // CHECK-NEXT: {{^}}  help: {{.+}}
  // expected-error@+1 {{'aie.packet_flow' op must have at least one aie.packet_dest}}
  aie.packet_flow(0x2) {
    aie.packet_source<%a, DMA : 0>
  }
}

// -----

// An empty body: no source.
aie.device(npu1) {
  %a = aie.tile(1, 2)
  // expected-error@+1 {{'aie.packet_flow' op must have at least one aie.packet_source}}
  aie.packet_flow(0x3) {
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  aie.packet_flow(0x1) {
    aie.packet_source<%a, DMA : 0>
    aie.packet_dest<%a, DMA : 1>
    // CHECK: {{^}}{{.*}}packet_flow.mlir:[[@LINE+5]]:5: error: 'aie.tile' op cannot be contained in a PacketFlow op{{$}}
    // CHECK-NEXT: {{^}}    %x = aie.tile(2, 2){{$}}
    // CHECK-NEXT: {{^}}    ^
    // CHECK-NEXT: {{^}}  help: {{.+}}
    // expected-error@+1 {{'aie.tile' op cannot be contained in a PacketFlow op}}
    %x = aie.tile(2, 2)
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  %b = aie.tile(1, 3)
  aie.packet_flow(0x1) {
    aie.packet_source<%a, DMA : 0>
    // expected-error@+1 {{'aie.flow' op cannot be contained in a PacketFlow op}}
    aie.flow(%a, DMA : 0, %b, DMA : 0)
    aie.packet_dest<%b, DMA : 1>
  }
}

// -----

aie.device(npu1) {
  %a = aie.tile(1, 2)
  // expected-error@+1 {{'aie.packet_flow' op should have non-empty body}}
  "aie.packet_flow"() {ID = 1 : i8} : () -> ()
}
