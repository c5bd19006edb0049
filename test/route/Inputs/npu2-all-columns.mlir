// Every column of npu2 (8 x 6): per column a shim → mem tile → 4 cores
// fan-out, a core → shim return, a core → next column's core hop, and a
// packet flow from the shim to every core of the column.
module {
  aie.device(npu2) {
    %t00 = aie.tile(0, 0)
    %t01 = aie.tile(0, 1)
    %t02 = aie.tile(0, 2)
    %t03 = aie.tile(0, 3)
    %t04 = aie.tile(0, 4)
    %t05 = aie.tile(0, 5)
    %t10 = aie.tile(1, 0)
    %t11 = aie.tile(1, 1)
    %t12 = aie.tile(1, 2)
    %t13 = aie.tile(1, 3)
    %t14 = aie.tile(1, 4)
    %t15 = aie.tile(1, 5)
    %t20 = aie.tile(2, 0)
    %t21 = aie.tile(2, 1)
    %t22 = aie.tile(2, 2)
    %t23 = aie.tile(2, 3)
    %t24 = aie.tile(2, 4)
    %t25 = aie.tile(2, 5)
    %t30 = aie.tile(3, 0)
    %t31 = aie.tile(3, 1)
    %t32 = aie.tile(3, 2)
    %t33 = aie.tile(3, 3)
    %t34 = aie.tile(3, 4)
    %t35 = aie.tile(3, 5)
    %t40 = aie.tile(4, 0)
    %t41 = aie.tile(4, 1)
    %t42 = aie.tile(4, 2)
    %t43 = aie.tile(4, 3)
    %t44 = aie.tile(4, 4)
    %t45 = aie.tile(4, 5)
    %t50 = aie.tile(5, 0)
    %t51 = aie.tile(5, 1)
    %t52 = aie.tile(5, 2)
    %t53 = aie.tile(5, 3)
    %t54 = aie.tile(5, 4)
    %t55 = aie.tile(5, 5)
    %t60 = aie.tile(6, 0)
    %t61 = aie.tile(6, 1)
    %t62 = aie.tile(6, 2)
    %t63 = aie.tile(6, 3)
    %t64 = aie.tile(6, 4)
    %t65 = aie.tile(6, 5)
    %t70 = aie.tile(7, 0)
    %t71 = aie.tile(7, 1)
    %t72 = aie.tile(7, 2)
    %t73 = aie.tile(7, 3)
    %t74 = aie.tile(7, 4)
    %t75 = aie.tile(7, 5)
    aie.flow(%t00, DMA : 0, %t01, DMA : 0)
    aie.flow(%t01, DMA : 0, %t02, DMA : 0)
    aie.flow(%t01, DMA : 1, %t03, DMA : 0)
    aie.flow(%t01, DMA : 2, %t04, DMA : 0)
    aie.flow(%t01, DMA : 3, %t05, DMA : 0)
    aie.flow(%t05, DMA : 0, %t00, DMA : 0)
    aie.flow(%t02, Core : 0, %t13, Core : 0)
    aie.packet_flow(0) {
      aie.packet_source<%t00, DMA : 1>
      aie.packet_dest<%t02, DMA : 1>
      aie.packet_dest<%t03, DMA : 1>
      aie.packet_dest<%t04, DMA : 1>
      aie.packet_dest<%t05, DMA : 1>
    }
    aie.flow(%t10, DMA : 0, %t11, DMA : 0)
    aie.flow(%t11, DMA : 0, %t12, DMA : 0)
    aie.flow(%t11, DMA : 1, %t13, DMA : 0)
    aie.flow(%t11, DMA : 2, %t14, DMA : 0)
    aie.flow(%t11, DMA : 3, %t15, DMA : 0)
    aie.flow(%t15, DMA : 0, %t10, DMA : 0)
    aie.flow(%t12, Core : 0, %t23, Core : 0)
    aie.packet_flow(1) {
      aie.packet_source<%t10, DMA : 1>
      aie.packet_dest<%t12, DMA : 1>
      aie.packet_dest<%t13, DMA : 1>
      aie.packet_dest<%t14, DMA : 1>
      aie.packet_dest<%t15, DMA : 1>
    }
    aie.flow(%t20, DMA : 0, %t21, DMA : 0)
    aie.flow(%t21, DMA : 0, %t22, DMA : 0)
    aie.flow(%t21, DMA : 1, %t23, DMA : 0)
    aie.flow(%t21, DMA : 2, %t24, DMA : 0)
    aie.flow(%t21, DMA : 3, %t25, DMA : 0)
    aie.flow(%t25, DMA : 0, %t20, DMA : 0)
    aie.flow(%t22, Core : 0, %t33, Core : 0)
    aie.packet_flow(2) {
      aie.packet_source<%t20, DMA : 1>
      aie.packet_dest<%t22, DMA : 1>
      aie.packet_dest<%t23, DMA : 1>
      aie.packet_dest<%t24, DMA : 1>
      aie.packet_dest<%t25, DMA : 1>
    }
    aie.flow(%t30, DMA : 0, %t31, DMA : 0)
    aie.flow(%t31, DMA : 0, %t32, DMA : 0)
    aie.flow(%t31, DMA : 1, %t33, DMA : 0)
    aie.flow(%t31, DMA : 2, %t34, DMA : 0)
    aie.flow(%t31, DMA : 3, %t35, DMA : 0)
    aie.flow(%t35, DMA : 0, %t30, DMA : 0)
    aie.flow(%t32, Core : 0, %t43, Core : 0)
    aie.packet_flow(3) {
      aie.packet_source<%t30, DMA : 1>
      aie.packet_dest<%t32, DMA : 1>
      aie.packet_dest<%t33, DMA : 1>
      aie.packet_dest<%t34, DMA : 1>
      aie.packet_dest<%t35, DMA : 1>
    }
    aie.flow(%t40, DMA : 0, %t41, DMA : 0)
    aie.flow(%t41, DMA : 0, %t42, DMA : 0)
    aie.flow(%t41, DMA : 1, %t43, DMA : 0)
    aie.flow(%t41, DMA : 2, %t44, DMA : 0)
    aie.flow(%t41, DMA : 3, %t45, DMA : 0)
    aie.flow(%t45, DMA : 0, %t40, DMA : 0)
    aie.flow(%t42, Core : 0, %t53, Core : 0)
    aie.packet_flow(4) {
      aie.packet_source<%t40, DMA : 1>
      aie.packet_dest<%t42, DMA : 1>
      aie.packet_dest<%t43, DMA : 1>
      aie.packet_dest<%t44, DMA : 1>
      aie.packet_dest<%t45, DMA : 1>
    }
    aie.flow(%t50, DMA : 0, %t51, DMA : 0)
    aie.flow(%t51, DMA : 0, %t52, DMA : 0)
    aie.flow(%t51, DMA : 1, %t53, DMA : 0)
    aie.flow(%t51, DMA : 2, %t54, DMA : 0)
    aie.flow(%t51, DMA : 3, %t55, DMA : 0)
    aie.flow(%t55, DMA : 0, %t50, DMA : 0)
    aie.flow(%t52, Core : 0, %t63, Core : 0)
    aie.packet_flow(5) {
      aie.packet_source<%t50, DMA : 1>
      aie.packet_dest<%t52, DMA : 1>
      aie.packet_dest<%t53, DMA : 1>
      aie.packet_dest<%t54, DMA : 1>
      aie.packet_dest<%t55, DMA : 1>
    }
    aie.flow(%t60, DMA : 0, %t61, DMA : 0)
    aie.flow(%t61, DMA : 0, %t62, DMA : 0)
    aie.flow(%t61, DMA : 1, %t63, DMA : 0)
    aie.flow(%t61, DMA : 2, %t64, DMA : 0)
    aie.flow(%t61, DMA : 3, %t65, DMA : 0)
    aie.flow(%t65, DMA : 0, %t60, DMA : 0)
    aie.flow(%t62, Core : 0, %t73, Core : 0)
    aie.packet_flow(6) {
      aie.packet_source<%t60, DMA : 1>
      aie.packet_dest<%t62, DMA : 1>
      aie.packet_dest<%t63, DMA : 1>
      aie.packet_dest<%t64, DMA : 1>
      aie.packet_dest<%t65, DMA : 1>
    }
    aie.flow(%t70, DMA : 0, %t71, DMA : 0)
    aie.flow(%t71, DMA : 0, %t72, DMA : 0)
    aie.flow(%t71, DMA : 1, %t73, DMA : 0)
    aie.flow(%t71, DMA : 2, %t74, DMA : 0)
    aie.flow(%t71, DMA : 3, %t75, DMA : 0)
    aie.flow(%t75, DMA : 0, %t70, DMA : 0)
    aie.flow(%t72, Core : 0, %t03, Core : 0)
    aie.packet_flow(7) {
      aie.packet_source<%t70, DMA : 1>
      aie.packet_dest<%t72, DMA : 1>
      aie.packet_dest<%t73, DMA : 1>
      aie.packet_dest<%t74, DMA : 1>
      aie.packet_dest<%t75, DMA : 1>
    }
  }
}
