// The pass manager: passes run in command-line order with their options,
// the verifier runs after each one, and mlir-opt's instrumentation flags work.
// RUN: aiec %s --aie-objectFifo-stateful-transform --aie-assign-lock-ids --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: aiec %s --aie-objectFifo-stateful-transform -aie-assign-bd-ids --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: aiec %s --aie-objectFifo-stateful-transform --verify-each=false | FileCheck %s --check-prefix=OUT
// RUN: not aiec %s --aie-objectFifo-stateful-transform="no-such-option=1" 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not aiec %s --aie-objectFifo-stateful-transform="packet-sw-objFifos=maybe" 2>&1 | FileCheck %s --check-prefix=BADVAL
// RUN: aiec --help | FileCheck %s --check-prefix=HELP

// The stateful transform is a pipeline: its passes are dumped and timed
// each under its own name (test/passes/objectfifo/composition.mlir).
// DUMP:      // -----// IR Dump After AIEObjectFifoErasePools (aie-objectfifo-erase-pools) //----- //
// DUMP-NEXT: aie.device(npu1) {
// DUMP:      aie.lock(%{{.*}}) {init = 2 : i32, sym_name = "of_cons_prod_lock_0"}
// DUMP:      // -----// IR Dump After AIEAssignLockIDs (aie-assign-lock-ids) //----- //
// DUMP-NEXT: aie.device(npu1) {
// DUMP:      aie.lock(%{{.*}}, 0) {init = 2 : i32, sym_name = "of_cons_prod_lock_0"}

// TIME:      ... Execution time report ...
// TIME:      Total Execution Time: {{[0-9.]+}} seconds
// TIME:      ----Wall Time----  ----Name----
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +Parser$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +Verifier$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoSplit$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEAssignPacketIds$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoAllocate$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoLowerDMAs$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoLowerCores$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEObjectFifoErasePools$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +AIEAssignBufferDescriptorIDs$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\( *[0-9.]+%\) +Output$}}
// TIME-NEXT: {{^ +[0-9]+\.[0-9]+ +\(100\.0%\) +Total$}}

// OUT: aie.flow(%{{.*}}, DMA : 0, %{{.*}}, DMA : 0)
// OUT-NOT: aie.objectfifo

// BADOPT: error: --aie-objectFifo-stateful-transform: no such pass option 'no-such-option' (options: dynamic-objFifos, packet-sw-objFifos, lock-ids, dma-fence-shared-mem, warn-unfenced-shared-mem, reserve-controller-packet-ids, skip-verify)
// BADVAL: error: --aie-objectFifo-stateful-transform: invalid value 'maybe' for pass option 'packet-sw-objFifos' (expected one of: true, false, 1, 0)

// HELP: --aie-objectFifo-stateful-transform[=<OPTIONS>]
// HELP: packet-sw-objFifos=false

aie.device(npu1) {
  %a = aie.tile(0, 2)
  %b = aie.tile(2, 2)
  aie.objectfifo @of(%a, {%b}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
}
