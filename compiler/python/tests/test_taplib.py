"""Tests of ``aie.helpers.taplib`` (docs/python-taplib.md): every class and
function, the error cases, and access orders and sizes/strides computed by hand."""

import sys

import numpy as np
import pytest

from aie.helpers.taplib import (
    TensorAccessPattern,
    TensorAccessSequence,
    TensorTiler2D,
)
from aie.helpers.taplib.utils import (
    validate_and_clean_sizes_strides,
    validate_offset,
    validate_tensor_dims,
)
from aie.utils import ceildiv


def tap(dims, offset, sizes, strides):
    return TensorAccessPattern(dims, offset, sizes, strides)


# --- aie.utils.ceildiv -------------------------------------------------------


@pytest.mark.parametrize(
    "a, b, q", [(7, 2, 4), (8, 2, 4), (0, 3, 0), (1, 5, 1), (-7, 2, -3)]
)
def test_ceildiv(a, b, q):
    assert ceildiv(a, b) == q


# --- utils -------------------------------------------------------------------


def test_clean_zeroes_strides_of_leading_unit_sizes():
    assert validate_and_clean_sizes_strides([1, 1, 4, 4], [5, 6, 8, 1]) == (
        [1, 1, 4, 4],
        [0, 0, 8, 1],
    )


def test_clean_stops_at_first_size_above_one():
    assert validate_and_clean_sizes_strides([2, 1, 3], [7, 7, 1]) == (
        [2, 1, 3],
        [7, 7, 1],
    )


def test_clean_keeps_the_innermost_stride():
    assert validate_and_clean_sizes_strides([1], [5]) == ([1], [5])
    assert validate_and_clean_sizes_strides([1, 1], [3, 3]) == ([1, 1], [0, 3])


def test_clean_keeps_the_sizes_type_copies_and_returns_strides_as_list():
    sizes, strides = (1, 2), (4, 1)
    clean_sizes, clean_strides = validate_and_clean_sizes_strides(sizes, strides)
    assert clean_sizes == (1, 2) and isinstance(clean_sizes, tuple)
    assert clean_strides == [0, 1]
    arg_sizes, arg_strides = [1, 3], [9, 1]
    out_sizes, out_strides = validate_and_clean_sizes_strides(arg_sizes, arg_strides)
    assert arg_strides == [9, 1], "the caller's list is not modified"
    assert out_sizes is not arg_sizes and out_strides == [0, 1]


def test_clean_allow_none():
    assert validate_and_clean_sizes_strides(None, None, allow_none=True) == (
        None,
        None,
    )
    assert validate_and_clean_sizes_strides(None, [3, 1], allow_none=True) == (
        None,
        [3, 1],
    )
    assert validate_and_clean_sizes_strides([1, 2], None, allow_none=True) == (
        [1, 2],
        None,
    )


def test_clean_expected_dims():
    assert validate_and_clean_sizes_strides([1, 2], [0, 1], expected_dims=2) == (
        [1, 2],
        [0, 1],
    )


@pytest.mark.parametrize(
    "sizes, strides, kwargs, message",
    [
        (None, [1], {}, "Sizes is None, but expected Sequence[int]"),
        ([1], None, {}, "Strides is None, but expected Sequence[int]"),
        ([1], [1], {"expected_dims": 0}, "Expected dimensions (0) should be >= 1"),
        ([], [1], {}, "len(sizes) must be >0"),
        ([1], [], {}, "len(strides) must be >0"),
        ([1, 2], [1], {}, "len(sizes) (2) != len(strides) (1)"),
        (
            [1, 2],
            [0, 1],
            {"expected_dims": 3},
            "Num dimensions of sizes ([1, 2]) is not expected number of dimensions (3)",
        ),
        (
            [1, 2, 3],
            [0, 1],
            {"expected_dims": 3},
            "Num dimensions of strides ([0, 1]) is not expected number of dimensions (3)",
        ),
        ([2, 0], [1, 1], {}, "All sizes must be >= 1, but got [2, 0]"),
        ([2, 2], [1, -1], {}, "All strides must be >= 0, but got [1, -1]"),
    ],
)
def test_clean_rejects(sizes, strides, kwargs, message):
    with pytest.raises(ValueError) as err:
        validate_and_clean_sizes_strides(sizes, strides, **kwargs)
    assert str(err.value) == message


