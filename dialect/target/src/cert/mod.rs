//! CERT control code (ctrlcode): the instruction set interpreted by the CERT
//! job runner on AMD AI Engine arrays.
//!
//! [`isa`] holds the one declarative table of operations; everything else here
//! (the binary [`encode`]/[`decode`] and the asm spelling of one instruction)
//! is derived from it.

pub mod assembler;
pub mod disasm;
pub mod elf;
pub mod encoding;
pub mod export;
pub mod format;
pub mod instr_syntax;
pub mod isa;
pub mod loader;

pub use encoding::{decode, encode, DecodeError, Instr};
pub use instr_syntax::{parse_operands, print, Arg, AsmError, Parsed};
pub use isa::{by_mnemonic, by_opcode, Barrier, Field, Kind, Op, Opcode, Spelling, OPS};
