use super::*;
use crate::bus::{Activity, Event};
use aie_target::cert::assembler;
use std::collections::BTreeMap;

/// Records writes, answers reads from them, hands out scripted tokens.
#[derive(Default)]
struct Recorder {
    writes: Vec<(u64, u32)>,
    memory: BTreeMap<u64, u32>,
    /// (column, tile, actor) → tokens available from cycle.
    tokens: Vec<((u32, u32, u32), u64)>,
    now: u64,
    /// LOAD_PDI resets: (column, PDI id, writes before it).
    loads: Vec<(u32, u32, usize)>,
    /// The controller's costs it reports, and the address whose writes
    /// dispatch a DMA task.
    costs: Option<(Controller, u64)>,
    /// A start queue whose channel went idle at a cycle ([`Array::idle_since`]).
    idle: Option<(u64, u64)>,
    /// Calls of `run`.
    runs: u64,
}

impl Array for Recorder {
    fn write(&mut self, addr: u64, value: u32) {
        self.writes.push((addr, value));
        self.memory.insert(addr, value);
    }
    fn read(&mut self, addr: u64) -> u32 {
        self.memory.get(&addr).copied().unwrap_or(0)
    }
    fn run(&mut self, cycles: u64, _host: &mut HostMemory) -> Activity {
        self.now += cycles;
        self.runs += 1;
        // Scripted tokens still to come count as progress.
        let pending = self.tokens.iter().any(|&(_, at)| at > self.now);
        Activity {
            cycles,
            progressed: pending,
            busy: pending,
            spinning: false,
        }
    }
    fn take_token(&mut self, column: u32, tile_id: u32, actor: u32) -> bool {
        let now = self.now;
        match self
            .tokens
            .iter()
            .position(|&(k, at)| k == (column, tile_id, actor) && at <= now)
        {
            Some(i) => {
                self.tokens.remove(i);
                true
            }
            None => false,
        }
    }
    fn waits(&self) -> Vec<String> {
        vec!["nothing moves".into()]
    }
    fn drain_events(&mut self) -> Vec<Event> {
        Vec::new()
    }
    fn load_pdi(&mut self, column: u32, pdi: u32) {
        self.loads.push((column, pdi, self.writes.len()));
    }
    fn controller(&self) -> Controller {
        self.costs.map_or(Controller::UNIT, |(c, _)| c)
    }
    fn idle_since(&self, addr: u64) -> Option<u64> {
        self.idle
            .filter(|&(a, _)| a == addr)
            .map(|(_, cycle)| cycle)
    }
    fn write_cycles(&self, addr: u64) -> u64 {
        match self.costs {
            Some((c, queue)) if queue == addr => c.task_dispatch_cycles,
            _ => 0,
        }
    }
}

fn program(text: &str) -> Program {
    let elf = assembler::assemble(
        std::path::Path::new("test.asm"),
        text,
        &assembler::Options::default(),
        &assembler::Disk,
    )
    .unwrap_or_else(|f| panic!("{:?}\n{text}", f.diagnostics))
    .elf;
    Program::load(&elf).expect("loads")
}

fn run_on(text: &str, array: &mut Recorder) -> Result<Summary, Stop> {
    let p = program(text);
    let mut host = HostMemory::default();
    host.add_arg(0, vec![0; 64]);
    host.add_arg(1, vec![0; 64]);
    let options = Options {
        max_cycles: 100_000,
        ..Options::default()
    };
    run(&p, array, &mut host, options)
}

fn writes(text: &str) -> Vec<(u64, u32)> {
    let mut a = Recorder::default();
    run_on(text, &mut a).unwrap_or_else(|e| panic!("{e}"));
    a.writes
}

/// Three writes, the second a push onto a start queue (at 0x200).
const PUSH_BETWEEN_WRITES: &str = "START_JOB 0
           WRITE_32 0x100, 1
           WRITE_32 0x200, 2
           WRITE_32 0x104, 3
         END_JOB
         EOF";

/// A controller whose operations cost 100 cycles, a dispatch `dispatch` and
/// one onto an idle channel `idle` after it went idle.
fn costs(dispatch: u64, idle: u64) -> Controller {
    Controller {
        op_cycles: 100,
        uc_dma_setup_cycles: 0,
        task_dispatch_cycles: dispatch,
        idle_dispatch_cycles: idle,
    }
}

