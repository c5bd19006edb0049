//! A hang in words: starting from a stuck party that must finish, who it
//! waits for, who that one waits for, ... up to a party waiting on itself
//! (a cycle) or on nothing left to run; an error at the op that closes it,
//! a note at each other op on the way, and a help line for the likely
//! cause.

use super::model::{Count, Ins, Kind, Model, Stuck, UNBOUNDED};
use dialect::ir::Span;
use dialect::Diagnostic;

/// The error for a model in which no run completes.
pub(crate) fn hang(m: &Model, s: &Stuck) -> Diagnostic {
    let start = (0..m.parties.len())
        .find(|&p| m.parties[p].must_finish && waits(m, s, p).is_some())
        .unwrap_or(0);
    let mut path = vec![start];
    let mut cycle = None;
    while let Some(next) = blocker(m, s, *path.last().unwrap_or(&start)) {
        if let Some(k) = path.iter().position(|&p| p == next) {
            cycle = Some(k);
            break;
        }
        path.push(next);
    }
    // Close on a core in the cycle (the code the user wrote), else on the
    // first party of the cycle, else on the last party: the one nothing
    // can unblock.
    // A packet waiting at an arbiter another packet holds is the root
    // (head-of-line blocking), else a sender a bounded stream holds back:
    // with more buffering it would go on.
    // So is one waiting for its turn at a deterministic merge arbiter.
    let at_arbiter = path
        .iter()
        .position(|&p| held_arbiter(m, s, p).is_some() || merge_turn(m, s, p).is_some());
    let held_back = at_arbiter.or_else(|| {
        path.iter().position(|&p| {
            matches!(waits(m, s, p), Some(Ins::Send { streams, .. }) if streams.iter().any(|&k| s.bounds[k].is_some()))
        })
    });
    let main = match (held_back, cycle) {
        (Some(i), _) => i,
        (None, Some(k)) => (k..path.len())
            .find(|&i| m.parties[path[i]].kind == Kind::Core)
            .unwrap_or(k),
        (None, None) => path.len() - 1,
    };
    let (span, what) = describe(m, s, path[main]);
    let on_cycle = cycle.map(|k| &path[k..]);
    let help = help(m, s, path[main], on_cycle);
    let odd = odd_chain(m, s, path[main]).filter(|_| cycle.is_none());
    let mut d = match &odd {
        // The root is the repeat count of the chain that stopped.
        Some(odd) => Diagnostic::error(
            m.parties[odd.chain].span,
            format!(
                "deadlock: {} runs its BD chain {} time(s) (repeat_count = {}) and ends, \
                 but {}",
                m.parties[odd.chain].name,
                odd.runs,
                odd.runs - 1,
                what
            ),
        )
        .with_help(help)
        .with_note(Some(span), what),
        None => Diagnostic::error(span, format!("deadlock: {what}")).with_help(help),
    };
    for (k, &p) in path.iter().enumerate() {
        if k != main {
            let (span, what) = describe(m, s, p);
            d = d.with_note(Some(span), what);
        }
    }
    // The parties on the chain's other side, which want more of it too.
    for &r in odd
        .iter()
        .flat_map(|o| &o.waiting)
        .filter(|r| !path.contains(r))
    {
        let (span, what) = describe(m, s, r);
        d = d.with_note(Some(span), what);
    }
    d
}

/// A DMA chain that ran its counted number of times and ended while the
/// parties on its sides wanted more: the odd one out of a hang.
struct OddChain {
    chain: usize,
    runs: u64,
    /// The parties besides the blamed one that wait for the chain.
    waiting: Vec<usize>,
}

/// The odd one out of a hang at party `p`'s wait: the one other party that
/// could satisfy it (a release of the lock, a send on or a receive from
/// the stream), when it is a DMA chain that ran a counted number of times
/// and ended. A lock `p` waits on is short of the chain's releases; a
/// stream `p` waits on is the chain's fault only when another party waits
/// for the chain too (else the chain agrees with its other side, and `p`
/// is the odd one out).
fn odd_chain(m: &Model, s: &Stuck, p: usize) -> Option<OddChain> {
    let wanted = waits(m, s, p)?;
    let gives = |q: usize, w: &Ins| m.parties[q].code.iter().any(|i| unblocks(i, w));
    let mut suppliers = (0..m.parties.len()).filter(|&q| q != p && gives(q, wanted));
    let chain = suppliers.next()?;
    let party = &m.parties[chain];
    if suppliers.next().is_some() || party.kind != Kind::Dma || s.pcs[chain] < party.code.len() {
        return None;
    }
    let Some(Ins::Loop {
        count: Count::Times(runs),
        ..
    }) = party.code.first()
    else {
        return None;
    };
    let waiting: Vec<usize> = (0..m.parties.len())
        .filter(|&r| r != p && waits(m, s, r).is_some_and(|w| gives(chain, w)))
        .collect();
    (matches!(wanted, Ins::Acquire { .. }) || !waiting.is_empty()).then_some(OddChain {
        chain,
        runs: *runs,
        waiting,
    })
}

