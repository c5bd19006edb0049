// aiecc's command line as mlir-aie's newer aiecc has it: default names
// ({0} the device and sequence of a per-sequence output), --output-dir,
// --get=<edge> stages, --get-txn, --get-ctrlpkt's three files,
// --dump-intermediates, --emit-dot, --profile, --checkpoint/--resume, the
// `--` host separator, the DDR aperture offset of a sixth buffer's patch,
// and the combinations it refuses.

// RUN: rm -rf %t && mkdir -p %t && cd %t && aiecc --get-npu-insts --get-xclbin --output-dir=out %s -- --garbage host.cpp
// RUN: test -s %t/out/insts_dev_seq.bin && test -s %t/out/aie.xclbin
// RUN: aiec %s --stop-after=canonicalize --aie-npu-to-binary -o %t/ref.bin
// RUN: cmp %t/out/insts_dev_seq.bin %t/ref.bin

// Buffer 5's address patch carries 0x80000000; buffer 0's does not.
// RUN: aiec %s --stop-after=canonicalize --aie-npu-to-binary -aie-output-binary=false | FileCheck %s --check-prefix=FOLD
// RUN: aiec %s --stop-after=canonicalize --aie-npu-to-binary -aie-output-binary=false --aie-npu-fold-ddr-addr-offset=false | FileCheck %s --check-prefix=RAW
// RUN: cd %t && aiecc --get-npu-insts --npu-insts-name=raw.bin --fold-ddr-addr-offset=false %s
// RUN: aiec %s --stop-after=canonicalize --aie-npu-to-binary --aie-npu-fold-ddr-addr-offset=false -o %t/raw-ref.bin
// RUN: cmp %t/raw.bin %t/raw-ref.bin

// Stages of the design, and all of them.
// RUN: cd %t && aiecc --get=placed.mlir,input_physical.mlir -g npu_lowered.mlir %s
// RUN: FileCheck %s --check-prefix=PLACED < %t/placed.mlir
// RUN: FileCheck %s --check-prefix=PHYSICAL < %t/input_physical.mlir
// RUN: FileCheck %s --check-prefix=LOWERED < %t/npu_lowered.mlir
// RUN: cd %t && aiecc --dump-intermediates --output-dir=all %s && ls %t/all | FileCheck %s --check-prefix=ALL

// The configuration as a @configure sequence, which aie-translate turns
// into instruction words.
// RUN: cd %t && aiecc --get-txn --txn-name=transaction.mlir %s
// RUN: aiec %t/transaction.mlir --aie-npu-to-binary --aie-device-name=dev --aie-sequence-name=configure -o %t/cfg.bin && test -s %t/cfg.bin
// RUN: cd %t && aiecc --get-txn %s && test -s %t/dev_transaction.mlir

// --get-ctrlpkt: packets, their sending words, an ELF that sends them.
// RUN: cd %t && aiecc --get-ctrlpkt --generate-ctrl-pkt-overlay %s && test -s dev_ctrlpkt.bin && test -s dev_ctrlpkt_dma_seq.bin && test -s dev_ctrlpkt.elf
// RUN: aiec %t/dev_ctrlpkt.elf --emit=ctrl-asm | FileCheck %s --check-prefix=ASM

// RUN: aiecc --emit-dot --get-xclbin --get-elf %s | FileCheck %s --check-prefix=DOT
// RUN: cd %t && aiecc --profile --get-npu-insts %s 2>&1 | FileCheck %s --check-prefix=PROFILE

// A checkpoint, and a run resumed from it that makes the same outputs.
// RUN: cd %t && aiecc --get-npu-insts --npu-insts-name=ck.bin --cut=placed.mlir --checkpoint=ck %s
// RUN: FileCheck %s --check-prefix=MANIFEST < %t/ck/manifest.json
// RUN: test -s %t/ck/placed.mlir && cp %t/ck.bin %t/ck-first.bin && rm %t/ck.bin
// RUN: cd / && aiecc --resume=%t/ck/manifest.json -v 2>&1 | FileCheck %s --check-prefix=RESUMED
// RUN: cmp %t/ck.bin %t/ck-first.bin

// The July and August 2026 aiecc's selectors: the same outputs and warnings.
// RUN: rm -rf %t/interim && mkdir %t/interim && cd %t/interim && aiecc --aie-generate-input-with-addresses --emit-scratchpad-parameters --aie-generate-core-elfs --keep-loc %s 2>&1 | FileCheck %s --check-prefix=INTERIM
// RUN: cd %t && aiecc --get-input-with-addresses --get-scratchpad-parameters --output-dir=selected %s
// RUN: cmp %t/interim/input_with_addresses.mlir %t/selected/input_with_addresses.mlir
// RUN: cmp %t/interim/params.txt %t/selected/params.txt

