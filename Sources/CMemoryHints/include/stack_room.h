#ifndef LAYOUTWATCH_STACK_ROOM_H
#define LAYOUTWATCH_STACK_ROOM_H
#include <stddef.h>
/// The bytes of stack left below the caller's frame on the calling thread, or 0 when the
/// thread's stack cannot be found. The stack's bounds are read once per thread (for the main
/// thread glibc reads /proc/self/maps to find them).
size_t layoutwatch_stack_room(void);
#endif
