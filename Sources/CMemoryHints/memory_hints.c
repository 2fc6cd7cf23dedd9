// The hints are static inline functions in include/memory_hints.h; a C target needs a source file.
#include "memory_hints.h"
