//! A DMA task issued as several tasks (`--aie-decompose-large-dma-bd`,
//! [`nd::TaskPlan::Tasks`]): its first part stays where the task is; every
//! other part is a copy of the task configured just before its first push.
//! Only the last part issues the task's token, and only at its last push
//! (the others carry `no_token`): an await of the task awaits it, a free
//! frees every part. Each part waits for the ones before it in the channel's
//! queue, so the pushes after the first go out in rounds with the transfers
//! issued alongside it: after the last start of its round (up to an await,
//! a sync, a poll, a register write, which may itself be a push, or a start
//! on the same channel), merged with the other split transfers of that round
//! by how far through its pushes each is (ties in program order).

use super::{allocation, Channel};
use crate::netlist::{self, Dev};
use dialect::ir::{At, OpId, OpKind, ValueId, View};
use dialect::ops::views::{
    DmaAwaitTask, DmaBd, DmaConfigureTask, DmaConfigureTaskFor, DmaFreeTask, DmaStartTask,
};
use dialect::verify::nd::Pattern;
use dialect::Ir;
use std::collections::HashMap;

/// A transfer to issue as `parts` tasks, `passes` times over.
pub(crate) struct Split {
    /// The task (its first part).
    pub task: OpId,
    /// Its one BD.
    pub bd: DmaBd,
    /// Its one start.
    pub start: OpId,
    /// The parts: flat offset and pattern (innermost first).
    pub parts: Vec<(i64, Pattern)>,
    /// How often all the parts run, in order.
    pub passes: i64,
}

/// The one start of `task` in `users`, if it has one and is started nowhere
/// else (a part's pushes are placed around that start).
pub(crate) fn only_start(ir: &Ir, users: &[OpId]) -> Option<OpId> {
    let mut starts = users.iter().filter(|&&u| ir.is(u, OpKind::DmaStartTask));
    let start = *starts.next()?;
    let known = users.iter().all(|&u| {
        matches!(
            ir.kind(u),
            Some(OpKind::DmaStartTask | OpKind::DmaAwaitTask | OpKind::DmaFreeTask)
        )
    });
    (starts.next().is_none() && known).then_some(start)
}

/// The channel a task (`aiex.dma_configure_task(_for)`) runs on.
fn channel_of(ir: &Ir, dev: &Dev, task: OpId) -> Option<Channel> {
    if let Some(t) = ir.view::<DmaConfigureTaskFor>(task) {
        return allocation(ir, dev, t.alloc(ir)).map(|(c, _)| c);
    }
    let t = ir.view::<DmaConfigureTask>(task)?;
    let (col, row) = netlist::tile_of(ir, task)?;
    Some(Channel {
        col,
        row,
        dir: t.direction(ir).dir(),
        index: t.channel(ir),
    })
}

/// The channel a start pushes onto.
fn start_channel(ir: &Ir, dev: &Dev, start: OpId) -> Option<Channel> {
    let task = ir.defining_op(*ir[start].operands.first()?)?;
    channel_of(ir, dev, task)
}

/// Whether `op` ends the round of a transfer on `ch`: it waits, may push
/// (a register write), starts a task on `ch`, or holds a region.
fn ends_round(ir: &Ir, dev: &Dev, op: OpId, ch: Channel) -> bool {
    match ir.kind(op) {
        Some(
            OpKind::DmaAwaitTask
            | OpKind::NpuSync
            | OpKind::NpuDmaWait
            | OpKind::NpuMaskpoll
            | OpKind::NpuWrite32
            | OpKind::NpuMaskwrite32
            | OpKind::NpuBlockwrite
            | OpKind::NpuBlockwriteValues
            | OpKind::NpuWritebd
            | OpKind::NpuPushQueue
            | OpKind::NpuDmaMemcpyNd
            | OpKind::NpuAddressPatch,
        ) => true,
        Some(OpKind::DmaStartTask) => start_channel(ir, dev, op) == Some(ch),
        Some(OpKind::DmaConfigureTask | OpKind::DmaConfigureTaskFor) => false,
        _ => !ir[op].regions().is_empty(),
    }
}

/// The last start of the round `start` opens: where the other pushes go.
fn round_end(ir: &Ir, dev: &Dev, start: OpId) -> OpId {
    let Some(ch) = start_channel(ir, dev, start) else {
        return start;
    };
    let mut last = start;
    let mut at = ir.next_op(start);
    while let Some(op) = at.filter(|&o| !ends_round(ir, dev, o, ch)) {
        if ir.is(op, OpKind::DmaStartTask) {
            last = op;
        }
        at = ir.next_op(op);
    }
    last
}

/// Sets the BD of a part: offset, length and dimensions.
fn shape(ir: &mut Ir, bd: DmaBd, (offset, p): &(i64, Pattern)) {
    bd.set_offset(ir, *offset);
    bd.set_len(ir, p.inner_len());
    bd.set_dimensions(ir, super::decompose::dims_of(p));
}

/// Sets the repeat count and token of a part's task.
fn configure(ir: &mut Ir, task: OpId, runs: i64, token: bool) {
    if let Some(t) = ir.view::<DmaConfigureTaskFor>(task) {
        match runs {
            1 => netlist::clear(ir, t, DmaConfigureTaskFor::set_repeat_count, 0),
            n => t.set_repeat_count(ir, n - 1),
        }
        match token {
            false => netlist::clear(ir, t, DmaConfigureTaskFor::set_issue_token, false),
            true => t.set_issue_token(ir, true),
        }
    } else if let Some(t) = ir.view::<DmaConfigureTask>(task) {
        match runs {
            1 => netlist::clear(ir, t, DmaConfigureTask::set_repeat_count, 0),
            n => t.set_repeat_count(ir, n - 1),
        }
        match token {
            false => netlist::clear(ir, t, DmaConfigureTask::set_issue_token, false),
            true => t.set_issue_token(ir, true),
        }
    }
}

