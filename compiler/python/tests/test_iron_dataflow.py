"""aie.iron's data movement: ObjectFifo and its ends (split, join, forward,
links), Flow, PacketFlow, TileDma, CascadeFlow, Buffer and Lock, and what
each resolves to (docs/python-iron.md)."""

import re

import numpy as np
import pytest

from aie.dialects._aie_enum_gen import AIETileType, DMAChannelDir, WireBundle
from aie.extras.context import mlir_mod_ctx
from aie.ir import MLIRError
from aie.iron import (
    Acquire,
    Bd,
    Buffer,
    CascadeFlow,
    DmaChannel,
    Flow,
    Lock,
    ObjectFifo,
    PacketDest,
    PacketFlow,
    Program,
    Release,
    Runtime,
    TileDma,
    Worker,
)
from aie.iron.dataflow import ObjectFifoLink
from aie.iron.device import NPU1Col1, NPU2Col1, Tile
from aie.iron.resolvable import NotResolvedError

I8 = np.ndarray[(8,), np.dtype[np.int8]]
I32 = np.ndarray[(16,), np.dtype[np.int32]]
HALF = np.ndarray[(8,), np.dtype[np.int32]]


def resolve(workers, rt=None, device=NPU1Col1):
    """The design's module text."""
    rt = rt or Runtime(lambda: None)
    return str(Program(device(), rt, workers=workers).resolve_program())


def fifo_line(text, name):
    return next(
        line.strip() for line in text.splitlines() if f"aie.objectfifo @{name}(" in line
    )


# --- ObjectFifo and its ends ------------------------------------------------------


def test_fifo_construction_checks_its_arguments():
    fifo = ObjectFifo(I32, name="x", depth=3)
    assert (fifo.name, fifo.depth, tuple(fifo.shape), fifo.dtype) == (
        "x",
        3,
        (16,),
        np.int32,
    )
    assert fifo.obj_type is I32 and fifo.dims_to_stream is None
    first, second = ObjectFifo(I8), ObjectFifo(I8)
    assert re.fullmatch(r"of\d+", first.name)
    assert int(second.name[2:]) == int(first.name[2:]) + 1
    with pytest.raises(
        ValueError, match="Default ObjectFifo depth must be > 0, but got 0"
    ):
        ObjectFifo(I8, depth=0)
    with pytest.raises(TypeError, match="depth must be an int"):
        ObjectFifo(I8, depth="2")
    with pytest.raises(
        TypeError, match=r"obj_type must be an np.ndarray\[\(shape...\)"
    ):
        ObjectFifo(np.int32)
    with pytest.raises(TypeError, match="consumer_obj_type"):
        ObjectFifo(I8, consumer_obj_type=[4])
    with pytest.raises(TypeError, match="delegate_tile must be a Tile"):
        ObjectFifo(I8, delegate_tile=(0, 1))
    with pytest.raises(NotResolvedError):
        fifo.op


def test_one_producer_end_and_a_consumer_end_per_call():
    fifo = ObjectFifo(I8, depth=2, dims_from_stream_per_cons=[(2, 4), (4, 1)])
    prod = fifo.prod(channel=1, tile=Tile(0, 0))
    assert fifo.prod() is prod and fifo.prod(depth=3) is prod
    assert fifo.prod(tile=Tile(0, 0)) is prod  # the same place
    with pytest.raises(
        ValueError, match="already pinned to channel 1, cannot re-pin to 0"
    ):
        fifo.prod(channel=0)
    with pytest.raises(ValueError, match="already pinned to shim tile"):
        fifo.prod(tile=Tile(1, 0))
    with pytest.raises(ValueError, match="Depth must be > 1, but got 0"):
        fifo.prod(depth=0)
    a, b = fifo.cons(), fifo.cons(depth=4, dims_from_stream=[(8, 1)])
    assert a is not b and (a.depth, b.depth) == (2, 4)
    assert a.dims_from_stream == [(2, 4), (4, 1)] and b.dims_from_stream == [(8, 1)]
    assert (prod.handle_type, a.handle_type, prod.channel) == ("prod", "cons", 1)
    assert (prod.name, prod.obj_type, prod.dtype, tuple(prod.shape)) == (
        fifo.name,
        I8,
        np.int8,
        (8,),
    )
    with pytest.raises(
        ValueError, match="prod ObjectFifoHandles cannot have dims_from_stream"
    ):
        prod.dims_from_stream
    assert str(a) == f"ObjectFifoHandle(cons, 2, [(2, 4), (4, 1)], {fifo})"
    assert str(fifo).startswith(
        f"ObjectFifo({I8}, depth=2, name='{fifo.name}', prod=None"
    )


