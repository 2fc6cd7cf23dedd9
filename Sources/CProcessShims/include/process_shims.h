#ifndef LAYOUTWATCH_PROCESS_SHIMS_H
#define LAYOUTWATCH_PROCESS_SHIMS_H
#include <sys/types.h>
/// Asks the kernel to SIGKILL this process when the thread that started it exits
/// (prctl PR_SET_PDEATHSIG, Linux only). Returns 0 on success, -1 where unsupported.
int layoutwatch_die_with_parent(void);
/// Makes this process the parent of every descendant whose own parent ends (prctl
/// PR_SET_CHILD_SUBREAPER, Linux only): orphans come here instead of to init. 0 on success.
int layoutwatch_become_subreaper(void);
/// Starts `path` with `argv` and `envp` in a new process group of its own (its pid is the
/// group's id), with `fd3` and `fd4` as its file descriptors 3 and 4, `error_fd` as its
/// stderr, /dev/null as stdin and stdout, and no other descriptor of ours. Between fork and
/// exec only async-signal-safe calls run. Returns the pid, or -1 with errno set.
pid_t layoutwatch_spawn_with_pipes(const char *path, char *const argv[], char *const envp[],
                                   int fd3, int fd4, int error_fd);
/// Remembers a process group to SIGKILL when this process ends: at exit() and on SIGINT,
/// SIGTERM, SIGHUP and SIGQUIT (for each of those the first call installs a handler, only
/// where no one else handles the signal; the handler kills the groups, then lets the signal
/// end the process as it would have), and unblocks them in the calling thread (a mask inherited
/// from the parent would hold them back). At most 32 groups at once; -1 when full.
int layoutwatch_track_group(pid_t group);
/// Forgets a group `layoutwatch_track_group` remembered (it has been stopped and reaped).
void layoutwatch_untrack_group(pid_t group);
#endif
