"""aiec's Python helpers, under the names mlir-aie's package gives them
(docs/simulator.md, "Decoding a hardware trace")."""
