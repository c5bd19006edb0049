"""The build backend's part of the wheel (compiler/python/backend/aiec_wheel.py):
the XRT runtime library added to the wheel maturin made, listed in its RECORD."""

import base64
import hashlib
import importlib.util
import zipfile
from pathlib import Path

import pytest

BACKEND = Path(__file__).resolve().parents[1] / "backend" / "aiec_wheel.py"


@pytest.fixture(scope="module")
def backend():
    spec = importlib.util.spec_from_file_location("aiec_wheel", BACKEND)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _digest(data):
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _wheel(path):
    """A wheel as maturin writes one: a module, its dist-info, RECORD last."""
    module = b"VALUE = 1\n"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("aie/__init__.py", module)
        z.writestr("aiec-0.1.0.dist-info/WHEEL", "Wheel-Version: 1.0\n")
        z.writestr(
            "aiec-0.1.0.dist-info/RECORD",
            f"aie/__init__.py,sha256={_digest(module)},{len(module)}\n"
            "aiec-0.1.0.dist-info/WHEEL,,\n"
            "aiec-0.1.0.dist-info/RECORD,,\n",
        )


def test_the_library_is_added_executable_and_recorded(backend, tmp_path):
    wheel = tmp_path / "aiec-0.1.0-cp311-cp311-linux_x86_64.whl"
    _wheel(wheel)
    library = tmp_path / "libxrt_coreutil.so"
    library.write_bytes(b"\x7fELF library bytes")
    backend.add_to_wheel(str(wheel), {backend.LIBRARY: str(library)})
    with zipfile.ZipFile(wheel) as z:
        assert z.read("aie/__init__.py") == b"VALUE = 1\n"
        info = z.getinfo("aie/lib/libxrt_coreutil.so")
        assert z.read(info) == library.read_bytes()
        assert (info.external_attr >> 16) & 0o777 == 0o755
        rows = z.read("aiec-0.1.0.dist-info/RECORD").decode().splitlines()
    data = library.read_bytes()
    assert f"aie/lib/libxrt_coreutil.so,sha256={_digest(data)},{len(data)}" in rows
    assert rows[-1] == "aiec-0.1.0.dist-info/RECORD,,"
    assert rows.count("aiec-0.1.0.dist-info/RECORD,,") == 1
    assert not list(tmp_path.glob("*.tmp"))


def test_a_wheel_without_a_record_is_refused(backend, tmp_path):
    wheel = tmp_path / "bad.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        z.writestr("aie/__init__.py", "")
    library = tmp_path / "lib.so"
    library.write_bytes(b"x")
    with pytest.raises(SystemExit, match="has no RECORD"):
        backend.add_to_wheel(str(wheel), {backend.LIBRARY: str(library)})
