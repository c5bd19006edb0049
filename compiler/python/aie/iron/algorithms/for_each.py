"""``for_each``: a tensor transformed in place, tile by tile, on one core
(separate input and output fifos, filled from and drained to the same
runtime buffer)."""

import numpy as np

from ..controlflow import range_
from ..dataflow import ObjectFifo
from ..kernel import ExternalFunction
from ..runtime import Runtime
from ..worker import Worker
from ._transform import (
    _check_kernel_tile,
    _current_device,
    _make_fake_tensor,
    _Params,
    _resolve,
)


def for_each(func, tensor_ty, tile_size=16):
    """``func`` applied in place over a tensor of type ``tensor_ty`` (a
    Python function of an element, or a kernel ``(in_tile, out_tile, n)``);
    returns the resolved module for the current device."""
    tensor = _make_fake_tensor(tensor_ty, tile_size, "for_each")
    return _for_each_real(func, tensor, tile_size=tile_size)


def _for_each_real(func, tensor, *params, tile_size=16):
    """The design: fifos ``in`` and ``out`` (and ``param<i>`` for tensor
    parameters of a kernel, which follow the two tiles in its signature)."""
    _check_kernel_tile(func, tile_size)
    count = int(np.size(tensor))
    if count % tile_size != 0:
        raise ValueError(
            f"Number of elements ({count}) must be a multiple of tile size ({tile_size})."
        )
    tensor_ty = np.ndarray[(count,), np.dtype[tensor.dtype]]
    tile_ty = np.ndarray[(tile_size,), np.dtype[tensor.dtype]]
    of_in = ObjectFifo(tile_ty, name="in")
    of_out = ObjectFifo(tile_ty, name="out")
    kernel_params = _Params(func, params, 2)

    def core_body(end_in, end_out, kernel, *param_ends):
        values = kernel_params.acquire(param_ends) if params else []
        for _ in range_(count // tile_size):
            elem_in = end_in.acquire(1)
            elem_out = end_out.acquire(1)
            if isinstance(kernel, ExternalFunction):
                kernel(elem_in, elem_out, *values, tile_size)
            else:
                for j in range_(tile_size):
                    elem_out[j] = kernel(elem_in[j])
            end_in.release(1)
            end_out.release(1)
        for end in param_ends:
            end.release(1)

    worker = Worker(
        core_body,
        fn_args=[of_in.cons(), of_out.prod(), func]
        + [f.cons() for f in kernel_params.fifos],
    )
    n_params = len(kernel_params.types)

    def sequence(data, *args):
        data_params = args[:n_params]
        in_end, out_end = args[n_params], args[n_params + 1]
        in_end.fill(data)
        for end, param in zip(args[n_params + 2 :], data_params):
            end.fill(param)
        out_end.drain(data, wait=True)

    rt = Runtime(
        sequence,
        [
            tensor_ty,
            *kernel_params.types,
            of_in.prod(),
            of_out.cons(),
            *[f.prod() for f in kernel_params.fifos],
        ],
    )
    return _resolve(_current_device("for_each"), rt, [worker], 0)
