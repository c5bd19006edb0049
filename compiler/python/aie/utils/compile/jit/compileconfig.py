"""``@compileconfig``: a generator's compile configuration, given where it
is defined; the ``CompileTime`` values come later (``CompilableDesign(...,
compile_kwargs=...)`` or ``@iron.jit``)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any, Callable

from .compilabledesign import CompilableDesign


def compileconfig(
    mlir_generator: Callable | None = None,
    *,
    use_cache: bool = True,
    compile_flags: list[str] | None = None,
    source_files: list[str | Path] | None = None,
    include_paths: list[str | Path] | None = None,
    aiecc_flags: list[str] | None = None,
    object_files: list[str | Path] | None = None,
):
    """A :class:`CompilableDesign` of ``mlir_generator`` with this
    configuration (options are keyword-only); without a generator (as
    ``@compileconfig(...)``), a decorator that makes one of each generator
    it is applied to.

    ``use_cache``: use the file-system cache; ``compile_flags``: Peano's
    extra flags; ``source_files``: kernel sources (their times are in the
    cache key); ``include_paths``: ``-I`` paths; ``aiecc_flags``: aiecc's
    extra flags; ``object_files``: objects to link.
    """
    config: dict[str, Any] = dict(
        use_cache=use_cache,
        compile_flags=list(compile_flags or []),
        source_files=list(source_files or []),
        include_paths=list(include_paths or []),
        aiecc_flags=list(aiecc_flags or []),
        object_files=list(object_files or []),
    )
    if mlir_generator is None:
        return functools.partial(compileconfig, **config)
    return CompilableDesign(mlir_generator, **config)