#[test]
fn the_controller_pays_its_operations_and_dispatches() {
    let mut unit = Recorder::default();
    let plain = run_on(PUSH_BETWEEN_WRITES, &mut unit).unwrap().last_event;
    assert_eq!(plain, 4);
    // Four operations of 100 cycles, one of them a push onto a start queue.
    let mut npu = Recorder {
        costs: Some((costs(2650, 0), 0x200)),
        ..Recorder::default()
    };
    let end = run_on(PUSH_BETWEEN_WRITES, &mut npu).unwrap().last_event;
    assert_eq!(end, 400 + 2650);
    // The array idles through the dispatch: the quanta before the next
    // operation run in one call, not one each.
    assert!(npu.runs < 10, "{} runs of the array", npu.runs);
}

#[test]
fn a_push_waits_for_its_channel_to_take_it() {
    let mut npu = Recorder {
        costs: Some((costs(0, 4000), 0x200)),
        idle: Some((0x200, 1000)),
        ..Recorder::default()
    };
    // The push waits from cycle 200 to 1000 + 4000, then it and the two
    // operations after it take their 100 cycles each.
    let end = run_on(PUSH_BETWEEN_WRITES, &mut npu).unwrap().last_event;
    assert_eq!(end, 5300);
    assert_eq!(npu.writes.len(), 3);
    assert!(npu.runs < 10, "{} runs of the array", npu.runs);
}

#[test]
fn a_channel_idle_before_the_run_takes_its_push_at_once() {
    let p = program(PUSH_BETWEEN_WRITES);
    let mut npu = Recorder {
        costs: Some((costs(0, 4000), 0x200)),
        idle: Some((0x200, 1000)),
        ..Recorder::default()
    };
    let mut runner = Runner::new(&p, Options::default());
    runner.set_clock(1024);
    let end = runner
        .run(&mut npu, &mut HostMemory::default())
        .unwrap()
        .last_event;
    assert_eq!(end, 1024 + 400);
}

#[test]
fn write_mask_write_and_registers() {
    let w = writes(
        "START_JOB 0
           WRITE_32 0x100, 0xF0F0
           MASK_WRITE_32 0x100, 0xFF, 0x12
           MOV $r1, 0x200
           MOV $g0, 7
           ADD $g0, 3
           WRITE_32_D addr_reg_value_reg, 1, 8
           READ_32 $r2, 0x100
           WRITE_32_D addr_imm_value_reg, 0x300, 2
           MOV $r3, 0x200
           READ_32_D $r3, $r4
           WRITE_32_D addr_imm_value_reg, 0x304, 4
           WRITE_32_D addr_imm_value_imm, 0x308, 9
           NOP
         END_JOB
         EOF",
    );
    assert_eq!(
        w,
        vec![
            (0x100, 0xF0F0),
            (0x100, 0xF012),
            (0x200, 10),
            (0x300, 0xF012),
            (0x304, 10),
            (0x308, 9)
        ]
    );
}

#[test]
fn locals_are_private_globals_shared() {
    let w = writes(
        "START_JOB 0
           MOV $r0, 1
           MOV $g1, 5
           YIELD
           WRITE_32_D addr_imm_value_reg, 0x10, 0
         END_JOB
         START_JOB 1
           MOV $r0, 2
           WRITE_32_D addr_imm_value_reg, 0x14, 9
         END_JOB
         EOF",
    );
    assert_eq!(w, vec![(0x14, 5), (0x10, 1)]);
}

#[test]
fn uc_dma_chains_write_their_words() {
    let text = "START_JOB 0
           UC_DMA_WRITE_DES $r0, @bds
           WAIT_UC_DMA $r0
           UC_DMA_WRITE_DES_SYNC @one
         END_JOB
         EOF
         .align 16
         bds:
           UC_DMA_BD 0, 0x1000, @w1, 2, 0, 1
           UC_DMA_BD 0, 0x2000, @w2, 1, 0, 0
         one:
           UC_DMA_BD 0, 0x3000, @w2, 1, 0, 0
         w1:
           .long 0x11
           .long 0x22
         w2:
           .long 0x33";
    let mut a = Recorder::default();
    let s = run_on(text, &mut a).unwrap();
    assert_eq!(
        a.writes,
        vec![
            (0x1000, 0x11),
            (0x1004, 0x22),
            (0x2000, 0x33),
            (0x3000, 0x33)
        ]
    );
    assert_eq!((s.words, s.dma_transfers, s.ops), (4, 2, 4));
}

