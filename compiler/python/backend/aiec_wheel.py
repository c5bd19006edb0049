"""The package's build backend: maturin's, with aiec's XRT runtime added to
the wheel.

maturin builds one Rust library per wheel, the extension ``aie._aiec``. The
C++ host programs of mlir-aie's examples link XRT's ``libxrt_coreutil.so``,
which here is aiec's XRT-compatible runtime (crate ``xrt-coreutil``): a
library of its own, since the extension cannot be loaded without a Python
interpreter. The extension's crate depends on the runtime's, so cargo makes
the runtime's library whenever it builds the extension: :func:`build_wheel`
has cargo build the extension's crate as maturin does (same profile, target
directory and package, so that the shared dependencies are built once, with
the same features), takes the runtime library from cargo's report, lets
maturin make the wheel and adds the library to it as :data:`LIBRARY`, around
which ``aie-sim --xrt-prefix`` lays out an XRT install (docs/python.md).
Every other hook is maturin's.
"""

import base64
import hashlib
import json
import os
import shutil
import subprocess
import sys
import zipfile


# The package's folder (compiler/python) and the extension's crate manifest.
PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(PACKAGE, "_aiec", "Cargo.toml")

# Where the runtime library goes in the wheel (where `_aiec` looks for it:
# compiler/python/_aiec/src/lib.rs, package_xrt_library).
LIBRARY = "aie/lib/libxrt_coreutil.so"


def __getattr__(name):
    """maturin's hook ``name``: every hook but :func:`build_wheel` is
    maturin's as it is (imported when asked for, so that this module's
    functions can be used without maturin)."""
    import maturin

    return getattr(maturin, name)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    """maturin's wheel, with the XRT runtime library added."""
    import maturin

    library = runtime_library()
    name = maturin.build_wheel(wheel_directory, config_settings, metadata_directory)
    add_to_wheel(os.path.join(wheel_directory, name), {LIBRARY: library})
    return name


def runtime_library():
    """Builds the extension's crate in release (the profile maturin builds
    it with, pyproject.toml) and returns the path of the shared library of
    its dependency ``xrt-coreutil``."""
    cargo = shutil.which("cargo") or "cargo"
    command = [cargo, "build", "--release", "--lib", "--manifest-path", MANIFEST,
               "--message-format=json-render-diagnostics"]
    print("Running `{}`".format(" ".join(command)), flush=True)
    done = subprocess.run(command, stdout=subprocess.PIPE, check=False)
    if done.returncode != 0:
        sys.exit(f"error: building the XRT runtime failed: {' '.join(command)}")
    for line in done.stdout.decode().splitlines():
        message = json.loads(line)
        if message.get("reason") == "compiler-artifact" and message["target"]["name"] == "xrt_coreutil":
            for path in message["filenames"]:
                if path.endswith(".so"):
                    return path
    sys.exit("error: cargo built no libxrt_coreutil.so")


def add_to_wheel(wheel, files):
    """Rewrites ``wheel`` with ``files`` (path in the wheel -> file on disk)
    added as executables and listed in its RECORD, which stays last."""
    with zipfile.ZipFile(wheel) as old:
        infos = old.infolist()
        record = next((i for i in infos if i.filename.endswith(".dist-info/RECORD")), None)
        if record is None:
            sys.exit(f"error: {wheel} has no RECORD")
        # RECORD lists itself, without a hash, last.
        rows = [row for row in old.read(record).decode().splitlines()
                if row and not row.startswith(record.filename + ",")]
        temporary = wheel + ".tmp"
        with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED) as new:
            for info in infos:
                if info is not record:
                    new.writestr(info, old.read(info))
            for name, path in sorted(files.items()):
                with open(path, "rb") as f:
                    data = f.read()
                info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
                info.external_attr = 0o100755 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                new.writestr(info, data)
                digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
                rows.append(f"{name},sha256={digest},{len(data)}")
            new.writestr(record.filename, "\n".join(rows + [record.filename + ",,"]) + "\n")
    os.replace(temporary, wheel)
