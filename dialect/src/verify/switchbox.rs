//! Stream switches: `aie.switchbox`, `aie.shim_mux`, `aie.shim_switchbox`,
//! `aie.packet_rules` (§3.6) and `aie.packet_flow` (§3.7).

use super::{fields, Check, Cx, Node};
use crate::ir::cases::WireBundle;
use crate::ir::{BlockOps, OpId, OpKind, Version, View};
use crate::ops::views::{
    Amsel, Connect, Masterset, PacketFlow, PacketRules, Rule, ShimMux, ShimSwitchbox, Switchbox,
};
use crate::{Diagnostic, Severity};
use aie_target::device::{Device, TileKind};
use aie_target::regs::packet::PACKET_HEADER;
use aie_target::regs::{MERGE_ARBITERS, MERGE_SLOTS, MERGE_SLOTS_PER_ARBITER};

/// A switch port: bundle and channel.
type Port = (WireBundle, i64);

/// The ops of the single-block body of `op`; an empty body in the custom
/// form (`{}`) is a block holding just the implicit `aie.end`. Fails if `op`
/// has no region or a region without blocks (the generic form `({ })`).
fn body<'a>(cx: &Cx<'a>, op: impl Node) -> Result<BlockOps<'a>, Box<super::Fail>> {
    match cx.ir[op.id()]
        .regions()
        .first()
        .and_then(|&r| cx.ir[r].blocks.first())
    {
        Some(&b) => Ok(cx.ir.ops_in(b)),
        None => Err(cx
            .err(op, "should have non-empty body")
            .help("give the op a body (`{ ... }`)")),
    }
}

fn source(cx: &Cx, c: Connect) -> Port {
    (c.source_bundle(cx.ir), c.source_channel(cx.ir))
}

fn dest(cx: &Cx, c: Connect) -> Port {
    (c.dest_bundle(cx.ir), c.dest_channel(cx.ir))
}

fn master(cx: &Cx, m: Masterset) -> Port {
    (m.dest_bundle(cx.ir), m.dest_channel(cx.ir))
}

fn rules_source(cx: &Cx, r: PacketRules) -> Port {
    (r.source_bundle(cx.ir), r.source_channel(cx.ir))
}

fn port((b, ch): Port) -> String {
    format!("({}: {ch})", b.name())
}

