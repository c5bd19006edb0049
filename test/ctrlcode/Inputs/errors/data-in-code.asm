  .long 5
