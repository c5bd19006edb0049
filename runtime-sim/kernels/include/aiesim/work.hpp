// aiesim: the work a kernel's AIE API operations give the AIE core's units,
// counted while the kernel runs; aie-sim turns it into the call's cycles
// (docs/simulator.md, "Timing model": the units work in parallel, as a
// software-pipelined loop uses them, so the busiest one decides).
//
// - bytes through the load units and through the store unit;
// - accumulator lanes of element-wise multiplications, and the MACs of
//   matrix multiplications weighted by their operands' bits (8b x 8b: 64);
// - accumulator-to-vector conversions (shift-round-saturate), a 512-bit
//   register at a time;
// - other vector operations (add, compare, select, shuffle, ...) on the
//   shift/adder path, a 512-bit register at a time.
#pragma once

namespace aiesim {

struct work_done {
  unsigned long long load_bytes, store_bytes, mul_lanes, mac_bits, srs_registers,
      alu_registers;
};

// The work of the kernel running on this thread.
inline thread_local work_done work{};

// 512-bit registers an operation on `bits` bits takes (at least one).
constexpr unsigned long long registers(unsigned long long bits) {
  return bits <= 512 ? 1 : (bits + 511) / 512;
}

inline void loaded(unsigned long long bytes) { work.load_bytes += bytes; }
inline void stored(unsigned long long bytes) { work.store_bytes += bytes; }
inline void multiplied(unsigned long long lanes) { work.mul_lanes += lanes; }
inline void mmul_done(unsigned long long macs, unsigned long long weight) {
  work.mac_bits += macs * weight;
}
inline void converted(unsigned long long bits) { work.srs_registers += registers(bits); }
inline void vector_op(unsigned long long bits) { work.alu_registers += registers(bits); }

} // namespace aiesim

// The work counted so far on this thread (six counters, in `work_done`'s
// order): what an event the kernel raises is placed in its call's time by
// (aiesim/io.h).
extern "C" __attribute__((weak, visibility("default"))) void
aiesim_peek_work(unsigned long long *out) {
  const aiesim::work_done &w = aiesim::work;
  out[0] = w.load_bytes;
  out[1] = w.store_bytes;
  out[2] = w.mul_lanes;
  out[3] = w.mac_bits;
  out[4] = w.srs_registers;
  out[5] = w.alu_registers;
}

// Hands aie-sim the work counted since the last call on this thread and
// starts counting afresh.
extern "C" __attribute__((weak, visibility("default"))) void
aiesim_take_work(unsigned long long *out) {
  aiesim_peek_work(out);
  aiesim::work = {};
}