def test_tensor_dims():
    assert validate_tensor_dims((5,)) == [1, 5], "a vector is one row"
    dims = (2, 3)
    assert validate_tensor_dims(dims) == (2, 3)
    assert validate_tensor_dims([2, 3], expected_dims=2) == [2, 3]


@pytest.mark.parametrize(
    "dims, expected, message",
    [
        ((), None, "Number of tensor dimensions must be >= 1 (dimensions=())"),
        ((0, 2), None, "Each tensor dimension must be >= 1 (dimensions=(0, 2))"),
        ((2, -1), None, "Each tensor dimension must be >= 1 (dimensions=(2, -1))"),
        (
            (2, 3, 4),
            2,
            "Tensor dimension ((2, 3, 4)) does not match expected dimension (2)",
        ),
        ((2, 3), 0, "Expected dimensions (0) should be >= 1"),
    ],
)
def test_tensor_dims_rejects(dims, expected, message):
    with pytest.raises(ValueError) as err:
        validate_tensor_dims(dims, expected_dims=expected)
    assert str(err.value) == message


def test_offset():
    assert validate_offset(0, (2, 3)) == 0
    assert validate_offset(5, (2, 3)) == 5
    assert validate_offset(1000, None) == 1000
    with pytest.raises(ValueError, match=r"^Offset must be >= 0 \(offset=-1\)$"):
        validate_offset(-1, (2, 3))
    with pytest.raises(
        ValueError, match=r"^Offset too large: 6. Max value allowed for tensor: 6$"
    ):
        validate_offset(6, (2, 3))


# --- TensorAccessPattern -----------------------------------------------------


def test_tap_accessors_return_copies():
    t = tap((3, 4), 1, [1, 2, 3], [7, 4, 1])
    assert t.tensor_dims == (3, 4)
    assert t.offset == 1
    assert t.sizes == [1, 2, 3]
    assert t.strides == [0, 4, 1], "cleaned"
    assert t.transformation_dims == [(1, 0), (2, 4), (3, 1)]
    t.sizes.append(9)
    t.strides[0] = 5
    assert t.sizes == [1, 2, 3] and t.strides == [0, 4, 1]


def test_tap_access_order_and_count():
    t = tap((3, 4), 1, [2, 3], [4, 1])
    order, count = t.accesses()
    assert order.dtype == np.int32 and count.dtype == np.int32
    np.testing.assert_array_equal(
        order, [[-1, 0, 1, 2], [-1, 3, 4, 5], [-1, -1, -1, -1]]
    )
    np.testing.assert_array_equal(count, [[0, 1, 1, 1], [0, 1, 1, 1], [0, 0, 0, 0]])
    np.testing.assert_array_equal(t.access_order(), order)
    np.testing.assert_array_equal(t.access_count(), count)


def test_tap_column_major():
    t = tap((2, 3), 0, [3, 2], [1, 3])
    np.testing.assert_array_equal(t.access_order(), [[0, 2, 4], [1, 3, 5]])
    assert list(t.access_generator()) == [0, 3, 1, 4, 2, 5]


def test_tap_repeated_access_keeps_the_last_number():
    t = tap((2, 2), 0, [2, 2], [0, 1])
    order, count = t.accesses()
    np.testing.assert_array_equal(order, [[2, 3], [-1, -1]])
    np.testing.assert_array_equal(count, [[2, 2], [0, 0]])


def test_tap_wraps_around_the_tensor():
    t = tap((2, 2), 3, [2], [1])
    assert list(t.access_generator()) == [3, 0]
    np.testing.assert_array_equal(t.access_order(), [[1, -1], [-1, 0]])


def test_tap_vector_tensor_is_one_row():
    t = tap((4,), 1, [2], [2])
    assert t.tensor_dims == [1, 4]
    np.testing.assert_array_equal(t.access_order(), [[-1, 0, -1, 1]])


