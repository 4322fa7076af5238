//! How a recording is kept at rest: the playable file cut into chunks of
//! 64 KiB, each sealed on its own with ChaCha20-Poly1305, so that playing
//! from the middle reads and opens only the chunks it needs.
//!
//! The stored object is a header and then the sealed chunks:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `PLYREC01` |
//! | 4 | the chunk size (big-endian) |
//! | 4 | zero |
//! | 8 | the size of the playable file (big-endian) |
//! | 32 | a random salt |
//! | … | each chunk's ciphertext followed by its 16-byte tag |
//!
//! Each file has a key of its own, derived from the recording key and its
//! salt, so the nonces below are never used twice with one key. A chunk's
//! nonce is its index and whether it is the last, and the header is
//! authenticated with every chunk: a chunk moved, a chunk dropped from the
//! end, a header claiming another size, or any changed byte fails to open.

use std::ops::Range;

use anyhow::{bail, ensure};
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Nonce};
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

use super::key::RecordingKey;

pub const CHUNK_BYTES: u64 = 64 * 1024;
pub const TAG_BYTES: u64 = 16;
pub const HEADER_BYTES: u64 = 56;
const MAGIC: &[u8; 8] = b"PLYREC01";
const SALT_BYTES: usize = 32;
/// What the file's key is derived for, so that the recording key would
/// give other keys for other uses.
const PURPOSE: &[u8] = b"plytime recording chunks v1";
/// Chunks larger than this in a header are refused as damage.
const MAX_CHUNK_BYTES: u64 = 16 * 1024 * 1024;

/// Where each chunk of a file of `plain_len` bytes is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    pub plain_len: u64,
    pub chunk: u64,
}

/// The chunks that hold some plain bytes, and where they are stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Covering {
    pub first: u64,
    /// Inclusive.
    pub last: u64,
    /// The stored bytes of those chunks.
    pub stored: Range<u64>,
}

impl Layout {
    pub fn new(plain_len: u64) -> Layout {
        Layout {
            plain_len,
            chunk: CHUNK_BYTES,
        }
    }

    /// How many chunks: an empty file still has one (empty) last chunk, so
    /// that even it cannot be cut short unnoticed.
    pub fn chunks(&self) -> u64 {
        self.plain_len.div_ceil(self.chunk).max(1)
    }

    /// The plain bytes in chunk `index`.
    pub fn plain_chunk_len(&self, index: u64) -> u64 {
        let start = index * self.chunk;
        self.plain_len.saturating_sub(start).min(self.chunk)
    }

    fn stored_offset(&self, index: u64) -> u64 {
        HEADER_BYTES + index * (self.chunk + TAG_BYTES)
    }

    /// The size of the stored object.
    pub fn sealed_len(&self) -> u64 {
        let last = self.chunks() - 1;
        self.stored_offset(last) + self.plain_chunk_len(last) + TAG_BYTES
    }

    /// The chunks holding plain bytes `range` (not empty, inside the file).
    pub fn covering(&self, range: &Range<u64>) -> Covering {
        let first = range.start / self.chunk;
        let last = (range.end.max(range.start + 1) - 1) / self.chunk;
        let last = last.min(self.chunks() - 1);
        Covering {
            first,
            last,
            stored: self.stored_offset(first)
                ..self.stored_offset(last) + self.plain_chunk_len(last) + TAG_BYTES,
        }
    }
}

/// The cipher of one file and the header its chunks are bound to.
struct FileCipher {
    cipher: ChaCha20Poly1305,
    header: [u8; HEADER_BYTES as usize],
    layout: Layout,
}

impl FileCipher {
    fn new(key: &RecordingKey, header: [u8; HEADER_BYTES as usize], layout: Layout) -> Self {
        let salt = &header[HEADER_BYTES as usize - SALT_BYTES..];
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key.bytes())
            .expect("HMAC takes a key of any length");
        mac.update(PURPOSE);
        mac.update(salt);
        let file_key = mac.finalize().into_bytes();
        FileCipher {
            cipher: ChaCha20Poly1305::new(&file_key),
            header,
            layout,
        }
    }

    fn nonce(&self, index: u64) -> Nonce {
        let mut nonce = [0u8; 12];
        nonce[..8].copy_from_slice(&index.to_be_bytes());
        nonce[11] = u8::from(index + 1 == self.layout.chunks());
        nonce.into()
    }
}

fn header_of(layout: Layout, salt: &[u8; SALT_BYTES]) -> [u8; HEADER_BYTES as usize] {
    let mut header = [0u8; HEADER_BYTES as usize];
    header[..8].copy_from_slice(MAGIC);
    header[8..12].copy_from_slice(&(layout.chunk as u32).to_be_bytes());
    header[16..24].copy_from_slice(&layout.plain_len.to_be_bytes());
    header[24..].copy_from_slice(salt);
    header
}

/// Seals a file chunk by chunk, in order.
pub struct Sealer {
    file: FileCipher,
    next: u64,
}

