"""``Runtime``: what the host does while a design runs, written as a
function (the sequence body) over the runtime buffers. The body runs once,
inside the ``aie.runtime_sequence`` op, when the program resolves, so it
can use ``range_``/``if_`` and the ``fill``/``drain`` verbs of ObjectFifo
ends: with Python ``range`` and int bounds it unrolls; with run-time
scalars it stays a loop."""

from __future__ import annotations

import itertools
import logging
from typing import Callable, Sequence, get_origin

import numpy as np

from ... import ir
from ...dialects._aie_ops_gen import RuntimeSequenceOp
from ...dialects.aiex import (
    dma_await_task,
    dma_free_task,
    npu_load_pdi,
    sync_scratchpad_parameters_from_host,
)
from ...extras.dialects.arith import constant
from ...helpers.util import (
    flatten_fn_args,
    np_dtype_to_mlir_type,
    try_convert_np_type_to_mlir_type,
)
from ..dataflow import ObjectFifoHandle
from ..resolvable import Resolvable
from ..scratchpad_parameter import ScratchpadParameter
from ._context import active_sequence, active_sequence_scope
from .data import RuntimeData
from .dmatask import DMATask
from .endpoint import RuntimeEndpoint
from .taskgroup import TaskGroup

logger = logging.getLogger(__name__)


def _where_visible(action, args) -> None:
    """Emits `action` on a task here, or, for a task made inside a loop's or
    branch's body, at the end of that body: its handle does not dominate
    anything after the body."""
    task = args[0]
    made = task.owner if isinstance(task, ir.Value) else task.operation
    made_in = made.block
    if made_in.owner.operation.name == "aie.runtime_sequence":
        action(*args)
        return
    with ir.InsertionPoint.at_block_terminator(made_in):
        action(*args)


class IronRuntimeError(Exception):
    """The runtime sequence cannot be completed as written."""


class ActiveSequence:
    """A runtime sequence while its body is emitted: the task groups open,
    and the default group of transfers given none."""

    def __init__(self, runtime: "Runtime"):
        self._runtime = runtime
        self._default_task_group = TaskGroup(next(runtime._task_group_index))
        self._open_task_groups: list[TaskGroup] = []
        self._used_default = False
        self._used_explicit = False

    def note_fifo(self, handle: ObjectFifoHandle) -> None:
        """Records a fifo end driven by the runtime."""
        self._runtime._fifos.add(handle)

    def register_task_group(self, tg: TaskGroup) -> None:
        self._open_task_groups.append(tg)

    def finish_task_group(self, tg: TaskGroup) -> None:
        """Awaits the group `tg`'s waited transfers, then frees its transfers."""
        if tg in self._open_task_groups:
            self._open_task_groups.remove(tg)
        actions = tg._actions
        unknown = [a for a in actions if a[0] not in (dma_await_task, dma_free_task)]
        if unknown:
            raise IronRuntimeError(
                f"Unknown action type detected: {','.join(str(a) for a in unknown)}"
            )
        for wanted in (dma_await_task, dma_free_task):
            for action, args in actions:
                if action is wanted:
                    _where_visible(action, args)
        tg._actions = []

    def emit_transfer(self, task: DMATask, task_group: TaskGroup | None) -> None:
        """Emits a transfer and records its await (when waited) and free for
        its group's finish (a waited task is freed too)."""
        task.resolve()
        if task_group is None:
            self._used_default = True
            task_group = self._default_task_group
        else:
            self._used_explicit = True
        if task.will_wait():
            task_group._actions.append((dma_await_task, [task.task]))
        task_group._actions.append((dma_free_task, [task.task]))

    def finalize(self) -> None:
        """After the body: every explicit group must be finished; mixing
        groups and the default group is refused under
        ``strict_task_groups``; the default group is finished."""
        still_open = [
            g for g in self._open_task_groups if g is not self._default_task_group
        ]
        if still_open:
            groups = ", ".join(str(g) for g in still_open)
            raise IronRuntimeError(f"Failed to close task groups: {groups}")
        if (
            self._runtime._strict_task_groups
            and self._used_default
            and self._used_explicit
        ):
            raise IronRuntimeError(
                "Mixing explicit task groups and the default task group is "
                "prohibited. Please assign all tasks to a task group."
            )
        if self._default_task_group._actions:
            self.finish_task_group(self._default_task_group)


def _is_const_input(value) -> bool:
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def _is_type_input(value) -> bool:
    return isinstance(value, type) or get_origin(value) is np.ndarray


