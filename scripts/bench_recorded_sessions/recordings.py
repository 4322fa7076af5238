"""Proof that what Janus wrote is a recording: one of its video files
converted as the recordings job converts them (docs/recordings.md)."""

import subprocess
import tempfile
from pathlib import Path


def playable(folder: Path) -> str:
    """What janus-pp-rec and ffprobe make of the first video file in
    `folder`, as a sentence."""
    found = sorted(folder.rglob("*-video-*.mjr"))
    if not found:
        return "no video file was recorded"
    raw = found[0]
    with tempfile.TemporaryDirectory() as work:
        converted = Path(work) / "video.webm"
        subprocess.run(["janus-pp-rec", str(raw), str(converted)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        probe = subprocess.run(
            ["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_packets",
             "-show_entries", "stream=codec_name,width,height,nb_read_packets:format=duration",
             "-of", "default=noprint_wrappers=1", str(converted)],
            check=True, capture_output=True, text=True).stdout
    facts = dict(line.split("=", 1) for line in probe.split())
    return (f"{raw.name} ({raw.stat().st_size // 1024} KiB) converts with janus-pp-rec to "
            f"{float(facts['duration']):.1f} s of {facts['codec_name'].upper()} "
            f"{facts['width']}x{facts['height']}, {facts['nb_read_packets']} frames")