/// Whether a task issues a token.
fn issues_token(ir: &Ir, task: OpId) -> bool {
    ir.view::<DmaConfigureTaskFor>(task)
        .map(|t| t.issue_token(ir))
        .or_else(|| ir.view::<DmaConfigureTask>(task).map(|t| t.issue_token(ir)))
        .unwrap_or(false)
}

/// Issues every split of a sequence (each from [`only_start`]'s start):
/// the parts' tasks, their pushes in rounds, the awaits and frees.
pub(crate) fn issue(ir: &mut Ir, dev: &Dev, splits: Vec<Split>, users: &HashMap<OpId, Vec<OpId>>) {
    // The pushes after the first of each split: (split, push number).
    let mut rounds: Vec<(OpId, Vec<(usize, i64)>)> = Vec::new();
    for (k, s) in splits.iter().enumerate() {
        let end = round_end(ir, dev, s.start);
        let total = s.parts.len() as i64 * s.passes;
        let pushes = (1..total).map(|j| (k, j));
        match rounds.iter_mut().find(|(e, _)| *e == end) {
            Some((_, r)) => r.extend(pushes),
            None => rounds.push((end, pushes.collect())),
        }
    }
    let tasks: Vec<Vec<OpId>> = splits.iter().map(|s| part_tasks(ir, s)).collect();
    for (end, mut pushes) in rounds {
        // By how far through its pushes each is, ties in program order.
        pushes.sort_by(|&(a, i), &(b, j)| {
            let (na, nb) = (
                splits[a].parts.len() as i64 * splits[a].passes,
                splits[b].parts.len() as i64 * splits[b].passes,
            );
            (i * nb).cmp(&(j * na)).then(a.cmp(&b))
        });
        let mut after = end;
        for (k, j) in pushes {
            let s = &splits[k];
            let n = s.parts.len() as i64;
            let part = tasks[k][(j % n) as usize];
            if j < n {
                ir.move_op(part, At::After(after));
                after = part;
            }
            let (span, value) = (ir[s.start].span, ir[part].results[0]);
            let start = DmaStartTask::build(ir, span)
                .operand(value)
                .insert(At::After(after));
            after = start.op();
        }
    }
    for (s, parts) in splits.iter().zip(&tasks) {
        finish(
            ir,
            s,
            parts,
            users.get(&s.task).map_or(&[][..], Vec::as_slice),
        );
    }
}

/// The tasks of split `s`'s parts: its own for the first, copies (not yet
/// placed: put before their first push) for the others, each shaped and
/// counted; only the last issues the token.
fn part_tasks(ir: &mut Ir, s: &Split) -> Vec<OpId> {
    let token = issues_token(ir, s.task);
    let last = s.parts.len() - 1;
    let mut tasks = vec![s.task];
    for part in &s.parts[1..] {
        let copy = ir.clone_op(s.task, &mut Default::default());
        ir.insert(At::After(s.task), copy);
        let bd = ir
            .walk(copy)
            .into_iter()
            .find_map(|o| ir.view::<DmaBd>(o))
            .expect("a copy of the task holds its BD");
        shape(ir, bd, part);
        netlist::clear(ir, bd, DmaBd::set_bd_id, 0);
        netlist::clear(ir, bd, DmaBd::set_next_bd_id, 0);
        tasks.push(copy);
    }
    shape(ir, s.bd, &s.parts[0]);
    for (i, (&task, (_, p))) in tasks.iter().zip(&s.parts).enumerate() {
        configure(ir, task, p.sizes[3], token && i == last);
    }
    tasks
}

/// The uses of split `s`'s task: its start takes no repeat count of its
/// own (the parts have theirs); the last part's pushes before its last
/// carry `no_token`; awaits await the last part; a free frees every part.
fn finish(ir: &mut Ir, s: &Split, parts: &[OpId], users: &[OpId]) {
    let last: ValueId = ir[*parts.last().expect("a split has parts")].results[0];
    if let Some(start) = ir.view::<DmaStartTask>(s.start) {
        netlist::clear(ir, start, DmaStartTask::set_repeat_count, 0);
    }
    let pushes: Vec<OpId> = ir
        .ops_in(ir.block_of(s.start).expect("a start is in a block"))
        .filter(|&o| ir.is(o, OpKind::DmaStartTask) && ir[o].operands.first() == Some(&last))
        .collect();
    if issues_token(ir, *parts.last().expect("a split has parts")) {
        for &p in &pushes[..pushes.len().saturating_sub(1)] {
            DmaStartTask::wrap(p).set_no_token(ir, true);
        }
    }
    for &u in users {
        if ir.view::<DmaAwaitTask>(u).is_some() {
            ir[u].operands[0] = last;
        } else if ir.view::<DmaFreeTask>(u).is_some() {
            let span = ir[u].span;
            let mut after = u;
            for &part in &parts[1..] {
                let value = ir[part].results[0];
                after = DmaFreeTask::build(ir, span)
                    .operand(value)
                    .insert(At::After(after))
                    .op();
            }
        }
    }
}
