"""Logging of the ``aie`` loggers: a ``NullHandler`` (no "no handlers"
warning when used as a library) and the level ``$AIE_LOG_LEVEL`` names
(``DEBUG``, ``INFO``, ``WARNING``, ``ERROR``, ``CRITICAL``; other values are
ignored). :mod:`aie.utils` imports this first."""

import logging
import os

_logger = logging.getLogger("aie")
_logger.addHandler(logging.NullHandler())

_level = getattr(logging, os.environ.get("AIE_LOG_LEVEL", "").upper() or "-", None)
if isinstance(_level, int):
    _logger.setLevel(_level)
