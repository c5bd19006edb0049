// Every shipped example compiles through object FIFO lowering, resource
// allocation and routing, and the flows recovered from the routed switches
// (--aie-find-flows) are exactly the connections the design asks for.
// RUN: aiec %S/../../examples/add_one/design.mlir --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=ADD
// RUN: aiec %S/../../examples/dma_passthrough/design.mlir --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=DMA
// RUN: aiec %S/../../examples/broadcast/design.mlir --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=BC
// RUN: aiec %S/../../examples/distribute_join/design.mlir --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=DJ
// RUN: aiec %S/../../examples/two_columns/design.mlir --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=TWO
// RUN: aiec %S/../../examples/packet_fan_in/design.mlir --aie-assign-bd-ids --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=PKT
// RUN: aiec %S/../../examples/npu2_all_columns/design.mlir --aie-objectFifo-stateful-transform --aie-assign-lock-ids --aie-assign-buffer-addresses --aie-assign-bd-ids --aie-create-pathfinder-flows --aie-find-flows | FileCheck %s --check-prefix=NPU2

// ADD-NOT: aie.objectfifo
// ADD-DAG: aie.flow(%shim_noc_tile_0_0, DMA : 0, %mem_tile_0_1, DMA : 0)
// ADD-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %tile_0_2, DMA : 0)
// ADD-DAG: aie.flow(%tile_0_2, DMA : 0, %mem_tile_0_1, DMA : 1)
// ADD-DAG: aie.flow(%mem_tile_0_1, DMA : 1, %shim_noc_tile_0_0, DMA : 0)

// DMA-DAG: aie.flow(%shim_noc_tile_0_0, DMA : 0, %mem_tile_0_1, DMA : 0)
// DMA-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %shim_noc_tile_0_0, DMA : 0)
// DMA-NOT: aie.core

// BC-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %tile_0_2, DMA : 0)
// BC-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %tile_0_3, DMA : 0)
// BC-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %tile_0_4, DMA : 0)
// BC-DAG: aie.flow(%tile_0_2, DMA : 0, %mem_tile_0_1, DMA : 1)
// BC-DAG: aie.flow(%tile_0_3, DMA : 0, %mem_tile_0_1, DMA : 2)
// BC-DAG: aie.flow(%tile_0_4, DMA : 0, %mem_tile_0_1, DMA : 3)
// BC-DAG: aie.flow(%mem_tile_0_1, DMA : 1, %shim_noc_tile_0_0, DMA : 0)

// DJ-DAG: aie.flow(%mem_tile_0_1, DMA : 0, %tile_0_2, DMA : 0)
// DJ-DAG: aie.flow(%mem_tile_0_1, DMA : 1, %tile_0_3, DMA : 0)
// DJ-DAG: aie.flow(%tile_0_2, DMA : 0, %mem_tile_0_1, DMA : 1)
// DJ-DAG: aie.flow(%tile_0_3, DMA : 0, %mem_tile_0_1, DMA : 2)
// DJ-DAG: aie.flow(%mem_tile_0_1, DMA : 2, %shim_noc_tile_0_0, DMA : 0)

// TWO-DAG: aie.flow(%shim_noc_tile_0_0, DMA : 0, %mem_tile_0_1, DMA : 0)
// TWO-DAG: aie.flow(%shim_noc_tile_1_0, DMA : 0, %mem_tile_1_1, DMA : 0)
// TWO-DAG: aie.flow(%tile_1_2, DMA : 0, %mem_tile_1_1, DMA : 1)
// TWO-DAG: aie.flow(%mem_tile_1_1, DMA : 1, %shim_noc_tile_1_0, DMA : 0)

// Both packet flows reach the one shim channel.
// PKT:     aie.packet_rules
// PKT:     aie.packet_flow(1) {
// PKT-NEXT:  aie.packet_source<%tile_0_2, DMA : 0>
// PKT-NEXT:  aie.packet_dest<%shim_noc_tile_0_0, DMA : 0>
// PKT:     aie.packet_flow(2) {
// PKT-NEXT:  aie.packet_source<%tile_0_3, DMA : 0>
// PKT-NEXT:  aie.packet_dest<%shim_noc_tile_0_0, DMA : 0>

// NPU2-DAG: aie.flow(%tile_0_2, DMA : 0, %tile_0_5, DMA : 0)
// NPU2-DAG: aie.flow(%tile_7_2, DMA : 0, %tile_7_5, DMA : 0)
// NPU2-DAG: aie.flow(%mem_tile_7_1, DMA : 1, %shim_noc_tile_7_0, DMA : 0)
