"""Helpers of mlir-aie's ML examples: a CSV logger, class labels, pickled
data, folding a batch norm into a convolution's weights, :class:`DataShaper`
(tensors laid out as an AIE kernel reads them) and the harness that runs a
convolution design and compares it with a PyTorch model
(:func:`run_conv_torch_test`). PyTorch is imported by the functions that
need it (``pip install "./compiler/python[ml]"``)."""

import csv
import json
import math
import os
import pickle
import re

import numpy as np


class CSVLoggerError(Exception):
    """A CSVLogger asked for what its state does not allow."""


class CSVLogger:
    """Rows appended to a CSV file: the columns are the existing file's
    header, else those set first (by :meth:`set_columns` or the first row's
    keys, written as the header); a value a row lacks is written ``-``."""

    # Rows written between two flushes of the file.
    FLUSH_EVERY = 100

    def __init__(self, filename, sep=","):
        self.filename = str(filename)
        self.columns = None
        if os.path.exists(self.filename):
            with open(self.filename, newline="") as f:
                self.columns = csv.DictReader(f, delimiter=sep).fieldnames
        self.fh = open(self.filename, "a", newline="")
        self.csvwriter = csv.writer(self.fh, delimiter=sep)
        self.count = 0

    def set_columns(self, columns):
        """Sets the columns and writes them as the header;
        ``CSVLoggerError`` when they are set already."""
        if self.columns:
            raise CSVLoggerError("Columns already set")
        self.columns = list(columns)
        self.csvwriter.writerow(self.columns)

    def append(self, row):
        """Writes ``row`` (a dict) in column order."""
        if self.columns is None:
            self.set_columns(row.keys())
        self.csvwriter.writerow([row.get(c, "-") for c in self.columns])
        self.count += 1
        if self.count > self.FLUSH_EVERY:
            self.count = 0
            self.fh.flush()

    def close(self):
        self.fh.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def load_class_label(class_label_file: str, num_classes: int) -> list:
    """The labels of classes ``0`` to ``num_classes - 1`` of a JSON file
    mapping each class number (as a string) to its label."""
    with open(class_label_file) as f:
        labels = json.load(f)
    return [labels[str(i)] for i in range(num_classes)]


def unpickle(file):
    """The object pickled in ``file`` (Python 2 pickles read as latin-1, as
    the CIFAR data sets are)."""
    with open(file, "rb") as f:
        return pickle.load(f, encoding="latin1")


# The epsilon of the batch norms whose parameters are folded.
BN_EPS = 1e-05


def fuse_single_conv_bn_pair(bn_mean, bn_var, bn_wts, bn_bias, conv_wts):
    """Folds a batch norm's scale into the convolution weights before it
    (torch tensors, output channels first): each output channel's weights
    are multiplied in place by ``gamma / sqrt(var + eps)`` taken as an int8
    (the quantized designs' integer scale); returns ``conv_wts``. The mean
    and bias go into the bias, which this does not compute."""
    import torch

    scale = (bn_wts / torch.sqrt(bn_var + BN_EPS)).to(torch.int8)
    conv_wts.mul_(scale.reshape((-1,) + (1,) * (conv_wts.dim() - 1)))
    return conv_wts


# A layout token: a dimension's letter and, optionally, the size of that
# part of the dimension.
_TOKEN = re.compile(r"([A-Za-z])(\d*)")


