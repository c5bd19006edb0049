//! `-j external_buffer_id.json`: which runtime argument is the control
//! packet, and where host addresses are patched into it (spec §9.6). Both
//! layouts AMD's C++ assembler reads are accepted: aiecompiler's
//! `external_buffers` and the DMA compiler's `ctrl_pkt_patch_info`.

use serde_json::{Map, Value};
use std::fmt;

/// Relocation type of an aiecompiler patch location (`control_packet_48`).
const CONTROL_PACKET_48: u8 = 4;
/// Relocation type of a DMA-compiler patch location (`control_packet_57`).
const CONTROL_PACKET_57: u8 = 7;
/// The DMA compiler's control-packet argument when the file does not say.
const DEFAULT_DMA_COMPILER_INDEX: u32 = 4;

/// The control-packet argument and the patch locations of all buffers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlPacket {
    /// Argument index (`xrt_id`) of the control-packet buffer, if one is marked.
    pub index: Option<u32>,
    /// Patch locations, in file order.
    pub patches: Vec<Patch>,
}

/// One host-address patch inside the control packet: a relocation in
/// `.pad.<col>` of the column whose APPLY_OFFSET_57 names the packet's pad.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Patch {
    /// The buffer whose address is patched in (the symbol name).
    pub xrt_id: u32,
    /// `offset` in the file: byte offset in the packet + 8 (its header).
    pub offset: u32,
    /// `r_addend`: the buffer's `offset_in_bytes` (or `bo_offset`).
    pub addend: i32,
    /// `r_type`.
    pub kind: u8,
}

/// Why an external-buffer file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalBufferError(pub String);

impl fmt::Display for ExternalBufferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ExternalBufferError {}

fn err<T>(message: impl Into<String>) -> Result<T, ExternalBufferError> {
    Err(ExternalBufferError(message.into()))
}

/// A 32-bit unsigned field: a JSON number or a string of digits (as the
/// C++ assembler's property tree reads it).
fn u32_field(
    obj: &Map<String, Value>,
    key: &str,
    at: &str,
) -> Result<Option<u32>, ExternalBufferError> {
    let Some(v) = obj.get(key) else {
        return Ok(None);
    };
    let n = match v {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.trim().parse::<u64>().ok(),
        _ => None,
    };
    match n {
        Some(n) if n <= u64::from(u32::MAX) => Ok(Some(n as u32)),
        _ => err(format!(
            "{at}: '{key}' must be an unsigned 32-bit number, found {v}"
        )),
    }
}

fn required(obj: &Map<String, Value>, key: &str, at: &str) -> Result<u32, ExternalBufferError> {
    u32_field(obj, key, at)?.map_or_else(|| err(format!("{at}: missing '{key}'")), Ok)
}

fn object<'a>(v: &'a Value, at: &str) -> Result<&'a Map<String, Value>, ExternalBufferError> {
    v.as_object()
        .map_or_else(|| err(format!("{at} must be an object")), Ok)
}

fn array<'a>(
    obj: &'a Map<String, Value>,
    key: &str,
    at: &str,
) -> Result<&'a [Value], ExternalBufferError> {
    match obj.get(key) {
        None => Ok(&[]),
        Some(Value::Array(a)) => Ok(a),
        Some(_) => err(format!("{at}: '{key}' must be an array")),
    }
}

