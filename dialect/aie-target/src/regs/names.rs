//! The registers of the map by name, as mlir-aie's register database (AMD's
//! AM025) names them (`DMA_BD3_1`, `DMA_S2MM_0_Ctrl`, `Lock5_value`,
//! `Stream_Switch_Master_Config_DMA0`, ...), with their modules, tile-local
//! addresses and fields: every address and field comes from the functions
//! and layouts of the other `regs` modules; this one adds the names. It is
//! what `aie.utils.regdb` decodes addresses with (docs/registers.md).

use super::layout::{Field, Layout};
use super::trace::{EventModule, TRACE_REGS};
use super::*;
use crate::device::{Device, TileKind, WireBundle};

/// One named register: its module, tile-local address and fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedReg {
    /// Its name in mlir-aie's register database.
    pub name: String,
    /// The module it belongs to.
    pub module: EventModule,
    /// Tile-local address.
    pub offset: u32,
    fields: Fields,
}

/// Where a register's fields come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fields {
    /// Word `word` of a layout.
    Word(&'static Layout, u8),
    /// A stream-switch master: its packet-enable bit picks the layout.
    Master,
}

impl NamedReg {
    fn new(name: String, module: EventModule, offset: u32, layout: &'static Layout) -> NamedReg {
        NamedReg {
            name,
            module,
            offset,
            fields: Fields::Word(layout, 0),
        }
    }

    /// The fields a word `value` of the register is read with (most
    /// registers: always the same; a switch master: by its mode).
    pub fn fields(&self, value: u32) -> Vec<Field> {
        let (layout, word) = match self.fields {
            Fields::Word(layout, word) => (layout, word),
            Fields::Master => (master_layout(value), 0),
        };
        let mut fields: Vec<Field> = layout
            .fields
            .iter()
            .filter(|f| f.word == word)
            .map(|&f| Field { word: 0, ..f })
            .collect();
        fields.sort_by_key(|f| std::cmp::Reverse(f.lo));
        fields
    }
}

impl EventModule {
    /// The module's name in mlir-aie's register database.
    pub fn database_name(self) -> &'static str {
        match self {
            EventModule::Core => "core",
            EventModule::Memory => "memory",
            EventModule::MemTile => "memory_tile",
            EventModule::Shim => "shim",
        }
    }
}

/// Every named register of a `kind` tile of `model`, by module, then address.
pub fn registers(model: &Device, kind: TileKind) -> Vec<NamedReg> {
    let core = EventModule::of(kind, false);
    let memory = EventModule::of(kind, true);
    let mut all = vec![NamedReg::new(
        "Tile_Control".into(),
        core,
        tile_control(kind),
        &TILE_CONTROL,
    )];
    switch_registers(kind, core, &mut all);
    if kind == TileKind::Core {
        for (name, offset, layout) in [
            ("Core_Control", CORE_CONTROL_ADDRESS, &CORE_CONTROL),
            ("Core_Status", CORE_STATUS_ADDRESS, &CORE_STATUS),
            (
                "Core_Processor_Bus",
                CORE_PROCESSOR_BUS_ADDRESS,
                &CORE_PROCESSOR_BUS,
            ),
            (
                "Accumulator_Control",
                ACCUMULATOR_CONTROL_ADDRESS,
                &ACCUMULATOR_CONTROL,
            ),
        ] {
            all.push(NamedReg::new(name.into(), core, offset, layout));
        }
    }
    if kind == TileKind::ShimNoc {
        all.push(NamedReg::new(
            "Mux_Config".into(),
            core,
            SHIM_MUX_ADDRESS,
            &SHIM_MUX,
        ));
        all.push(NamedReg::new(
            "Demux_Config".into(),
            core,
            SHIM_DEMUX_ADDRESS,
            &SHIM_DEMUX,
        ));
    }
    dma_registers(model, kind, memory, &mut all);
    for id in 0..model.num_locks(kind) {
        let name = format!("Lock{id}_value");
        all.push(NamedReg::new(
            name,
            memory,
            lock_value(kind, id),
            &LOCK_VALUE,
        ));
    }
    for t in TRACE_REGS
        .iter()
        .filter(|t| t.module == core || t.module == memory)
    {
        for i in 0..t.count {
            let name = t.name.replace('#', &i.to_string());
            let offset = t.offset + t.stride * i;
            all.push(NamedReg::new(name, t.module, offset, t.layout));
        }
    }
    all.sort_by_key(|r| (r.module != core, r.offset));
    all
}

