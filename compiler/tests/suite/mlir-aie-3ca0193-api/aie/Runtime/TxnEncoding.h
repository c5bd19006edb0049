// A stand-in for mlir-aie's include/aie/Runtime/TxnEncoding.h at 3ca0193
// (2026-08-14), written for aiec's tests (compiler/tests/suite/npu_cpp.rs):
// exactly the names that header declares, and nothing more, so C++ that
// `aiec --aie-npu-to-cpp` writes is built against the oldest API it must
// compile with. No append function for MASKPOLL: that header has none.

#ifndef AIE_RUNTIME_TXNENCODING_H
#define AIE_RUNTIME_TXNENCODING_H

#include <cstddef>
#include <cstdint>
#include <vector>

namespace aie_runtime {

enum TxnOpcode : uint32_t {
  TXN_OPC_WRITE = 0,
  TXN_OPC_BLOCKWRITE = 1,
  TXN_OPC_BLOCKSET = 2,
  TXN_OPC_MASKWRITE = 3,
  TXN_OPC_MASKPOLL = 4,
  TXN_OPC_NOOP = 5,
  TXN_OPC_PREEMPT = 6,
  TXN_OPC_MASKPOLL_BUSY = 7,
  TXN_OPC_LOADPDI = 8,
  TXN_OPC_LOAD_PM_START = 9,
  TXN_OPC_CREATE_SCRATCHPAD = 10,
  TXN_OPC_UPDATE_STATE_TABLE = 11,
  TXN_OPC_UPDATE_REG = 12,
  TXN_OPC_UPDATE_SCRATCH = 13,
  TXN_OPC_CONFIG_SHIMDMA_BD = 14,
  TXN_OPC_CONFIG_SHIMDMA_DMABUF_BD = 15,
  TXN_OPC_CUSTOM_OP_BEGIN = 0x80,
  TXN_OPC_TCT = 0x80,
  TXN_OPC_DDR_PATCH = 0x81,
  TXN_OPC_READ_REGS = 0x82,
  TXN_OPC_RECORD_TIMER = 0x83,
  TXN_OPC_MERGE_SYNC = 0x84,
  TXN_OPC_CUSTOM_OP_NEXT = 0x85,
  TXN_OPC_LOAD_PM_END_INTERNAL = 200,
  TXN_OPC_CUSTOM_OP_MAX = 255,
};

constexpr uint32_t kMaxBDsPerTile = 48;

struct BdPool {
  uint32_t free_ids[kMaxBDsPerTile];
  int head;
};

inline BdPool bd_pool_init(uint32_t n) {
  BdPool pool{};
  uint32_t ids = n < kMaxBDsPerTile ? n : kMaxBDsPerTile;
  for (uint32_t id = ids; id-- > 0;)
    pool.free_ids[pool.head++] = id;
  return pool;
}

inline bool bd_pool_pop(BdPool &pool, uint32_t &out) {
  if (pool.head == 0)
    return false;
  out = pool.free_ids[--pool.head];
  return true;
}

inline void bd_pool_push(BdPool &pool, uint32_t id) {
  if (pool.head < static_cast<int>(kMaxBDsPerTile))
    pool.free_ids[pool.head++] = id;
}

struct TxnDeviceInfo {
  uint8_t major = 0;
  uint8_t minor = 1;
  uint8_t devGen = 3;
  uint8_t numRows = 6;
  uint8_t numCols = 5;
  uint8_t numMemTileRows = 1;
};

inline void txn_append_write32(std::vector<uint32_t> &txn, uint32_t addr,
                               uint32_t val) {
  for (uint32_t w : {uint32_t{TXN_OPC_WRITE}, 0u, addr, 0u, val, 24u})
    txn.push_back(w);
}

inline void txn_append_maskwrite32(std::vector<uint32_t> &txn, uint32_t addr,
                                   uint32_t val, uint32_t mask) {
  for (uint32_t w : {uint32_t{TXN_OPC_MASKWRITE}, 0u, addr, 0u, val, mask, 28u})
    txn.push_back(w);
}

inline void txn_append_sync(std::vector<uint32_t> &txn, uint32_t col,
                            uint32_t row, uint32_t dir, uint32_t chan,
                            uint32_t ncol, uint32_t nrow) {
  txn.push_back(TXN_OPC_TCT);
  txn.push_back(16);
  txn.push_back((dir & 0xFF) | (row & 0xFF) << 8 | (col & 0xFF) << 16);
  txn.push_back((nrow & 0xFF) << 8 | (ncol & 0xFF) << 16 | (chan & 0xFF) << 24);
}

inline void txn_append_blockwrite(std::vector<uint32_t> &txn, uint32_t addr,
                                  const uint32_t *data, size_t count,
                                  uint32_t col = 0, uint32_t row = 0) {
  txn.push_back(TXN_OPC_BLOCKWRITE);
  txn.push_back((col & 0xFF) | (row & 0xFF) << 8);
  txn.push_back(addr);
  txn.push_back(static_cast<uint32_t>(16 + 4 * count));
  txn.insert(txn.end(), data, data + count);
}

inline void txn_append_address_patch(std::vector<uint32_t> &txn, uint32_t addr,
                                     int32_t arg_idx, uint32_t arg_plus) {
  uint32_t idx = static_cast<uint32_t>(arg_idx);
  for (uint32_t w : {uint32_t{TXN_OPC_DDR_PATCH}, 48u, 0u, 0u, 0u, 0u, addr, 0u,
                     idx, 0u, arg_plus, 0u})
    txn.push_back(w);
}

inline void txn_append_loadpdi(std::vector<uint32_t> &txn, uint32_t id,
                               uint32_t size, uint64_t addr) {
  txn.push_back(TXN_OPC_LOADPDI | id << 16);
  txn.push_back(size);
  txn.push_back(static_cast<uint32_t>(addr));
  txn.push_back(static_cast<uint32_t>(addr >> 32));
}

inline void txn_append_preempt(std::vector<uint32_t> &txn, uint32_t level) {
  txn.push_back(TXN_OPC_PREEMPT | level << 8);
}

inline void txn_init(std::vector<uint32_t> &txn) { txn.assign(4, 0); }

inline void txn_prepend_header(std::vector<uint32_t> &txn, uint32_t op_count,
                               TxnDeviceInfo info = {}) {
  if (txn.size() < 4)
    txn.resize(4, 0);
  txn[0] = uint32_t{info.numRows} << 24 | uint32_t{info.devGen} << 16 |
           uint32_t{info.minor} << 8 | info.major;
  txn[1] = uint32_t{info.numMemTileRows} << 8 | info.numCols;
  txn[2] = op_count;
  txn[3] = static_cast<uint32_t>(4 * txn.size());
}

} // namespace aie_runtime

#endif // AIE_RUNTIME_TXNENCODING_H
