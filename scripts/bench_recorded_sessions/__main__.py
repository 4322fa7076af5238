"""How many concurrent recorded one-to-one sessions one Janus carries.

Ramps up through steps of concurrent sessions, each a VideoRoom made as the
server makes it (recorded, two publishers, each also subscribed to the
other), the media a browser would send replayed into it. At each step,
once everything flows: Janus's CPU, the load generator's, the rest of the
machine's, packet loss on the way to Janus and end to end, what the
kernel dropped or held unread at whose sockets, and the bytes recorded,
over a window. Stops at the first step whose loss passes 1%, whose
sessions do not all come up, or whose load generator cannot keep up; a
step that failed while other work took the CPU is run again. Run by
scripts/bench-recorded-sessions.sh, which starts Janus in a network of
the benchmark's own (docs/recordings.md#capacity).
"""

import argparse
import multiprocessing
import os
import secrets
import shutil
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from . import machine, media, recordings, worker
from .call import Count

LOSS_LIMIT = 1.0
CORES = os.cpu_count() or 1
# CPU, in % of a core, that other work on the machine may take in a step
# before its figures are flagged: beyond it, the generator may be starved.
BUSY_ELSEWHERE = 20.0
# Times a step that did not fit is run while other work took the CPU.
TRIES_WHEN_BUSY = 3


@dataclass(frozen=True)
class Step:
    sessions: int
    up: int
    error: str
    seconds: float
    spent: machine.Reading
    streams: list[Count]
    # Sessions whose room could not be destroyed or whose participants
    # could not leave: Janus may still carry them, so the ramp stops.
    unended: int

    def percent_of_a_core(self, seconds: float) -> float:
        return 100 * seconds / self.seconds

    @property
    def elsewhere(self) -> float:
        """CPU the rest of the machine took, in % of a core."""
        busy = CORES * self.seconds - self.spent.idle
        return self.percent_of_a_core(busy - self.spent.janus - self.spent.generator)

    @property
    def janus_per_session(self) -> float:
        return self.percent_of_a_core(self.spent.janus) / self.sessions

    def loss(self) -> tuple[float, float, float]:
        """Packets lost, in percent: on the way to Janus, and end to end (sent
        in the window and not received in it: dropped anywhere, or so late
        that the call could not use them) over all streams and in the worst."""
        streams = self.streams
        sent = max(sum(count.sent for count in streams), 1)
        to_janus = sum(count.lost_to_janus for count in streams) / sent
        # A stream can receive in the window a few packets sent just before
        # it: that is no loss, and no gain to set against another's loss.
        missing = [max(count.sent - count.received, 0) for count in streams]
        end_to_end = sum(missing) / sent
        worst = max((gone / count.sent for gone, count in zip(missing, streams) if count.sent),
                    default=0)
        return 100 * to_janus, 100 * end_to_end, 100 * worst

    @property
    def fits(self) -> bool:
        return self.up == self.sessions and self.loss()[1] <= LOSS_LIMIT


def run_step(settings: worker.Settings, janus_pid: int, sessions: int, workers: int,
             warmup: float, window: float) -> Step:
    first_room = secrets.randbelow(1 << 40) + 1
    shares = [list(range(first_room + share, first_room + sessions, workers))
              for share in range(min(workers, sessions))]
    pipes: list[Connection] = []
    processes = []
    for rooms in shares:
        ours, theirs = multiprocessing.Pipe()
        process = multiprocessing.Process(target=worker.run, args=(settings, rooms, theirs))
        process.start()
        pipes.append(ours)
        processes.append(process)
    try:
        ups = [answer(pipe, settings.up_within + 30, "set its sessions up") for pipe in pipes]
        time.sleep(warmup)
        pids = [process.pid for process in processes if process.pid is not None]
        before, started = machine.read(janus_pid, pids, settings.recordings), time.monotonic()
        tell(pipes, "start")
        time.sleep(window)
        tell(pipes, "stop")
        after, ended = machine.read(janus_pid, pids, settings.recordings), time.monotonic()
        streams = [stream for pipe in pipes for stream in answer(pipe, 30, "count")[1]]
        tell(pipes, "end")
        try:
            unended = sum(answer(pipe, worker.ENDING_WITHIN + 30, "end its sessions")[1]
                          for pipe in pipes)
        except TimeoutError:  # a worker is stuck: it is ended below
            unended = sessions
    finally:
        for process in processes:
            process.join(10)
            if process.is_alive():
                process.terminate()
    errors = [error for _, _, error in ups if error]
    return Step(sessions, sum(up for _, up, _ in ups), errors[0] if errors else "",
                ended - started, after.since(before), streams, unended)


def tell(pipes: list[Connection], word: str) -> None:
    for pipe in pipes:
        pipe.send(word)


def answer(pipe: Connection, within: float, doing: str) -> Any:
    """A worker's next message (see worker.py)."""
    if not pipe.poll(within):
        raise TimeoutError(f"a load generator process did not {doing} within {within:.0f} s")
    return pipe.recv()


COLUMNS = ("sessions", "up", "Janus CPU", "per session", "generator CPU", "rest of machine",
           "loss to Janus", "loss end to end", "worst stream", "dropped, unread at Janus",
           "at generator", "recorded")


def row(step: Step) -> str:
    to_janus, loss, worst = step.loss()
    cells = (f"{step.sessions}", f"{step.up}",
             f"{step.percent_of_a_core(step.spent.janus):.1f}%",
             f"{step.janus_per_session:.2f}%",
             f"{step.percent_of_a_core(step.spent.generator):.1f}%",
             f"{step.elsewhere:.1f}%",
             f"{to_janus:.2f}%", f"{loss:.2f}%", f"{worst:.2f}%",
             *(f"{udp.dropped}, {udp.waiting // 1024} KiB"
               for udp in (step.spent.janus_udp, step.spent.generator_udp)),
             f"{step.spent.recorded / step.seconds / 1024:.0f} KiB/s")
    return " | ".join(cell.rjust(len(column)) for cell, column in zip(cells, COLUMNS, strict=True))


