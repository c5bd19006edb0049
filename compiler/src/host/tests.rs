use super::context::{Context, Failure, RunOptions, Work};
use super::loaded::Design;
use runtime_sim::xclbin::Xclbin;

/// A design that adds `add` to 64 words in blocks of 16; its core loops
/// forever, so that a host program can run it again and again.
fn forever(add: i32) -> String {
    format!(
        r#"module {{
  aie.device(npu1_1col) {{
    %t00 = aie.tile(0, 0)
    %t02 = aie.tile(0, 2)
    aie.objectfifo @in(%t00, {{%t02}}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.objectfifo @out(%t02, {{%t00}}, 2 : i32) : !aie.objectfifo<memref<16xi32>>
    aie.core(%t02) {{
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %big = arith.constant 0xFFFFFFFF : index
      %k = arith.constant {add} : i32
      scf.for %n = %c0 to %big step %c1 {{
        %a = aie.objectfifo.acquire @in(Consume, 1) : !aie.objectfifosubview<memref<16xi32>>
        %b = aie.objectfifo.acquire @out(Produce, 1) : !aie.objectfifosubview<memref<16xi32>>
        %x = aie.objectfifo.subview.access %a[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        %y = aie.objectfifo.subview.access %b[0] : !aie.objectfifosubview<memref<16xi32>> -> memref<16xi32>
        scf.for %i = %c0 to %c16 step %c1 {{
          %v = memref.load %x[%i] : memref<16xi32>
          %w = arith.addi %v, %k : i32
          memref.store %w, %y[%i] : memref<16xi32>
        }}
        aie.objectfifo.release @in(Consume, 1)
        aie.objectfifo.release @out(Produce, 1)
      }}
      aie.end
    }}
    aie.runtime_sequence(%a : memref<64xi32>, %b : memref<64xi32>) {{
      %t1 = aiex.dma_configure_task_for @in {{
        aie.dma_bd(%a : memref<64xi32>, 0, 64)
        aie.end
      }}
      %t2 = aiex.dma_configure_task_for @out {{
        aie.dma_bd(%b : memref<64xi32>, 0, 64)
        aie.end
      }} {{issue_token = true}}
      aiex.dma_start_task(%t1)
      aiex.dma_start_task(%t2)
      aiex.dma_await_task(%t2)
    }}
  }}
}}
"#
    )
}

/// `design` through aiecc: its xclbin and instruction words.
fn compiled(design: &str) -> (Xclbin, Vec<u32>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("aie.mlir");
    std::fs::write(&path, design).unwrap();
    let at = |f: &str| dir.path().join(f).to_string_lossy().into_owned();
    let args = [
        "aiecc".to_string(),
        "--aie-generate-xclbin".into(),
        "--aie-generate-npu-insts".into(),
        format!("--xclbin-name={}", at("aie.xclbin")),
        format!("--npu-insts-name={}", at("insts.bin")),
        at("aie.mlir"),
    ];
    let (code, _, err) =
        crate::capture(|c| crate::aiecc::main_in(args.map(Into::into).to_vec(), c));
    assert_eq!(code, 0, "{err}");
    let x = Xclbin::read(&std::fs::read(at("aie.xclbin")).unwrap()).unwrap();
    let bytes = std::fs::read(at("insts.bin")).unwrap();
    let words = bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    (x, words)
}

fn context(x: &Xclbin) -> Context {
    let design = Design::from_xclbin(x, "aie.xclbin", x.kernels[0].id).unwrap();
    Context::new(design, None, RunOptions::default()).unwrap()
}

fn words(values: impl Iterator<Item = i32>) -> Vec<u8> {
    values.flat_map(|v| v.to_le_bytes()).collect()
}

/// The instruction buffer runs on the array the xclbin configures; the
/// output buffer holds what the simulated array wrote. A second run goes on
/// from where the first left the array (the core loops on), without the
/// configuration.
#[test]
fn instruction_buffers_run_on_the_configured_array_twice() {
    let (x, insts) = compiled(&forever(7));
    let mut ctx = context(&x);
    for round in 0..2 {
        let input = words((0..64).map(|i| i * 3 + round));
        let buffers = vec![Some(input), Some(vec![0; 256])];
        let (report, back) = ctx.run(Work::Instructions(&insts), buffers).unwrap();
        assert_eq!(
            back[1].as_deref(),
            Some(&words((0..64).map(|i| i * 3 + round + 7))[..])
        );
        assert!(report.cycles > 0);
    }
}

/// A stream that waits for a token no task sends deadlocks: a timeout with
/// the simulator's who-waits-on-what report.
#[test]
fn a_run_that_cannot_finish_times_out_with_the_report() {
    let (x, _) = compiled(&forever(1));
    let mut ctx = context(&x);
    let sync = [0x80, 16, 0, 1 << 8 | 1 << 16];
    let mut stream = vec![6 << 24 | 3 << 16 | 1 << 8, 1 << 8 | 1, 1, 32];
    stream.extend(sync);
    let Err(Failure { timeout, error }) = ctx.run(Work::Instructions(&stream), vec![]) else {
        panic!("the run completed");
    };
    let message = error.plain();
    assert!(timeout);
    assert!(
        message.starts_with("deadlock: nothing can progress at cycle"),
        "{message}"
    );
    assert!(message.contains("WAIT_TCTS"), "{message}");
}

