"""Compiling a design (aiecc's products, made by aiec's session in this
process through ``_aiec.package``) and its external C++ kernels (Peano, or
Chess through ``xchesscc_wrapper``) to the files the NPU runtime loads.

The kernel compilers are :mod:`aie.utils.config`'s (docs/host-programs.md);
one that fails raises :class:`aie.AiecError` (a ``RuntimeError``) with its
error output. A design aiec refuses raises :class:`aie.AiecError` with its
diagnostics (each at its file, line and column, with help and notes, as
aiec prints them).
"""

import logging
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import aie.utils.config as config

from .target import resolve_target_arch

if TYPE_CHECKING:
    from aie.ir import Module

logger = logging.getLogger(__name__)

# --- making an LLVM IR kernel inlinable ---------------------------------------

# LLVM's linkage keywords: one may follow `define`, and a second is an error.
_LLVM_LINKAGES = frozenset(
    (
        "private",
        "internal",
        "available_externally",
        "linkonce",
        "weak",
        "common",
        "appending",
        "extern_weak",
        "linkonce_odr",
        "weak_odr",
        "external",
    )
)

# What may stand between a define's parameter list and its attributes.
_BEFORE_ATTRS = re.compile(r"\s*(?:(?:local_)?unnamed_addr\b|addrspace\(\d+\))")

# The keywords of the clauses that follow a define's attributes.
_AFTER_ATTRS = frozenset(
    (
        "section",
        "partition",
        "comdat",
        "align",
        "gc",
        "prefix",
        "prologue",
        "personality",
    )
)

# Attributes the verifier refuses beside alwaysinline.
_NOT_INLINABLE = frozenset(("noinline", "optnone"))

_ATTRIBUTE_GROUP = re.compile(r"^attributes\s+#(\d+)\s*=\s*\{(.*)\}\s*$")
_GROUP_REF = re.compile(r"#(\d+)")


def _scan(text: str, i: int, stop) -> int:
    """The index in ``text`` from ``i`` where ``stop(char, depth)`` first
    holds outside quoted strings (``depth``: the brackets open there), or
    ``len(text)``."""
    depth, quoted = 0, False
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        else:
            if c in ")}]":
                depth -= 1
            if stop(c, depth):
                return i
            if c in "({[":
                depth += 1
        i += 1
    return i


def _scan_token(text: str, i: int) -> int:
    """The end of the token starting at ``text[i]``: up to whitespace outside
    brackets and quoted strings (``byval(%struct.S)``,
    ``memory(argmem: read)``, ``"key"="a value"`` are one token each)."""
    return _scan(text, i, lambda c, depth: depth < 0 or (depth == 0 and c.isspace()))


def _tokens(text: str):
    """The whitespace-separated tokens of ``text`` as ``(start, end)``."""
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        end = max(_scan_token(text, i), i + 1)
        yield i, end
        i = end


def _parameters_end(line: str, open_paren: int) -> int:
    """The index just past the ``)`` that closes the parameter list opening
    at ``line[open_paren]``, or -1."""
    close = _scan(line, open_paren + 1, lambda c, depth: depth < 0)
    return close + 1 if close < len(line) and line[close] == ")" else -1


def _attrs_region(line: str, start: int) -> int:
    """Where a define's function attributes starting at ``start`` end: at
    the first later clause, metadata attachment or the body's ``{``."""
    for lo, hi in _tokens(line[start:]):
        word = line[start + lo : start + hi]
        if word in _AFTER_ATTRS or word.startswith(("!", "{")):
            return start + lo
    return len(line)


def _words(text: str):
    """The tokens of ``text``."""
    return [text[lo:hi] for lo, hi in _tokens(text)]


def _find_define(lines, symbol_name, ir_path):
    """``(index, match)``: the first ``define`` line of ``symbol_name`` and
    the match of ``@symbol_name(`` in it."""
    name = re.compile(r"@" + re.escape(symbol_name) + r"\s*\(")
    for index, text in enumerate(lines):
        match = name.search(text) if text.startswith("define") else None
        if match:
            return index, match
    raise RuntimeError(
        f"inline=True: no `define` for symbol '{symbol_name}' in {ir_path}. "
        f"The kernel must be defined in this translation unit and exported under "
        f'that exact name (declare it `extern "C"` so C++ name mangling does not '
        f"rename it)."
    )


