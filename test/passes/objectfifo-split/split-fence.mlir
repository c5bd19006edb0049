// A fifo between two compute tiles that share memory stays on the shared
// path by default; dma-fence-shared-mem=true carries it on DMA (whose
// completion fences the producer's stores) unless it asks for a transport,
// and warn-unfenced-shared-mem=true warns about each one left shared. A fifo
// from a tile to itself is never touched.
// RUN: aiec --aie-objectfifo-split %s | FileCheck %s --check-prefix=DEFAULT
// RUN: aiec --aie-objectfifo-split="dma-fence-shared-mem=true" %s | FileCheck %s --check-prefix=FENCE
// RUN: aiec --aie-objectfifo-split="warn-unfenced-shared-mem=true" %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN

// DEFAULT-NOT: aie.route
// FENCE:       aie.route from @across_prod_dma to [@across_cons_dma]
// FENCE-NOT:   aie.route
// WARN:        warning: objectfifo 'across' uses a cross-tile core-to-core lock-only shared-memory path
// WARN:        warning: objectfifo 'asked' uses a cross-tile core-to-core lock-only shared-memory path
// WARN-NOT:    warning
aie.device(npu1_1col) {
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  aie.objectfifo @across(%t2, {%t3}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @asked(%t3, {%t2}, 2 : i32) {transport = #aie.transport<shared_mem>} : !aie.objectfifo<memref<8xi32>>
  aie.objectfifo @self(%t3, {%t3}, 2 : i32) : !aie.objectfifo<memref<8xi32>>
}
