//! The ctrlcode disassembler and the legacy hex dump of a [`CtrlElf`].
//!
//! [`disassemble`] turns the content sections back into ctrlcode asm that the
//! assembler (which lays pages out as AMD's production C++ assembler does,
//! ctrlcode binary-format reference sections 4-8) re-assembles to identical
//! `.ctrltext.*`, `.ctrldata.*` and `.pad.*` sections. The pages are read by
//! the shared loader ([`super::loader`]); on top of its structural checks,
//! the disassembler checks every page against the assembler's layout (fill,
//! data placement, job clustering, out-of-order page lengths) and returns a
//! [`DisasmError`] for anything asm cannot reproduce, rather than printing
//! asm that would assemble differently.
//!
//! How the asm is laid out: per column (`.attach_to_group N` when there are
//! several columns or the column is not 0), the pad as `.setpad padN, WORDS`
//! (or `.setpad padN` and its `.long` words),
//! then the text-label groups in page order. A page whose `in_order_page_len`
//! is 0 ends its group; the first group of a column is the implicit default
//! group, later ones are named `g<col>_<first page, 5 digits>` so that the
//! assembler's lexicographic group order is the page order. Each group holds
//! its pages' jobs separated by `.eop`, its `EOF`, then the data of its pages:
//! one label per referenced offset (`p<page>_<body offset>`, prefixed
//! `c<col>_` with several columns) with `UC_DMA_BD` lines for the BDs of
//! uC-DMA chains and `.long` words for everything else.

use super::elf::{CtrlElf, RELOC_CONTROL_PACKET_48, RELOC_SCALAR_32, RELOC_SHIM_DMA_57};
use super::encoding::Instr;
use super::format::{UcDmaBd, FILL, HEADER_SIZE, PAGE_SIZE};
use super::instr_syntax::{parse_operands, print, Arg};
use super::isa::{Kind, Opcode, Spelling, CONTROL_CODE_BASE, CONTROL_CODE_BASE_OFFSET};
use super::loader::{Column, LoadError, Page, Program};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::{self, Write};

/// Bytes of one `UC_DMA_BD`.
const BD_SIZE: usize = UcDmaBd::SIZE;

/// Why an ELF cannot be disassembled into asm that re-assembles to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DisasmError {
    /// The section at fault; empty when the error concerns the whole file.
    pub section: String,
    /// Byte offset in that section, when the error is at one place.
    pub offset: Option<usize>,
    /// What is wrong, in a sentence.
    pub message: String,
}

impl fmt::Display for DisasmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.section.as_str(), self.offset) {
            ("", _) => f.write_str(&self.message),
            (s, None) => write!(f, "{s}: {}", self.message),
            (s, Some(o)) => write!(f, "{s}+0x{o:x}: {}", self.message),
        }
    }
}

impl std::error::Error for DisasmError {}

impl From<LoadError> for DisasmError {
    fn from(e: LoadError) -> Self {
        DisasmError {
            message: e.kind.to_string(),
            section: e.section,
            offset: e.offset,
        }
    }
}

fn error(section: &str, offset: Option<usize>, message: String) -> DisasmError {
    DisasmError {
        section: section.to_string(),
        offset,
        message,
    }
}

/// An error at page offset `at` (in the text or the data section).
fn error_at(page: &Page, at: usize, message: String) -> DisasmError {
    let (section, offset) = page.place(at);
    error(section, Some(offset), message)
}

/// The legacy hex dump that AMD's `*.txt` goldens hold: every content section
/// except `.pad.*`, concatenated in order, as lower-case two-digit hex, eight
/// bytes per line separated by single spaces; every line ends with a newline.
pub fn legacy_hex(elf: &CtrlElf) -> String {
    let bytes: Vec<u8> = elf
        .sections
        .iter()
        .filter(|(name, _)| !name.starts_with(".pad"))
        .flat_map(|(_, data)| data.iter().copied())
        .collect();
    let mut out = String::with_capacity(bytes.len() * 3);
    for line in bytes.chunks(8) {
        for (i, b) in line.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            let _ = write!(out, "{sep}{b:02x}");
        }
        out.push('\n');
    }
    out
}

/// Disassembles the content sections and relocations of `elf` into ctrlcode
/// asm (see the module documentation). Never panics.
pub fn disassemble(elf: &CtrlElf) -> Result<String, DisasmError> {
    let program = Program::load(elf)?;
    check_relocations(elf)?;
    let several = program.columns.len() > 1;
    let mut out = String::from(
        "; ctrlcode disassembled by aiec; assembling it gives the same .ctrltext,\n\
         ; .ctrldata and .pad sections\n",
    );
    for column in &program.columns {
        let prefix = if several {
            format!("c{}_", column.index)
        } else {
            String::new()
        };
        disassemble_column(column, &prefix, &mut out)?;
    }
    Ok(out)
}

