// The header is the whole module; SwiftPM wants a source file in a C target.
#include "CFuzzerDriver.h"
