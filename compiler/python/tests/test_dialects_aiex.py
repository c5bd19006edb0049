"""aie.dialects.aiex: runtime sequences, host transfers, DMA tasks, NPU
writes and control packets as mlir-aie's Python API builds them."""

import numpy as np
import pytest

import aie.extras.types as T
from aie.dialects.aie import (
    AIEDevice, EndOp, device, generate_control_packets, lock, object_fifo, tile, translate_npu_to_binary,
)
from aie.dialects.aiex import (
    AttrBuilder, DMAChannelDir, bds, control_packet, dma_await_task, dma_bd, dma_configure_task,
    dma_configure_task_for, dma_free_task, dma_start_task, dma_wait, npu_address_patch, npu_dma_memcpy_nd,
    npu_load_pdi, npu_maskwrite32, npu_push_queue, npu_sync, npu_write32, runtime_sequence, set_lock, set_lock_value,
    shim_dma_single_bd_task, v8bfp16ebs8,
)
from aie.extras.context import mlir_mod_ctx
from aie.ir import Module


def text_of(ctx):
    text = str(ctx.module)
    assert str(Module.parse(text)) == text
    assert ctx.module.operation.verify()
    return text


class Pattern:
    """Stands for a taplib TensorAccessPattern: sizes, strides and offset."""

    sizes = [1, 2, 3, 4]
    strides = [0, 12, 4, 1]
    offset = 8


def test_runtime_sequence_transfers_and_waits():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            s, c = tile(0, 0), tile(0, 2)
            of_in = object_fifo("in", s, c, 2, T.memref(16, T.i32()))
            object_fifo("out", c, s, 2, T.memref(16, T.i32()))

            @runtime_sequence(np.ndarray[(64,), np.dtype[np.int32]], T.memref(64, T.i32()), sym_name="seq")
            def seq(a, b):
                npu_dma_memcpy_nd(of_in, 0, a, sizes=[1, 1, 1, 16], issue_token=True)
                npu_dma_memcpy_nd("out", 1, b, tap=Pattern(), packet=(0, 2), burst_length=256)
                dma_wait(of_in, "out")

            @runtime_sequence()
            def unnamed():
                pass
    text = text_of(ctx)
    assert "aie.runtime_sequence @seq(%arg0: memref<64xi32>, %arg1: memref<64xi32>) {" in text
    assert ("aiex.npu.dma_memcpy_nd(%arg0[0, 0, 0, 0][1, 1, 1, 16][0, 0, 0, 1]) "
            "{id = 0 : i64, issue_token = true, metadata = @in} : memref<64xi32>") in text
    assert ("aiex.npu.dma_memcpy_nd(%arg1[0, 0, 0, 8][1, 2, 3, 4][0, 12, 4, 1], packet = <pkt_type = 0, pkt_id = 2>) "
            "{burst_length = 256 : i64, id = 1 : i64, metadata = @out}") in text
    assert "aiex.npu.dma_wait {symbol = @in}\n      aiex.npu.dma_wait {symbol = @out}" in text
    assert "aie.runtime_sequence @unnamed() {" in text


def test_transfer_takes_a_pattern_or_lists_not_both():
    with mlir_mod_ctx():
        @device(AIEDevice.npu1_1col)
        def body():
            @runtime_sequence(T.memref(64, T.i32()))
            def seq(a):
                with pytest.raises(ValueError, match="either a TensorAccessPattern"):
                    npu_dma_memcpy_nd("x", 0, a, tap=Pattern(), sizes=[1, 1, 1, 4])
                with pytest.raises(ValueError, match="at least one"):
                    dma_wait()


def test_set_lock_takes_an_integer_or_a_value():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            lk = lock(tile(0, 2), lock_id=0)

            @runtime_sequence(T.i32())
            def seq(v):
                set_lock(lk, 1)
                set_lock(lk, v)
    text = text_of(ctx)
    assert "aiex.set_lock(%lock_0_2, 1)" in text
    assert "aiex.set_lock(%lock_0_2, %arg0)" in text