/// `B: a to z` lists, e.g. `DMA: 0 to 1, North: 1`.
fn ranges(items: impl Iterator<Item = (WireBundle, Vec<i64>)>) -> String {
    let text: Vec<String> = items
        .filter(|(_, chs)| !chs.is_empty())
        .map(|(b, chs)| match (chs.first(), chs.last()) {
            (Some(a), Some(z)) if a != z && chs.len() as i64 == z - a + 1 => {
                format!("{}: {a} to {z}", b.name())
            }
            _ => format!(
                "{}: {}",
                b.name(),
                chs.iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        })
        .collect();
    if text.is_empty() {
        "none".into()
    } else {
        text.join(", ")
    }
}

/// What the ports of one side of a switch are, for help texts.
fn ports_help(dev: &Device, (c, r): (i64, i64), master: bool) -> String {
    let kind = dev.tile_kind(c, r).map_or("tile", TileKind::describe);
    let list = ranges(WireBundle::ALL.into_iter().map(|b| {
        (
            b,
            (0..i64::from(dev.switch_ports(c, r, b, master))).collect(),
        )
    }));
    format!(
        "the {} ports of this {kind}'s switch are {list}",
        if master { "destination" } else { "source" }
    )
}

/// The connection index bounds of one side of a connect or masterset.
fn bound(
    cx: &Cx,
    op: impl Node,
    dev: &Device,
    tile: (i64, i64),
    dir: &str,
    (b, ch): Port,
) -> Check {
    let master = dir == "dest";
    if ch < 0 {
        return Err(cx
            .err(op, format!("{dir} index cannot be less than zero"))
            .help(ports_help(dev, tile, master)));
    }
    let n = dev.switch_ports(tile.0, tile.1, b, master);
    if ch < i64::from(n) {
        return Ok(());
    }
    let message = if n > 0 {
        format!(
            "index {ch} for {dir} bundle {} must be less than {n}",
            b.name()
        )
    } else {
        format!(
            "{dir} bundle {} not supported; index: {ch}, bound: 0",
            b.name()
        )
    };
    Err(cx.err(op, message).help(ports_help(dev, tile, master)))
}

pub(crate) fn switchbox(cx: &Cx, op: Switchbox) -> Check {
    // Port bounds and legal connections depend on the tile's position: on a
    // logical tile they are checked once --aie-place-tiles has placed it.
    if !cx.tile_value(op).is_some_and(|t| cx.is_placed(t)) {
        return Ok(());
    }
    let ops = body(cx, op)?;
    let (Some(dev), Some(tile)) = (cx.device_of(op), cx.tile_of(op)) else {
        return Ok(());
    };
    let legal =
        |(sb, sc): Port, (db, dc): Port| dev.is_legal_connection(tile.0, tile.1, sb, sc, db, dc);
    let mut sources = Vec::new();
    let mut dests: Vec<Port> = Vec::new();
    for o in ops {
        match cx.ir.kind(o) {
            Some(OpKind::Connect) => {
                let Some(c) = cx.view::<Connect>(o) else {
                    continue;
                };
                let (src, dst) = (source(cx, c), dest(cx, c));
                sources.push(src);
                if dests.contains(&dst) {
                    let existing: Vec<String> = dests.iter().map(|&d| port(d)).collect();
                    return Err(cx
                        .err(
                            o,
                            format!(
                                "; connecting {} to {} on TileID({}, {}) targets same dst as another connect op; existing destinations: {}",
                                port(src),
                                port(dst),
                                tile.0,
                                tile.1,
                                existing.join(", ")
                            ),
                        )
                        .help("a destination port can be driven by one connection only"));
                }
                dests.push(dst);
                bound(cx, o, dev, tile, "source", src)?;
                bound(cx, o, dev, tile, "dest", dst)?;
                if !legal(src, dst) {
                    let reachable = ranges(WireBundle::ALL.into_iter().map(|b| {
                        let n = i64::from(dev.switch_ports(tile.0, tile.1, b, true));
                        (b, (0..n).filter(|&ch| legal(src, (b, ch))).collect())
                    }));
                    return Err(cx.err(o, "illegal stream switch connection").help(format!(
                        "from {} this switch can connect to {reachable}",
                        port(src)
                    )));
                }
            }
            Some(OpKind::Masterset) => {
                let Some(m) = cx.view::<Masterset>(o) else {
                    continue;
                };
                let dst = master(cx, m);
                if dests.contains(&dst) {
                    return Err(cx
                        .err(o, format!("targets same destination {}: {} as another connect or masterset operation", dst.0.name(), dst.1))
                        .help("a destination port can be driven by one connection only"));
                }
                dests.push(dst);
                bound(cx, o, dev, tile, "dest", dst)?;
            }
            Some(OpKind::PacketRules) => {
                let Some(r) = cx.view::<PacketRules>(o) else {
                    continue;
                };
                let src = rules_source(cx, r);
                if sources.contains(&src) {
                    return Err(cx
                        .err(o, format!("packet switched source {}{} cannot match another connect or masterset operation", src.0.name(), src.1))
                        .help("a source port is either circuit-switched or packet-switched, with one `aie.packet_rules`"));
                }
                sources.push(src);
            }
            Some(OpKind::Amsel) => {
                let users = cx.ir[o].results.first().map_or(&[][..], |&v| cx.users(v));
                let masters = users
                    .iter()
                    .filter_map(|&m| cx.view::<Masterset>(m))
                    .map(|m| master(cx, m));
                for dst in masters {
                    let rules = users
                        .iter()
                        .filter(|&&u| cx.ir.is(u, OpKind::Rule))
                        .filter_map(|&r| cx.ir.parent_op(r));
                    if let Some(src) = rules
                        .filter_map(|s| cx.view::<PacketRules>(s))
                        .map(|s| rules_source(cx, s))
                        .find(|&src| !legal(src, dst))
                    {
                        return Err(cx.err(o, "illegal stream switch connection").help(format!(
                            "packets from {} cannot be switched to {} on this tile",
                            port(src),
                            port(dst)
                        )));
                    }
                }
            }
            Some(OpKind::End) => {}
            _ => {
                return Err(cx
                    .err(o, "cannot be contained in a Switchbox op")
                    .help(SWITCH_OPS))
            }
        }
    }
    Ok(())
}

const SWITCH_OPS: &str =
    "a switchbox holds `aie.connect`, `aie.amsel`, `aie.masterset` and `aie.packet_rules`";

/// `aie.shim_mux`: on a placed shim tile, connects with distinct
/// destinations.
pub(crate) fn shim_mux(cx: &Cx, op: ShimMux) -> Check {
    cx.placed_on(op, &[TileKind::ShimNoc, TileKind::ShimPl], "a shim tile")?;
    // As for switchboxes, checked once the tile is placed.
    if !cx.tile_value(op).is_some_and(|t| cx.is_placed(t)) {
        return Ok(());
    }
    distinct_dests(cx, op.op())
}

/// `aie.shim_switchbox`: connects with distinct destinations.
pub(crate) fn shim_switchbox(cx: &Cx, op: ShimSwitchbox) -> Check {
    distinct_dests(cx, op.op())
}

/// The connects of `op`'s body drive distinct destinations; it holds
/// nothing else.
fn distinct_dests(cx: &Cx, op: OpId) -> Check {
    let mut dests = Vec::new();
    for o in body(cx, op)? {
        match cx.ir.kind(o) {
            Some(OpKind::Connect) => {
                let Some(c) = cx.view::<Connect>(o) else {
                    continue;
                };
                let dst = dest(cx, c);
                if dests.contains(&dst) {
                    return Err(cx
                        .err(
                            o,
                            format!(
                                "targets same destination {}: {} as another connect operation",
                                dst.0.name(),
                                dst.1
                            ),
                        )
                        .help("a destination port can be driven by one connection only"));
                }
                dests.push(dst);
            }
            Some(OpKind::End) => {}
            _ => {
                return Err(cx
                    .err(o, "cannot be contained in a Switchbox op")
                    .help("a shim mux holds `aie.connect` ops only"))
            }
        }
    }
    Ok(())
}

/// `aie.masterset`: its amsels are of one arbiter, whatever tile the
/// switchbox is on (a logical tile's too, whose switch checks wait for
/// placement).
pub(crate) fn masterset(cx: &Cx, op: Masterset) -> Check {
    let arbiters: Vec<i64> = cx.ir[op.op()]
        .operands
        .iter()
        .filter_map(|&v| cx.def::<Amsel>(v))
        .map(|a| a.arbiter_id(cx.ir))
        .collect();
    if arbiters.windows(2).any(|w| w[0] != w[1]) {
        return Err(cx
            .err(op, "a master port can only be tied to one arbiter")
            .help("use amsels of a single arbiter (with different msels) for this port"));
    }
    Ok(())
}

/// `aie.amsel`'s deterministic merge schedule: an AIE2 arbiter that has one,
/// 2 to 4 slots of existing slave ports, each granted 1 to 63 packets in a
/// row, one schedule per arbiter, and a slot for every slave port whose
/// packet rules lead to the arbiter (it would never be granted again).
pub(crate) fn amsel(cx: &Cx, op: Amsel) -> Check {
    let Some(slots) = op.deterministic_merge(cx.ir) else {
        return Ok(());
    };
    let Some(dev) = cx.device_of(op) else {
        return Ok(());
    };
    if !dev.arch.is_aie2() {
        return Err(cx
            .err(op, "deterministic merge is not supported by this device")
            .help(
                "AIE2 stream switches (npu1, npu2, the xcve2xxx) have it; AIE1 arbitrates freely",
            ));
    }
    let arbiter = op.arbiter_id(cx.ir);
    if arbiter >= i64::from(MERGE_ARBITERS) {
        return Err(cx
            .err(
                op,
                format!("arbiter {arbiter} does not support deterministic merge"),
            )
            .help(format!(
                "arbiters 0 to {} have a merge schedule",
                MERGE_ARBITERS - 1
            )));
    }
    let most = MERGE_SLOTS_PER_ARBITER as usize;
    if slots.len() < 2 {
        return Err(cx
            .err(op, "deterministic_merge needs at least 2 merge slots")
            .help("the hardware marks an unused slot with a packet count of 0; slots 0 and 1 are always used"));
    }
    if slots.len() > most {
        return Err(cx
            .err(op, format!("deterministic_merge has {} slots; an arbiter has {most}", slots.len()))
            .help("a slave port may hold several slots: merge neighbouring slots of one port by adding their packet counts"));
    }
    let count = MERGE_SLOTS
        .field("packet_count_0")
        .expect("a slot's packet count");
    if let Some(m) = slots
        .iter()
        .find(|m| !(1..=count.mask()).contains(&m.packets))
    {
        return Err(cx
            .err(
                op,
                format!(
                    "deterministic_merge slot {}: packet_count must be in 1..{}",
                    m.params(),
                    count.mask()
                ),
            )
            .help(format!(
                "packet_count is a {}-bit field; 0 marks an unused slot",
                count.bits
            )));
    }
    let Some(sb) = cx.ir.parent_op(op.id()) else {
        return Ok(());
    };
    let (Some(tile), Ok(ops)) = (cx.tile_of(sb), body(cx, sb)) else {
        return Ok(());
    };
    for m in &slots {
        bound(
            cx,
            op,
            dev,
            tile,
            "source",
            (m.bundle, i64::from(m.channel)),
        )?;
    }
    let same_arbiter = |o: OpId| {
        cx.view::<Amsel>(o)
            .filter(|a| a.arbiter_id(cx.ir) == arbiter)
    };
    // Reported once, on the first of the arbiter's schedules.
    let later = ops.skip_while(|&o| o != op.id()).skip(1);
    for o in later {
        if same_arbiter(o).is_some_and(|a| a.deterministic_merge(cx.ir).is_some()) {
            return Err(cx
                .err(op, format!("arbiter {arbiter} already has a deterministic merge schedule on another amsel"))
                .help("the schedule covers the whole arbiter: keep it on one of its amsels"));
        }
    }
    for o in ops {
        let Some(rules) = cx.view::<PacketRules>(o) else {
            continue;
        };
        let (b, ch) = rules_source(cx, rules);
        let routed = cx.ir.children(o).any(|r| {
            cx.operand(r, 0)
                .and_then(|v| cx.ir.defining_op(v))
                .is_some_and(|a| same_arbiter(a).is_some())
        });
        if routed
            && !slots
                .iter()
                .any(|m| m.bundle == b && i64::from(m.channel) == ch)
        {
            return Err(cx
                .err(op, format!("deterministic_merge of arbiter {arbiter} does not schedule slave port {} : {ch}, which its packet rules route to the arbiter", b.name()))
                .help(format!("add a slot `<{} : {ch}, 1>`: once the schedule is enabled, a slave port without a slot is never granted", b.name())));
        }
    }
    Ok(())
}

/// `aie.rule`: mask and value match the 5-bit packet id.
pub(crate) fn rule(cx: &Cx, op: Rule) -> Check {
    let id = PACKET_HEADER
        .field("packet_id")
        .expect("the packet header has a packet id");
    let range = id.range();
    let (mask, value) = (op.mask(cx.ir), op.value(cx.ir));
    for named in [(Rule::MASK, Some(mask)), (Rule::VALUE, Some(value))] {
        fields::field(
            cx,
            op,
            named,
            range.clone(),
            format_args!(
                "a rule matches the {}-bit packet id: {} to {}",
                id.bits,
                range.start(),
                range.end()
            ),
        )?;
    }
    Ok(())
}

pub(crate) fn packet_rules(cx: &Cx, op: PacketRules) -> Check {
    body(cx, op).map(drop)
}

/// A rule of a switch: its op, mask, value and the master ports its
/// arbiter select drives.
struct RuleOf {
    op: OpId,
    mask: i64,
    value: i64,
    masters: Vec<Port>,
}

impl RuleOf {
    fn matches(&self, id: i64) -> bool {
        id & self.mask == self.value & self.mask
    }

    /// The master ports, as a message names them.
    fn to(&self) -> String {
        let to: Vec<String> = self.masters.iter().map(|&p| port(p)).collect();
        to.join(", ")
    }
}

/// A warning at each rule of `op` for the packet ids it matches that an
/// earlier rule matches too and sends to other master ports: a switch
/// routes a packet by the first rule its id matches, so those ids are
/// misrouted silently (mlir-aie#437).
pub(super) fn shadowed_rules(cx: &Cx, op: PacketRules) -> Vec<Diagnostic> {
    let Ok(ops) = body(cx, op) else {
        return Vec::new();
    };
    let rules: Vec<RuleOf> = ops
        .filter_map(|o| cx.view::<Rule>(o))
        .map(|r| RuleOf {
            op: r.op(),
            mask: r.mask(cx.ir),
            value: r.value(cx.ir),
            masters: cx.ir[r.op()]
                .operands
                .iter()
                .flat_map(|&v| cx.users(v))
                .filter_map(|&u| cx.view::<Masterset>(u))
                .map(|m| master(cx, m))
                .collect(),
        })
        .collect();
    let bits = PACKET_HEADER
        .field("packet_id")
        .expect("the packet header has a packet id")
        .bits;
    let ids = 0..1i64 << bits;
    let mut out = Vec::new();
    for (j, later) in rules.iter().enumerate() {
        for (i, first) in rules[..j].iter().enumerate() {
            if first.masters == later.masters {
                continue;
            }
            let stolen: Vec<String> = ids
                .clone()
                .filter(|&id| later.matches(id) && first.matches(id))
                .filter(|&id| !rules[..i].iter().any(|r| r.matches(id)))
                .map(|id| id.to_string())
                .collect();
            if stolen.is_empty() {
                continue;
            }
            let message = format!(
                "packet ids {} of this rule (mask {}, value {} -> {}) go to {}: the earlier rule (mask {}, value {}) matches them first",
                stolen.join(", "),
                later.mask,
                later.value,
                later.to(),
                first.to(),
                first.mask,
                first.value
            );
            out.push(
                Diagnostic::op_error(cx.span(later.op), cx.name(later.op), message)
                    .with_severity(Severity::Warning)
                    .with_note(Some(cx.span(first.op)), "the earlier rule")
                    .with_help("a switch routes a packet by the first rule its id matches (mlir-aie#437): make the rules' (mask, value) sets disjoint, or put the narrower rule first"),
            );
        }
    }
    out
}

pub(crate) fn packet_flow(cx: &Cx, op: PacketFlow) -> Check {
    let (mut sources, mut dests) = (0, 0);
    for o in body(cx, op)? {
        match cx.ir.kind(o) {
            Some(OpKind::PacketSource) => sources += 1,
            Some(OpKind::PacketDest) => dests += 1,
            Some(OpKind::End) => {}
            _ => {
                return Err(cx
                    .err(o, "cannot be contained in a PacketFlow op")
                    .help("a packet flow holds its `aie.packet_source`s and `aie.packet_dest`s"))
            }
        }
    }
    if cx.ir.version == Version::April2026 && sources != 1 {
        // mlir-aie before #2963 (multi-source packet flows).
        return Err(cx
            .err(op, format!("must have exactly one aie.packet_source (got {sources})"))
            .help("with --aie-syntax=2026-04 a packet flow has one source, as in mlir-aie of April 2026"));
    }
    if sources < 1 {
        return Err(cx
            .err(op, "must have at least one aie.packet_source")
            .help("add an `aie.packet_source<%tile, Bundle : channel>`"));
    }
    if dests < 1 {
        return Err(cx
            .err(op, "must have at least one aie.packet_dest")
            .help("add an `aie.packet_dest<%tile, Bundle : channel>`"));
    }
    if let Some(mask) = op.mask(cx.ir) {
        let id = op.id(cx.ir);
        if id & mask != id {
            return Err(cx
                .err(op, format!("has ID 0x{id:X} outside mask 0x{mask:X}, which no packet can match"))
                .help("a port takes a packet whose id ANDed with the mask equals the flow's ID: clear the ID's bits outside the mask, or widen the mask"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::verify::test::{expect, ok};

    /// A switchbox on tile `tile` of `device` holding `body`.
    fn switch(device: &str, tile: &str, body: &str) -> String {
        format!("aie.device({device}) {{\n%t = aie.tile({tile})\n%s = aie.switchbox(%t) {{\n{body}\n}}\n}}")
    }

    #[test]
    fn negative_indices() {
        // badconnect.mlir (a legacy design).
        let src = "module {\n%20 = aie.tile(2, 0)\naie.switchbox(%20) {\naie.connect<East: -1, East: 0>\n}\n}";
        expect(
            src,
            "connect",
            "'aie.connect' op source index cannot be less than zero",
        );
        expect(
            &src.replace("East: -1, East: 0", "East: 0, East: -1"),
            "connect",
            "'aie.connect' op dest index cannot be less than zero",
        );
    }

    #[test]
    fn bounds() {
        let help = expect(
            &switch("xcve2802", "0, 1", "aie.connect<FIFO: 0, South: 0>"),
            "connect",
            "'aie.connect' op source bundle FIFO not supported; index: 0, bound: 0",
        );
        assert_eq!(help, "the source ports of this MemTile's switch are DMA: 0 to 5, South: 0 to 5, North: 0 to 3, Trace: 0, TileControl: 0");
        expect(
            &switch("npu1", "1, 2", "aie.connect<DMA : 0, DMA : 2>"),
            "connect",
            "'aie.connect' op index 2 for dest bundle DMA must be less than 2",
        );
    }

    #[test]
    fn illegal_connection() {
        let help = expect(
            &switch("npu1", "1, 2", "aie.connect<North : 0, North : 1>"),
            "connect",
            "'aie.connect' op illegal stream switch connection",
        );
        assert_eq!(
            help,
            "from (North: 0) this switch can connect to Core: 0, DMA: 0 to 1, FIFO: 0, South: 0 to 3, West: 0 to 3, North: 0, East: 0 to 3, TileControl: 0"
        );
        ok(&switch(
            "npu1",
            "1, 2",
            "aie.connect<North : 1, North : 1>\naie.connect<DMA : 0, South : 0>",
        ));
    }

    #[test]
    fn duplicate_destination() {
        expect(
            &switch("npu1", "1, 2", "aie.connect<North : 1, South : 0>\naie.connect<DMA : 0, South : 0>"),
            "DMA : 0",
            "'aie.connect' op ; connecting (DMA: 0) to (South: 0) on TileID(1, 2) targets same dst as another connect op; existing destinations: (South: 0)",
        );
    }

    #[test]
    fn packet_switching() {
        expect(
            &switch("npu1", "1, 2", "%a0 = aie.amsel<0> (0)\n%a1 = aie.amsel<1> (0)\n%m = aie.masterset(South : 0, %a0, %a1)"),
            "masterset",
            "'aie.masterset' op a master port can only be tied to one arbiter",
        );
        expect(
            &switch("npu1", "1, 2", "%a0 = aie.amsel<0> (0)\naie.connect<DMA : 0, South : 0>\n%m = aie.masterset(South : 0, %a0)"),
            "masterset",
            "'aie.masterset' op targets same destination South: 0 as another connect or masterset operation",
        );
        let rules = "aie.packet_rules(DMA : 0) {\naie.rule(0x1F, 0x1, %a0)\n}";
        expect(
            &switch("npu1", "1, 2", &format!("%a0 = aie.amsel<0> (0)\naie.connect<DMA : 0, South : 0>\n%m = aie.masterset(North : 0, %a0)\n{rules}")),
            "packet_rules",
            "'aie.packet_rules' op packet switched source DMA0 cannot match another connect or masterset operation",
        );
        let rules = "aie.packet_rules(North : 0) {\naie.rule(0x1F, 0x1, %a0)\n}";
        expect(
            &switch(
                "npu1",
                "1, 2",
                &format!("%a0 = aie.amsel<0> (0)\n%m = aie.masterset(North : 1, %a0)\n{rules}"),
            ),
            "amsel",
            "'aie.amsel' op illegal stream switch connection",
        );
        ok(&switch(
            "npu1",
            "1, 2",
            &format!("%a0 = aie.amsel<0> (0)\n%m = aie.masterset(South : 1, %a0)\n{rules}"),
        ));
    }

    #[test]
    fn switchbox_body() {
        expect(
            &switch("npu1", "1, 2", "aie.flow(%t, DMA : 0, %t, DMA : 1)"),
            "flow",
            "'aie.flow' op cannot be contained in a Switchbox op",
        );
        ok(&switch("npu1", "1, 2", ""));
        expect(
            r#"aie.device(npu1) { %t = aie.tile(1, 2) %s = "aie.switchbox"(%t) : (index) -> index }"#,
            "switchbox",
            "'aie.switchbox' op should have non-empty body",
        );
    }

    #[test]
    fn shim_mux_rules() {
        let mux = |tile: &str, body: &str| {
            format!("aie.device(npu1) {{\n%t = aie.tile({tile})\n%m = aie.shim_mux(%t) {{\n{body}\n}}\n}}")
        };
        expect(
            &mux(
                "2, 0",
                "aie.connect<DMA : 0, North : 3>\naie.connect<DMA : 1, North : 3>",
            ),
            "DMA : 1",
            "'aie.connect' op targets same destination North: 3 as another connect operation",
        );
        expect(
            &mux("2, 1", ""),
            "shim_mux",
            "'aie.shim_mux' op failed to verify that op exists in a shim tile",
        );
        expect(
            &mux("2, 0", "aie.flow(%t, DMA : 0, %t, DMA : 1)"),
            "flow",
            "'aie.flow' op cannot be contained in a Switchbox op",
        );
    }

    fn packet_flow(body: &str) -> String {
        format!("aie.device(npu1) {{\n%t = aie.tile(1, 2)\naie.packet_flow(0x1) {{\n{body}\n}}\n}}")
    }

    #[test]
    fn packet_flow_rules() {
        let (src, dst) = (
            "aie.packet_source<%t, DMA : 0>",
            "aie.packet_dest<%t, DMA : 1>",
        );
        ok(&packet_flow(&format!("{src}\n{dst}")));
        expect(
            &packet_flow(dst),
            "packet_flow",
            "'aie.packet_flow' op must have at least one aie.packet_source",
        );
        // Several sources share the flow's id (packet fan-in).
        ok(&packet_flow(&format!(
            "{src}\naie.packet_source<%t, DMA : 1>\n{dst}"
        )));
        expect(
            &packet_flow(src),
            "packet_flow",
            "'aie.packet_flow' op must have at least one aie.packet_dest",
        );
        expect(
            &packet_flow(&format!("{src}\n{dst}\n%x = aie.tile(2, 2)")),
            "%x",
            "'aie.tile' op cannot be contained in a PacketFlow op",
        );
    }

    #[test]
    fn packet_rules_without_region() {
        let body = r#"%a = aie.amsel<0> (0)
            "aie.packet_rules"() {source_bundle = #aie.wire_bundle<DMA>, source_channel = 0 : i32} : () -> ()"#;
        expect(
            &switch("npu1", "1, 2", body),
            "packet_rules",
            "'aie.packet_rules' op should have non-empty body",
        );
    }

    #[test]
    fn interconnects_on_logical_tiles_wait_for_placement() {
        // switchbox_logical_tile.mlir: what depends on the position is
        // checked once the tile is placed.
        ok("aie.device(npu2) {\n%t = aie.logical_tile<CoreTile>(?, ?)\n%s = aie.switchbox(%t) {\naie.connect<DMA : 99, North : 0>\n}\n}");
        let src = "aie.device(npu2) {\n%t = aie.logical_tile<ShimNOCTile>(?, ?)\n%m = aie.shim_mux(%t) {\naie.connect<North : 0, DMA : 0>\naie.connect<North : 1, DMA : 0>\n}\n}";
        ok(src);
        // The placement trait is not deferred.
        let src = src.replace("ShimNOCTile", "CoreTile");
        expect(
            &src,
            "shim_mux",
            "'aie.shim_mux' op failed to verify that op exists in a shim tile",
        );
    }

    /// `src` with the blocks of the first region of each op named `name`
    /// removed: the generic form `({ })`.
    fn without_blocks(src: &str, name: &str) -> Vec<String> {
        let mut ir = crate::parse(src).unwrap();
        for op in ir.walk(ir.top) {
            if ir[op].name() == name {
                let r = ir[op].regions()[0];
                ir[r].blocks.clear();
            }
        }
        crate::verify(&ir)
            .iter()
            .map(crate::Diagnostic::full_message)
            .collect()
    }

    #[test]
    fn regions_without_blocks() {
        // empty_region.mlir: a region without blocks is an empty body, unlike
        // the custom form's `{}`, which holds the implicit `aie.end`.
        let sb = switch(
            "npu1",
            "1, 2",
            "%a = aie.amsel<0> (0)\naie.packet_rules(DMA : 0) {\naie.rule(0x1F, 0x10, %a)\n}",
        );
        ok(&sb);
        assert_eq!(
            without_blocks(&sb, "aie.switchbox"),
            ["'aie.switchbox' op should have non-empty body"]
        );
        assert_eq!(
            without_blocks(&sb, "aie.packet_rules"),
            ["'aie.packet_rules' op should have non-empty body"]
        );
        let mux = "aie.device(npu1) {\n%t = aie.tile(2, 0)\n%m = aie.shim_mux(%t) {\n}\n}";
        ok(mux);
        assert_eq!(
            without_blocks(mux, "aie.shim_mux"),
            ["'aie.shim_mux' op should have non-empty body"]
        );
        let pf = packet_flow("aie.packet_source<%t, DMA : 0>\naie.packet_dest<%t, DMA : 1>");
        assert_eq!(
            without_blocks(&pf, "aie.packet_flow"),
            ["'aie.packet_flow' op should have non-empty body"]
        );
    }
}
