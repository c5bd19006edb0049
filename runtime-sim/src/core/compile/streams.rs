//! `aie.put_stream` / `aie.get_stream`: a 32-bit word on one of the core's
//! stream ports (docs/simulator.md, "Core stream ports").

use super::memory::element;
use super::{Compiler, Fn, Res};
use crate::core::code::{Ins, StreamSite};
use crate::core::ErrorKind;
use aie_target::device::WireBundle;
use dialect::ir::{OpId, Type};

impl Compiler<'_> {
    /// `aie.put_stream(%channel, %value)` (`put`) or `%value =
    /// aie.get_stream(%channel)`: an `i32` or `f32` moves as one stream
    /// word (its bits); the channel picks the core's port, checked when the
    /// op runs against the ports the core's switch has.
    pub(super) fn stream(&mut self, f: &mut Fn, op: OpId, put: bool) -> Res<()> {
        let ir = self.ir;
        let o = &ir[op];
        let (channel, value) = match (put, &o.operands[..], &o.results[..]) {
            (true, [c, v], []) | (false, [c], [v]) => (*c, *v),
            _ => {
                let want = if put {
                    "a channel and a value"
                } else {
                    "a channel and one result"
                };
                return Err(self.err(op, ErrorKind::Design, format!("takes {want}")));
            }
        };
        if !matches!(ir.type_of(channel), Type::Int { .. } | Type::Index) {
            return Err(self.err(op, ErrorKind::Design, "takes an integer channel"));
        }
        let ty = ir.type_of(value);
        let elem = match ty {
            Type::Int { width: 32, .. } | Type::Float("f32") => element(ty),
            Type::Int { width: 128, .. } => {
                return Err(self.unsupported(
                    op,
                    format!(
                        "{} of i128 (the interpreter holds integers of up to 64 bits)",
                        o.name()
                    ),
                ))
            }
            _ => None,
        };
        let Some(elem) = elem else {
            return Err(self.err(
                op,
                ErrorKind::Design,
                format!("moves {ty}; a core's stream takes i32, f32 or i128"),
            ));
        };
        let (col, row) = (i64::from(self.tile.col), i64::from(self.tile.row));
        let ports = self.dev.switch_ports(col, row, WireBundle::Core, !put);
        let at = self.p.streams.len() as u32;
        let site = StreamSite {
            slot: self.slot(f, op, value)?,
            elem,
            channel: self.slot(f, op, channel)?,
            ports,
            put,
        };
        self.p.streams.push(site);
        self.emit(Ins::Stream { at });
        Ok(())
    }
}
