"""aie.dialects.aie: mlir-aie's builders and conveniences over the ops
generated from aiec's op table; every module built here prints as aiec
prints it, parses back to the same text and verifies."""

import numpy as np
import pytest

import aie.extras.types as T
from aie.dialects.aie import (
    AIEDevice, AIETileType, Core, DMAChannelDir, DMAStartOp, Device, EndOp, LockAction, ObjectFifoPort, RouteEndpointOp, TileOp,
    TraceMode,
    TracePacketType, WireBundle, another_bd, bd_chain, bd_dim_layout, bd_pad_layout, buffer, core, device, dma,
    dma_bd, dma_start, end, external_buffer, external_func, find_matching_buffers, find_matching_flows,
    find_matching_locks, find_neighbors, flow, get_target_model, lock, logical_tile, mem, memtile_dma,
    next_bd, npu_write_rtp, object_fifo, object_fifo_link, packetflow, shim_dma_allocation, shim_mem, shim_mux,
    switchbox, tile, trace, amsel, masterset, trace_combo_event, trace_edge_event, trace_event, trace_mode, trace_packet,
    trace_port, trace_start, trace_stop, use_lock, ComboLogic, EdgeTrigger, connect,
)
from aie.dialects.aiex import runtime_sequence
from aie.ir import AttrBuilder, Block, FlatSymbolRefAttr, InsertionPoint, MLIRError, Module
from aie.extras.context import mlir_mod_ctx


def text_of(ctx):
    """The module's text, checked to parse back to itself and to verify."""
    text = str(ctx.module)
    again = Module.parse(text)
    assert str(again) == text
    assert again.operation.verify()
    assert ctx.module.operation.verify()
    return text


def test_device_tiles_buffers_locks():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            buffer(t, np.ndarray[(16,), np.dtype[np.int32]], name="buf", initial_value=np.arange(16, dtype=np.int32))
            buffer(t, T.memref(4, T.i16()))
            lock(t, lock_id=3, init=1, sym_name="prod")
            my_lock = lock(t, sym_name="")  # named after the variable
            assert my_lock.owner.attributes["sym_name"].value == "my_lock"
    text = text_of(ctx)
    assert "aie.device(npu1_1col) {" in text
    assert "%tile_0_2 = aie.tile(0, 2)" in text
    assert '%buf = aie.buffer(%tile_0_2) {sym_name = "buf"} : memref<16xi32> = dense<' in text
    assert "aie.buffer(%tile_0_2) : memref<4xi16>" in text
    assert '%prod = aie.lock(%tile_0_2, 3) {init = 1 : i32, sym_name = "prod"}' in text
    assert '%my_lock = aie.lock(%tile_0_2) {sym_name = "my_lock"}' in text


def test_device_and_core_classes_with_blocks():
    with mlir_mod_ctx() as ctx:
        dev = Device(AIEDevice.xcve2802)
        with InsertionPoint(Block.create_at_start(dev.body_region)):
            t = tile(1, 3)
            f = external_func("kernel", inputs=[np.ndarray[(8,), np.dtype[np.int32]], np.int32], link_with="k.o")
            buf = buffer(t, T.memref(8, T.i32()), name="b")
            c = Core(t, stack_size=2048)
            with InsertionPoint(Block.create_at_start(c.body)):
                f(buf, 7)
                end()
            end()
    text = text_of(ctx)
    assert 'func.func private @kernel(memref<8xi32>, i32) attributes {link_with = "k.o"}' in text
    assert "%core_1_3 = aie.core(%tile_1_3) {" in text
    assert "func.call @kernel(%b, %c7_i32) : (memref<8xi32>, i32) -> ()" in text
    assert "stack_size = 2048 : i32" in text


def test_core_link_with_is_refused():
    with mlir_mod_ctx():
        with pytest.raises(TypeError, match="link_with"):
            Core(tile(0, 2), link_with="x.o")


def test_external_func_link_with_mode_is_checked():
    with mlir_mod_ctx():
        with pytest.raises(ValueError, match="requires link_with"):
            external_func("f", inputs=[], link_with_mode="merge")
        with pytest.raises(ValueError, match="only supported value is 'merge'"):
            external_func("f", inputs=[], link_with="f.ll", link_with_mode="link")


