//! The Python package `compiler/python/aie/utils/trace/` (mlir-aie's
//! `parse_trace`), run with python3 against aie-sim's decoder; skipped,
//! with a message, without python3.

use std::process::Command;

/// A design tracing INSTR_EVENT_0/1 (slots 0, 1) on the core of (0, 2).
const DESIGN: &str = r#"module {
  aie.device(npu2) {
    aie.runtime_sequence(%a: memref<8xi32>) {
      aiex.npu.write32 {address = 213216 : ui32, column = 0 : i32, row = 2 : i32, value = 8737 : ui32}
    }
  }
}
"#;

/// A packet of (0, 2), id 1: Start, slot 0 after 4 idle cycles, slot 1
/// after 20, filler.
const WORDS: [u32; 8] = [
    0x8002_0001,
    0xF000_0000,
    0x0000_0000,
    0x0484_14FE,
    0xFEFE_FEFE,
    0xFEFE_FEFE,
    0xFEFE_FEFE,
    0xFEFE_FEFE,
];

/// What `script` prints, run by python3 with the project's Python modules
/// and the aiec tools they call; `None` (said on stderr) without python3.
fn python(script: &str) -> Option<String> {
    if Command::new("python3").arg("--version").output().is_err() {
        eprintln!("skipped: no python3");
        return None;
    }
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .env("PYTHONPATH", concat!(env!("CARGO_MANIFEST_DIR"), "/python"))
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .env("AIE_SIM", env!("CARGO_BIN_EXE_aie-sim"))
        .env("AIEC", env!("CARGO_BIN_EXE_aiec"))
        .output()
        .expect("python3 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn parse_trace_returns_the_decoders_events() {
    let words: Vec<String> = WORDS.iter().map(|w| w.to_string()).collect();
    let script = format!(
        "from aie.utils.trace import parse_trace\n\
         ev = parse_trace([{}], {DESIGN:?})\n\
         for e in ev:\n    print(e['name'], e['ph'], e.get('ts', '-'), e['pid'], e.get('tid', '-'))\n",
        words.join(", ")
    );
    let Some(stdout) = python(&script) else {
        return;
    };
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines[0], "process_name M - 0 -");
    assert_eq!(lines[1], "thread_name M - 0 0");
    assert_eq!(
        lines[9..],
        [
            "INSTR_EVENT_0 B 5 0 0",
            "INSTR_EVENT_0 E 6 0 0",
            "INSTR_EVENT_1 B 26 0 1"
        ]
    );
}

/// A fused trace buffer on `@main`'s sequence, its callee's own buffer, and
/// a sequence without one, written across lines (aiec prints them on one).
const BUFFERS: &str = r#"module {
  aie.device(npu1_1col) {
    aie.runtime_sequence @sequence(%a: memref<64xi32>, %t: memref<12288xi8>)
        attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0,
                                                     size = 12288, dedicated = true>,
                    trace_slices = [#aie.trace_slice<device = "dev_a", sequence = "seq_a", offset = 0, size = 8192>,
                                    #aie.trace_slice<device = "dev_b", sequence = "seq_b", offset = 8192, size = 4096>]} {
    }
  }
  aie.device(npu1_1col) @dev_b {
    aie.runtime_sequence @seq_b(%a: memref<64xi32>, %t: memref<4096xi8>) attributes {trace_buffer = #aie.trace_buffer<arg_index = 1, offset = 0, size = 4096, dedicated = true>} {
    }
    aie.runtime_sequence @untraced(%a: memref<64xi32>) {
    }
  }
}
"#;

#[test]
fn trace_buffers_and_slices_are_read_from_the_design() {
    let script = format!(
        "from aie.utils.trace import get_trace_buffer, get_trace_slices\n\
         d = {BUFFERS:?}\n\
         print(get_trace_buffer(d))\n\
         for s in get_trace_slices(d):\n    print(s['device'], s['sequence'], s['offset'], s['size'])\n\
         print(get_trace_slices(d, 'dev_b:seq_b'))\n\
         print(get_trace_buffer(d, 'dev_b:untraced'), get_trace_slices(d, 'dev_b:untraced'))\n\
         try:\n    get_trace_buffer(d, 'main:nosuch')\n\
         except ValueError as e:\n    print(e)\n"
    );
    let Some(stdout) = python(&script) else {
        return;
    };
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(
        lines,
        [
            "{'arg_index': 1, 'offset': 0, 'size': 12288, 'dedicated': True}",
            "dev_a seq_a 0 8192",
            "dev_b seq_b 8192 4096",
            "[{'device': 'dev_b', 'sequence': 'seq_b', 'offset': 0, 'size': 4096}]",
            "None []",
            "no runtime sequence named 'main:nosuch'; the design has main:sequence, dev_b:seq_b, dev_b:untraced",
        ]
    );
}
