//! CERT control code (ctrlcode): the instruction set interpreted by the CERT
//! job runner on AMD AI Engine arrays.
//!
//! [`isa`] declares every operation once ([`isa::OPS`]); the typed
//! instructions ([`Instr`]) with their binary encoding and [`decode`], and
//! the asm spelling of one instruction, are derived from it.

pub mod assembler;
pub mod disasm;
pub mod elf;
pub mod encoding;
pub mod export;
pub mod format;
pub mod instr_syntax;
pub mod isa;
pub mod loader;
pub mod program;

pub use encoding::{decode, DecodeError, Instr, Values};
pub use instr_syntax::{parse_operands, print, Arg, AsmError, Parsed};
pub use isa::{by_mnemonic, by_opcode, Barrier, Field, Kind, Op, Opcode, Spelling, OPS};
