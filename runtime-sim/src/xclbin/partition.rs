//! The `AIE_PARTITION` section (XRT's `struct aie_partition`): the
//! partition's width and start columns and its PDIs, each with its image
//! and the CDO group naming the DPU kernels it serves.

use super::bytes::{Reader, Writer};
use super::{Error, Partition, Pdi};

/// `sizeof(struct aie_partition)`.
const PARTITION: usize = 184;
/// `sizeof(struct aie_pdi)`.
const PDI: usize = 96;
/// `sizeof(struct cdo_group)`.
const CDO_GROUP: usize = 96;
/// Offsets in `struct aie_partition`.
const NAME: usize = 4;
const OPS_PER_CYCLE: usize = 8;
const INFERENCE_FINGERPRINT: usize = 16;
const PRE_POST_FINGERPRINT: usize = 24;
const INFO: usize = 32;
/// `info.start_columns`, after `column_width` and its padding.
const START_COLUMNS: usize = INFO + 8;
const PDIS: usize = 120;
const COMMIT_ID: usize = 128;
/// Offsets in `struct aie_pdi`.
const PDI_IMAGE: usize = 16;
const PDI_CDO_GROUPS: usize = 24;
/// Offsets in `struct cdo_group`.
const CDO_TYPE: usize = 4;
const CDO_PDI_ID: usize = 8;
const CDO_KERNEL_IDS: usize = 16;
const CDO_PRE_GROUPS: usize = 24;
/// `CT_PRIMARY`.
const PRIMARY: u8 = 1;
/// The pre-CDO group mlir-aie's partitions name.
const PRE_CDO_GROUP: u32 = 0xC1;

/// The section bytes of `p`.
pub(super) fn write(p: &Partition) -> Vec<u8> {
    let mut w = Writer::with_area(PARTITION);
    let name = w.append_str(&p.name);
    w.put_u32(NAME, name);
    w.put_u32(OPS_PER_CYCLE, p.operations_per_cycle);
    w.put_u64(INFERENCE_FINGERPRINT, p.inference_fingerprint);
    w.put_u64(PRE_POST_FINGERPRINT, p.pre_post_fingerprint);
    w.put_u16(INFO, p.column_width);
    let columns: Vec<u8> = p
        .start_columns
        .iter()
        .flat_map(|c| c.to_le_bytes())
        .collect();
    let at = w.append(&columns, 8);
    w.put_array(START_COLUMNS, p.start_columns.len(), at);
    let commit = w.append_str("");
    w.put_u32(COMMIT_ID, commit);
    let pdis = w.reserve(p.pdis.len(), PDI);
    w.put_array(PDIS, p.pdis.len(), pdis);
    for (i, pdi) in p.pdis.iter().enumerate() {
        let at = pdis as usize + i * PDI;
        write_pdi(&mut w, at, i as u64 + 1, pdi);
    }
    w.data
}

/// One `aie_pdi` at `at`, with one primary CDO group (PDI id `id`).
fn write_pdi(w: &mut Writer, at: usize, id: u64, pdi: &Pdi) {
    w.put(at, &pdi.uuid);
    let image = w.append(&pdi.image, 8);
    w.put_array(at + PDI_IMAGE, pdi.image.len(), image);
    let group = w.reserve(1, CDO_GROUP) as usize;
    w.put_array(at + PDI_CDO_GROUPS, 1, group as u32);
    let name = w.append_str("DPU");
    w.put_u32(group, name);
    w.put(group + CDO_TYPE, &[PRIMARY]);
    w.put_u64(group + CDO_PDI_ID, id);
    let ids: Vec<u8> = pdi
        .kernel_ids
        .iter()
        .flat_map(|&k| u64::from(k).to_le_bytes())
        .collect();
    let ids_at = w.append(&ids, 8);
    w.put_array(group + CDO_KERNEL_IDS, pdi.kernel_ids.len(), ids_at);
    let pre = w.append(&PRE_CDO_GROUP.to_le_bytes(), 4);
    w.put_array(group + CDO_PRE_GROUPS, 1, pre);
}

/// The partition in section bytes `data`.
pub(super) fn read(data: &[u8]) -> Result<Partition, Error> {
    let r = Reader {
        data,
        what: "section AIE_PARTITION",
    };
    r.bytes(0, PARTITION as u64)?;
    let (n, columns) = r.array(START_COLUMNS as u64, 2)?;
    let start_columns = (0..n)
        .map(|i| u16::from_le_bytes([columns[2 * i as usize], columns[2 * i as usize + 1]]))
        .collect();
    let (n, _) = r.array(PDIS as u64, PDI as u64)?;
    let pdis_at = u64::from(r.u32(PDIS as u64 + 4)?);
    let pdis = (0..n)
        .map(|i| read_pdi(&r, pdis_at + i * PDI as u64))
        .collect::<Result<_, _>>()?;
    Ok(Partition {
        name: r.c_string(u64::from(r.u32(NAME as u64)?))?,
        operations_per_cycle: r.u32(OPS_PER_CYCLE as u64)?,
        inference_fingerprint: r.u64(INFERENCE_FINGERPRINT as u64)?,
        pre_post_fingerprint: r.u64(PRE_POST_FINGERPRINT as u64)?,
        column_width: r.u16(INFO as u64)?,
        start_columns,
        pdis,
    })
}

/// The `aie_pdi` at `at`: its image and the DPU kernel ids of its CDO groups.
fn read_pdi(r: &Reader, at: u64) -> Result<Pdi, Error> {
    let mut uuid = [0; 16];
    uuid.copy_from_slice(r.bytes(at, 16)?);
    let (_, image) = r.array(at + PDI_IMAGE as u64, 1)?;
    let (groups, _) = r.array(at + PDI_CDO_GROUPS as u64, CDO_GROUP as u64)?;
    let groups_at = u64::from(r.u32(at + PDI_CDO_GROUPS as u64 + 4)?);
    let mut kernel_ids = Vec::new();
    for g in 0..groups {
        let (_, ids) = r.array(groups_at + g * CDO_GROUP as u64 + CDO_KERNEL_IDS as u64, 8)?;
        for id in ids.chunks_exact(8) {
            let mut w = [0; 8];
            w.copy_from_slice(id);
            let id = u64::from_le_bytes(w);
            kernel_ids.push(u32::try_from(id).map_err(|_| {
                Error(format!(
                    "section AIE_PARTITION: DPU kernel id 0x{id:x} does not fit in 32 bits"
                ))
            })?);
        }
    }
    Ok(Pdi {
        uuid,
        image: image.to_vec(),
        kernel_ids,
    })
}
