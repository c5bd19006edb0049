// --report=resources[=json]: per tile of the lowered design (the default
// pipeline up to the router, as no pass is given), memory used per bank,
// locks, BD ids, DMA channels and switch master ports, used of total; the
// JSON adds what is free (schema: docs/schemas/resources.schema.json).
// RUN: aiec %S/../../examples/broadcast/design.mlir --report=resources | FileCheck %s
// RUN: aiec %S/../../examples/broadcast/design.mlir --report=resources=json | FileCheck --check-prefix=JSON %s
// RUN: not aiec %S/../../examples/broadcast/design.mlir --report=cost 2>&1 | FileCheck --check-prefix=BAD %s

// CHECK: device npu1: 5 tiles in use (used/total)
// CHECK: (0, 1) MemTile     memory bytes per bank 192/65536 192/65536 64/65536 64/65536 0/65536 0/65536 0/65536 0/65536; locks 8/64; BD ids 16/48; DMA S2MM 4/6 MM2S 2/6; switch masters north 1/6 south 1/4
// CHECK: (0, 2) CoreTile    memory bytes per bank 64/16384 64/16384 64/16384 64/16384; locks 4/16; BD ids 4/16; DMA S2MM 1/2 MM2S 1/2; switch masters north 1/6 east 0/4 south 3/4

// JSON: "format": "aiec-resources",
// JSON: "kind": "MemTile",
// JSON-NEXT: "memory_banks": [
// JSON-NEXT: {
// JSON-NEXT: "used": 192,
// JSON-NEXT: "free": 65344,
// JSON-NEXT: "total": 65536

// BAD: unknown report 'cost' (expected resources or placement, each =text or =json)
