#define _GNU_SOURCE
#include "process_shims.h"
#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
int layoutwatch_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
int layoutwatch_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1); }

pid_t layoutwatch_spawn_with_pipes(const char *path, char *const argv[], char *const envp[],
                                   int fd3, int fd4, int error_fd) {
    pid_t pid = fork();
    if (pid != 0) return pid;
    // The child: only async-signal-safe calls until exec.
    setpgid(0, 0);
    signal(SIGPIPE, SIG_DFL);
    // Move the three out of the way first: any of them may be 0–4 itself.
    int in = fcntl(fd3, F_DUPFD, 10), out = fcntl(fd4, F_DUPFD, 10), err = fcntl(error_fd, F_DUPFD, 10);
    int null = open("/dev/null", O_RDWR);
    if (in < 0 || out < 0 || err < 0 || null < 0) _exit(127);
    if (dup2(null, 0) < 0 || dup2(null, 1) < 0 || dup2(err, 2) < 0 || dup2(in, 3) < 0 || dup2(out, 4) < 0) _exit(127);
#ifdef SYS_close_range
    if (syscall(SYS_close_range, 5U, ~0U, 0U) != 0)
#endif
    for (int fd = 5; fd < 4096; fd++) close(fd);
    execve(path, argv, envp);
    _exit(127);
}

#define TRACKED_MAX 32
static _Atomic pid_t tracked[TRACKED_MAX];
static atomic_int installed;

static void kill_tracked(void) {
    for (int i = 0; i < TRACKED_MAX; i++) {
        pid_t group = atomic_load(&tracked[i]);
        if (group > 0) kill(-group, SIGKILL);
    }
}

static void on_signal(int number) {
    kill_tracked();
    signal(number, SIG_DFL);
    raise(number);
}

static void install_once(void) {
    if (atomic_exchange(&installed, 1)) return;
    atexit(kill_tracked);
    const int numbers[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
    sigset_t ours;
    sigemptyset(&ours);
    for (unsigned i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        struct sigaction current;
        if (sigaction(numbers[i], NULL, &current) == 0 && current.sa_handler == SIG_DFL
            && !(current.sa_flags & SA_SIGINFO)) {
            struct sigaction handler = {0};
            handler.sa_handler = on_signal;
            sigemptyset(&handler.sa_mask);
            sigaction(numbers[i], &handler, NULL);
            sigaddset(&ours, numbers[i]);
        }
    }
    // A mask inherited from the parent (a test runner's, say) would hold these signals back
    // forever: this thread takes them.
    pthread_sigmask(SIG_UNBLOCK, &ours, NULL);
}

int layoutwatch_track_group(pid_t group) {
    install_once();
    for (int i = 0; i < TRACKED_MAX; i++) {
        pid_t empty = 0;
        if (atomic_compare_exchange_strong(&tracked[i], &empty, group)) return 0;
    }
    return -1;
}

void layoutwatch_untrack_group(pid_t group) {
    for (int i = 0; i < TRACKED_MAX; i++) {
        pid_t expected = group;
        atomic_compare_exchange_strong(&tracked[i], &expected, 0);
    }
}
#else
int layoutwatch_die_with_parent(void) { return -1; }
int layoutwatch_become_subreaper(void) { return -1; }
pid_t layoutwatch_spawn_with_pipes(const char *path, char *const argv[], char *const envp[],
                                   int fd3, int fd4, int error_fd) { return -1; }
int layoutwatch_track_group(pid_t group) { return -1; }
void layoutwatch_untrack_group(pid_t group) {}
#endif