/// The instruction party `p` is stuck at.
fn waits<'m>(m: &'m Model, s: &Stuck, p: usize) -> Option<&'m Ins> {
    m.parties[p].code.get(s.pcs[p])
}

/// `p`'s wait, in words, with its op's span.
fn describe(m: &Model, s: &Stuck, p: usize) -> (Span, String) {
    let party = &m.parties[p];
    let who = &party.name;
    match waits(m, s, p) {
        Some(Ins::Acquire {
            lock,
            value,
            equal,
            span,
        }) => {
            let l = &m.locks[*lock];
            let how = if *equal {
                "for an `Acquire` of"
            } else {
                "to acquire"
            };
            (
                *span,
                format!(
                    "{who} waits forever {how} {value} of lock {} (it holds {})",
                    l.name,
                    amount(s.locks[*lock])
                ),
            )
        }
        Some(Ins::Receive {
            stream,
            bytes,
            span,
        }) => (
            *span,
            format!(
                "{who} waits forever for {bytes} bytes on {} ({} came)",
                m.streams[*stream].name,
                amount(s.streams[*stream])
            ),
        ),
        Some(Ins::Send { bytes, span, .. }) if merge_turn(m, s, p).is_some() => {
            let (g, port) = merge_turn(m, s, p).unwrap_or_default();
            (
                *span,
                format!(
                    "{who} waits forever to send its {bytes} bytes: its packet's route passes {}, \
                     whose deterministic merge schedule gives the turn to slave port {port}, \
                     which no packet comes through",
                    m.merges[g].name
                ),
            )
        }
        Some(Ins::Send { bytes, span, .. }) if held_arbiter(m, s, p).is_some() => {
            let (a, q) = held_arbiter(m, s, p).unwrap_or_default();
            (
                *span,
                format!(
                    "{who} waits forever to send its {bytes} bytes: its packet's route passes {}, \
                     which a packet of {} holds until its last word",
                    m.arbiters[a], m.parties[q].name
                ),
            )
        }
        Some(Ins::Send {
            streams,
            bytes,
            span,
            ..
        }) => {
            let full: Vec<String> = streams
                .iter()
                .filter_map(|&k| Some((k, s.bounds[k]?)))
                .map(|(k, b)| {
                    format!(
                        "the stream into {} holds at most {} bytes beyond what its receiving BD takes",
                        m.streams[k].name, b
                    )
                })
                .collect();
            (
                *span,
                format!(
                    "{who} waits forever to send {} more of its {bytes} bytes: {}",
                    bytes - s.sent[p],
                    full.join(", ")
                ),
            )
        }
        Some(Ins::Await { channel, span }) => (
            *span,
            format!(
                "{who} waits forever for a task-complete token of {}",
                m.channels[*channel]
            ),
        ),
        Some(Ins::Gate { channel }) => (
            party.span,
            format!(
                "{who} waits forever in the start queue of {} behind a task that does not finish",
                m.channels[*channel]
            ),
        ),
        _ => (party.span, format!("{who} never finishes")),
    }
}

/// A count, or `many` past counting.
fn amount(v: i64) -> String {
    match v {
        UNBOUNDED => "many".into(),
        v => v.to_string(),
    }
}

/// The arbiter on the route of party `p`'s packet that another party's
/// packet holds, and that party.
fn held_arbiter(m: &Model, s: &Stuck, p: usize) -> Option<(usize, usize)> {
    let Some(Ins::Send { arbiters, .. }) = waits(m, s, p) else {
        return None;
    };
    arbiters
        .iter()
        .find_map(|&a| Some((a, s.arbiters[a].filter(|&q| q != p)?)))
}

/// The merge arbiter on the route of party `p`'s packet whose turn is
/// another slave port's, and that port.
fn merge_turn(m: &Model, s: &Stuck, p: usize) -> Option<(usize, String)> {
    let Some(Ins::Send { gates, .. }) = waits(m, s, p) else {
        return None;
    };
    gates.iter().find_map(|&(g, port)| {
        let (turn, name) = m.merges[g].turns.get(*s.turns.get(g)?)?;
        (*turn != port).then(|| (g, name.clone()))
    })
}

