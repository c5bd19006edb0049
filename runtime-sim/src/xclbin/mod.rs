//! The xclbin container (XRT's `xclbin2` layout: the `axlf` header, its
//! section headers, then the sections), read and written.
//!
//! aiec's xclbin holds what an NPU xclbin from mlir-aie holds, in the same
//! sections, so XRT's tools can list it: `MEM_TOPOLOGY` (the host and SRAM
//! memories), `IP_LAYOUT` (one DPU PS-kernel instance per kernel),
//! `CONNECTIVITY` (each global argument's memory), `EMBEDDED_METADATA` (the
//! kernels and their arguments, [`metadata`]) and `AIE_PARTITION` (the
//! partition and its PDIs, [`partition`]). What the simulator needs goes
//! where the hardware's data goes: a PDI's image is the design's MLIR as
//! aiec's pipeline leaves it before CERT lowering (configuration and core
//! bodies), and each host-built kernel object the design links is an
//! `EMULATION_DATA` section (its name, a NUL, the host shared library).
//!
//! Reading checks every offset and size: a malformed file is an [`Error`],
//! never a panic.

mod bytes;
mod metadata;
mod partition;
#[cfg(test)]
mod tests;

use bytes::{Reader, Writer};
use md5::{Digest, Md5};

/// The file magic.
pub const MAGIC: &[u8; 8] = b"xclbin2\0";
/// The `axlf_section_kind` values of the sections aiec writes.
/// `EMBEDDED_METADATA`: the kernels and their arguments.
pub const EMBEDDED_METADATA: u32 = 2;
/// `MEM_TOPOLOGY`: the memories.
pub const MEM_TOPOLOGY: u32 = 6;
/// `CONNECTIVITY`: each kernel argument's memory.
pub const CONNECTIVITY: u32 = 7;
/// `IP_LAYOUT`: the kernel instances.
pub const IP_LAYOUT: u32 = 8;
/// `EMULATION_DATA`: a host-built kernel object.
pub const EMULATION_DATA: u32 = 21;
/// `AIE_PARTITION`: the partition and its PDIs.
pub const AIE_PARTITION: u32 = 32;

/// `sizeof(struct axlf)` without its section headers.
const AXLF: u64 = 456;
/// `sizeof(struct axlf_section_header)`.
const SECTION_HEADER: u64 = 40;
/// Offsets in `struct axlf`.
const SIGNATURE_LENGTH: usize = 8;
const RESERVED: usize = 12;
const UNIQUE_ID: usize = 296;
const LENGTH: usize = 304;
const VERSION_MAJOR: usize = 330;
const PLATFORM_VBNV: usize = 352;
const UUID: usize = 416;
const NUM_SECTIONS: usize = 448;
/// XRT's limit on the number of sections.
const MAX_SECTIONS: u64 = 0x10000;
/// `sizeof(struct ip_data)`, `struct connection`, `struct mem_data`.
const IP_DATA: u64 = 80;
const CONNECTION: u64 = 12;
const MEM_DATA: u64 = 40;
/// `IP_PS_KERNEL`, and `ST_DPU` in the PS kernel properties.
const IP_PS_KERNEL: u32 = 7;
const ST_DPU: u32 = 1;
/// `MEM_DRAM`.
const MEM_DRAM: u8 = 2;

/// A malformed or unsupported xclbin: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// What an xclbin holds for the simulator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Xclbin {
    /// The xclbin's UUID (`axlf_header.uuid`).
    pub uuid: [u8; 16],
    /// `m_platformVBNV`.
    pub platform: String,
    /// The memories (`MEM_TOPOLOGY`), by index: an argument's group id.
    pub memories: Vec<Memory>,
    /// The DPU kernels (`EMBEDDED_METADATA`, `IP_LAYOUT`, `CONNECTIVITY`).
    pub kernels: Vec<Kernel>,
    /// The AIE partition (`AIE_PARTITION`).
    pub partition: Partition,
    /// Kernel objects built for the host (`EMULATION_DATA`).
    pub objects: Vec<Object>,
}

/// A memory of `MEM_TOPOLOGY`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Memory {
    /// The memory's name (`HOST`, `SRAM`), which arguments refer to.
    pub tag: String,
    /// Its base address.
    pub base_address: u64,
    /// Its size in KiB.
    pub size_kb: u64,
}

