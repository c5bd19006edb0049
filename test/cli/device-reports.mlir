// aie-translate's small reports of a device, as mlir-aie writes them:
// --aie-generate-mmap, per tile in (column, row) order, the buffers its core
// sees (its own at 0x70000 on AIE2, the north neighbour's at 0x60000, the
// west one's at 0x50000; nothing south of a core beside a MemTile);
// --aie-generate-json, the shim DMA allocations by name (S2MM 0, MM2S 1);
// --aie-generate-target-arch; --aie-generate-corelist, the cores with their
// ELF files.

// RUN: aiec --aie-generate-mmap %s | FileCheck %s --check-prefix=MMAP
// RUN: aiec --aie-generate-json %s | FileCheck %s --check-prefix=JSON
// RUN: aiec --aie-generate-target-arch %s | FileCheck %s --check-prefix=ARCH --match-full-lines
// RUN: aiec --aie-generate-corelist %s | FileCheck %s --check-prefix=CORES --match-full-lines

// MMAP:      // Tile(0, 0)
// MMAP-NEXT: // Memory map: name base_address num_bytes
// MMAP-NEXT: // Tile(0, 2)
// MMAP-NEXT: // Memory map: name base_address num_bytes
// MMAP-NEXT: _symbol up 0x60100 64
// MMAP-NEXT: _symbol a 0x70000 1024
// MMAP-NEXT: _symbol b 0x70400 16
// MMAP-NEXT: // Tile(0, 3)
// MMAP-NEXT: // Memory map: name base_address num_bytes
// MMAP-NEXT: _symbol a 0x40000 1024
// MMAP-NEXT: _symbol b 0x40400 16
// MMAP-NEXT: _symbol up 0x70100 64
// MMAP-NEXT: // Tile(1, 3)
// MMAP-NEXT: // Memory map: name base_address num_bytes
// MMAP-NEXT: _symbol up 0x50100 64
// MMAP-NOT:  _symbol

// JSON:      {
// JSON-NEXT:   "in": {
// JSON-NEXT:     "channelDir": 1,
// JSON-NEXT:     "channelIndex": 1,
// JSON-NEXT:     "col": 0
// JSON-NEXT:   },
// JSON-NEXT:   "out": {
// JSON-NEXT:     "channelDir": 0,
// JSON-NEXT:     "channelIndex": 0,
// JSON-NEXT:     "col": 0
// JSON-NEXT:   }
// JSON-NEXT: }

// ARCH: AIE2

// CORES: [(0,2,"core_0_2.elf"),(0,3,None),]

aie.device(npu1) {
  %s = aie.tile(0, 0)
  %t2 = aie.tile(0, 2)
  %t3 = aie.tile(0, 3)
  %t13 = aie.tile(1, 3)
  %a = aie.buffer(%t2) {sym_name = "a", address = 0 : i32} : memref<256xi32>
  %b = aie.buffer(%t2) {sym_name = "b", address = 1024 : i32} : memref<4xi32>
  %up = aie.buffer(%t3) {sym_name = "up", address = 256 : i32} : memref<16xi32>
  aie.shim_dma_allocation @out(%s, S2MM, 0)
  aie.shim_dma_allocation @in(%s, MM2S, 1)
  %c2 = aie.core(%t2) {
    aie.end
  } {elf_file = "core_0_2.elf"}
  %c3 = aie.core(%t3) {
    aie.end
  }
}