/// The party that would unblock `p` if it ran on: the one whose packet
/// holds an arbiter `p`'s packet needs, else one that has a release of the
/// lock, a send to the stream, or the task of the channel still ahead of
/// it.
fn blocker(m: &Model, s: &Stuck, p: usize) -> Option<usize> {
    if let Some((_, q)) = held_arbiter(m, s, p) {
        return Some(q);
    }
    let wanted = waits(m, s, p)?;
    (0..m.parties.len()).find(|&q| q != p && ahead(m, s, q).any(|i| unblocks(i, wanted)))
}

/// Whether `i` can satisfy the wait `wanted`.
fn unblocks(i: &Ins, wanted: &Ins) -> bool {
    match (i, wanted) {
        (Ins::Release { lock: a, .. }, Ins::Acquire { lock: b, .. }) => a == b,
        (Ins::Send { streams, .. }, Ins::Receive { stream, .. }) => streams.contains(stream),
        (Ins::Receive { stream, .. }, Ins::Send { streams, .. }) => streams.contains(stream),
        (Ins::Finish { channel: a, token }, Ins::Await { channel: b, .. }) => *token && a == b,
        (Ins::Finish { channel: a, .. }, Ins::Gate { channel: b }) => a == b,
        _ => false,
    }
}

/// The instructions party `q` can still reach from where it is stuck
/// (nothing once it has finished, or for a task that was never started).
fn ahead<'m>(m: &'m Model, s: &Stuck, q: usize) -> impl Iterator<Item = &'m Ins> {
    let code = &m.parties[q].code;
    let mut seen = vec![false; code.len()];
    let mut todo = vec![s.pcs[q]];
    let idle = matches!(code.first(), Some(Ins::Gate { .. })) && s.pcs[q] == 0 && !s.queued[q];
    while let Some(pc) = todo.pop() {
        if idle || pc >= code.len() || seen[pc] {
            continue;
        }
        seen[pc] = true;
        match &code[pc] {
            Ins::Jump { to } => todo.push(*to),
            Ins::Fork { to } | Ins::Loop { end: to, .. } => todo.extend([pc + 1, *to]),
            Ins::Back { body, .. } => todo.extend([pc + 1, *body]),
            _ => todo.push(pc + 1),
        }
    }
    code.iter().zip(seen).filter(|(_, r)| *r).map(|(i, _)| i)
}

/// Whether any party's code (wherever it is) holds an instruction that
/// could satisfy `wanted`.
fn anywhere(m: &Model, wanted: &Ins) -> bool {
    m.parties
        .iter()
        .any(|p| p.code.iter().any(|i| unblocks(i, wanted)))
}

