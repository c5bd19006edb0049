//! The `EMBEDDED_METADATA` section: XML describing the kernels, their
//! arguments and instances, in the element and attribute names XRT's
//! xclbin metadata uses (`<kernel>`, `<arg addressQualifier= id= size=
//! offset= hostSize= type= port=>`, `<instance>`). Reading takes only
//! those elements and their attributes; everything else is skipped.

use super::{Arg, Error, Kernel, Qualifier};

/// The metadata XML of `kernels`.
pub(super) fn write(kernels: &[Kernel]) -> String {
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project name=\"aiec\">\n  \
         <platform vendor=\"aiec\" boardid=\"aie-sim\" name=\"npu\" featureRomTime=\"0\">\n    \
         <device name=\"fpga0\" fpgaDevice=\"aie\" addrWidth=\"0\">\n      \
         <core name=\"OCL_REGION_0\" target=\"hw\" type=\"clc_region\" clockFreq=\"0MHz\" numComputeUnits=\"1\">\n",
    );
    for k in kernels {
        out += &format!(
            "        <kernel name=\"{}\" language=\"c\" type=\"dpu\" dpuKernelId=\"0x{:x}\">\n",
            escape(&k.name),
            k.id
        );
        for (i, a) in k.args.iter().enumerate() {
            out += &format!(
                "          <arg name=\"{}\" addressQualifier=\"{}\" id=\"{i}\" port=\"{}\" size=\"0x{:x}\" offset=\"0x{:x}\" hostOffset=\"0x0\" hostSize=\"0x{:x}\" type=\"{}\"/>\n",
                escape(&a.name),
                a.qualifier as u8,
                escape(a.memory.as_deref().unwrap_or("")),
                a.size,
                a.offset,
                a.size,
                escape(&a.ty)
            );
        }
        out += &format!(
            "          <instance name=\"{}\"/>\n        </kernel>\n",
            escape(&k.instance)
        );
    }
    out + "      </core>\n    </device>\n  </platform>\n</project>\n"
}

/// The kernels the metadata declares, with their arguments (in `id`
/// order, each with the memory its `port` names) and first instance.
pub(super) fn read(xml: &str) -> Result<Vec<Kernel>, Error> {
    let mut kernels: Vec<Kernel> = Vec::new();
    for (name, attrs) in elements(xml)? {
        let get = |key: &str| {
            attrs
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let need = |key: &str| {
            get(key).ok_or_else(|| Error(format!("EMBEDDED_METADATA: <{name}> has no {key}")))
        };
        match name.as_str() {
            "kernel" => kernels.push(Kernel {
                name: need("name")?.to_string(),
                instance: String::new(),
                id: get("dpuKernelId").map_or(Ok(0), |v| number32(v, "dpuKernelId"))?,
                args: Vec::new(),
            }),
            "arg" | "instance" => {
                let Some(k) = kernels.last_mut() else {
                    return Err(Error(format!(
                        "EMBEDDED_METADATA: <{name}> outside a <kernel>"
                    )));
                };
                if name == "instance" {
                    if k.instance.is_empty() {
                        k.instance = need("name")?.to_string();
                    }
                    continue;
                }
                let qualifier = match need("addressQualifier")? {
                    "0" => Qualifier::Scalar,
                    "1" => Qualifier::Global,
                    q => return Err(Error(format!(
                        "EMBEDDED_METADATA: argument '{}' has addressQualifier {q} (0 scalar or 1 global)",
                        need("name")?
                    ))),
                };
                let id = number(need("id")?, "id")?;
                if id != k.args.len() as u64 {
                    return Err(Error(format!(
                        "EMBEDDED_METADATA: kernel '{}' argument {} has id {id}; ids must count up from 0",
                        k.name,
                        k.args.len()
                    )));
                }
                k.args.push(Arg {
                    name: need("name")?.to_string(),
                    qualifier,
                    ty: need("type")?.to_string(),
                    offset: number32(need("offset")?, "offset")?,
                    size: number32(need("size")?, "size")?,
                    memory: get("port").filter(|p| !p.is_empty()).map(str::to_string),
                });
            }
            _ => {}
        }
    }
    Ok(kernels)
}

/// A number written in decimal or `0x` hex.
fn number(text: &str, what: &str) -> Result<u64, Error> {
    let parsed = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    parsed.map_err(|_| {
        Error(format!(
            "EMBEDDED_METADATA: {what} '{text}' is not a number"
        ))
    })
}

/// A number that must fit in 32 bits.
fn number32(text: &str, what: &str) -> Result<u32, Error> {
    u32::try_from(number(text, what)?).map_err(|_| {
        Error(format!(
            "EMBEDDED_METADATA: {what} '{text}' does not fit in 32 bits"
        ))
    })
}

/// XML's escapes for attribute values.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

fn unescape(text: &str) -> Result<String, Error> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out += &rest[..at];
        let end = rest[at..].find(';').ok_or_else(|| {
            Error(format!(
                "EMBEDDED_METADATA: unterminated entity in '{text}'"
            ))
        })?;
        out.push(match &rest[at + 1..at + end] {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "quot" => '"',
            "apos" => '\'',
            e => return Err(Error(format!("EMBEDDED_METADATA: unknown entity &{e};"))),
        });
        rest = &rest[at + end + 1..];
    }
    Ok(out + rest)
}

type Element = (String, Vec<(String, String)>);

/// Every start (or empty) element of `xml` with its attributes, in order;
/// declarations, comments and end tags are skipped.
fn elements(xml: &str) -> Result<Vec<Element>, Error> {
    let mut out = Vec::new();
    let mut rest = xml;
    while let Some(at) = rest.find('<') {
        rest = &rest[at + 1..];
        if let Some(body) = rest.strip_prefix("!--") {
            let end = body
                .find("-->")
                .ok_or_else(|| Error("EMBEDDED_METADATA: unterminated comment".into()))?;
            rest = &body[end + 3..];
            continue;
        }
        let end = rest
            .find('>')
            .ok_or_else(|| Error("EMBEDDED_METADATA: unterminated element".into()))?;
        let tag = &rest[..end];
        rest = &rest[end + 1..];
        if tag.starts_with(['?', '/', '!']) {
            continue;
        }
        out.push(element(tag.trim_end_matches('/'))?);
    }
    Ok(out)
}

/// `name key="value" ...` of a start tag.
fn element(tag: &str) -> Result<Element, Error> {
    let name_end = tag.find(char::is_whitespace).unwrap_or(tag.len());
    let mut attrs = Vec::new();
    let mut rest = tag[name_end..].trim_start();
    while !rest.is_empty() {
        let bad = || Error(format!("EMBEDDED_METADATA: malformed attribute in <{tag}>"));
        let eq = rest.find('=').ok_or_else(bad)?;
        let key = rest[..eq].trim();
        let value = rest[eq + 1..].trim_start();
        let quote = value.chars().next().filter(|&q| q == '"' || q == '\'');
        let quote = quote.ok_or_else(bad)?;
        let close = value[1..].find(quote).ok_or_else(bad)?;
        attrs.push((key.to_string(), unescape(&value[1..1 + close])?));
        rest = value[close + 2..].trim_start();
    }
    Ok((tag[..name_end].to_string(), attrs))
}