/// A DPU kernel: its name, instance, DPU kernel id and arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kernel {
    /// The kernel's name.
    pub name: String,
    /// The name of its instance (`IP_LAYOUT` names it `name:instance`).
    pub instance: String,
    /// The DPU kernel id (12 bits in `IP_LAYOUT`).
    pub id: u32,
    /// Its arguments, in order.
    pub args: Vec<Arg>,
}

/// A kernel argument as the metadata declares it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arg {
    /// The argument's name (`opcode`, `bo0`, ...).
    pub name: String,
    /// Scalar or global.
    pub qualifier: Qualifier,
    /// Its C type (`uint64_t`, `char *`, `void*`).
    pub ty: String,
    /// Byte offset in the kernel's argument block.
    pub offset: u32,
    /// Bytes in the argument block.
    pub size: u32,
    /// The memory (a [`Memory`] tag) a global argument is connected to.
    pub memory: Option<String>,
}

/// `addressQualifier`: 0 a scalar, 1 a global (buffer) argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Qualifier {
    /// A value (`opcode`, `ninstr`).
    Scalar = 0,
    /// A buffer in one of the memories, passed by its address.
    Global = 1,
}

/// The AIE partition: width, start columns and PDIs (XRT's `aie_partition`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Partition {
    /// The partition's name.
    pub name: String,
    /// `ops_per_cycle` (aiec writes mlir-aie's 2048).
    pub operations_per_cycle: u32,
    /// `inference_fingerprint` (aiec writes mlir-aie's value).
    pub inference_fingerprint: u64,
    /// `pre_post_fingerprint` (aiec writes mlir-aie's value).
    pub pre_post_fingerprint: u64,
    /// Columns the partition spans.
    pub column_width: u16,
    /// The columns it may start at.
    pub start_columns: Vec<u16>,
    /// Its PDIs.
    pub pdis: Vec<Pdi>,
}

/// A PDI: its UUID, image and the DPU kernels (by id) it serves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pdi {
    /// The PDI's UUID.
    pub uuid: [u8; 16],
    /// aiec's image: the design's MLIR before CERT lowering.
    pub image: Vec<u8>,
    /// The ids of the DPU kernels it serves (its CDO group's).
    pub kernel_ids: Vec<u32>,
}

/// A kernel object a design links (`link_with`), built for the host.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Object {
    /// The object's file name as `link_with` names it (`k.o`).
    pub name: String,
    /// The host shared library built from it.
    pub library: Vec<u8>,
}

/// The memories of an NPU xclbin as mlir-aie's aiecc declares them: host
/// memory (the buffer arguments) and the SRAM (the instruction buffer).
pub fn npu_memories() -> Vec<Memory> {
    [("HOST", 0x10000), ("SRAM", 0xc000)]
        .into_iter()
        .map(|(tag, size_kb)| Memory {
            tag: tag.to_string(),
            base_address: 0x400_0000,
            size_kb,
        })
        .collect()
}

/// The fewest host buffer arguments a DPU kernel declares: the NPU
/// firmware's command-chain walker (`xrt::runlist`) assumes at least five
/// per command (mlir-aie's aiecc, since July 2026).
pub const MIN_HOST_BUFFERS: usize = 5;

/// The most host buffer arguments mlir-aie's aiecc declares (the count
/// verified on hardware).
pub const MAX_HOST_BUFFERS: usize = 16;

impl Kernel {
    /// A DPU kernel with mlir-aie's argument list: `opcode` (u64),
    /// `instr` (the instruction buffer, in SRAM), `ninstr` (u32, its words),
    /// then `bo0`.. (host buffers: the runtime sequence's arguments), one per
    /// argument of the sequence, at least [`MIN_HOST_BUFFERS`].
    pub fn dpu(name: &str, instance: &str, id: u32, host_buffers: usize) -> Kernel {
        let arg = |name: &str, qualifier, ty: &str, offset, size, memory: Option<&str>| Arg {
            name: name.to_string(),
            qualifier,
            ty: ty.to_string(),
            offset,
            size,
            memory: memory.map(str::to_string),
        };
        let mut args = vec![
            arg("opcode", Qualifier::Scalar, "uint64_t", 0x00, 8, None),
            arg("instr", Qualifier::Global, "char *", 0x08, 8, Some("SRAM")),
            arg("ninstr", Qualifier::Scalar, "uint32_t", 0x10, 4, None),
        ];
        for i in 0..host_buffers.max(MIN_HOST_BUFFERS) as u32 {
            let name = format!("bo{i}");
            args.push(arg(
                &name,
                Qualifier::Global,
                "void*",
                0x14 + 8 * i,
                8,
                Some("HOST"),
            ));
        }
        Kernel {
            name: name.to_string(),
            instance: instance.to_string(),
            id,
            args,
        }
    }

