aie.device(npu1) {
  %t = aie.tile(0, 2)
}
