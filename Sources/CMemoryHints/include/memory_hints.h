#ifndef LAYOUTWATCH_MEMORY_HINTS_H
#define LAYOUTWATCH_MEMORY_HINTS_H
/// Asks the processor to bring the cache line at `address` close, ready to be written
/// (PREFETCHW on x86). Only a hint: it never faults, whatever the address.
static inline void layoutwatch_prefetch_for_write(const void *address) {
    __builtin_prefetch(address, 1, 3);
}
/// Asks the processor to bring the cache line at `address` close, to be read. Only a hint.
static inline void layoutwatch_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}
#endif