def test_dma_tasks():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            s, m, c = tile(0, 0), tile(0, 1), tile(0, 2)
            of_in = object_fifo("in", s, c, 2, T.memref(16, T.i32()))
            object_fifo("out", c, s, 2, T.memref(16, T.i32()))
            lk = lock(m, lock_id=0)

            @runtime_sequence(T.memref(64, T.i32()), T.memref(64, T.i32()))
            def seq(a, b):
                t = shim_dma_single_bd_task(of_in, a, sizes=[2, 16], strides=[16, 1], issue_token=True)
                dma_start_task(t)
                dma_await_task(t)
                t2 = shim_dma_single_bd_task("out", b, transfer_len=64)
                dma_start_task(t2)
                dma_free_task(t2)
                t3 = dma_configure_task(m, DMAChannelDir.MM2S, 1, issue_token=True)
                with bds(t3) as bd:
                    with bd[0]:
                        dma_bd(a, transfer_len=16)
                        EndOp()
                t4 = dma_configure_task_for(of_in, repeat_count=3)
                with bds(t4) as bd:
                    with bd[0]:
                        dma_bd(b, offset=16, transfer_len=16)
                        EndOp()
                dma_start_task(t3, t4)
                set_lock_value(lk, 1)
                with pytest.raises(ValueError, match="at least one"):
                    dma_start_task()
    text = text_of(ctx)
    assert "%0 = aiex.dma_configure_task_for @in {" in text
    # An explicit offset (shim_dma_single_bd_task's 0) is kept, as mlir-aie's
    # OptionalAttr keeps it: `offset = 0` is printed.
    assert "aie.dma_bd(%arg0 : memref<64xi32> offset = 0 len = 32 sizes = [1, 1, 2, 16] strides = [0, 0, 16, 1])" in text
    assert "aie.dma_bd(%arg0 : memref<64xi32> len = 16)" in text
    assert "} {issue_token = true}" in text
    assert "aiex.dma_start_task(%0)\n      aiex.dma_await_task(%0)" in text
    assert "aiex.dma_free_task(%1)" in text
    assert "aiex.dma_configure_task(%mem_tile_0_1, MM2S, 1) {" in text
    assert "aiex.dma_configure_task_for @in {" in text and "repeat_count = 3 : i32" in text
    assert "aie.dma_bd(%arg1 : memref<64xi32> offset = 16 len = 16)" in text
    assert "aiex.set_lock(%lock_0_1, 1)" in text


def test_shim_task_keeps_at_most_four_dimensions():
    with mlir_mod_ctx():
        @device(AIEDevice.npu1_1col)
        def body():
            @runtime_sequence(T.memref(64, T.i32()))
            def seq(a):
                with pytest.raises(ValueError, match="at most 4 dimensions"):
                    shim_dma_single_bd_task("x", a, sizes=[1, 1, 1, 1, 64])


def test_npu_writes_take_ints():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            @runtime_sequence()
            def seq():
                npu_write32(0x1000, 5, column=0, row=2)
                npu_maskwrite32(0x1000, 5, 0xF)
                npu_sync(0, 0, 0, 1)
                npu_address_patch(0x1D004, 0, 0)
                npu_load_pdi(id=1)
    text = text_of(ctx)
    assert "aiex.npu.write32(%c4096_i32, %c5_i32) {column = 0 : i32, row = 2 : i32} : i32, i32" in text
    assert "aiex.npu.maskwrite32(%c4096_i32_0, %c5_i32_1, %c15_i32) : i32, i32, i32" in text
    assert "aiex.npu.sync(" in text
    assert "aiex.npu.address_patch(%c0_i32_6 : i32) {addr = 118788 : ui32, arg_idx = 0 : i32}" in text
    assert "aiex.npu.load_pdi {id = 1 : i32}" in text


def test_push_queue_takes_its_operands_by_name():
    """ODS declares repeat_count before bd_id; the custom form shows bd_id
    first. Each value lands where its name says, however it is passed."""
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu2)
        def body():
            @runtime_sequence()
            def seq():
                npu_push_queue(0, 0, DMAChannelDir.MM2S, 0, True, 2, 5)
                npu_push_queue(column=0, row=0, direction=DMAChannelDir.S2MM, channel=0,
                               bd_id=7, issue_token=False, repeat_count=3)
    text = text_of(ctx)
    assert "aiex.npu.push_queue(0, 0, MM2S : 0) bd_id %c5_i32 repeat %c2_i32 {issue_token = true}" in text
    assert "aiex.npu.push_queue(0, 0, S2MM : 0) bd_id %c7_i32 repeat %c3_i32 {issue_token = false}" in text


def test_npu_instruction_words():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            @runtime_sequence()
            def seq():
                npu_write32(0x1000, 5, column=0, row=2)
    words = translate_npu_to_binary(ctx.module)
    # The header's 4 words, then one write32: opcode 0, column/row, address, value.
    assert len(words) > 4 and 5 in words[4:]
    assert 0x1000 in [w & 0xFFFFF for w in words[4:]]


def test_control_packets_as_words():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1)
        def body():
            t = tile(0, 0)
            t.attributes["controller_id"] = AttrBuilder.get("PacketInfoAttr")([2, 3])

            @runtime_sequence()
            def seq():
                control_packet(address=0x0001F000, opcode=0, stream_id=0, data=[7])
                control_packet(address=0x00000400, opcode=1, stream_id=2, length=4)
    words = generate_control_packets(ctx.module.operation)
    assert len(words) == 5 and words[2] == 7
    assert words[1] & 0xFFFFF == 0x1F000


def test_block_float_element_types():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu2)
        def body():
            object_fifo("bfp", tile(0, 0), tile(1, 2), 1, np.ndarray[(256,), np.dtype[v8bfp16ebs8]])
    assert '!aie.objectfifo<memref<256x!aiex.bfp<"v8bfp16ebs8">>>' in text_of(ctx)
