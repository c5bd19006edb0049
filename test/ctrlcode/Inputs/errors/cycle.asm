.include cycle.asm