def test_depths_come_from_the_end_or_the_fifo():
    fifo = ObjectFifo(I8, depth=None)
    with pytest.raises(
        ValueError, match="If depth is None, then depth must be specified"
    ):
        fifo.cons()
    with pytest.raises(ValueError, match="Must specify either ObjectFifoHandle depth"):
        fifo.prod()
    assert fifo.prod(depth=2).depth == 2
    with pytest.raises(ValueError, match="If depth is None"):
        fifo.prod()
    with pytest.raises(TypeError, match="Consumer depth must be an int"):
        fifo.cons(depth=1.5)


def test_an_end_is_bound_once():
    fifo = ObjectFifo(I8)
    end = fifo.cons()
    Worker(None, [end])
    with pytest.raises(
        ValueError, match=r"Endpoint already set for ObjectFifoHandle .*\.cons"
    ):
        Worker(None, [end])
    with pytest.raises(
        ValueError, match="Can only specify dims_from_stream for cons handles"
    ):
        type(end)(fifo, True, 2, dims_from_stream=[(1, 1)])


def test_tiles_need_every_end_bound():
    fifo = ObjectFifo(I8)
    with pytest.raises(ValueError, match="prod was not created"):
        fifo.tiles()
    fifo.prod()
    with pytest.raises(ValueError, match="Prod endpoint not set"):
        fifo.tiles()
    with pytest.raises(ValueError, match="cons were not created"):
        fifo.tiles(cons_only=True)
    w1, w2 = Worker(None, [fifo.prod()]), Worker(None, [fifo.cons()])
    assert fifo.tiles() == [w1.tile, w2.tile]
    fifo.cons()
    with pytest.raises(ValueError, match="Cons endpoint not set"):
        fifo.tiles()


def test_iter_count_is_1_to_256():
    fifo = ObjectFifo(I8)
    fifo.set_iter_count(256)
    for bad in (0, 257, None, True):
        with pytest.raises(ValueError, match=r"Iter count must be in \[1, 256\] range"):
            fifo.set_iter_count(bad)


def test_a_core_to_core_fifo_resolves_with_its_options():
    fifo = ObjectFifo(
        I8,
        name="a",
        plio=True,
        pad_dimensions=[(1, 1)],
        pad_value=5,
        disable_synchronization=True,
        via_DMA=True,
        repeat_count=3,
        init_values=[np.arange(8, dtype=np.int8), np.ones(8, np.int8)],
        consumer_obj_type=np.ndarray[(4,), np.dtype[np.int8]],
    )
    w0 = Worker(None, [fifo.prod(channel=1)])
    w1 = Worker(
        None, [fifo.cons(depth=3, channel=0, dims_from_stream=[(2, 4), (4, 1)])]
    )
    w2 = Worker(None, [fifo.cons()])
    line = fifo_line(resolve([w0, w1, w2], device=NPU2Col1), "a")
    assert line.startswith(
        "aie.objectfifo @a(%logical_core, {%logical_core_0 dimensionsFromStream "
        "[<size = 2, stride = 4>, <size = 4, stride = 1>], %logical_core_1}, "
        "[2 : i32, 3 : i32, 2 : i32]) {"
    )
    for attribute in (
        "cons_dma_channels = array<i32: 0, -1>",
        "consumerElemType = !aie.objectfifo<memref<4xi8>>",
        "disable_synchronization = true",
        "padDimensions = #aie<bd_pad_layout_array[<const_pad_before = 1, const_pad_after = 1>]>",
        "padValue = 84215045 : i32",  # 5 in each byte
        "plio = true",
        "prod_dma_channel = 1 : i32",
        "repeat_count = 3 : i32",
        "via_DMA = true",
    ):
        assert attribute in line
    assert line.endswith(
        ": !aie.objectfifo<memref<8xi8>> = [dense<[0, 1, 2, 3, 4, 5, 6, 7]> : "
        "memref<8xi8>, dense<1> : memref<8xi8>]"
    )


