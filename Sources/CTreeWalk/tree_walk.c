#define _GNU_SOURCE
#include "tree_walk.h"
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

static long walk(int parent, const char *name) {
    int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -1;
    DIR *dir = fdopendir(fd);
    if (!dir) { close(fd); return -1; }
    long count = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.' && (entry->d_name[1] == 0 || (entry->d_name[1] == '.' && entry->d_name[2] == 0))) continue;
        struct stat info;
        if (fstatat(fd, entry->d_name, &info, AT_SYMLINK_NOFOLLOW) != 0) continue;
        if (S_ISDIR(info.st_mode)) {
            long below = walk(fd, entry->d_name);
            if (below > 0) count += below;
        } else if (S_ISREG(info.st_mode)) {
            count += 1;
        }
    }
    closedir(dir);
    return count;
}

long layoutwatch_walk_stat(const char *root) { return walk(AT_FDCWD, root); }