def test_tap_three_dimensional_tensor():
    t = tap((2, 2, 2), 0, [2, 2], [1, 4])
    np.testing.assert_array_equal(
        t.access_order(), [[[0, 2], [-1, -1]], [[1, 3], [-1, -1]]]
    )


def test_tap_compare_access_orders():
    whole = tap((4, 4), 0, [16], [1])
    rows = tap((4, 4), 0, [1, 1, 4, 4], [0, 0, 4, 1])
    assert whole != rows
    assert whole.compare_access_orders(rows)
    assert not whole.compare_access_orders(tap((4, 4), 0, [15], [1]))
    assert not whole.compare_access_orders(tap((4, 4), 0, [4, 4], [1, 4]))
    with pytest.raises(
        ValueError,
        match="^Can only compare access order against another TensorAccessPattern$",
    ):
        whole.compare_access_orders([0, 1])


def test_tap_str():
    assert (
        str(tap((2, 3), 1, [1, 2], [5, 1]))
        == "TensorAccessPattern((2, 3) offset=1, sizes=[1, 2], strides=[0, 1])"
    )
    assert (
        str(tap([6], 0, (2, 3), (3, 1)))
        == "TensorAccessPattern([1, 6] offset=0, sizes=(2, 3), strides=[3, 1])"
    )


def test_tap_equality():
    a = tap((2, 3), 1, [1, 2], [0, 1])
    assert a == tap((2, 3), 1, [1, 2], [4, 1]), "equal after cleaning"
    assert a != tap((2, 3), 2, [1, 2], [0, 1])
    assert a != tap((2, 3), 1, [1, 1], [0, 1])
    assert a != tap((2, 3), 1, [2, 1], [1, 1])
    assert a != tap((3, 2), 1, [1, 2], [0, 1])
    # The stored values are compared as given, as mlir-aie does.
    assert a != tap([2, 3], 1, [1, 2], [0, 1])
    assert a != "TensorAccessPattern"


@pytest.mark.parametrize(
    "args",
    [
        ((), 0, [1], [1]),
        ((2, 0), 0, [1], [1]),
        ((2, 3), -1, [1], [1]),
        ((2, 3), 6, [1], [1]),
        ((2, 3), 0, [], []),
        ((2, 3), 0, [0], [1]),
        ((2, 3), 0, [1], [-1]),
        ((2, 3), 0, [1, 2], [1]),
        ((2, 3), 0, None, [1]),
    ],
)
def test_tap_rejects(args):
    with pytest.raises(ValueError):
        TensorAccessPattern(*args)


# --- visualisation -----------------------------------------------------------


def test_visualize_needs_two_dimensions():
    with pytest.raises(NotImplementedError, match="1- or 2-dimensional"):
        tap((2, 2, 2), 0, [2], [1]).visualize(show_plot=False)
    seq = TensorAccessSequence((2, 2, 2), 1, offset=0, sizes=[2], strides=[1])
    with pytest.raises(NotImplementedError, match="1- or 2-dimensional"):
        seq.visualize(show_plot=False)
    with pytest.raises(NotImplementedError, match="1- or 2-dimensional"):
        seq.animate()


def test_visualize_without_matplotlib_names_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)
    with pytest.raises(ImportError, match="matplotlib"):
        tap((2, 3), 0, [6], [1]).visualize(show_plot=False)
    seq = TensorTiler2D.simple_tiler((2, 4), (2, 2))
    with pytest.raises(ImportError, match="matplotlib"):
        seq.visualize(show_plot=False)
    with pytest.raises(ImportError, match="matplotlib"):
        seq.animate()


def test_visualize_saves_a_figure(tmp_path):
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    out = tmp_path / "tap.png"
    tap((4, 4), 0, [2, 4], [1, 4]).visualize(
        file_path=str(out), show_plot=False, plot_access_count=True
    )
    assert out.stat().st_size > 0
    out2 = tmp_path / "tas.png"
    TensorTiler2D.simple_tiler((4, 4), (2, 2)).visualize(
        file_path=str(out2), show_plot=False
    )
    assert out2.stat().st_size > 0