def test_delegate_tile_and_stream_ends():
    shared = ObjectFifo(I8, name="d", delegate_tile=Tile(0, 3))
    stream = ObjectFifo(I8, name="s", aie_stream=(1, 0))
    text = resolve(
        [
            Worker(None, [shared.prod(), stream.prod()], tile=Tile(0, 2)),
            Worker(None, [shared.cons(), stream.cons()]),
        ]
    )
    assert "%logical_core_1 = aie.logical_tile<CoreTile>(0, 3)" in text
    assert "aie.objectfifo.allocate @d(%logical_core_1)" in text
    assert "{aie_stream = 1 : i32, aie_stream_port = 0 : i32}" in fifo_line(text, "s")


def test_acquire_and_release_check_the_depth():
    fifo = ObjectFifo(I32, name="q", depth=2)
    seen = {}

    def body(prod, cons):
        with pytest.raises(ValueError, match="acquire 3 must be smaller than depth 2"):
            prod.acquire(3)
        with pytest.raises(ValueError, match="release 3 must be smaller than depth 2"):
            cons.release(3)
        with pytest.raises(ValueError, match="Must consume at least one element"):
            cons.acquire(0)
        with pytest.raises(ValueError, match="Must produce at least one element"):
            prod.release(0)
        seen["two"] = cons.acquire(2)
        seen["one"] = prod.acquire(1)
        cons.release(2)
        prod.release(1)

    w = Worker(body, [fifo.prod(), fifo.cons()], while_true=False)
    text = resolve([w])
    assert len(seen["two"]) == 2
    assert "aie.objectfifo.acquire @q(Consume, 2)" in text
    assert re.search(r"aie.objectfifo.subview.access %(\d+)\[1\]", text)
    assert "aie.objectfifo.release @q(Consume, 2)" in text
    assert "scf.for %arg0 = %c0 to %c1 step %c1_0" in text


def test_split_join_and_forward_make_linked_fifos_on_mem_tiles():
    src = ObjectFifo(I32, name="src")
    halves = src.cons().split(
        [0, 8], obj_types=[HALF, HALF], names=["lo", "hi"], depths=[1, 2]
    )
    assert [h.name for h in halves] == ["lo", "hi"] and [h.depth for h in halves] == [
        1,
        2,
    ]
    dst = ObjectFifo(I32, name="dst")
    parts = dst.prod().join([0, 8], obj_types=[HALF, HALF])
    assert [p.name for p in parts] == ["dst_join0", "dst_join1"]
    out = dst.cons().forward(depth=3)
    assert (out.name, out.depth) == ("dst_fwd", 3)
    link = src._cons[0].endpoint
    assert (
        isinstance(link, ObjectFifoLink) and link.tile.tile_type == AIETileType.MemTile
    )
    workers = [Worker(None, [halves[i].cons(), parts[i].prod()]) for i in range(2)]
    workers.append(Worker(None, [src.prod(), out.cons()]))
    text = resolve(workers)
    assert "aie.objectfifo.link [@src] -> [@lo, @hi]([] [0, 8])" in text
    assert "aie.objectfifo.link [@dst_join0, @dst_join1] -> [@dst]([0, 8] [])" in text
    assert "aie.objectfifo.link [@dst] -> [@dst_fwd]([] [0])" in text
    assert text.count("aie.logical_tile<MemTile>(?, ?)") == 3


