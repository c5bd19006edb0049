/* aiesim: what a kernel built for the host reaches of the simulated array
 * (aiec's Peano stand-in; docs/host-programs.md, "AIE kernels on the host").
 *
 * aie-sim fills `aiesim_io_table` of every kernel library it loads: the
 * core's cascade streams (512-bit words), its processor bus (the tile's
 * registers at core address 0x80000 and up), its instruction events and
 * its cycle count.
 * The functions run the access on the simulated core that called the
 * kernel: a cascade write into a full cascade, a read of an empty one and
 * an access of a processor bus that is not enabled stall that core until
 * the simulator can go on (other cores keep running). C and C++. */
#ifndef AIESIM_IO_H
#define AIESIM_IO_H

#ifdef __cplusplus
extern "C" {
#endif

/* Version of the table layout: a library's table holds the version it was
 * built with until aie-sim fills it, and aie-sim refuses another. */
#define AIESIM_IO_VERSION 3u

struct aiesim_io {
  unsigned version;
  /* One 512-bit word (64 bytes, lane 0 first) to / from the core's cascade. */
  void (*cascade_put)(const void *word);
  void (*cascade_get)(void *word);
  /* A 32-bit word of the processor bus at core address `address`. */
  unsigned (*bus_read)(unsigned address);
  void (*bus_write)(unsigned address, unsigned value);
  /* Instruction event 0 or 1 of the core (event0(), event1()), with the
   * work the kernel's AIE API operations counted before it (the six
   * counters of aiesim/work.hpp; zeros in C, which counts none): aie-sim
   * places the event in the call's time by it. */
  void (*event)(unsigned n, const unsigned long long *work);
  /* Stops the simulated run with `what` (a construct that is not simulated,
   * aiesim/unsimulated.hpp); the kernel does not go on. */
  void (*fail)(const char *what);
  /* The core's cycle count when the kernel was called (aie::tile's
   * cycles(); a kernel's own time is not simulated). */
  unsigned long long (*cycles)(void);
};

/* One per library (a weak definition in each object); aie-sim fills it
 * when it loads the library. */
__attribute__((weak, visibility("default"))) struct aiesim_io aiesim_io_table = {
    AIESIM_IO_VERSION, 0, 0, 0, 0, 0, 0, 0};

/* The work this thread's kernel counted so far (defined by aiesim/work.hpp
 * in C++ kernels; absent from C ones). */
__attribute__((weak)) void aiesim_peek_work(unsigned long long *out);

/* Instruction event `n`, with the work counted before it. */
static inline void aiesim_event(unsigned n) {
  unsigned long long work[6] = {0, 0, 0, 0, 0, 0};
  if (aiesim_peek_work)
    aiesim_peek_work(work);
  if (aiesim_io_table.event)
    aiesim_io_table.event(n, work);
}

#ifdef __cplusplus
}
#endif

/* Instruction events: traced as INSTR_EVENT_0 / INSTR_EVENT_1 of the core. */
static inline void event0(void) { aiesim_event(0); }
static inline void event1(void) { aiesim_event(1); }

#endif
