//! The pager: job clusters, 8 KiB pages with their headers, data placement,
//! pad buffers and relocations (spec: ctrlcode-binary-format.md §5-§9), as
//! AMD's production C++ assembler lays them out.

use super::external::ControlPacket;
use super::source::{error_at, warning_at, AsmDiagnostic, Loc};
use crate::cert::elf::{Relocation, RELOC_SCALAR_32, RELOC_SHIM_DMA_57};
use crate::cert::encoding::{decode, ApplyOffset57, Eof, Instr};
use crate::cert::format::{self, PageHeader, UcDmaBd, FILL};
use crate::cert::isa::CONTROL_CODE_BASE_OFFSET;
use crate::cert::program::{
    Column, Datum, Group, Item, Job, NameList, Note, Program, Ref, Sym, Tables, Target,
};
use rustc_hash::FxHashMap;
use std::ops::Range;

/// [`format::PAGE_SIZE`] in the pager's `u32` arithmetic.
const PAGE_SIZE: u32 = format::PAGE_SIZE as u32;
/// [`format::HEADER_SIZE`] in the pager's `u32` arithmetic.
const HEADER: u32 = format::HEADER_SIZE as u32;
/// The EOF that ends every page's code.
const EOF_SIZE: u32 = 4;

/// Fill bytes that bring code of `text` bytes plus the EOF to 16-byte alignment.
fn align16(text: u32) -> u32 {
    (16 - (text + EOF_SIZE) % 16) % 16
}

/// A data label: (group index in the column, label index in that group).
type LabelRef = (usize, usize);
/// A job: (group index, item index).
type JobRef = (usize, usize);

/// A column's pad buffers laid out (`.pad.<col>`).
struct Pads {
    /// Position of the section: right after the column's pages.
    base: u32,
    /// Offset of each pad (indexed like `Column::pads`) in the section.
    offsets: Vec<u32>,
    bytes: Vec<u8>,
    /// The pad patched by an APPLY_OFFSET_57 of the control-packet argument.
    control_packet: Option<usize>,
    /// The pad named by the APPLY_OFFSET_57 being encoded.
    last_patched: Option<usize>,
}

/// Adds `position` to the 57-bit host address of the shim BD at `at` in
/// `data` (word 1 = bits 0-31, word 2 bits 0-15 = bits 32-47, word 8 bits 0-8
/// = bits 48-56; a carry beyond bit 56 is lost). `None` if the BD is not there.
fn patch_shim_bd(data: &mut [u8], at: usize, position: u32) -> Option<()> {
    let bd = data.get_mut(at..at.checked_add(36)?)?;
    let word =
        |bd: &[u8], i: usize| u32::from_le_bytes(bd[i * 4..i * 4 + 4].try_into().expect("4 bytes"));
    let (w1, w2, w8) = (word(bd, 1), word(bd, 2), word(bd, 8));
    let addr = (u64::from(w8 & 0x1FF) << 48 | u64::from(w2 & 0xFFFF) << 32 | u64::from(w1))
        .wrapping_add(u64::from(position));
    let w1 = addr as u32;
    let w2 = (w2 & 0xFFFF_0000) | ((addr >> 32) as u32 & 0xFFFF);
    let w8 = (w8 & 0xFFFF_FE00) | ((addr >> 48) as u32 & 0x1FF);
    for (i, w) in [(1, w1), (2, w2), (8, w8)] {
        bd[i * 4..i * 4 + 4].copy_from_slice(&w.to_le_bytes());
    }
    Some(())
}

/// What clustering looks up in a group, by item index.
struct GroupIndex {
    /// Number of `.eop`s before each item.
    segments: Vec<usize>,
    /// Jobs per local barrier id, in the order of their LOCAL_BARRIERs.
    by_barrier: FxHashMap<u32, Vec<usize>>,
    /// Jobs by (file, job id), in source order.
    by_id: FxHashMap<(u32, u32), Vec<usize>>,
}

impl GroupIndex {
    fn new(group: &Group, tables: &Tables) -> GroupIndex {
        let n = group.items.len();
        let mut index = GroupIndex {
            segments: Vec::with_capacity(n),
            by_barrier: FxHashMap::default(),
            by_id: FxHashMap::default(),
        };
        let mut segment = 0;
        for (k, item) in group.items.iter().enumerate() {
            let job = match item {
                Item::Eop => {
                    segment += 1;
                    index.segments.push(segment);
                    continue;
                }
                Item::Job(job) => job,
            };
            index.segments.push(segment);
            index.by_id.entry((job.file, job.id)).or_default().push(k);
            for b in barriers(job, tables) {
                index.by_barrier.entry(b).or_default().push(k);
            }
        }
        index
    }
}

/// A column's data labels by name, for [`ColumnPager::resolve`]: a table
/// indexed by name and the definitions of each name in a chain, laid out
/// like the labels. On a large program the groups' hash maps missed the
/// cache on most look-ups; this reads a small table and, for the labels of
/// consecutive jobs, neighbouring definitions. It is as long as the largest
/// name id of the column, so it is built for the layout and again for the
/// encoding of each column, not kept.
#[derive(Default)]
struct LabelIndex {
    /// Index + 1 in `defs` of each name's first definition (0: none).
    first: Vec<u32>,
    /// The definitions, each with the index + 1 of the name's next (0:
    /// none); each chain is in group order, then label order.
    defs: Vec<LabelDef>,
}

/// A data label in [`LabelIndex`].
struct LabelDef {
    group: u32,
    file: u32,
    label: u32,
    next: u32,
}