def _inlinable_attributes(attrs, lines):
    """The function attributes ``attrs`` with ``alwaysinline`` and without
    noinline and optnone; an attribute group holding either is replaced by
    a copy without them, appended to ``lines``."""
    groups = {
        int(m.group(1)): m.group(2) for m in map(_ATTRIBUTE_GROUP.match, lines) if m
    }
    copies = {}
    for ref in sorted({int(m.group(1)) for m in _GROUP_REF.finditer(attrs)}):
        body = groups.get(ref)
        if body is not None and _NOT_INLINABLE & set(_words(body)):
            copies[ref] = max(groups) + 1 + len(copies)
            kept = " ".join(w for w in _words(body) if w not in _NOT_INLINABLE)
            lines.append(f"attributes #{copies[ref]} = {{ {kept} }}")
    words = []
    for word in _words(attrs):
        ref = _GROUP_REF.fullmatch(word)
        if ref and int(ref.group(1)) in copies:
            word = f"#{copies[int(ref.group(1))]}"
        if word not in _NOT_INLINABLE:
            words.append(word)
    if "alwaysinline" not in words:
        words.insert(0, "alwaysinline")
    return " ".join(words)


def _with_discardable_linkage(line):
    """The define ``line`` with ``linkonce_odr`` linkage unless it has a
    linkage already (``external`` is replaced)."""
    words = line.split()
    linkage = words[1] if len(words) > 1 else ""
    if linkage == "external":
        return re.sub(r"^define\s+external\b", "define linkonce_odr", line, count=1)
    if linkage not in _LLVM_LINKAGES:
        return re.sub(r"^define\s+", "define linkonce_odr ", line, count=1)
    return line


def _make_ir_inlinable(ir_path: str, symbol_name: str) -> None:
    """Rewrites the LLVM IR file ``ir_path`` so that the kernel
    ``symbol_name`` is inlined into the core calling it and then dropped:
    its ``define`` gets ``alwaysinline`` (among its function attributes,
    after the parameter list, ``unnamed_addr`` and ``addrspace``, before any
    section, comdat, personality or ``!dbg`` clause) and ``linkonce_odr``
    linkage unless it has a linkage (``external`` is replaced). ``noinline``
    and ``optnone`` go: from the define, and from the attribute groups it
    uses, through a copy of each group so other functions keep theirs.
    Running it again changes nothing. ``RuntimeError`` when the file
    defines no ``symbol_name`` or the define cannot be read."""
    lines = Path(ir_path).read_text().splitlines()
    index, match = _find_define(lines, symbol_name, ir_path)
    line = lines[index]
    params_end = _parameters_end(line, match.end() - 1)
    if params_end < 0 or "{" not in line[params_end:]:
        raise RuntimeError(
            f"inline=True: could not parse the `define` for '{symbol_name}' in "
            f"{ir_path}: {line!r}"
        )
    attrs_start = params_end
    while m := _BEFORE_ATTRS.match(line, attrs_start):
        attrs_start = m.end()
    attrs_end = _attrs_region(line, attrs_start)
    attrs = _inlinable_attributes(line[attrs_start:attrs_end], lines)
    line = f"{line[:attrs_start]} {attrs} {line[attrs_end:].lstrip()}"
    lines[index] = _with_discardable_linkage(line)
    Path(ir_path).write_text("\n".join(lines) + "\n")


# --- kernels ------------------------------------------------------------------

# The options every Peano compile of a kernel takes besides its files.
_PEANO_OPTIONS = (
    "-std=c++20",
    "-Wno-parentheses",
    "-Wno-attributes",
    "-Wno-macro-redefined",
    "-Wno-empty-body",
    "-O2",
    "-DNDEBUG",
)


