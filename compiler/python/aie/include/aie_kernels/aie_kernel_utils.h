// aie_kernel_utils.h: the loop hints of the kernel library (aiec).
//
// mlir-aie's kernels mark their loops with scheduling hints for the AIE
// compilers (software pipelining, unrolling, iteration counts). The kernels
// of this package build for the host, with aie-sim's Peano stand-in, where
// no AIE schedule exists: every hint is accepted and expands to nothing, so
// a kernel written for mlir-aie's library builds unchanged.
#ifndef AIE_KERNELS_AIE_KERNEL_UTILS_H
#define AIE_KERNELS_AIE_KERNEL_UTILS_H

#define AIE_LOOP_UNROLL(x)
#define AIE_LOOP_UNROLL_FULL
#define AIE_LOOP_NO_UNROLL
#define AIE_LOOP_MIN_ITERATION_COUNT(x)
#define AIE_LOOP_MAX_ITERATION_COUNT(x)
#define AIE_LOOP_RANGE(a, ...)
#define AIE_PREPARE_FOR_PIPELINING
#define AIE_NO_PREPARE_FOR_PIPELINING
#define AIE_PREPARE_FOR_POSTPIPELINING
#define AIE_MODULO_SCHEDULING_BUDGET_RATIO(x)
#define AIE_TRY_INITIATION_INTERVAL(x)
#define AIE_KEEP_SW_LOOP
#define AIE_PEEL_PIPELINED_LOOP(x)
#define AIE_KEEP_FREE_FOR_PIPELINING(x)
#define AIE_ALLOCATE(x)
#define AIE_NO_HW_LOOP
#define AIE_LOOP_FLATTEN

#endif