def test_visualize_arrows_skip_overwritten_numbers(tmp_path):
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    out = tmp_path / "repeat.png"
    # Access numbers 0 and 1 are overwritten by 2 and 3.
    tap((2, 2), 0, [2, 2], [0, 1]).visualize(
        show_arrows=True, file_path=str(out), show_plot=False
    )
    assert out.exists()


def test_animate_frames_start_blank_then_one_per_tap(monkeypatch):
    from aie.helpers.taplib import visualization2d

    calls = []
    monkeypatch.setattr(
        visualization2d,
        "animate_from_accesses",
        lambda orders, counts, title: calls.append((orders, counts, title)),
    )
    seq = TensorTiler2D.simple_tiler((2, 4), (2, 2))
    seq.animate(animate_access_count=True)
    seq.animate(title="T")
    (orders, counts, title), (_, no_counts, title2) = calls
    assert title == "TensorAccessSequence Animation" and title2 == "T"
    assert no_counts is None
    np.testing.assert_array_equal(orders[0], -np.ones((2, 4)))
    np.testing.assert_array_equal(orders[2], [[-1, -1, 0, 1], [-1, -1, 2, 3]])
    np.testing.assert_array_equal(counts[0], np.zeros((2, 4)))
    np.testing.assert_array_equal(counts[1], [[1, 1, 0, 0], [1, 1, 0, 0]])
    assert len(orders) == len(counts) == 3


def test_animate_returns_an_animation():
    pytest.importorskip("matplotlib")
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.animation import FuncAnimation

    from aie.helpers.taplib.visualization2d import animate_from_accesses

    anim = TensorTiler2D.simple_tiler((4, 4), (2, 2)).animate(animate_access_count=True)
    assert isinstance(anim, FuncAnimation)
    assert len(list(anim.new_frame_seq())) == 5
    assert "<script" in anim.to_jshtml(), "every frame draws"
    with pytest.raises(ValueError, match="At least one access order tensor"):
        animate_from_accesses([], None)
    frame = np.zeros((2, 2), np.int32)
    with pytest.raises(ValueError, match="should be equal"):
        animate_from_accesses([frame, frame], [frame])


# --- TensorAccessSequence ----------------------------------------------------


def test_tas_from_functions():
    seq = TensorAccessSequence(
        (4, 4),
        3,
        offset=0,
        sizes=[1, 4],
        strides=[0, 1],
        offset_fn=lambda step, prev: prev + 4 * step,
        sizes_fn=lambda step, prev: [prev[0], prev[1] - step],
    )
    assert [t.offset for t in seq] == [0, 4, 12]
    assert [t.sizes for t in seq] == [[1, 4], [1, 3], [1, 1]]
    assert all(t.strides == [0, 1] for t in seq)


def test_tas_from_constants():
    seq = TensorAccessSequence((2, 4), 2, offset=4, sizes=[4], strides=[1])
    assert len(seq) == 2 and seq[0] == seq[1] == tap((2, 4), 4, [4], [1])


def test_tas_empty():
    seq = TensorAccessSequence((2, 2), 0)
    assert len(seq) == 0
    order, count = seq.accesses()
    np.testing.assert_array_equal(order, [[-1, -1], [-1, -1]])
    np.testing.assert_array_equal(count, [[0, 0], [0, 0]])


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"num_steps": -1}, "Number of steps must be positive (but is -1)"),
        (
            {"num_steps": 0, "offset": 0},
            "If num_steps=0, no sizes/strides/offset information may be specified",
        ),
        (
            {"num_steps": 0, "sizes_fn": lambda s, p: p},
            "If num_steps=0, no sizes/strides/offset information may be specified",
        ),
        (
            {"num_steps": 1, "sizes": [1], "strides": [1]},
            "Offset must be provided if offset_fn is None",
        ),
        (
            {"num_steps": 1, "offset": 0, "strides": [1]},
            "Sizes must be provided if size_fn is None",
        ),
        (
            {"num_steps": 1, "offset": 0, "sizes": [1]},
            "Strides must be provided if stride_fn is None",
        ),
        (
            {"num_steps": 1, "offset": 4, "sizes": [1], "strides": [1]},
            "Offset too large: 4. Max value allowed for tensor: 4",
        ),
    ],
)
def test_tas_rejects(kwargs, message):
    with pytest.raises(ValueError) as err:
        TensorAccessSequence((2, 2), **kwargs)
    assert str(err.value) == message


