"""What to trace, as IR: ``configure_trace`` emits an ``aie.trace`` op per
traced module (its events, mode, packet type and broadcast start/stop),
``start_trace`` the runtime sequence's ``aie.trace.host_config`` and
``aie.trace.start_config`` ops; trace lowering (``aie-insert-trace-flows``)
turns them into register writes, packet flows and the shim DMA that writes
the trace buffer. ``configure_packet_ctrl_flow`` and
``config_ctrl_pkts_aie`` route and send control packets that read a tile's
registers back into the trace buffer."""

import logging

from aie.dialects.aie import (
    TraceMode,
    TracePacketType,
    WireBundle,
    get_target_model,
    packetflow,
    trace,
    trace_event,
    trace_host_config,
    trace_mode,
    trace_packet,
    trace_port,
    trace_start,
    trace_start_config,
    trace_stop,
)
from aie.dialects.aiex import (
    npu_address_patch,
    npu_maskwrite32,
    npu_sync,
    npu_write32,
    npu_writebd,
)

from .events import (
    BasePortEvent,
    CoreEvent,
    GenericEvent,
    MemEvent,
    MemTileEvent,
    MemTilePortEvent,
    PacketType,
    PortEvent,
    ShimTileEvent,
)

logger = logging.getLogger(__name__)

direction_s2mm = 0
direction_mm2s = 1

# A shim DMA channel's (control, task queue) registers, by (direction, channel).
_SHIM_DMA_CHANNEL = {
    (direction_s2mm, 0): (0x1D200, 0x1D204),
    (direction_s2mm, 1): (0x1D208, 0x1D20C),
    (direction_mm2s, 0): (0x1D210, 0x1D214),
    (direction_mm2s, 1): (0x1D218, 0x1D21C),
}
# A shim BD's first register, and the stride between BDs.
_SHIM_BD_BASE, _SHIM_BD_STRIDE = 0x1D004, 0x20
# The shim channel's controller id: the route of task-complete tokens to
# the shim's South 0 (TileControl 15).
_CONTROLLER_ID, _CONTROLLER_ID_MASK = 0xF00, 0x1F00


def push_bd_to_task_queue(shim, bd_id, direction, channel, enable_token):
    """Starts BD ``bd_id`` on the shim's channel (a task-complete token
    when ``enable_token``)."""
    _, queue = _SHIM_DMA_CHANNEL[(direction, channel)]
    npu_write32(
        column=int(shim.col),
        row=int(shim.row),
        address=queue,
        value=((enable_token & 1) << 31) | bd_id,
    )


def configure_shimtile_dma_aie2(
    shim,
    channel=1,
    direction=direction_s2mm,
    bd_id=13,
    ddr_id=4,
    size=8192,
    offset=0,
    enable_token=0,
    enable_packet=1,
    packet_id=0,
    packet_type=PacketType.CORE,
    shim_burst_length=64,
):
    """Writes shim BD ``bd_id`` for ``size`` words at ``offset`` bytes of
    the runtime sequence's argument ``ddr_id`` (packet id and type for an
    MM2S transfer), patches its address, sets the channel's controller id
    and starts it."""
    tm = get_target_model(shim.parent.attributes["device"])
    assert tm.is_shim_noc_tile(shim.col, shim.row)
    zero_dims = {
        f"d{d}_{field}": 0
        for d in range(3)
        for field in ("size", "stride", "zero_after", "zero_before")
    }
    npu_writebd(
        bd_id=bd_id,
        buffer_length=size,
        buffer_offset=offset,
        enable_packet=enable_packet,
        out_of_order_id=0,
        packet_id=packet_id,
        packet_type=packet_type,
        column=int(shim.col),
        burst_length=shim_burst_length,
        iteration_current=0,
        iteration_size=0,
        iteration_stride=0,
        lock_acq_enable=0,
        lock_acq_id=0,
        lock_acq_val=0,
        lock_rel_id=0,
        lock_rel_val=0,
        next_bd=0,
        row=0,
        use_next_bd=0,
        valid_bd=1,
        **zero_dims,
    )
    bd = (int(shim.col) << tm.get_column_shift()) | (_SHIM_BD_BASE + bd_id * _SHIM_BD_STRIDE)
    npu_address_patch(addr=bd, arg_idx=ddr_id, arg_plus=offset)
    control, _ = _SHIM_DMA_CHANNEL[(direction, channel)]
    npu_maskwrite32(
        column=int(shim.col),
        row=int(shim.row),
        address=control,
        value=_CONTROLLER_ID,
        mask=_CONTROLLER_ID_MASK,
    )
    push_bd_to_task_queue(shim, bd_id, direction, channel, enable_token)


