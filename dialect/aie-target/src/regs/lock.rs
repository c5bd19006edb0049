//! Lock registers (aie2-registers.md §3): value registers, the request
//! window that acquires or releases by reading, overflow and underflow status.

use super::layout::{f, reg, s, Layout};
use crate::device::TileKind;

/// Lock value register: writing sets the value (0..=63).
pub static LOCK_VALUE: Layout = reg(&[f("value", 0, 0, crate::device::LOCK_VALUE_BITS)]);

/// Tile-local address of lock `id`'s value register.
pub fn lock_value(kind: TileKind, id: u32) -> u32 {
    let base = match kind {
        TileKind::Core => 0x1F000,
        TileKind::MemTile => 0xC0000,
        TileKind::ShimNoc | TileKind::ShimPl => 0x14000,
    };
    base + 0x10 * id
}

/// The lock id whose value register is at tile-local `offset` (inverse of
/// [`lock_value`]; ids up to the request window's id field: 16 locks, 64 on
/// mem tiles).
pub fn lock_value_at(kind: TileKind, offset: u32) -> Option<u32> {
    let rel = offset.checked_sub(lock_value(kind, 0))?;
    let id = rel / 0x10;
    let locks = 1 << lock_request_layout(kind).0.field("id")?.bits;
    (rel % 0x10 == 0 && id < locks).then_some(id)
}

/// Locks per tile in a mem-tile BD's lock-id space (§3): ids `0..64` are
/// the west neighbour's, `64..128` the own tile's, `128..192` the east
/// neighbour's.
pub const MEM_TILE_LOCKS: u32 = 64;

/// The lock-id field value with which a BD of a `kind` tile names lock `id`
/// of the tile `column_delta` columns away (-1, 0, 1 on mem tiles; 0
/// elsewhere).
pub fn bd_lock_field(kind: TileKind, column_delta: i64, id: u32) -> Option<u32> {
    match kind {
        TileKind::MemTile if (-1..=1).contains(&column_delta) && id < MEM_TILE_LOCKS => {
            Some((column_delta + 1) as u32 * MEM_TILE_LOCKS + id)
        }
        TileKind::MemTile => None,
        _ => (column_delta == 0).then_some(id),
    }
}

/// The `(column delta, lock id)` a BD's lock-id field value names (inverse
/// of [`bd_lock_field`]).
pub fn bd_lock_at(kind: TileKind, field: u32) -> Option<(i64, u32)> {
    match kind {
        TileKind::MemTile if field < 3 * MEM_TILE_LOCKS => Some((
            i64::from(field / MEM_TILE_LOCKS) - 1,
            field % MEM_TILE_LOCKS,
        )),
        TileKind::MemTile => None,
        _ => Some((0, field)),
    }
}

/// Offset in the lock request window (the address, not the data): lock id
/// (4 bits on compute and shim tiles, 6 on mem tiles), acquire or release,
/// signed value.
static REQUEST: Layout = reg(&[
    f("id", 0, 10, 4),
    f("acquire", 0, 9, 1),
    s("value", 0, 2, 7),
]);
static MEM_REQUEST: Layout = reg(&[
    f("id", 0, 10, 6),
    f("acquire", 0, 9, 1),
    s("value", 0, 2, 7),
]);
const REQUEST_WINDOW: u32 = 0x40000;
const MEM_REQUEST_WINDOW: u32 = 0xD0000;

/// The request window's offset layout and base address of a tile kind.
pub fn lock_request_layout(kind: TileKind) -> (&'static Layout, u32) {
    if kind == TileKind::MemTile {
        (&MEM_REQUEST, MEM_REQUEST_WINDOW)
    } else {
        (&REQUEST, REQUEST_WINDOW)
    }
}

/// Tile-local address whose read acquires (or releases) lock `id` by
/// `value`; bit 0 of the data read is 1 on success. `None` for an id or
/// value out of range.
pub fn lock_request(kind: TileKind, id: u32, acquire: bool, value: i64) -> Option<u32> {
    let (layout, base) = lock_request_layout(kind);
    // A request's value is a signed delta: no unsigned reading of its bits.
    layout.field("value")?.raw(value)?;
    let values = [
        ("id", i64::from(id)),
        ("acquire", i64::from(acquire)),
        ("value", value),
    ];
    Some(base + layout.word(&values).ok()?)
}

/// The `(id, acquire, value)` of a request-window address (inverse of
/// [`lock_request`]).
pub fn lock_request_at(kind: TileKind, address: u32) -> Option<(u32, bool, i64)> {
    let (layout, base) = lock_request_layout(kind);
    let offset = address.checked_sub(base)?;
    let get = |name| layout.field(name).map(|f| f.get(&[offset]));
    let values = [
        ("id", get("id")?),
        ("acquire", get("acquire")?),
        ("value", get("value")?),
    ];
    (layout.word(&values) == Ok(offset)).then_some((
        values[0].1 as u32,
        values[1].1 == 1,
        values[2].1,
    ))
}

