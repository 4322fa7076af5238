"""Janus's HTTP API and the VideoRoom requests, as the server makes them
(server/src/media/janus.rs and videoroom.rs): a session per participant,
kept alive and long-polled for its events, with the API secret on every
request."""

import asyncio
import uuid
from dataclasses import dataclass
from typing import Any

import aiohttp

Json = dict[str, Any]

VIDEOROOM = "janus.plugin.videoroom"
NO_SUCH_ROOM = 426
ROOM_EXISTS = 427
# Janus answers a long poll after 30 seconds without events.
POLL_TIMEOUT = aiohttp.ClientTimeout(total=40)
REQUEST_TIMEOUT = aiohttp.ClientTimeout(total=10)
# Janus ends a session it hears nothing from for a minute.
KEEPALIVE_EVERY = 25.0


class Refused(Exception):
    def __init__(self, code: int, message: str) -> None:
        super().__init__(f"the media server refused: {message} ({code})")
        self.code = code


@dataclass(frozen=True)
class RoomKeys:
    room: int
    pin: str
    secret: str


def create_room(keys: RoomKeys, rec_dir: str) -> Json:
    return {
        "request": "create",
        "room": keys.room,
        "secret": keys.secret,
        "pin": keys.pin,
        "is_private": True,
        "publishers": 2,
        "audiocodec": "opus",
        "videocodec": "vp8",
        "bitrate": 512_000,
        "record": True,
        "rec_dir": rec_dir,
        "notify_joining": False,
    }


def destroy_room(keys: RoomKeys) -> Json:
    return {"request": "destroy", "room": keys.room, "secret": keys.secret}


def join_as_publisher(keys: RoomKeys, publisher: int) -> Json:
    display = "tutor" if publisher == 1 else "student"
    return {"request": "join", "ptype": "publisher", "room": keys.room, "pin": keys.pin,
            "id": publisher, "display": display}


def publish() -> Json:
    return {"request": "publish", "audio": True, "video": True}


def join_as_subscriber(keys: RoomKeys, feed: int) -> Json:
    return {"request": "join", "ptype": "subscriber", "room": keys.room, "pin": keys.pin,
            "streams": [{"feed": feed}]}


def start() -> Json:
    return {"request": "start"}


class Janus:
    """The API at `url` (e.g. http://127.0.0.1:18388/janus)."""

    def __init__(self, http: aiohttp.ClientSession, url: str, secret: str) -> None:
        self.http = http
        self.url = url.rstrip("/")
        self.secret = secret

    async def post(self, path: str, body: Json) -> Json:
        body = {**body, "transaction": uuid.uuid4().hex, "apisecret": self.secret}
        async with self.http.post(self.url + path, json=body, timeout=REQUEST_TIMEOUT) as response:
            reply: Json = await response.json(content_type=None)
        if reply["janus"] == "error":
            error = reply["error"]
            raise RuntimeError(f"the media server refused: {error['reason']} ({error['code']})")
        return reply

    async def session(self) -> "JanusSession":
        reply = await self.post("", {"janus": "create"})
        return JanusSession(self, reply["data"]["id"])


class JanusSession:
    """One Janus session; its events go, by handle, to `events[handle]`."""

    def __init__(self, janus: Janus, session_id: int) -> None:
        self.janus = janus
        self.path = f"/{session_id}"
        self.events: dict[int, asyncio.Queue[Json]] = {}
        self.tasks = [asyncio.create_task(self.poll()), asyncio.create_task(self.keep_alive())]

    async def attach(self) -> int:
        reply = await self.janus.post(self.path, {"janus": "attach", "plugin": VIDEOROOM})
        handle: int = reply["data"]["id"]
        self.events[handle] = asyncio.Queue()
        return handle

    async def request(self, handle: int, body: Json) -> Json:
        """A request the plugin answers at once (create, destroy)."""
        reply = await self.janus.post(f"{self.path}/{handle}", {"janus": "message", "body": body})
        data: Json = reply["plugindata"]["data"]
        if "error_code" in data:
            raise Refused(data["error_code"], data.get("error", ""))
        return data

    async def send(self, handle: int, body: Json, jsep: Json | None = None) -> None:
        """A request the plugin answers later, in an event (join, publish, start)."""
        message: Json = {"janus": "message", "body": body}
        if jsep is not None:
            message["jsep"] = jsep
        await self.janus.post(f"{self.path}/{handle}", message)

    async def next_event(self, handle: int) -> Json:
        """The handle's next plugin event, or a refusal raised."""
        event = await self.events[handle].get()
        data = event.get("plugindata", {}).get("data", {})
        if "error_code" in data:
            raise Refused(data["error_code"], data.get("error", ""))
        return event

    async def poll(self) -> None:
        params = {"maxev": "10", "apisecret": self.janus.secret}
        while True:
            async with self.janus.http.get(self.janus.url + self.path, params=params,
                                           timeout=POLL_TIMEOUT) as response:
                reply = await response.json(content_type=None)
            for event in reply if isinstance(reply, list) else [reply]:
                if event["janus"] == "event" and event.get("sender") in self.events:
                    self.events[event["sender"]].put_nowait(event)

    async def keep_alive(self) -> None:
        while True:
            await asyncio.sleep(KEEPALIVE_EVERY)
            await self.janus.post(self.path, {"janus": "keepalive"})

    async def destroy(self) -> None:
        for task in self.tasks:
            task.cancel()
        await self.janus.post(self.path, {"janus": "destroy"})