def test_object_fifos_acquire_release_and_links():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            s, m, c = tile(0, 0), tile(0, 1), tile(0, 2)
            of_in = object_fifo("in", s, m, 2, np.ndarray[(64,), np.dtype[np.int32]])
            of_mid = object_fifo("mid", m, c, [2, 2], T.memref(64, T.i32()),
                                 dimensionsToStream=[bd_dim_layout(size=8, stride=8), (8, 1)])
            object_fifo_link(of_in, of_mid)
            of_out = object_fifo("out", c, s, 2, T.memref(64, T.i32()),
                                 initValues=[np.zeros(64, np.int32), np.ones(64, np.int32)])
            of_out.set_repeat_count(2)

            @core(c)
            def core_body():
                x = of_mid.acquire(ObjectFifoPort.Consume, 1)
                y = of_out.acquire(ObjectFifoPort.Produce, 1)
                y[0] = x[3] + 1
                of_mid.release(ObjectFifoPort.Consume, 1)
                of_out.release(ObjectFifoPort.Produce, 1)
    text = text_of(ctx)
    assert "aie.objectfifo @in(%shim_noc_tile_0_0, {%mem_tile_0_1}, 2 : i32) : !aie.objectfifo<memref<64xi32>>" in text
    assert "dimensionsToStream [<size = 8, stride = 8>, <size = 8, stride = 1>]" in text
    assert "[2 : i32, 2 : i32]" in text
    assert "aie.objectfifo.link [@in] -> [@mid]([] [])" in text
    assert "= [dense<0> : memref<64xi32>, dense<1> : memref<64xi32>]" in text
    assert "repeat_count = 2 : i32" in text
    assert "aie.objectfifo.acquire @mid(Consume, 1) : !aie.objectfifosubview<memref<64xi32>>" in text
    assert "arith.addi" in text and "memref.store" in text
    assert "aie.objectfifo.release @out(Produce, 1)" in text


def test_dma_start_names_its_channel_by_an_endpoint():
    """The channel is an index or a route endpoint: by name, symbol
    reference or op (upstream's signature, one place for both)."""
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            tiles = [tile(0, r) for r in (2, 3, 4)]
            ends = [RouteEndpointOp(f"e{r}", t, WireBundle.DMA) for r, t in zip((2, 3, 4), tiles)]
            channels = ["e2", FlatSymbolRefAttr.get("e3"), ends[2]]
            for t, channel in zip(tiles, channels):
                @mem(t)
                def m(block):
                    dma_start(DMAChannelDir.S2MM, channel, dest=block[1], chain=block[2])
                    with block[1]:
                        next_bd(block[1])
                    with block[2]:
                        EndOp()
    text = text_of(ctx)
    for r in (2, 3, 4):
        assert f"aie.dma_start(S2MM, @e{r}, ^bb1, ^bb2)" in text
    with pytest.raises(TypeError, match="index or a route endpoint"):
        DMAStartOp(DMAChannelDir.S2MM, 1.5)


def test_dma_programs():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu2_1col)
        def body():
            t, m = tile(0, 2), tile(0, 1)
            buf = buffer(t, T.memref(16, T.i32()), name="b0")
            mbuf = buffer(m, T.memref(1024, T.i32()), name="mb")
            l0, l1 = lock(t, lock_id=0, init=1), lock(t, lock_id=1)
            ml0, ml1 = lock(m, lock_id=0, init=1), lock(m, lock_id=1)

            @mem(t)
            def m0(block):
                dma_start(DMAChannelDir.S2MM, 0, dest=block[1], chain=block[2])
                with block[1]:
                    use_lock(l0, LockAction.AcquireGreaterEqual)
                    dma_bd(buf, offset=0, transfer_len=16)
                    use_lock(l1, LockAction.Release, value=1)
                    next_bd(block[1])
                with block[2]:
                    EndOp()

            @memtile_dma(m)
            def m1():
                @dma(DMAChannelDir.MM2S, 0, num_blocks=2, pad_value=3)
                def first():
                    use_lock(ml1, LockAction.AcquireGreaterEqual)
                    dma_bd(mbuf, transfer_len=512, sizes=[2, 128], strides=[128, 1],
                           pad_dimensions=[bd_pad_layout(1, 1), (0, 0)])
                    use_lock(ml0, LockAction.Release)

                @another_bd(first)
                def second():
                    use_lock(ml1, LockAction.AcquireGreaterEqual)
                    dma_bd(mbuf, transfer_len=128)
                    use_lock(ml0, LockAction.Release)
                EndOp()

            @shim_mem(tile(0, 0))
            def m2():
                EndOp()
    text = text_of(ctx)
    assert "aie.dma_start(S2MM, 0, ^bb1, ^bb2)" in text
    assert "aie.dma_bd(%b0 : memref<16xi32> offset = 0 len = 16)" in text  # given, so kept
    assert "aie.next_bd ^bb1" in text
    assert "aie.dma(MM2S, 0) {pad_value = 3 : i32} [{" in text and "}, {" in text
    assert "sizes = [2, 128] strides = [128, 1] pad [<const_pad_before = 1, const_pad_after = 1>, " in text
    assert "aie.shim_dma(%shim_noc_tile_0_0)" in text


