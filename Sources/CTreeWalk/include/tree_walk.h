#ifndef LAYOUTWATCH_TREE_WALK_H
#define LAYOUTWATCH_TREE_WALK_H
/// The bench's reference: a bare readdir + fstatat walk of every file below `root`, the least
/// any poll of that tree can cost. Returns the number of regular files stat'ed, -1 on error.
long layoutwatch_walk_stat(const char *root);
#endif