impl Sealer {
    pub fn new(key: &RecordingKey, plain_len: u64) -> Sealer {
        let mut salt = [0u8; SALT_BYTES];
        rand::thread_rng().fill_bytes(&mut salt);
        let layout = Layout::new(plain_len);
        Sealer {
            file: FileCipher::new(key, header_of(layout, &salt), layout),
            next: 0,
        }
    }

    /// What the stored object starts with.
    pub fn header(&self) -> &[u8] {
        &self.file.header
    }

    pub fn layout(&self) -> Layout {
        self.file.layout
    }

    /// Seals the next chunk, which must be exactly the size the layout
    /// gives it.
    pub fn seal_next(&mut self, plain: &[u8]) -> anyhow::Result<Vec<u8>> {
        let index = self.next;
        ensure!(
            index < self.file.layout.chunks(),
            "more chunks than the file has"
        );
        ensure!(
            plain.len() as u64 == self.file.layout.plain_chunk_len(index),
            "chunk {index} is {} bytes, not {}",
            plain.len(),
            self.file.layout.plain_chunk_len(index)
        );
        let payload = Payload {
            msg: plain,
            aad: &self.file.header,
        };
        let sealed = self
            .file
            .cipher
            .encrypt(&self.file.nonce(index), payload)
            .map_err(|_| anyhow::anyhow!("sealing a recording chunk failed"))?;
        self.next += 1;
        Ok(sealed)
    }

    /// Whether every chunk has been sealed.
    pub fn done(&self) -> bool {
        self.next == self.file.layout.chunks()
    }
}

/// Opens the chunks of a stored file.
pub struct Opener {
    file: FileCipher,
}

impl Opener {
    /// Reads a stored file's header.
    pub fn new(key: &RecordingKey, header: &[u8]) -> anyhow::Result<Opener> {
        let header = match <[u8; HEADER_BYTES as usize]>::try_from(header) {
            Ok(header) if header[..8] == MAGIC[..] => header,
            _ => bail!("not a sealed recording"),
        };
        let chunk = u64::from(u32::from_be_bytes(header[8..12].try_into()?));
        let plain_len = u64::from_be_bytes(header[16..24].try_into()?);
        ensure!(
            (1..=MAX_CHUNK_BYTES).contains(&chunk),
            "a sealed recording with chunks of {chunk} bytes is damaged"
        );
        Ok(Opener {
            file: FileCipher::new(key, header, Layout { plain_len, chunk }),
        })
    }

    pub fn layout(&self) -> Layout {
        self.file.layout
    }

    /// The plain bytes of chunk `index`.
    pub fn open(&self, index: u64, sealed: &[u8]) -> anyhow::Result<Vec<u8>> {
        let layout = self.file.layout;
        ensure!(
            index < layout.chunks(),
            "the recording has no chunk {index}"
        );
        ensure!(
            sealed.len() as u64 == layout.plain_chunk_len(index) + TAG_BYTES,
            "chunk {index} of the recording is cut short"
        );
        let payload = Payload {
            msg: sealed,
            aad: &self.file.header,
        };
        self.file
            .cipher
            .decrypt(&self.file.nonce(index), payload)
            .map_err(|_| {
                anyhow::anyhow!(
                    "chunk {index} of the recording does not open: wrong key, or damaged"
                )
            })
    }

    /// Plain bytes `range`, given the stored bytes of the chunks covering
    /// it (`Layout::covering`).
    pub fn open_range(&self, range: &Range<u64>, stored: &[u8]) -> anyhow::Result<Vec<u8>> {
        let layout = self.file.layout;
        let covering = layout.covering(range);
        ensure!(
            stored.len() as u64 == covering.stored.end - covering.stored.start,
            "the stored chunks are cut short"
        );
        let mut plain = Vec::with_capacity((range.end - range.start) as usize);
        let mut at = 0usize;
        for index in covering.first..=covering.last {
            let len = (layout.plain_chunk_len(index) + TAG_BYTES) as usize;
            let opened = self.open(index, &stored[at..at + len])?;
            at += len;
            let chunk_start = index * layout.chunk;
            let from = range.start.saturating_sub(chunk_start) as usize;
            let to = (range.end - chunk_start).min(opened.len() as u64) as usize;
            plain.extend_from_slice(&opened[from..to]);
        }
        Ok(plain)
    }
}