def test_split_options_reach_the_new_fifos():
    src = ObjectFifo(I32, name="s")
    (a,) = src.cons().split(
        [0],
        dims_to_stream=[[(4, 1)]],
        dims_from_stream=[[(2, 2)]],
        repeat_counts=[2],
        pad_dimensions=[[(1, 0)]],
        pad_value=[7],
        plio=True,
        tile=Tile(0, 1),
    )
    assert a.dims_to_stream == [(4, 1)] and a.dims_from_stream_per_cons == [(2, 2)]
    assert (a._repeat_count, a._pad_dimensions, a._pad_value, a._plio) == (
        2,
        [(1, 0)],
        7,
        True,
    )
    assert src._cons[0].endpoint.tile.col == 0


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda f: f.prod().split([0]), "Cannot split() a prod ObjectFifoHandle"),
        (lambda f: f.cons().join([0]), "Cannot join() a cons ObjectFifoHandle"),
        (lambda f: f.prod().forward(), "Cannot forward a prod ObjectFifoHandle"),
        (
            lambda f: f.cons().split([0, 1], depths=[1]),
            "Number of depths does not match",
        ),
        (
            lambda f: f.cons().split([0], names=["a", "b"]),
            "Number of names does not match",
        ),
        (
            lambda f: f.cons().split([0], obj_types=[]),
            "Number of obj_types does not match",
        ),
        (
            lambda f: f.cons().split([0], dims_to_stream=[[], []]),
            "dims_to_stream arrays",
        ),
        (
            lambda f: f.cons().split([0], pad_value=[1, 2]),
            "Number of pad_value does not match",
        ),
        (
            lambda f: f.prod().join([0], repeat_counts=[1, 2]),
            "repeat_counts does not match",
        ),
        (
            lambda f: f.prod().join([0, 4], dims_to_stream=[[]]),
            "dims to stream does not match",
        ),
    ],
)
def test_split_join_forward_refuse_bad_requests(make, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        make(ObjectFifo(I32))


def test_links_check_their_ends():
    a, b, c = (ObjectFifo(I8) for _ in range(3))
    with pytest.raises(ValueError, match="at least one source"):
        ObjectFifoLink([], b.prod())
    with pytest.raises(ValueError, match="at least one destination"):
        ObjectFifoLink(a.cons(), [])
    with pytest.raises(ValueError, match="not both"):
        ObjectFifoLink([a.cons(), b.cons()], [c.prod(), ObjectFifo(I8).prod()])
    with pytest.raises(ValueError, match="number of source offsets"):
        ObjectFifoLink([a.cons(), b.cons()], c.prod(), src_offsets=[0])
    with pytest.raises(ValueError, match="number of destination offsets"):
        ObjectFifoLink(a.cons(), [b.prod(), c.prod()], dst_offsets=[0, 1, 2])
    with pytest.raises(TypeError, match="must be ObjectFifoHandles"):
        ObjectFifoLink(a, b.prod())
    link = ObjectFifoLink(
        a.cons(), b.prod(), tile=Tile(0, 2, tile_type=AIETileType.CoreTile)
    )
    assert link.tile.tile_type == AIETileType.CoreTile


def test_a_fifo_given_to_a_worker_must_be_an_end():
    with pytest.raises(
        ValueError, match="Cannot give an ObjectFifo directly to a worker"
    ):
        Worker(None, [ObjectFifo(I8)])


# --- Buffer and Lock ----------------------------------------------------------------


def test_buffers():
    with pytest.raises(
        ValueError, match="Must provide either type, initial value, or both"
    ):
        Buffer()
    with pytest.raises(TypeError, match="initial_value must be a numpy array"):
        Buffer(initial_value=[1, 2])
    with pytest.raises(TypeError, match="tile must be a Tile"):
        Buffer(I8, tile=(0, 2))
    typed = Buffer(initial_value=np.arange(4, dtype=np.int16), name="init")
    assert (tuple(typed.shape), typed.dtype, typed.tile) == ((4,), np.int16, None)
    assert re.fullmatch(r"buf_\d+", Buffer(I8)._name)
    with pytest.raises(AttributeError, match="before it has been resolved"):
        typed[0]
    with pytest.raises(NotResolvedError):
        typed.op
    worker = Worker(None, [typed])
    assert typed.tile is worker.tile and typed.tiles() == [worker.tile]
    with pytest.raises(ValueError, match="'init' has no explicit tile and is shared"):
        Worker(None, [typed])
    pinned = Buffer(
        I8,
        name="pinned",
        tile=Tile(0, 3, tile_type=AIETileType.CoreTile),
        address=0x400,
    )
    reader = Worker(None, [pinned])
    other = Worker(None, [pinned])
    assert pinned.tile is not reader.tile and pinned._owner_worker is reader
    text = resolve([worker, reader, other])
    assert "%logical_core_1 = aie.logical_tile<CoreTile>(0, 3)" in text
    assert (
        '%init = aie.buffer(%logical_core) {sym_name = "init"} : memref<4xi16> '
        "= dense<[0, 1, 2, 3]>" in text
    )
    assert (
        '%pinned = aie.buffer(%logical_core_1) {address = 1024 : i32, sym_name = "pinned"} '
        ": memref<8xi8>" in text
    )
    with pytest.raises(
        ValueError, match="Cannot resolve buffer until it has been placed"
    ):
        with mlir_mod_ctx():
            Buffer(I8).resolve()


def test_locks():
    tile = Tile(0, 2)
    lock = Lock(tile, lock_id=4, init=1, name="l")
    assert (lock.tile, lock.name) == (tile, "l")
    assert re.fullmatch(r"lock_\d+", Lock(tile).name)
    with pytest.raises(TypeError, match="Lock tile must be a Tile"):
        Lock((0, 2))
    with pytest.raises(NotResolvedError):
        lock.op

    def body(lk):
        lk.acquire(2)
        lk.acquire_exact()
        lk.release(3)

    rt = Runtime(lambda: None)
    rt.add_lock(lock)
    text = resolve([Worker(body, [lock], tile=tile, while_true=False)], rt)
    assert '%l = aie.lock(%logical_core_0, 4) {init = 1 : i32, sym_name = "l"}' in text
    assert re.search(r"aie.use_lock\(%l, AcquireGreaterEqual, %c2_i32\)", text)
    assert re.search(r"aie.use_lock\(%l, Acquire, %c1_i32\)", text)
    assert re.search(r"aie.use_lock\(%l, Release, %c3_i32\)", text)


# --- explicit routes and DMA programs ------------------------------------------------


def test_flows_and_packet_flows():
    shim = Tile(0, 0, tile_type=AIETileType.ShimNOCTile)
    mem = Tile(0, 1)
    core = Tile(0, 2)
    rt = Runtime(lambda: None)
    rt.add_flow(Flow(shim, mem, dst_channel=1, shim_symbol="to_mem"))
    flow = PacketFlow(
        7, mem, shim, src_channel=2, extra_dsts=[PacketDest(core, channel=1)],
        keep_pkt_header=True, shim_symbol="from_mem",
    )  # fmt: skip
    rt.add_flow(flow)
    rt.add_flow(Flow(core, mem, src_port=WireBundle.Core, dst_port=WireBundle.Core))
    assert flow.pkt_id == 7 and flow.all_tiles() == [mem, shim, core]
    text = resolve([], rt)
    assert "aie.flow(%logical_shim_noc, DMA : 0, %logical_mem, DMA : 1)" in text
    assert "aie.shim_dma_allocation @to_mem(%logical_shim_noc, MM2S, 0)" in text
    assert "aie.packet_source<%logical_mem, DMA : 2>" in text
    assert "aie.packet_dest<%logical_shim_noc, DMA : 0>" in text
    assert "aie.packet_dest<%logical_core, DMA : 1>" in text
    assert "} {keep_pkt_header = true}" in text
    assert "aie.shim_dma_allocation @from_mem(%logical_shim_noc, S2MM, 0)" in text
    assert "aie.flow(%logical_core, Core : 0, %logical_mem, Core : 0)" in text


def test_flow_arguments_are_checked():
    with pytest.raises(TypeError, match="Flow src must be a Tile"):
        Flow((0, 0), Tile())
    with pytest.raises(TypeError, match="PacketFlow dst must be a Tile"):
        PacketFlow(1, Tile(), "x")
    with pytest.raises(TypeError, match="extra_dsts must be PacketDest"):
        PacketFlow(1, Tile(), Tile(), extra_dsts=[Tile()])
    rt = Runtime(lambda: None)
    rt.add_flow(Flow(Tile(0, 1), Tile(0, 2), shim_symbol="s"))
    with pytest.raises(ValueError, match="shim_symbol='s' requires a shim endpoint"):
        resolve([], rt)


def test_tile_dma_program_blocks_and_pads():
    mem = Tile(0, 1)
    buf = Buffer(I32, name="b0", tile=mem)
    full, empty = Lock(mem, init=1, name="full"), Lock(mem, name="empty")
    program = TileDma(
        mem,
        [
            DmaChannel(
                DMAChannelDir.S2MM,
                0,
                [
                    Bd(buf, acquires=[Acquire(full)], releases=[Release(empty)]),
                    Bd(buf, offset=4, length=8, next=0, packet=(0, 7)),
                ],
            ),
            DmaChannel(
                DMAChannelDir.MM2S,
                1,
                [
                    Bd(
                        buf,
                        sizes=[2, 6],
                        strides=[8, 1],
                        pad_dimensions=[(0, 0), (1, 1)],
                    )
                ],
                pad_value=9,
            ),
        ],
    )
    rt = Runtime(lambda: None)
    rt.add_lock(full)  # the program's other lock is found through it
    rt.add_tile_dma(program)
    assert program.all_buffers_and_locks() == ([buf], [full, empty])
    text = resolve([], rt, device=NPU2Col1)
    body = text[text.index("aie.memtile_dma(%logical_mem)") :]
    expected = [
        "aie.dma_start(S2MM, 0, ^bb1, ^bb2)",
        "^bb1:",
        "aie.use_lock(%full, AcquireGreaterEqual",
        "aie.dma_bd(%b0 : memref<16xi32>)",
        "aie.use_lock(%empty, Release",
        "aie.next_bd ^bb1",
        "^bb2:",
        "aie.dma_start(MM2S, 1, ^bb3, ^bb4) {pad_value = 9 : i32}",
        "^bb3:",
        "aie.dma_bd(%b0 : memref<16xi32> sizes = [2, 6] strides = [8, 1] pad [<const_pad_before = 0, const_pad_after = 0>, <const_pad_before = 1, const_pad_after = 1>])",
        "aie.next_bd ^bb3",
        "^bb4:",
        "aie.end",
        "^bb5:",
        "aie.dma_bd_packet(0, 7)",
        "aie.dma_bd(%b0 : memref<16xi32> offset = 4 len = 8)",
        "aie.next_bd ^bb1",
    ]
    position = 0
    for piece in expected:
        position = body.index(piece, position) + len(piece)


def test_tile_dma_checks_its_program():
    buf = Buffer(I8, tile=Tile(0, 1))
    with pytest.raises(
        ValueError, match="Bd.next index 2 out of range for channel with 1 BDs"
    ):
        TileDma(Tile(0, 1), [DmaChannel(DMAChannelDir.S2MM, 0, [Bd(buf, next=2)])])
    with pytest.raises(
        ValueError, match="Bd.next must be 'self', an int index, or None"
    ):
        TileDma(Tile(0, 1), [DmaChannel(DMAChannelDir.S2MM, 0, [Bd(buf, next="loop")])])
    with pytest.raises(TypeError, match="channels must be DmaChannels"):
        TileDma(Tile(0, 1), [Bd(buf)])
    rt = Runtime(lambda: None)
    rt.add_tile_dma(
        TileDma(Tile(0, 1), [DmaChannel(DMAChannelDir.MM2S, 0, [Bd(buf)], pad_value=3)])
    )
    with pytest.raises(ValueError, match="no BD on the channel has pad_dimensions"):
        resolve([], rt, device=NPU2Col1)
    unterminated = Runtime(lambda: None)
    unterminated.add_tile_dma(
        TileDma(
            Tile(0, 1), [DmaChannel(DMAChannelDir.MM2S, 0, [Bd(Buffer(I8), next=None)])]
        )
    )
    with pytest.raises(MLIRError, match="Verification failed"):
        resolve([], unterminated)


def test_an_empty_tile_dma_program_and_a_core_tile_program():
    core = Tile(0, 2)
    buf = Buffer(I8, name="cb")
    rt = Runtime(lambda: None)
    rt.add_tile_dma(TileDma(Tile(0, 1), []))
    rt.add_tile_dma(TileDma(core, [DmaChannel(DMAChannelDir.S2MM, 0, [Bd(buf)])]))
    text = resolve([], rt)
    assert "aie.memtile_dma(%logical_mem) {\n      aie.end\n    }" in text
    assert "aie.mem(%logical_core)" in text
    assert '%cb = aie.buffer(%logical_core) {sym_name = "cb"}' in text


def test_cascade_flows_follow_the_workers():
    first, second = Worker(None), Worker(None)
    CascadeFlow(first, second)
    assert len(first._outgoing_cascades) == 1 and not second._outgoing_cascades
    text = resolve([first, second])
    assert "aie.cascade_flow(%logical_core, %logical_core_0)" in text
    assert text.index("aie.cascade_flow") > text.rindex("aie.core(")
    with pytest.raises(TypeError, match="CascadeFlow dst must be a Worker"):
        CascadeFlow(first, Tile())


def test_bd_iteration():
    from aie.iron import BdIteration

    mem = Tile(0, 1)
    buf = Buffer(I32, name="it", tile=mem)
    rt = Runtime(lambda: None)
    rt.add_tile_dma(
        TileDma(
            mem,
            [
                DmaChannel(
                    DMAChannelDir.MM2S,
                    0,
                    [Bd(buf, length=4, iteration=BdIteration(4, 4, 1))],
                )
            ],
        )
    )
    text = resolve([], rt)
    assert (
        "aie.dma_bd(%it : memref<16xi32> len = 4) "
        "{iteration = #aie.bd_iteration<size = 4, stride = 4, current = 1>}" in text
    )
