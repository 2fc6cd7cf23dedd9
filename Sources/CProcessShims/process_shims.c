#include "process_shims.h"
#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
int layoutwatch_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
int layoutwatch_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1); }
#else
int layoutwatch_die_with_parent(void) { return -1; }
int layoutwatch_become_subreaper(void) { return -1; }
#endif
