#ifndef CFUZZERDRIVER_H
#define CFUZZERDRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's driver, for a program whose main is not libFuzzer's (SwiftPM may give an
// executable its own); defined by the runtime -sanitize=fuzzer links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

// Defined by each fuzz target.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
