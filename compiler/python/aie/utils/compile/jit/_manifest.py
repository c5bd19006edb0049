"""The inputs a compile consumed, recorded in its cache entry
(``deps.json``) and checked on the next lookup.

A cache key cannot name a design's kernel sources (they are known only once
the design is generated), so the compile records the files it read: each
Peano compile writes a dependency file (``-MD``), and the declared sources
are added. A compile that cannot tell what it read (Chess writes no
dependency file; a dependency file or an input that cannot be read) records
an *incomplete* manifest, which is never checked: such an entry is used as
it would be without manifests.

:func:`is_valid` fails closed: a missing, unreadable, malformed or stale
manifest is a miss. An input whose size and time match its record is
trusted without hashing it, so a same-size edit that also keeps the time
(a tick of a coarse clock, a checkout resetting times) goes unseen; so does
a header that comes to shadow a recorded one on the include path.

Recorded paths are absolute: a dependency file's relative paths are read
from the kernel directory (where Peano runs), declared sources from the
current directory; symbolic links are kept as written.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

logger = logging.getLogger(__name__)

MANIFEST_NAME = "deps.json"
_VERSION = 1
_CHUNK = 1 << 20


def _digest(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(_CHUNK):
            h.update(chunk)
    return h.hexdigest()


def _entry(path: Path) -> dict:
    st = path.stat()
    return {
        "path": str(path),
        "size": st.st_size,
        "mtime": st.st_mtime,
        "sha256": _digest(path),
    }


def _absolute(base: Path, path: Path) -> Path:
    """``path`` read from ``base``, normalized without resolving links."""
    return Path(os.path.normpath(base / path))


def _parse_depfile(depfile: Path) -> list[Path]:
    r"""The prerequisites of a make-style dependency file
    (``target: a b \<newline> c``), with make's quoting undone (``\ `` and
    ``\#`` are the characters, ``$$`` a dollar; another backslash is a path
    separator). No ``:``: no prerequisites."""
    text = depfile.read_text()
    tokens, current = [], []
    after_target = False

    def end_token():
        if current:
            tokens.append("".join(current))
            current.clear()

    i = 0
    while i < len(text):
        c, following = text[i], text[i + 1 : i + 2]
        if c == "\\" and following == "\n":
            end_token()
            i += 2
        elif c == "\\" and following in (" ", "#"):
            current.append(following)
            i += 2
        elif c == "$" and following == "$":
            current.append("$")
            i += 2
        elif c == ":" and not after_target:
            after_target = True
            current.clear()
            i += 1
        elif c.isspace():
            end_token()
            i += 1
        else:
            current.append(c)
            i += 1
    end_token()
    return [Path(t) for t in tokens] if after_target else []


def record(kernel_dir, external_kernels, source_files, used_chess=False) -> None:
    """Writes ``kernel_dir``'s manifest for a compile of the
    ``ExternalFunction`` kernels ``external_kernels`` and the declared
    ``source_files``: the files the dependency files (``*.d``) there name,
    the kernels' source files and the declared sources, those that exist;
    incomplete after Chess (``used_chess``), or when kernels were compiled
    but left no dependency file, or one cannot be read."""
    kernel_dir = Path(kernel_dir)
    compiled = [
        f
        for f in external_kernels
        if getattr(f, "_source_file", None) or getattr(f, "_source_string", None)
    ]
    depfiles = sorted(kernel_dir.glob("*.d"))
    if used_chess or (compiled and not depfiles):
        logger.debug(
            "cache manifest: %d kernel(s) without a depfile: incomplete", len(compiled)
        )
        _write(kernel_dir, [], complete=False)
        return
    found: set[Path] = set()
    for depfile in depfiles:
        try:
            found.update(_absolute(kernel_dir, p) for p in _parse_depfile(depfile))
        except OSError:
            logger.debug("cache manifest: %s unreadable: incomplete", depfile)
            _write(kernel_dir, [], complete=False)
            return
    cwd = Path.cwd()
    found.update(
        _absolute(cwd, Path(f._source_file))
        for f in compiled
        if getattr(f, "_source_file", None)
    )
    found.update(_absolute(cwd, Path(sf)) for sf in source_files)
    _write(kernel_dir, sorted((p for p in found if p.is_file()), key=str))


def _write(kernel_dir: Path, inputs: list[Path], complete: bool = True) -> None:
    """Writes the manifest (through a temporary file and a rename); an
    input that cannot be read makes it incomplete."""
    try:
        entries = [_entry(path) for path in inputs]
    except OSError as exc:
        logger.warning("cache manifest: %s; recording an incomplete manifest", exc)
        entries, complete = [], False
    payload = {"version": _VERSION, "complete": complete, "inputs": entries}
    target = Path(kernel_dir) / MANIFEST_NAME
    temporary = target.with_name(MANIFEST_NAME + ".tmp")
    temporary.write_text(json.dumps(payload))
    os.replace(temporary, target)


def write_for_test(kernel_dir, inputs) -> None:
    """Writes a complete manifest of ``inputs`` (for tests that make a cache
    entry by hand)."""
    _write(Path(kernel_dir), [Path(i) for i in inputs])


def _input_unchanged(rec) -> bool:
    """Whether the input a manifest record describes is as recorded."""
    if not isinstance(rec, dict):
        return False
    path, size, mtime, sha256 = (
        rec.get(k) for k in ("path", "size", "mtime", "sha256")
    )
    if not (
        isinstance(path, str)
        and isinstance(size, int)
        and isinstance(mtime, (int, float))
        and isinstance(sha256, str)
    ):
        return False
    try:
        st = Path(path).stat()
        if st.st_size == size and st.st_mtime == mtime:
            return True
        return _digest(Path(path)) == sha256
    except OSError:
        return False


def is_valid(kernel_dir: Path) -> bool:
    """Whether every input ``kernel_dir``'s manifest records is unchanged
    (same size and time, else same SHA-256). An incomplete manifest is
    valid (nothing to check); a missing or malformed one is not."""
    path = Path(kernel_dir) / MANIFEST_NAME
    try:
        payload = json.loads(path.read_text())
    except (OSError, ValueError):
        return False
    if not isinstance(payload, dict) or payload.get("version") != _VERSION:
        return False
    if not payload.get("complete", True):
        logger.debug("cache manifest: %s is incomplete; not checking", path)
        return True
    inputs = payload.get("inputs", ())
    return isinstance(inputs, list) and all(_input_unchanged(rec) for rec in inputs)
