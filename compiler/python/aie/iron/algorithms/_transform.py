"""Element-wise transforms as whole designs: ``transform`` (one input),
``transform_binary`` (two), and their ``_parallel`` forms (a Worker per
column, or per column and shim channel). Each takes the tensor's type and
returns the resolved module; the current device is the target.

``func`` is a Python function of elements (applied in an ``scf.for`` over
each tile) or an ``ExternalFunction`` called once per tile as
``func(*in_tiles, out_tile, *params, tile_size)``. ``params`` (kernels
only) are scalars, passed as they are, or tensors, each sent once through a
fifo of its own (``param<i>``) and held for the whole run.
"""

import math

import numpy as np

from ...helpers.taplib.tap import TensorAccessPattern
from ..controlflow import range_
from ..dataflow import ObjectFifo
from ..kernel import ExternalFunction
from ..program import Program
from ..runtime import Runtime, TaskGroup
from ..worker import Worker


def _current_device(what: str):
    from aie.utils import get_current_device

    device = get_current_device()
    if device is None:
        raise RuntimeError(
            f"iron.algorithms.{what} requires an active NPU device. Call "
            "iron.set_current_device() or ensure DefaultNPURuntime is initialized "
            f"before calling {what} functions."
        )
    return device


def _check_num_channels(num_channels: int) -> None:
    """1 or 2: the shim DMA channels per direction per column (AIE2, AIE2P)."""
    if num_channels not in (1, 2):
        raise ValueError(
            "num_channels must be 1 or 2 (shim DMA has 2 channels per direction "
            f"per column on AIE2 / AIE2p); got {num_channels}"
        )


def _ndarray_parts(tensor_ty, fn_name: str):
    """``(shape, element count, dtype)`` of an ``np.ndarray[...]`` type;
    ``TypeError`` for anything else."""
    try:
        shape, element = tensor_ty.__args__
        dtype = element.__args__[0]
        count = math.prod(shape)
    except Exception as exc:
        raise TypeError(
            f"{fn_name} expects a numpy ndarray type such as "
            f"np.ndarray[(N,), np.dtype[np.int32]], got {tensor_ty!r}"
        ) from exc
    return tuple(shape), count, dtype


class _Descriptor:
    """What the generators read of a tensor: shape, size, dtype."""

    def __init__(self, shape, size, dtype):
        self.shape = shape
        self.size = size
        self.dtype = dtype


def make_param_descriptor(tensor_ty) -> _Descriptor:
    """The descriptor of a parameter's type (not tiled: any size)."""
    shape, count, dtype = _ndarray_parts(tensor_ty, "make_param_descriptor")
    return _Descriptor(shape, count, dtype)


def _expand_param(param):
    """A parameter given as an ``np.ndarray[...]`` type becomes its
    descriptor; a tensor (or scalar) stays as it is."""
    if len(getattr(param, "__args__", ())) == 2:
        return make_param_descriptor(param)
    return param


def _make_fake_tensor(tensor_ty, tile_size: int, fn_name: str) -> _Descriptor:
    """The flat descriptor of the transformed tensor's type; ``ValueError``
    unless ``tile_size`` divides its element count."""
    _, count, dtype = _ndarray_parts(tensor_ty, fn_name)
    if count % tile_size != 0:
        raise ValueError(
            f"Number of elements ({count}) must be a multiple of tile size ({tile_size})"
        )
    return _Descriptor((count,), count, dtype)


def _check_kernel_tile(func, tile_size: int) -> None:
    if isinstance(func, ExternalFunction) and func.tile_size() != tile_size:
        raise ValueError(
            f"tile_size ({tile_size}) does not match ExternalFunction's "
            "input/output shape in arg_type"
        )


def _check_same_tensors(tensors) -> None:
    reference = tensors[0]
    for i, t in enumerate(tensors):
        if t.shape != reference.shape:
            raise ValueError(
                f"Tensor {i} shape {t.shape} doesn't match expected {reference.shape}"
            )
        if t.dtype != reference.dtype:
            raise ValueError(
                f"Tensor {i} dtype {t.dtype} doesn't match expected {reference.dtype}"
            )


class _Params:
    """A kernel's extra parameters: the scalars (by position) and the
    tensors, each with its fifo ``param<i>`` and type."""

    def __init__(self, func, params, skipped: int):
        self.count = len(params)
        self.scalars = []
        self.tensors = []
        self.fifos = []
        self.types = []
        if not isinstance(func, ExternalFunction):
            return
        for i, (param, arg_type) in enumerate(zip(params, func.arg_types()[skipped:])):
            if isinstance(arg_type, type) and issubclass(arg_type, np.generic):
                self.scalars.append((i, param))
            else:
                param_ty = np.ndarray[param.shape, np.dtype[param.dtype]]
                self.tensors.append(i)
                self.types.append(param_ty)
                self.fifos.append(ObjectFifo(param_ty, name=f"param{i}"))

    def acquire(self, ends) -> list:
        """In a core body: acquires each tensor parameter; the parameters
        in order."""
        values = [None] * self.count
        for i, end in zip(self.tensors, ends):
            values[i] = end.acquire(1)
        for i, param in self.scalars:
            values[i] = param
        return values