/// The register at tile-local `offset` of a `kind` tile.
pub fn register_at(model: &Device, kind: TileKind, offset: u32) -> Option<NamedReg> {
    registers(model, kind)
        .into_iter()
        .find(|r| r.offset == offset)
}

/// A `kind` tile's buffer descriptors (`DMA_BD<n>_<word>`) and channel
/// registers (`DMA_<dir>_<n>_Ctrl`, its start queue — a shim's task queue —
/// and `DMA_<dir>_Status_<n>`).
fn dma_registers(model: &Device, kind: TileKind, module: EventModule, all: &mut Vec<NamedReg>) {
    if let Some(bd) = bd_layout(kind) {
        for id in 0..model.num_bds(kind) {
            for word in 0..bd.layout.words {
                all.push(NamedReg {
                    name: format!("DMA_BD{id}_{word}"),
                    module,
                    offset: bd.address(id) + 4 * word as u32,
                    fields: Fields::Word(&bd.layout, word as u8),
                });
            }
        }
    }
    let queue = if kind == TileKind::ShimNoc {
        "Task_Queue"
    } else {
        "Start_Queue"
    };
    for (dir, d) in [(Dir::S2MM, "S2MM"), (Dir::MM2S, "MM2S")] {
        for ch in 0..model.num_dma_channels(kind, dir) {
            let (Some(ctrl), Some(layout)) =
                (channel_ctrl(kind, dir, ch), channel_ctrl_layout(kind, dir))
            else {
                continue;
            };
            all.push(NamedReg::new(
                format!("DMA_{d}_{ch}_Ctrl"),
                module,
                ctrl,
                layout,
            ));
            let name = format!("DMA_{d}_{ch}_{queue}");
            all.push(NamedReg::new(
                name,
                module,
                ctrl + 4,
                start_queue_layout(kind),
            ));
            if let Some(status) = channel_status(kind, dir, ch) {
                let name = format!("DMA_{d}_Status_{ch}");
                all.push(NamedReg::new(
                    name,
                    module,
                    status,
                    channel_status_layout(kind),
                ));
            }
        }
    }
}

/// A `kind` tile's stream-switch registers: each master's and slave's
/// configuration and each slave's slots.
fn switch_registers(kind: TileKind, module: EventModule, all: &mut Vec<NamedReg>) {
    for master in [true, false] {
        let mut p = 0;
        while let Some((bundle, ch)) = port_at(kind, p, master) {
            let port = port_name(kind, bundle, ch, master);
            if master {
                let offset = SwitchReg::Master(p).address(kind);
                all.extend(offset.map(|offset| NamedReg {
                    name: format!("Stream_Switch_Master_Config_{port}"),
                    module,
                    offset,
                    fields: Fields::Master,
                }));
            } else {
                let config = SwitchReg::Slave(p).address(kind);
                let name = format!("Stream_Switch_Slave_Config_{port}");
                all.extend(config.map(|a| NamedReg::new(name, module, a, &SLAVE_CONFIG)));
                for k in 0..SLOTS_PER_SLAVE {
                    let slot = SwitchReg::Slot(p, k).address(kind);
                    let name = format!("Stream_Switch_Slave_{port}_Slot{k}");
                    all.extend(slot.map(|a| NamedReg::new(name, module, a, &SLAVE_SLOT)));
                }
            }
            p += 1;
        }
    }
    for a in 0..MERGE_ARBITERS {
        let stem = format!("Stream_Switch_Deterministic_Merge_arb{a}");
        for (r, slaves) in ["slave0_1", "slave2_3"].into_iter().enumerate() {
            let at = SwitchReg::MergeSlots(a, r as u32).address(kind);
            let name = format!("{stem}_{slaves}");
            all.extend(at.map(|at| NamedReg::new(name, module, at, &MERGE_SLOTS)));
        }
        let at = SwitchReg::MergeCtrl(a).address(kind);
        let name = format!("{stem}_ctrl");
        all.extend(at.map(|at| NamedReg::new(name, module, at, &MERGE_CTRL)));
    }
}

