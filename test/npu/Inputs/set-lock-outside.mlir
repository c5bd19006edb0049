// A set_lock in a function, not a runtime sequence (test/npu/lower-set-lock-nested.mlir).
func.func @f() {
  %c = aie.tile(2, 3)
  %l = aie.lock(%c, 1)
  aiex.set_lock(%l, 1)
  return
}
