// The errors of --aie-assign-core-link-files (mlir-aie's messages); run by
// ../assign-core-link-files.mlir.

aie.device(npu1_1col) {
  // expected-error@+1 {{func 'k' has link_with_mode but no link_with; link_with_mode only describes how the link_with artifact is linked}}
  func.func private @k() attributes {link_with_mode = "merge"}
}

// -----

aie.device(npu1_1col) {
  // expected-error@+1 {{func 'k' has unknown link_with_mode 'static'; the only supported value is 'merge'}}
  func.func private @k() attributes {link_with = "k.o", link_with_mode = "static"}
}

// -----

aie.device(npu1_1col) {
  func.func private @merged() attributes {link_with = "k.bc", link_with_mode = "merge"}
  func.func private @linked() attributes {link_with = "k.bc"}
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  // expected-note@+1 {{artifact 'k.bc' is object-linked here}}
  aie.core(%t2) {
    func.call @linked() : () -> ()
    aie.end
  }
  // expected-error@+1 {{artifact 'k.bc' is merged into an LLVM module here but object-linked in the same aie.device; an artifact must use a single link mode across all cores of a device}}
  aie.core(%t3) {
    func.call @merged() : () -> ()
    aie.end
  }
}
