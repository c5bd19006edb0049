.bogus 1
