#ifndef LAYOUTWATCH_CHARFBUZZ_SHIM_H
#define LAYOUTWATCH_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
