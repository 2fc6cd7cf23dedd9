#define _GNU_SOURCE
#include <pthread.h>
#include "stack_room.h"

static __thread char *stack_low;  // the lowest usable address of this thread's stack; 0 until read
static __thread int stack_unknown;

size_t layoutwatch_stack_room(void) {
    char here;
    if (stack_low == 0) {
        if (stack_unknown) return 0;
        pthread_attr_t attributes;
        void *address = 0;
        size_t size = 0;
        if (pthread_getattr_np(pthread_self(), &attributes) != 0) { stack_unknown = 1; return 0; }
        int failed = pthread_attr_getstack(&attributes, &address, &size);
        pthread_attr_destroy(&attributes);
        if (failed || address == 0) { stack_unknown = 1; return 0; }
        stack_low = (char *)address;
    }
    return &here > stack_low ? (size_t)(&here - stack_low) : 0;
}