def test_bd_chain_takes_arguments():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            @bd_chain(T.memref(16, T.i32()))
            def chain(bd, a):
                with bd[0]:
                    dma_bd(a, transfer_len=16)
                    EndOp()
    text = text_of(ctx)
    assert "aie.bd_chain @chain(%arg0: memref<16xi32>) {" in text


def test_flows_switchboxes_and_queries():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1)
        def body():
            s, c2, c3 = tile(1, 0), tile(1, 2), tile(1, 3)
            flow(s, WireBundle.DMA, 0, c2, WireBundle.DMA, 1)
            flow(c2, dest=c3)
            packetflow(3, s, WireBundle.DMA, 1, [{"dest": c2, "port": WireBundle.DMA, "channel": 0}],
                       keep_pkt_header=True)

            @switchbox(c3)
            def sb():
                connect(WireBundle.South, 0, WireBundle.DMA, 0)
                EndOp()

            @shim_mux(s)
            def mux():
                connect(WireBundle.DMA, 0, WireBundle.North, 3)
                EndOp()
            lock(c2, lock_id=0, sym_name="a", annot="x")
            buffer(c3, T.memref(4, T.i32()), name="bb")
            shim_dma_allocation("alloc", s, DMAChannelDir.MM2S, 0)

            flows = find_matching_flows([c2])
            assert [(int(f.source_channel), int(f.dest_channel)) for f in flows] == [(0, 1), (0, 0)]
            assert len(find_matching_flows([c2], filter_source=True)) == 1
            assert [v.get_name() for v in find_matching_locks([c2], annot="x")] == ["%a"]
            assert find_matching_locks([c2], annot="y") == []
            assert [v.get_name() for v in find_matching_buffers([c3])] == ["%bb"]
            n = find_neighbors(c3)
            assert n.south == c2 and n.north is None
            assert c2.flows() == flows
            assert c2 < c3 and tile(1, 2) == c2 and hash(tile(1, 2)) == hash(c2)
    text = text_of(ctx)
    assert "aie.flow(%shim_noc_tile_1_0, DMA : 0, %tile_1_2, DMA : 1)" in text
    assert "aie.flow(%tile_1_2, DMA : 0, %tile_1_3, DMA : 0)" in text
    assert "aie.packet_flow(3) {" in text and "keep_pkt_header = true" in text
    assert "aie.switchbox(%tile_1_3) {" in text and "aie.connect<South : 0, DMA : 0>" in text
    assert "aie.shim_mux(%shim_noc_tile_1_0) {" in text
    assert "annot = {x}" in text


def test_deterministic_merge_schedule():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1)
        def body():
            t = tile(1, 3)

            @switchbox(t)
            def sb():
                a = amsel(0, 0, deterministic_merge=[(WireBundle.North, 1, 2), ("DMA", 0, 1)])
                masterset(WireBundle.South, 1, [a])
                EndOp()
    text = text_of(ctx)
    assert "aie.amsel<0> (0) deterministic_merge [<North : 1, 2>, <DMA : 0, 1>]" in text
    slots = Module.parse(text).body.operations[0].regions[0].blocks[0].operations[1]
    merge = slots.regions[0].blocks[0].operations[0].attributes["deterministic_merge"]
    assert str(merge) == "[#aie.merge_slot<North : 1, 2>, #aie.merge_slot<DMA : 0, 1>]"
    with pytest.raises(Exception, match="not a case of WireBundle"):
        with mlir_mod_ctx():
            @device(AIEDevice.npu1)
            def bad():
                @switchbox(tile(1, 3))
                def sb():
                    amsel(0, 0, deterministic_merge=[("Up", 1, 2), ("DMA", 0, 1)])


def test_tile_kinds_from_the_device_model():
    with mlir_mod_ctx():
        @device(AIEDevice.npu1_1col)
        def body():
            assert tile(0, 0).is_shim_noc_tile() and tile(0, 0).is_shim_tile()
            assert tile(0, 1).is_mem_tile() and not tile(0, 1).is_core_tile()
            assert tile(0, 2).is_core_tile()
            lt = logical_tile(AIETileType.MemTile)
            assert lt.is_mem_tile() and not lt.is_shim_tile()


