// scf.index_switch in a core, which --aie-scf-to-control-flow does not
// lower; run by ../scf-to-control-flow.mlir.
module {
  aie.device(npu1_1col) {
    %t = aie.tile(0, 2)
    aie.core(%t) {
      %c1 = arith.constant 1 : index
      // expected-error@+1 {{'scf.index_switch' op is not lowered to cf: aiec has no cf.switch}}
      %r = "scf.index_switch"(%c1) ({
        %z = arith.constant 0 : i32
        scf.yield %z : i32
      }, {
        %o = arith.constant 1 : i32
        scf.yield %o : i32
      }) {cases = array<i64: 1>} : (index) -> i32
      aie.end
    }
  }
}