/// The likely cause of the hang closed at `party` (on the wait cycle
/// `cycle`, if it closes one).
fn help(m: &Model, s: &Stuck, party: usize, cycle: Option<&[usize]>) -> String {
    let Some(wanted) = waits(m, s, party) else {
        return "the check found no run in which every party finishes".into();
    };
    match wanted {
        Ins::Acquire {
            lock,
            value,
            equal: true,
            ..
        } if s.locks[*lock] > *value => format!(
            "`Acquire` waits until lock {} equals {value}, but releases only add to it; \
             `AcquireGreaterEqual` waits until it holds at least {value}",
            m.locks[*lock].name
        ),
        Ins::Acquire { lock, value, .. } if cycle.is_some() => {
            let held = s.locks[*lock];
            if held > 0 && held < *value {
                format!(
                    "lock {} holds {held} and this takes {value} at once; more comes only \
                     after this party's own releases: an object FIFO of depth {held} acquired \
                     {value} at a time? make the depth at least {value}",
                    m.locks[*lock].name
                )
            } else if cycle
                .unwrap_or_default()
                .iter()
                .all(|&p| starts_empty(m, s, p))
            {
                "every lock on the cycle starts at 0 and each party waits before it \
                 releases: give one an initial value (a producer lock starts at its number \
                 of buffers), or acquire in another order"
                    .into()
            } else {
                "each party waits for a release another makes only after its own wait: \
                 acquire the locks in the same order on both sides"
                    .into()
            }
        }
        Ins::Acquire { lock, .. } if !anywhere(m, wanted) => format!(
            "nothing releases lock {}: a release is missing, or another lock is released instead",
            m.locks[*lock].name
        ),
        Ins::Acquire { lock, .. } => format!(
            "every party that releases lock {} has done so as often as it will: this one \
             acquires it more often than the others release it (compare loop counts and \
             DMA repeat counts)",
            m.locks[*lock].name
        ),
        Ins::Receive { stream, .. } if !anywhere(m, wanted) => format!(
            "nothing sends on the flows to {}: no BD chain or task runs the channels they \
             start at",
            m.streams[*stream].name
        ),
        Ins::Receive { stream, .. } => format!(
            "the data sent to {} runs out before its BDs are full: compare the sizes, loop \
             and repeat counts of both ends",
            m.streams[*stream].name
        ),
        Ins::Send { .. } if merge_turn(m, s, party).is_some() => {
            let (g, port) = merge_turn(m, s, party).unwrap_or_default();
            format!(
                "{} grants its slots' slave ports in turn and waits at {port}'s turn until a \
                 packet comes through it: give {port} a slot only where a flow sends through \
                 it, in the order the packets come",
                m.merges[g].name
            )
        }
        Ins::Send { .. } if held_arbiter(m, s, party).is_some() => {
            let (a, q) = held_arbiter(m, s, party).unwrap_or_default();
            format!(
                "head-of-line blocking: packet streams that share {} pass one packet at a \
                 time, and the packet of {} waits in a stream that holds only a few words \
                 (8 on npu2) for a receiver that waits on this packet; route the flows \
                 through separate arbiters (mlir-aie's router does since #3702), or let the \
                 first packet's receiver take it before it waits",
                m.arbiters[a], m.parties[q].name
            )
        }
        Ins::Send { .. } => "a stream holds only a few words beyond what its receiving BD \
             has taken (8 on npu2 from a shim MM2S into a core tile, mlir-aie's measurement), \
             so this sender waits for the receiver's next BD, which waits for something that \
             comes only after the send: make the receiving BDs take what is sent before they \
             wait, or split the transfer"
            .into(),
        Ins::Await { channel, .. } if !runs_tasks(m, *channel) => {
            let used: Vec<&str> = (0..m.channels.len())
                .filter(|&c| runs_tasks(m, c))
                .map(|c| m.channels[c].as_str())
                .collect();
            format!(
                "no task of the runtime sequence runs on {}: the wait names a channel its \
                 transfers do not use (they run on {})",
                m.channels[*channel],
                used.join(", ")
            )
        }
        Ins::Await { channel, .. } if never_started(m, *channel) => format!(
            "the task on {} is configured but never started: an `aiex.dma_start_task` is \
             missing",
            m.channels[*channel]
        ),
        Ins::Await { channel, .. } => format!(
            "no task left on {} issues a task-complete token: a task issues one when it \
             completes with `issue_token = true` (an S2MM `dma_memcpy_nd` always does)",
            m.channels[*channel]
        ),
        _ => "the check found no run in which every party finishes".into(),
    }
}

/// Whether party `p` waits on a lock that started at 0 and still holds 0.
fn starts_empty(m: &Model, s: &Stuck, p: usize) -> bool {
    match waits(m, s, p) {
        Some(Ins::Acquire { lock, .. }) => m.locks[*lock].init == 0 && s.locks[*lock] == 0,
        _ => false,
    }
}

/// The warning for a design that completes only if streams whose
/// buffering is not measured hold more than none: the senders stuck with
/// the least buffering (`least`) name them.
pub(crate) fn unmeasured(span: Span, m: &Model, least: &Stuck) -> Diagnostic {
    let mut names: Vec<&str> = Vec::new();
    for p in 0..m.parties.len() {
        if let Some(Ins::Send { streams, .. }) = waits(m, least, p) {
            for &k in streams {
                if m.streams[k].measured.is_none() && !names.contains(&m.streams[k].name.as_str()) {
                    names.push(&m.streams[k].name);
                }
            }
        }
    }
    Diagnostic::error(
        span,
        format!(
            "deadlock check: undecided: the design completes only if the streams to {} hold \
             data beyond what their receiving BDs take, and their buffering is not measured",
            names.join(", ")
        ),
    )
    .with_severity(dialect::Severity::Warning)
    .with_help(
        "only a packet stream from a shim MM2S into a core tile's S2MM on npu2 is measured (8 \
         words); let the receiving BDs take what is sent before they wait on anything the \
         sender's side gives",
    )
}

/// Whether a task party runs on `channel`.
fn runs_tasks(m: &Model, channel: usize) -> bool {
    m.parties
        .iter()
        .any(|p| matches!(p.code.first(), Some(Ins::Gate { channel: c }) if *c == channel))
}

/// Whether a task of `channel` is never started.
fn never_started(m: &Model, channel: usize) -> bool {
    let started = |task: usize| {
        m.parties.iter().any(|p| {
            p.code
                .iter()
                .any(|i| matches!(i, Ins::Start { task: t, .. } if *t == task))
        })
    };
    (0..m.parties.len()).any(|t| {
        matches!(m.parties[t].code.first(), Some(Ins::Gate { channel: c }) if *c == channel)
            && !started(t)
    })
}
