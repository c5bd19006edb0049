"""AMD's HRX host runtime (``libhrx.so`` over the amdxdna driver), which
mlir-aie offers beside XRT (``NPU_RUNTIME=hrx``). It drives a real NPU;
aiec's NPU is its simulator, run through the ``xrt`` backend
(docs/python-runtime.md). :mod:`.discovery` finds an installed
``libhrx.so`` as mlir-aie's does, so that asking for HRX fails as it fails
where HRX is not installed."""