/// The whole stored form of `plain`, for tests and small files.
pub fn seal_all(key: &RecordingKey, plain: &[u8]) -> anyhow::Result<Vec<u8>> {
    let mut sealer = Sealer::new(key, plain.len() as u64);
    let mut sealed = sealer.header().to_vec();
    let chunk = CHUNK_BYTES as usize;
    if plain.is_empty() {
        sealed.extend(sealer.seal_next(&[])?);
    }
    for piece in plain.chunks(chunk) {
        sealed.extend(sealer.seal_next(piece)?);
    }
    Ok(sealed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> RecordingKey {
        RecordingKey::from_bytes([byte; 32])
    }

    fn plain(len: usize) -> Vec<u8> {
        (0..len).map(|n| (n * 7 % 256) as u8).collect()
    }

    /// Opens `range` of a stored file as playback does: the header, then
    /// only the chunks the range needs.
    fn read(key: &RecordingKey, stored: &[u8], range: Range<u64>) -> anyhow::Result<Vec<u8>> {
        let opener = Opener::new(key, &stored[..HEADER_BYTES as usize])?;
        let covering = opener.layout().covering(&range);
        let end = (covering.stored.end as usize).min(stored.len());
        let chunks = stored
            .get(covering.stored.start as usize..end)
            .unwrap_or_default();
        opener.open_range(&range, chunks)
    }

    #[test]
    fn every_size_round_trips_and_the_stored_size_is_the_layouts() {
        let chunk = CHUNK_BYTES as usize;
        for len in [0, 1, chunk - 1, chunk, chunk + 1, 3 * chunk + 5] {
            let plain = plain(len);
            let sealed = seal_all(&key(1), &plain).unwrap();
            assert_eq!(sealed.len() as u64, Layout::new(len as u64).sealed_len());
            assert_eq!(
                read(&key(1), &sealed, 0..len as u64).unwrap(),
                plain,
                "{len}"
            );
        }
    }

    #[test]
    fn any_range_opens_to_the_same_bytes_as_the_file() {
        let chunk = CHUNK_BYTES;
        let len = 4 * chunk + 123;
        let plain = plain(len as usize);
        let sealed = seal_all(&key(2), &plain).unwrap();
        let mut ranges = vec![
            0..1,
            0..chunk,
            chunk - 1..chunk + 1,
            chunk..2 * chunk,
            2 * chunk + 10..4 * chunk + 5,
            len - 1..len,
            len - 200..len,
        ];
        let mut seed = 12345u64;
        for _ in 0..200 {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let start = (seed >> 11) % len;
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let end = start + 1 + (seed >> 11) % (len - start);
            ranges.push(start..end);
        }
        for range in ranges {
            let opened = read(&key(2), &sealed, range.clone()).unwrap();
            assert_eq!(
                opened,
                &plain[range.start as usize..range.end as usize],
                "{range:?}"
            );
            // Only the chunks the range needs are read.
            let covering = Layout::new(len).covering(&range);
            assert!(covering.last - covering.first <= (range.end - range.start) / chunk + 1);
        }
    }

    #[test]
    fn the_stored_bytes_are_not_the_file() {
        let plain = [0x1A, 0x45, 0xDF, 0xA3].repeat(50_000);
        let sealed = seal_all(&key(3), &plain).unwrap();
        assert!(!sealed.windows(4).any(|w| w == [0x1A, 0x45, 0xDF, 0xA3]));
        // The same file sealed twice differs: each has its own salt.
        assert_ne!(sealed, seal_all(&key(3), &plain).unwrap());
    }

    #[test]
    fn a_changed_byte_a_wrong_key_moved_chunks_and_a_cut_are_refused() {
        let chunk = CHUNK_BYTES as usize;
        let len = 3 * chunk;
        let plain = plain(len);
        let sealed = seal_all(&key(4), &plain).unwrap();
        let whole = 0..len as u64;
        assert!(read(&key(5), &sealed, whole.clone()).is_err(), "wrong key");

        let mut changed = sealed.clone();
        changed[HEADER_BYTES as usize + chunk + 100] ^= 1;
        assert!(
            read(&key(4), &changed, whole.clone()).is_err(),
            "a changed byte"
        );
        assert!(
            read(&key(4), &changed, 0..chunk as u64).is_ok(),
            "the chunks before it still open"
        );

        let stored_chunk = chunk + TAG_BYTES as usize;
        let (header, body) = sealed.split_at(HEADER_BYTES as usize);
        let mut swapped = header.to_vec();
        swapped.extend_from_slice(&body[stored_chunk..2 * stored_chunk]);
        swapped.extend_from_slice(&body[..stored_chunk]);
        swapped.extend_from_slice(&body[2 * stored_chunk..]);
        assert!(read(&key(4), &swapped, 0..chunk as u64).is_err(), "moved");

        // Cut after the second chunk, with a header rewritten to match.
        let mut cut = sealed[..HEADER_BYTES as usize + 2 * stored_chunk].to_vec();
        assert!(read(&key(4), &cut, whole.clone()).is_err(), "cut short");
        cut[16..24].copy_from_slice(&(2 * chunk as u64).to_be_bytes());
        assert!(
            read(&key(4), &cut, 0..2 * chunk as u64).is_err(),
            "a header that lies about the size"
        );

        assert!(Opener::new(&key(4), b"not a recording").is_err());
        let mut sealer = Sealer::new(&key(4), 10);
        assert!(
            sealer.seal_next(&[0; 9]).is_err(),
            "a chunk of the wrong size"
        );
        sealer.seal_next(&[0; 10]).unwrap();
        assert!(sealer.done());
        assert!(sealer.seal_next(&[]).is_err(), "a chunk too many");
    }
}
