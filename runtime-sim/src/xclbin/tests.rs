use super::*;

fn sample() -> Xclbin {
    let image = b"module {\n  aie.device(npu1_1col) {\n  }\n}\n".to_vec();
    Xclbin {
        uuid: uuid_of(&image),
        platform: "aie-sim".into(),
        memories: npu_memories(),
        kernels: vec![Kernel::dpu("MLIR_AIE", "MLIRAIE", 0x901, 3)],
        partition: Partition {
            name: "QoS".into(),
            operations_per_cycle: 2048,
            inference_fingerprint: 23423,
            pre_post_fingerprint: 12345,
            column_width: 1,
            start_columns: vec![1, 2, 3, 4],
            pdis: vec![Pdi {
                uuid: uuid_of(b"pdi"),
                image,
                kernel_ids: vec![0x901],
            }],
        },
        objects: vec![Object {
            name: "add_one_kernel.o".into(),
            library: vec![0x7f, b'E', b'L', b'F', 0, 1, 2],
        }],
    }
}

fn u32_at(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(b[at..at + 4].try_into().unwrap())
}

fn u64_at(b: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(b[at..at + 8].try_into().unwrap())
}

#[test]
fn round_trip() {
    let x = sample();
    let bytes = x.write();
    assert_eq!(Xclbin::read(&bytes), Ok(x.clone()));
    assert_eq!(bytes, x.write(), "writing is deterministic");
}

/// The header as XRT's `struct axlf` lays it out: magic, signature length
/// -1, 0xFF reserved and key block, `m_length` the file size, the UUID, and
/// section headers of 40 bytes from offset 456 whose sections are 8-byte
/// aligned and inside the file.
#[test]
fn the_axlf_header_is_xrts() {
    let bytes = sample().write();
    assert_eq!(&bytes[..8], b"xclbin2\0");
    assert_eq!(u32_at(&bytes, 8), u32::MAX);
    assert!(bytes[12..296].iter().all(|&b| b == 0xFF));
    assert_eq!(u64_at(&bytes, 304), bytes.len() as u64);
    assert_eq!(bytes[330], 2, "major version");
    assert_eq!(&bytes[416..432], &sample().uuid);
    let n = u32_at(&bytes, 448) as usize;
    let kinds: Vec<u32> = (0..n).map(|i| u32_at(&bytes, 456 + 40 * i)).collect();
    assert_eq!(
        kinds,
        [
            MEM_TOPOLOGY,
            IP_LAYOUT,
            CONNECTIVITY,
            EMBEDDED_METADATA,
            AIE_PARTITION,
            EMULATION_DATA
        ]
    );
    for i in 0..n {
        let (at, len) = (
            u64_at(&bytes, 456 + 40 * i + 24),
            u64_at(&bytes, 456 + 40 * i + 32),
        );
        assert_eq!(at % 8, 0);
        assert!(at >= 456 + 40 * n as u64 && at + len <= bytes.len() as u64);
    }
}

/// `IP_LAYOUT` names the instance `kernel:instance` as a DPU PS kernel with
/// its id; `CONNECTIVITY` connects `instr` to SRAM (1) and the buffers to
/// the host memory (0), which is what `group_id` returns.
#[test]
fn ip_layout_and_connectivity() {
    let x = sample();
    let ip = x.ip_layout();
    assert_eq!((u32_at(&ip, 0), u32_at(&ip, 8)), (1, IP_PS_KERNEL));
    assert_eq!(u32_at(&ip, 12), 1 | 0x901 << 16);
    assert!(ip[24..].starts_with(b"MLIR_AIE:MLIRAIE\0"));
    let c = x.connectivity();
    assert_eq!(u32_at(&c, 0), 6);
    assert_eq!((u32_at(&c, 4), u32_at(&c, 12)), (1, 1), "instr in SRAM");
    assert_eq!((u32_at(&c, 16), u32_at(&c, 24)), (3, 0), "bo0 in HOST");
    let k = &x.kernels[0];
    let groups: Vec<_> = (0..9).map(|i| k.group_id(i, &x.memories)).collect();
    assert_eq!(
        groups,
        [
            None,
            Some(1),
            None,
            Some(0),
            Some(0),
            Some(0),
            Some(0),
            Some(0),
            None
        ]
    );
}

#[test]
fn metadata_declares_mlir_aies_arguments() {
    let xml = metadata::write(&sample().kernels);
    assert!(xml.contains(
        "<arg name=\"instr\" addressQualifier=\"1\" id=\"1\" port=\"SRAM\" size=\"0x8\" offset=\"0x8\""
    ));
    assert!(xml.contains("<arg name=\"bo4\" addressQualifier=\"1\" id=\"7\" port=\"HOST\""));
    let k = metadata::read("<kernel name='a&amp;b'><!-- x --><arg name='n' addressQualifier='0' id='0' size='4' offset='0' type='int'/></kernel>").unwrap();
    assert_eq!((k[0].name.as_str(), k[0].args[0].size), ("a&b", 4));
}

/// Every truncation and every single-byte change of a valid file reads as
/// an xclbin or an error, never a panic.
#[test]
fn damaged_files_are_errors_not_panics() {
    let bytes = sample().write();
    for len in 0..bytes.len() {
        let _ = Xclbin::read(&bytes[..len]);
    }
    for at in 0..bytes.len() {
        for v in [0x00, 0x7F, 0xFF] {
            let mut b = bytes.clone();
            b[at] ^= v;
            let _ = Xclbin::read(&b);
        }
    }
}

#[test]
fn errors_say_what_is_wrong() {
    let err = |b: &[u8]| Xclbin::read(b).unwrap_err().0;
    assert_eq!(err(b"\x7fELF"), "not an xclbin (no 'xclbin2' magic)");
    let mut b = sample().write();
    let len = b.len() as u64;
    b[456 + 24..456 + 32].copy_from_slice(&len.to_le_bytes());
    assert!(
        err(&b).starts_with("xclbin: section 0 (kind 6) at offset"),
        "{}",
        err(&b)
    );
    let mut b = sample().write();
    b[456 + 40..456 + 44].copy_from_slice(&MEM_TOPOLOGY.to_le_bytes());
    assert_eq!(err(&b), "xclbin: a second section of kind 6");
    let mut b = sample().write();
    b[448..452].copy_from_slice(&0x10001u32.to_le_bytes());
    assert_eq!(err(&b), "xclbin: 65537 sections (at most 65536)");
    let x = metadata::read("<arg name='x'/>").unwrap_err().0;
    assert_eq!(x, "EMBEDDED_METADATA: <arg> outside a <kernel>");
}

#[test]
fn uuids_are_name_based() {
    let u = uuid_of(b"abc");
    assert_eq!(u, uuid_of(b"abc"));
    assert_ne!(u, uuid_of(b"abd"));
    assert_eq!(u[6] >> 4, 3, "version 3");
    assert_eq!(u[8] >> 6, 2, "RFC 4122 variant");
    assert_eq!(
        uuid_text(&[0xAB; 16]),
        "abababab-abab-abab-abab-abababababab"
    );
}
