"""The examples written with aie.iron (``examples/*/design.py``) print
exactly the MLIR shipped beside them (``design.mlir`` after its header
comment), so the shipped designs are what IRON writes
(examples/README.md)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
DESIGNS = sorted(EXAMPLES.glob("*/design.py"))


def shipped(design: Path) -> str:
    """The example's design.mlir without its leading comment lines."""
    lines = (design.parent / "design.mlir").read_text().splitlines(keepends=True)
    return "".join(line for line in lines if not line.startswith("//"))


def test_the_iron_examples_are_found():
    assert {d.parent.name for d in DESIGNS} >= {"iron_passthrough", "iron_pipeline"}


@pytest.mark.parametrize("design", DESIGNS, ids=[d.parent.name for d in DESIGNS])
def test_an_iron_example_prints_its_shipped_mlir(design):
    done = subprocess.run(
        [sys.executable, str(design)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == shipped(design)
