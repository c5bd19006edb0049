//! mlir-aie's `get_target_model` over aiec's device model
//! (`aie_target::device`): the queries `aie.dialects.aie` and IRON make of
//! a device, with mlir-aie's method names.

use crate::diag::value_error;
use aie_target::device::{self, Arch, Device, Dir, TileKind, WireBundle};
use pyo3::prelude::*;

/// The device model of one device (mlir-aie's `AIETargetModel`).
#[pyclass(frozen, module = "aie._aiec", name = "AIETargetModel")]
pub struct TargetModel(&'static Device);

/// The device `d` names: an `AIEDevice` value (or member), or its name.
fn device_of(d: &Bound<'_, PyAny>) -> PyResult<&'static Device> {
    let name = if let Ok(s) = d.extract::<String>() {
        s
    } else {
        let v = d.getattr("value").unwrap_or_else(|_| d.clone());
        let v: i128 = v
            .extract()
            .map_err(|_| value_error("a device is an AIEDevice, its value or its name"))?;
        device::enum_name(v)
            .ok_or_else(|| value_error(format!("no device has the AIEDevice value {v}")))?
            .to_string()
    };
    device::device(&name).ok_or_else(|| {
        value_error(format!(
            "unknown device '{name}': one of {}",
            device::device_names()
        ))
    })
}

/// mlir-aie's `AIEArch` value of `a`: AIE1 1, AIE2 2, AIE2p 3; AIE2ps 4,
/// the next value (`AIEArch` at 760932a4 has no AIE2PS).
pub fn arch_value(a: Arch) -> u32 {
    match a {
        Arch::Aie1 => 1,
        Arch::Aie2 => 2,
        Arch::Aie2p => 3,
        Arch::Aie2ps => 4,
    }
}

/// A `WireBundle` from its value.
fn bundle(b: u32) -> PyResult<WireBundle> {
    u8::try_from(b)
        .ok()
        .and_then(WireBundle::from_case)
        .ok_or_else(|| value_error(format!("no WireBundle has the value {b}")))
}

/// Where `dst` lies from `src`: (columns east, rows north).
fn offset(src: (i64, i64), dst: (i64, i64)) -> (i64, i64) {
    (dst.0 - src.0, dst.1 - src.1)
}

impl TargetModel {
    fn kind(&self, col: i64, row: i64) -> Option<TileKind> {
        self.0.tile_kind(col, row)
    }
    fn tile(&self, col: i64, row: i64) -> PyResult<TileKind> {
        self.kind(col, row).ok_or_else(|| {
            value_error(format!(
                "tile ({col}, {row}) is outside {} ({} columns, {} rows)",
                self.0.name, self.0.columns, self.0.rows
            ))
        })
    }
    /// Whether the memory of `dst` is the one core `src` sees on `side`.
    fn mem_on(&self, src: (i64, i64), dst: (i64, i64), side: WireBundle) -> bool {
        let own = self.0.arch.own_memory_side(src.1);
        let d = offset(src, dst);
        if d == (0, 0) {
            return side == own;
        }
        side != own && side.step((0, 0)) == Some(d)
    }
}

#[pymethods]
impl TargetModel {
    /// The device's name (`npu1_1col`).
    #[getter]
    fn name(&self) -> &'static str {
        self.0.name
    }
    fn columns(&self) -> u32 {
        self.0.columns
    }
    fn rows(&self) -> u32 {
        self.0.rows
    }
    /// The `AIETileType` value of tile (col, row).
    fn get_tile_type(&self, col: i64, row: i64) -> PyResult<u32> {
        Ok(match self.tile(col, row)? {
            TileKind::Core => 0,
            TileKind::MemTile => 1,
            TileKind::ShimNoc => 2,
            TileKind::ShimPl => 3,
        })
    }
    fn is_core_tile(&self, col: i64, row: i64) -> bool {
        self.kind(col, row) == Some(TileKind::Core)
    }
    fn is_mem_tile(&self, col: i64, row: i64) -> bool {
        self.kind(col, row) == Some(TileKind::MemTile)
    }
    fn is_shim_noc_tile(&self, col: i64, row: i64) -> bool {
        self.kind(col, row) == Some(TileKind::ShimNoc)
    }
    fn is_shim_pl_tile(&self, col: i64, row: i64) -> bool {
        self.kind(col, row) == Some(TileKind::ShimPl)
    }
    fn is_shim_noc_or_pl_tile(&self, col: i64, row: i64) -> bool {
        self.kind(col, row).is_some_and(TileKind::is_shim)
    }
    /// Whether (dst_col, dst_row) is (src_col, src_row).
    fn is_internal(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        offset((src_col, src_row), (dst_col, dst_row)) == (0, 0)
    }
    /// Whether dst is the tile west of src.
    fn is_west(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        offset((src_col, src_row), (dst_col, dst_row)) == (-1, 0)
    }
    fn is_east(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        offset((src_col, src_row), (dst_col, dst_row)) == (1, 0)
    }
    fn is_north(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        offset((src_col, src_row), (dst_col, dst_row)) == (0, 1)
    }
    fn is_south(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        offset((src_col, src_row), (dst_col, dst_row)) == (0, -1)
    }
    /// Whether the memory of dst is what core src sees as its west memory.
    fn is_mem_west(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        self.mem_on((src_col, src_row), (dst_col, dst_row), WireBundle::West)
    }
    fn is_mem_east(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        self.mem_on((src_col, src_row), (dst_col, dst_row), WireBundle::East)
    }
    fn is_mem_north(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        self.mem_on((src_col, src_row), (dst_col, dst_row), WireBundle::North)
    }
    fn is_mem_south(&self, src_col: i64, src_row: i64, dst_col: i64, dst_row: i64) -> bool {
        self.mem_on((src_col, src_row), (dst_col, dst_row), WireBundle::South)
    }
    /// Whether core src may use the memory (buffers, locks) of tile dst.
    fn is_legal_mem_affinity(
        &self,
        src_col: i64,
        src_row: i64,
        dst_col: i64,
        dst_row: i64,
    ) -> bool {
        self.0
            .is_legal_mem_affinity((src_col, src_row), (dst_col, dst_row))
    }
    fn get_mem_west_base_address(&self) -> Option<u32> {
        self.0.arch.neighbour_memory_base(WireBundle::West)
    }
    fn get_mem_east_base_address(&self) -> Option<u32> {
        self.0.arch.neighbour_memory_base(WireBundle::East)
    }
    fn get_mem_north_base_address(&self) -> Option<u32> {
        self.0.arch.neighbour_memory_base(WireBundle::North)
    }
    fn get_mem_south_base_address(&self) -> Option<u32> {
        self.0.arch.neighbour_memory_base(WireBundle::South)
    }
    /// Bytes of a core tile's data memory.
    fn get_local_memory_size(&self) -> u32 {
        self.0.data_memory_bytes(TileKind::Core)
    }
    fn get_num_locks(&self, col: i64, row: i64) -> PyResult<u32> {
        Ok(self.0.num_locks(self.tile(col, row)?))
    }
    fn get_num_bds(&self, col: i64, row: i64) -> PyResult<u32> {
        Ok(self.0.num_bds(self.tile(col, row)?))
    }
    fn get_num_mem_tile_rows(&self) -> u32 {
        self.0.mem_tile_rows
    }
    /// Bytes of a mem tile's memory (0 without mem tiles).
    fn get_mem_tile_size(&self) -> u32 {
        if self.0.mem_tile_rows == 0 {
            0
        } else {
            self.0.data_memory_bytes(TileKind::MemTile)
        }
    }
    /// Master ports of `bundle` (a `WireBundle` value) on tile (col, row)'s switch.
    fn get_num_dest_switchbox_connections(&self, col: i64, row: i64, bundle: u32) -> PyResult<u32> {
        Ok(self.0.switch_ports(col, row, self::bundle(bundle)?, true))
    }
    /// Slave ports of `bundle` on tile (col, row)'s switch.
    fn get_num_source_switchbox_connections(
        &self,
        col: i64,
        row: i64,
        bundle: u32,
    ) -> PyResult<u32> {
        Ok(self.0.switch_ports(col, row, self::bundle(bundle)?, false))
    }
    fn get_num_dest_shim_mux_connections(&self, col: i64, row: i64, bundle: u32) -> PyResult<u32> {
        Ok(self.0.shim_mux_ports(col, row, self::bundle(bundle)?, true))
    }
    fn get_num_source_shim_mux_connections(
        &self,
        col: i64,
        row: i64,
        bundle: u32,
    ) -> PyResult<u32> {
        Ok(self
            .0
            .shim_mux_ports(col, row, self::bundle(bundle)?, false))
    }
    /// DMA channels of direction `S2MM` (0) or `MM2S` (1) on tile (col, row).
    fn get_num_dma_channels(&self, col: i64, row: i64, direction: u8) -> PyResult<u32> {
        let dir = Dir::from_case(direction)
            .ok_or_else(|| value_error("a DMA direction is S2MM (0) or MM2S (1)"))?;
        Ok(self.0.num_dma_channels(self.tile(col, row)?, dir))
    }
    fn is_npu(&self) -> bool {
        self.0.is_npu()
    }
    /// The `AIEArch` value of the device's architecture.
    fn get_target_arch(&self) -> u32 {
        arch_value(self.0.arch)
    }
    fn get_column_shift(&self) -> u32 {
        self.0.arch.col_shift()
    }
    fn get_row_shift(&self) -> u32 {
        self.0.arch.row_shift()
    }
    fn __repr__(&self) -> String {
        format!("AIETargetModel({})", self.0.name)
    }
}

/// The device model of device `d` (an `AIEDevice`, its value or its name).
#[pyfunction]
fn get_target_model(d: &Bound<'_, PyAny>) -> PyResult<TargetModel> {
    device_of(d).map(TargetModel)
}

/// Adds the device model to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<TargetModel>()?;
    m.add_function(wrap_pyfunction!(get_target_model, m)?)?;
    Ok(())
}
