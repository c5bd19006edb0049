//! Resets. A DMA channel control write with the `reset` bit set empties
//! the channel (its queue, its running task, its stream buffer); Core_Control's
//! `reset` holds the core stopped, and releasing it restarts the core at its
//! first op (see `Model::core_control`).
//!
//! LOAD_PDI: the firmware resets the column's tiles before it runs the PDI's
//! writes (docs/simulator.md, "Reconfiguration"). Registers (switches, shim
//! mux, BDs, channel controls, core control), lock values, DMA channels
//! and control ports (queued and running tasks, responses, the stream data
//! buffered for them) and the
//! column's task-complete tokens go back to their reset state; cores stop,
//! and from then on run the bodies of the device the PDI configures. Data
//! memories keep their contents.

use super::dma::{Channel, Inbox};
use super::{CoreRun, CoreSlot, Model};
use crate::core::{Core, CoreProgram};
use crate::kernels::CoreKernels;
use aie_target::regs::{channel_ctrl_layout, CoreImage, CORE_IMAGE_WORDS, PROGRAM_MEMORY_ADDRESS};
use std::collections::{BTreeSet, HashMap};
use std::sync::Arc;

/// What the model knows about reconfiguration.
#[derive(Default)]
pub(super) struct Reconfig {
    /// The core bodies of the device each PDI configures.
    cores: HashMap<u32, Vec<Arc<CoreProgram>>>,
    /// The core bodies of each design a [`CoreImage`] may name, by digest.
    images: HashMap<u64, Vec<Arc<CoreProgram>>>,
    /// Ops of the cores a reset replaced (for the summary).
    pub retired_ops: u64,
}

impl Model {
    /// The core bodies of the device PDI `pdi` configures: after a LOAD_PDI
    /// of it, the cores of the loaded columns run these (a core without one
    /// runs nothing).
    pub fn set_pdi_cores(&mut self, pdi: u32, programs: Vec<Arc<CoreProgram>>) {
        self.reconfig.cores.insert(pdi, programs);
    }

    /// The core bodies of the design whose text has digest `design`
    /// ([`aie_target::regs::design_digest`]): a core whose program memory
    /// holds a [`CoreImage`] naming it runs its body for the core's tile
    /// when enabled (aiec's stand-in for a core ELF loaded by register
    /// writes, e.g. control packets).
    pub fn add_core_image(&mut self, design: u64, programs: Vec<Arc<CoreProgram>>) {
        self.reconfig.images.insert(design, programs);
    }

    /// Installs the body program memory's [`CoreImage`] names in the core
    /// at `(col, row)`, if it holds one; an image of a design the model
    /// does not hold, or with no core at this tile, is a fault.
    pub(super) fn load_core_image(&mut self, col: u32, row: u32) {
        let words: Vec<u32> = (0..CORE_IMAGE_WORDS as u32)
            .map(|i| {
                self.image.read(self.device.arch.tile_address(
                    col,
                    row,
                    PROGRAM_MEMORY_ADDRESS + 4 * i,
                ))
            })
            .collect();
        let Some(image) = CoreImage::read(&words) else {
            return;
        };
        let program = self.reconfig.images.get(&image.design).map(|ps| {
            ps.iter()
                .find(|p| (p.tile().col, p.tile().row) == (col, row))
                .cloned()
        });
        match program {
            Some(Some(p)) => self.add_core(p),
            Some(None) => self.fail(format!(
                "core ({col}, {row}): its program memory names design {:016x}, which has no core at this tile",
                image.design
            )),
            None => self.fail(format!(
                "core ({col}, {row}): its program memory names design {:016x}, which the loaded xclbin does not hold (build the xclbin and the control packets from the same design file)",
                image.design
            )),
        }
    }

    /// Resets column `col` for PDI `pdi` (see the module documentation).
    pub(super) fn reset_column(&mut self, col: u32, pdi: u32) {
        let at = self.cycle;
        for row in 0..self.device.rows {
            if let Some(t) = self.tile_mut(col, row) {
                for id in 0..t.locks.len() {
                    t.set_lock(id, 0, at, true);
                }
            }
        }
        self.image.tiles.retain(|&(c, _), _| c != col);
        for row in 0..self.device.rows {
            for id in 0..64 {
                self.forget_bd(col, row, id);
            }
        }
        self.switches.clear();
        self.routes.clear();
        self.route_arbiters.clear();
        self.route_merges.clear();
        self.merge_turns.retain(|&(c, _, _), _| c != col);
        let channels = &self.channels;
        self.merge_claims
            .retain(|&i, _| channels.get(i).is_none_or(|c| c.col != col));
        self.route_switches.clear();
        self.forget_core_routes();
        self.tokens.retain(|&(c, _, _), _| c != col);
        self.reset_channels(col);
        self.reset_controls(col);
        self.reset_core_ports(col);
        self.reset_trace_units(col);
        // The runner's LOAD_PDI event marks the reset in a trace.
        self.reset_cores(col, pdi);
    }

    /// The column's DMA channels idle and empty, keeping their counts; no
    /// stream buffer stays reserved for one of them.
    fn reset_channels(&mut self, col: u32) {
        let column: BTreeSet<usize> = (0..self.channels.len())
            .filter(|&i| self.channels[i].col == col)
            .collect();
        self.clear_channels(&column);
    }

    /// A write of channel `i`'s control register: setting its `reset` bit
    /// drops the channel's queued and running tasks (aie-rt's
    /// `XAie_DmaChannelReset`); the register keeps the value written.
    pub(super) fn channel_control(&mut self, i: usize, value: u32) {
        let c = &self.channels[i];
        let reset = channel_ctrl_layout(c.kind, c.dir)
            .and_then(|l| l.field("reset"))
            .is_some_and(|f| f.get(&[value]) == 1);
        if reset {
            self.clear_channels(&BTreeSet::from([i]));
        }
    }

    /// Channels `which` idle and empty, keeping their counts, with their
    /// stream buffers and those reserved for them emptied.
    fn clear_channels(&mut self, which: &BTreeSet<usize>) {
        for &i in which {
            let c = &mut self.channels[i];
            let (tasks, words) = (c.tasks_done, c.words);
            *c = Channel::new(c.col, c.row, c.kind, c.dir, c.index);
            c.tasks_done = tasks;
            c.words = words;
            self.inboxes[i] = Inbox::default();
        }
        self.arbiter_owners.retain(|_, o| !which.contains(o));
        for inbox in &mut self.inboxes {
            if inbox.owner.is_some_and(|o| which.contains(&o)) {
                *inbox = inbox.emptied();
            }
        }
    }

    /// The column's cores stopped, with the bodies of PDI `pdi`'s device.
    fn reset_cores(&mut self, col: u32, pdi: u32) {
        let programs: Vec<Arc<CoreProgram>> = self
            .reconfig
            .cores
            .get(&pdi)
            .map(|ps| ps.iter().filter(|p| p.tile().col == col).cloned().collect())
            .unwrap_or_default();
        for slot in self.cores.iter_mut().filter(|s| s.col == col) {
            self.reconfig.retired_ops += slot.core.as_ref().map_or(0, |k| k.stats().ops);
            slot.core = None;
            slot.state = CoreRun::Off;
            slot.kernel = CoreKernels::default();
        }
        self.reset_cascades(col);
        for p in programs {
            let t = p.tile();
            let core = Some(Core::new(p.clone()));
            match self
                .cores
                .iter_mut()
                .find(|s| (s.col, s.row) == (t.col, t.row))
            {
                Some(slot) => slot.core = core,
                None => self.cores.push(CoreSlot::new(t.col, t.row, core)),
            }
        }
    }
}
