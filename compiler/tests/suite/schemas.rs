//! Every JSON the tools write validates against its schema in
//! `docs/schemas/`: the routing dump, `--diagnostics=json` (aiec and
//! aie-sim), `--report=resources=json`, `aie-sim --summary=json` and
//! `--print-isa=json`.
//!
//! The validator is the subset of JSON Schema (2020-12) the schemas use:
//! `type` (one or a list), `enum`, `const`, `minimum`, `maximum`,
//! `properties`, `required`, `additionalProperties: false`, `items` and
//! local `$ref`s — about sixty lines, where the `jsonschema` crate would add
//! a regex engine, an HTTP resolver and dozens of crates to the test build.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn schema(name: &str) -> Value {
    let path = root().join("docs/schemas").join(name);
    serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap()
}

/// The places where `v` breaks `schema` (`root` resolves `$ref`s), as
/// JSON-pointer-like paths with what is wrong.
fn errors(root: &Value, schema: &Value, v: &Value, at: &str, out: &mut Vec<String>) {
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        let target = r
            .strip_prefix("#/")
            .map(|p| p.split('/').fold(root, |s, k| &s[k]))
            .unwrap_or(&Value::Null);
        return errors(root, target, v, at, out);
    }
    if let Some(t) = schema.get("type") {
        let types: Vec<&str> = match t {
            Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
            t => t.as_str().into_iter().collect(),
        };
        if !types.iter().any(|&t| is_type(v, t)) {
            out.push(format!("{at}: {v} is not of type {types:?}"));
            return;
        }
    }
    if let Some(Value::Array(allowed)) = schema.get("enum") {
        if !allowed.contains(v) {
            out.push(format!("{at}: {v} is not one of {allowed:?}"));
        }
    }
    if let Some(c) = schema.get("const") {
        if c != v {
            out.push(format!("{at}: {v} is not {c}"));
        }
    }
    if let (Some(min), Some(x)) = (schema.get("minimum").and_then(Value::as_f64), v.as_f64()) {
        if x < min {
            out.push(format!("{at}: {x} is below {min}"));
        }
    }
    if let (Some(max), Some(x)) = (schema.get("maximum").and_then(Value::as_f64), v.as_f64()) {
        if x > max {
            out.push(format!("{at}: {x} is above {max}"));
        }
    }
    if let Value::Object(o) = v {
        let props = schema.get("properties").and_then(Value::as_object);
        for key in schema
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if !key.as_str().is_some_and(|k| o.contains_key(k)) {
                out.push(format!("{at}: {key} is missing"));
            }
        }
        for (k, x) in o {
            match props.and_then(|p| p.get(k)) {
                Some(s) => errors(root, s, x, &format!("{at}/{k}"), out),
                None if schema.get("additionalProperties") == Some(&Value::Bool(false)) => {
                    out.push(format!("{at}: {k} is not allowed"))
                }
                None => {}
            }
        }
    }
    if let (Value::Array(items), Some(s)) = (v, schema.get("items")) {
        for (i, x) in items.iter().enumerate() {
            errors(root, s, x, &format!("{at}/{i}"), out);
        }
    }
}