/// Checks that every relocation is one the assembler writes from asm (the
/// loader has put the symbolic operands on their pages).
fn check_relocations(elf: &CtrlElf) -> Result<(), DisasmError> {
    for r in &elf.relocations {
        let at = |m: String| {
            error(
                &r.section,
                None,
                format!("relocation at r_offset 0x{:x}: {m}", r.offset),
            )
        };
        match u32::from(r.kind) {
            // Written again by the assembler for every APPLY_OFFSET_57.
            RELOC_SHIM_DMA_57 | RELOC_SCALAR_32 => {}
            RELOC_CONTROL_PACKET_48 => {
                return Err(at(format!(
                    "control-packet relocation '{}' comes from an external-buffer JSON file, \
                     not from asm",
                    r.symbol
                )))
            }
            kind => {
                return Err(at(format!(
                    "type {kind} (symbol '{}') is not a relocation the assembler writes",
                    r.symbol
                )))
            }
        }
    }
    Ok(())
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn round_up(v: usize, a: usize) -> usize {
    v.div_ceil(a) * a
}

/// The instructions of `page` with their page offsets.
fn page_instrs(page: &Page) -> impl Iterator<Item = (usize, &Instr)> {
    page.instrs().map(|(at, i)| (HEADER_SIZE + at, i))
}

/// Checks what the loader leaves to the assembler's layout: the page has
/// jobs, the text ends after EOF (filled with 0xA5 to 16 bytes when data
/// follows), nothing follows the used length, and the page passes the
/// assembler's page-size check.
fn check_layout(page: &Page) -> Result<(), DisasmError> {
    let code_end = HEADER_SIZE + page.code_end;
    if page.jobs.is_empty() {
        return Err(error_at(page, code_end - 4, "page has no jobs".into()));
    }
    let data_start = page.text_len;
    let data_end = usize::from(page.header.cur_page_len);
    let has_data = data_end > data_start;
    let expected_text = if has_data {
        round_up(code_end, 16)
    } else {
        code_end
    };
    if data_start != expected_text {
        return Err(error_at(
            page,
            code_end.min(data_start),
            format!(
                "the text section ends at 0x{data_start:x}; the assembler ends it at \
                 0x{expected_text:x} (after EOF{})",
                if has_data {
                    ", filled to 16 bytes before the data"
                } else {
                    ", as the page has no data"
                }
            ),
        ));
    }
    if let Some(i) = (code_end..data_start).find(|&i| page.bytes[i] != FILL) {
        return Err(error_at(
            page,
            i,
            format!("fill byte 0x{:02x} is not 0x{FILL:02x}", page.bytes[i]),
        ));
    }
    if let Some(i) = (data_end..PAGE_SIZE).find(|&i| page.bytes[i] != 0) {
        return Err(error_at(
            page,
            i,
            format!("non-zero byte after the page's used length (cur_page_len 0x{data_end:x})"),
        ));
    }
    let tpage = code_end - HEADER_SIZE - 4;
    if HEADER_SIZE + round_up(tpage + 4, 16) + (data_end - data_start) > PAGE_SIZE {
        return Err(error_at(
            page,
            8,
            "the page is too full for the assembler's page-size check".into(),
        ));
    }
    Ok(())
}

/// The local barriers job `j` takes part in, in order of first use.
fn barriers(page: &Page, j: usize) -> Vec<u32> {
    let mut out = Vec::new();
    for (_, i) in &page.jobs[j].instrs {
        if let Some(b) = local_barrier(i) {
            if !out.contains(&b) {
                out.push(b);
            }
        }
    }
    out
}

/// The jobs as the assembler's pager groups them (binary-format reference
/// 6.1): each cluster is a job, then the jobs that share its local barriers
/// (breadth-first), then the jobs it launches. Errors if the clusters do not
/// come out in page order.
fn clusters(page: &Page) -> Result<Vec<Vec<usize>>, DisasmError> {
    let jobs = &page.jobs;
    let mut placed = vec![false; jobs.len()];
    let mut clusters = Vec::new();
    for j in 0..jobs.len() {
        if placed[j] {
            continue;
        }
        let mut cluster = vec![j];
        let mut barriers_seen = barriers(page, j);
        let mut k = 0;
        while k < barriers_seen.len() {
            for (other, job) in jobs.iter().enumerate() {
                let uses = job
                    .instrs
                    .iter()
                    .any(|(_, i)| local_barrier(i) == Some(barriers_seen[k]));
                if uses && !cluster.contains(&other) && !placed[other] {
                    cluster.push(other);
                    for b in barriers(page, other) {
                        if !barriers_seen.contains(&b) {
                            barriers_seen.push(b);
                        }
                    }
                }
            }
            k += 1;
        }
        for (body_at, i) in &jobs[j].instrs {
            let Instr::LaunchJob(launch) = i else {
                continue;
            };
            let here = HEADER_SIZE + body_at;
            let id = u32::from(launch.job_id);
            let Some(target) = jobs.iter().position(|job| job.id == id) else {
                return Err(error_at(
                    page,
                    here,
                    format!("LAUNCH_JOB {id}: no job {id} on this page"),
                ));
            };
            if placed[target] {
                return Err(error_at(page,
                    here,
                    format!("LAUNCH_JOB {id} launches a job placed before it; the assembler would place job {id} again"),
                ));
            }
            if !cluster.contains(&target) {
                cluster.push(target);
            }
        }
        for &c in &cluster {
            placed[c] = true;
        }
        clusters.push(cluster);
    }
    let order: Vec<usize> = clusters.iter().flatten().copied().collect();
    if order.iter().copied().ne(0..jobs.len()) {
        let ids = |o: &mut dyn Iterator<Item = usize>| {
            o.map(|j| jobs[j].id.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(error_at(
            page,
            HEADER_SIZE,
            format!(
                "the assembler would order the jobs {} (jobs that share local barriers or \
                 are launched follow their first job), not {}",
                ids(&mut order.iter().copied()),
                ids(&mut (0..jobs.len()))
            ),
        ));
    }
    Ok(clusters)
}

/// The local barrier of a LOCAL_BARRIER instruction.
fn local_barrier(i: &Instr) -> Option<u32> {
    match i {
        Instr::LocalBarrier(b) => Some(u32::from(b.local_barrier_id)),
        _ => None,
    }
}

/// The body offset of the data an instruction points at, and whether it is
/// a uC-DMA descriptor chain (else APPLY_OFFSET_57's shim-BD table).
fn data_pointer(i: &Instr) -> Option<(u16, bool)> {
    match i {
        Instr::UcDmaWriteDes(x) => Some((x.descriptor_ptr, true)),
        Instr::UcDmaWriteDesSync(x) => Some((x.descriptor_ptr, true)),
        Instr::ApplyOffset57(x) => Some((x.table_ptr, false)),
        _ => None,
    }
}

/// A `UC_DMA_BD` line: the descriptor and the page offset of its payload.
#[derive(Clone, Copy)]
struct Bd {
    raw: UcDmaBd,
    local: usize,
}

impl Bd {
    /// The BD at page offset `at` if its bytes are what `UC_DMA_BD` writes
    /// with a payload in `data` (4-aligned page offsets).
    fn parse(bytes: &[u8], at: usize, data: std::ops::Range<usize>) -> Option<Bd> {
        let raw = UcDmaBd::decode(bytes.get(at..at + BD_SIZE)?.try_into().ok()?)?;
        let local = raw.payload(at)?;
        (raw.relative && data.contains(&local) && local.is_multiple_of(4))
            .then_some(Bd { raw, local })
    }
}

/// One asm line of a page's data.
enum DataLine {
    Bd(Bd),
    Long(u32),
}

/// A page's data as labels: page offset → lines.
type Labels = BTreeMap<usize, Vec<DataLine>>;

/// The data labels of `page` (page offset → lines), checked to be placed by
/// the assembler where they are.
fn data_labels(page: &Page, clusters: &[Vec<usize>]) -> Result<Labels, DisasmError> {
    let (start, end) = (page.text_len, usize::from(page.header.cur_page_len));
    let mut pointers = Vec::new(); // (instr page offset, target, is a uC-DMA BD chain)
    for (here, i) in page_instrs(page) {
        let Some((pointer, chain)) = data_pointer(i) else {
            continue;
        };
        let target = HEADER_SIZE + usize::from(pointer);
        if !(start..end).contains(&target) || !target.is_multiple_of(4) {
            let field = if chain { "descriptor_ptr" } else { "table_ptr" };
            return Err(error_at(page,
                here,
                format!(
                    "{} {field} 0x{pointer:x} is not a word in the page's data (body offsets 0x{:x} to 0x{:x})",
                    i.op().mnemonic,
                    start - HEADER_SIZE,
                    end - HEADER_SIZE - 4
                ),
            ));
        }
        pointers.push((here, target, chain));
    }
    // BDs: the chains at descriptor pointers (a BD with `next` set is followed by another).
    let mut bds = BTreeMap::new();
    for &(_, head, chain) in &pointers {
        let mut at = head;
        while chain && at + BD_SIZE <= end {
            let Some(bd) = Bd::parse(&page.bytes, at, start..end) else {
                break;
            };
            bds.insert(at, bd);
            if !bd.raw.next {
                break;
            }
            at += BD_SIZE;
        }
    }
    // Labels at every pointer target and BD payload; a BD that is cut by a
    // label or overlaps the line before it is written as words instead, which
    // may drop its payload label: repeat until nothing changes.
    let labels = loop {
        let mut offsets: BTreeSet<usize> = pointers.iter().map(|&(_, t, _)| t).collect();
        offsets.extend(bds.values().map(|bd: &Bd| bd.local));
        let mut labels: Labels = BTreeMap::new();
        let mut printed = BTreeMap::new();
        let mut bounds = offsets.iter().copied().chain([end]).peekable();
        while let (Some(from), Some(&to)) = (bounds.next(), bounds.peek()) {
            let mut lines = Vec::new();
            let mut at = from;
            while at < to {
                match bds.get(&at) {
                    Some(bd) if at + BD_SIZE <= to => {
                        lines.push(DataLine::Bd(*bd));
                        printed.insert(at, *bd);
                        at += BD_SIZE;
                    }
                    _ => {
                        lines.push(DataLine::Long(u32_at(&page.bytes, at)));
                        at += 4;
                    }
                }
            }
            labels.insert(from, lines);
        }
        if printed.len() == bds.len() {
            break labels;
        }
        bds = printed;
    };
    let first = labels.keys().next().copied().unwrap_or(end);
    if first > start {
        return Err(error_at(
            page,
            start,
            format!(
                "0x{:x} bytes of data before the first referenced word: no asm line places them",
                first - start
            ),
        ));
    }
    // Reference order: per cluster, its instructions' pointers in order, each
    // followed depth-first by the payload labels of its BD lines.
    let mut order = Vec::new();
    let mut owner: HashMap<usize, usize> = HashMap::new();
    for (c, cluster) in clusters.iter().enumerate() {
        for &j in cluster {
            let job = &page.jobs[j];
            for &(at, target, _) in pointers
                .iter()
                .filter(|(at, ..)| job.instrs.iter().any(|(a, _)| HEADER_SIZE + a == *at))
            {
                visit(page, &labels, target, c, at, &mut owner, &mut order)?;
            }
        }
    }
    if let Some(&unused) = labels.keys().find(|o| !owner.contains_key(o)) {
        return Err(error_at(page,
            unused,
            "data referenced only from BDs that no instruction reaches: the assembler would drop it"
                .into(),
        ));
    }
    // The assembler's layout: BD labels, then `.long` labels, each in reference order.
    let is_bd = |o: &usize| matches!(labels[o].first(), Some(DataLine::Bd(_)));
    let mut at = start;
    for o in order
        .iter()
        .filter(|o| is_bd(o))
        .chain(order.iter().filter(|o| !is_bd(o)))
    {
        if *o != at {
            return Err(error_at(
                page,
                *o,
                format!(
                    "the assembler would place the data at 0x{:x} at body offset 0x{:x} \
                     (BD labels first, then word labels, each in order of first reference)",
                    o - HEADER_SIZE,
                    at - HEADER_SIZE
                ),
            ));
        }
        at += labels[o]
            .iter()
            .map(|l| match l {
                DataLine::Bd(_) => BD_SIZE,
                DataLine::Long(_) => 4,
            })
            .sum::<usize>();
    }
    Ok(labels)
}

/// Adds the label at `target` (referenced from page offset `from` by cluster
/// `c`) and, depth-first, the payloads of its BDs to the reference order.
fn visit(
    page: &Page,
    labels: &Labels,
    target: usize,
    c: usize,
    from: usize,
    owner: &mut HashMap<usize, usize>,
    order: &mut Vec<usize>,
) -> Result<(), DisasmError> {
    let mut stack = vec![(target, from)];
    while let Some((target, from)) = stack.pop() {
        match owner.get(&target) {
            Some(&o) if o == c => continue,
            Some(_) => {
                return Err(error_at(
                    page,
                    from,
                    format!(
                        "data at body offset 0x{:x} is used by two job clusters of the page; \
                         the assembler places a label once per cluster",
                        target - HEADER_SIZE
                    ),
                ))
            }
            None => {}
        }
        owner.insert(target, c);
        order.push(target);
        let payloads: Vec<(usize, usize)> = labels[&target]
            .iter()
            .scan(target, |at, line| {
                let here = *at;
                *at += match line {
                    DataLine::Bd(_) => BD_SIZE,
                    DataLine::Long(_) => 4,
                };
                Some(match line {
                    DataLine::Bd(bd) => Some((bd.local, here)),
                    DataLine::Long(_) => None,
                })
            })
            .flatten()
            .collect();
        stack.extend(payloads.into_iter().rev());
    }
    Ok(())
}

/// A text-label group: its pages `first..end` of the column.
struct Group {
    first: usize,
    end: usize,
    /// `None` for the column's first (default) group.
    name: Option<String>,
}

/// The name of the group whose first page is `page` (not the default group,
/// which has no name).
fn group_name(groups: &[Group], page: u32) -> Option<&str> {
    groups
        .iter()
        .find(|g| g.first as u32 == page)
        .and_then(|g| g.name.as_deref())
}

fn disassemble_column(column: &Column, prefix: &str, out: &mut String) -> Result<(), DisasmError> {
    let col = column.index;
    let pages = &column.pages;
    for page in pages {
        check_layout(page)?;
    }
    let groups: Vec<Group> = column
        .groups
        .iter()
        .map(|g| Group {
            first: g.start,
            end: g.end,
            name: (g.start > 0).then(|| format!("g{col}_{:05}", g.start)),
        })
        .collect();

    let several = !prefix.is_empty();
    if several || col != 0 {
        let _ = writeln!(out, "\n.attach_to_group {col}\n.section .ctrltext");
    }
    if let Some((name, pad)) = &column.pad {
        if pad.is_empty() || pad.len() % 4 != 0 {
            return Err(error(
                name,
                None,
                "only a pad of whole words can be written in asm (`.setpad NAME, WORDS` or \
                 `.setpad NAME` and `.long` lines); this one holds a file of another size"
                    .into(),
            ));
        }
        if pad.iter().all(|&b| b == 0) {
            let _ = writeln!(out, "\n.setpad pad{col}, {}", pad.len() / 4);
        } else {
            let _ = writeln!(out, "\n.setpad pad{col}");
            for w in pad.chunks_exact(4) {
                let w = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
                let _ = writeln!(out, "  .long 0x{w:08x}");
            }
        }
    }
    for group in &groups {
        let group_pages = &pages[group.first..group.end];
        // Local barriers of different pages would be joined into one page.
        let mut barrier_page = HashMap::new();
        for page in group_pages {
            for (at, i) in page_instrs(page) {
                if let Some(b) = local_barrier(i) {
                    if let Some(other) = barrier_page
                        .insert(b, page.header.number)
                        .filter(|&o| o != page.header.number)
                    {
                        return Err(error_at(
                            page,
                            at,
                            format!(
                                "local barrier {b} is also used on page {other} of the same group; \
                                 the assembler would put both jobs on one page"
                            ),
                        ));
                    }
                }
            }
        }
        out.push('\n');
        if let Some(name) = &group.name {
            let _ = writeln!(out, ".section .ctrltext\n{name}:");
        }
        let mut data = String::new();
        for (k, page) in group_pages.iter().enumerate() {
            check_symbols(page)?;
            let clusters = clusters(page)?;
            check_ooo(page, &clusters, pages, &groups)?;
            let labels = data_labels(page, &clusters)?;
            let label = |offset: usize| {
                format!(
                    "{prefix}p{}_{:04x}",
                    page.header.number,
                    offset - HEADER_SIZE
                )
            };
            if k > 0 {
                out.push_str(".eop\n");
            }
            let _ = writeln!(
                out,
                "; page {col}.{}: 0x{:x} bytes used",
                page.header.number, page.header.cur_page_len
            );
            for job in &page.jobs {
                for (body_at, instr) in &job.instrs {
                    let indent = match instr.opcode() {
                        Opcode::StartJob | Opcode::StartJobDeferred | Opcode::EndJob => "",
                        _ => "    ",
                    };
                    let line = instr_line(page, HEADER_SIZE + body_at, instr, &label, &groups)?;
                    let _ = writeln!(out, "{indent}{line}");
                }
            }
            for (offset, lines) in &labels {
                let _ = writeln!(data, "{}:", label(*offset));
                for line in lines {
                    match line {
                        DataLine::Bd(bd) => {
                            let _ = writeln!(
                                data,
                                "    UC_DMA_BD 0x{:x}, 0x{:x}, @{}, {}, {}, {}",
                                bd.raw.remote_hi,
                                bd.raw.remote_lo,
                                label(bd.local),
                                bd.raw.length,
                                u8::from(bd.raw.external),
                                u8::from(bd.raw.next)
                            );
                        }
                        DataLine::Long(v) => {
                            let _ = writeln!(data, "    .long 0x{v:08x}");
                        }
                    }
                }
            }
        }
        out.push_str("EOF\n");
        if !data.is_empty() {
            out.push('\n');
            out.push_str(&data);
        }
        if let Some(name) = &group.name {
            let _ = writeln!(out, ".endl {name}");
        }
    }
    Ok(())
}

/// Checks the out-of-order page lengths of the header (bytes 4-7): the first
/// pages of the groups that LOAD_PDI, LOAD_CORES and PREEMPT name, per cluster
/// without repeats, at most two.
fn check_ooo(
    page: &Page,
    clusters: &[Vec<usize>],
    pages: &[Page],
    groups: &[Group],
) -> Result<(), DisasmError> {
    let mut targets = Vec::new();
    for cluster in clusters {
        let mut seen = Vec::new();
        for &j in cluster {
            for (_, i) in &page.jobs[j].instrs {
                for ((_, f), &v) in i.op().value_fields().zip(i.values().iter()) {
                    if f.kind == Kind::PageId
                        && group_name(groups, v).is_some()
                        && !seen.contains(&v)
                    {
                        seen.push(v);
                    }
                }
            }
        }
        targets.extend(seen);
    }
    if targets.len() > 2 {
        return Err(error_at(page,
            4,
            format!(
                "{} out-of-order targets (LOAD_PDI, LOAD_CORES, PREEMPT) on one page; the page header has room for 2",
                targets.len()
            ),
        ));
    }
    let mut expected = [0; 2];
    for (e, &v) in expected.iter_mut().zip(&targets) {
        *e = pages[v as usize].header.cur_page_len;
    }
    if expected != page.header.ooo_page_len {
        return Err(error_at(
            page,
            4,
            format!(
                "out-of-order page lengths 0x{:x}, 0x{:x}; the assembler writes 0x{:x}, 0x{:x} \
                 (the first pages of the groups named by LOAD_PDI, LOAD_CORES and PREEMPT)",
                page.header.ooo_page_len[0], page.header.ooo_page_len[1], expected[0], expected[1]
            ),
        ));
    }
    Ok(())
}

/// Checks that every symbol of `page` sits on a 32-bit constant operand
/// holding 0 (what the assembler writes for a symbol).
fn check_symbols(page: &Page) -> Result<(), DisasmError> {
    for (offset, symbol) in &page.symbols {
        let at = offset + HEADER_SIZE;
        let field = page_instrs(page).find_map(|(i_at, i)| {
            i.op()
                .value_fields()
                .zip(i.values().iter())
                .find(|((o, _), _)| i_at + o == at)
                .map(|((_, f), &v)| (f, v))
        });
        match field {
            Some((f, 0)) if f.kind == Kind::Const && f.bits == 32 => {}
            Some((f, v)) if f.kind == Kind::Const && f.bits == 32 => {
                return Err(error_at(page,
                    at,
                    format!("symbol '{symbol}' on an operand holding 0x{v:x}; a symbolic operand assembles to 0"),
                ))
            }
            _ => {
                return Err(error_at(page,
                    at,
                    format!("symbol '{symbol}' is not on a 32-bit constant operand of an instruction"),
                ))
            }
        }
    }
    Ok(())
}

/// The asm line of `instr` at page offset `at`: data pointers as labels,
/// page ids as group names, symbols from relocations, and the
/// APPLY_OFFSET_57 offset as written (the field holds it doubled).
fn instr_line(
    page: &Page,
    at: usize,
    instr: &Instr,
    label: &dyn Fn(usize) -> String,
    groups: &[Group],
) -> Result<String, DisasmError> {
    let mut shown = *instr;
    if let Instr::ApplyOffset57(a) = &mut shown {
        if a.offset != CONTROL_CODE_BASE_OFFSET {
            a.offset /= 2;
        }
    }
    let mut operands: Vec<(usize, String)> = Vec::new();
    let mut symbol_operands = Vec::new();
    let op = instr.op();
    for ((offset, field), &v) in op.value_fields().zip(instr.values().iter()) {
        // The asm operands before this field (pads and jobsize are not written).
        let asm_index = op
            .layout()
            .filter(|(o, f)| *o < offset && f.kind.in_asm() && f.kind != Kind::PatchBuf)
            .count();
        if let Some(symbol) = page.symbols.get(&(at + offset - HEADER_SIZE)) {
            operands.push((asm_index, symbol.to_string()));
            symbol_operands.push(asm_index);
        } else if field.spelling == Spelling::Data {
            operands.push((asm_index, format!("@{}", label(HEADER_SIZE + v as usize))));
        } else if field.kind == Kind::PageId {
            if let Some(name) = group_name(groups, v) {
                operands.push((asm_index, format!("@{name}")));
            }
        } else if field.names(CONTROL_CODE_BASE_OFFSET.into()) == Some(CONTROL_CODE_BASE) {
            // APPLY_OFFSET_57's offset: the field holds the operand doubled.
            if v == u32::from(CONTROL_CODE_BASE_OFFSET) {
                operands.push((asm_index, "0xffff".into()));
            } else if v % 2 == 1 {
                return Err(error_at(
                    page,
                    at + offset,
                    format!(
                        "APPLY_OFFSET_57 offset field 0x{v:x} is odd; the assembler writes \
                         twice the operand (or 0xffff)"
                    ),
                ));
            }
        }
    }
    let text = print(&shown);
    let (mnemonic, rest) = text.split_once(' ').unwrap_or((&text, ""));
    let mut args: Vec<String> = if rest.is_empty() {
        Vec::new()
    } else {
        rest.split(", ").map(str::to_string).collect()
    };
    for (k, operand) in operands {
        args[k] = operand;
    }
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    if !symbol_operands.is_empty() {
        // A symbol must read back as itself, not as a number or a value name.
        let parsed = parse_operands(mnemonic, &refs).ok();
        for k in symbol_operands {
            let ok = parsed
                .as_ref()
                .is_some_and(|p| p.args().get(k) == Some(&Arg::Symbol(&args[k])));
            if !ok {
                return Err(error_at(
                    page,
                    at,
                    format!("symbol '{}' cannot be written as an operand", args[k]),
                ));
            }
        }
    }
    Ok(if refs.is_empty() {
        mnemonic.to_string()
    } else {
        format!("{mnemonic} {}", refs.join(", "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cert::assembler;
    use crate::cert::elf::{self, Relocation};
    use crate::cert::encoding::decode;
    use crate::cert::isa::{Op, OPS};
    use proptest::prelude::*;

    type Sections = Vec<(String, Vec<u8>)>;
    type Breakage = Box<dyn Fn(&mut Sections)>;

    /// One instruction from its asm spelling (numbers only, no labels).
    fn i(line: &str) -> Instr {
        let (m, rest) = line.split_once(' ').unwrap_or((line, ""));
        let args: Vec<&str> = if rest.is_empty() {
            vec![]
        } else {
            rest.split(',').map(str::trim).collect()
        };
        parse_operands(m, &args)
            .unwrap()
            .instr(|_| Some(0))
            .unwrap()
    }

    fn bd(hi: u32, lo: u32, local: i32, len: u32, ext: bool, next: bool) -> Vec<u8> {
        let bd = UcDmaBd {
            length: len,
            next,
            external: ext,
            relative: true,
            local: local as u32,
            remote_lo: lo,
            remote_hi: hi,
        };
        bd.encode().to_vec()
    }

    fn u16_at(b: &[u8], at: usize) -> usize {
        usize::from(u16::from_le_bytes([b[at], b[at + 1]]))
    }

    fn words(ws: &[u32]) -> Vec<u8> {
        ws.iter().flat_map(|w| w.to_le_bytes()).collect()
    }

    /// Page offset of the data of a page holding `code`: after the header,
    /// the jobs and EOF, aligned to 16.
    fn data_start(code: &[Instr]) -> usize {
        round_up(
            HEADER_SIZE + code.iter().map(Instr::size).sum::<usize>() + 4,
            16,
        )
    }

    /// A page as the assembler lays it out: `code` is the jobs (jobsize is
    /// filled in), then EOF, fill and `data`.
    fn page(
        col: u32,
        number: u16,
        code: &[Instr],
        data: &[u8],
        ooo: [u16; 2],
        next: u16,
    ) -> Sections {
        let mut body = Vec::new();
        let mut start = None;
        for instr in code {
            if matches!(instr.opcode(), Opcode::StartJob | Opcode::StartJobDeferred) {
                start = Some(body.len());
            }
            body.extend(instr.encode());
            if instr.opcode() == Opcode::EndJob {
                let s = start.take().unwrap();
                let size = (body.len() - s) as u16;
                body[s + 4..s + 6].copy_from_slice(&size.to_le_bytes());
            }
        }
        body.extend(i("EOF").encode());
        let code_end = HEADER_SIZE + body.len();
        let text_len = if data.is_empty() {
            code_end
        } else {
            round_up(code_end, 16)
        };
        let cur = (text_len + data.len()) as u16;
        let mut text = vec![0xff, 0xff];
        for v in [number, ooo[0], ooo[1], cur, next, 0, 0] {
            text.extend(v.to_le_bytes());
        }
        text.extend(body);
        text.resize(text_len, FILL);
        let mut rest = data.to_vec();
        rest.resize(PAGE_SIZE - text_len, 0);
        vec![
            (format!(".ctrltext.{col}.{number}"), text),
            (format!(".ctrldata.{col}.{number}"), rest),
        ]
    }

    fn elf_of(sections: Sections) -> CtrlElf {
        CtrlElf {
            sections,
            ..CtrlElf::default()
        }
    }

    /// Through the container and back, then disassembled.
    fn dis(e: &CtrlElf) -> Result<String, DisasmError> {
        disassemble(&elf::read(&elf::write(e)).unwrap())
    }

    /// The instructions of every page in section order (without EOF).
    fn decoded(e: &CtrlElf) -> Vec<Instr> {
        let mut out = Vec::new();
        for (name, text) in &e.sections {
            if !name.starts_with(".ctrltext") {
                continue;
            }
            let mut at = HEADER_SIZE;
            loop {
                let (instr, n) = decode(&text[at..]).unwrap();
                if instr.opcode() == Opcode::Eof {
                    break;
                }
                out.push(instr);
                at += n;
            }
        }
        out
    }

    /// Reads the instructions back from the asm: data labels `..._<hex>` are
    /// body offsets, groups `g<col>_<page>` page numbers, symbols 0; jobsize
    /// is copied from `like` and the APPLY_OFFSET_57 offset doubled.
    fn read_back(asm: &str, like: &[Instr]) -> Vec<Instr> {
        let mut out = Vec::new();
        for line in asm.lines().map(str::trim) {
            if line.is_empty()
                || line.starts_with(';')
                || line.starts_with('.')
                || line.ends_with(':')
                || line == "EOF"
                || line.starts_with("UC_DMA_BD")
            {
                continue;
            }
            let (m, rest) = line.split_once(' ').unwrap_or((line, ""));
            let args: Vec<&str> = if rest.is_empty() {
                vec![]
            } else {
                rest.split(", ").collect()
            };
            let parsed = parse_operands(m, &args).unwrap_or_else(|e| panic!("{line}: {e}"));
            let mut instr = parsed
                .instr(|name| {
                    if let Some((_, page)) = name.strip_prefix('g').and_then(|n| n.split_once('_'))
                    {
                        return page.parse().ok();
                    }
                    name.rsplit_once('_')
                        .map(|(_, hex)| u32::from_str_radix(hex, 16).unwrap_or(0))
                        .or(Some(0))
                })
                .unwrap();
            if let Instr::ApplyOffset57(a) = &mut instr {
                if a.offset != 0xffff {
                    a.offset *= 2;
                }
            }
            match (&mut instr, like.get(out.len())) {
                (Instr::StartJob(s), Some(Instr::StartJob(l))) => s.jobsize = l.jobsize,
                (Instr::StartJobDeferred(s), Some(Instr::StartJobDeferred(l))) => {
                    s.jobsize = l.jobsize
                }
                _ => {}
            }
            out.push(instr);
        }
        out
    }

    /// Disassembles `e` and checks that the asm reads back to its instructions.
    fn check(e: &CtrlElf) -> String {
        let asm = dis(e).unwrap_or_else(|err| panic!("{err}"));
        let want = decoded(e);
        assert_eq!(read_back(&asm, &want), want, "{asm}");
        asm
    }

    /// Two jobs joined by a local barrier, a two-BD chain and its payloads.
    fn sanity_page() -> Sections {
        let mut code = vec![
            i("START_JOB 0"),
            i("UC_DMA_WRITE_DES $r0, 0"),
            i("WAIT_UC_DMA $r0"),
            i("LOCAL_BARRIER $lb0, 2"),
            i("END_JOB"),
            i("START_JOB 1"),
            i("LOCAL_BARRIER $lb0, 2"),
            i("WRITE_32 0x41A0634, 0x80000000"),
            i("END_JOB"),
        ];
        let start = data_start(&code) - HEADER_SIZE;
        code[1] = i(&format!("UC_DMA_WRITE_DES $r0, {start}"));
        let mut data = bd(0, 0x041a0000, 0x20, 2, false, true);
        data.extend(bd(0, 0x061a0000, 0x18, 2, true, false));
        data.extend(words(&[0x80, 0x8000_0000, 0x81, 0x8000_0001]));
        page(0, 0, &code, &data, [0, 0], 0)
    }

    const HEAD: &str = "; ctrlcode disassembled by aiec; assembling it gives the same .ctrltext,\n\
                        ; .ctrldata and .pad sections\n";

    #[test]
    fn one_page_with_a_bd_chain() {
        assert_eq!(
            check(&elf_of(sanity_page())),
            format!(
                "{HEAD}
; page 0.0: 0x80 bytes used
START_JOB 0
    UC_DMA_WRITE_DES $r0, @p0_0040
    WAIT_UC_DMA $r0
    LOCAL_BARRIER $lb0, 2
END_JOB
START_JOB 1
    LOCAL_BARRIER $lb0, 2
    WRITE_32 0x41a0634, 0x80000000
END_JOB
EOF

p0_0040:
    UC_DMA_BD 0x0, 0x41a0000, @p0_0060, 2, 0, 1
    UC_DMA_BD 0x0, 0x61a0000, @p0_0068, 2, 1, 0
p0_0060:
    .long 0x00000080
    .long 0x80000000
p0_0068:
    .long 0x00000081
    .long 0x80000001
"
            )
        );
    }

    #[test]
    fn two_pages_of_a_group() {
        let p1 = page(
            0,
            1,
            &[i("START_JOB 1"), i("NOP"), i("END_JOB")],
            &[],
            [0, 0],
            0,
        );
        let p0 = page(
            0,
            0,
            &[i("START_JOB 0"), i("YIELD"), i("END_JOB")],
            &[],
            [0, 0],
            p1[0].1.len() as u16,
        );
        let asm = check(&elf_of([p0, p1].concat()));
        assert!(
            asm.ends_with("START_JOB 0\n    YIELD\nEND_JOB\n.eop\n; page 0.1: 0x24 bytes used\nSTART_JOB 1\n    NOP\nEND_JOB\nEOF\n"),
            "{asm}"
        );
    }

    /// The default group (pages 0 and 1) loads the PDI of the group at page 2
    /// and preempts with the groups at pages 3 and 4.
    fn groups() -> Sections {
        let one = |n: u16, v: &str| {
            page(
                0,
                n,
                &[
                    i("START_JOB 0"),
                    i(&format!("WRITE_32 0x100, {v}")),
                    i("END_JOB"),
                ],
                &[],
                [0, 0],
                0,
            )
        };
        let len = |p: &[(String, Vec<u8>)]| p[0].1.len() as u16;
        let (pdi, save, restore) = (one(2, "1"), one(3, "2"), one(4, "3"));
        let preempt = page(
            0,
            1,
            &[i("START_JOB 1"), i("PREEMPT 0, 3, 4"), i("END_JOB")],
            &[],
            [len(&save), len(&restore)],
            0,
        );
        let load = page(
            0,
            0,
            &[i("START_JOB 0"), i("LOAD_PDI 7, 2"), i("END_JOB")],
            &[],
            [len(&pdi), 0],
            len(&preempt),
        );
        [load, preempt, pdi, save, restore].concat()
    }

    #[test]
    fn groups_named_for_load_pdi_and_preempt() {
        let mut e = elf_of(groups());
        let asm = check(&e);
        for want in [
            "LOAD_PDI 0x7, @g0_00002\nEND_JOB\n.eop\n; page 0.1",
            "PREEMPT 0, @g0_00003, @g0_00004\n",
            "EOF\n\n.section .ctrltext\ng0_00002:\n; page 0.2",
            "EOF\n.endl g0_00002\n\n.section .ctrltext\ng0_00003:\n",
            "EOF\n.endl g0_00004\n",
        ] {
            assert!(asm.contains(want), "{want}\n{asm}");
        }
        // Three targets do not fit the header.
        e.sections.splice(
            0..4,
            page(
                0,
                0,
                &[
                    i("START_JOB 0"),
                    i("LOAD_PDI 7, 1"),
                    i("PREEMPT 0, 2, 3"),
                    i("END_JOB"),
                ],
                &[],
                [0x2c, 0x2c],
                0,
            ),
        );
        e.sections.iter_mut().for_each(|(n, _)| {
            for k in 2..5 {
                *n = n.replace(&format!(".0.{k}"), &format!(".0.{}", k - 1));
            }
        });
        for (n, d) in e.sections[2..]
            .iter_mut()
            .filter(|(n, _)| n.starts_with(".ctrltext"))
        {
            let k: u16 = n.rsplit('.').next().unwrap().parse().unwrap();
            d[2..4].copy_from_slice(&k.to_le_bytes());
        }
        let err = dis(&e).unwrap_err();
        assert!(err.message.contains("3 out-of-order targets"), "{err}");
        // The header must hold the targets' first page lengths.
        e.sections.splice(
            0..2,
            page(
                0,
                0,
                &[i("START_JOB 0"), i("LOAD_PDI 7, 1"), i("END_JOB")],
                &[],
                [0, 0],
                0,
            ),
        );
        let err = dis(&e).unwrap_err();
        assert_eq!(
            (err.section.as_str(), err.offset),
            (".ctrltext.0.0", Some(4))
        );
        assert!(
            err.message.contains("the assembler writes 0x2c, 0x0"),
            "{err}"
        );
    }

    #[test]
    fn two_columns() {
        let sections = [
            page(
                0,
                0,
                &[
                    i("START_JOB 0"),
                    i("REMOTE_BARRIER $rb0, 0x3"),
                    i("END_JOB"),
                ],
                &[],
                [0, 0],
                0,
            ),
            sanity_page()
                .into_iter()
                .map(|(n, d)| (n.replace(".0.0", ".1.0"), d))
                .collect(),
        ]
        .concat();
        let asm = check(&elf_of(sections));
        for want in [
            "\n.attach_to_group 0\n.section .ctrltext\n\n; page 0.0",
            "EOF\n\n.attach_to_group 1\n.section .ctrltext\n\n; page 1.0",
            "UC_DMA_WRITE_DES $r0, @c1_p0_0040\n",
            "\nc1_p0_0040:\n    UC_DMA_BD 0x0, 0x41a0000, @c1_p0_0060, 2, 0, 1\n",
        ] {
            assert!(asm.contains(want), "{want}\n{asm}");
        }
    }

    #[test]
    fn relocated_symbol_and_apply_offset() {
        let mut code = vec![
            i("START_JOB 0"),
            i("APPLY_OFFSET_57 0, 1, 0xFFFF"),
            i("APPLY_OFFSET_57 0, 1, 6"),
            i("MOV $r3, 0"),
            i("END_JOB"),
        ];
        let start = (data_start(&code) - HEADER_SIZE) as u32;
        code[1] = i(&format!("APPLY_OFFSET_57 {start}, 1, 0xFFFF"));
        code[2] = i(&format!("APPLY_OFFSET_57 {start}, 1, 6"));
        let mut e = elf_of(page(0, 0, &code, &words(&[1, 2, 3]), [0, 0], 0));
        let reloc = |offset, symbol: &str, kind| Relocation {
            offset,
            symbol: symbol.into(),
            section: ".ctrltext.0.0".into(),
            kind,
            addend: 0,
        };
        e.relocations = vec![
            reloc(start, "control-code-0", RELOC_SHIM_DMA_57 as u8),
            reloc(start, "3", RELOC_SHIM_DMA_57 as u8),
            // MOV's value: body offset 8 + 8 + 8 + 4.
            reloc(0x1c, "user_arg", RELOC_SCALAR_32 as u8),
        ];
        let asm = check(&e);
        for want in [
            "APPLY_OFFSET_57 @p0_0030, 1, 0xffff\n",
            "APPLY_OFFSET_57 @p0_0030, 1, 3\n",
            "MOV $r3, user_arg\n",
            "p0_0030:\n    .long 0x00000001\n    .long 0x00000002\n    .long 0x00000003\n",
        ] {
            assert!(asm.contains(want), "{want}\n{asm}");
        }
        let err_with = |r: Relocation| {
            let mut bad = e.clone();
            bad.relocations.push(r);
            dis(&bad).unwrap_err().to_string()
        };
        let mut number = e.clone();
        number.relocations[2].symbol = "0x5".into();
        assert!(dis(&number)
            .unwrap_err()
            .message
            .contains("'0x5' cannot be written"));
        assert_eq!(
            err_with(reloc(0x18, "x", RELOC_SCALAR_32 as u8)),
            ".ctrltext.0.0+0x28: symbol 'x' is not on a 32-bit constant operand of an instruction"
        );
        assert!(err_with(reloc(0x1c, "y", RELOC_SCALAR_32 as u8))
            .contains("two symbols for one operand"));
        assert!(
            err_with(reloc(0, "4", RELOC_CONTROL_PACKET_48 as u8)).contains("external-buffer JSON")
        );
        assert!(err_with(reloc(0, "s", 34)).contains("type 34 (symbol 's') is not a relocation"));
        assert!(err_with(Relocation {
            section: ".ctrltext.0.9".into(),
            ..reloc(0, "s", 3)
        })
        .contains("names no .ctrltext"));
    }

    #[test]
    fn pads() {
        let mut e = elf_of(page(
            0,
            0,
            &[i("START_JOB 0"), i("NOP"), i("END_JOB")],
            &[],
            [0, 0],
            0,
        ));
        e.sections.push((".pad.0".into(), vec![0; 12]));
        assert!(check(&e).contains("\n.setpad pad0, 3\n\n; page 0.0"));
        e.sections[2].1[5] = 1;
        let words = "\n.setpad pad0\n  .long 0x00000000\n  .long 0x00000100\n  .long 0x00000000\n";
        assert!(check(&e).contains(words));
        e.sections[2].1 = vec![0; 6];
        assert!(dis(&e).unwrap_err().message.contains("whole words"));
    }

    /// (what to break, expected message part) for a page that is otherwise fine.
    #[test]
    fn errors_name_the_place() {
        let good = elf_of(sanity_page());
        let broken = |f: &dyn Fn(&mut Sections)| {
            let mut e = good.clone();
            f(&mut e.sections);
            dis(&e).unwrap_err().to_string()
        };
        let cases: Vec<(Breakage, &str)> = vec![
            (Box::new(|s| s[0].1[0] = 0), ".ctrltext.0.0+0x0: page header does not start with ff ff"),
            (Box::new(|s| s[0].1[2] = 1), ".ctrltext.0.0+0x2: page header says page 1, not 0"),
            (Box::new(|s| s[0].1[13] = 1), "bytes 12-15"),
            (Box::new(|s| s[0].1[0x14] = 0x30), ".ctrltext.0.0+0x14: jobsize 0x30, but the job is 0x1c bytes"),
            (Box::new(|s| s[0].1[0x2c] = 0x0a), ".ctrltext.0.0+0x2c: unknown opcode 0x0a"),
            (Box::new(|s| s[0].1[0x21] = 0x01), "pad byte 1"),
            (Box::new(|s| { s[0].1[0x2c] = 0x16; s[0].1[0x2e] = 0 }), "NOP outside a job"),
            (Box::new(|s| s[0].1[0x28] = 0xff), "EOF inside the job that starts at 0x10"),
            (Box::new(|s| s[0].1[0x4c] = 0), "fill byte 0x00 is not 0xa5"),
            (Box::new(|s| s[1].1[0x100] = 1), ".ctrldata.0.0+0x100: non-zero byte after the page's used length"),
            (Box::new(|s| s[0].1[8] = 0x7a), "cur_page_len 0x7a is not a multiple of 4"),
            (Box::new(|s| s[0].1[10] = 0x10), "in_order_page_len 0x10 on the column's last page"),
            (Box::new(|s| s[0].1[0x1c] = 0x42), "descriptor_ptr 0x42 is not a word in the page's data"),
            (Box::new(|s| s[0].1[0x1c] = 0x70), "UC_DMA_WRITE_DES descriptor_ptr 0x70 is not a word in the page's data (body offsets 0x40 to 0x6c)"),
            (Box::new(|s| s[0].1[0x1c] = 0x44), "0x4 bytes of data before the first referenced word"),
            // The payloads swap: the first referenced one would come first.
            (Box::new(|s| { s[1].1[4] = 0x28; s[1].1[0x14] = 0x10 }), "the assembler would place the data at 0x68 at body offset 0x60"),
            (Box::new(|s| s[0].0 = ".ctrltext.0.00".into()), "not a content section"),
            (Box::new(|s| s[1].0 = ".ctrldata.0.1".into()), "needs both .ctrltext.0.0 and .ctrldata.0.0"),
            (Box::new(|s| s.iter_mut().for_each(|(n, _)| *n = n.replace(".0.0", ".0.1"))), "column 0 has no page 0"),
            (Box::new(|s| { let t = s[0].clone(); s.push(t); }), "section appears twice"),
            (Box::new(|s| s[1].1.push(0)), "8192 bytes together, not 80 + 8113"),
            (Box::new(|s| s.push((".pad.3".into(), vec![0; 4]))), "column 3 has a pad but no pages"),
        ];
        for (f, want) in cases {
            let got = broken(&*f);
            assert!(got.contains(want), "want {want:?}, got {got:?}");
        }
    }

    #[test]
    fn job_clusters() {
        // Job 2 shares a barrier with job 0: the assembler puts it second.
        let code = |order: [u32; 3]| {
            order
                .iter()
                .flat_map(|&j| {
                    let b = if j == 1 { 1 } else { 0 };
                    [
                        i(&format!("START_JOB {j}")),
                        i(&format!("LOCAL_BARRIER $lb{b}, 2")),
                        i("END_JOB"),
                    ]
                })
                .collect::<Vec<_>>()
        };
        check(&elf_of(page(0, 0, &code([0, 2, 1]), &[], [0, 0], 0)));
        let err = dis(&elf_of(page(0, 0, &code([0, 1, 2]), &[], [0, 0], 0))).unwrap_err();
        assert!(err.message.contains("order the jobs 0, 2, 1"), "{err}");
        // A launched job follows the job that launches it.
        let launch = |target: u32| {
            vec![
                i("START_JOB 0"),
                i(&format!("LAUNCH_JOB {target}")),
                i("END_JOB"),
                i("START_JOB_DEFERRED 5"),
                i("NOP"),
                i("END_JOB"),
            ]
        };
        check(&elf_of(page(0, 0, &launch(5), &[], [0, 0], 0)));
        assert!(dis(&elf_of(page(0, 0, &launch(6), &[], [0, 0], 0)))
            .unwrap_err()
            .message
            .contains("no job 6 on this page"));
        // Barriers shared across pages of one group would join the pages.
        let p1 = page(0, 1, &code([2, 0, 1])[..3], &[], [0, 0], 0);
        let p0 = page(
            0,
            0,
            &code([0, 1, 2])[..6],
            &[],
            [0, 0],
            p1[0].1.len() as u16,
        );
        let err = dis(&elf_of([p0, p1].concat())).unwrap_err();
        assert!(err.message.contains("also used on page"), "{err}");
    }

    fn assemble(text: &str) -> CtrlElf {
        let path = std::path::Path::new("test.asm");
        assembler::assemble(path, text, &assembler::Options::default(), &assembler::Disk)
            .unwrap_or_else(|f| panic!("{:?}\n{text}", f.diagnostics))
            .elf
    }

    /// asm → ELF → disassembly → ELF gives the same content sections.
    #[track_caller]
    fn round_trip(text: &str) {
        let first = assemble(text);
        let asm = dis(&first).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(assemble(&asm).sections, first.sections, "{asm}");
    }

    #[test]
    fn reassembles_to_the_same_sections() {
        // Barrier partners and a launched job move up; a BD chain with payloads.
        round_trip(
            "START_JOB 0
               UC_DMA_WRITE_DES $r1, @chain
               WAIT_UC_DMA $r1
               LOCAL_BARRIER $lb2, 2
             END_JOB
             START_JOB 1
               LAUNCH_JOB 3
             END_JOB
             START_JOB 2
               LOCAL_BARRIER $lb2, 2
               APPLY_OFFSET_57 @table, 1, 0xFFFF
               APPLY_OFFSET_57 @table, 1, 2
               UC_DMA_WRITE_DES_SYNC @single
             END_JOB
             START_JOB_DEFERRED 3
               MOV $r3, user_arg
               WRITE_32 0x1d004, other_arg
             END_JOB
             EOF
             .align 16
             chain:
               UC_DMA_BD 0, 0x41A0000, @words, 2, 0, 1
               UC_DMA_BD 0x1, 0x61A0000, @table, 9, 1, 0
             single:
               UC_DMA_BD 0, 0x1D000, @words, 1, 0, 0
             words:
               .long 0x80
               .long 0x80000000
             table:
               .long 1
               .long 2
               .long 3
               .long 4
               .long 5
               .long 6
               .long 7
               .long 8
               .long 9",
        );
        // Groups named by LOAD_PDI, LOAD_CORES and PREEMPT, pages split by .eop,
        // a label copied into two pages.
        round_trip(
            "START_JOB 0
               LOAD_PDI 7, @pdi
               LOAD_CORES 9, @cores
             END_JOB
             .eop
             START_JOB 1
               UC_DMA_WRITE_DES_SYNC @bd
             END_JOB
             .eop
             START_JOB 2
               UC_DMA_WRITE_DES_SYNC @bd
               PREEMPT 1, @save, @restore
             END_JOB
             EOF
             bd:
               UC_DMA_BD 0, 0x1A0000, @w, 1, 0, 0
             w:
               .long 0x11111111
             .section .ctrltext
             cores:
             START_JOB 0
               WRITE_32 0x200, 1
             END_JOB
             EOF
             .endl cores
             .section .ctrltext
             pdi:
             START_JOB 0
               WRITE_32 0x100, 1
             END_JOB
             .eop
             START_JOB 1
               UC_DMA_WRITE_DES_SYNC @pbd
             END_JOB
             EOF
             pbd:
               UC_DMA_BD 0, 0x2A0000, @pw, 2, 0, 0
             pw:
               .long 5
               .long 6
             .endl pdi
             .section .ctrltext
             restore:
             START_JOB 0
               LOAD_LAST_PDI
             END_JOB
             EOF
             .endl restore
             .section .ctrltext
             save:
             START_JOB 0
               SAVE_REGISTER 0x1D004, 3
             END_JOB
             EOF
             .endl save",
        );
        // Two columns with data, a zero pad patched into a shim BD.
        round_trip(
            ".attach_to_group 0
             .setpad buf, 6
             START_JOB 0
               APPLY_OFFSET_57 @shim, 1, 0xFFFF, @buf
               UC_DMA_WRITE_DES_SYNC @bds
               REMOTE_BARRIER $rb1, 0x3
             END_JOB
             EOF
             bds:
               UC_DMA_BD 0, 0x1D000, @shim, 8, 0, 0
             shim:
               .long 0x80
               .long 0xFFFFF000
               .long 0xABCD0000
               .long 0
               .long 0
               .long 0
               .long 0
               .long 0x80000000
               .long 0xFFFFFE00
             .attach_to_group 1
             .section .ctrltext
             START_JOB 4
               REMOTE_BARRIER $rb1, 0x3
               UC_DMA_WRITE_DES $r0, @b
               WAIT_UC_DMA $r0
             END_JOB
             EOF
             b:
               UC_DMA_BD 0, 0x21D000, @c, 1, 0, 0
             c:
               .long 0x42",
        );
    }

    #[test]
    fn legacy_hex_dump() {
        let e = elf_of(vec![
            (".ctrltext.0.0".into(), (0..10).collect()),
            (".pad.0".into(), vec![0xee; 4]),
            (".ctrldata.0.0".into(), vec![0xab; 7]),
        ]);
        assert_eq!(
            legacy_hex(&e),
            "00 01 02 03 04 05 06 07\n08 09 ab ab ab ab ab ab\nab\n"
        );
        assert_eq!(legacy_hex(&CtrlElf::default()), "");
    }

    /// Operations that may appear inside a job body.
    fn body_ops() -> Vec<&'static Op> {
        OPS.iter()
            .filter(|o| {
                !matches!(
                    o.opcode,
                    Opcode::StartJob | Opcode::StartJobDeferred | Opcode::EndJob | Opcode::Eof
                )
            })
            .collect()
    }

    /// A random job body instruction, fixed up so that the page is one the
    /// assembler can produce: data pointers at the job's own BD or payload,
    /// page ids at page 0, a barrier of the job's own, an even
    /// APPLY_OFFSET_57 offset, LAUNCH_JOB of the job itself.
    fn fix(mut instr: Instr, job: u32, barrier: u32, bd: u32, payload: u32) -> Instr {
        let (job, barrier, bd, payload) = (job as u16, barrier as u8, bd as u16, payload as u16);
        match &mut instr {
            Instr::UcDmaWriteDes(x) => x.descriptor_ptr = bd,
            Instr::UcDmaWriteDesSync(x) => x.descriptor_ptr = bd,
            Instr::ApplyOffset57(x) => {
                x.table_ptr = payload;
                if x.offset != 0xffff {
                    x.offset &= !1;
                }
            }
            Instr::Preempt(x) => {
                x.save_control_code_offset = 0;
                x.restore_control_code_offset = 0;
            }
            Instr::LoadPdi(x) => x.pdi_host_addr_offset = 0,
            Instr::LoadCores(x) => x.core_elf_host_addr_offset = 0,
            Instr::LocalBarrier(x) => x.local_barrier_id = barrier,
            Instr::LaunchJob(x) => x.job_id = job,
            _ => {}
        }
        instr
    }

    fn instr() -> impl Strategy<Value = Instr> {
        let ops = body_ops();
        (0..ops.len(), proptest::collection::vec(any::<u32>(), 4)).prop_map(move |(k, raw)| {
            let op = ops[k];
            let values = op
                .value_fields()
                .zip(raw)
                .map(|((_, f), v)| match f.kind {
                    Kind::Register => v % 24,
                    _ => (u64::from(v) & (u64::from(u32::MAX) >> (32 - u32::from(f.bits)))) as u32,
                })
                .collect::<Vec<u32>>();
            Instr::from_values(op.opcode, &values).unwrap()
        })
    }

    /// Pages of one group: per page, jobs of random instructions.
    fn pages() -> impl Strategy<Value = Vec<Vec<Vec<Instr>>>> {
        let job = proptest::collection::vec(instr(), 0..8);
        let page = proptest::collection::vec(job, 1..4);
        proptest::collection::vec(page, 1..4)
    }

    /// The pages of `pages`; job j of a page starts with a
    /// UC_DMA_WRITE_DES_SYNC of its own BD, whose payload is two words (the
    /// BDs come first in the data, then the payloads, as the assembler puts them).
    fn build(pages: &[Vec<Vec<Instr>>]) -> CtrlElf {
        let mut built: Vec<Sections> = Vec::new();
        for (n, jobs) in pages.iter().enumerate().rev() {
            let code_of = |start: u32| {
                let mut code = Vec::new();
                for (j, body) in jobs.iter().enumerate() {
                    let bd = start + 16 * j as u32;
                    let payload = start + 16 * jobs.len() as u32 + 8 * j as u32;
                    code.push(i(&format!("START_JOB {j}")));
                    code.push(i(&format!("UC_DMA_WRITE_DES_SYNC {bd}")));
                    let barrier = (4 * n + j) as u32;
                    code.extend(body.iter().map(|b| fix(*b, j as u32, barrier, bd, payload)));
                    code.push(i("END_JOB"));
                }
                code
            };
            let start = (data_start(&code_of(0)) - HEADER_SIZE) as u32;
            let mut data = Vec::new();
            for j in 0..jobs.len() {
                let to_payload = 16 * (jobs.len() - j) + 8 * j;
                data.extend(bd(
                    0,
                    0x1d000 + j as u32,
                    to_payload as i32,
                    2,
                    false,
                    false,
                ));
            }
            for j in 0..jobs.len() as u32 {
                data.extend(words(&[0x1111 * j, 0x2222]));
            }
            // in_order_page_len: the cur_page_len of the next page (built already).
            let next = built.last().map_or(0, |p| u16_at(&p[0].1, 8) as u16);
            built.push(page(0, n as u16, &code_of(start), &data, [0, 0], next));
        }
        built.reverse();
        elf_of(built.concat())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn random_streams_read_back(pages in pages()) {
            let e = build(&pages);
            let asm = check(&e);
            prop_assert_eq!(assemble(&asm).sections, e.sections);
        }

        #[test]
        fn mutated_pages_never_panic(
            pages in pages(),
            edits in proptest::collection::vec(
                (any::<prop::sample::Index>(), any::<prop::sample::Index>(), any::<u8>()),
                1..6,
            ),
        ) {
            let mut e = build(&pages);
            let n = e.sections.len();
            for (section, at, v) in edits {
                let (_, data) = &mut e.sections[section.index(n)];
                if !data.is_empty() {
                    // Mostly the used part of the page.
                    let k = at.index(data.len().min(0x200));
                    data[k] = v;
                }
            }
            if let Ok(asm) = dis(&e) {
                let want = decoded(&e);
                prop_assert_eq!(read_back(&asm, &want), want);
                prop_assert_eq!(assemble(&asm).sections, e.sections);
            }
        }
    }
}
