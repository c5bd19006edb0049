"""aie.iron's devices, tiles, dtype names and the Resolvable protocol
(docs/python-iron.md)."""

import numpy as np
import pytest
from ml_dtypes import bfloat16

import aie.iron.device as devices
from aie.dialects._aie_enum_gen import AIEDevice, AIETileType
from aie.extras.context import mlir_mod_ctx
from aie.iron import dtype_to_str, str_to_dtype
from aie.iron.device import (
    AnyComputeTile,
    AnyMemTile,
    AnyShimTile,
    Device,
    Tile,
    from_name,
)
from aie.iron.resolvable import NotResolvedError, Resolvable


@pytest.mark.parametrize(
    "name, cols, rows, arch, enum",
    [
        ("NPU1", 4, 6, "AIE2", "npu1"),
        ("NPU1Col1", 1, 6, "AIE2", "npu1_1col"),
        ("NPU1Col2", 2, 6, "AIE2", "npu1_2col"),
        ("NPU1Col3", 3, 6, "AIE2", "npu1_3col"),
        ("NPU2", 8, 6, "AIE2p", "npu2"),
        ("NPU2Col1", 1, 6, "AIE2p", "npu2_1col"),
        ("NPU2Col4", 4, 6, "AIE2p", "npu2_4col"),
        ("NPU2Col7", 7, 6, "AIE2p", "npu2_7col"),
        ("XCVC1902", 50, 9, "AIE1", "xcvc1902"),
        ("XCVE2302", 17, 4, "AIE2", "xcve2302"),
        ("XCVE2802", 38, 11, "AIE2", "xcve2802"),
    ],
)
def test_every_device_class_knows_its_size_and_architecture(
    name, cols, rows, arch, enum
):
    device = getattr(devices, name)()
    assert isinstance(device, Device)
    assert (device.cols, device.rows, device.arch.name) == (cols, rows, arch)
    assert device.resolve() == getattr(AIEDevice, enum)
    assert type(device.fresh()) is type(device)


def test_there_is_one_class_per_device_of_the_enum():
    assert {
        type(cls()).__name__ for cls in devices._devices.DEVICE_CLASSES.values()
    } == {
        "NPU1",
        "NPU1Col1",
        "NPU1Col2",
        "NPU1Col3",
        "NPU2",
        *(f"NPU2Col{n}" for n in range(1, 8)),
        "XCVC1902",
        "XCVE2302",
        "XCVE2802",
        "XCVE3858",
    }
    with pytest.raises(AttributeError):
        devices.NPU3


def test_a_device_made_from_the_enum_resolves_to_it():
    device = Device(AIEDevice.npu1_2col)
    assert device.cols == 2
    assert device.resolve() == AIEDevice.npu1_2col
    assert device.fresh().resolve() == AIEDevice.npu1_2col
    with pytest.raises(TypeError, match="AIEDevice"):
        Device("npu1")


def test_tile_types_follow_the_device():
    npu = devices.NPU1Col1()
    assert [npu.get_tile_type(0, r) for r in range(3)] == [
        AIETileType.ShimNOCTile,
        AIETileType.MemTile,
        AIETileType.CoreTile,
    ]
    versal = devices.XCVC1902()
    assert versal.get_tile_type(0, 0) == AIETileType.ShimPLTile
    assert versal.get_tile_type(2, 0) == AIETileType.ShimNOCTile
    with pytest.raises(
        ValueError, match=r"\(1, 2\) are out of range .* \(1 cols x 6 rows\)"
    ):
        npu.get_tile_type(1, 2)
    with pytest.raises(ValueError, match="out of range"):
        npu.get_tile_type(0, -1)


@pytest.mark.parametrize(
    "name, n_cols, expected",
    [
        ("npu", 1, "NPU1Col1"),
        ("NPU1", 3, "NPU1Col3"),
        ("npu1", 4, "NPU1"),
        ("npu1", None, "NPU1"),
        ("npu2", 1, "NPU2Col1"),
        ("npu2", 7, "NPU2Col7"),
        ("npu2", 8, "NPU2"),
        ("Npu2", None, "NPU2"),
        ("xcvc1902", 3, "XCVC1902"),
        ("xcve2802", None, "XCVE2802"),
    ],
)
def test_from_name(name, n_cols, expected):
    assert type(from_name(name, n_cols=n_cols)).__name__ == expected


def test_from_name_refuses_unknown_names_and_column_counts():
    with pytest.raises(ValueError, match="Unknown device name 'npu3'; expected one of"):
        from_name("npu3")
    with pytest.raises(ValueError, match=r"n_cols must be in 1\.\.4 .* got 5"):
        from_name("npu1", n_cols=5)
    with pytest.raises(ValueError, match=r"1\.\.8 .* got 0"):
        from_name("npu2", n_cols=0)
    with pytest.raises(ValueError, match="Unknown device name"):
        from_name(None)


