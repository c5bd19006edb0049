module {
  aie.device(npu1) {
    %t = aie.no_such_op(0, 2)
  }
}
