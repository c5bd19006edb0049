"""The host runtime over ``pyxrt`` (aiec's: the NPU is the simulator):
:mod:`.hostruntime` (``XRTHostRuntime``, ``CachedXRTRuntime``),
:mod:`.tensor` (``XRTTensor``), :mod:`.parameter_scratchpad`."""

try:
    import pyxrt  # noqa: F401
except ImportError as e:
    raise ImportError(f"Cannot import pyxrt (err={e})... is XRT installed?") from e