impl LabelIndex {
    fn new(groups: &[&Group]) -> LabelIndex {
        let labels = || groups.iter().flat_map(|g| &g.labels);
        let len = labels().map(|l| l.name as usize + 1).max().unwrap_or(0);
        let mut index = LabelIndex {
            first: vec![0; len],
            defs: Vec::with_capacity(labels().count()),
        };
        // From the last, each put in front of its name's chain.
        for (g, group) in groups.iter().enumerate().rev() {
            for (i, label) in group.labels.iter().enumerate().rev() {
                let first = &mut index.first[label.name as usize];
                index.defs.push(LabelDef {
                    group: g as u32,
                    file: label.file,
                    label: i as u32,
                    next: *first,
                });
                *first = index.defs.len() as u32;
            }
        }
        index
    }

    /// [`ColumnPager::resolve`]: the definition in `group`, else the first.
    fn resolve(&self, group: usize, file: u32, name: Sym) -> Option<LabelRef> {
        let mut next = self.first.get(name as usize).copied().unwrap_or(0);
        let mut first = None;
        while let Some(def) = next.checked_sub(1).map(|k| &self.defs[k as usize]) {
            if def.file == file {
                let found = (def.group as usize, def.label as usize);
                if found.0 == group {
                    return Some(found);
                }
                first = first.or(Some(found));
            }
            next = def.next;
        }
        first
    }
}

/// A [`JobRef`] or [`LabelRef`] as a [`Page`] holds it: in 32-bit halves
/// (the pages hold one for every job and data label of the program).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Packed(u32, u32);

impl Packed {
    fn new((group, index): (usize, usize)) -> Packed {
        Packed(group as u32, index as u32)
    }

    fn get(self) -> (usize, usize) {
        (self.0 as usize, self.1 as usize)
    }
}

/// One page as the pager filled it.
struct Page {
    group: usize,
    /// Its jobs ([`JobRef`]s), cluster by cluster, in page order.
    jobs: Vec<Packed>,
    /// The end of each cluster in `jobs`.
    cluster_ends: Vec<u32>,
    /// Data labels ([`LabelRef`]s) in first-reference order.
    labels: Vec<Packed>,
    text: u32,
    data: u32,
}

impl Page {
    fn new(group: usize) -> Page {
        Page {
            group,
            jobs: Vec::new(),
            cluster_ends: Vec::new(),
            labels: Vec::new(),
            text: 0,
            data: 0,
        }
    }

    /// Its job clusters, in page order.
    fn clusters(&self) -> impl Iterator<Item = &[Packed]> {
        let starts = std::iter::once(0).chain(self.cluster_ends.iter().copied());
        starts
            .zip(&self.cluster_ends)
            .map(|(start, &end)| &self.jobs[start as usize..end as usize])
    }

    /// Its jobs, cluster by cluster.
    fn jobs(&self) -> impl Iterator<Item = JobRef> + '_ {
        self.jobs.iter().map(|j| j.get())
    }

    /// Its data labels in first-reference order.
    fn labels(&self) -> impl Iterator<Item = LabelRef> + '_ {
        self.labels.iter().map(|l| l.get())
    }

    /// `cur_page_len`: the bytes of the page in use.
    fn len(&self) -> u32 {
        let fill = if self.data > 0 { align16(self.text) } else { 0 };
        (HEADER + self.text + EOF_SIZE + fill + self.data + 3) & !3
    }

    /// The size of its `.ctrltext` section.
    fn text_section_len(&self) -> u32 {
        HEADER + self.data_start()
    }

    /// Body offset (from the end of the header) where data starts.
    fn data_start(&self) -> u32 {
        self.text + EOF_SIZE + if self.data > 0 { align16(self.text) } else { 0 }
    }
}

/// A page being encoded: its number, the length of the next page of its
/// group, all pages and the first page of each group.
#[derive(Clone, Copy)]
struct PageAt<'p> {
    n: u16,
    next_len: u32,
    pages: &'p [Page],
    first_page: &'p [Option<u16>],
}

/// The page's `.ctrltext` and `.ctrldata` bytes, reused from page to page.
#[derive(Default)]
struct Buffers {
    text: Vec<u8>,
    data: Vec<u8>,
}

/// Where a page's data labels go.
struct DataLayout {
    /// Labels in data order.
    order: Vec<LabelRef>,
    /// Body offset of each label.
    offsets: FxHashMap<LabelRef, u32>,
}

/// An instruction being encoded: its page, job, the page's data layout, its
/// page offset and body offset.
#[derive(Clone, Copy)]
struct Encoding<'e> {
    page: PageAt<'e>,
    job: JobRef,
    layout: &'e DataLayout,
    at: usize,
    body: u32,
}

/// Where the pager puts the content sections it encodes, in file order.
pub(super) trait Sink {
    fn section(&mut self, name: String, bytes: &[u8]);
}

/// Content sections kept in memory.
impl Sink for Vec<(String, Vec<u8>)> {
    fn section(&mut self, name: String, bytes: &[u8]) {
        self.push((name, bytes.to_vec()));
    }
}

/// Pass 2 after the layout of every column: what the pager gives.
pub(super) struct Paged<'a> {
    columns: Vec<(ColumnPager<'a>, Vec<Page>)>,
    /// Layout errors, by column index.
    errors: Vec<Vec<AsmDiagnostic>>,
}

