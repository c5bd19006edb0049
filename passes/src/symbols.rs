//! A device's symbol table as an index: the ops that define symbols directly
//! in its body, by name, how many `memref.get_global`s in the device read
//! each name and how many uC-DMA transfers start each chain. A pass that looks symbols up per op builds it once
//! ([`Symbols::of`]) and keeps it current as it defines, erases and re-points
//! symbols (a scan of the body per lookup made such passes quadratic).

use crate::globals::{add_global, words_of};
use crate::netlist::{self, Dev};
use dialect::ir::{At, OpId, View};
use dialect::ops::views::{
    CertUcDmaWriteDes, CertUcDmaWriteDesSync, MemrefGetGlobal, MemrefGlobal,
};
use dialect::Ir;
use std::collections::HashMap;

/// The symbols of one device (see the module doc).
pub(crate) struct Symbols {
    /// The ops directly in the body defining each name, in body order.
    defs: HashMap<String, Vec<OpId>>,
    /// How many `memref.get_global`s of the device read each name.
    readers: HashMap<String, usize>,
    /// How many `aiex.cert.uc_dma_write_des_sync`s start each chain.
    starts: HashMap<String, usize>,
}

impl Symbols {
    /// The index of `dev` as it is.
    pub fn of(ir: &Ir, dev: &Dev) -> Symbols {
        let mut defs: HashMap<String, Vec<OpId>> = HashMap::new();
        for op in dev.ops(ir) {
            if let Some(name) = netlist::sym_name(ir, op) {
                defs.entry(name.to_string()).or_default().push(op);
            }
        }
        let mut readers: HashMap<String, usize> = HashMap::new();
        for g in dev.walk_views::<MemrefGetGlobal>(ir) {
            *readers.entry(g.name(ir).to_string()).or_default() += 1;
        }
        let mut starts: HashMap<String, usize> = HashMap::new();
        let syncs = dev
            .walk_views::<CertUcDmaWriteDesSync>(ir)
            .map(|s| s.symbol(ir));
        let asyncs = dev
            .walk_views::<CertUcDmaWriteDes>(ir)
            .map(|s| s.symbol(ir));
        for chain in syncs.chain(asyncs) {
            *starts.entry(chain.to_string()).or_default() += 1;
        }
        Symbols {
            defs,
            readers,
            starts,
        }
    }

    /// How many uC-DMA transfers start chain `name`.
    pub fn starts(&self, name: &str) -> usize {
        self.starts.get(name).copied().unwrap_or(0)
    }

    /// A new `aiex.cert.uc_dma_write_des_sync` starts chain `name`.
    pub fn start(&mut self, name: &str) {
        *self.starts.entry(name.to_string()).or_default() += 1;
    }

    /// The first op defining `name` ([`Dev::symbol`]).
    pub fn get(&self, name: &str) -> Option<OpId> {
        self.defs.get(name)?.first().copied()
    }

    /// The first op defining `name` that is a `V`.
    pub fn get_view<V: View>(&self, ir: &Ir, name: &str) -> Option<V> {
        self.defs.get(name)?.iter().find_map(|&o| ir.view(o))
    }

    /// The name closest to the misspelt `name` that a `V` defines
    /// ([`dialect::diag::did_you_mean`]), for a "did you mean" help.
    pub fn close_to<V: View>(&self, ir: &Ir, name: &str) -> Option<&str> {
        let mut known: Vec<&str> = self
            .defs
            .iter()
            .filter(|(_, ops)| ops.iter().any(|&o| ir.view::<V>(o).is_some()))
            .map(|(n, _)| n.as_str())
            .collect();
        known.sort_unstable();
        dialect::diag::did_you_mean(name, known)
    }

    /// Records that `op`, just put in the body, defines `name` (a name no op
    /// defined before).
    pub fn define(&mut self, name: &str, op: OpId) {
        self.defs.entry(name.to_string()).or_default().push(op);
    }

    /// Records that `op` no longer defines `name`.
    pub fn undefine(&mut self, name: &str, op: OpId) {
        if let Some(ops) = self.defs.get_mut(name) {
            ops.retain(|&o| o != op);
            if ops.is_empty() {
                self.defs.remove(name);
            }
        }
    }

    /// Erases `op`, which defines `name`.
    pub fn erase(&mut self, ir: &mut Ir, name: &str, op: OpId) {
        self.undefine(name, op);
        ir.erase(op);
    }

    /// A name `<prefix><n>` (n counting from `*next`) no op defines.
    pub fn fresh(&self, prefix: &str, next: &mut u64) -> String {
        loop {
            let name = format!("{prefix}{next}");
            *next += 1;
            if !self.defs.contains_key(&name) {
                return name;
            }
        }
    }

    /// The `memref.global` named `name` ([`crate::npu::global`]).
    pub fn global(&self, ir: &Ir, name: &str) -> Option<MemrefGlobal> {
        self.get_view(ir, name)
    }

    /// The words of the global named `name` ([`crate::npu::global_words`]).
    pub fn global_words(&self, ir: &Ir, name: &str) -> Option<Vec<u32>> {
        words_of(ir, self.global(ir, name)?)
    }

    /// A new constant global `name` holding `words` at `at` ([`add_global`]).
    pub fn add_global(&mut self, ir: &mut Ir, at: At, name: &str, words: &[u32]) -> OpId {
        let op = add_global(ir, at, name, words);
        self.define(name, op);
        op
    }

    /// How many `memref.get_global`s read `name`.
    pub fn readers(&self, name: &str) -> usize {
        self.readers.get(name).copied().unwrap_or(0)
    }

    /// The global `name` now holds `words`: a new global in its place,
    /// under its name and at its location.
    pub fn rewrite_global(&mut self, ir: &mut Ir, name: &str, words: &[u32]) {
        let Some(old) = self.global(ir, name).map(|g| g.op()) else {
            return;
        };
        let new = self.add_global(ir, At::Before(old), name, words);
        ir[new].span = ir[old].span;
        self.erase(ir, name, old);
    }

    /// `get` now reads `name` instead of what it read.
    pub fn repoint(&mut self, ir: &mut Ir, get: MemrefGetGlobal, name: &str) {
        self.unread(get.name(ir));
        get.set_name(ir, name);
        self.read(name);
    }

    /// A new `memref.get_global` reads `name`.
    pub fn read(&mut self, name: &str) {
        *self.readers.entry(name.to_string()).or_default() += 1;
    }

    /// One reader of `name` is gone.
    pub fn unread(&mut self, name: &str) {
        if let Some(n) = self.readers.get_mut(name) {
            *n = n.saturating_sub(1);
        }
    }

    /// Erases the global `name` when no `memref.get_global` reads it.
    pub fn drop_if_unread(&mut self, ir: &mut Ir, name: &str) {
        if self.readers.get(name).copied().unwrap_or(0) > 0 {
            return;
        }
        if let Some(g) = self.global(ir, name) {
            self.erase(ir, name, g.op());
        }
    }
}

/// The uC-DMA chain `op` starts, if it starts one (`uc_dma_write_des_sync`,
/// `uc_dma_write_des`).
pub fn started_chain(ir: &Ir, op: OpId) -> Option<&str> {
    match ir.view::<CertUcDmaWriteDesSync>(op) {
        Some(sync) => Some(sync.symbol(ir)),
        None => ir.view::<CertUcDmaWriteDes>(op).map(|d| d.symbol(ir)),
    }
}
