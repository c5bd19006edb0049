//! Cascades and cores, and warnings for the registers the netlist has no
//! place for.

use super::netlist::{tile_text, Netlist, TileAt};
use aie_target::device::WireBundle;
use aie_target::regs::{self, image::TileImage};
use dialect::ir::cases::CascadeDir;
use dialect::ir::{At, Span, TypedEnum, View};
use dialect::ops::views::{ConfigureCascade, Core, End};

/// The cascade direction of a wire bundle (the enumerations share their
/// values).
fn cascade_dir(b: WireBundle) -> CascadeDir {
    let index = CascadeDir::KIND
        .from_value(i64::from(b as u8))
        .expect("the register map names cascade ports by direction");
    CascadeDir::from_index(index)
}

impl Netlist<'_> {
    /// `aie.configure_cascade` from Accumulator_Control.
    pub(super) fn cascade(&mut self, tile: TileAt, t: &TileImage) {
        if let Some((input, output)) = t.cascade() {
            let t = self.tile(tile);
            let op = ConfigureCascade::build(self.ir, Span::default())
                .operand(t)
                .input_dir(cascade_dir(input))
                .output_dir(cascade_dir(output))
                .detached();
            self.body.push(op.op());
        }
    }

    /// `aie.core(%tile) { aie.end }` for an enabled core; a warning for any
    /// other Core_Control bit.
    pub(super) fn core(&mut self, tile: TileAt, t: &TileImage) {
        let Some(word) = t.core_control() else {
            return;
        };
        if t.core_enabled() {
            let t = self.tile(tile);
            let op = Core::build(self.ir, Span::default())
                .operand(t)
                .region()
                .detached()
                .op();
            let body = self
                .ir
                .entry_block(op, 0)
                .expect("a new region has its block");
            End::build(self.ir, Span::default()).insert(At::End(body));
            self.body.push(op);
        }
        let extra = regs::CORE_CONTROL
            .decode(&[word.value])
            .into_iter()
            .filter(|&(name, v)| name != "enable" && v != 0)
            .map(|(name, v)| format!("{name} = {v}"))
            .collect::<Vec<_>>();
        if !extra.is_empty() || !t.core_enabled() {
            self.warnings.push(format!(
                "{}: Core_Control = 0x{:08x}{}; only an enabled core is lifted (as aie.core)",
                tile_text(tile),
                word.value,
                if extra.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", extra.join(", "))
                }
            ));
        }
    }

    /// Warnings for what the netlist has no place for: channel controls,
    /// tile control, registers the table does not know.
    pub(super) fn leftovers(&mut self, tile: TileAt, t: &TileImage) {
        for (dir, ch, w) in t.channel_controls() {
            self.warnings.push(format!(
                "{}: {dir:?} channel {ch} control = 0x{:08x}; not lifted",
                tile_text(tile),
                w.value
            ));
        }
        let tc = regs::tile_control(t.kind);
        if let Some(w) = t
            .reg(tc)
            .filter(|_| t.classify(tc) == regs::image::Reg::TileControl)
        {
            self.warnings.push(format!(
                "{}: Tile_Control = 0x{:08x}; not lifted",
                tile_text(tile),
                w.value
            ));
        }
        let unknown = t.unknown();
        if !unknown.is_empty() {
            let list: Vec<String> = unknown
                .iter()
                .map(|(o, w)| format!("0x{o:05x} = 0x{:08x}", w.value))
                .collect();
            self.warnings.push(format!(
                "{}: writes to registers the register map does not know: {}",
                tile_text(tile),
                list.join(", ")
            ));
        }
    }
}