def test_logical_tiles():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu2)
        def body():
            logical_tile(AIETileType.CoreTile)
            logical_tile(AIETileType.ShimNOCTile, col=3)
    text = text_of(ctx)
    assert "aie.logical_tile<CoreTile>(?, ?)" in text
    assert "aie.logical_tile<ShimNOCTile>(3, ?)" in text


def test_target_model_queries():
    npu1 = get_target_model(AIEDevice.npu1_1col)
    assert (npu1.columns(), npu1.rows()) == (1, 6)
    assert npu1.get_tile_type(0, 1) == AIETileType.MemTile
    assert npu1.is_npu() and npu1.get_target_arch() == 2
    assert (npu1.get_column_shift(), npu1.get_row_shift()) == (25, 20)
    assert npu1.get_num_locks(0, 1) == 64 and npu1.get_num_locks(0, 2) == 16
    assert npu1.get_num_bds(0, 1) == 48 and npu1.get_num_bds(0, 2) == 16
    assert npu1.get_local_memory_size() == 0x10000 and npu1.get_mem_tile_size() == 0x80000
    assert npu1.get_num_mem_tile_rows() == 1
    assert [npu1.get_mem_south_base_address(), npu1.get_mem_west_base_address(),
            npu1.get_mem_north_base_address(), npu1.get_mem_east_base_address()] == [
        0x40000, 0x50000, 0x60000, 0x70000]
    assert npu1.is_mem_east(0, 2, 0, 2) and npu1.is_mem_north(0, 2, 0, 3) and npu1.is_mem_south(0, 3, 0, 2)
    assert npu1.is_west(1, 2, 0, 2) and npu1.is_east(0, 2, 1, 2) and npu1.is_internal(0, 2, 0, 2)
    assert npu1.is_legal_mem_affinity(0, 3, 0, 2) and not npu1.is_legal_mem_affinity(0, 2, 0, 4)
    assert npu1.get_num_source_switchbox_connections(0, 2, int(WireBundle.DMA)) == 2
    assert npu1.get_num_dest_shim_mux_connections(0, 0, int(WireBundle.North)) > 0
    vc = get_target_model("xcvc1902")
    assert not vc.is_npu() and vc.get_target_arch() == 1 and vc.get_mem_tile_size() == 0
    assert vc.is_shim_pl_tile(0, 0) and vc.is_shim_noc_tile(2, 0)
    # AIE1: a core's own memory is west on even rows, east on odd rows.
    assert vc.is_mem_west(3, 2, 3, 2) and vc.is_mem_east(3, 3, 3, 3) and vc.is_mem_west(3, 3, 2, 3)
    with pytest.raises(ValueError, match="outside npu1_1col"):
        npu1.get_tile_type(1, 0)
    with pytest.raises(ValueError, match="unknown device 'npu9'"):
        get_target_model("npu9")


def test_traces():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)

            @trace(t, "tr")
            def tr():
                trace_mode(TraceMode.EventPC)
                trace_packet(2, TracePacketType.ShimTile)
                trace_event("INSTR_EVENT_0", label="start")
                trace_port(0, WireBundle.DMA, 0, DMAChannelDir.S2MM)
                trace_combo_event(0, "INSTR_EVENT_0", ComboLogic.AND, "INSTR_EVENT_1")
                trace_edge_event(0, "LOCK_STALL", EdgeTrigger.RISING)
                trace_start(broadcast=15)
                trace_stop(event="NONE")
    text = text_of(ctx)
    for line in ["aie.trace @tr(%tile_0_2) {", "aie.trace.mode \"Event-PC\"", "aie.trace.packet id = 2 type = shimtile",
                 'aie.trace.event <"INSTR_EVENT_0"> label = "start"', "aie.trace.start broadcast = 15",
                 'aie.trace.stop event = <"NONE">']:
        assert line in text, line


def test_runtime_parameters_and_buffer_indexing():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            rtp = buffer(t, T.memref(4, T.i32()), name="rtp", use_write_rtp=True)

            @core(t)
            def c():
                v = rtp[1]
                rtp2 = buffer  # noqa: F841 (the class, not a call)
                assert v.type == T.i32()

            @runtime_sequence()
            def seq():
                rtp[2] = 5
                npu_write_rtp("rtp", 3, 7)
    text = text_of(ctx)
    assert "memref.load %rtp[%c1] : memref<4xi32>" in text
    assert 'aiex.npu.rtp_write(@rtp, 2, %c5_i32)' in text
    assert 'aiex.npu.rtp_write(@rtp, 3, %c7_i32)' in text


