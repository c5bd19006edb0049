"""``reduce``: a whole tensor reduced by one kernel call into a smaller
output (a reduction keeps state across elements, so only kernels, called
``(input, output, n_input: i32)``, are accepted)."""

import numpy as np

from ..dataflow import ObjectFifo
from ..kernel import ExternalFunction
from ..runtime import Runtime
from ..worker import Worker
from ._transform import _current_device, _resolve, make_param_descriptor


def _reduce_gen(func, input_desc, output_desc, *, trace_size=0):
    """The design: fifos ``in`` (the whole input) and ``out``; the kernel
    runs once per object."""
    if not isinstance(func, ExternalFunction):
        raise TypeError(
            "_reduce_gen requires an ExternalFunction; reductions need "
            "accumulator state across the input elements which a per-element "
            "lambda can't model"
        )
    in_ty = np.ndarray[input_desc.shape, np.dtype[input_desc.dtype]]
    out_ty = np.ndarray[output_desc.shape, np.dtype[output_desc.dtype]]
    n_input = input_desc.size
    of_in = ObjectFifo(in_ty, name="in")
    of_out = ObjectFifo(out_ty, name="out")

    def core_body(end_in, end_out, kernel):
        elem_out = end_out.acquire(1)
        elem_in = end_in.acquire(1)
        kernel(elem_in, elem_out, n_input)
        end_in.release(1)
        end_out.release(1)

    worker = Worker(
        core_body,
        fn_args=[of_in.cons(), of_out.prod(), func],
        trace=1 if trace_size > 0 else 0,
    )

    def sequence(data_in, data_out, in_end, out_end):
        in_end.fill(data_in)
        out_end.drain(data_out, wait=True)

    rt = Runtime(sequence, [in_ty, out_ty, of_in.prod(), of_out.cons()])
    return _resolve(_current_device("reduce"), rt, [worker], trace_size)


def reduce(func, input_ty, output_ty, *, trace_size=0):
    """``func`` (a kernel ``(input, output, n: i32)``) over a tensor of type
    ``input_ty`` into one of ``output_ty``; returns the resolved module."""
    return _reduce_gen(
        func,
        make_param_descriptor(input_ty),
        make_param_descriptor(output_ty),
        trace_size=trace_size,
    )
