/* aie-sim's XRT-compatible runtime: the C interface of libxrt_coreutil.so
 * that the C++ classes of these headers wrap (aiec, compiler/xrt-coreutil).
 *
 * Every function that can fail returns 0 on success and -1 on failure, with
 * the reason in aiesim_error() (for the calling thread). Handles are
 * released with their _free function; an object stays alive while a handle
 * that needs it does. */
#ifndef AIESIM_XRT_DETAIL_AIESIM_H
#define AIESIM_XRT_DETAIL_AIESIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct aiesim_device aiesim_device;
typedef struct aiesim_xclbin aiesim_xclbin;
typedef struct aiesim_elf aiesim_elf;
typedef struct aiesim_context aiesim_context;
typedef struct aiesim_kernel aiesim_kernel;
typedef struct aiesim_run aiesim_run;
typedef struct aiesim_bo aiesim_bo;

/* The last failure's message on this thread. */
const char *aiesim_error(void);
/* How it is thrown: 1 std::out_of_range, 0 std::runtime_error. */
int aiesim_error_kind(void);

int aiesim_device_open(unsigned int index, aiesim_device **out);
void aiesim_device_free(aiesim_device *device);
/* Registers an xclbin with the device; its UUID goes to uuid[16]. */
int aiesim_device_register(aiesim_device *device, aiesim_xclbin *xclbin, unsigned char *uuid);

int aiesim_xclbin_load(const char *path, aiesim_xclbin **out);
void aiesim_xclbin_free(aiesim_xclbin *xclbin);
void aiesim_xclbin_uuid(const aiesim_xclbin *xclbin, unsigned char *uuid);
size_t aiesim_xclbin_kernels(const aiesim_xclbin *xclbin);
/* Strings live as long as the xclbin. */
const char *aiesim_xclbin_kernel_name(const aiesim_xclbin *xclbin, size_t kernel);
size_t aiesim_xclbin_args(const aiesim_xclbin *xclbin, size_t kernel);
const char *aiesim_xclbin_arg_name(const aiesim_xclbin *xclbin, size_t kernel, size_t arg);
const char *aiesim_xclbin_arg_type(const aiesim_xclbin *xclbin, size_t kernel, size_t arg);
/* The argument's offset and size in the argument block; -1 for none. */
int64_t aiesim_xclbin_arg_offset(const aiesim_xclbin *xclbin, size_t kernel, size_t arg);
int64_t aiesim_xclbin_arg_size(const aiesim_xclbin *xclbin, size_t kernel, size_t arg);
/* The platform (XSA) name the xclbin names. */
const char *aiesim_xclbin_xsa(const aiesim_xclbin *xclbin);

int aiesim_elf_load(const char *path, aiesim_elf **out);
/* An ELF held in memory. */
int aiesim_elf_load_data(const void *data, size_t size, aiesim_elf **out);
void aiesim_elf_free(aiesim_elf *elf);
/* 1 for a full ELF (one carrying its design), else 0. */
int aiesim_elf_is_full(const aiesim_elf *elf);

/* A hardware context on the xclbin registered with this UUID, or on a full ELF. */
int aiesim_context_open(aiesim_device *device, const unsigned char *uuid, aiesim_context **out);
int aiesim_context_open_elf(aiesim_device *device, aiesim_elf *elf, aiesim_context **out);
/* A new handle of the xclbin the context was made from; null for an ELF's. */
aiesim_xclbin *aiesim_context_xclbin(const aiesim_context *context);
void aiesim_context_free(aiesim_context *context);

/* A kernel of the context, made as XRT's constructors make it: how = 0
 * xrt::kernel(context, name) (a context of an xclbin), 1
 * xrt::ext::kernel(context, module, name) (the xclbin's kernel, the
 * module's instructions), 2 xrt::ext::kernel(context, name) (a context of
 * a full ELF; name is device[:sequence]). */
int aiesim_kernel_open(aiesim_context *context, aiesim_elf *module, const char *name, int how,
                       aiesim_kernel **out);
void aiesim_kernel_free(aiesim_kernel *kernel);
const char *aiesim_kernel_name(const aiesim_kernel *kernel);
/* XRT's group id of argument arg: its memory's index, 0xFFFF for none. */
int aiesim_kernel_group_id(const aiesim_kernel *kernel, int arg);
/* Argument arg's offset in the argument block. */
int aiesim_kernel_arg_offset(const aiesim_kernel *kernel, int arg, uint32_t *out);

int aiesim_run_open(aiesim_kernel *kernel, aiesim_run **out);
void aiesim_run_free(aiesim_run *run);
/* A scalar argument: its bytes, as many as the argument holds. */
int aiesim_run_set_scalar(aiesim_run *run, int index, const void *value, size_t size);
/* The index of the argument of the run's kernel named name. */
int aiesim_run_arg_index(const aiesim_run *run, const char *name, int *out);
/* A buffer argument: the argument holds its address. */
int aiesim_run_set_bo(aiesim_run *run, int index, aiesim_bo *bo);
/* Runs the kernel to its end; the state says how it ended. from_runlist:
 * a runlist executes it (a run in a runlist cannot start on its own). */
int aiesim_run_start(aiesim_run *run, int from_runlist);
/* The ert_cmd_state of the run. */
int aiesim_run_state(const aiesim_run *run);
/* Adds delta to the runlists holding the run. */
int aiesim_run_runlists(aiesim_run *run, int delta);
/* Marks a run of a runlist that did not execute as aborted. */
int aiesim_run_abort(aiesim_run *run);
/* The run's scratchpad, which CREATE_SCRATCHPAD copies into the state table
   (made on first use, of the size the kernel creates); a new handle to it. */
int aiesim_run_scratchpad_bo(aiesim_run *run, aiesim_bo **out);

/* A buffer object; userptr (page-aligned) is its host memory, or null. */
int aiesim_bo_open(aiesim_device *device, void *userptr, size_t size, uint64_t flags, uint32_t group,
                   aiesim_bo **out);
/* Bytes [offset, offset + size) of parent. */
int aiesim_bo_open_sub(aiesim_bo *parent, size_t size, size_t offset, aiesim_bo **out);
void aiesim_bo_free(aiesim_bo *bo);
/* The host copy; a device-only buffer has none. */
int aiesim_bo_map(aiesim_bo *bo, void **out);
size_t aiesim_bo_size(const aiesim_bo *bo);
uint64_t aiesim_bo_address(const aiesim_bo *bo);
uint64_t aiesim_bo_flags(const aiesim_bo *bo);
uint32_t aiesim_bo_group(const aiesim_bo *bo);
/* direction: 0 to the device (the host copy becomes the device's), 1 from it. */
int aiesim_bo_sync(aiesim_bo *bo, int direction, size_t size, size_t offset);
int aiesim_bo_write(aiesim_bo *bo, const void *src, size_t size, size_t seek);
int aiesim_bo_read(aiesim_bo *bo, void *dst, size_t size, size_t skip);
/* The device copy of src's bytes [src_offset, +size) to dst's at dst_offset. */
int aiesim_bo_copy(aiesim_bo *dst, aiesim_bo *src, size_t size, size_t dst_offset, size_t src_offset);

#ifdef __cplusplus
}
#endif

#endif
