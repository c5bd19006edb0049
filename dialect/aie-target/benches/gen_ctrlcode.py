#!/usr/bin/env python3
"""Writes a ctrlcode program of about SIZE_MB (argv[1]) megabytes to stdout: the
shape of the `assemble` bench's program (4 columns of jobs with register writes,
shim-BD patches, uC-DMA BD chains with their data labels, .eop every 64 jobs).
Usage: python3 gen_ctrlcode.py 100 > big.asm"""
import sys

def column(out, col, jobs):
    data = []
    out.append(f".attach_to_group {col}\n.section .ctrltext\n")
    for j in range(jobs):
        out.append(f"START_JOB {j % 64}\n")
        for k in range(12):
            out.append(f"  WRITE_32 0x{(col << 25) | (1 << 20) | (k * 4):x}, 0x{j ^ k:x}\n")
        out.append("  MASK_WRITE_32 0x1D004, 0xFF00FF00, 0x12345678\n")
        if j % 4 == 0:
            out.append(f"  APPLY_OFFSET_57 @shim{j}, 1, {j % 5}\n")
            out.append(f"  UC_DMA_WRITE_DES $r0, @bd{j}\n  WAIT_UC_DMA $r0\n")
            data.append(f"bd{j}:\n  UC_DMA_BD 0, 0x{(col << 25) | 0x1D000:x}, @shim{j}, 9, 0, 1\n")
            data.append(f"  UC_DMA_BD 0, 0x{(col << 25) | 0x1A0000:x}, @regs{j}, 8, 0, 0\n")
            data.append(f"shim{j}:\n")
            data.extend(f"  .long 0x{w * 0x1000 + j:08x}\n" for w in range(9))
            data.append(f"regs{j}:\n")
            data.extend(f"  .long 0x{w + j:08x}\n" for w in range(8))
        out.append("  WAIT_TCTS TILE_0_1, MEM_MM2S_0, 1\nEND_JOB\n")
        if j % 64 == 63:
            out.append(".eop\n")
    out.append("EOF\n")
    out.extend(data)

size = float(sys.argv[1]) * 1e6
columns = 4
jobs = int(size / columns / 580) + 1
out = ["; generated ctrlcode program\n.target aie2ps\n"]
for c in range(columns):
    column(out, c, jobs)
sys.stdout.write("".join(out))