#[test]
fn wait_uc_dma_without_handle_is_an_error() {
    let mut a = Recorder::default();
    let e = run_on("START_JOB 3\n WAIT_UC_DMA $r5\nEND_JOB\nEOF", &mut a).unwrap_err();
    let Stop::Error(e) = e else { panic!("{e}") };
    assert_eq!((e.column, e.page, e.job, e.op), (0, 0, 3, "WAIT_UC_DMA"));
    assert!(matches!(e.kind, ErrorKind::BadWaitHandle(0)));
}

#[test]
fn wait_tcts_counts_tokens_and_other_jobs_run() {
    let mut a = Recorder {
        tokens: vec![((0, 0, 6), 100), ((0, 0, 6), 300)],
        ..Default::default()
    };
    let s = run_on(
        "START_JOB 0
           WAIT_TCTS 0, 6, 2
           WRITE_32 0x20, 2
         END_JOB
         START_JOB 1
           WRITE_32 0x10, 1
         END_JOB
         EOF",
        &mut a,
    )
    .unwrap();
    assert_eq!(a.writes, vec![(0x10, 1), (0x20, 2)]);
    assert!(s.cycles >= 300, "{s:?}");
}

#[test]
fn local_barrier_orders_jobs() {
    let w = writes(
        "START_JOB 0
           LOCAL_BARRIER $lb1, 2
           WRITE_32 0x20, 2
         END_JOB
         START_JOB 1
           WRITE_32 0x10, 1
           LOCAL_BARRIER $lb1, 2
         END_JOB
         EOF",
    );
    assert_eq!(w, vec![(0x10, 1), (0x20, 2)]);
}

#[test]
fn remote_barrier_across_columns() {
    let w = writes(
        ".attach_to_group 0
         START_JOB 0
           WRITE_32 0x10, 1
           SLEEP 1
           REMOTE_BARRIER $rb3, 0x3
         END_JOB
         EOF
         .attach_to_group 1
         START_JOB 0
           REMOTE_BARRIER $rb3, 0x3
           WRITE_32 0x2000000, 2
         END_JOB
         EOF",
    );
    assert_eq!(w, vec![(0x10, 1), (0x2000000, 2)]);
}

#[test]
fn pages_run_in_order_after_all_jobs_end() {
    let w = writes(
        "START_JOB 0
           WAIT_TCTS 0, 0, 0
           YIELD
           WRITE_32 0x1, 1
         END_JOB
         .eop
         START_JOB 1
           WRITE_32 0x2, 2
         END_JOB
         EOF",
    );
    assert_eq!(w, vec![(0x1, 1), (0x2, 2)]);
}

#[test]
fn deferred_jobs_run_when_launched() {
    let w = writes(
        "START_JOB_DEFERRED 5
           WRITE_32 0x5, 5
         END_JOB
         START_JOB_DEFERRED 6
           WRITE_32 0x6, 6
         END_JOB
         START_JOB 1
           WRITE_32 0x1, 1
           LAUNCH_JOB 5
         END_JOB
         EOF",
    );
    assert_eq!(w, vec![(0x1, 1), (0x5, 5)]);
}

#[test]
fn poll_waits_for_the_value() {
    let w = writes(
        "START_JOB 0
           MASK_POLL_32 0x40, 0xF, 0x3
           WRITE_32 0x50, 1
         END_JOB
         START_JOB 1
           POLL_32 0x44, 0
           WRITE_32 0x40, 0xF3
         END_JOB
         EOF",
    );
    assert_eq!(w, vec![(0x40, 0xF3), (0x50, 1)]);
}

#[test]
fn deadlock_reports_who_waits_on_what() {
    let mut a = Recorder::default();
    let e = run_on(
        "START_JOB 0
           WAIT_TCTS 0, 6, 1
         END_JOB
         START_JOB 1
           LOCAL_BARRIER $lb0, 3
         END_JOB
         EOF",
        &mut a,
    )
    .unwrap_err();
    let Stop::Deadlock(r) = &e else { panic!("{e}") };
    let text = e.to_string();
    assert_eq!(r.jobs.len(), 2, "{text}");
    assert!(text.contains("job 0 pc 0x8 WAIT_TCTS: waits for 0 of 1 task-complete token(s) of tile (0, 0) actor 6"), "{text}");
    assert!(
        text.contains("LOCAL_BARRIER: waits for local barrier $lb0: 1 of 3"),
        "{text}"
    );
    assert!(text.contains("array: nothing moves"), "{text}");
}