def compile_cxx_core_function(
    source_path: str,
    target_arch: str,
    output_path: str,
    include_dirs: "list[str] | None" = None,
    compile_args: "list[str] | None" = None,
    cwd: "str | None" = None,
    use_chess: bool = False,
    inline: bool = False,
    symbol_name: "str | None" = None,
):
    """Compiles the C++ kernel ``source_path`` for ``target_arch``
    (``"aie2"``, ``"aie2p"``) to ``output_path``: an object with Peano
    (``config.peano_cxx_path()``, with a dependency file
    ``<output_path>.d``), or with ``use_chess`` through ``xchesscc_wrapper``
    on ``PATH``. ``include_dirs`` are added as ``-I``, ``compile_args``
    verbatim, and the command runs in ``cwd``.

    ``inline``: emit LLVM IR instead (``output_path`` ending ``.ll``, or
    ``.bc`` for bitcode), made inlinable for ``symbol_name``
    (:func:`_make_ir_inlinable`); Peano only. Bad combinations are
    ``ValueError``; a failing compiler ``RuntimeError``.
    """
    if inline and use_chess:
        raise ValueError(
            "inline=True requires the Peano toolchain and cannot be combined with use_chess=True"
        )
    if inline and not symbol_name:
        raise ValueError("symbol_name is required when inline=True")
    ir_suffix = Path(output_path).suffix.lower()
    if inline and ir_suffix not in (".ll", ".bc"):
        raise ValueError(
            "inline=True output_path must use .ll for textual LLVM IR or .bc for binary "
            f"LLVM IR; got {output_path!r}"
        )
    emit = ["-S", "-emit-llvm"] if inline else ["-c"]
    headers = f"-I{config.cxx_header_path()}"
    if use_chess:
        wrapper = shutil.which("xchesscc_wrapper")
        if not wrapper:
            raise RuntimeError(
                "Could not find 'xchesscc_wrapper' on PATH (aiec's is "
                "$(aie-sim --peano-prefix)/bin/xchesscc_wrapper)."
            )
        cmd = [wrapper, target_arch, *emit, source_path, "-o", output_path, headers]
    else:
        cmd = [
            config.peano_cxx_path(),
            source_path,
            *emit,
            "-o",
            output_path,
            headers,
            *_PEANO_OPTIONS,
            # What the compiler read, for the cache's manifest.
            "-MD",
            "-MF",
            f"{output_path}.d",
            # Keeps the AIE API from including Vitis' adf.h.
            "-D__AIE_API_AIE_ADF_HPP__",
            f"--target={target_arch}-none-unknown-elf",
        ]
    for directory in include_dirs or ():
        cmd += ["-I", directory]
    cmd += list(compile_args or ())
    tool = "Chess" if use_chess else "Peano"
    _run(cmd, tool, "compilation", cwd=cwd)
    if inline:
        _make_ir_inlinable(output_path, symbol_name)
        if ir_suffix == ".bc":
            _assemble_bitcode(output_path, target_arch, cwd)


def _assemble_bitcode(path, target_arch, cwd):
    """Turns the textual IR in ``path`` into bitcode in place, with Peano's
    clang++ and no optimization."""
    text = Path(path).read_bytes()
    cmd = [
        config.peano_cxx_path(),
        "-x",
        "ir",
        "-",
        "-c",
        "-emit-llvm",
        "-O0",
        "-Xclang",
        "-disable-llvm-passes",
        f"--target={target_arch}-none-unknown-elf",
        "-o",
        path,
    ]
    _run(cmd, "Peano", "LLVM bitcode assembly", cwd=cwd, input=text)


def _run(cmd, tool, what, *, cwd=None, input=None):
    """Runs ``cmd``; :class:`aie.AiecError` (a ``RuntimeError``) ``[tool]
    <what> failed`` with its error output when it fails."""
    from aie.ir import AiecError

    logger.debug("Running: %s", " ".join(map(str, cmd)))
    done = subprocess.run(cmd, cwd=cwd, input=input, capture_output=True, check=False)
    if done.stdout:
        logger.debug("%s", done.stdout.decode(errors="replace"))
    if done.returncode != 0:
        detail = done.stderr.decode(errors="replace") if done.stderr else ""
        raise AiecError(
            f"[{tool}] {what} failed" + (f":\n{detail}" if detail else "")
        )


# --- designs ------------------------------------------------------------------


