// aiecc as mlir-aie's run.lit files run it: the NPU instructions are the
// words `aiec --aie-npu-to-binary` writes for the design lowered by the
// default pipeline, the xclbin and ELFs are written, options of AMD's tools
// are noted under -v, outputs of AMD's formats get a warning; a PDI is the
// image the xclbin carries (the device's design before CERT lowering).

// RUN: rm -rf %t && mkdir -p %t && cd %t && aiecc -v --no-aiesim --aie-generate-npu-insts --aie-generate-xclbin --no-compile-host --no-xchesscc --no-xbridge -j4 --xclbin-name=aie.xclbin --npu-insts-name=insts.bin %s 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: aiec %s --stop-after=canonicalize --aie-npu-to-binary -o %t/ref.bin
// RUN: cmp %t/insts.bin %t/ref.bin
// RUN: test -s %t/aie.xclbin
// RUN: cd %t && aiecc --get-npu-insts --npu-insts-name=x_{0}_{1}.bin --get-elf --get-full-elf %s
// RUN: cmp %t/x_npu_one_seq.bin %t/ref.bin
// RUN: aiec %s --emit=ctrl-elf -o %t/ref.elf
// RUN: cmp %t/design.elf %t/ref.elf
// RUN: aiec %t/aie.elf --emit=ctrl-asm | FileCheck %s --check-prefix=ASM
// RUN: cd %t && aiecc -n --aie-generate-xclbin --aie-generate-pdi %s 2>&1 | FileCheck %s --check-prefix=DRY
// RUN: cd %t && aiecc --get-pdi --pdi-name=design_{0}.pdi %s && FileCheck %s --check-prefix=PDI < %t/design_npu.pdi
// RUN: mkdir -p %t/work && cd %t && aiecc --get-xclbin --tmpdir=%t/work %s && cmp %t/work/npu.pdi %t/design_npu.pdi
// --get-locmap: beside each sequence's words, its location map (as
// aie-translate's --aie-npu-emit-locmap writes it, headed by the device and
// the words' file).
// RUN: cd %t && aiecc --get-npu-insts --get-locmap --npu-insts-name=loc_{0}.bin %s && FileCheck %s --check-prefix=LOCMAP < %t/loc_npu_one_seq.bin.locmap.json
// RUN: cd %t && aiecc --get-locmap %s && test -f %t/insts_npu_one_seq.bin.locmap.json && test ! -f %t/insts_npu_one_seq.bin

// LOCMAP:      "binary": "loc_npu_one_seq.bin",
// LOCMAP-NEXT: "device": "npu",
// LOCMAP:      "file": "{{.*}}outputs.mlir",
// LOCMAP:      "source_op": "aiex.npu.

// PDI: aie.device(npu1_1col) @npu {
// PDI: aie.runtime_sequence @one_seq
// PDI: aiex.npu.

// VERBOSE: aiecc: ignoring --no-aiesim: no AMD aiesimulator work folder is made
// VERBOSE: aiecc: ignoring --no-compile-host: aiecc builds no libxaiengine host program
// VERBOSE: aiecc: ignoring --no-xchesscc: no core compiler runs
// VERBOSE: aiecc: ignoring -j4: aiec compiles in one process
// VERBOSE: aiecc: wrote insts.bin ({{[0-9]+}} bytes)
// VERBOSE: aiecc: wrote aie.xclbin ({{[0-9]+}} bytes)

// ASM: ; ctrlcode disassembled by aiec
// ASM: START_JOB

// DRY: aiecc: would write npu.pdi ({{[0-9]+}} bytes)
// DRY: aiecc: would write npu.xclbin ({{[0-9]+}} bytes)
// DRY-NOT: wrote

module {
  aie.device(npu1_1col) @npu {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %c1_i32 = arith.constant 1 : i32
      scf.for %n = %c0 to %c4 step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %c16 step %c1 {
          %v = memref.load %x[%i] : memref<16xi32>
          %w = arith.addi %v, %c1_i32 : i32
          memref.store %w, %y[%i] : memref<16xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence @one_seq(%a : memref<64xi32>, %b : memref<64xi32>) {
      %t1 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<64xi32>, 0, 64)
        aie.end
      }
      %t2 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%b : memref<64xi32>, 0, 64)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t1)
      aiex.dma_start_task(%t2)
      aiex.dma_await_task(%t2)
    }
  }
}