def configure_packet_ctrl_flow(tiles_to_trace, shim, tile2shim_pkt_id=28, shim2tile_pkt_id=29):
    """Per traced tile (once each): a packet flow of its control responses
    to the shim's DMA 0 (id ``tile2shim_pkt_id``, header kept) and one of
    control packets from the shim's DMA 0 to it (``shim2tile_pkt_id``)."""
    seen = []
    for tile in tiles_to_trace:
        if tile in seen:
            continue
        seen.append(tile)
        packetflow(
            tile2shim_pkt_id,
            tile,
            WireBundle.TileControl,
            0,
            dests={"dest": shim, "port": WireBundle.DMA, "channel": 0},
            keep_pkt_header=True,
        )
        packetflow(
            shim2tile_pkt_id,
            shim,
            WireBundle.DMA,
            0,
            dests={"dest": tile, "port": WireBundle.TileControl, "channel": 0},
        )


def _sync(shim, direction, channel):
    """Waits for the shim channel's task-complete token."""
    npu_sync(column=int(shim.col), column_num=1, row=0, direction=direction, channel=channel)


def config_ctrl_pkts_aie(
    tiles_to_trace,
    shim,
    shim2tile_pkt_id=29,
    output_offset=0,
    num_pkts=1,
    channel=0,
    mm2s_bd_id=14,
    s2mm_bd_id=15,
):
    """Sends ``num_pkts`` one-word control packets from argument 3 of the
    runtime sequence (word i at byte 4 i) and writes each response (a
    header and a word) to argument 4 at ``output_offset + 8 i``, one at a
    time (a sync after each transfer)."""
    for i in range(num_pkts):
        configure_shimtile_dma_aie2(
            shim=shim,
            channel=channel,
            direction=direction_mm2s,
            bd_id=mm2s_bd_id,
            ddr_id=3,
            size=1,
            offset=4 * i,
            packet_id=shim2tile_pkt_id,
            packet_type=0,
            enable_token=1,
        )
        _sync(shim, direction_mm2s, channel)
        configure_shimtile_dma_aie2(
            shim=shim,
            channel=channel,
            direction=direction_s2mm,
            bd_id=s2mm_bd_id,
            ddr_id=4,
            size=2,
            offset=output_offset + 8 * i,
            packet_type=0,
            enable_token=1,
        )
        _sync(shim, direction_s2mm, channel)


# The names of the aie.trace ops configure_trace made, for start_trace.
_configured_trace_names = []


def _kind(tile_op, is_mem_trace):
    """``"core"``, ``"mem"`` (a core tile's memory module), ``"memtile"``
    or ``"shim"``."""
    if tile_op.is_core_tile():
        return "mem" if is_mem_trace else "core"
    if tile_op.is_mem_tile():
        return "memtile"
    if tile_op.is_shim_tile():
        return "shim"
    raise ValueError(f"Unknown tile type for tracing: {tile_op}")


def _get_packet_type_for_tile(tile_op, is_mem_trace=False):
    """The trace packet type of a module."""
    return {
        "core": TracePacketType.Core,
        "mem": TracePacketType.Mem,
        "memtile": TracePacketType.MemTile,
        "shim": TracePacketType.ShimTile,
    }[_kind(tile_op, is_mem_trace)]


def _get_default_events_for_tile(tile_op, is_mem_trace=False):
    """The events a module traces by default."""
    kind = _kind(tile_op, is_mem_trace)
    if kind == "core":
        return [
            CoreEvent.INSTR_EVENT_0,
            CoreEvent.INSTR_EVENT_1,
            CoreEvent.INSTR_VECTOR,
            CoreEvent.MEMORY_STALL,
            CoreEvent.STREAM_STALL,
            CoreEvent.LOCK_STALL,
            PortEvent(CoreEvent.PORT_RUNNING_0, WireBundle.DMA, 0, True),
            PortEvent(CoreEvent.PORT_RUNNING_1, WireBundle.DMA, 0, False),
        ]
    if kind == "mem":
        return [
            MemEvent.DMA_S2MM_0_START_TASK,
            MemEvent.DMA_MM2S_0_START_TASK,
            MemEvent.CONFLICT_DM_BANK_0,
            MemEvent.CONFLICT_DM_BANK_1,
            MemEvent.CONFLICT_DM_BANK_2,
            MemEvent.CONFLICT_DM_BANK_3,
            MemEvent.EDGE_DETECTION_EVENT_0,
            MemEvent.EDGE_DETECTION_EVENT_1,
        ]
    if kind == "memtile":
        return [
            MemTilePortEvent(
                getattr(MemTileEvent, f"PORT_RUNNING_{slot}"), WireBundle.DMA, slot % 4, slot < 4
            )
            for slot in range(8)
        ]
    return [
        ShimTileEvent.DMA_S2MM_0_START_TASK,
        ShimTileEvent.DMA_S2MM_1_START_TASK,
        ShimTileEvent.DMA_MM2S_0_START_TASK,
        ShimTileEvent.DMA_S2MM_0_FINISHED_TASK,
        ShimTileEvent.DMA_S2MM_1_FINISHED_TASK,
        ShimTileEvent.DMA_MM2S_0_FINISHED_TASK,
        ShimTileEvent.DMA_S2MM_0_STREAM_STARVATION,
        ShimTileEvent.DMA_S2MM_1_STREAM_STARVATION,
    ]


