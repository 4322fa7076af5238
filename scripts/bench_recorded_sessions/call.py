"""One recorded tutoring session: its VideoRoom, and the tutor (publisher 1)
and the child (2), each publishing audio and video and receiving the
other's, over Janus sessions of their own as the server's bridges make
them (server/src/media/bridge.rs)."""

import asyncio
import secrets
from dataclasses import dataclass

from aiortc import RTCPeerConnection, RTCSessionDescription

from .janus_api import (
    NO_SUCH_ROOM,
    ROOM_EXISTS,
    Janus,
    JanusSession,
    Json,
    Refused,
    RoomKeys,
    create_room,
    destroy_room,
    join_as_publisher,
    join_as_subscriber,
    publish,
    start,
)
from .media import Replay, Stream
from .peer import CountingReceiver, peer_connection

KINDS = ("audio", "video")


@dataclass(frozen=True)
class Count:
    """One stream's packets so far: sent by its publisher, lost on the way
    to Janus (as Janus's receiver reports say), and received by the other
    participant."""
    sent: int
    lost_to_janus: int
    received: int

    def __sub__(self, earlier: "Count") -> "Count":
        return Count(self.sent - earlier.sent, self.lost_to_janus - earlier.lost_to_janus,
                     self.received - earlier.received)


def jsep(description: RTCSessionDescription) -> Json:
    return {"type": description.type, "sdp": description.sdp}


def description(event: Json) -> RTCSessionDescription:
    return RTCSessionDescription(sdp=event["jsep"]["sdp"], type=event["jsep"]["type"])


class Participant:
    def __init__(self, janus: Janus, keys: RoomKeys, own: int, other: int) -> None:
        self.janus = janus
        self.keys = keys
        self.own = own
        self.other = other
        self.session: JanusSession | None = None
        self.publisher = 0
        # The publishers Janus has said are in the room, this one's media up.
        self.publishing: set[int] = set()
        self.sending: RTCPeerConnection | None = None
        self.receiving: RTCPeerConnection | None = None

    async def publish(self, clip: dict[str, Stream], rec_dir: str) -> None:
        """Joins the room as a publisher (making the room if it is the
        first) and sends the clip's audio and video."""
        self.session = session = await self.janus.session()
        self.sending = pc = peer_connection()
        for kind in KINDS:
            pc.addTransceiver(Replay(clip[kind]), direction="sendonly")
        await pc.setLocalDescription(await pc.createOffer())
        self.publisher = handle = await session.attach()
        try:
            await session.request(handle, create_room(self.keys, rec_dir))
        except Refused as refused:
            if refused.code != ROOM_EXISTS:
                raise
        await session.send(handle, join_as_publisher(self.keys, self.own))
        await self.publisher_event()
        await session.send(handle, publish(), jsep(pc.localDescription))
        while "jsep" not in (answer := await self.publisher_event()):
            pass
        await pc.setRemoteDescription(description(answer))

    async def publisher_event(self) -> Json:
        """The publisher handle's next event, noting who it says publishes."""
        assert self.session is not None
        event = await self.session.next_event(self.publisher)
        listed = event["plugindata"]["data"].get("publishers", [])
        self.publishing.update(publisher["id"] for publisher in listed)
        return event

    async def subscribe(self) -> None:
        """Receives the other participant's feed once Janus says it is up:
        Janus offers, this side answers."""
        assert self.session is not None
        while self.other not in self.publishing:
            await self.publisher_event()
        session = self.session
        handle = await session.attach()
        await session.send(handle, join_as_subscriber(self.keys, self.other))
        self.receiving = pc = peer_connection()
        while "jsep" not in (offer := await session.next_event(handle)):
            pass
        await pc.setRemoteDescription(description(offer))
        await pc.setLocalDescription(await pc.createAnswer())
        await session.send(handle, start(), jsep(pc.localDescription))

    def received(self) -> dict[str, int]:
        """Packets received so far, by kind."""
        if self.receiving is None:
            return {}
        return {receiver.track.kind: receiver.received()
                for receiver in self.receiving.getReceivers()
                if isinstance(receiver, CountingReceiver)}

    async def sent(self) -> dict[str, tuple[int, int]]:
        """Packets sent so far and lost on the way to Janus, by kind."""
        if self.sending is None:
            return {}
        found = {}
        for sender in self.sending.getSenders():
            stats = {each.type: each for each in (await sender.getStats()).values()}
            outbound, remote = stats["outbound-rtp"], stats.get("remote-inbound-rtp")
            found[outbound.kind] = (outbound.packetsSent, remote.packetsLost if remote else 0)
        return found

    async def leave(self) -> None:
        for pc in (self.sending, self.receiving):
            if pc is not None:
                await pc.close()
        if self.session is not None:
            await self.session.destroy()


class Call:
    def __init__(self, janus: Janus, rec_dir: str, room: int) -> None:
        self.janus = janus
        self.rec_dir = rec_dir
        self.keys = RoomKeys(room, secrets.token_hex(16), secrets.token_hex(16))
        self.tutor = Participant(janus, self.keys, 1, 2)
        self.child = Participant(janus, self.keys, 2, 1)

    async def begin(self, clip: dict[str, Stream]) -> None:
        await asyncio.gather(self.tutor.publish(clip, self.rec_dir),
                             self.child.publish(clip, self.rec_dir))
        await asyncio.gather(self.tutor.subscribe(), self.child.subscribe())

    def flowing(self) -> bool:
        """Whether each participant receives both of the other's streams."""
        return all(participant.received().get(kind, 0) > 0
                   for participant in (self.tutor, self.child) for kind in KINDS)

    async def counts(self) -> list[Count]:
        """Each of the call's four streams."""
        found = []
        for sender, receiver in ((self.tutor, self.child), (self.child, self.tutor)):
            sent, received = await sender.sent(), receiver.received()
            for kind in KINDS:
                found.append(Count(*sent.get(kind, (0, 0)), received.get(kind, 0)))
        return found

    async def end(self) -> None:
        """Destroys the room with its secret from a session of its own, as
        the server does at a session's end, then both participants leave."""
        session = await self.janus.session()
        try:
            await session.request(await session.attach(), destroy_room(self.keys))
        except Refused as refused:
            if refused.code != NO_SUCH_ROOM:
                raise
        finally:
            await session.destroy()
        await asyncio.gather(self.tutor.leave(), self.child.leave())