/// Lays out the pages of every column of `program` (spec §6).
pub(super) fn layout(program: &Program) -> Paged<'_> {
    let mut paged = Paged {
        columns: Vec::new(),
        errors: Vec::new(),
    };
    for (&col, column) in &program.columns {
        let mut pager = ColumnPager::new(col, column, program.names.list());
        let pages = pager.pages();
        paged.errors.push(std::mem::take(&mut pager.errors));
        paged.columns.push((pager, pages));
    }
    paged
}

impl Paged<'_> {
    /// The content sections' names and sizes, in file order.
    pub fn sections(&self) -> Vec<(String, u64)> {
        let mut out = Vec::new();
        for (pager, pages) in &self.columns {
            for (n, page) in pages.iter().enumerate() {
                let text = u64::from(page.text_section_len());
                out.push((format!(".ctrltext.{}.{n}", pager.col), text));
                out.push((
                    format!(".ctrldata.{}.{n}", pager.col),
                    u64::from(PAGE_SIZE) - text,
                ));
            }
            let pads = pager.pads(pages.len() as u32);
            if !pads.bytes.is_empty() {
                out.push((format!(".pad.{}", pager.col), pads.bytes.len() as u64));
            }
        }
        out
    }

    /// Pass 2: encodes every column into `sink` (only where layout and
    /// encoding succeed); the relocations, or every diagnostic in column order.
    pub fn encode(
        mut self,
        control_packet: Option<&ControlPacket>,
        sink: &mut dyn Sink,
    ) -> Result<Encoded, Vec<AsmDiagnostic>> {
        let mut encoded = Encoded::default();
        let mut sink = Some(sink);
        for ((pager, pages), errors) in self.columns.iter_mut().zip(&mut self.errors) {
            if !errors.is_empty() {
                sink = None;
                continue;
            }
            let mut out = Output::default();
            let live = sink.as_deref_mut().map(|s| s as &mut dyn Sink);
            if let Err(e) = pager.run(pages, &mut out, control_packet, live) {
                *errors = e;
                sink = None;
                continue;
            }
            encoded.add(pager.col, out, control_packet);
        }
        let errors: Vec<AsmDiagnostic> = self.errors.into_iter().flatten().collect();
        if errors.is_empty() {
            Ok(encoded)
        } else {
            Err(errors)
        }
    }
}

/// Lays out and encodes column `col` by itself into `sink` (spec §6-§9):
/// what it gives besides its sections, or `None` if it has errors (which
/// [`layout`] and [`Paged::encode`] of the whole program report).
pub(super) fn encode_column(
    col: u32,
    column: &Column,
    names: &NameList,
    control_packet: Option<&ControlPacket>,
    sink: &mut dyn Sink,
) -> Option<Output> {
    let mut pager = ColumnPager::new(col, column, names);
    let pages = pager.pages();
    if !pager.errors.is_empty() {
        return None;
    }
    let mut out = Output::default();
    pager
        .run(&pages, &mut out, control_packet, Some(sink))
        .ok()
        .map(|()| out)
}

/// What one column's encoding gives besides its sections.
#[derive(Default)]
pub(super) struct Output {
    relocations: Vec<Relocation>,
    /// Offset in `.pad.<col>` of the control packet, if this column patches it.
    control_packet: Option<u32>,
    /// What assembles but fails when run ([`ColumnPager::check_runnable`]).
    warnings: Vec<AsmDiagnostic>,
}

/// What encoding every column gives besides the sections.
#[derive(Default)]
pub(super) struct Encoded {
    pub relocations: Vec<Relocation>,
    pub warnings: Vec<AsmDiagnostic>,
    /// The control packet's offset in its `.pad` section, once a column
    /// patches it.
    control_packet_pad: Option<u32>,
}

impl Encoded {
    /// Adds what column `col` gave, encoded after the columns added before.
    pub(super) fn add(&mut self, col: u32, out: Output, control_packet: Option<&ControlPacket>) {
        self.relocations.extend(out.relocations);
        self.warnings.extend(out.warnings);
        // The control packet's patch locations, after the pages of the
        // first column that patches the packet (spec §9.5).
        if let (Some(cp), Some(pad), None) =
            (control_packet, out.control_packet, self.control_packet_pad)
        {
            self.control_packet_pad = Some(pad);
            self.relocations
                .extend(cp.patches.iter().map(|p| Relocation {
                    offset: p.offset.wrapping_sub(8).wrapping_add(pad),
                    symbol: p.xrt_id.to_string(),
                    section: format!(".pad.{col}"),
                    kind: p.kind,
                    addend: p.addend,
                }));
        }
    }
}

struct ColumnPager<'a> {
    col: u32,
    groups: Vec<&'a Group>,
    column: &'a Column,
    /// The name of each of the column's pads as interned.
    pad_names: Vec<Sym>,
    /// The data labels by name while the column is laid out or encoded.
    labels: LabelIndex,
    names: &'a NameList,
    errors: Vec<AsmDiagnostic>,
}

impl<'a> ColumnPager<'a> {
    fn new(col: u32, column: &'a Column, names: &'a NameList) -> Self {
        let groups: Vec<&Group> = column.groups_by_key().collect();
        let pad_names = column.pads.iter().map(|p| p.sym).collect();
        ColumnPager {
            col,
            groups,
            column,
            pad_names,
            labels: LabelIndex::default(),
            names,
            errors: Vec::new(),
        }
    }

