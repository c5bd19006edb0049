// scf.forall with shared outputs (tensors), which --aie-scf-to-control-flow
// does not lower (MLIR's lowering leaves them too).
func.func @outs(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'scf.forall' op is not lowered to cf: it has shared outputs (tensors)}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<4xf32>
}