def compile_mlir_module(
    mlir_module: "str | Module",
    insts_path: "str | Path | None" = None,
    pdi_path: "str | Path | None" = None,
    xclbin_path: "str | Path | None" = None,
    elf_path: "str | Path | None" = None,
    full_elf_path: "str | Path | None" = None,
    verbose=False,
    work_dir: "str | Path | None" = None,
    options=None,
    use_chess: bool = False,
    device=None,
    fold_ddr_addr_offset: bool = True,
):
    """Compiles the design ``mlir_module`` (its text, or anything whose
    ``str`` is) to the files asked for, as aiecc makes them: NPU
    instructions, PDI, xclbin, instruction ELF, or one full ELF (then
    neither xclbin nor instructions).

    ``work_dir``: the design is written there as ``aie.mlir``, its kernel
    objects are found there, outputs named by a relative path go there, and
    the design with addresses (``input_with_addresses.mlir``) and, with an
    xclbin, each device's PDI (``<device>.pdi``, as mlir-aie's aiecc leaves
    it in its ``--tmpdir``) are written there; with ``device`` too,
    the not yet compiled source kernels of ``aie.iron.kernel.ExternalFunction``
    registered with the design are compiled there first. ``options`` are
    aiecc's flags, read by aiecc's option table; ``use_chess`` (Chess
    instead of Peano) changes nothing aiec makes, as no core compiler runs;
    ``fold_ddr_addr_offset=False`` keeps the DDR aperture offset out of the
    instructions. Returns the session's artifacts (``_aiec.Artifacts``:
    what was made, and the design's runtime sequences with their argument
    sizes and trace buffers). A design aiec refuses raises
    :class:`aie.AiecError` with its diagnostics at the design's lines and
    columns. With ``$AIECC_PATH`` naming another aiecc
    (:func:`aie.utils.config.aiecc_path`), that program compiles the design
    instead, given mlir-aie's flags for the same outputs, and the function
    returns ``None``.
    """
    from aie import _aiec

    text = str(mlir_module)
    if work_dir and device is not None:
        from aie.iron.kernel import ExternalFunction

        target_arch = resolve_target_arch(device)
        for func in list(ExternalFunction._instances):
            if not func._compiled and getattr(func, "_source_file", None):
                compile_external_kernel(func, str(work_dir), target_arch)
    aiecc = config.aiecc_path()
    if aiecc != _aiec.__file__:
        outputs = dict(insts=insts_path, pdi=pdi_path, xclbin=xclbin_path, elf=elf_path)
        flags = _aiecc_flags(outputs, full_elf_path, work_dir, verbose, fold_ddr_addr_offset)
        _run_aiecc(aiecc, text, work_dir, flags + [str(o) for o in options or ()])
        return None
    design_path = Path(work_dir or os.getcwd()) / "aie.mlir"
    if work_dir:
        design_path.write_text(text)
    xclbin = bool(xclbin_path) and not full_elf_path
    # With an xclbin, the work directory gets each device's PDI, as
    # mlir-aie's aiecc leaves it in its --tmpdir (IRON's get_pdi_path).
    pdis_left = bool(work_dir) and xclbin
    try:
        made = _aiec.package(
            text,
            str(design_path),
            str(design_path),
            aiecc_flags=[str(o) for o in options or ()],
            npu_insts=bool(insts_path) and not full_elf_path,
            xclbin=xclbin,
            elf=bool(elf_path),
            full_elf=bool(full_elf_path),
            pdi=bool(pdi_path) or pdis_left,
            snapshots=["input_with_addresses.mlir"] if work_dir else [],
            fold_ddr_addr_offset=fold_ddr_addr_offset,
        )
    except _aiec.AiecError as e:
        from aie.ir import AiecError, _diag_infos

        _, diagnostics = e.args
        raise AiecError(f"[aiecc] {design_path} does not compile", _diag_infos(None, diagnostics)) from None
    def placed(path):
        """Where an output named ``path`` goes: a relative one into
        ``work_dir``, as aiecc's ``--output-dir`` places it."""
        return Path(work_dir) / path if work_dir and not Path(path).is_absolute() else Path(path)

    written = []
    if insts_path and not full_elf_path:
        # A later runtime sequence replaces an earlier one, as aiecc's file.
        written.append((placed(insts_path), made.insts[-1][2]))
    for device, image in made.pdis:
        if pdi_path:
            # A later device's replaces an earlier one's, as aiecc's file.
            written.append((placed(str(pdi_path).replace("{0}", device)), image))
        if pdis_left:
            written.append((Path(work_dir) / f"{device}.pdi", image))
    if xclbin:
        written.append((placed(xclbin_path), made.xclbins[-1][1]))
    if elf_path:
        written.append((placed(elf_path), made.elf))
    if full_elf_path:
        written.append((placed(full_elf_path), made.full_elf))
    for name, design in made.snapshots:
        written.append((Path(work_dir) / name, design.encode()))
    for path, data in written:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        Path(path).write_bytes(data)
        if verbose:
            logger.info("wrote %s (%d bytes)", path, len(data))
    return made