// RUN: not aiecc --get-full-elf --get-ctrlpkt %s 2>&1 | FileCheck %s --check-prefix=FULL
// RUN: not aiecc --cut=placed.mlir %s 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: not aiecc --get=bogus.mlir %s 2>&1 | FileCheck %s --check-prefix=EDGE
// RUN: not aiecc --resume=%t/ck/manifest.json --get-xclbin --device-name=x 2>&1 | FileCheck %s --check-prefix=RESUME_ONLY
// RUN: cd %t && aiecc --get=objects_{0}.o --get-cdo %s 2>&1 | FileCheck %s --check-prefix=NOT_MADE

// FOLD: 0001D004
// FOLD-NEXT: 00000000
// FOLD-NEXT: 00000000
// FOLD-NEXT: 00000000
// FOLD-NEXT: 00000000
// FOLD: 0001D024
// FOLD-NEXT: 00000000
// FOLD-NEXT: 00000005
// FOLD-NEXT: 00000000
// FOLD-NEXT: 80000010
// RAW: 0001D024
// RAW-NEXT: 00000000
// RAW-NEXT: 00000005
// RAW-NEXT: 00000000
// RAW-NEXT: 00000010

// PLACED: aie.tile(0, 2)
// PLACED: aie.objectfifo @in
// PHYSICAL: aie.switchbox
// LOWERED: aiex.npu.address_patch
// LOWERED-NOT: aiex.dma_configure_task_for

// ALL: default_stack_size.mlir
// ALL-NEXT: input.mlir
// ALL-NEXT: input_physical.mlir
// ALL-NEXT: input_with_addresses.mlir
// ALL-NEXT: input_with_symbols.mlir
// ALL-NEXT: lowered_dev_core_0_2.mlir
// ALL-NEXT: npu_lowered.mlir
// ALL-NEXT: placed.mlir
// ALL-NEXT: traced.mlir

// ASM: START_JOB

// INTERIM: aiecc: warning: --aie-generate-core-elfs: aiec makes no core ELFs
// INTERIM-NOT: --keep-loc

// DOT: digraph aiecc {
// DOT: "input.mlir" -> "default_stack_size.mlir" [label="--default-stack-size; measured attributes dropped"];
// DOT: "default_stack_size.mlir" -> "placed.mlir" [label="through --aie-place-tiles"];
// DOT: "npu_lowered.mlir" -> "CERT control code" [label="--aie-lower-to-cert"];
// DOT: "CERT control code" -> "design.elf";
// DOT: "npu_lowered.mlir" -> "aie.xclbin";

// PROFILE: aiecc: profile (wall-clock time per step):
// PROFILE: ms  parse and verify
// PROFILE: ms  --aie-place-tiles
// PROFILE: ms  npu instructions
// PROFILE: ms  total

// MANIFEST: "argv": [
// MANIFEST-NEXT: "--get-npu-insts",
// MANIFEST-NEXT: "--npu-insts-name=ck.bin",
// MANIFEST-NEXT: "{{.*}}command-line.mlir"
// MANIFEST-NEXT: ],
// MANIFEST: "cut": [
// MANIFEST-NEXT: "placed.mlir"

// RESUMED: aiecc: wrote ck.bin

// FULL: aiecc: error: --get-full-elf and --get-ctrlpkt together also require --load-pdi-to-ctrl-pkt
// CUT: aiecc: error: --cut requires --checkpoint
// EDGE: aiecc: error: --get: unknown output 'bogus.mlir'; known outputs are input.mlir, default_stack_size.mlir, placed.mlir,
// RESUME_ONLY: aiecc: error: only execution-only options (-v, -n, --profile, --progress, --get) may accompany --resume, not '--device-name=x'
// NOT_MADE: aiecc: warning: --get=objects_{0}.o: aiec makes no intermediate of mlir-aie's core compilation or packaging
// NOT_MADE: aiecc: warning: --get-cdo: aiec makes no CDO

module {
  aie.device(npu1_1col) @dev {
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {%t02}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {%t00}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
      %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
      %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
      scf.for %i = %c0 to %c16 step %c1 {
        %v = memref.load %x[%i] : memref<16xi32>
        memref.store %v, %y[%i] : memref<16xi32>
      }
      aie.objectfifo.release @in(Consume, 1)
      aie.objectfifo.release @out(Produce, 1)
      aie.end
    }
    aie.runtime_sequence @seq(%a : memref<16xi32>, %b : memref<16xi32>, %c : memref<16xi32>, %d : memref<16xi32>, %e : memref<16xi32>, %f : memref<16xi32>) {
      %t1 = aiex.dma_configure_task_for @in {
        aie.dma_bd(%a : memref<16xi32>, 0, 16)
        aie.end
      }
      %t2 = aiex.dma_configure_task_for @out {
        aie.dma_bd(%f : memref<16xi32>, 4, 12)
        aie.end
      } {issue_token = true}
      aiex.dma_start_task(%t1)
      aiex.dma_start_task(%t2)
      aiex.dma_await_task(%t2)
    }
  }
}