    /// The memory index (group id) of argument `index`: the memory it is
    /// connected to, `None` for a scalar or an argument the kernel lacks.
    pub fn group_id(&self, index: usize, memories: &[Memory]) -> Option<usize> {
        let tag = self.args.get(index)?.memory.as_deref()?;
        memories.iter().position(|m| m.tag == tag)
    }
}

/// A UUID from the MD5 of `data` (RFC 4122 name-based, version 3), so the
/// same contents always get the same UUID.
pub fn uuid_of(data: &[u8]) -> [u8; 16] {
    let mut uuid: [u8; 16] = Md5::digest(data).into();
    uuid[6] = uuid[6] & 0x0F | 0x30;
    uuid[8] = uuid[8] & 0x3F | 0x80;
    uuid
}

/// A UUID in its text form (`8-4-4-4-12` lower-case hex digits).
pub fn uuid_text(uuid: &[u8; 16]) -> String {
    let hex: String = uuid.iter().map(|b| format!("{b:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

impl Xclbin {
    /// The file bytes. Deterministic: the same value gives the same bytes.
    pub fn write(&self) -> Vec<u8> {
        let mut sections = vec![
            (MEM_TOPOLOGY, "MEM_TOPOLOGY", self.mem_topology()),
            (IP_LAYOUT, "IP_LAYOUT", self.ip_layout()),
            (CONNECTIVITY, "CONNECTIVITY", self.connectivity()),
            (
                EMBEDDED_METADATA,
                "EMBEDDED_META",
                metadata::write(&self.kernels).into_bytes(),
            ),
            (
                AIE_PARTITION,
                "AIE_PARTITION",
                partition::write(&self.partition),
            ),
        ];
        for o in &self.objects {
            let mut data = o.name.as_bytes().to_vec();
            data.push(0);
            data.extend_from_slice(&o.library);
            sections.push((EMULATION_DATA, "aiec-kernel", data));
        }
        let mut w = Writer::with_area((AXLF + SECTION_HEADER * sections.len() as u64) as usize);
        w.put(0, MAGIC);
        w.put_u32(SIGNATURE_LENGTH, u32::MAX);
        w.put(RESERVED, &[0xFF; 28 + 256]);
        w.put(UUID, &self.uuid);
        w.put(UNIQUE_ID, &self.uuid[..8]);
        w.put(VERSION_MAJOR, &[2]);
        w.put_fixed(PLATFORM_VBNV, 64, &self.platform);
        w.put_u32(NUM_SECTIONS, sections.len() as u32);
        for (i, (kind, name, data)) in sections.iter().enumerate() {
            let header = AXLF as usize + i * SECTION_HEADER as usize;
            let at = w.append(data, 8);
            w.put_u32(header, *kind);
            w.put_fixed(header + 4, 16, name);
            w.put_u64(header + 24, u64::from(at));
            w.put_u64(header + 32, data.len() as u64);
        }
        let len = w.data.len() as u64;
        w.put_u64(LENGTH, len);
        w.data
    }

    fn mem_topology(&self) -> Vec<u8> {
        let mut w = Writer::with_area(8);
        w.put_u32(0, self.memories.len() as u32);
        for (i, m) in self.memories.iter().enumerate() {
            let at = 8 + i * MEM_DATA as usize;
            w.put(at, &[MEM_DRAM, 1]);
            w.put_u64(at + 8, m.size_kb);
            w.put_u64(at + 16, m.base_address);
            w.put_fixed(at + 24, 16, &m.tag);
        }
        w.data
    }

    fn ip_layout(&self) -> Vec<u8> {
        let mut w = Writer::with_area(8);
        w.put_u32(0, self.kernels.len() as u32);
        for (i, k) in self.kernels.iter().enumerate() {
            let at = 8 + i * IP_DATA as usize;
            w.put_u32(at, IP_PS_KERNEL);
            w.put_u32(at + 4, ST_DPU | (k.id & 0xFFF) << 16);
            w.put_fixed(at + 16, 64, &format!("{}:{}", k.name, k.instance));
        }
        w.data
    }

    fn connectivity(&self) -> Vec<u8> {
        let mut w = Writer::with_area(4);
        let mut n = 0;
        for (ip, k) in self.kernels.iter().enumerate() {
            for arg in 0..k.args.len() {
                let Some(mem) = k.group_id(arg, &self.memories) else {
                    continue;
                };
                let at = 4 + n * CONNECTION as usize;
                w.put_u32(at, arg as u32);
                w.put_u32(at + 4, ip as u32);
                w.put_u32(at + 8, mem as u32);
                n += 1;
            }
        }
        w.put_u32(0, n as u32);
        w.data
    }

    /// Reads an xclbin; sections aiec does not use are skipped.
    pub fn read(data: &[u8]) -> Result<Xclbin, Error> {
        let r = Reader {
            data,
            what: "xclbin",
        };
        if r.bytes(0, 8).ok() != Some(&MAGIC[..]) {
            return Err(Error("not an xclbin (no 'xclbin2' magic)".into()));
        }
        let count = u64::from(r.u32(NUM_SECTIONS as u64)?);
        if count > MAX_SECTIONS {
            return Err(Error(format!(
                "xclbin: {count} sections (at most {MAX_SECTIONS})"
            )));
        }
        let mut uuid = [0; 16];
        uuid.copy_from_slice(r.bytes(UUID as u64, 16)?);
        let mut out = Xclbin {
            uuid,
            platform: r.fixed_text(PLATFORM_VBNV as u64, 64)?,
            memories: Vec::new(),
            kernels: Vec::new(),
            partition: Partition::default(),
            objects: Vec::new(),
        };
        let mut seen = Vec::new();
        for i in 0..count {
            let header = AXLF + i * SECTION_HEADER;
            let kind = r.u32(header)?;
            let (at, len) = (r.u64(header + 24)?, r.u64(header + 32)?);
            let bytes = r.bytes(at, len).map_err(|_| {
                Error(format!(
                    "xclbin: section {i} (kind {kind}) at offset {at}, {len} bytes, lies outside the file's {} bytes",
                    data.len()
                ))
            })?;
            if kind != EMULATION_DATA && seen.contains(&kind) {
                return Err(Error(format!("xclbin: a second section of kind {kind}")));
            }
            seen.push(kind);
            out.section(kind, bytes)?;
        }
        if !seen.contains(&EMBEDDED_METADATA) {
            return Err(Error(
                "xclbin: no EMBEDDED_METADATA section (it declares the kernels)".into(),
            ));
        }
        Ok(out)
    }

    /// Takes in one section.
    fn section(&mut self, kind: u32, data: &[u8]) -> Result<(), Error> {
        match kind {
            MEM_TOPOLOGY => self.memories = read_memories(data)?,
            EMBEDDED_METADATA => {
                let xml = std::str::from_utf8(data)
                    .map_err(|_| Error("EMBEDDED_METADATA: the XML is not UTF-8".into()))?;
                self.kernels = metadata::read(xml)?;
            }
            AIE_PARTITION => self.partition = partition::read(data)?,
            EMULATION_DATA => self.objects.push(read_object(data)?),
            _ => {}
        }
        Ok(())
    }
}

fn read_memories(data: &[u8]) -> Result<Vec<Memory>, Error> {
    let r = Reader {
        data,
        what: "section MEM_TOPOLOGY",
    };
    let n = r.count(0)?;
    r.bytes(8, n * MEM_DATA)?;
    (0..n)
        .map(|i| {
            let at = 8 + i * MEM_DATA;
            Ok(Memory {
                size_kb: r.u64(at + 8)?,
                base_address: r.u64(at + 16)?,
                tag: r.fixed_text(at + 24, 16)?,
            })
        })
        .collect()
}

/// An `EMULATION_DATA` section of aiec: a kernel object's name, a NUL, the
/// host library.
fn read_object(data: &[u8]) -> Result<Object, Error> {
    let nul = data.iter().position(|&b| b == 0).ok_or_else(|| {
        Error("section EMULATION_DATA: no NUL after the kernel object's name".into())
    })?;
    let name = std::str::from_utf8(&data[..nul])
        .map_err(|_| Error("section EMULATION_DATA: the object's name is not UTF-8".into()))?;
    Ok(Object {
        name: name.to_string(),
        library: data[nul + 1..].to_vec(),
    })
}