def test_tas_from_taps():
    a, b = tap((2, 4), 0, [4], [1]), tap((2, 4), 4, [4], [1])
    seq = TensorAccessSequence.from_taps([a, b])
    assert list(seq) == [a, b]
    np.testing.assert_array_equal(seq.access_order(), [[0, 1, 2, 3], [4, 5, 6, 7]])
    with pytest.raises(ValueError, match="Received no TensorAccessPatterns"):
        TensorAccessSequence.from_taps([])
    with pytest.raises(
        ValueError,
        match=r"multiple tensor dimensions \(found \(2, 4\) and \(4, 2\)\)",
    ):
        TensorAccessSequence.from_taps([a, tap((4, 2), 0, [4], [1])])


def test_tas_overlapping_orders_add_as_mlir_aie_computes_them():
    # First pattern: elements 0, 1 numbered 0, 1 (stored as 1, 2; highest 2).
    # Second: elements 1, 2 numbered 0, 1, shifted by 1 + 2 to 3, 4 and
    # added: element 1 holds 2 + 3 = 5; after the final -1: [0, 4, 3, -1].
    seq = TensorAccessSequence.from_taps(
        [tap((1, 4), 0, [2], [1]), tap((1, 4), 1, [2], [1])]
    )
    order, count = seq.accesses()
    np.testing.assert_array_equal(order, [[0, 4, 3, -1]])
    np.testing.assert_array_equal(count, [[1, 2, 1, 0]])
    np.testing.assert_array_equal(seq.access_order(), order)
    np.testing.assert_array_equal(seq.access_count(), count)


def test_tas_is_a_mutable_sequence():
    a, b, c = (tap((2, 4), o, [4], [1]) for o in (0, 1, 4))
    seq = TensorAccessSequence.from_taps([a, b])
    seq.append(c)
    assert len(seq) == 3 and seq[-1] is c and seq[0:2] == [a, b]
    assert b in seq and tap((2, 4), 3, [4], [1]) not in seq
    assert seq.index(c) == 2
    seq[1] = c
    assert seq[1] == c and seq[1] is not c, "set items are copies"
    del seq[1]
    assert list(seq) == [a, c]
    seq.insert(0, b)
    assert list(seq) == [b, a, c]
    assert seq.pop() == c and list(reversed(seq)) == [a, b]
    wrong = tap((4, 2), 0, [4], [1])
    with pytest.raises(ValueError, match="Cannot add TensorAccessPattern with"):
        seq.append(wrong)
    with pytest.raises(
        ValueError,
        match=r"^Cannot add TensorAccessPattern with tensor dims \(4, 2\) to "
        r"TensorAccessSequence with tensor dims \(2, 4\)$",
    ):
        seq[0] = wrong


def test_tas_equality_and_compare():
    a, b = tap((2, 4), 0, [4], [1]), tap((2, 4), 4, [4], [1])
    seq = TensorAccessSequence.from_taps([a, b])
    assert seq == TensorAccessSequence.from_taps([a, b])
    assert seq != TensorAccessSequence.from_taps([b, a])
    assert seq != [a, b]
    same = TensorAccessSequence.from_taps(
        [tap((2, 4), 0, [2, 2], [2, 1]), tap((2, 4), 4, [1, 4], [0, 1])]
    )
    assert seq != same and seq.compare_access_orders(same)
    assert not seq.compare_access_orders(TensorAccessSequence.from_taps([a]))
    assert not seq.compare_access_orders(TensorAccessSequence.from_taps([b, a]))


# --- TensorTiler2D -----------------------------------------------------------


def offsets(seq):
    return [t.offset for t in seq]