# The event that fills an unused slot, by module kind.
_NONE_EVENT = {
    "core": lambda: CoreEvent.NONE,
    "mem": lambda: MemEvent.NONE,
    "memtile": lambda: MemTileEvent.NONE,
    "shim": lambda: ShimTileEvent.NONE,
}


def _trace_specs(tiles_to_trace, with_mem_traces):
    """``(tile, is_mem_trace)`` per trace: each tile's own, a core tile
    listed again its memory module's; with ``with_mem_traces`` every core
    tile's memory module too (after the others, in the tiles' order)."""
    specs, seen = [], set()
    for tile in tiles_to_trace:
        again = tile.is_core_tile() and tile in seen
        seen.add(tile)
        specs.append((tile, again))
    if with_mem_traces:
        traced = {t for t, mem in specs if mem}
        for tile in tiles_to_trace:
            if tile.is_core_tile() and tile not in traced:
                specs.append((tile, True))
                traced.add(tile)
    return specs


def _port_slots(events):
    """``{slot: ((port, channel, direction), event name)}`` of the port
    events; ``ValueError`` for two events of a slot watching different
    ports."""
    slots = {}
    for event in events:
        if not isinstance(event, BasePortEvent):
            continue
        config = (event.port, event.channel, event.direction)
        if event.slot in slots and slots[event.slot][0] != config:
            previous, name = slots[event.slot]
            raise ValueError(
                f"Conflicting port configurations for slot {event.slot}: {name} uses "
                f"{previous}, but {event.code.name} uses {config}. Events sharing a "
                f"slot must monitor the same port."
            )
        slots.setdefault(event.slot, (config, event.code.name))
    return slots


def configure_trace(
    tiles_to_trace,
    start_broadcast=15,
    stop_broadcast=14,
    coretile_events=None,
    coremem_events=None,
    memtile_events=None,
    shimtile_events=None,
    core_trace_mode=TraceMode.EventTime,
):
    """Emits an ``aie.trace`` op per traced module of ``tiles_to_trace``
    (a core tile listed twice, or any with ``coremem_events``, traces its
    memory module too), named ``trace_<kind>_<n>``: up to 8 events (the
    kind's list given, else its defaults; padded with ``NONE``, more is a
    ``RuntimeError``), the port each port event's slot watches, the packet
    type, the core's trace mode, and the broadcast events that start and
    stop it. Packet ids are left to trace lowering (after placement)."""
    logger.debug("tracing %d tile(s)", len(tiles_to_trace))
    _configured_trace_names.clear()
    given = {"core": coretile_events, "mem": coremem_events, "memtile": memtile_events,
             "shim": shimtile_events}
    for number, (tile, is_mem) in enumerate(
        _trace_specs(tiles_to_trace, coremem_events is not None), start=1
    ):
        kind = _kind(tile, is_mem)
        events = given[kind]
        if events is None:
            events = _get_default_events_for_tile(tile, is_mem)
        events = [e if isinstance(e, GenericEvent) else GenericEvent(e) for e in events]
        if len(events) > 8:
            raise RuntimeError(f"At most 8 events can be traced at once, have {len(events)}.")
        events += [GenericEvent(_NONE_EVENT[kind]())] * (8 - len(events))
        ports = _port_slots(events)
        packet_type = _get_packet_type_for_tile(tile, is_mem)
        name = f"trace_{kind}_{number}"

        @trace(tile, name)
        def _body():
            if kind == "core":
                trace_mode(core_trace_mode)
            trace_packet(type=packet_type)
            for event in events:
                trace_event(event)
            for slot, ((port, channel, direction), _) in ports.items():
                trace_port(slot, port, channel, direction)
            trace_start(broadcast=start_broadcast)
            trace_stop(broadcast=stop_broadcast)

        _configured_trace_names.append(name)


def start_trace(trace_size=8192, reuse_output_buffer=False, routing="single", egress_shim_col=0):
    """Inside a runtime sequence: the trace buffer (``trace_size`` bytes; a
    new last argument of the sequence, or the tail of its last argument
    with ``reuse_output_buffer``), how traces reach the shim of column
    ``egress_shim_col``, and the start of each trace
    :func:`configure_trace` made."""
    trace_host_config(
        buffer_size=trace_size,
        reuse_output_buffer=reuse_output_buffer,
        routing=routing,
        egress_shim_col=egress_shim_col,
    )
    for name in _configured_trace_names:
        trace_start_config(name)