def summary(steps: list[Step], stuck: str) -> list[str]:
    fitting = [step for step in steps if step.fits]
    lines = [fit_line(steps, fitting, stuck)]
    if fitting:
        fit, baseline = fitting[-1], steps[0]
        lines.append(f"Janus CPU per session at {fit.sessions}: {fit.janus_per_session:.2f}% of a "
                     f"core, {fit.janus_per_session / baseline.janus_per_session:.2f}x the "
                     f"{baseline.sessions}-session baseline ({baseline.janus_per_session:.2f}%)")
        generator = fit.percent_of_a_core(fit.spent.generator)
        lines.append(f"the load generator took {generator:.0f}% of the {CORES * 100}% the machine "
                     f"has at {fit.sessions} sessions; Janus alone, at "
                     f"{fit.janus_per_session:.2f}% a session, would fill {CORES} cores at about "
                     f"{CORES * 100 / fit.janus_per_session:.0f} sessions (an extrapolation)")
    if steps and steps[-1].unended:
        lines.append(f"{steps[-1].unended} sessions of the last step did not end in time: "
                     "the ramp stopped there")
    busy = [step for step in steps if step.elsewhere > BUSY_ELSEWHERE]
    if busy:
        lines.append("other work took CPU in the steps of "
                     + ", ".join(f"{step.sessions} ({step.elsewhere:.0f}%)" for step in busy)
                     + " sessions: loss there may be the load generator's, starved of CPU, "
                     "not Janus's; run again on a quiet machine")
    return lines


def fit_line(steps: list[Step], fitting: list[Step], stuck: str) -> str:
    fit = fitting[-1].sessions if fitting else 0
    line = f"fit: {fit} concurrent recorded sessions before loss passes 1%"
    if stuck:
        return line + f" ({stuck})"
    last = steps[-1]
    if last.fits:
        return line + f" (none beyond {fit} was tried)"
    janus, generator = last.spent.janus_udp, last.spent.generator_udp
    why = (f"loss {last.loss()[1]:.2f}%, {last.up} of {last.sessions} up; at Janus's sockets "
           f"{janus.dropped} packets dropped and {janus.waiting // 1024} KiB unread, at the "
           f"generator's {generator.dropped} and {generator.waiting // 1024} KiB")
    return line + f" (at {last.sessions}: {why}{'; ' + last.error if last.error else ''})"


def parse() -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench_recorded_sessions", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", required=True, help="Janus's API, e.g. http://127.0.0.1:18388/janus")
    parser.add_argument("--secret", required=True, help="Janus's API secret")
    parser.add_argument("--janus-pid", type=int, required=True)
    parser.add_argument("--address", required=True, help="the address ICE gathers on")
    parser.add_argument("--folder", type=Path, required=True,
                        help="where the recordings go (emptied after each step)")
    parser.add_argument("--media", type=Path, required=True,
                        help="a folder that keeps the encoded media between runs")
    parser.add_argument("--steps", default="1,5,10,15,20,25,30,35,40",
                        help="concurrent sessions at each step (default: %(default)s)")
    parser.add_argument("--warmup", type=float, default=6, help="seconds after all is up")
    parser.add_argument("--window", type=float, default=15, help="seconds measured at each step")
    parser.add_argument("--workers", type=int, default=2, help="load generator processes")
    parser.add_argument("--up-within", type=float, default=60,
                        help="seconds for a step's sessions to come up")
    return parser.parse_args()


def measure(settings: worker.Settings, args: argparse.Namespace, sessions: int) -> Step:
    """A step, run again when it did not fit while other work took the CPU."""
    for _ in range(TRIES_WHEN_BUSY - 1):
        step = run_step(settings, args.janus_pid, sessions, args.workers, args.warmup, args.window)
        if step.fits or step.unended or step.elsewhere <= BUSY_ELSEWHERE:
            return step
        print(row(step) + "   other work took CPU: again", flush=True)
        shutil.rmtree(args.folder, ignore_errors=True)
    return run_step(settings, args.janus_pid, sessions, args.workers, args.warmup, args.window)


def main() -> None:
    args = parse()
    settings = worker.Settings(args.url, args.secret, args.address, media.encoded(args.media),
                               args.folder, args.up_within)
    print(f"{time.strftime('%Y-%m-%d %H:%M')}, {CORES} cores, load average before "
          f"{os.getloadavg()[0]:.2f}; {args.warmup:g} s warm-up and {args.window:g} s measured "
          f"a step; {args.workers} generator processes; CPU in % of one core")
    print(" | ".join(COLUMNS), flush=True)
    steps: list[Step] = []
    stuck = ""
    proof = ""
    for sessions in (int(each) for each in args.steps.split(",")):
        try:
            step = measure(settings, args, sessions)
        except TimeoutError as late:
            # The machine is too busy to go on: the generator's processes are ended.
            stuck = f"at {sessions}: {late}"
            print(f"{sessions:>{len(COLUMNS[0])}} | {late}", flush=True)
            break
        steps.append(step)
        print(row(step), flush=True)
        proof = proof or recordings.playable(args.folder)
        shutil.rmtree(args.folder, ignore_errors=True)
        if not step.fits or step.unended:
            break
    for line in summary(steps, stuck):
        print(line)
    if proof:
        print(f"recording: {proof}")


if __name__ == "__main__":
    main()
