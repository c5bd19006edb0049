.include nowhere.asm
