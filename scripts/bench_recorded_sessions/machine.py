"""What the machine spent, from /proc: CPU time of processes and of all
cores, and what became of the packets sent to processes' UDP sockets;
and the bytes in a folder."""

import os
from dataclasses import dataclass
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")


def process_seconds(pid: int) -> float:
    """User and system CPU time of the process and all its threads."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    # utime and stime: fields 14 and 15 of the line, 12 and 13 after the name.
    return (int(fields[11]) + int(fields[12])) / TICKS


def idle_seconds() -> float:
    """Time all cores spent idle or waiting for I/O. What they spent busy
    is the rest of the elapsed time: the kernel counts idle time as it
    passes but busy time only at its ticks, which miss the short bursts of
    work that packets bring."""
    ticks = [int(value) for value in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    return (ticks[3] + ticks[4]) / TICKS


@dataclass(frozen=True)
class Sockets:
    """Some processes' UDP sockets: packets the kernel dropped at them for
    want of room in their receive buffers, and bytes waiting in them unread
    (a process that falls behind leaves them growing)."""
    dropped: int
    waiting: int

    def since(self, earlier: "Sockets") -> "Sockets":
        """Drops since `earlier`, and what waits now."""
        return Sockets(self.dropped - earlier.dropped, self.waiting)


def udp_sockets(pids: list[int]) -> Sockets:
    inodes = set()
    for pid in pids:
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            try:
                target = os.readlink(fd)
            except FileNotFoundError:  # closed meanwhile
                continue
            if target.startswith("socket:["):
                inodes.add(target[len("socket:["):-1])
    # Columns: sl, local, remote, st, tx:rx queues (hexadecimal), timer,
    # retransmits, uid, timeout, inode, ref, pointer, drops.
    sockets = [fields for line in Path("/proc/net/udp").read_text().splitlines()[1:]
               if (fields := line.split())[9] in inodes]
    return Sockets(sum(int(fields[12]) for fields in sockets),
                   sum(int(fields[4].split(":")[1], 16) for fields in sockets))


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


@dataclass(frozen=True)
class Reading:
    janus: float
    generator: float
    idle: float
    janus_udp: Sockets
    generator_udp: Sockets
    recorded: int

    def since(self, earlier: "Reading") -> "Reading":
        return Reading(self.janus - earlier.janus, self.generator - earlier.generator,
                       self.idle - earlier.idle, self.janus_udp.since(earlier.janus_udp),
                       self.generator_udp.since(earlier.generator_udp),
                       self.recorded - earlier.recorded)


def read(janus_pid: int, generator_pids: list[int], recordings: Path) -> Reading:
    return Reading(process_seconds(janus_pid),
                   sum(process_seconds(pid) for pid in generator_pids),
                   idle_seconds(), udp_sockets([janus_pid]), udp_sockets(generator_pids),
                   folder_bytes(recordings))