def test_external_buffer_is_a_memref():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.xcvc1902)
        def body():
            eb = external_buffer(np.ndarray[(8,), np.dtype[np.int16]], name="ext")
            assert eb.shape == (8,) and eb.dtype == T.i16()
    assert '%ext = aie.external_buffer {sym_name = "ext"} : memref<8xi16>' in text_of(ctx)


def test_attribute_builders():
    with mlir_mod_ctx():
        packet = AttrBuilder.get("PacketInfoAttr")([2, 3])
        assert str(packet) == "#aie.packet_info<pkt_type = 2, pkt_id = 3>"
        # A type of 0 shows, as mlir-aie at 3ca0193 printed it.
        zero = AttrBuilder.get("PacketInfoAttr")([0, 4])
        assert str(zero) == "#aie.packet_info<pkt_type = 0, pkt_id = 4>"
        it = AttrBuilder.get("BDIterationAttr")((4, 1, 0))
        assert str(it) == "#aie.bd_iteration<size = 4, stride = 1, current = 0>"
        dims = AttrBuilder.get("BDDimLayoutArrayAttr")([(2, 1), bd_dim_layout(3, 4)])
        assert str(dims) == "#aie<bd_dim_layout_array[<size = 2, stride = 1>, <size = 3, stride = 4>]>"
        assert str(bd_dim_layout(1, 2)) == "#aie.bd_dim_layout<size = 1, stride = 2>"
        assert str(AttrBuilder.get("AIEI8Attr")(5)) == "5 : i8"
        assert str(AttrBuilder.get("AIE_ObjectFifo_Depth")([2, 3])) == "[2 : i32, 3 : i32]"
        with pytest.raises(ValueError, match="pkt_type, pkt_id"):
            AttrBuilder.get("PacketInfoAttr")([1])


def test_a_module_prints_a_packets_type_as_3ca0193_did():
    with mlir_mod_ctx() as ctx:
        t = tile(col=1, row=3)
        b = buffer(t, np.ndarray[(12,), np.dtype[np.int32]])
        dma_bd(b, packet=(0, 4))
    assert "{packet = #aie.packet_info<pkt_type = 0, pkt_id = 4>}" in text_of(ctx)


def test_bad_input_names_the_python_line():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            tile(3, 2)  # outside a one-column device
    with pytest.raises(MLIRError) as e:
        ctx.module.operation.verify()
    assert "test_dialects_aie.py:" in str(e.value)
    assert "column index (3)" in str(e.value)


def test_bad_values_raise_not_crash():
    with mlir_mod_ctx():
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            with pytest.raises(ValueError, match="lock_id|lockID"):
                lock(t, lock_id="x")
            with pytest.raises(ValueError, match="not a case of"):
                flow(t, "NOWHERE", 0, t, WireBundle.DMA, 0)
            with pytest.raises(TypeError):
                buffer(t, T.memref(4, T.i32()), initial_value=[1, 2, 3, 4])


def test_configuration_translations(tmp_path):
    from aie.dialects.aie import generate_cdo, generate_xaie
    from aie.extras.runtime.passes import Pipeline, run_pipeline

    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            buffer(t, T.memref(4, T.i32()), name="x")

            @core(t)
            def c():
                pass
    with pytest.raises(MLIRError, match="must have address assigned"):
        generate_xaie(ctx.module)
    generate_cdo(ctx.module, tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "main_aie_cdo_elfs.bin", "main_aie_cdo_enable.bin", "main_aie_cdo_init.bin"]
    with pytest.raises(ValueError, match="aiesim is not covered"):
        generate_cdo(ctx.module, tmp_path, aiesim=True)
    placed = run_pipeline(ctx.module, Pipeline().Device(Pipeline().add_pass("aie-assign-buffer-addresses")))
    assert "XAie_" in generate_xaie(placed)


def test_entering_a_successor_builds_its_block():
    with mlir_mod_ctx() as ctx:
        @device(AIEDevice.npu1_1col)
        def body():
            t = tile(0, 2)
            buf = buffer(t, T.memref(4, T.i32()), name="x")

            @mem(t)
            def m():
                dest, chain = dma_start(DMAChannelDir.S2MM, 0)
                with dest:
                    dma_bd(buf, transfer_len=4)
                    next_bd()
                with chain:
                    EndOp()
    text = text_of(ctx)
    assert "aie.dma_start(S2MM, 0, ^bb1, ^bb2)\n    ^bb1:" in text
    assert "aie.next_bd ^bb1\n    ^bb2:" in text
