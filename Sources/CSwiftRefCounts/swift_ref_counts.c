// The functions are static inline in include/swift_ref_counts.h; a C target needs a source file.
#include "swift_ref_counts.h"
