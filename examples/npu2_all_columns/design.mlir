// All eight columns of npu2 busy: in each column c the host's 256 words
// stream shim → mem tile → core (c, 2), which adds c + 1, → core (c, 5)
// (not a neighbour, so through a DMA and the switches), which adds 100, →
// mem tile → shim. Expected: out_c = in_c + c + 101 for every column.
module {
  aie.device(npu2) {
    %shim0 = aie.tile(0, 0)
    %mem0 = aie.tile(0, 1)
    %a0 = aie.tile(0, 2)
    %b0 = aie.tile(0, 5)
    %shim1 = aie.tile(1, 0)
    %mem1 = aie.tile(1, 1)
    %a1 = aie.tile(1, 2)
    %b1 = aie.tile(1, 5)
    %shim2 = aie.tile(2, 0)
    %mem2 = aie.tile(2, 1)
    %a2 = aie.tile(2, 2)
    %b2 = aie.tile(2, 5)
    %shim3 = aie.tile(3, 0)
    %mem3 = aie.tile(3, 1)
    %a3 = aie.tile(3, 2)
    %b3 = aie.tile(3, 5)
    %shim4 = aie.tile(4, 0)
    %mem4 = aie.tile(4, 1)
    %a4 = aie.tile(4, 2)
    %b4 = aie.tile(4, 5)
    %shim5 = aie.tile(5, 0)
    %mem5 = aie.tile(5, 1)
    %a5 = aie.tile(5, 2)
    %b5 = aie.tile(5, 5)
    %shim6 = aie.tile(6, 0)
    %mem6 = aie.tile(6, 1)
    %a6 = aie.tile(6, 2)
    %b6 = aie.tile(6, 5)
    %shim7 = aie.tile(7, 0)
    %mem7 = aie.tile(7, 1)
    %a7 = aie.tile(7, 2)
    %b7 = aie.tile(7, 5)
    aie.objectfifo @in0(%shim0, {%mem0}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in0_a(%mem0, {%a0}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in0] -> [@in0_a]([] [])
    aie.objectfifo @mid0(%a0, {%b0}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out0_b(%b0, {%mem0}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out0(%mem0, {%shim0}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out0_b] -> [@out0]([] [])
    %core_a0 = aie.core(%a0) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 1 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in0_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid0(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in0_a(Consume, 1)
        aie.objectfifo.release @mid0(Produce, 1)
      }
      aie.end
    }
    %core_b0 = aie.core(%b0) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid0(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out0_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid0(Consume, 1)
        aie.objectfifo.release @out0_b(Produce, 1)
      }
      aie.end
    }
    aie.objectfifo @in1(%shim1, {%mem1}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in1_a(%mem1, {%a1}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in1] -> [@in1_a]([] [])
    aie.objectfifo @mid1(%a1, {%b1}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out1_b(%b1, {%mem1}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out1(%mem1, {%shim1}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out1_b] -> [@out1]([] [])
    %core_a1 = aie.core(%a1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 2 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in1_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid1(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in1_a(Consume, 1)
        aie.objectfifo.release @mid1(Produce, 1)
      }
      aie.end
    }
    %core_b1 = aie.core(%b1) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid1(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out1_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid1(Consume, 1)
        aie.objectfifo.release @out1_b(Produce, 1)
      }
      aie.end
    }
    aie.objectfifo @in2(%shim2, {%mem2}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in2_a(%mem2, {%a2}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in2] -> [@in2_a]([] [])
    aie.objectfifo @mid2(%a2, {%b2}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out2_b(%b2, {%mem2}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out2(%mem2, {%shim2}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out2_b] -> [@out2]([] [])
    %core_a2 = aie.core(%a2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 3 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in2_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid2(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in2_a(Consume, 1)
        aie.objectfifo.release @mid2(Produce, 1)
      }
      aie.end
    }
    %core_b2 = aie.core(%b2) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid2(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out2_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid2(Consume, 1)
        aie.objectfifo.release @out2_b(Produce, 1)
      }
      aie.end
    }
    aie.objectfifo @in3(%shim3, {%mem3}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in3_a(%mem3, {%a3}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in3] -> [@in3_a]([] [])
    aie.objectfifo @mid3(%a3, {%b3}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out3_b(%b3, {%mem3}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out3(%mem3, {%shim3}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out3_b] -> [@out3]([] [])
    %core_a3 = aie.core(%a3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 4 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in3_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid3(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in3_a(Consume, 1)
        aie.objectfifo.release @mid3(Produce, 1)
      }
      aie.end
    }
    %core_b3 = aie.core(%b3) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid3(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out3_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid3(Consume, 1)
        aie.objectfifo.release @out3_b(Produce, 1)
      }
      aie.end
    }
    aie.objectfifo @in4(%shim4, {%mem4}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in4_a(%mem4, {%a4}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in4] -> [@in4_a]([] [])
    aie.objectfifo @mid4(%a4, {%b4}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out4_b(%b4, {%mem4}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out4(%mem4, {%shim4}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out4_b] -> [@out4]([] [])
    %core_a4 = aie.core(%a4) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 5 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in4_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid4(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in4_a(Consume, 1)
        aie.objectfifo.release @mid4(Produce, 1)
      }
      aie.end
    }
    %core_b4 = aie.core(%b4) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid4(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out4_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid4(Consume, 1)
        aie.objectfifo.release @out4_b(Produce, 1)
      }
      aie.end
    }
    aie.objectfifo @in5(%shim5, {%mem5}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in5_a(%mem5, {%a5}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in5] -> [@in5_a]([] [])
    aie.objectfifo @mid5(%a5, {%b5}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out5_b(%b5, {%mem5}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out5(%mem5, {%shim5}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out5_b] -> [@out5]([] [])
    %core_a5 = aie.core(%a5) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 6 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in5_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid5(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in5_a(Consume, 1)
        aie.objectfifo.release @mid5(Produce, 1)
      }
      aie.end
    }
    %core_b5 = aie.core(%b5) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid5(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out5_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid5(Consume, 1)
        aie.objectfifo.release @out5_b(Produce, 1)
      }
      aie.end
    }
    aie.objectfifo @in6(%shim6, {%mem6}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in6_a(%mem6, {%a6}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in6] -> [@in6_a]([] [])
    aie.objectfifo @mid6(%a6, {%b6}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out6_b(%b6, {%mem6}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out6(%mem6, {%shim6}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out6_b] -> [@out6]([] [])
    %core_a6 = aie.core(%a6) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 7 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in6_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid6(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in6_a(Consume, 1)
        aie.objectfifo.release @mid6(Produce, 1)
      }
      aie.end
    }
    %core_b6 = aie.core(%b6) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid6(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out6_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid6(Consume, 1)
        aie.objectfifo.release @out6_b(Produce, 1)
      }
      aie.end
    }
    aie.objectfifo @in7(%shim7, {%mem7}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @in7_a(%mem7, {%a7}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@in7] -> [@in7_a]([] [])
    aie.objectfifo @mid7(%a7, {%b7}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out7_b(%b7, {%mem7}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo @out7(%mem7, {%shim7}, 2 : i32) : !aie.objectfifo<memref<32xi32>>
    aie.objectfifo.link [@out7_b] -> [@out7]([] [])
    %core_a7 = aie.core(%a7) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 8 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @in7_a(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @mid7(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @in7_a(Consume, 1)
        aie.objectfifo.release @mid7(Produce, 1)
      }
      aie.end
    }
    %core_b7 = aie.core(%b7) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 32 : index
      %iters = arith.constant 8 : index
      %k = arith.constant 100 : i32
      scf.for %block = %c0 to %iters step %c1 {
        %a = aie.objectfifo.acquire @mid7(Consume, 1) : !aie.objectfifosubview<memref<32xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        %b = aie.objectfifo.acquire @out7_b(Produce, 1) : !aie.objectfifosubview<memref<32xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<32xi32>> -> memref<32xi32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %src[%i] : memref<32xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %dst[%i] : memref<32xi32>
        }
        aie.objectfifo.release @mid7(Consume, 1)
        aie.objectfifo.release @out7_b(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%in0: memref<256xi32>, %in1: memref<256xi32>, %in2: memref<256xi32>, %in3: memref<256xi32>, %in4: memref<256xi32>, %in5: memref<256xi32>, %in6: memref<256xi32>, %in7: memref<256xi32>, %out0: memref<256xi32>, %out1: memref<256xi32>, %out2: memref<256xi32>, %out3: memref<256xi32>, %out4: memref<256xi32>, %out5: memref<256xi32>, %out6: memref<256xi32>, %out7: memref<256xi32>) {
      aiex.npu.dma_memcpy_nd(%out0[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 1 : i64, metadata = @out0} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out1[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 3 : i64, metadata = @out1} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out2[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 5 : i64, metadata = @out2} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out3[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 7 : i64, metadata = @out3} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out4[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 9 : i64, metadata = @out4} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out5[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 11 : i64, metadata = @out5} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out6[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 13 : i64, metadata = @out6} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%out7[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 15 : i64, metadata = @out7} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in0[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 0 : i64, issue_token = true, metadata = @in0} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in1[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 2 : i64, issue_token = true, metadata = @in1} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in2[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 4 : i64, issue_token = true, metadata = @in2} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in3[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 6 : i64, issue_token = true, metadata = @in3} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in4[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 8 : i64, issue_token = true, metadata = @in4} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in5[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 10 : i64, issue_token = true, metadata = @in5} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in6[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 12 : i64, issue_token = true, metadata = @in6} : memref<256xi32>
      aiex.npu.dma_memcpy_nd(%in7[0, 0, 0, 0][1, 1, 1, 256][0, 0, 0, 1]) {id = 14 : i64, issue_token = true, metadata = @in7} : memref<256xi32>
      aiex.npu.dma_wait {symbol = @out0}
      aiex.npu.dma_wait {symbol = @out1}
      aiex.npu.dma_wait {symbol = @out2}
      aiex.npu.dma_wait {symbol = @out3}
      aiex.npu.dma_wait {symbol = @out4}
      aiex.npu.dma_wait {symbol = @out5}
      aiex.npu.dma_wait {symbol = @out6}
      aiex.npu.dma_wait {symbol = @out7}
    }
  }
}
