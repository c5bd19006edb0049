//! `--aie-cert-verify`, as mlir-aie's `AIECertVerify`: the rules control code
//! must keep to run on the device's CERT microcontrollers (uCs), checked on
//! the `aiex.cert` ops of each device, in mlir-aie's words. A uC is the
//! group id of an op's `aiex.cert.attach_to_group`, 0 outside one.
//!
//! - group ids and page placements name a uC of the device
//!   ([`aie_target::device::Device::controllers`]);
//! - the participants of a local barrier (one id on one uC) share a page
//!   (a job outside pages is a scope of its own);
//! - at most one job of a page waits for the task-complete tokens of one
//!   (tile, channel);
//! - every uC has the same preemption points;
//! - a remote barrier rendezvouses: its occurrences agree on the party mask,
//!   which holds each participant's own bit and names present uCs that each
//!   take part once;
//! - local barrier ids are 0 to 15 and remote ones 1 to 8, at most 16 and 8
//!   distinct ones on a uC;
//! - a `write32_d` address or value given as a register names one of the
//!   job-runner's 24 (mlir-aie checks it here, not in the op's verifier:
//!   the same field holds an immediate without the flag);
//! - a `wait_uc_dma` waits on a job-private register (r0..r7) whose reaching
//!   definition, walking the job's ops in order, is a `uc_dma_write_des` of
//!   the same job.

use crate::netlist::{self, Dev};
use crate::{Anchor, Args, Pass};
use dialect::ir::{OpId, OpKind, View};
use dialect::ops::views::{
    CertAdd, CertAttachToGroup, CertJob, CertLocalBarrier, CertMov, CertPage, CertPreempt,
    CertRead32, CertRead32D, CertRemoteBarrier, CertUcDmaWriteDes, CertWaitTcts, CertWaitUcDma,
    CertWrite32D,
};
use dialect::{Diagnostic, Ir};
use std::collections::{BTreeMap, BTreeSet, HashMap};

pub(crate) const PASS: Pass = Pass {
    flag: "aie-cert-verify",
    name: "AIECertVerify",
    anchor: Anchor::Device,
    needs_placed_tiles: false,
    summary: "Check that aiex.cert control code can run on the device's microcontrollers: uC ids, barrier ids, local-barrier pages, remote-barrier rendezvous, task-complete-token waits, preemption points, write32_d registers and uC-DMA wait handles",
    doc: "cert-lowering.md#checking-control-code",
    options: &[],
    body: crate::Body::Run(run),
};

/// The local barrier ids (`$lb0`..`$lb15`) and how many a uC may use.
const LOCAL_IDS: (i64, i64, usize) = (0, 15, 16);
/// The remote barrier ids mlir-aie allows and how many a uC may use.
const REMOTE_IDS: (i64, i64, usize) = (1, 8, 8);
/// Group ids are bits of a 32-bit party mask.
const MASK_BITS: i64 = 32;
/// The job-runner's registers: r0..r7 each job's own, r8..r23 shared.
const REGISTERS: i64 = 24;
const LOCAL_REGISTERS: i64 = 8;

fn run(ir: &mut Ir, _: &Args) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for dev in netlist::devices(ir) {
        let cert = Cert::of(ir, &dev);
        cert.group_ids(&mut out);
        cert.local_barrier_pages(&mut out);
        cert.token_waits(&mut out);
        cert.preempt_points(&mut out);
        cert.rendezvous(&mut out);
        cert.barrier_limits(&mut out);
        for w in cert.views::<CertWrite32D>() {
            out.extend(write32_d_registers(ir, w));
        }
        cert.wait_handles(&mut out);
    }
    out
}

/// The errors of a `write32_d` whose address or value, given as a register
/// (`address_is_reg`, `value_is_reg`), names none of the job-runner's: also
/// what the ctrlcode emitter refuses to encode.
pub(crate) fn write32_d_registers(ir: &Ir, w: CertWrite32D) -> Vec<Diagnostic> {
    let operands = [
        ("address", w.address_is_reg(ir), w.address(ir)),
        ("value", w.value_is_reg(ir), w.value(ir)),
    ];
    operands
        .into_iter()
        .filter(|&(_, is_reg, v)| is_reg && !(0..REGISTERS).contains(&v))
        .map(|(what, _, v)| {
            Diagnostic::error(
                ir[w.op()].span,
                format!("cert.write32_d has {what}_is_reg, so {what} {v} must be a register index in [0, {}]", REGISTERS - 1),
            )
            .with_help(format!(
                "with {{{what}_is_reg}} the {what} names a register, r0..r7 the job's and r8..r23 shared; drop the flag to give an immediate {what}"
            ))
        })
        .collect()
}

