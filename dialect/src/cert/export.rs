//! Descriptions generated from [`super::isa::OPS`]: the markdown reference of
//! `docs/ctrlcode-isa.md` and the JSON of `aiec --print-isa=json`.