def _aiecc_flags(outputs, full_elf_path, work_dir, verbose, fold_ddr_addr_offset):
    """The flags of aiecc that make ``outputs`` (``insts``, ``pdi``,
    ``xclbin``, ``elf``: a path or ``None`` each) or one full ELF, with the
    work directory as its temporary and output directory, as mlir-aie's
    ``compile_mlir_module`` gives them."""
    flags = [f"--peano={config.peano_install_dir()}"]
    if full_elf_path:
        flags += ["--get-full-elf", f"--full-elf-name={full_elf_path}"]
    else:
        if outputs["insts"]:
            flags += ["--get-npu-insts", f"--npu-insts-name={outputs['insts']}"]
        if outputs["xclbin"]:
            flags += ["--get-xclbin", f"--xclbin-name={outputs['xclbin']}"]
    if not fold_ddr_addr_offset:
        flags.append("--fold-ddr-addr-offset=false")
    if outputs["pdi"]:
        flags += ["--get-pdi", f"--pdi-name={outputs['pdi']}"]
    if outputs["elf"]:
        flags += ["--get-elf", f"--elf-name={outputs['elf']}"]
    if work_dir:
        flags += [f"--tmpdir={work_dir}", f"--output-dir={work_dir}", "--get-input-with-addresses"]
    if verbose:
        flags.append("--verbose")
    return flags


def _run_aiecc(aiecc, text, work_dir, flags):
    """Runs the aiecc program ``aiecc`` with ``flags`` on the design
    ``text``, written to ``work_dir``'s ``aie.mlir`` (or a temporary file
    without one)."""
    if work_dir:
        design = Path(work_dir) / "aie.mlir"
        design.write_text(text)
        _run([aiecc, str(design), *flags], "aiecc", "Compilation")
        return
    with tempfile.TemporaryDirectory() as tmp:
        design = Path(tmp) / "aie.mlir"
        design.write_text(text)
        _run([aiecc, str(design), *flags], "aiecc", "Compilation")


def _rename_symbol_in_object(object_path: str, old_name: str, new_name: str) -> None:
    """Renames the symbol ``old_name`` of an object file to ``new_name``."""
    cmd = [
        config.objcopy_path(),
        f"--redefine-sym={old_name}={new_name}",
        str(object_path),
    ]
    done = subprocess.run(cmd, capture_output=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(
            f"Symbol rename failed: {done.stderr.decode(errors='replace')}"
        )


def compile_external_kernel(func, kernel_dir, target_arch):
    """Compiles the ``ExternalFunction`` ``func`` for ``target_arch`` to
    ``kernel_dir/func.object_file_name`` unless it is compiled already (in
    this process, or its object is there), from its source string or a
    copy of its source file (whose directory is searched for includes);
    with a symbol prefix, the kernel's symbol is then renamed to its
    prefixed name. ``inline`` with a symbol prefix is
    ``NotImplementedError``; a missing source file ``FileNotFoundError``;
    no source ``ValueError``."""
    if func._compiled:
        return
    prefix = getattr(func, "_symbol_prefix", None)
    if getattr(func, "_inline", False) and prefix:
        raise NotImplementedError(
            f"ExternalFunction '{func._name}': inline=True combined with symbol_prefix "
            "is not supported (an inline kernel is emitted as LLVM IR and cannot be "
            "symbol-renamed). Use inline without a symbol_prefix, or drop inline for "
            "this kernel."
        )
    output = os.path.join(kernel_dir, func.object_file_name)
    if os.path.exists(output):
        if prefix:
            _rename_symbol_in_object(output, func._original_name, func._name)
        return
    original_name = getattr(func, "_original_name", func._name)
    source = os.path.join(kernel_dir, f"{original_name}.cc")
    include_dirs = list(func._include_dirs)
    if func._source_string is not None:
        Path(source).write_text(func._source_string)
    elif func._source_file is not None:
        if not os.path.exists(func._source_file):
            raise FileNotFoundError(
                f"ExternalFunction '{func._name}': source file not found: {func._source_file}"
            )
        shutil.copy2(func._source_file, source)
        source_dir = os.path.dirname(os.path.abspath(func._source_file))
        if source_dir not in include_dirs:
            include_dirs.append(source_dir)
    else:
        raise ValueError("Neither source_string nor source_file is provided")
    compile_cxx_core_function(
        source_path=source,
        target_arch=target_arch,
        output_path=output,
        include_dirs=include_dirs,
        compile_args=func._compile_flags,
        cwd=str(kernel_dir),
        use_chess=getattr(func, "_use_chess", False),
        inline=getattr(func, "_inline", False),
        symbol_name=original_name,
    )
    if prefix:
        _rename_symbol_in_object(output, func._original_name, func._name)
    func._compiled = True


def _cleanup_failed_compilation(cache_dir):
    """Empties ``cache_dir`` but for its ``.lock`` and aiecc's ``repeater``
    directory (nothing when it does not exist)."""
    if not os.path.exists(cache_dir):
        return
    for item in os.listdir(cache_dir):
        if item in (".lock", "repeater"):
            continue
        path = os.path.join(cache_dir, item)
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)