class DataShaper:
    """Tensors in the layout an AIE kernel reads.

    A layout is a string of dimension letters, outermost first, each
    optionally followed by a size: ``"YCXC8"`` of a ``"CYX"`` tensor splits
    C into an outer part and parts of 8 (channel ``c`` is ``c // 8``,
    ``c % 8``) and orders them Y, C, X, C8. A dimension named more than
    once is split outer to inner; every part but the outermost has a size,
    and the dimension is padded with zeros to a multiple of their product.
    ``defOrder`` names the tensor's own dimensions (default ``"RC"``). The
    layouts mlir-aie's shaper also reads with ``<``, ``>``, groups,
    ``%``, ``*`` and ``|`` (offsets, padding, broadcast, alignment) are a
    ``ValueError`` here."""

    def __init__(self, defOrder="RC", print_info=False):
        self.defOrder = defOrder
        self.print_info = print_info
        self.log_msg = []

    def _layout(self, shape, order, defOrder):
        """``(parts, padded)``: the parts of the layout in its order, each
        ``(dimension index, size, rank among the dimension's parts)``, and
        each dimension's padded extent."""
        defOrder = defOrder or self.defOrder
        if "".join(m.group(0) for m in _TOKEN.finditer(order)) != order:
            raise ValueError(f"DataShaper: layout {order!r}: only letters with sizes are read")
        if len(shape) != len(defOrder):
            raise ValueError(f"DataShaper: a {len(shape)}-d tensor has no layout {defOrder!r}")
        tokens = [(m.group(1), int(m.group(2)) if m.group(2) else None) for m in _TOKEN.finditer(order)]
        parts, padded = [], list(shape)
        for d, letter in enumerate(defOrder):
            sizes = [s for c, s in tokens if c == letter]
            if not sizes:
                raise ValueError(f"DataShaper: layout {order!r} does not name dimension {letter}")
            if None in sizes[1:]:
                raise ValueError(f"DataShaper: layout {order!r}: only the outermost {letter} may go without a size")
            inner = math.prod(sizes[1:])
            outer = sizes[0] if sizes[0] is not None else -(-shape[d] // inner)
            padded[d] = outer * inner
            if padded[d] < shape[d]:
                raise ValueError(f"DataShaper: layout {order!r} holds {padded[d]} of {letter}'s {shape[d]}")
            sizes[0] = outer
            parts.append([(d, s, k) for k, s in enumerate(sizes)])
        unknown = {c for c, _ in tokens} - set(defOrder)
        if unknown:
            raise ValueError(f"DataShaper: layout {order!r} names {''.join(sorted(unknown))}, not in {defOrder!r}")
        seen = dict.fromkeys(range(len(defOrder)), 0)
        ordered = []
        for letter, _ in tokens:
            d = defOrder.index(letter)
            ordered.append(parts[d][seen[d]])
            seen[d] += 1
        if self.print_info:
            self.log_msg.append(f"[INFO]: reorder s={tuple(shape)} o={order} -> {ordered}")
        return ordered, padded

    def reorder_mat(self, mat, order, defOrder=None, inverse=False):
        """``mat`` (laid out as ``defOrder``) in layout ``order``, flat. With
        ``inverse`` the other way: ``mat`` has ``defOrder``'s shape and
        holds its elements in layout ``order``; the result is them in
        ``defOrder``'s, flat (a layout that pads cannot be undone)."""
        mat = np.asarray(mat)
        ordered, padded = self._layout(mat.shape, order, defOrder)
        natural = sorted(ordered, key=_part_key)
        if not inverse:
            mat = np.pad(mat, [(0, p - s) for s, p in zip(mat.shape, padded)])
            split = mat.reshape([size for _, size, _ in natural])
            return split.transpose([natural.index(part) for part in ordered]).reshape(-1)
        if list(padded) != list(mat.shape):
            raise ValueError(f"DataShaper: layout {order!r} pads {mat.shape}; padding cannot be undone")
        laid_out = mat.reshape([size for _, size, _ in ordered])
        return laid_out.transpose([ordered.index(part) for part in natural]).reshape(-1)

    def get_dim_steps(self, shape, order, defOrder=None, bits=8, ebs=None, sparse_ratio=1):
        """The step, in bytes, of each dimension of ``shape`` in layout
        ``order`` (that of its outermost part, or of the part after it when
        the two are adjacent in the layout), then the layout's size in
        bytes. Elements are ``bits`` wide; with ``ebs``, blocks of that many
        share an 8-bit exponent; ``sparse_ratio`` is the share of elements
        kept. The innermost part must hold at least 8 elements."""
        ordered, _ = self._layout(tuple(shape), order, defOrder)
        sizes = [size for _, size, _ in ordered]
        if sizes[-1] < 8:
            raise ValueError("DataShaper: the innermost part is too small for a sparse or exponent block")
        element_bits = bits - (8 if ebs else 0)
        sizes[-1] = int(sizes[-1] * sparse_ratio * element_bits / 8) + (sizes[-1] // ebs if ebs else 0)
        steps, step = [0] * (len(shape) + 1), 1
        strides = [0] * len(ordered)
        for i in reversed(range(len(ordered))):
            strides[i] = step
            step *= sizes[i]
        for d in range(len(shape)):
            at = next(i for i, (dd, _, rank) in enumerate(ordered) if dd == d and rank == 0)
            if at + 1 < len(ordered) and ordered[at + 1][0] == d and ordered[at + 1][2] == 1:
                at += 1
            steps[d] = strides[at]
        steps[-1] = step
        return steps


def _part_key(part):
    """Parts in the tensor's own order: by dimension, outer to inner."""
    d, _, rank = part
    return (d, rank)


def run_conv_torch_test(
    *,
    xclbin_path,
    insts_path,
    golden_model,
    int_inp,
    int_weights,
    out_shape_in_layout,
    out_shape_final,
    out_scale,
    atol,
    kernel_name=None,
    in_layout=("YCXC8", "CYX"),
    wts_layout=("OIYXI8O8", "OIYX"),
    out_reorder=("CDYX", "YCXD"),
    dtype_in=np.int8,
    dtype_wts=np.int8,
    dtype_out=np.int8,
    trace_size=0,
    trace_file=None,
    log_dir=None,
) -> bool:
    """Runs a convolution design (``xclbin_path``, ``insts_path``) on the
    NPU and compares it with ``golden_model(int_inp)`` (a torch module and
    input): the input and the concatenated weights are laid out with
    ``in_layout`` and ``wts_layout`` (``(order, defOrder)`` of
    :meth:`DataShaper.reorder_mat`), the output read back in
    ``out_shape_in_layout``, reordered by ``out_reorder`` into
    ``out_shape_final`` and scaled by ``out_scale``. Prints the NPU time
    and ``PASS!`` or ``Failed.``; True when every value is within ``atol``.
    ``trace_size`` > 0 traces into the output's tail, written to
    ``trace_file``; ``log_dir`` keeps the buffers as text."""
    import torch

    import aie.iron as iron
    from aie.utils import DefaultNPURuntime, HostRuntime, NPUKernel, TraceConfig

    dtype_in, dtype_wts, dtype_out = map(np.dtype, (dtype_in, dtype_wts, dtype_out))
    if trace_size > 0 and trace_file is None:
        raise ValueError("trace_file is required when trace_size > 0")
    if log_dir is not None:
        os.makedirs(log_dir, exist_ok=True)
    golden_model.eval()
    golden = golden_model(int_inp)
    shaper = DataShaper()
    before = int_inp.squeeze().data.numpy().astype(dtype_in)
    ifm = shaper.reorder_mat(before, *in_layout)
    wts = np.concatenate(
        [shaper.reorder_mat(w.data.numpy().astype(dtype_wts), *wts_layout) for w in int_weights], axis=None
    )
    _dump(log_dir, before=before, ifm=ifm, wts=wts)
    out_bytes = int(np.prod(out_shape_in_layout) * dtype_out.itemsize)
    buffers = [iron.tensor(ifm, dtype=dtype_in), iron.tensor(wts, dtype=dtype_wts), iron.zeros(out_bytes, dtype=dtype_out)]
    trace_config = None
    if trace_size > 0:
        out = buffers[-1]
        trace_config = TraceConfig(
            trace_size=trace_size,
            trace_file=trace_file,
            reuse_output_buffer=True,
            last_tensor_shape=out.shape,
            last_tensor_dtype=out.dtype,
        )
        HostRuntime.prepare_args_for_trace(buffers, trace_config)
    kernel = NPUKernel(xclbin_path, insts_path, **({} if kernel_name is None else {"kernel_name": kernel_name}))
    if DefaultNPURuntime is None:
        raise RuntimeError("No default NPU runtime available")
    result = DefaultNPURuntime.run(DefaultNPURuntime.load(kernel), buffers)
    if trace_config is not None:
        trace, _ = HostRuntime.extract_trace_from_args(buffers, trace_config)
        trace_config.write_trace(trace.view(np.uint32))
    out = np.asarray(buffers[-1].numpy() if hasattr(buffers[-1], "numpy") else buffers[-1]) * out_scale
    ofm = shaper.reorder_mat(out.reshape(out_shape_in_layout), *out_reorder).reshape(out_shape_final)
    _dump(log_dir, ofm=ofm)
    print(f"\nAvg NPU time: {int(result.npu_time / 1000)}us.")
    passed = np.allclose(torch.from_numpy(ofm).unsqueeze(0).detach().numpy(), golden.detach().numpy(), rtol=0, atol=atol)
    print("\nPASS!\n" if passed else "\nFailed.\n")
    return bool(passed)


# The text files run_conv_torch_test's log_dir gets, by buffer.
_DUMPS = {"before": "before_ifm.txt", "ifm": "after_ifm.txt", "wts": "weights.txt", "ofm": "after_ofm.txt"}


def _dump(log_dir, **arrays):
    """Writes ``arrays`` as comma-separated integers into ``log_dir``."""
    if log_dir is None:
        return
    for name, array in arrays.items():
        array.tofile(os.path.join(log_dir, _DUMPS[name]), sep=",", format="%d")
