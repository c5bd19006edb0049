.setpad p, nowhere.bin