impl ControlPacket {
    /// Reads an `external_buffer_id.json`.
    pub fn from_json(text: &str) -> Result<ControlPacket, ExternalBufferError> {
        let root: Value = serde_json::from_str(text)
            .map_err(|e| ExternalBufferError(format!("not JSON: {e}")))?;
        let root = object(&root, "the top level")?;
        let mut cp = ControlPacket::default();
        if let Some(buffers) = root.get("external_buffers") {
            for (key, buffer) in object(buffers, "'external_buffers'")? {
                let at = format!("buffer '{key}'");
                let buffer = object(buffer, &at)?;
                let xrt_id = required(buffer, "xrt_id", &at)?;
                // The C++ assembler marks the packet with `ctrl_pkt_buffer`,
                // the Python one by name: either does.
                let marked = match buffer.get("ctrl_pkt_buffer") {
                    Some(Value::Bool(b)) => *b,
                    Some(Value::Number(n)) => n.as_u64() == Some(1),
                    Some(Value::String(s)) => s == "true" || s == "1",
                    _ => false,
                };
                if marked
                    || buffer.get("name").and_then(Value::as_str) == Some("runtime_control_packet")
                {
                    cp.index = Some(xrt_id);
                }
                let parts: Vec<(&Map<String, Value>, u32)> =
                    if buffer.contains_key("coalesed_buffers") {
                        array(buffer, "coalesed_buffers", &at)?
                            .iter()
                            .map(|part| {
                                let part = object(part, &at)?;
                                Ok((part, required(part, "offset_in_bytes", &at)?))
                            })
                            .collect::<Result<_, ExternalBufferError>>()?
                    } else {
                        vec![(
                            buffer,
                            u32_field(buffer, "offset_in_bytes", &at)?.unwrap_or(0),
                        )]
                    };
                for (part, addend) in parts {
                    for location in array(part, "control_packet_patch_locations", &at)? {
                        let location = object(location, &at)?;
                        cp.patches.push(Patch {
                            xrt_id,
                            offset: required(location, "offset", &at)?,
                            addend: addend as i32,
                            kind: CONTROL_PACKET_48,
                        });
                    }
                }
            }
        } else if root.contains_key("ctrl_pkt_patch_info") {
            cp.index = Some(
                u32_field(root, "ctrl_pkt_xrt_arg_idx", "the top level")?
                    .unwrap_or(DEFAULT_DMA_COMPILER_INDEX),
            );
            for entry in array(root, "ctrl_pkt_patch_info", "the top level")? {
                let at = "'ctrl_pkt_patch_info' entry";
                let entry = object(entry, at)?;
                cp.patches.push(Patch {
                    xrt_id: required(entry, "xrt_arg_id", at)?,
                    offset: required(entry, "offset", at)?,
                    addend: required(entry, "bo_offset", at)? as i32,
                    kind: CONTROL_PACKET_57,
                });
            }
        } else {
            return err("neither 'external_buffers' nor 'ctrl_pkt_patch_info' at the top level");
        }
        Ok(cp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aiecompiler_layout() {
        let cp = ControlPacket::from_json(
            r#"{"external_buffers": {
                "b1": {"xrt_id": 5, "control_packet_patch_locations": [{"offset": 40}, {"offset": "72"}]},
                "b0": {"xrt_id": 2, "size_in_bytes": 64, "coalesed_buffers": [
                    {"offset_in_bytes": 16, "control_packet_patch_locations": [{"offset": 8}]}]},
                "cp": {"xrt_id": 3, "ctrl_pkt_buffer": true}}}"#,
        )
        .unwrap();
        assert_eq!(cp.index, Some(3));
        let got: Vec<(u32, u32, i32, u8)> = cp
            .patches
            .iter()
            .map(|p| (p.xrt_id, p.offset, p.addend, p.kind))
            .collect();
        assert_eq!(got, [(5, 40, 0, 4), (5, 72, 0, 4), (2, 8, 16, 4)]);
        let by_name = ControlPacket::from_json(
            r#"{"external_buffers": {"x": {"xrt_id": 1, "name": "runtime_control_packet"}}}"#,
        )
        .unwrap();
        assert_eq!(by_name.index, Some(1));
    }

    #[test]
    fn dma_compiler_layout() {
        let cp = ControlPacket::from_json(
            r#"{"ctrl_pkt_patch_info": [{"offset": 24, "xrt_arg_id": 1, "bo_offset": 8}]}"#,
        )
        .unwrap();
        assert_eq!(cp.index, Some(4));
        assert_eq!(
            cp.patches,
            [Patch {
                xrt_id: 1,
                offset: 24,
                addend: 8,
                kind: 7
            }]
        );
    }

    #[test]
    fn bad_files_are_errors() {
        for text in [
            "[",
            "[]",
            "{}",
            r#"{"external_buffers": {"b": {}}}"#,
            r#"{"external_buffers": {"b": {"xrt_id": -1}}}"#,
            r#"{"external_buffers": {"b": {"xrt_id": 1, "control_packet_patch_locations": [{}]}}}"#,
        ] {
            assert!(ControlPacket::from_json(text).is_err(), "{text}");
        }
    }
}
