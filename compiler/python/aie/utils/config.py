"""The tools and files compilation uses (locations: :mod:`aie.utils.configure`).

Designs compile in this process, through aiec's session (the package's
own aiecc: :func:`aiecc_path`, unless ``$AIECC_PATH`` names another); Peano, the AIE kernel compiler, is aiec's
kernel compiler prefix (what ``aie-sim --peano-prefix`` makes, asked of
``_aiec.peano_prefix``: ``bin/clang``, ``bin/clang++``,
``bin/xchesscc_wrapper``, which build kernels for the host that runs the
simulator), unless ``$PEANO_INSTALL_DIR`` names another. A tool is
``$VARIABLE`` when set (:data:`TOOLS`), else found on ``PATH``, else in
:func:`aie.utils.configure.tool_dirs`. Each function raises
``RuntimeError`` naming what is missing.
"""

import functools
import os
import shutil

import aie.utils.configure as configure

# Each tool of the package and the environment variable that overrides it.
TOOLS = {"aiec": "AIEC", "aie-sim": "AIE_SIM"}

# The symbol renamers compile_external_kernel may use, by preference: kernel
# objects here are host objects, which binutils' objcopy reads too.
OBJCOPIES = ("llvm-objcopy", "objcopy")


def _executable_name(name):
    return f"{name}.exe" if os.name == "nt" else name


def tool_path(name):
    """The path of the package's tool ``name`` (a key of :data:`TOOLS`)."""
    variable = TOOLS[name]
    if os.environ.get(variable):
        return os.environ[variable]
    found = shutil.which(_executable_name(name))
    if found:
        return found
    for directory in configure.tool_dirs():
        path = os.path.join(directory, _executable_name(name))
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise RuntimeError(
        f"Could not find {name}: set {variable}, put it on PATH, or build it "
        f"(cargo build --release -p compiler)."
    )


def aiecc_path():
    """The aiecc designs compile with: ``$AIECC_PATH`` when set (mlir-aie's
    override, which must name a file; :func:`aie.utils.compile.compile_mlir_module`
    then runs it), else the package's own, which runs in this process: the
    path of the extension module holding it."""
    chosen = os.environ.get("AIECC_PATH")
    if chosen:
        if not os.path.isfile(chosen):
            raise RuntimeError(f"AIECC_PATH is set to {chosen}, but no such file exists.")
        return chosen
    try:
        from aie import _aiec
    except ImportError as e:
        raise RuntimeError(f"Could not find aiecc: install the package ({e}).")
    return _aiec.__file__


def peano_install_dir():
    """The Peano install directory: ``$PEANO_INSTALL_DIR`` (which must be a
    directory), else the prefix ``aie-sim --peano-prefix`` prints."""
    chosen = configure.peano_install_dir
    if chosen:
        if not os.path.isdir(chosen):
            raise RuntimeError(f"Invalid Peano install directory: {chosen}")
        return chosen
    return _peano_prefix(tool_path("aie-sim"))


@functools.lru_cache(maxsize=None)
def _peano_prefix(aie_sim):
    """The prefix of aiec's kernel compilers made beside aie-sim
    ``aie_sim`` (what ``aie-sim --peano-prefix`` prints)."""
    from aie import _aiec

    return str(_aiec.peano_prefix(aie_sim))


def _peano_tool(name, what):
    path = os.path.join(peano_install_dir(), "bin", _executable_name(name))
    if not os.path.isfile(path):
        raise RuntimeError(f"Peano {what} not found in {path}")
    return path


def peano_cxx_path():
    """Peano's C++ compiler, ``bin/clang++``."""
    return _peano_tool("clang++", "compiler")


def peano_compiler_file():
    """The file that is Peano's C++ compiler, found without running a tool:
    ``bin/clang++`` of ``$PEANO_INSTALL_DIR``, else aie-sim itself (the
    compilers of its prefix are links to it)."""
    if configure.peano_install_dir:
        return os.path.join(configure.peano_install_dir, "bin", _executable_name("clang++"))
    return tool_path("aie-sim")


def peano_linker_path():
    """Peano's linker, ``bin/ld.lld`` (aiec's prefix has none: aiecc links
    kernel objects for the host itself)."""
    return _peano_tool("ld.lld", "linker")


def root_path():
    """The root of this installation (:func:`aie.utils.configure.install_path`)."""
    root = configure.install_path()
    if not os.path.isdir(root):
        raise RuntimeError(f"Invalid MLIR-AIE root directory: {root}")
    return root


def objcopy_path():
    """The objcopy that renames symbols in kernel objects: ``llvm-objcopy``,
    else ``objcopy``, on ``PATH``."""
    for name in OBJCOPIES:
        found = shutil.which(_executable_name(name))
        if found:
            return found
    raise RuntimeError(f"Could not find an objcopy ({', '.join(OBJCOPIES)}) on PATH.")


def cxx_header_path():
    """The C++ headers AIE kernels are compiled against (aiec's host AIE API)."""
    path = os.path.join(root_path(), configure.cxx_headers)
    if not os.path.isdir(path):
        raise RuntimeError(f"MLIR-AIE C++ headers not found in {path}")
    return path