#[test]
fn max_cycles_stops_a_spinning_job() {
    // A poll that never succeeds but an array that keeps progressing.
    struct Busy(Recorder);
    impl Array for Busy {
        fn write(&mut self, a: u64, v: u32) {
            self.0.write(a, v)
        }
        fn read(&mut self, a: u64) -> u32 {
            self.0.read(a)
        }
        fn run(&mut self, cycles: u64, _: &mut HostMemory) -> Activity {
            Activity {
                cycles,
                progressed: true,
                busy: true,
                spinning: false,
            }
        }
        fn take_token(&mut self, _: u32, _: u32, _: u32) -> bool {
            false
        }
        fn waits(&self) -> Vec<String> {
            Vec::new()
        }
        fn drain_events(&mut self) -> Vec<Event> {
            Vec::new()
        }
    }
    let p = program("START_JOB 0\n POLL_32 0x4, 1\nEND_JOB\nEOF");
    let mut host = HostMemory::default();
    let options = Options {
        max_cycles: 1000,
        ..Options::default()
    };
    let e = run(&p, &mut Busy(Recorder::default()), &mut host, options).unwrap_err();
    let Stop::MaxCycles(r) = e else { panic!("{e}") };
    assert!(r.cycle >= 1000);
    assert_eq!(r.jobs[0].op, "POLL_32");
}

#[test]
fn apply_offset_57_patches_the_shim_bd_blob() {
    // A 9-word shim BD: address offset 0x10 in word 1, bits 47:32 in word 2
    // and 56:48 in word 8 (zero here).
    let text = "START_JOB 0
           APPLY_OFFSET_57 @bd, 1, 1
           UC_DMA_WRITE_DES_SYNC @chain
           APPLY_OFFSET_57 @bd2, 1, 0xFFFF
           UC_DMA_WRITE_DES_SYNC @chain2
         END_JOB
         EOF
         .align 16
         chain:
           UC_DMA_BD 0, 0x1D000, @bd, 8, 0, 0
         chain2:
           UC_DMA_BD 0, 0x1D020, @bd2, 8, 0, 0
         bd:
           .long 0x100
           .long 0x10
           .long 0xABCD0000
"
    .to_string()
        + &".long 0\n".repeat(6)
        + "bd2:\n"
        + &".long 0\n".repeat(9);
    let text = text.as_str();
    let w = writes(text);
    let host = arg_address(1) + 0x10;
    assert_eq!(w[0], (0x1D000, 0x100));
    assert_eq!(w[1], (0x1D004, host as u32));
    assert_eq!(w[2], (0x1D008, 0xABCD_0000 | (host >> 32) as u32 & 0xFFFF));
    assert_eq!(w.len(), 16);
    assert_eq!(w[9], (0x1D024, control_code_address(0) as u32));
}

#[test]
fn apply_offset_57_of_a_missing_argument_is_an_error() {
    let mut a = Recorder::default();
    let e = run_on(
        &("START_JOB 0
           APPLY_OFFSET_57 @bd, 1, 7
         END_JOB
         EOF
         bd:\n"
            .to_string()
            + &".long 0\n".repeat(9)),
        &mut a,
    )
    .unwrap_err();
    assert!(e.to_string().contains("argument 7"), "{e}");
}

#[test]
fn load_pdi_runs_the_group_then_returns() {
    let w = writes(
        "START_JOB 0
           LOAD_PDI 1, @pdi
         END_JOB
         .eop
         START_JOB 1
           WRITE_32 0x2, 2
         END_JOB
         EOF
         .section .ctrltext
         pdi:
         START_JOB 0
           WRITE_32 0x1, 1
         END_JOB
         EOF
         .endl pdi",
    );
    assert_eq!(w, vec![(0x1, 1), (0x2, 2)]);
}