def _tile_loop(trips, ins, out, func, params, tile_size, pass_size=True) -> None:
    """In a core body: per tile, acquire the inputs and the output, apply
    ``func``, release them."""
    for _ in range_(trips):
        elems = [end.acquire(1) for end in ins]
        elem_out = out.acquire(1)
        if isinstance(func, ExternalFunction):
            size = [tile_size] if pass_size else []
            func(*elems, elem_out, *params, *size)
        else:
            for j in range_(tile_size):
                elem_out[j] = func(*(elem[j] for elem in elems))
        for end in ins:
            end.release(1)
        out.release(1)


def _resolve(device, rt, workers, trace_size: int):
    program = Program(device, rt, workers=workers)
    if trace_size > 0:
        program.enable_trace(trace_size)
    return program.resolve_program()


def _transform_gen(func, inputs: list, output, *params, tile_size=16, trace_size=0):
    """One Worker applying ``func`` over ``inputs`` (same shape and dtype)
    into ``output``, tile by tile (fifos ``in<i>``, ``out``)."""
    _check_kernel_tile(func, tile_size)
    _check_same_tensors(inputs + [output])
    count = int(np.size(inputs[0]))
    if count % tile_size != 0:
        raise ValueError(
            f"Number of elements ({count}) must be a multiple of tile size ({tile_size})"
        )
    n_in = len(inputs)
    dtype = inputs[0].dtype
    tensor_ty = np.ndarray[(count,), np.dtype[dtype]]
    tile_ty = np.ndarray[(tile_size,), np.dtype[dtype]]
    of_ins = [ObjectFifo(tile_ty, name=f"in{i}") for i in range(n_in)]
    of_out = ObjectFifo(tile_ty, name="out")
    kernel_params = _Params(func, params, n_in + 1)

    def core_body(*args):
        ins, param_ends = args[:n_in], args[n_in:-2]
        out, kernel = args[-2], args[-1]
        values = kernel_params.acquire(param_ends) if params else []
        _tile_loop(count // tile_size, ins, out, kernel, values, tile_size)
        for end in param_ends:
            end.release(1)

    worker = Worker(
        core_body,
        fn_args=[f.cons() for f in of_ins]
        + [f.cons() for f in kernel_params.fifos]
        + [of_out.prod(), func],
        trace=1 if trace_size > 0 else 0,
    )
    n_params = len(kernel_params.types)

    def sequence(*args):
        data_in, data_out = args[:n_in], args[n_in]
        data_params = args[n_in + 1 : n_in + 1 + n_params]
        ends = args[n_in + 1 + n_params :]
        in_ends, out_end, param_ends = ends[:n_in], ends[n_in], ends[n_in + 1 :]
        for end, data in zip(in_ends, data_in):
            end.fill(data)
        for end, data in zip(param_ends, data_params):
            end.fill(data)
        out_end.drain(data_out, wait=True)

    rt = Runtime(
        sequence,
        [
            *[tensor_ty] * (n_in + 1),
            *kernel_params.types,
            *[f.prod() for f in of_ins],
            of_out.cons(),
            *[f.prod() for f in kernel_params.fifos],
        ],
    )
    return _resolve(_current_device("transform"), rt, [worker], trace_size)


def _transform_parallel_gen(
    func,
    inputs: list,
    output,
    *params,
    tile_size=16,
    trace_size=0,
    num_channels=1,
    pass_size_to_kernel=True,
):
    """``_transform_gen`` over every column (and, with ``num_channels`` 2,
    both shim channels of each): a Worker per (column, channel) on its own
    contiguous part of the tensor, fifos ``in<i>_<col>[_<chan>]`` and
    ``out_<col>[_<chan>]``; tensor parameters go to every Worker through one
    shared fifo each (not with 2 channels)."""
    _check_num_channels(num_channels)
    if num_channels > 1 and params:
        raise ValueError(
            "num_channels=2 is not supported together with shared *params; "
            "use num_channels=1 instead."
        )
    _check_kernel_tile(func, tile_size)
    _check_same_tensors(inputs + [output])
    n_in = len(inputs)
    count = int(np.size(inputs[0]))
    dtype = inputs[0].dtype
    device = _current_device("transform_parallel")
    columns = device.cols
    per_pass = tile_size * columns * num_channels
    if count % per_pass != 0:
        raise ValueError(
            f"Number of elements ({count}) must be a multiple of "
            "tile_size × num_columns × num_channels "
            f"({tile_size} × {columns} × {num_channels} = {per_pass})."
        )
    tensor_ty = np.ndarray[(count,), np.dtype[dtype]]
    tile_ty = np.ndarray[(tile_size,), np.dtype[dtype]]
    lanes = [(col, chan) for col in range(columns) for chan in range(num_channels)]

    def lane_name(prefix, col, chan):
        return f"{prefix}_{col}" if num_channels == 1 else f"{prefix}_{col}_{chan}"

    of_ins = [
        {(c, h): ObjectFifo(tile_ty, name=lane_name(f"in{i}", c, h)) for c, h in lanes}
        for i in range(n_in)
    ]
    of_outs = {
        (c, h): ObjectFifo(tile_ty, name=lane_name("out", c, h)) for c, h in lanes
    }
    kernel_params = _Params(func, params, n_in + 1)

    def core_body(*args):
        ins, param_ends = args[:n_in], args[n_in:-2]
        out, kernel = args[-2], args[-1]
        values = kernel_params.acquire(param_ends) if params else []
        _tile_loop(
            count // per_pass, ins, out, kernel, values, tile_size, pass_size_to_kernel
        )
        for end in param_ends:
            end.release(1)

    workers = [
        Worker(
            core_body,
            [of_ins[i][lane].cons() for i in range(n_in)]
            + [f.cons() for f in kernel_params.fifos]
            + [of_outs[lane].prod(), func],
            trace=1 if trace_size > 0 else 0,
        )
        for lane in lanes
    ]
    per_worker = count // len(lanes)
    taps = [
        TensorAccessPattern(
            (1, count), per_worker * k, [1, 1, 1, per_worker], [0, 0, 0, 1]
        )
        for k in range(len(lanes))
    ]
    in_prods = [
        [
            [of_ins[i][(c, h)].prod() for h in range(num_channels)]
            for c in range(columns)
        ]
        for i in range(n_in)
    ]
    out_conses = [
        [of_outs[(c, h)].cons() for h in range(num_channels)] for c in range(columns)
    ]
    param_prods = [f.prod() for f in kernel_params.fifos]
    n_params = len(kernel_params.types)

    def sequence(*args):
        data_in, data_out = args[:n_in], args[n_in]
        data_params = args[n_in + 1 : n_in + 1 + n_params]
        filled = TaskGroup()
        for k, (col, chan) in enumerate(lanes):
            for i in range(n_in):
                in_prods[i][col][chan].fill(data_in[i], taps[k], group=filled)
        filled.finish()
        for end, data in zip(param_prods, data_params):
            end.fill(data)
        drained = TaskGroup()
        for k, (col, chan) in enumerate(lanes):
            out_conses[col][chan].drain(data_out, taps[k], wait=True, group=drained)
        drained.finish()

    rt = Runtime(
        sequence,
        [
            *[tensor_ty] * (n_in + 1),
            *kernel_params.types,
            in_prods,
            out_conses,
            param_prods,
        ],
    )
    return _resolve(device, rt, workers, trace_size)


def transform(func, tensor_ty, *params, tile_size=16, trace_size=0):
    """``func`` over a tensor of type ``tensor_ty`` into another of the same
    type, ``tile_size`` elements at a time, on one core. ``params``: tensors,
    ``np.ndarray[...]`` types or scalars for a kernel. ``trace_size`` > 0
    traces the Worker into a buffer of that many bytes."""
    tensor = _make_fake_tensor(tensor_ty, tile_size, "transform")
    return _transform_gen(
        func,
        [tensor],
        tensor,
        *(_expand_param(p) for p in params),
        tile_size=tile_size,
        trace_size=trace_size,
    )


def transform_binary(func, tensor_ty, tile_size=16, trace_size=0):
    """``func`` over two tensors of type ``tensor_ty`` into a third, on one
    core."""
    tensor = _make_fake_tensor(tensor_ty, tile_size, "transform_binary")
    return _transform_gen(
        func, [tensor, tensor], tensor, tile_size=tile_size, trace_size=trace_size
    )


def transform_parallel(
    func,
    tensor_ty,
    *params,
    tile_size=16,
    trace_size=0,
    num_channels=1,
    pass_size_to_kernel=True,
):
    """``transform`` on every column (``num_channels`` 2: on both shim
    channels of each); ``pass_size_to_kernel=False`` for kernels taking
    just ``(in, out)``."""
    tensor = _make_fake_tensor(tensor_ty, tile_size, "transform_parallel")
    return _transform_parallel_gen(
        func,
        [tensor],
        tensor,
        *(_expand_param(p) for p in params),
        tile_size=tile_size,
        trace_size=trace_size,
        num_channels=num_channels,
        pass_size_to_kernel=pass_size_to_kernel,
    )


def transform_parallel_binary(
    func,
    tensor_ty,
    tile_size=16,
    trace_size=0,
    num_channels=1,
    pass_size_to_kernel=True,
):
    """``transform_binary`` on every column (and channel)."""
    tensor = _make_fake_tensor(tensor_ty, tile_size, "transform_parallel_binary")
    return _transform_parallel_gen(
        func,
        [tensor, tensor],
        tensor,
        tile_size=tile_size,
        trace_size=trace_size,
        num_channels=num_channels,
        pass_size_to_kernel=pass_size_to_kernel,
    )
