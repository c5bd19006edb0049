// aiecc's errors: a bad command line (exit 2, with the help line), a
// kernel object that is not there or not built for the host (exit 1).

// RUN: not aiecc --bogus %s 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: not aiecc --get-xclbin 2>&1 | FileCheck %s --check-prefix=NO_INPUT
// RUN: rm -rf %t && mkdir -p %t && cd %t && not aiecc --aie-generate-xclbin %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: cd %t && echo "not an object" > k.o && not aiecc --aie-generate-xclbin %s 2>&1 | FileCheck %s --check-prefix=NOT_ELF
// RUN: cd %t && aiecc --aie-generate-npu-insts %s && test -s main_sequence.bin

// USAGE: aiecc: error: unknown command line argument '--bogus'
// USAGE-NEXT: aiecc: help: `aiecc --help` lists the options
// NO_INPUT: aiecc: error: no input design
// MISSING: aiecc: error: kernel object 'k.o' (link_with) is neither in the working directory nor beside
// NOT_ELF: aiecc: error: kernel object 'k.o' is not an ELF object

module {
  aie.device(npu1_1col) {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    %buf = aie.buffer(%t02) : memref<16xi32>
    func.func private @kernel(memref<16xi32>) attributes {link_with = "k.o"}
    aie.core(%t02) {
      func.call @kernel(%buf) : (memref<16xi32>) -> ()
      aie.end
    }
    aie.runtime_sequence(%a : memref<16xi32>) {
      aiex.npu.write32 {address = 0x1D000 : ui32, value = 1 : ui32}
    }
  }
}
