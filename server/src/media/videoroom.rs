//! The VideoRoom plugin's requests as this server makes them, and what its
//! events mean for a participant's bridge. Pure, so that it is tested
//! without a media server.

use plytime_shared::api::rooms::SessionDescription;
use serde_json::{Value, json};

use super::RoomKeys;

/// The plugin's error codes this server acts on.
pub const NO_SUCH_ROOM: i64 = 426;
pub const ROOM_EXISTS: i64 = 427;
pub const PUBLISHER_ID_TAKEN: i64 = 436;

/// A room for one session: two publishers, everything they send recorded
/// into the session's own folder. Private, so it is not listed.
pub fn create(keys: &RoomKeys, rec_dir: &std::path::Path) -> Value {
    json!({
        "request": "create",
        "room": keys.room,
        "secret": keys.secret,
        "pin": keys.pin,
        "is_private": true,
        "publishers": 2,
        "audiocodec": "opus",
        "videocodec": "vp8",
        "bitrate": 512_000,
        "record": true,
        "rec_dir": rec_dir.to_string_lossy(),
        "notify_joining": false,
    })
}

pub fn destroy(keys: &RoomKeys) -> Value {
    json!({"request": "destroy", "room": keys.room, "secret": keys.secret})
}

pub fn join_as_publisher(keys: &RoomKeys, id: u64) -> Value {
    json!({
        "request": "join",
        "ptype": "publisher",
        "room": keys.room,
        "pin": keys.pin,
        "id": id,
        "display": if id == 1 { "tutor" } else { "student" },
    })
}

/// Removes a publisher left over from an earlier connection of the same
/// person (a reload, or this server restarting), which Janus keeps until
/// its session times out.
pub fn kick(keys: &RoomKeys, id: u64) -> Value {
    json!({"request": "kick", "room": keys.room, "secret": keys.secret, "id": id})
}

pub fn publish() -> Value {
    json!({"request": "publish", "audio": true, "video": true})
}

pub fn join_as_subscriber(keys: &RoomKeys, feed: u64) -> Value {
    json!({
        "request": "join",
        "ptype": "subscriber",
        "room": keys.room,
        "pin": keys.pin,
        "streams": [{"feed": feed}],
    })
}

pub fn start() -> Value {
    json!({"request": "start"})
}

pub fn jsep(description: &SessionDescription) -> Value {
    json!({"type": description.kind, "sdp": description.sdp})
}

/// What one of Janus's events says.
#[derive(Debug, PartialEq)]
pub enum Happening {
    /// This participant joined the room; these others publish in it.
    Joined { publishers: Vec<u64> },
    /// Others started publishing.
    Publishers(Vec<u64>),
    /// A publisher stopped publishing or left.
    Gone(u64),
    /// A session description: Janus's answer to a publish, or its offer of
    /// another's media to a subscriber.
    Description(SessionDescription),
    /// The handle's media connection ended.
    HungUp,
    /// The plugin refused a request.
    Refused { code: i64, message: String },
}

/// The handle an event is for, and what it says.
pub fn read(event: &Value) -> (Option<u64>, Vec<Happening>) {
    let handle = event["sender"].as_u64();
    let mut happenings = Vec::new();
    match event["janus"].as_str() {
        Some("hangup") => happenings.push(Happening::HungUp),
        Some("event") => {
            let data = &event["plugindata"]["data"];
            if let Some(code) = data["error_code"].as_i64() {
                happenings.push(Happening::Refused {
                    code,
                    message: data["error"].as_str().unwrap_or_default().to_string(),
                });
            }
            let publishers = publisher_ids(&data["publishers"]);
            if data["videoroom"] == "joined" {
                happenings.push(Happening::Joined { publishers });
            } else if !publishers.is_empty() {
                happenings.push(Happening::Publishers(publishers));
            }
            for gone in ["unpublished", "leaving"] {
                // "ok" is about this participant, not another.
                if let Some(id) = data[gone].as_u64() {
                    happenings.push(Happening::Gone(id));
                }
            }
            if let Some(description) = description(&event["jsep"]) {
                happenings.push(Happening::Description(description));
            }
        }
        _ => {}
    }
    (handle, happenings)
}

fn publisher_ids(publishers: &Value) -> Vec<u64> {
    publishers
        .as_array()
        .map(|list| list.iter().filter_map(|each| each["id"].as_u64()).collect())
        .unwrap_or_default()
}

fn description(jsep: &Value) -> Option<SessionDescription> {
    Some(SessionDescription {
        kind: jsep["type"].as_str()?.to_string(),
        sdp: jsep["sdp"].as_str()?.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(sender: u64, data: Value, jsep: Option<Value>) -> Value {
        let mut event = json!({
            "janus": "event",
            "sender": sender,
            "plugindata": {"plugin": "janus.plugin.videoroom", "data": data},
        });
        if let Some(jsep) = jsep {
            event["jsep"] = jsep;
        }
        event
    }

    #[test]
    fn a_join_lists_who_publishes_already() {
        let joined = event(
            7,
            json!({"videoroom": "joined", "id": 1, "publishers": [{"id": 2, "display": "student"}]}),
            None,
        );
        assert_eq!(
            read(&joined),
            (
                Some(7),
                vec![Happening::Joined {
                    publishers: vec![2]
                }]
            )
        );
    }

    #[test]
    fn newcomers_departures_and_descriptions_are_read() {
        let newcomer = event(
            7,
            json!({"videoroom": "event", "publishers": [{"id": 2}]}),
            None,
        );
        assert_eq!(read(&newcomer).1, vec![Happening::Publishers(vec![2])]);
        let gone = event(7, json!({"videoroom": "event", "unpublished": 2}), None);
        assert_eq!(read(&gone).1, vec![Happening::Gone(2)]);
        let own_leaving = event(7, json!({"videoroom": "event", "leaving": "ok"}), None);
        assert_eq!(read(&own_leaving).1, vec![]);
        let answer = event(
            7,
            json!({"videoroom": "event", "configured": "ok"}),
            Some(json!({"type": "answer", "sdp": "v=0"})),
        );
        assert_eq!(
            read(&answer).1,
            vec![Happening::Description(SessionDescription {
                kind: "answer".into(),
                sdp: "v=0".into()
            })]
        );
    }

    #[test]
    fn refusals_and_hangups_are_read() {
        let refused = event(
            7,
            json!({"videoroom": "event", "error_code": 436, "error": "User ID 1 already exists"}),
            None,
        );
        assert_eq!(
            read(&refused).1,
            vec![Happening::Refused {
                code: PUBLISHER_ID_TAKEN,
                message: "User ID 1 already exists".into()
            }]
        );
        let hangup = json!({"janus": "hangup", "sender": 9, "reason": "DTLS alert"});
        assert_eq!(read(&hangup), (Some(9), vec![Happening::HungUp]));
        assert_eq!(read(&json!({"janus": "webrtcup", "sender": 9})).1, vec![]);
    }

    #[test]
    fn a_room_records_into_its_session_folder_behind_a_pin() {
        let keys = RoomKeys {
            room: 5,
            pin: "p".into(),
            secret: "s".into(),
        };
        let body = create(&keys, std::path::Path::new("/raw/s1"));
        assert_eq!(body["record"], true);
        assert_eq!(body["rec_dir"], "/raw/s1");
        assert_eq!(body["pin"], "p");
        assert_eq!(body["publishers"], 2);
        assert_eq!(join_as_subscriber(&keys, 2)["streams"][0]["feed"], 2);
    }
}