/// A switch port in register names: masters `DMA0`, slaves `DMA_0`; the
/// core port `AIE_Core0` and `Tile_Ctrl` both ways; the trace slaves
/// `AIE_Trace` and `Mem_Trace` (compute tiles) or `Trace`.
fn port_name(kind: TileKind, bundle: WireBundle, ch: u32, master: bool) -> String {
    let stem = match bundle {
        WireBundle::Core => return format!("AIE_Core{ch}"),
        WireBundle::TileControl => return "Tile_Ctrl".into(),
        WireBundle::Trace if kind == TileKind::Core => {
            return if ch == 0 { "AIE_Trace" } else { "Mem_Trace" }.into()
        }
        WireBundle::Trace => return "Trace".into(),
        other => other.name(),
    };
    if master {
        format!("{stem}{ch}")
    } else {
        format!("{stem}_{ch}")
    }
}

/// The memory regions of a `kind` tile by module, mlir-aie's
/// `AIEAddressDecoder.MEMORY_REGIONS`: (module, name, tile-local base,
/// bytes): a compute tile's program memory and data memory, a mem tile's
/// data memory.
pub fn memory_regions(
    model: &Device,
    kind: TileKind,
) -> Vec<(EventModule, &'static str, u32, u32)> {
    let data = model.data_memory_bytes(kind);
    match kind {
        TileKind::Core => vec![
            (
                EventModule::Core,
                "Program_Memory",
                PROGRAM_MEMORY_ADDRESS,
                PROGRAM_MEMORY_BYTES,
            ),
            (EventModule::Core, "DataMemory", 0, data),
            (EventModule::Memory, "DataMemory", 0, data),
        ],
        TileKind::MemTile => vec![(EventModule::MemTile, "DataMemory", 0, data)],
        TileKind::ShimNoc | TileKind::ShimPl => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device::device;

    fn npu1() -> &'static Device {
        device("npu1").unwrap()
    }

    fn name_at(kind: TileKind, offset: u32) -> Option<String> {
        register_at(npu1(), kind, offset).map(|r| r.name)
    }

    /// Names and addresses as mlir-aie's register database gives them.
    #[test]
    fn registers_have_the_database_names() {
        use TileKind::{Core, MemTile, ShimNoc};
        let cases = [
            (Core, 0x32000, "Core_Control"),
            (Core, 0x32038, "Core_Processor_Bus"),
            (Core, 0x36030, "Tile_Control"),
            (Core, 0x36060, "Accumulator_Control"),
            (Core, 0x1D034, "DMA_BD1_5"),
            (Core, 0x1DE0C, "DMA_S2MM_1_Start_Queue"),
            (Core, 0x1DE10, "DMA_MM2S_0_Ctrl"),
            (Core, 0x1DF14, "DMA_MM2S_Status_1"),
            (Core, 0x1F010, "Lock1_value"),
            (Core, 0x3F000, "Stream_Switch_Master_Config_AIE_Core0"),
            (Core, 0x3F004, "Stream_Switch_Master_Config_DMA0"),
            (Core, 0x3F00C, "Stream_Switch_Master_Config_Tile_Ctrl"),
            (Core, 0x3F104, "Stream_Switch_Slave_Config_DMA_0"),
            (Core, 0x3F214, "Stream_Switch_Slave_DMA_0_Slot1"),
            (Core, 0x340D0, "Trace_Control0"),
            (Core, 0x34018, "Event_Broadcast2"),
            (Core, 0x140E4, "Trace_Event1"),
            (MemTile, 0xA001C, "DMA_BD0_7"),
            (MemTile, 0xA062C, "DMA_S2MM_5_Start_Queue"),
            (MemTile, 0xC0010, "Lock1_value"),
            (MemTile, 0xB0000, "Stream_Switch_Master_Config_DMA0"),
            (MemTile, 0x96030, "Tile_Control"),
            (ShimNoc, 0x1D204, "DMA_S2MM_0_Task_Queue"),
            (ShimNoc, 0x1D01C, "DMA_BD0_7"),
            (ShimNoc, 0x1F000, "Mux_Config"),
            (ShimNoc, 0x3F004, "Stream_Switch_Master_Config_FIFO0"),
        ];
        for (kind, offset, name) in cases {
            assert_eq!(
                name_at(kind, offset).as_deref(),
                Some(name),
                "{kind:?} {offset:#x}"
            );
        }
        assert_eq!(name_at(Core, 0x32008), None);
    }

    /// The trace slaves and the core port are named as the database names them.
    #[test]
    fn switch_ports_are_named_by_bundle() {
        let slaves: Vec<String> = registers(npu1(), TileKind::Core)
            .into_iter()
            .filter_map(|r| {
                r.name
                    .strip_prefix("Stream_Switch_Slave_Config_")
                    .map(String::from)
            })
            .collect();
        assert_eq!(slaves.first().map(String::as_str), Some("AIE_Core0"));
        assert_eq!(&slaves[slaves.len() - 2..], ["AIE_Trace", "Mem_Trace"]);
        assert_eq!(
            name_at(TileKind::MemTile, 0xB0100 + 4 * 17),
            Some("Stream_Switch_Slave_Config_Trace".into())
        );
    }

    /// A register's fields are its word's, highest first; a master's by mode.
    #[test]
    fn fields_follow_the_layouts() {
        let names = |kind, offset, value| -> Vec<&str> {
            register_at(npu1(), kind, offset)
                .unwrap()
                .fields(value)
                .iter()
                .map(|f| f.name)
                .collect()
        };
        assert_eq!(names(TileKind::Core, 0x32000, 0), ["reset", "enable"]);
        let circuit = names(TileKind::Core, 0x3F004, 0);
        assert_eq!(circuit, ["master_enable", "packet_enable", "slave_port"]);
        let packet = names(TileKind::Core, 0x3F004, 1 << 30);
        assert_eq!(
            packet,
            [
                "master_enable",
                "packet_enable",
                "drop_header",
                "msel_mask",
                "arbiter"
            ]
        );
        let bd = register_at(npu1(), TileKind::Core, 0x1D020).unwrap();
        assert_eq!(bd.module, EventModule::Memory);
        assert!(bd.fields(0).iter().all(|f| f.word == 0));
    }

    /// Names are unique per module and addresses per tile kind.
    #[test]
    fn names_and_addresses_are_unique() {
        for kind in [
            TileKind::Core,
            TileKind::MemTile,
            TileKind::ShimNoc,
            TileKind::ShimPl,
        ] {
            let regs = registers(npu1(), kind);
            let mut offsets: Vec<u32> = regs.iter().map(|r| r.offset).collect();
            offsets.sort_unstable();
            offsets.dedup();
            assert_eq!(offsets.len(), regs.len(), "{kind:?}");
            let mut names: Vec<(EventModule, &str)> =
                regs.iter().map(|r| (r.module, r.name.as_str())).collect();
            names.sort_by_key(|&(m, n)| (m.database_name(), n));
            names.dedup();
            assert_eq!(names.len(), regs.len(), "{kind:?}");
        }
    }

    #[test]
    fn memory_regions_follow_the_device_model() {
        let core = memory_regions(npu1(), TileKind::Core);
        assert_eq!(
            core[0],
            (EventModule::Core, "Program_Memory", 0x20000, 0x4000)
        );
        assert_eq!(core[1].3, 0x10000);
        assert_eq!(memory_regions(npu1(), TileKind::MemTile)[0].3, 0x80000);
    }
}
