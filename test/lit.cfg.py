# LLVM lit configuration for the cross-check of aiec's lit tests with LLVM's
# lit and FileCheck (Debian: llvm-19-tools). `cargo test` runs the same files
# with the embedded litnik; see docs/testing.md.
#
#   cargo build -p compiler
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv test/
#
# Environment: AIEC = the aiec binary (default: target/debug/aiec; .ci/run
# sets it from `cargo metadata`'s target directory), AIESIM =
# the aie-sim binary (default: next to aiec; aiecc is the one next to aiec),
# LLVM_TOOLS_DIR = where FileCheck and not live (default: /usr/lib/llvm-19/bin).

import os
import subprocess

import lit.formats

config.name = "aiec"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir", ".asm"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
workspace = os.path.dirname(config.test_source_root)
config.available_features.add("aiec")

aiec = os.path.abspath(os.environ.get("AIEC", os.path.join(workspace, "target", "debug", "aiec")))
if not os.path.exists(aiec):
    lit_config.fatal(f"no aiec binary at {aiec}: run `cargo build -p compiler` or set AIEC")
# Scratch files go beside the binary's profile directory (target/lit).
config.test_exec_root = os.path.join(os.path.dirname(os.path.dirname(aiec)), "lit")
# Tests marked `REQUIRES: mlir` need an aiec built with the `mlir` feature.
probe = subprocess.run([aiec, "-", "--upstream-pipeline=builtin.module()"], input=b"module {}",
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
if probe.returncode == 0:
    config.available_features.add("mlir")
llvm_tools = os.environ.get("LLVM_TOOLS_DIR", "/usr/lib/llvm-19/bin")

# aie-opt and aie-translate are aiec too, so mlir-aie RUN lines work unchanged.
bin_dir = os.path.join(config.test_exec_root, "bin")
os.makedirs(bin_dir, exist_ok=True)
aiesim = os.path.abspath(os.environ.get("AIESIM", os.path.join(os.path.dirname(aiec), "aie-sim")))
aiecc = os.path.join(os.path.dirname(aiec), "aiecc")
for name, target in [("aiec", aiec), ("aie-opt", aiec), ("aie-translate", aiec), ("aie-sim", aiesim),
                     ("aiecc", aiecc)]:
    link = os.path.join(bin_dir, name)
    if os.path.lexists(link):
        os.remove(link)
    os.symlink(target, link)
config.environment["PATH"] = os.pathsep.join([bin_dir, llvm_tools, os.environ["PATH"]])
