"""A process carrying a share of a step's sessions, so that the load
generator spreads over the cores as Janus does. It answers the
coordinator over a pipe:

    -> ("up", sessions flowing, first error or "")
    <- "start"   (counts are taken)
    <- "stop"    -> ("counts", [Count of each stream over the window, ...])
    <- "end"     (rooms destroyed, everyone gone)
                 -> ("ended", sessions that did not end within ENDING_WITHIN)
"""

import asyncio
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path

import aiohttp

from . import media
from .call import Call, Count
from .janus_api import Janus
from .peer import gather_on

# Sessions a process sets up at once, so that setting up a step's sessions
# stays light next to the media of those already flowing.
STARTING_AT_ONCE = 4
ENDING_WITHIN = 30.0


@dataclass(frozen=True)
class Settings:
    url: str
    secret: str
    address: str
    clip: Path
    recordings: Path
    up_within: float


def run(settings: Settings, rooms: list[int], coordinator: Connection) -> None:
    asyncio.run(serve(settings, rooms, coordinator))


async def serve(settings: Settings, rooms: list[int], coordinator: Connection) -> None:
    gather_on(settings.address)
    clip = media.load(settings.clip)

    async def told() -> None:
        await asyncio.to_thread(coordinator.recv)

    # No limit on connections: every participant holds a long poll open.
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
        janus = Janus(http, settings.url, settings.secret)
        calls = [Call(janus, str(settings.recordings / str(room)), room) for room in rooms]
        error = await begin_all(calls, clip, settings.up_within)
        coordinator.send(("up", sum(call.flowing() for call in calls), error))
        await told()
        before = await counts(calls)
        await told()
        after = await counts(calls)
        window = [now - then for then, now in zip(before, after, strict=True)]
        coordinator.send(("counts", window))
        await told()
        ended = await asyncio.gather(
            *(asyncio.wait_for(call.end(), ENDING_WITHIN) for call in calls),
            return_exceptions=True)
        coordinator.send(("ended", sum(isinstance(result, BaseException) for result in ended)))


async def begin_all(calls: list[Call], clip: dict[str, media.Stream], within: float) -> str:
    """Starts every call and waits until media flows in all of them or the
    time is up; the first error, if any."""
    deadline = time.monotonic() + within
    starting = asyncio.Semaphore(STARTING_AT_ONCE)

    async def begin(call: Call) -> None:
        async with starting:
            await asyncio.wait_for(call.begin(clip), deadline - time.monotonic())

    results = await asyncio.gather(*(begin(call) for call in calls), return_exceptions=True)
    errors = [repr(result) for result in results if isinstance(result, BaseException)]
    while not all(call.flowing() for call in calls) and time.monotonic() < deadline:
        await asyncio.sleep(0.2)
    return errors[0] if errors else ""


async def counts(calls: list[Call]) -> list[Count]:
    return [stream for call in calls for stream in await call.counts()]