class Runtime(Resolvable):
    """The runtime sequence ``seq_fn(*fn_args)``.

    Each ``fn_args`` entry is one of:

    * a type (an ``np.ndarray[...]`` type, or a scalar type like
      ``np.int32``): an argument of the sequence; the body gets a
      ``RuntimeData`` for a tensor, the argument's value for a scalar;
    * an int: folded to an i32 ``arith.constant`` the body gets (no
      argument);
    * anything else (ObjectFifo ends, Buffers, barriers, kernels, nested
      lists of them): given to the body as it is. ObjectFifo ends are bound
      to shim tiles now (the tile from ``prod(tile=)``/``cons(tile=)``).

    ``strict_task_groups``: refuse mixing explicit TaskGroups with the
    default group. ``add_flow``, ``add_lock`` and ``add_tile_dma`` register
    the explicit primitives the program resolves.
    """

    def __init__(
        self,
        seq_fn: Callable,
        fn_args: Sequence | None = None,
        *,
        strict_task_groups: bool = True,
    ) -> None:
        if not callable(seq_fn):
            raise TypeError(f"Runtime seq_fn must be callable, got {seq_fn!r}")
        self._seq_fn = seq_fn
        self._fn_args = list(fn_args) if fn_args is not None else []
        self._const_inputs = [v if _is_const_input(v) else None for v in self._fn_args]
        self._rt_data: list[RuntimeData | None] = [
            RuntimeData(arg) if c is None and _is_type_input(arg) else None
            for c, arg in zip(self._const_inputs, self._fn_args)
        ]
        self._fifos: set[ObjectFifoHandle] = set()
        self._flows: list = []
        self._locks: list = []
        self._tile_dmas: list = []
        self._scratchpad_parameters: list[ScratchpadParameter] = []
        self._strict_task_groups = strict_task_groups
        self._task_group_index = itertools.count()
        for arg in flatten_fn_args(self._fn_args):
            if isinstance(arg, ObjectFifoHandle):
                if arg.endpoint is None:
                    arg.endpoint = RuntimeEndpoint(arg._shim_tile)
                self._fifos.add(arg)

    def add_flow(self, flow) -> None:
        """Registers a ``Flow`` or ``PacketFlow``."""
        self._flows.append(flow)

    def add_lock(self, lock) -> None:
        """Registers a ``Lock`` shared by a Worker and a ``TileDma``."""
        self._locks.append(lock)

    def add_tile_dma(self, tile_dma) -> None:
        """Registers a ``TileDma``."""
        self._tile_dmas.append(tile_dma)

    @property
    def flows(self) -> list:
        return list(self._flows)

    @property
    def locks(self) -> list:
        return list(self._locks)

    @property
    def tile_dmas(self) -> list:
        return list(self._tile_dmas)

    @property
    def fifos(self) -> list[ObjectFifoHandle]:
        """The fifo ends the runtime drives."""
        return list(self._fifos)

    def resolve(
        self,
        loc=None,
        ip=None,
        *,
        trace_size: int | None = None,
        reuse_output_buffer: bool = False,
        egress_shim_col: int = 0,
        load_pdi_device_ref: str | None = None,
    ) -> None:
        """Emits ``aie.runtime_sequence @sequence`` (an argument per type
        entry) and runs the body in it.

        ``load_pdi_device_ref``: the device the sequence loads first
        (``aiex.npu.load_pdi``; designs that configure themselves).
        ``trace_size`` (> 0) starts tracing into a buffer of that many bytes
        (``reuse_output_buffer``, ``egress_shim_col``: see
        ``Program.enable_trace``).
        """
        types = [
            try_convert_np_type_to_mlir_type(d.arr_type) for d in self._rt_data if d
        ]
        logger.debug("runtime sequence of %d argument(s)", len(types))
        active = ActiveSequence(self)
        sequence = RuntimeSequenceOp(sym_name="sequence")
        entry = sequence.body.blocks.append(*types)
        with ir.InsertionPoint(entry):
            if load_pdi_device_ref is not None:
                npu_load_pdi(device_ref=load_pdi_device_ref)
            arguments = iter(entry.arguments)
            for data in self._rt_data:
                if data is not None:
                    data.op = next(arguments)
            if trace_size is not None and trace_size > 0:
                from ...utils import trace as trace_utils

                trace_utils.start_trace(
                    trace_size=trace_size,
                    reuse_output_buffer=reuse_output_buffer,
                    routing="single",
                    egress_shim_col=egress_shim_col,
                )
            body_args = []
            for arg, const, data in zip(
                self._fn_args, self._const_inputs, self._rt_data
            ):
                if const is not None:
                    body_args.append(
                        constant(int(const), np_dtype_to_mlir_type(np.int32))
                    )
                elif data is not None:
                    body_args.append(data.op if data.is_scalar else data)
                else:
                    body_args.append(arg)
            with active_sequence_scope(active):
                self._seq_fn(*body_args)
                active.finalize()
        self._dedup_runtime_consumers()

    def _dedup_runtime_consumers(self) -> None:
        """Keeps one runtime consumer end per fifo: draining a fifo in a loop
        makes a new consumer end each time. Runtime ends that differ in depth
        or pattern are a ``ValueError``."""
        for handle in self._fifos:
            if handle._is_prod:
                continue
            fifo = handle._object_fifo
            kept = None
            duplicates = []
            for cons in fifo._cons:
                if not isinstance(cons.endpoint, RuntimeEndpoint):
                    continue
                if kept is None:
                    kept = cons
                elif (
                    cons.depth == kept.depth
                    and cons.dims_from_stream == kept.dims_from_stream
                ):
                    duplicates.append(cons)
                else:
                    raise ValueError(
                        "Found two different RuntimeEndpoints for consumers of the "
                        f"same ObjectFifo: {fifo}"
                    )
            for cons in duplicates:
                fifo._cons.remove(cons)


def sync_parameters() -> None:
    """In a sequence body: ``aiex.sync_scratchpad_parameters_from_host``,
    after the host wrote the scratchpad parameters and before the Workers
    that read them."""
    active_sequence()
    sync_scratchpad_parameters_from_host()
