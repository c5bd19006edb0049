"""The architecture kernels are compiled for (``resolve_target_arch``),
apart from :mod:`.utils` so that a compile cache's key, which names it,
loads none of the compile machinery."""

# The target architecture of each device architecture (by its enum name).
_TARGET_ARCHES = {"AIE2": "aie2", "AIE2p": "aie2p"}


def resolve_target_arch(device=None) -> str:
    """``"aie2"`` or ``"aie2p"``: the architecture of ``device`` (an IRON
    device, or an ``AIEDevice``), ``"aie2"`` for None; ``RuntimeError`` for
    another architecture."""
    if device is None:
        return "aie2"
    from aie.iron.device import Device

    if isinstance(device, Device):
        arch = device.arch
    else:
        from aie.dialects.aie import AIEArch, get_target_model

        arch = AIEArch(get_target_model(device).get_target_arch())
    name = getattr(arch, "name", str(arch))
    if name not in _TARGET_ARCHES:
        raise RuntimeError(
            f"Unsupported device arch: {arch} (device type: {type(device)})."
        )
    return _TARGET_ARCHES[name]
