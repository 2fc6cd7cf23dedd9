#ifndef LAYOUTWATCH_PROCESS_SHIMS_H
#define LAYOUTWATCH_PROCESS_SHIMS_H
/// Asks the kernel to SIGKILL this process when the thread that started it exits
/// (prctl PR_SET_PDEATHSIG, Linux only). Returns 0 on success, -1 where unsupported.
int layoutwatch_die_with_parent(void);
/// Makes this process the parent of every descendant whose own parent ends (prctl
/// PR_SET_CHILD_SUBREAPER, Linux only): orphans come here instead of to init. 0 on success.
int layoutwatch_become_subreaper(void);
#endif