/// The `(address, bit)` flagging overflow (or underflow) of lock `id`;
/// write 1 to clear. Mem tiles have two words, locks 0–31 and 32–63.
pub fn lock_status(kind: TileKind, underflow: bool, id: u32) -> Option<(u32, u32)> {
    let overflow = match kind {
        TileKind::Core => 0x1F120,
        TileKind::MemTile => 0xC0420,
        TileKind::ShimNoc | TileKind::ShimPl => 0x14120,
    };
    let locks = 1 << lock_request_layout(kind).0.field("id")?.bits;
    (id < locks).then(|| {
        (
            overflow + if underflow { 8 } else { 0 } + 4 * (id / 32),
            id % 32,
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_registers() {
        assert_eq!(lock_value(TileKind::MemTile, 2), 0xC0020);
        assert_eq!(lock_value(TileKind::Core, 15), 0x1F0F0);
        assert_eq!(lock_value(TileKind::ShimNoc, 1), 0x14010);
        assert_eq!(LOCK_VALUE.word(&[("value", 63)]), Ok(0x3F));
        assert!(LOCK_VALUE.word(&[("value", 64)]).is_err());
    }

    #[test]
    fn value_register_lookup_and_bd_lock_ids() {
        for (kind, id) in [
            (TileKind::Core, 15),
            (TileKind::MemTile, 63),
            (TileKind::ShimNoc, 0),
        ] {
            assert_eq!(lock_value_at(kind, lock_value(kind, id)), Some(id));
        }
        assert_eq!(
            lock_value_at(TileKind::Core, lock_value(TileKind::Core, 16)),
            None
        );
        assert_eq!(lock_value_at(TileKind::Core, 0x1F004), None);
        assert_eq!(lock_value_at(TileKind::MemTile, 0xBFFF0), None);
        // §3: own mem-tile lock k is 64 + k.
        assert_eq!(bd_lock_field(TileKind::MemTile, 0, 5), Some(69));
        assert_eq!(bd_lock_field(TileKind::MemTile, 1, 0), Some(128));
        assert_eq!(bd_lock_field(TileKind::MemTile, -1, 63), Some(63));
        assert_eq!(bd_lock_field(TileKind::MemTile, 2, 0), None);
        assert_eq!(bd_lock_field(TileKind::Core, 0, 3), Some(3));
        assert_eq!(bd_lock_field(TileKind::Core, 1, 3), None);
        for field in [0, 63, 64, 127, 191] {
            let (delta, id) = bd_lock_at(TileKind::MemTile, field).unwrap();
            assert_eq!(bd_lock_field(TileKind::MemTile, delta, id), Some(field));
        }
        assert_eq!(bd_lock_at(TileKind::MemTile, 192), None);
        assert_eq!(bd_lock_at(TileKind::ShimNoc, 7), Some((0, 7)));
    }

    /// aie2-registers.md §1.4 / §3: the request windows end at 0x43FFC and 0xDFFFC.
    #[test]
    fn request_window() {
        assert_eq!(lock_request(TileKind::Core, 15, true, -1), Some(0x43FFC));
        assert_eq!(lock_request(TileKind::MemTile, 63, true, -1), Some(0xDFFFC));
        assert_eq!(lock_request(TileKind::MemTile, 0, false, 0), Some(0xD0000));
        assert_eq!(lock_request(TileKind::ShimNoc, 2, false, 1), Some(0x40804));
        assert_eq!(lock_request(TileKind::Core, 16, true, 1), None);
        assert_eq!(lock_request(TileKind::Core, 0, true, 64), None);
        for (kind, id) in [
            (TileKind::Core, 15),
            (TileKind::MemTile, 63),
            (TileKind::ShimPl, 0),
        ] {
            for (acquire, value) in [(true, -64), (false, 63), (true, 0)] {
                let address = lock_request(kind, id, acquire, value).unwrap();
                assert_eq!(lock_request_at(kind, address), Some((id, acquire, value)));
            }
        }
        assert_eq!(lock_request_at(TileKind::Core, 0x44000), None);
        assert_eq!(lock_request_at(TileKind::MemTile, 0xCFFFC), None);
    }

    #[test]
    fn status_bits() {
        assert_eq!(lock_status(TileKind::Core, false, 3), Some((0x1F120, 3)));
        assert_eq!(
            lock_status(TileKind::ShimNoc, true, 15),
            Some((0x14128, 15))
        );
        assert_eq!(
            lock_status(TileKind::MemTile, false, 33),
            Some((0xC0424, 1))
        );
        assert_eq!(
            lock_status(TileKind::MemTile, true, 63),
            Some((0xC042C, 31))
        );
        assert_eq!(lock_status(TileKind::Core, false, 16), None);
    }
}