def test_tile_requests():
    tile = Tile(0, 2, tile_type=AIETileType.CoreTile, allocation_scheme="bank-aware")
    assert str(tile) == "Tile<CoreTile>(0, 2)"
    assert str(Tile(row=1)) == "Tile(?, 1)"
    assert str(AnyMemTile) == "Tile<MemTile>(?, ?)"
    copy = tile.copy()
    assert copy is not tile and copy != tile
    assert (copy.col, copy.row, copy.tile_type, copy.allocation_scheme) == (
        0,
        2,
        AIETileType.CoreTile,
        "bank-aware",
    )
    assert len({tile, copy, tile}) == 2


def test_with_type_stamps_a_fresh_tile_and_refuses_a_conflict():
    shim = AnyShimTile.with_type(AIETileType.ShimNOCTile, allocation_scheme="x")
    assert shim is not AnyShimTile and shim.allocation_scheme == "x"
    assert AnyShimTile.allocation_scheme is None
    typed = Tile(3, 4).with_type(AIETileType.CoreTile)
    assert (typed.col, typed.row, typed.tile_type) == (3, 4, AIETileType.CoreTile)
    with pytest.raises(
        ValueError, match="Expected a MemTile tile, but got tile_type=CoreTile"
    ):
        AnyComputeTile.with_type(AIETileType.MemTile)
    with pytest.raises(ValueError, match="custom"):
        AnyComputeTile.with_type(AIETileType.MemTile, mismatch_msg="custom")


def test_tile_arguments_are_checked():
    with pytest.raises(TypeError, match="col must be an int"):
        Tile("0", 1)
    with pytest.raises(TypeError, match="row must be an int"):
        Tile(0, 1.5)
    with pytest.raises(TypeError, match="tile_type must be an AIETileType"):
        Tile(tile_type="CoreTile")
    assert Tile(np.int64(1), np.int32(2)).col == 1


def test_a_tile_op_is_set_once():
    tile = Tile()
    with pytest.raises(ValueError, match="Cannot get op before it is set"):
        tile.op
    tile.op = "first"
    tile.op = "first"
    with pytest.raises(ValueError, match="Cannot change operation once it is set"):
        tile.op = "second"


def test_resolve_tile_emits_one_logical_tile_per_tile_object():
    with mlir_mod_ctx() as ctx:
        device = devices.NPU1Col1()
        core = Tile(tile_type=AIETileType.CoreTile)
        device.resolve_tile(core)
        device.resolve_tile(core)
        device.resolve_tile(Tile(0, 1))  # the type comes from the coordinates
        device.resolve_tile(Tile(0, 0, allocation_scheme="basic-sequential"))
        device.resolve_tile(Tile(row=2, tile_type=AIETileType.CoreTile))
        text = str(ctx.module)
    assert text.count("aie.logical_tile") == 4
    assert "aie.logical_tile<CoreTile>(?, ?)" in text
    assert "aie.logical_tile<MemTile>(0, 1)" in text
    assert (
        'aie.logical_tile<ShimNOCTile>(0, 0) {allocation_scheme = "basic-sequential"}'
        in text
    )
    assert "aie.logical_tile<CoreTile>(?, 2)" in text


def test_resolve_tile_needs_a_type_or_both_coordinates():
    with mlir_mod_ctx():
        device = devices.NPU1Col1()
        with pytest.raises(
            ValueError, match=r"Cannot resolve Tile\(0, \?\): tile_type"
        ):
            device.resolve_tile(Tile(col=0))
        with pytest.raises(ValueError, match="out of range"):
            device.resolve_tile(Tile(5, 0))


def test_resolvable_is_structural():
    class Both:
        def resolve(self, loc=None, ip=None):
            pass

        def tiles(self):
            return []

    class ResolveOnly:
        def resolve(self):
            pass

    assert isinstance(Both(), Resolvable)
    assert not isinstance(ResolveOnly(), Resolvable)
    assert str(NotResolvedError()) == "Cannot get operation; class not resolved."


@pytest.mark.parametrize(
    "name, dtype",
    [
        ("bf16", bfloat16),
        ("i8", np.int8),
        ("i16", np.int16),
        ("f32", np.float32),
        ("i32", np.int32),
    ],
)
def test_dtype_names_round_trip(name, dtype):
    assert str_to_dtype(name) is dtype
    assert dtype_to_str(dtype) == name
    assert dtype_to_str(np.dtype(dtype)) == name


def test_unknown_dtype_names_are_refused():
    with pytest.raises(ValueError, match="Unrecognized dtype: u8"):
        str_to_dtype("u8")
    with pytest.raises(ValueError, match="Unrecognized dtype"):
        str_to_dtype(["i8"])
    with pytest.raises(ValueError, match="Unrecognized dtype"):
        dtype_to_str(np.uint64)