#[test]
fn load_pdi_resets_the_column_unless_skipped() {
    let text = "START_JOB 0
           WRITE_32 0x2, 2
           LOAD_PDI 1, @a
         END_JOB
         .eop
         START_JOB 1
           LOAD_PDI 1, @a
         END_JOB
         .eop
         START_JOB 2
           LOAD_PDI 2, @b
         END_JOB
         .eop
         START_JOB 3
           LOAD_CORES 5, @b
         END_JOB
         .eop
         START_JOB 4
           LOAD_LAST_PDI
         END_JOB
         EOF
         .section .ctrltext
         a:
         START_JOB 5
           WRITE_32 0x1, 1
         END_JOB
         EOF
         .endl a
         .section .ctrltext
         b:
         START_JOB 6
           WRITE_32 0x3, 3
         END_JOB
         EOF
         .endl b";
    let mut a = Recorder::default();
    run_on(text, &mut a).expect("runs");
    // The repeated LOAD_PDI 1 is skipped, LOAD_CORES resets nothing,
    // LOAD_LAST_PDI loads PDI 2 again; each reset comes before its group.
    assert_eq!(a.loads, vec![(0, 1, 1), (0, 2, 2), (0, 2, 4)]);
    assert_eq!(
        a.writes,
        vec![(0x2, 2), (0x1, 1), (0x3, 3), (0x3, 3), (0x3, 3)]
    );
    // A run can start at another group's first job (another kernel).
    let p = program(text);
    let mut runner = Runner::new(&p, Options::default());
    runner.start_at(&[(0, 6)]).expect("job 6 is on a page");
    let mut b = Recorder::default();
    runner
        .run(&mut b, &mut HostMemory::default())
        .expect("runs");
    assert_eq!(b.writes, vec![(0x3, 3)]);
    assert!(runner.start_at(&[(0, 9)]).is_err());
}

#[test]
fn reruns_go_on_from_where_the_last_run_left() {
    // Job 1 configures (the entry's configuration), job 2 runs the sequence;
    // the kernel in group `k` loads PDI 1 (group `a`), then writes.
    let text = "START_JOB 1
           WRITE_32 0x1, 1
         END_JOB
         .eop
         START_JOB 2
           WRITE_32 0x2, 2
         END_JOB
         EOF
         .section .ctrltext
         a:
         START_JOB 3
           WRITE_32 0x3, 3
         END_JOB
         EOF
         .endl a
         .section .ctrltext
         k:
         START_JOB 4
           LOAD_PDI 1, @a
         END_JOB
         .eop
         START_JOB 5
           WRITE_32 0x5, 5
         END_JOB
         EOF
         .endl k";
    let p = program(text);
    let config = [(0, vec![1])];
    let mut runner = Runner::new(&p, Options::default());
    let (mut arr, mut host) = (Recorder::default(), HostMemory::default());
    let mut again = |runner: &mut Runner, starts: Option<&[(u32, u32)]>, pdi| {
        runner.rerun(starts, &config, pdi).expect("starts");
        runner.run(&mut arr, &mut host).expect("runs");
        std::mem::take(&mut arr.writes)
    };
    runner
        .run(&mut Recorder::default(), &mut HostMemory::default())
        .expect("runs");
    let t0 = runner.summary().cycles;
    // The entry again: its configuration is in place, only the sequence runs;
    // time goes on.
    assert_eq!(again(&mut runner, None, None), vec![(0x2, 2)]);
    assert!(runner.summary().cycles > t0);
    // The kernel loads PDI 1; then the entry configures again, as PDI 1 is
    // not the entry device's; the kernel again loads PDI 1 (the last
    // loaded was 1, but the entry's configuration ran since: still skipped,
    // as the firmware knows only PDIs).
    assert_eq!(
        again(&mut runner, Some(&[(0, 4)]), None),
        vec![(0x3, 3), (0x5, 5)]
    );
    assert_eq!(again(&mut runner, None, None), vec![(0x1, 1), (0x2, 2)]);
    assert_eq!(again(&mut runner, Some(&[(0, 4)]), None), vec![(0x5, 5)]);
    // With PDI 1 as the entry device's, its load leaves the configuration in place.
    assert_eq!(again(&mut runner, None, Some(1)), vec![(0x2, 2)]);
    // A fresh runner that takes over what this one loaded, and its clock,
    // goes on as this one would: PDI 1 is in place, its load is skipped.
    let (loaded, clock) = (runner.loaded(), runner.summary().cycles);
    let mut fresh = Runner::new(&p, Options::default());
    fresh.set_loaded(&loaded);
    fresh.set_clock(clock);
    assert_eq!(again(&mut fresh, Some(&[(0, 4)]), Some(1)), vec![(0x5, 5)]);
    assert!(fresh.summary().cycles > clock);
}

#[test]
fn symbolic_operands_are_not_simulated() {
    let mut a = Recorder::default();
    let e = run_on("START_JOB 0\n WRITE_32 0x4, user_arg\nEND_JOB\nEOF", &mut a).unwrap_err();
    assert!(
        e.to_string()
            .contains("not simulated: WRITE_32 operand 'value' is the symbol 'user_arg'"),
        "{e}"
    );
}