    fn job(&self, (g, i): JobRef) -> &'a Job {
        match &self.groups[g].items[i] {
            Item::Job(job) => job,
            Item::Eop => unreachable!("job references point at jobs"),
        }
    }

    /// The data label `name` seen from `group` in `file`: the group's own
    /// definition, else the column's first.
    fn resolve(&self, group: usize, file: u32, name: Sym) -> Option<LabelRef> {
        self.labels.resolve(group, file, name)
    }

    fn is_pad(&self, name: Sym) -> bool {
        self.pad_names.contains(&name)
    }

    /// The column's pages (errors go to `self.errors`).
    fn pages(&mut self) -> Vec<Page> {
        self.labels = LabelIndex::new(&self.groups);
        let pages = self.fill_pages();
        self.labels = LabelIndex::default();
        pages
    }

    /// [`ColumnPager::pages`], with the label index built.
    fn fill_pages(&mut self) -> Vec<Page> {
        let mut pages = Vec::new();
        for g in 0..self.groups.len() {
            self.page_group(g, &mut pages);
        }
        if !self.errors.is_empty() {
            return pages;
        }
        if pages.len() > usize::from(u16::MAX) {
            let loc = self.groups.first().map_or(Loc::default(), |g| g.loc);
            self.errors.push(error_at(
                loc,
                format!(
                    "{} pages in column {}: more than a page number holds",
                    pages.len(),
                    self.col
                ),
            ));
        } else if let (true, Some(pad)) = (pages.is_empty(), self.column.pads.first()) {
            self.errors.push(
                error_at(
                    pad.loc,
                    format!("column {} has a pad buffer but no code", self.col),
                )
                .help(
                    "a pad belongs to a column's control code: add its jobs, or drop the .setpad",
                ),
            );
        }
        pages
    }

    /// Encodes the column's `pages` into `sink` (none: only check them).
    fn run(
        &mut self,
        pages: &[Page],
        out: &mut Output,
        control_packet: Option<&ControlPacket>,
        sink: Option<&mut dyn Sink>,
    ) -> Result<(), Vec<AsmDiagnostic>> {
        self.labels = LabelIndex::new(&self.groups);
        let result = self.encode_pages(pages, out, control_packet, sink);
        self.labels = LabelIndex::default();
        result
    }

    /// [`ColumnPager::run`], with the label index built.
    fn encode_pages(
        &mut self,
        pages: &[Page],
        out: &mut Output,
        control_packet: Option<&ControlPacket>,
        mut sink: Option<&mut dyn Sink>,
    ) -> Result<(), Vec<AsmDiagnostic>> {
        let mut pads = self.pads(pages.len() as u32);
        let mut first_page: Vec<Option<u16>> = vec![None; self.groups.len()];
        for (n, p) in pages.iter().enumerate().rev() {
            first_page[p.group] = Some(n as u16);
        }
        let mut buffers = Buffers::default();
        for (n, page) in pages.iter().enumerate() {
            let next = pages
                .get(n + 1)
                .filter(|p| p.group == page.group)
                .map_or(0, Page::len);
            let at = PageAt {
                n: n as u16,
                next_len: next,
                pages,
                first_page: &first_page,
            };
            let encoded = self.encode_page(at, &mut pads, out, control_packet, &mut buffers);
            match (encoded, sink.as_deref_mut()) {
                (Err(e), _) => {
                    self.errors.push(e);
                    sink = None;
                }
                (Ok(()), Some(sink)) => {
                    sink.section(format!(".ctrltext.{}.{n}", self.col), &buffers.text);
                    sink.section(format!(".ctrldata.{}.{n}", self.col), &buffers.data);
                }
                (Ok(()), None) => {}
            }
        }
        if !self.errors.is_empty() {
            return Err(std::mem::take(&mut self.errors));
        }
        out.control_packet = pads.control_packet.map(|i| pads.offsets[i]);
        if let (false, Some(sink)) = (pads.bytes.is_empty(), sink) {
            sink.section(format!(".pad.{}", self.col), &pads.bytes);
        }
        Ok(())
    }

    /// Lays out the column's pad buffers (`.pad.<col>`): sorted by name, each
    /// at a 4-aligned offset, after `pages` pages.
    fn pads(&self, pages: u32) -> Pads {
        let mut order: Vec<usize> = (0..self.column.pads.len()).collect();
        order.sort_by(|&a, &b| self.column.pads[a].name.cmp(&self.column.pads[b].name));
        let mut pads = Pads {
            base: pages * PAGE_SIZE,
            offsets: vec![0; order.len()],
            bytes: Vec::new(),
            control_packet: None,
            last_patched: None,
        };
        for i in order {
            pads.bytes.resize((pads.bytes.len() + 3) & !3, 0);
            pads.offsets[i] = pads.bytes.len() as u32;
            pads.bytes.extend_from_slice(&self.column.pads[i].bytes);
        }
        pads
    }

    /// The position of pad `name` (`@name` as an operand), if it is one.
    fn pad_position(&self, pads: &Pads, name: Sym) -> Option<(usize, u32)> {
        let i = self.pad_names.iter().position(|&p| p == name)?;
        Some((i, pads.base.wrapping_add(pads.offsets[i])))
    }

    /// The first page of the text-label group called `name`.
    fn group_page(
        &self,
        name: &str,
        loc: Loc,
        first_page: &[Option<u16>],
    ) -> Result<u16, AsmDiagnostic> {
        let found: Vec<usize> = (0..self.groups.len())
            .filter(|&g| self.groups[g].name == name)
            .collect();
        match found[..] {
            [g] => first_page[g].ok_or_else(|| {
                error_at(loc, format!("group '{name}' has no jobs"))
                    .note(self.groups[g].loc, "the group")
            }),
            [] => Err(error_at(
                loc,
                format!("no text-label group '{name}' in column {}", self.col),
            )
            .help(
                "a code label `name:` opens a group; LOAD_PDI, LOAD_CORES and PREEMPT name groups",
            )),
            _ => Err(error_at(
                loc,
                format!("group name '{name}' is ambiguous in column {}", self.col),
            )
            .note(self.groups[found[0]].loc, "one group")
            .note(self.groups[found[1]].loc, "another group")),
        }
    }

    /// Encodes page `n` into `buffers`: its `.ctrltext` (header, jobs, EOF,
    /// fill) and `.ctrldata` (data labels, zeros to the page size) (§6.4-§7).
    fn encode_page(
        &mut self,
        at: PageAt,
        pads: &mut Pads,
        out: &mut Output,
        control_packet: Option<&ControlPacket>,
        buffers: &mut Buffers,
    ) -> Result<(), AsmDiagnostic> {
        let page = &at.pages[usize::from(at.n)];
        self.check_job_ids(at.n, page)?;
        let layout = self.data_layout(page);
        let header = PageHeader {
            number: at.n,
            ooo_page_len: self.out_of_order_lens(at)?,
            cur_page_len: page.len() as u16,
            in_order_page_len: at.next_len as u16,
        };
        let text = &mut buffers.text;
        text.clear();
        text.extend_from_slice(&header.encode());
        let mut patches = Vec::new();
        let tables = &self.column.tables;
        for j in page.jobs() {
            let job = self.job(j);
            for note in job.notes.of(&tables.notes) {
                if let &Note::Warning(w) = note {
                    out.warnings.push(tables.warnings[w as usize].clone());
                }
            }
            // The job's code as pass 1 encoded it, then its operands that
            // name labels, groups, pads and symbols resolved in place.
            let base = text.len();
            text.extend_from_slice(job.code.of(&tables.code));
            let mut refs = job.refs.of(&tables.refs);
            while let Some(first) = refs.first() {
                let n = refs.iter().take_while(|r| r.instr == first.instr).count();
                let (mine, rest) = refs.split_at(n);
                refs = rest;
                let pos = base + (first.instr as usize - job.code.start());
                let e = Encoding {
                    page: at,
                    job: j,
                    layout: &layout,
                    at: pos,
                    body: pos as u32 - HEADER,
                };
                if let Some(p) =
                    self.resolve_instruction(mine, e, pads, out, control_packet, text)?
                {
                    patches.push(p);
                }
            }
        }
        Instr::Eof(Eof {}).encode_to(text);
        self.encode_data(page, &layout, buffers, &mut out.warnings);
        let data = &mut buffers.data;
        let data_start = page.data_start();
        for (table, position, loc) in patches {
            patch_shim_bd(data, table.wrapping_sub(data_start) as usize, position).ok_or_else(|| {
                error_at(loc, "the shim BD to patch (9 words at the table pointer) is not in this page's data")
                    .help("point APPLY_OFFSET_57 at a data label holding the 9-word shim BD")
            })?;
        }
        let text = &mut buffers.text;
        if page.data > 0 {
            text.resize(text.len() + align16(page.text) as usize, FILL);
        }
        data.resize(PAGE_SIZE as usize - text.len(), 0);
        Ok(())
    }

    /// Job ids are unique on a page (the loader finds jobs by id).
    fn check_job_ids(&self, n: u16, page: &Page) -> Result<(), AsmDiagnostic> {
        let mut seen: FxHashMap<u32, Loc> = FxHashMap::default();
        for j in page.jobs() {
            let job = self.job(j);
            if let Some(first) = seen.insert(job.id, job.loc) {
                return Err(error_at(
                    job.loc,
                    format!(
                        "job {} appears twice on page {n} of column {}",
                        job.id, self.col
                    ),
                )
                .note(first, "the first job with this id")
                .help(
                    "give each job of a page its own id, or end the page between them with .eop",
                ));
            }
        }
        Ok(())
    }

    /// Where the page's data labels go: those starting with a UC_DMA_BD
    /// first, then the others, from the page's data start.
    fn data_layout(&self, page: &Page) -> DataLayout {
        let is_bd = |&(g, i): &LabelRef| self.groups[g].labels[i].is_bd;
        let bds = page.labels().filter(is_bd);
        let order: Vec<LabelRef> = bds.chain(page.labels().filter(|l| !is_bd(l))).collect();
        let mut offsets = FxHashMap::with_capacity_and_hasher(order.len(), Default::default());
        let mut at = page.data_start();
        for &(g, i) in &order {
            offsets.insert((g, i), at);
            at += self.groups[g].labels[i].size;
        }
        DataLayout { order, offsets }
    }

    /// The offset of data label `name` as seen from `group` and `file` (0 if
    /// it is not on the page).
    fn offset_of(&self, layout: &DataLayout, group: usize, file: u32, name: Sym) -> u32 {
        self.resolve(group, file, name)
            .and_then(|l| layout.offsets.get(&l).copied())
            .unwrap_or(0)
    }

    /// The header's out-of-order page lengths: the first pages of the (at
    /// most two) groups that the page's LOAD_PDI/LOAD_CORES/PREEMPT name, per
    /// cluster without repeats.
    fn out_of_order_lens(&self, at: PageAt) -> Result<[u16; 2], AsmDiagnostic> {
        let (n, col) = (at.n, self.col);
        let page = &at.pages[usize::from(n)];
        let mut ooo: Vec<(&str, Loc)> = Vec::new();
        for cluster in page.clusters() {
            let mut seen: Vec<Sym> = Vec::new();
            for job in cluster.iter().map(|j| self.job(j.get())) {
                let notes = job.notes.of(&self.column.tables.notes);
                for (name, loc) in notes.iter().filter_map(|n| match *n {
                    Note::Group(name, loc) => Some((name, loc)),
                    _ => None,
                }) {
                    if !seen.contains(&name) {
                        seen.push(name);
                        ooo.push((self.names.name(name), loc));
                    }
                }
            }
        }
        if ooo.len() > 2 {
            return Err(error_at(ooo[2].1, format!("page {n} of column {col} references a third out-of-order group '{}'", ooo[2].0))
                .help("a page header holds two LOAD_PDI/LOAD_CORES/PREEMPT targets: put these operations in separate pages (.eop)"));
        }
        let mut lens = [0u16; 2];
        for (k, (name, loc)) in ooo.iter().enumerate() {
            let p = self.group_page(name, *loc, at.first_page)?;
            lens[k] = at.pages[usize::from(p)].len() as u16;
        }
        Ok(lens)
    }

    /// Resolves the operands `refs` of the instruction at `text[e.at..]`
    /// and encodes it again there; returns the pad patch of an
    /// APPLY_OFFSET_57 with a pad buffer: (BD table offset, pad position,
    /// operand).
    fn resolve_instruction(
        &self,
        refs: &[Ref],
        e: Encoding,
        pads: &mut Pads,
        out: &mut Output,
        control_packet: Option<&ControlPacket>,
        text: &mut [u8],
    ) -> Result<Option<(u32, u32, Loc)>, AsmDiagnostic> {
        let section = || format!(".ctrltext.{}.{}", self.col, e.page.n);
        // Pass 1 encoded it: it decodes.
        let Ok((instr, _)) = decode(&text[e.at..]) else {
            return Ok(None);
        };
        let names = &self.names;
        let mut values = [(u8::MAX, 0u32); 4];
        let mut patch: Option<(u32, Loc)> = None;
        let mut slot: Option<(Sym, Loc)> = None;
        for (r, v) in refs.iter().zip(&mut values) {
            let value = match r.to {
                Target::Label(name) => match self.pad_position(pads, name) {
                    Some((_, position)) => position,
                    None => self.offset_of(e.layout, e.job.0, self.job(e.job).file, name),
                },
                Target::Group(name) => {
                    u32::from(self.group_page(names.name(name), r.loc, e.page.first_page)?)
                }
                Target::Symbol(name) => {
                    out.relocations.push(Relocation {
                        offset: e.body + u32::from(r.offset),
                        symbol: names.name(name).to_string(),
                        section: section(),
                        kind: RELOC_SCALAR_32 as u8,
                        addend: 0,
                    });
                    0
                }
                Target::Pad(name) => {
                    let position = self.patch_buffer(name, r.loc, pads, control_packet)?;
                    patch = Some((position, r.loc));
                    continue;
                }
                Target::Slot(name) => {
                    slot = Some((name, r.loc));
                    continue;
                }
            };
            *v = (r.offset, value);
        }
        let mut instr = instr.map_values(|offset, v| {
            values
                .iter()
                .find(|&&(o, _)| usize::from(o) == offset)
                .map_or(v, |&(_, x)| x)
        });
        let mut pad_patch = None;
        if let Instr::ApplyOffset57(a) = &mut instr {
            let section = section();
            self.apply_offset(slot, a, &section, pads, control_packet, out)?;
            pad_patch = patch.map(|(position, loc)| (u32::from(a.table_ptr), position, loc));
        }
        instr.encode_in_place(&mut text[e.at..]);
        Ok(pad_patch)
    }

    /// The position of the pad buffer an APPLY_OFFSET_57 names (marking it
    /// as the control packet's when there is one).
    fn patch_buffer(
        &self,
        name: Sym,
        loc: Loc,
        pads: &mut Pads,
        control_packet: Option<&ControlPacket>,
    ) -> Result<u32, AsmDiagnostic> {
        let Some((i, position)) = self.pad_position(pads, name) else {
            let name = self.names.name(name);
            return Err(error_at(
                loc,
                format!("'{name}' is not a pad buffer of column {}", self.col),
            )
            .help("declare it with `.setpad NAME, WORDS` or `.setpad NAME, FILE`"));
        };
        if control_packet.is_some() {
            pads.last_patched = Some(i);
        }
        Ok(position)
    }

    /// The page's `.ctrldata` bytes into `buffers.data`: its data labels in
    /// layout order (`.long` words and label offsets, UC_DMA_BDs with
    /// page-relative local addresses).
    fn encode_data(
        &self,
        page: &Page,
        layout: &DataLayout,
        buffers: &mut Buffers,
        warnings: &mut Vec<AsmDiagnostic>,
    ) {
        let data_start = page.data_start();
        let data_end = data_start + page.data;
        let data = &mut buffers.data;
        data.clear();
        let tables = &self.column.tables;
        for &(g, i) in &layout.order {
            let def = &self.groups[g].labels[i];
            let offset = |name: Sym| self.offset_of(layout, g, def.file, name);
            for datum in def.data.of(&tables.data) {
                let bd = match *datum {
                    Datum::Words {
                        segment,
                        start,
                        len,
                    } => {
                        push_words(data, tables.words_of(segment, start, len));
                        continue;
                    }
                    Datum::Label(name) => {
                        data.extend_from_slice(&offset(name).to_le_bytes());
                        continue;
                    }
                    Datum::Bd(k) => tables.bds[k as usize],
                };
                let here = data_start + data.len() as u32;
                let local = offset(bd.local);
                let bytes = u64::from(bd.length) * 4;
                if u64::from(local) < u64::from(data_start)
                    || u64::from(local) + bytes > u64::from(data_end)
                {
                    warnings.push(payload_outside_data(
                        bd.loc,
                        local,
                        bytes,
                        data_start..data_end,
                    ));
                }
                let raw = UcDmaBd {
                    length: bd.length,
                    next: bd.next,
                    external: bd.external,
                    relative: true,
                    local: local.wrapping_sub(here),
                    remote_lo: bd.remote_lo,
                    remote_hi: bd.remote_hi,
                };
                data.extend_from_slice(&raw.encode());
            }
        }
    }

    /// Encodes APPLY_OFFSET_57's offset (argument index v → 2v; 0xFFFF and the
    /// control-packet argument → 0xFFFF) and records its relocation (§2.1, §9.5).
    fn apply_offset(
        &self,
        slot: Option<(Sym, Loc)>,
        a: &mut ApplyOffset57,
        section: &str,
        pads: &mut Pads,
        control_packet: Option<&ControlPacket>,
        out: &mut Output,
    ) -> Result<(), AsmDiagnostic> {
        let v = a.offset;
        let is_cp = control_packet.is_some_and(|cp| cp.index == Some(u32::from(v)));
        let base = v == CONTROL_CODE_BASE_OFFSET || is_cp;
        if is_cp {
            if let Some(i) = pads.last_patched.take() {
                pads.control_packet = Some(i);
            }
        }
        pads.last_patched = None;
        let loc = slot.map_or(Loc::default(), |(_, loc)| loc);
        if !base && v > 0x7FFF {
            return Err(error_at(
                loc,
                format!("argument index {v} out of range (0 to 32767, or 0xFFFF)"),
            ));
        }
        a.offset = if base {
            CONTROL_CODE_BASE_OFFSET
        } else {
            v * 2
        };
        out.relocations.push(Relocation {
            offset: u32::from(a.table_ptr),
            symbol: if base {
                format!("control-code-{}", self.col)
            } else {
                // The slot as written; in decimal when the producer gave none.
                slot.map_or(v.to_string(), |(s, _)| self.names.name(s).to_string())
            },
            section: section.to_string(),
            kind: RELOC_SHIM_DMA_57 as u8,
            addend: 0,
        });
        Ok(())
    }

    /// Fills pages with the jobs of group `g` (spec §6.3).
    fn page_group(&mut self, g: usize, pages: &mut Vec<Page>) {
        let group = self.groups[g];
        let mut placed = vec![false; group.items.len()];
        let mut page = Page::new(g);
        let index = GroupIndex::new(group, &self.column.tables);
        for (i, item) in group.items.iter().enumerate() {
            match item {
                Item::Eop => {
                    if !page.jobs.is_empty() {
                        pages.push(std::mem::replace(&mut page, Page::new(g)));
                    }
                    continue;
                }
                Item::Job(_) if placed[i] => continue,
                Item::Job(_) => {}
            }
            let Some(cluster) = self.cluster(g, i, &placed, &index) else {
                continue;
            };
            let Some(all_labels) = self.cluster_labels(&cluster) else {
                continue;
            };
            let t: u32 = cluster.iter().map(|&j| self.job(j).size).sum();
            let size = |labels: &[LabelRef]| -> u32 {
                labels
                    .iter()
                    .map(|&(lg, li)| self.groups[lg].labels[li].size)
                    .sum()
            };
            let d_all = size(&all_labels);
            if t + align16(t) + d_all + EOF_SIZE + HEADER > PAGE_SIZE {
                let job = self.job(cluster[0]);
                let mut e = error_at(
                    job.loc,
                    format!(
                        "job {} needs {} bytes of code and data with its partners, more than a page ({PAGE_SIZE} bytes with header and EOF)",
                        job.id,
                        t + align16(t) + d_all + EOF_SIZE + HEADER
                    ),
                )
                .help("split the job, or move data out of its uC-DMA transfers");
                for &j in &cluster[1..] {
                    e = e.note(self.job(j).loc, "on the same page as partner");
                }
                self.errors.push(e);
                continue;
            }
            let mut new: Vec<LabelRef> = all_labels
                .iter()
                .copied()
                .filter(|&l| !page.labels.contains(&Packed::new(l)))
                .collect();
            let d = size(&new);
            if page.text + page.data + t + d + align16(page.text + t) + EOF_SIZE + HEADER
                > PAGE_SIZE
            {
                pages.push(std::mem::replace(&mut page, Page::new(g)));
                new = all_labels;
            }
            page.data += size(&new);
            page.text += t;
            page.labels.extend(new.into_iter().map(Packed::new));
            for &(_, j) in &cluster {
                placed[j] = true;
            }
            page.jobs.extend(cluster.iter().map(|&j| Packed::new(j)));
            page.cluster_ends.push(page.jobs.len() as u32);
        }
        if !page.jobs.is_empty() {
            pages.push(page);
        }
    }

    /// Job `i` of group `g` and the unplaced jobs that must share its page:
    /// local-barrier partners (closed breadth-first over barrier ids), then
    /// the jobs it launches (spec §6.1).
    fn cluster(
        &mut self,
        g: usize,
        i: usize,
        placed: &[bool],
        index: &GroupIndex,
    ) -> Option<Vec<JobRef>> {
        let start = self.job((g, i));
        let mut members = vec![(g, i)];
        let mut queue: Vec<u32> = Vec::new();
        let tables = &self.column.tables;
        for b in barriers(start, tables) {
            if !queue.contains(&b) {
                queue.push(b);
            }
        }
        let mut q = 0;
        while q < queue.len() {
            let b = queue[q];
            q += 1;
            for &k in index.by_barrier.get(&b).into_iter().flatten() {
                if placed[k] || members.contains(&(g, k)) {
                    continue;
                }
                let job = self.job((g, k));
                if index.segments[k] != index.segments[i] {
                    if k < i {
                        // Reported when the earlier job was clustered.
                        return None;
                    }
                    self.errors.push(
                        error_at(job.loc, format!("job {} shares local barrier {b} with job {} across an .eop", job.id, start.id))
                            .note(start.loc, "the other job")
                            .help("jobs that meet at a local barrier must be on one page: remove the .eop between them"),
                    );
                    return None;
                }
                members.push((g, k));
                for b2 in barriers(job, tables) {
                    if !queue.contains(&b2) {
                        queue.push(b2);
                    }
                }
            }
        }
        let launches = start
            .notes
            .of(&tables.notes)
            .iter()
            .filter_map(|n| match n {
                Note::Launch(id, at) => Some((*id, *at)),
                _ => None,
            });
        for (id, at) in launches {
            let Some(id) = id else {
                self.errors.push(error_at(at, "LAUNCH_JOB takes a job id"));
                return None;
            };
            let candidates = index
                .by_id
                .get(&(start.file, id))
                .map_or(&[][..], Vec::as_slice);
            let target = candidates
                .iter()
                .find(|&&k| index.segments[k] == index.segments[i])
                .or(candidates.first())
                .copied();
            match target {
                Some(k) if !placed[k] && !members.contains(&(g, k)) => members.push((g, k)),
                Some(_) => {}
                None => {
                    self.errors.push(
                        error_at(at, format!("LAUNCH_JOB names job {id}, which this group does not define"))
                            .help("define the launched job (usually START_JOB_DEFERRED) in the same file and group"),
                    );
                    return None;
                }
            }
        }
        Some(members)
    }

    /// The data labels a cluster references, in first-reference order, each
    /// followed depth-first by the labels its own lines reference (§6.2).
    fn cluster_labels(&mut self, cluster: &[JobRef]) -> Option<Vec<LabelRef>> {
        let mut out = Vec::new();
        let mut ok = true;
        for &(g, j) in cluster {
            let job = self.job((g, j));
            let notes = job.notes.of(&self.column.tables.notes);
            for (name, loc) in notes.iter().filter_map(|n| match *n {
                Note::Label(name, loc) => Some((name, loc)),
                _ => None,
            }) {
                if !self.is_pad(name) {
                    ok &= self.visit(g, job.file, name, loc, &mut out);
                }
            }
        }
        ok.then_some(out)
    }

    /// Adds label `name` (seen from `group` in `file`) and, depth-first, the
    /// labels its lines reference; `false` after an error.
    fn visit(
        &mut self,
        group: usize,
        file: u32,
        name: Sym,
        loc: Loc,
        out: &mut Vec<LabelRef>,
    ) -> bool {
        // (label, next line to follow); an explicit stack keeps deep chains off the call stack.
        let mut stack: Vec<(LabelRef, usize)> = Vec::new();
        let mut next = Some((group, file, name, loc));
        loop {
            if let Some((g, f, n, l)) = next.take() {
                let Some(label) = self.resolve(g, f, n) else {
                    let n = self.names.name(n);
                    self.errors
                        .push(error_at(l, format!("undefined label '{n}'")).help(
                        "data labels are defined after EOF, in the same file as their references",
                    ));
                    return false;
                };
                if !out.contains(&label) {
                    let def = &self.groups[label.0].labels[label.1];
                    if def.size == 0 {
                        let n = self.names.name(n);
                        self.errors.push(
                            error_at(def.loc, format!("label '{n}' has no data"))
                                .help("a data label is followed by UC_DMA_BD or .long lines"),
                        );
                        return false;
                    }
                    out.push(label);
                    stack.push((label, 0));
                }
            }
            let Some((label, line)) = stack.pop() else {
                return true;
            };
            let group: &'a Group = self.groups[label.0];
            let def = &group.labels[label.1];
            let Some(&(n, at)) = def.refs.of(&self.column.tables.data_refs).get(line) else {
                continue;
            };
            stack.push((label, line + 1));
            next = Some((label.0, def.file, n, at));
        }
    }
}

