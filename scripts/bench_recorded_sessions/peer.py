"""aiortc peer connections made to cost this generator as little as they
can and to stay in the benchmark's network: ICE on the one address Janus
uses too, with no STUN server, and receivers that count what arrives
without decoding it, on sockets with room to wait for a core."""

from typing import Any

import aioice.ice
import aioice.turn
import aiortc.rtcpeerconnection
from aiortc import RTCConfiguration, RTCPeerConnection, RTCRtpReceiver
from aiortc.rtcrtpreceiver import StreamStatistics
from aiortc.rtp import RtpPacket


class CountingReceiver(RTCRtpReceiver):
    """Keeps the statistics a browser keeps of each stream it receives, and
    sends Janus the same receiver reports, but neither reassembles, decodes
    nor asks again for what was lost: what is counted is as it arrived."""

    def _own(self, name: str) -> Any:
        """One of the receiver's private attributes (aiortc's names)."""
        return vars(self)[f"_RTCRtpReceiver__{name}"]

    async def _handle_rtp_packet(self, packet: RtpPacket, arrival_time_ms: int) -> None:
        streams = self._own("remote_streams")
        if packet.ssrc not in streams:
            codec = self._own("codecs").get(packet.payload_type)
            if codec is None:
                return
            streams[packet.ssrc] = StreamStatistics(codec.clockRate)
        streams[packet.ssrc].add(packet)

    def received(self) -> int:
        """Packets received so far on the media stream itself, not counting
        retransmissions (on a stream of their own) if any came."""
        retransmissions = self._own("rtx_ssrc")
        return sum(stream.packets_received for ssrc, stream in self._own("remote_streams").items()
                   if ssrc not in retransmissions)


# The generator shares the cores with Janus, where a browser has a machine
# of its own: its sockets hold 4 MiB (as far as net.core.rmem_max allows,
# 256 KiB by default in aioice), many seconds of what each receives, so
# that what arrives while it waits for a core is late rather than lost.
# Janus's sockets keep the kernel's default, as where it runs for real.
aioice.turn.UDP_SOCKET_BUFFER_SIZE = 4 << 20

# RTCPeerConnection makes its receivers itself, by this name.
aiortc.rtcpeerconnection.RTCRtpReceiver = CountingReceiver  # type: ignore[attr-defined, misc]


def gather_on(address: str) -> None:
    """Makes every peer connection offer `address` as its only candidate."""
    aioice.ice.get_host_addresses = lambda use_ipv4, use_ipv6: [address]


def peer_connection() -> RTCPeerConnection:
    # No ICE servers: aiortc's default is a public STUN server.
    return RTCPeerConnection(RTCConfiguration(iceServers=[]))
