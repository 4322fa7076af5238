import { Badge, Box, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * A <video> showing `stream`; the person's own is muted so they do not
 * hear themselves. Shows `placeholder` while there is nothing to show,
 * and `notes` (a camera or microphone turned off) over the picture.
 */
export function VideoTile({
  stream,
  own,
  label,
  placeholder,
  testId,
  notes = [],
}: {
  stream: MediaStream | null;
  own: boolean;
  label: string;
  placeholder: string;
  testId: string;
  notes?: string[];
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      pos="relative"
      bg="dark.7"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', aspectRatio: '4 / 3' }}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- a live call: no caption track exists for it. */}
      <video
        ref={video}
        data-testid={testId}
        aria-label={label}
        autoPlay
        playsInline
        muted={own}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          // A mirror for one's own picture, as people expect.
          transform: own ? 'scaleX(-1)' : undefined,
          display: stream ? 'block' : 'none',
        }}
      />
      {!stream && (
        <Text c="gray.3" ta="center" pos="absolute" top="45%" w="100%">
          {placeholder}
        </Text>
      )}
      {notes.length > 0 && (
        <Stack gap={4} pos="absolute" top={8} left={8} right={8} data-testid={`${testId}-notes`}>
          {notes.map((note) => (
            <Badge key={note} color="dark" variant="filled" style={{ alignSelf: 'flex-start' }}>
              {note}
            </Badge>
          ))}
        </Stack>
      )}
      <Text size="xs" c="white" pos="absolute" bottom={6} left={8}>
        {label}
      </Text>
    </Box>
  );
}
