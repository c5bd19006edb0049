//! `aie.put_stream` / `aie.get_stream` against an environment that plays
//! the stream: words in, words out, room for a few.

use super::*;
use std::collections::VecDeque;

/// A [`SimpleEnv`] with a core stream port: `input` words to get, `output`
/// words put, at most `room` of them.
struct StreamEnv {
    inner: SimpleEnv,
    input: VecDeque<u32>,
    output: Vec<u32>,
    room: usize,
}

impl CoreEnv for StreamEnv {
    fn read(&mut self, tile: Tile, addr: u32, out: &mut [u8]) -> Result<(), MemFault> {
        self.inner.read(tile, addr, out)
    }
    fn write(&mut self, tile: Tile, addr: u32, data: &[u8]) -> Result<(), MemFault> {
        self.inner.write(tile, addr, data)
    }
    fn try_acquire(&mut self, lock: LockRef, req: LockRequest) -> Result<bool, LockFault> {
        self.inner.try_acquire(lock, req)
    }
    fn release(&mut self, lock: LockRef, value: i32) -> Result<(), LockFault> {
        self.inner.release(lock, value)
    }
    fn stream_put(&mut self, port: u32, word: u32) -> Result<bool, String> {
        assert_eq!(port, 0);
        if self.output.len() >= self.room {
            return Ok(false);
        }
        self.output.push(word);
        Ok(true)
    }
    fn stream_get(&mut self, port: u32) -> Result<Option<u32>, String> {
        assert_eq!(port, 0);
        Ok(self.input.pop_front())
    }
}

const BODY: &str = r#"
      %ch = arith.constant 0 : i32
      %i0 = arith.constant 0 : index
      %x = aie.get_stream(%ch : i32) : i32
      %f = aie.get_stream(%ch : i32) : f32
      %two = arith.constant 2.0 : f32
      %g = arith.mulf %f, %two : f32
      %y = arith.addi %x, %x : i32
      aie.put_stream(%ch : i32, %y : i32)
      aie.put_stream(%ch : i32, %g : f32)
      memref.store %x, %c[%i0] : memref<4xi32>
      aie.end
"#;

#[test]
fn a_core_stalls_on_its_stream_and_goes_on_where_it_stopped() {
    let (_, mut core, inner) = setup("", BODY);
    let mut env = StreamEnv {
        inner,
        input: VecDeque::from([21]),
        output: Vec::new(),
        room: 1,
    };
    let get = Stall {
        kind: StallKind::StreamGet { port: 0 },
        kernel: None,
    };
    assert_eq!(core.step(&mut env, 100), CoreState::Stalled(get));
    env.input.push_back(1.5f32.to_bits());
    let put = Stall {
        kind: StallKind::StreamPut { port: 0 },
        kernel: None,
    };
    assert_eq!(core.step(&mut env, 100), CoreState::Stalled(put));
    assert_eq!(env.output, vec![42]);
    env.room = 2;
    assert_eq!(core.step(&mut env, 100), CoreState::Done);
    assert_eq!(env.output, vec![42, 3.0f32.to_bits()]);
    assert_eq!(i32s(&env.inner, 0xC00, 1), vec![21]);
}

#[test]
fn stream_ops_need_an_array_and_one_of_the_cores_ports() {
    let (e, line, text) = run_err(BODY);
    assert_eq!(e.kind, ErrorKind::NotSimulated);
    assert!(
        e.to_string().contains("this environment has no array"),
        "{e}"
    );
    assert!(text.contains("aie.get_stream"), "line {line}: {text}");

    let body = BODY.replace("%ch = arith.constant 0", "%ch = arith.constant 1");
    let (e, _, text) = run_err(&body);
    assert_eq!(e.kind, ErrorKind::Design);
    let msg = e.to_string();
    assert!(
        msg.contains("channel 1: the core has one stream input (Core : 0)"),
        "{msg}"
    );
    assert!(text.contains("aie.get_stream"), "{text}");
}

#[test]
fn a_stream_word_is_an_i32_or_an_f32() {
    let wide = "%ch = arith.constant 0 : i32\n%w = aie.get_stream(%ch : i32) : i128\naie.end";
    let (_, core, _) = setup("", wide);
    let e = &core.program().unsupported()[0];
    assert_eq!(e.kind, ErrorKind::NotSimulated);
    assert!(e.to_string().contains("aie.get_stream of i128"), "{e}");

    let narrow = "%ch = arith.constant 0 : i32\n%v = arith.constant 1 : i16\naie.put_stream(%ch : i32, %v : i16)\naie.end";
    let (_, core, _) = setup("", narrow);
    let e = &core.program().unsupported()[0];
    assert_eq!(e.kind, ErrorKind::Design);
    assert!(e.to_string().contains("moves i16"), "{e}");
}
