#ifndef LAYOUTWATCH_SWIFT_REF_COUNTS_H
#define LAYOUTWATCH_SWIFT_REF_COUNTS_H
#include <stdint.h>

/// Retains the Swift object at `object` `count` times in one atomic operation, through the
/// Swift runtime's own entry point (exported by libswiftCore; `Unmanaged` has only one
/// reference at a time). Declared in the body, so Swift sees only this function.
static inline void layoutwatch_retain_n(void *object, uint32_t count) {
    extern void *swift_retain_n(void *, uint32_t);
    swift_retain_n(object, count);
}

/// Releases the Swift object at `object` `count` times in one atomic operation.
static inline void layoutwatch_release_n(void *object, uint32_t count) {
    extern void swift_release_n(void *, uint32_t);
    swift_release_n(object, count);
}
#endif