/// A malformed instruction buffer, or one for another device, is an error.
#[test]
fn bad_instruction_buffers_are_errors() {
    let (x, insts) = compiled(&forever(1));
    let mut ctx = context(&x);
    let Err(f) = ctx.run(Work::Instructions(&insts[..3]), vec![]) else {
        panic!("ran");
    };
    assert_eq!(
        f.error.plain(),
        "the instruction buffer: instruction word 3: the stream has 3 word(s); its header has 4"
    );
    let mut other = insts.clone();
    other[1] = 1 << 8 | 4;
    let Err(f) = ctx.run(Work::Instructions(&other), vec![]) else {
        panic!("ran");
    };
    let message = f.error.plain();
    assert!(
        message.contains("is for a device of generation 3, 6 rows, 4 columns"),
        "{message}"
    );
    let Err(f) = ctx.run(Work::Instructions(&insts), vec![Some(vec![0; 256])]) else {
        panic!("ran without its output buffer");
    };
    let message = f.error.plain();
    assert!(
        message.contains("argument 1, which the run does not have"),
        "{message}"
    );
}

/// Every single-word change of an instruction buffer runs, or fails with
/// a message: nothing panics.
#[test]
fn damaged_instruction_buffers_never_panic() {
    let (x, insts) = compiled(&forever(1));
    let design = Design::from_xclbin(&x, "aie.xclbin", x.kernels[0].id).unwrap();
    let options = RunOptions {
        max_cycles: 20_000,
        trace: None,
    };
    let mut ctx = Context::new(design, None, options).unwrap();
    for at in 0..insts.len() {
        for flip in [1, 0x8000_0000, 0xFFFF_FFFF] {
            let mut damaged = insts.clone();
            damaged[at] ^= flip;
            let buffers = vec![Some(vec![0; 256]), Some(vec![0; 256])];
            let _ = ctx.run(Work::Instructions(&damaged), buffers);
        }
    }
}

#[test]
fn the_prefixes_of_another_aie_sim_link_to_it() {
    // A process whose executable is not aie-sim (the Python package's
    // console script) names the aie-sim its prefixes are made beside.
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join("aie-sim");
    std::fs::write(&program, "#!/bin/sh\n").unwrap();
    let args = vec!["aie-sim".into(), "--peano-prefix".into()];
    let install = super::prefix::Install {
        program: Some(program.clone()),
        xrt_library: None,
    };
    let (code, out, err) = crate::capture(|c| super::aie_sim_as(Some(&install), args, c));
    assert_eq!(code, 0, "{err}");
    let prefix = std::path::PathBuf::from(out.trim_end());
    assert_eq!(prefix, dir.path().join("aiec-peano"));
    for name in super::prefix::KERNEL_COMPILERS {
        let link = std::fs::read_link(prefix.join("bin").join(name)).unwrap();
        assert_eq!(link, program);
    }
}

#[test]
fn the_xrt_prefix_is_laid_out_around_the_install_s_library() {
    // The Python package's install: the runtime library its wheel carries,
    // away from the aie-sim console script.
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("aie/lib").join(super::prefix::XRT_LIBRARY);
    std::fs::create_dir_all(lib.parent().unwrap()).unwrap();
    std::fs::write(&lib, b"\x7fELF").unwrap();
    let install = super::prefix::Install {
        program: Some(dir.path().join("bin/aie-sim")),
        xrt_library: Some(lib.clone()),
    };
    let args = vec!["aie-sim".into(), "--xrt-prefix".into()];
    let (code, out, err) = crate::capture(|c| super::aie_sim_as(Some(&install), args, c));
    assert_eq!(code, 0, "{err}");
    let prefix = std::path::PathBuf::from(out.trim_end());
    assert_eq!(prefix, dir.path().join("aie/lib/xrt-coreutil"));
    assert!(prefix.join("include/xrt/xrt_device.h").is_file());
    assert!(prefix.join("share/cmake/XRT/xrt-config.cmake").is_file());
    let script = std::fs::read_to_string(prefix.join("lib").join(super::prefix::XRT_LIBRARY));
    let lib = lib.canonicalize().unwrap();
    assert!(
        script
            .unwrap()
            .contains(&format!("INPUT({})", lib.display())),
        "a linker script naming the library by its absolute path"
    );
    // No library, no prefix: an error saying how to get one.
    std::fs::remove_file(&lib).unwrap();
    let args = vec!["aie-sim".into(), "--xrt-prefix".into()];
    let (code, _, err) = crate::capture(|c| super::aie_sim_as(Some(&install), args, c));
    assert_eq!(code, 1);
    assert!(err.contains("no XRT runtime library"), "{err}");
}
