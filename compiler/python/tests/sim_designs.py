"""Designs the runtime tests run on the simulated NPU, as MLIR text."""

# A core adding ADD to blocks of 16 words for as long as blocks come (so a
# design runs again on the context it left), host -> core -> host.
DESIGN = """module {
  aie.device(DEVICE) {
    %shim = aie.tile(0, 0)
    %core_tile = aie.tile(0, 2)
    aie.objectfifo @in(%shim, {%core_tile}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%core_tile, {%shim}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    %core = aie.core(%core_tile) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %forever = arith.constant 9223372036854775807 : index
      %add = arith.constant ADD : i32
      scf.for %block = %c0 to %forever step %c1 {
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %src = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %dst = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %c16 step %c1 {
          %v = memref.load %src[%i] : memref<16xi32>
          %w = arith.addi %v, %add : i32
          memref.store %w, %dst[%i] : memref<16xi32>
        }
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }
      aie.end
    }
    aie.runtime_sequence(%input: memref<64xi32>, %output: memref<64xi32>) {
      aiex.npu.dma_memcpy_nd(%output[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) {id = 1 : i64, metadata = @out} : memref<64xi32>
      SEND_INPUT
      aiex.npu.dma_wait {symbol = @out}
    }
  }
}
"""
SEND_INPUT = (
    "aiex.npu.dma_memcpy_nd(%input[0, 0, 0, 0][1, 1, 1, 64][0, 0, 0, 1]) "
    "{id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>"
)


def design(device="npu1", add=7, send_input=True):
    """The design's text: on ``device``, adding ``add``; without
    ``send_input`` the input is never sent, so the run cannot finish."""
    return (
        DESIGN.replace("DEVICE", device)
        .replace("ADD", str(add))
        .replace("SEND_INPUT", SEND_INPUT if send_input else "")
    )
