#!/usr/bin/env python3
"""Whole-process wall time of commands run alternately: each round runs every
command once, in turn, so that a change in the machine's load falls on all of
them alike. Prints each command's median, tenth percentile and minimum.

Usage: python3 alternate.py ROUNDS 'CMD1 ARGS' 'CMD2 ARGS' ...
(a command's standard output and error are discarded; `{}` in a command is
replaced by its index, for output files that differ)."""

import os
import shlex
import statistics
import sys
import time


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    commands = [shlex.split(c.replace("{}", str(i))) for i, c in enumerate(sys.argv[2:])]
    times = [[] for _ in commands]
    null = os.open(os.devnull, os.O_WRONLY)
    actions = [(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)]
    for _ in range(rounds):
        for command, kept in zip(commands, times):
            start = time.perf_counter()
            pid = os.posix_spawnp(command[0], command, os.environ, file_actions=actions)
            _, status = os.waitpid(pid, 0)
            kept.append((time.perf_counter() - start) * 1000)
            if status != 0:
                sys.exit(f"{shlex.join(command)} failed ({status})")
    for command, kept in zip(commands, times):
        kept.sort()
        print(
            f"{statistics.median(kept):8.3f} ms median, {kept[len(kept) // 10]:8.3f} p10, "
            f"{kept[0]:8.3f} min  {shlex.join(command)}"
        )


if __name__ == "__main__":
    main()