fn is_type(v: &Value, t: &str) -> bool {
    match t {
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "integer" => v.is_i64() || v.is_u64(),
        "number" => v.is_number(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        _ => false,
    }
}

/// Asserts that `text` (one JSON value) validates against schema `name`.
fn valid(name: &str, text: &str) {
    let s = schema(name);
    let v: Value = serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"));
    let mut out = Vec::new();
    errors(&s, &s, &v, "", &mut out);
    assert!(out.is_empty(), "{name}:\n{}", out.join("\n"));
}

fn run(bin: &str, args: &[&str]) -> std::process::Output {
    Command::new(bin)
        .args(args)
        .current_dir(root())
        .output()
        .expect("the tool runs")
}

const AIEC: &str = env!("CARGO_BIN_EXE_aiec");
const SIM: &str = env!("CARGO_BIN_EXE_aie-sim");

#[test]
fn the_validator_rejects_what_breaks_a_schema() {
    let s = schema("sim-summary.schema.json");
    let check = |text: &str| {
        let mut out = Vec::new();
        errors(&s, &s, &serde_json::from_str(text).unwrap(), "", &mut out);
        out
    };
    let good = r#"{"format":"aie-sim-summary","version":1,"cycles":3,"verdict":"pass","outputs":[{"arg":1,"output":null,"expect":"e.bin","match":true}]}"#;
    assert!(check(good).is_empty());
    let bad = [
        good.replace("\"pass\"", "\"fine\""),
        good.replace("\"cycles\":3,", ""),
        good.replace("\"cycles\":3", "\"cycles\":-3"),
        good.replace("\"match\":true", "\"match\":1"),
        good.replace("\"arg\":1,", "\"arg\":1,\"extra\":0,"),
        good.replace("\"version\":1", "\"version\":2"),
    ];
    for b in &bad {
        assert!(!check(b).is_empty(), "accepted {b}");
    }
}

#[test]
fn routing_dumps_validate() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [(&[&str], &str, bool); 3] = [
        (
            &[
                "--aie-create-pathfinder-flows",
                "test/route/Inputs/npu2-all-columns.mlir",
            ],
            "npu2",
            true,
        ),
        (&["examples/broadcast/design.mlir"], "bcast", true),
        (
            &[
                "--aie-create-pathfinder-flows",
                "test/route/error-capacity-column.mlir",
            ],
            "fail",
            false,
        ),
    ];
    for (args, name, ok) in cases {
        let json = dir.path().join(format!("{name}.json"));
        let mut all = args.to_vec();
        let dump = format!("--dump-routing=json:{}", json.display());
        all.extend([dump.as_str(), "-o", "/dev/null"]);
        assert_eq!(run(AIEC, &all).status.success(), ok, "{name}");
        valid(
            "routing.schema.json",
            &std::fs::read_to_string(&json).unwrap(),
        );
    }
}

#[test]
fn diagnostics_validate_in_both_tools() {
    let cases: [(&str, &[&str]); 4] = [
        (
            AIEC,
            &[
                "--diagnostics=json",
                "test/verify/did-you-mean.mlir",
                "--split-input-file",
            ],
        ),
        (
            AIEC,
            &[
                "--diagnostics=json",
                "--aie-create-pathfinder-flows",
                "test/route/error-capacity-column.mlir",
            ],
        ),
        (AIEC, &["--diagnostics=json", "/nonexistent/x.mlir"]),
        (SIM, &["--diagnostics=json", "test/sim/summary-json.mlir"]),
    ];
    for (bin, args) in cases {
        let out = run(bin, args);
        assert!(!out.status.success());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(!err.is_empty());
        for line in err.lines() {
            valid("diagnostic.schema.json", line);
        }
    }
}

#[test]
fn the_resource_report_validates() {
    let out = run(
        AIEC,
        &["examples/broadcast/design.mlir", "--report=resources=json"],
    );
    assert!(out.status.success());
    valid(
        "resources.schema.json",
        &String::from_utf8(out.stdout).unwrap(),
    );
}

#[test]
fn the_placement_report_and_a_placed_design_s_resources_validate() {
    let design = "examples/iron_pipeline/design.mlir";
    for (report, schema) in [
        ("--report=placement=json", "placement.schema.json"),
        ("--report=resources=json", "resources.schema.json"),
    ] {
        let out = run(AIEC, &[design, report]);
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("aie.logical_tile<CoreTile>(?, ?)"), "{text}");
        valid(schema, &text);
    }
}

#[test]
fn the_simulator_summary_validates() {
    let design = "examples/add_one/design.mlir";
    let pass = run(
        SIM,
        &[
            design,
            "--input=0=examples/add_one/input0.bin",
            "--expect=1=examples/add_one/expected1.bin",
            "--summary=json",
        ],
    );
    let mismatch = run(
        SIM,
        &[
            design,
            "--input=0=examples/add_one/input0.bin",
            "--expect=1=examples/add_one/input0.bin",
            "--summary=json",
        ],
    );
    let error = run(SIM, &["test/sim/summary-json.mlir", "--summary=json"]);
    for out in [pass, mismatch, error] {
        valid(
            "sim-summary.schema.json",
            &String::from_utf8(out.stdout).unwrap(),
        );
    }
}

#[test]
fn the_isa_table_validates() {
    let out = run(AIEC, &["--print-isa=json"]);
    assert!(out.status.success());
    valid("isa.schema.json", &String::from_utf8(out.stdout).unwrap());
}
