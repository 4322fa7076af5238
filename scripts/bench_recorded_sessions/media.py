"""What each publisher sends: a clip encoded once with ffmpeg as a browser
would send it (640x480 VP8 at 30 frames a second, under the room's
512 kb/s, and Opus in 20 ms frames), replayed packet by packet in real
time and looped. Encoding 80 streams live in this process would measure
the load generator, not Janus."""

import asyncio
import hashlib
import subprocess
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import av
from aiortc import MediaStreamTrack

CLIP_SECONDS = 10
# Browsers key-frame when asked; a replayed clip cannot, so it carries one
# every 2 seconds for Janus's recorder and for subscribers that join late.
ENCODE = [
    "-f", "lavfi", "-i", "testsrc2=size=640x480:rate=30",
    "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000",
    "-t", str(CLIP_SECONDS),
    "-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-threads", "2",
    "-b:v", "450k", "-maxrate", "512k", "-bufsize", "512k", "-g", "60", "-keyint_min", "60",
    "-c:a", "libopus", "-b:a", "32k", "-ac", "1", "-frame_duration", "20", "-application", "voip",
]


def encoded(folder: Path) -> Path:
    """The clip in `folder`, encoded unless an earlier run did with the
    same settings."""
    path = folder / f"clip-{hashlib.sha256(' '.join(ENCODE).encode()).hexdigest()[:12]}.webm"
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".partial.webm")
        quiet = ["-hide_banner", "-loglevel", "error", "-y"]
        subprocess.run(["ffmpeg", *quiet, *ENCODE, str(partial)], check=True)
        partial.rename(path)
    return path


# Each codec's RTP clock. Packets carry their times in it, so that aiortc
# has no time base to convert (with fractions, for every frame).
CLOCKS = {"video": 90_000, "audio": 48_000}


@dataclass(frozen=True)
class Stream:
    """One stream of the clip: each packet's bytes and time in the codec's
    clock, and how long a lap of it lasts."""
    kind: str
    packets: list[tuple[bytes, int]]
    lap: int

    @property
    def clock(self) -> int:
        return CLOCKS[self.kind]


def load(path: Path) -> dict[str, Stream]:
    """The clip's audio and video streams, by kind, held in memory."""
    found: dict[str, Stream] = {}
    with av.open(str(path)) as container:
        for source in container.streams:
            clock = CLOCKS[source.type]
            assert source.time_base is not None
            times = [(bytes(packet), round(packet.pts * source.time_base * clock))
                     for packet in container.demux(source)
                     if packet.size and packet.pts is not None]
            container.seek(0)
            first, last = times[0][1], times[-1][1]
            step = last - times[-2][1]
            found[source.type] = Stream(source.type, [(data, pts - first) for data, pts in times],
                                        last - first + step)
    return found


class Replay(MediaStreamTrack):
    """A track of already encoded packets, each returned at its time since
    the first was asked for; aiortc's sender packetizes them as they are."""

    def __init__(self, stream: Stream) -> None:
        super().__init__()
        self.kind = stream.kind
        self.stream = stream
        self.time_base = Fraction(1, stream.clock)
        self.count = 0
        self.started: float | None = None

    async def recv(self) -> av.Packet:
        loop = asyncio.get_running_loop()
        if self.started is None:
            self.started = loop.time()
        lap, index = divmod(self.count, len(self.stream.packets))
        data, pts = self.stream.packets[index]
        pts += lap * self.stream.lap
        delay = self.started + pts / self.stream.clock - loop.time()
        if delay > 0:
            await asyncio.sleep(delay)
        packet = av.Packet(data)
        packet.pts = pts
        packet.time_base = self.time_base
        self.count += 1
        return packet