def test_tiler_is_not_instantiable():
    with pytest.raises(Exception, match="cannot be instantiated"):
        TensorTiler2D()


def test_simple_tiler():
    seq = TensorTiler2D.simple_tiler((4, 4), (2, 2))
    assert offsets(seq) == [0, 2, 8, 10]
    assert all(t.sizes == [1, 1, 2, 2] and t.strides == [0, 0, 4, 1] for t in seq)
    assert (
        str(seq[1])
        == "TensorAccessPattern((4, 4) offset=2, sizes=[1, 1, 2, 2], strides=[0, 0, 4, 1])"
    )
    order, count = seq.accesses()
    np.testing.assert_array_equal(
        order, [[0, 1, 4, 5], [2, 3, 6, 7], [8, 9, 12, 13], [10, 11, 14, 15]]
    )
    assert (count == 1).all()


def test_simple_tiler_options():
    assert offsets(TensorTiler2D.simple_tiler((4, 4), (2, 2), iter_col_major=True)) == [
        0,
        8,
        2,
        10,
    ]
    col = TensorTiler2D.simple_tiler((4, 4), (2, 2), tile_col_major=True)
    assert col[0].sizes == [1, 1, 2, 2] and col[0].strides == [0, 0, 1, 4]
    whole = TensorTiler2D.simple_tiler((4, 6))
    assert len(whole) == 1 and whole[0] == tap((4, 6), 0, [1, 1, 4, 6], [0, 0, 6, 1])
    rep = TensorTiler2D.simple_tiler((4, 4), (2, 2), pattern_repeat=3)
    assert rep[3].sizes == [3, 1, 2, 2] and rep[3].strides == [0, 0, 4, 1]
    assert (rep.access_count() == 3).all()


def test_simple_tiler_vector():
    seq = TensorTiler2D.simple_tiler((8,), (4,))
    assert list(seq) == [
        tap([1, 8], 0, [1, 1, 1, 4], [0, 0, 0, 1]),
        tap([1, 8], 4, [1, 1, 1, 4], [0, 0, 0, 1]),
    ]


def test_group_tiler():
    seq = TensorTiler2D.group_tiler((8, 8), (2, 2), (2, 2))
    assert offsets(seq) == [0, 4, 32, 36]
    assert all(t.sizes == [2, 2, 2, 2] and t.strides == [16, 2, 8, 1] for t in seq)
    assert list(seq[0].access_generator()) == [
        0, 1, 8, 9, 2, 3, 10, 11, 16, 17, 24, 25, 18, 19, 26, 27,
    ]  # fmt: skip
    assert TensorTiler2D.group_tiler((8, 8), (2, 2)) == TensorTiler2D.simple_tiler(
        (8, 8), (2, 2)
    )


def test_group_tiler_col_major_groups_merge_into_taller_tiles():
    pruned = TensorTiler2D.group_tiler(
        (8, 8), (2, 2), (2, 2), tile_group_col_major=True
    )
    assert pruned[0].sizes == [1, 2, 4, 2] and pruned[0].strides == [0, 2, 8, 1]
    kept = TensorTiler2D.group_tiler(
        (8, 8), (2, 2), (2, 2), tile_group_col_major=True, prune_step=False
    )
    assert kept[0].sizes == [2, 2, 2, 2] and kept[0].strides == [2, 16, 8, 1]
    assert pruned.compare_access_orders(kept) and pruned != kept


def test_group_tiler_col_major_tiles_merge_into_wider_tiles():
    seq = TensorTiler2D.group_tiler((8, 8), (2, 2), (1, 2), tile_col_major=True)
    assert offsets(seq) == [0, 4, 16, 20, 32, 36, 48, 52]
    assert seq[0].sizes == [1, 1, 4, 2] and seq[0].strides == [0, 0, 1, 8]