/// The register `op` writes, if it writes one: a `write32_d` only reads
/// the registers it names.
fn register_defined_by(ir: &Ir, op: OpId) -> Option<i64> {
    if let Some(m) = ir.view::<CertMov>(op) {
        Some(m.dest(ir))
    } else if let Some(a) = ir.view::<CertAdd>(op) {
        Some(a.dest(ir))
    } else if let Some(r) = ir.view::<CertRead32>(op) {
        Some(r.value(ir))
    } else if let Some(r) = ir.view::<CertRead32D>(op) {
        Some(r.value(ir))
    } else {
        ir.view::<CertUcDmaWriteDes>(op).map(|d| d.wait_handle(ir))
    }
}

/// The control code of one device, walked once.
struct Cert<'a> {
    ir: &'a Ir,
    dev: &'a Dev,
    /// Every cert op of the device, in pre-order (runtime sequences skipped).
    ops: Vec<OpId>,
}

impl<'a> Cert<'a> {
    fn of(ir: &'a Ir, dev: &'a Dev) -> Cert<'a> {
        let ops = dev.walk_skipping(ir, &[OpKind::RuntimeSequence]);
        Cert { ir, dev, ops }
    }

    fn views<V: View + 'a>(&'a self) -> impl Iterator<Item = V> + 'a {
        self.ir.views(self.ops.iter().copied())
    }

    /// The uC of `op`: its group's id, 0 outside a group.
    fn uc(&self, op: OpId) -> i64 {
        self.enclosing(op, OpKind::CertAttachToGroup)
            .map_or(0, |g| CertAttachToGroup::wrap(g).group_id(self.ir))
    }

    fn enclosing(&self, op: OpId, kind: OpKind) -> Option<OpId> {
        self.ir.ancestor(op, |name| name == kind.name())
    }

    /// The page `op` runs on, else its job (a job outside pages is a page of
    /// its own).
    fn scope(&self, op: OpId) -> Option<OpId> {
        self.enclosing(op, OpKind::CertPage)
            .or_else(|| self.enclosing(op, OpKind::CertJob))
    }

    fn error(&self, op: OpId, message: String) -> Diagnostic {
        Diagnostic::error(self.ir[op].span, message)
    }

    /// The uCs with code: every group's id, and 0 for code in the device.
    fn present(&self) -> BTreeSet<i64> {
        let mut present: BTreeSet<i64> = self
            .views::<CertAttachToGroup>()
            .map(|g| g.group_id(self.ir))
            .collect();
        let device_level = self.dev.ops(self.ir).any(|op| {
            [OpKind::CertPage, OpKind::CertJob, OpKind::CertSection]
                .iter()
                .any(|&k| self.ir.is(op, k))
        });
        if device_level {
            present.insert(0);
        }
        present
    }

    /// Group ids and page placements name a uC of the device.
    fn group_ids(&self, out: &mut Vec<Diagnostic>) {
        let ucs = i64::from(self.dev.model.controllers());
        let mut check = |op: OpId, id: i64, what: &str| {
            if !(0..ucs.min(MASK_BITS)).contains(&id) {
                let help = format!(
                    "{} has {ucs} uC{}: {}",
                    self.dev.model.name,
                    if ucs == 1 { "" } else { "s" },
                    if ucs == 0 {
                        "it runs no CERT control code".to_string()
                    } else if ucs == 1 {
                        "all its control code runs on uC 0".to_string()
                    } else {
                        format!("one per column, uC ids 0 to {}", ucs - 1)
                    }
                );
                out.push(
                    self.error(op, format!("{what} {id} is not a valid uC id [0, {ucs})"))
                        .with_help(help),
                );
            }
        };
        for g in self.views::<CertAttachToGroup>() {
            check(g.op(), g.group_id(self.ir), "cert.attach_to_group group id");
        }
        for p in self.views::<CertPage>() {
            if let Some(placement) = p.placement(self.ir) {
                check(p.op(), placement, "cert.page placement");
            }
        }
    }

    /// The participants of a local barrier share a page.
    fn local_barrier_pages(&self, out: &mut Vec<Diagnostic>) {
        let mut first: HashMap<(i64, i64), Option<OpId>> = HashMap::new();
        for b in self.views::<CertLocalBarrier>() {
            let (uc, id) = (self.uc(b.op()), b.local_barrier_id(self.ir));
            let scope = self.scope(b.op());
            match first.get(&(uc, id)) {
                None => {
                    first.insert((uc, id), scope);
                }
                Some(&s) if s != scope => out.push(
                    self.error(b.op(), format!("cert.local_barrier with local_barrier_id {id} in uC {uc} must be on the same page as its other participants"))
                        .with_help("the jobs of a page run together; a barrier whose participants are on different pages waits for a job that cannot start: put them on one aiex.cert.page"),
                ),
                Some(_) => {}
            }
        }
    }

    /// At most one job of a page waits on one (tile, channel) actor.
    fn token_waits(&self, out: &mut Vec<Diagnostic>) {
        let mut waiting: HashMap<(Option<OpId>, i64, i64), Option<OpId>> = HashMap::new();
        for w in self.views::<CertWaitTcts>() {
            let (tile, channel) = (w.tile_id(self.ir), w.channel_id(self.ir));
            let job = self.enclosing(w.op(), OpKind::CertJob);
            let key = (self.scope(w.op()), tile, channel);
            match waiting.get(&key) {
                None => {
                    waiting.insert(key, job);
                }
                Some(&j) if j != job => out.push(
                    self.error(w.op(), format!("more than one job on this cert.page waits on tile {tile} channel {channel} in uC {}; at most one job per page may wait_tcts on a given (tile, channel)", self.uc(w.op())))
                        .with_help("the firmware counts one outstanding wait per actor: wait in one job, or put the jobs on different pages"),
                ),
                Some(_) => {}
            }
        }
    }

    /// Every present uC has the preemption points of the lowest one.
    fn preempt_points(&self, out: &mut Vec<Diagnostic>) {
        let mut present = self.present();
        let mut ids: BTreeMap<i64, Vec<i64>> = BTreeMap::new();
        for p in self.views::<CertPreempt>() {
            let uc = self.uc(p.op());
            present.insert(uc);
            ids.entry(uc).or_default().push(p.id(self.ir));
        }
        if present.len() < 2 {
            return;
        }
        for v in ids.values_mut() {
            v.sort_unstable();
        }
        let Some(&reference) = present.first() else {
            return;
        };
        let expected = ids.get(&reference).cloned().unwrap_or_default();
        for &uc in present.iter().skip(1) {
            if ids.get(&uc).cloned().unwrap_or_default() != expected {
                let at = self
                    .views::<CertAttachToGroup>()
                    .find(|g| g.group_id(self.ir) == uc)
                    .map_or(self.dev.op, |g| g.op());
                out.push(
                    self.error(at, format!("cert.preempt ids on uC {uc} differ from uC {reference}; all uCs must have the same preempt ids (G-preempt)"))
                        .with_help(format!("uC {reference} has preemption points {expected:?}: give every uC the same aiex.cert.preempt ids")),
                );
            }
        }
    }

    /// Remote barriers rendezvous.
    fn rendezvous(&self, out: &mut Vec<Diagnostic>) {
        let present = self.present();
        let mut by_id: BTreeMap<i64, Vec<CertRemoteBarrier>> = BTreeMap::new();
        for b in self.views::<CertRemoteBarrier>() {
            by_id
                .entry(b.remote_barrier_id(self.ir))
                .or_default()
                .push(b);
        }
        let ir = self.ir;
        for (id, occurrences) in by_id {
            let first = occurrences[0].op();
            let mask = occurrences[0].party_mask(ir) & 0xFFFF_FFFF;
            if occurrences
                .iter()
                .any(|b| b.party_mask(ir) & 0xFFFF_FFFF != mask)
            {
                for b in &occurrences {
                    out.push(
                        self.error(
                            b.op(),
                            format!(
                                "cert.remote_barrier id {id} occurrences disagree on party_mask"
                            ),
                        )
                        .with_help(
                            "every participant of a remote barrier names the same participants",
                        ),
                    );
                }
                continue;
            }
            let mut per_uc: BTreeMap<i64, usize> = BTreeMap::new();
            for b in &occurrences {
                let own = self.uc(b.op());
                *per_uc.entry(own).or_default() += 1;
                if (0..MASK_BITS).contains(&own) && mask >> own & 1 == 0 {
                    out.push(self.error(b.op(), format!("cert.remote_barrier id {id} on uC {own} excludes its own uC from party_mask"))
                        .with_help(format!("set bit {own} of the party mask: a uC waits at the barrier it takes part in")));
                }
            }
            for (&uc, &n) in &per_uc {
                if n > 1 {
                    out.push(self.error(first, format!("cert.remote_barrier id {id} has {n} occurrences on uC {uc} (at most one participant per uC per rendezvous)"))
                        .with_help("a uC meets a remote barrier once: use another barrier id, or a local barrier among the uC's jobs"));
                }
            }
            for bit in (0..MASK_BITS).filter(|&b| mask >> b & 1 == 1) {
                if !present.contains(&bit) {
                    out.push(self.error(first, format!("cert.remote_barrier id {id} party_mask references uC {bit} which is not present in the design"))
                        .with_help(format!("no aiex.cert.attach_to_group({bit}) has code: the barrier would wait for it forever")));
                } else if !per_uc.contains_key(&bit) {
                    out.push(self.error(first, format!("cert.remote_barrier id {id} party_mask includes uC {bit} but that uC has no matching remote_barrier({id}) to rendezvous with"))
                        .with_help(format!("add aiex.cert.remote_barrier({id}, {mask:#x}) to the code of uC {bit}, or clear its bit")));
                }
            }
        }
    }

    /// Each `wait_uc_dma` waits on a local register whose last write before
    /// it in its job (the job's ops run in order) is a `uc_dma_write_des`.
    fn wait_handles(&self, out: &mut Vec<Diagnostic>) {
        let ir = self.ir;
        for job in self.views::<CertJob>() {
            let mut defs: HashMap<i64, OpId> = HashMap::new();
            for op in ir.children(job.op()) {
                if let Some(w) = ir.view::<CertWaitUcDma>(op) {
                    let r = w.wait_handle(ir);
                    if r >= LOCAL_REGISTERS {
                        out.push(self.error(op, format!("cert.wait_uc_dma wait handle $r{r} is a global register; the wait handle must be a job-private local register r0..r{} defined by a cert.uc_dma_write_des in the same job", LOCAL_REGISTERS - 1))
                            .with_help(format!("r8..r23 are shared by the uC's jobs: start the transfer with aiex.cert.uc_dma_write_des(r, @chain) into one of r0..r{} of this job and wait on that register", LOCAL_REGISTERS - 1)));
                    } else {
                        match defs.get(&r) {
                            None => out.push(self.error(op, format!("cert.wait_uc_dma waits on $r{r}, which has no reaching cert.uc_dma_write_des in this job"))
                                .with_help(format!("start the transfer in this job, before the wait, with aiex.cert.uc_dma_write_des({r}, @chain): a handle written by another job does not reach it"))),
                            Some(&def) if !ir.is(def, OpKind::CertUcDmaWriteDes) => {
                                let name = ir[def].name();
                                out.push(self.error(op, format!("cert.wait_uc_dma waits on $r{r}, whose reaching definition is a '{name}' that clobbers the uC-DMA wait handle"))
                                    .with_help(format!("the last write of $r{r} before the wait is an '{name}', not an aiex.cert.uc_dma_write_des: leave the handle's register alone between the transfer and its wait, or give one of them another register")));
                            }
                            Some(_) => {}
                        }
                    }
                }
                if let Some(r) = register_defined_by(ir, op) {
                    defs.insert(r, op);
                }
            }
        }
    }

    /// Barrier ids in range, and not too many distinct ones on a uC.
    fn barrier_limits(&self, out: &mut Vec<Diagnostic>) {
        let ir = self.ir;
        let local = self
            .views::<CertLocalBarrier>()
            .map(|b| (b.op(), b.local_barrier_id(ir)));
        self.ids_in(local, "local_barrier", LOCAL_IDS, out);
        let remote = self
            .views::<CertRemoteBarrier>()
            .map(|b| (b.op(), b.remote_barrier_id(ir)));
        self.ids_in(remote, "remote_barrier", REMOTE_IDS, out);
    }

    /// The barrier ids of `barriers` (op, id) of kind `what` are in
    /// `lo..=hi`, and no uC uses more than `max` distinct ones.
    fn ids_in(
        &self,
        barriers: impl Iterator<Item = (OpId, i64)>,
        what: &str,
        (lo, hi, max): (i64, i64, usize),
        out: &mut Vec<Diagnostic>,
    ) {
        let mut per_uc: BTreeMap<i64, BTreeSet<i64>> = BTreeMap::new();
        for (op, id) in barriers {
            if !(lo..=hi).contains(&id) {
                out.push(
                    self.error(
                        op,
                        format!("cert.{what} {what}_id {id} out of range [{lo}, {hi}]"),
                    )
                    .with_help(format!("the firmware has {what} ids {lo} to {hi}")),
                );
            }
            per_uc.entry(self.uc(op)).or_default().insert(id);
        }
        for (uc, ids) in per_uc {
            if ids.len() > max {
                out.push(
                    self.error(
                        self.dev.op,
                        format!("uC {uc} uses {} distinct {what} ids (max {max})", ids.len()),
                    )
                    .with_help(format!(
                        "a uC has {max} {what}s: reuse an id once its barrier has passed"
                    )),
                );
            }
        }
    }
}
