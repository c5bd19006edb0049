/* A stand-in for AMD's libhrx.so with the entry points aie.utils'
 * hrxruntime binds (test_hrx_runtime.py builds it with cc). Nothing runs:
 * buffers are host memory, dispatches are recorded, and each call that
 * takes structures from Python appends what it read to a log
 * (stub_log()), so the test checks that its ctypes layouts are C's.
 * HRX_STUB_FAIL=<function name> makes that function return an error. */

#define _POSIX_C_SOURCE 200809L

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The layouts of hrx_runtime.h and hrx_amdxdna.h. */
typedef struct { uint32_t workgroup_count[3], workgroup_size[3], subgroup_size; } dispatch_config;
typedef struct { void *buffer; size_t offset, length; } buffer_ref;
typedef struct { const void *data; size_t data_length; } byte_span;
typedef struct { const char *data; size_t size; } string_view;
typedef struct { uint32_t record_length, abi_version; byte_span transaction, data_payload; } exe_run;
typedef struct {
    uint32_t record_length, abi_version;
    string_view name;
    uint32_t context_mode, xclbin_ordinal, pdi_ordinal, source_line;
    string_view source_file;
    const exe_run *runs;
    size_t run_count;
} entry_point;
typedef struct {
    uint32_t record_length, abi_version, flags, reserved;
    const byte_span *xclbins;
    size_t xclbin_count;
    const entry_point *entry_points;
    size_t entry_point_count;
} create_params;

typedef struct { int code; char message[96]; } status;
typedef struct { int refs; char name[64]; } executable;

static char log_text[8192];

const char *stub_log(void) { return log_text; }
void stub_reset(void) { log_text[0] = 0; }

static void note(const char *format, ...) {
    size_t used = strlen(log_text);
    va_list args;
    va_start(args, format);
    vsnprintf(log_text + used, sizeof log_text - used, format, args);
    va_end(args);
}

/* An error status when HRX_STUB_FAIL names `function`, else OK (NULL). */
static status *outcome(const char *function) {
    const char *failing = getenv("HRX_STUB_FAIL");
    if (!failing || strcmp(failing, function) != 0) return NULL;
    status *s = malloc(sizeof *s);
    s->code = 13;
    snprintf(s->message, sizeof s->message, "stub: %s refused", function);
    return s;
}

int hrx_status_code(status *s) { return s ? s->code : 0; }

status *hrx_status_to_string(status *s, char **text, size_t *length) {
    *text = strdup(s->message);
    *length = strlen(*text);
    return NULL;
}

void hrx_status_free_message(char *text) { free(text); }
void hrx_status_ignore(status *s) { free(s); }

status *hrx_gpu_initialize(uint32_t flags) { (void)flags; return outcome(__func__); }

status *hrx_gpu_device_get(int index, void **device) {
    *device = (void *)(uintptr_t)(0x1000 + index);
    return outcome(__func__);
}

status *hrx_stream_create(void *device, uint32_t flags, void **stream) {
    (void)device, (void)flags;
    *stream = (void *)0x2000;
    return outcome(__func__);
}

status *hrx_buffer_allocate(void *stream, size_t size, uint32_t memory, uint32_t usage,
                            void **buffer) {
    (void)stream;
    note("allocate %zu memory=%#x usage=%#x\n", size, memory, usage);
    *buffer = calloc(1, size);
    return outcome(__func__);
}

status *hrx_buffer_map_with_mode(void *buffer, uint32_t mode, uint16_t flags, size_t offset,
                                 size_t size, void **mapped) {
    note("map mode=%u flags=%u offset=%zu size=%zu\n", mode, flags, offset, size);
    *mapped = (char *)buffer + offset;
    return outcome(__func__);
}

status *hrx_buffer_flush_range(void *buffer, size_t offset, size_t size) {
    (void)buffer;
    note("flush %zu %zu\n", offset, size);
    return outcome(__func__);
}

status *hrx_buffer_invalidate_range(void *buffer, size_t offset, size_t size) {
    (void)buffer;
    note("invalidate %zu %zu\n", offset, size);
    return outcome(__func__);
}

void hrx_buffer_release(void *buffer) { free(buffer); }

status *hrx_stream_copy_h2d(void *stream, const void *source, void *buffer, size_t offset,
                            size_t size) {
    (void)stream;
    memcpy((char *)buffer + offset, source, size);
    return outcome(__func__);
}

status *hrx_amdxdna_executable_create(void *device, const create_params *p, void **out) {
    (void)device;
    const entry_point *e = p->entry_points;
    const exe_run *r = e->runs;
    note("create params=%u/%zu entry=%u/%zu run=%u/%zu abi=%u%u%u flags=%u xclbins=%zu:%zu "
         "entries=%zu name=%.*s mode=%u ordinals=%u,%u line=%u file=%zu runs=%zu "
         "transaction=%zu:%08x payload=%zu\n",
         p->record_length, sizeof *p, e->record_length, sizeof *e, r->record_length, sizeof *r,
         p->abi_version, e->abi_version, r->abi_version, p->flags, p->xclbin_count,
         p->xclbins[0].data_length, p->entry_point_count, (int)e->name.size, e->name.data,
         e->context_mode, e->xclbin_ordinal, e->pdi_ordinal, e->source_line, e->source_file.size,
         e->run_count, r->transaction.data_length, *(const uint32_t *)r->transaction.data,
         r->data_payload.data_length);
    status *s = outcome(__func__);
    if (s) return s;
    executable *x = calloc(1, sizeof *x);
    x->refs = 1;
    snprintf(x->name, sizeof x->name, "%.*s", (int)e->name.size, e->name.data);
    *out = x;
    return NULL;
}

status *hrx_executable_lookup_export_by_name(executable *x, const char *name, uint32_t *ordinal) {
    *ordinal = 0;
    if (strcmp(name, x->name) == 0) return outcome(__func__);
    status *s = malloc(sizeof *s);
    s->code = 5;
    snprintf(s->message, sizeof s->message, "no export %s", name);
    return s;
}

void hrx_executable_retain(executable *x) { x->refs++; note("retain %d\n", x->refs); }

void hrx_executable_release(executable *x) {
    note("release %d\n", x->refs - 1);
    if (--x->refs == 0) free(x);
}

status *hrx_stream_dispatch(void *stream, executable *x, uint32_t ordinal,
                            const dispatch_config *c, const void *constants, size_t constant_size,
                            const buffer_ref *bindings, size_t count, uint32_t flags) {
    (void)stream, (void)constants;
    note("dispatch %s#%u wg=%u,%u,%u/%u,%u,%u/%u constants=%zu flags=%u bindings=", x->name,
         ordinal, c->workgroup_count[0], c->workgroup_count[1], c->workgroup_count[2],
         c->workgroup_size[0], c->workgroup_size[1], c->workgroup_size[2], c->subgroup_size,
         constant_size, flags);
    for (size_t i = 0; i < count; i++) note("%zu:%zu,", bindings[i].offset, bindings[i].length);
    note("\n");
    return outcome(__func__);
}

/* HRX_STUB_SYNC_MS=<n>: the wait takes n milliseconds. */
status *hrx_stream_synchronize(void *stream) {
    (void)stream;
    const char *ms = getenv("HRX_STUB_SYNC_MS");
    if (ms) {
        long n = atol(ms);
        struct timespec wait = {n / 1000, (n % 1000) * 1000000L};
        nanosleep(&wait, NULL);
    }
    note("synchronize\n");
    return outcome(__func__);
}