def test_group_tiler_partial():
    with pytest.raises(
        ValueError,
        match=r"^allow_partial=False but tensor does not divide evenly into tile "
        r"groups in dimension 0$",
    ):
        TensorTiler2D.group_tiler((6, 6), (2, 2), (2, 2))
    seq = TensorTiler2D.group_tiler((6, 6), (2, 2), (2, 2), allow_partial=True)
    assert list(seq) == [
        tap((6, 6), 0, [2, 2, 2, 2], [12, 2, 6, 1]),
        tap((6, 6), 4, [1, 2, 2, 2], [0, 12, 6, 1]),
        tap((6, 6), 24, [1, 2, 2, 2], [0, 2, 6, 1]),
        tap((6, 6), 28, [1, 1, 2, 2], [0, 0, 6, 1]),
    ]
    assert (seq.access_count() == 1).all()


def test_step_tiler():
    seq = TensorTiler2D.step_tiler((8, 8), (2, 2), (2, 2), (2, 2))
    assert offsets(seq) == [0, 2, 16, 18]
    assert all(t.sizes == [2, 2, 2, 2] and t.strides == [32, 4, 8, 1] for t in seq)
    assert list(seq[0].access_generator()) == [
        0, 1, 8, 9, 4, 5, 12, 13, 32, 33, 40, 41, 36, 37, 44, 45,
    ]  # fmt: skip
    assert (seq.access_count() == 1).all()
    col = TensorTiler2D.step_tiler(
        (8, 8), (2, 2), (2, 2), (2, 2), tile_group_col_major=True, iter_col_major=True
    )
    assert offsets(col) == [0, 16, 2, 18]
    assert col[0].sizes == [2, 2, 2, 2] and col[0].strides == [4, 32, 8, 1]


def test_step_tiler_partial_interleaved_groups():
    # 11 tiles across, groups of 3 tiles 2 apart: positions 0 and 1 start
    # groups {0, 2, 4} and {1, 3, 5}; the 5 tiles left make groups {6, 8, 10}
    # and {7, 9}.
    seq = TensorTiler2D.step_tiler((2, 22), (2, 2), (1, 3), (1, 2), allow_partial=True)
    assert list(seq) == [
        tap((2, 22), 0, [1, 3, 2, 2], [0, 4, 22, 1]),
        tap((2, 22), 2, [1, 3, 2, 2], [0, 4, 22, 1]),
        tap((2, 22), 12, [1, 3, 2, 2], [0, 4, 22, 1]),
        tap((2, 22), 14, [1, 2, 2, 2], [0, 4, 22, 1]),
    ]
    assert (seq.access_count() == 1).all()


def test_step_tiler_prunes_steps_beyond_the_tensor():
    with pytest.raises(ValueError, match="allow_partial=False"):
        TensorTiler2D.step_tiler((4, 4), (2, 2), (2, 1), (3, 1))
    seq = TensorTiler2D.step_tiler((4, 4), (2, 2), (2, 1), (3, 1), allow_partial=True)
    assert seq == TensorTiler2D.simple_tiler((4, 4), (2, 2))


@pytest.mark.parametrize(
    "args, kwargs, message",
    [
        (
            ((5, 4), (2, 2), (1, 1)),
            {},
            r"^Tensor dimension 0 \(5\) is not divisible by tile dim \(2\)$",
        ),
        (((4, 4), (2, 2, 1), (1, 1)), {}, "does not match expected dimension"),
        (((4, 4), (2, 2), (1, 0)), {}, "Each tensor dimension must be >= 1"),
        (
            ((4, 4), (2, 2), (1, 1)),
            {"pattern_repeat": 0},
            "^Pattern repeat must be >= 1 but is 0$",
        ),
        (
            ((4, 4), (2, 2), (1, 1)),
            {"pattern_repeat": 1.5},
            "Pattern repeat must be >= 1",
        ),
        (
            ((8, 8), (2, 2), (2, 2)),
            {"pattern_repeat": 2},
            r"^Ran out of dimensions for repeat \(sizes=\[2, 2, 2, 2\], "
            r"strides=\[16, 2, 8, 1\]\)$",
        ),
    ],
)
def test_tiler_rejects(args, kwargs, message):
    with pytest.raises(ValueError, match=message):
        TensorTiler2D.step_tiler(*args, **kwargs)
