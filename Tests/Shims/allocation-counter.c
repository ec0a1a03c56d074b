/* Counts heap allocations for the tests' allocation checks: every allocation function is
   counted and spindrift_allocations() exported. Built with cc and preloaded (LD_PRELOAD). */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdatomic.h>
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
static atomic_ulong allocations;
unsigned long spindrift_allocations(void) { return atomic_load(&allocations); }
void *malloc(size_t size) { atomic_fetch_add(&allocations, 1); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { atomic_fetch_add(&allocations, 1); return __libc_memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
    atomic_fetch_add(&allocations, 1);
    void *pointer = __libc_memalign(alignment, size);
    if (!pointer) return 12;
    *result = pointer;
    return 0;
}