/// The local barrier ids of `job`'s LOCAL_BARRIERs, in order.
fn barriers<'t>(job: &Job, tables: &'t Tables) -> impl Iterator<Item = u32> + 't {
    job.notes.of(&tables.notes).iter().filter_map(|n| match n {
        Note::Barrier(b) => Some(*b),
        _ => None,
    })
}

/// The warning for a uC-DMA descriptor whose `bytes` at body offset `local`
/// are not all in the page's `data`: the job runner stops when it runs it.
fn payload_outside_data(loc: Loc, local: u32, bytes: u64, data: Range<u32>) -> AsmDiagnostic {
    warning_at(
        loc,
        format!(
            "this uC-DMA descriptor moves {bytes} bytes at body offset 0x{local:x}, beyond the page's data (body offsets 0x{:x} up to 0x{:x}): the job runner stops when it runs it",
            data.start, data.end
        ),
    )
    .help("the length counts 32-bit words: at most the words from the local label to the end of its data")
}

/// Appends `words` to `bytes`, little-endian.
fn push_words(bytes: &mut Vec<u8>, words: &[u32]) {
    let at = bytes.len();
    bytes.resize(at + 4 * words.len(), 0);
    for (out, w) in bytes[at..].chunks_exact_mut(4).zip(words) {
        out.copy_from_slice(&w.to_le_bytes());
    }
}
