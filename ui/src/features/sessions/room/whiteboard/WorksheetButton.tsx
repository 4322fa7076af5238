import type { ExcalidrawImperativeAPI } from '@excalidraw/excalidraw/types';
import { Alert, Button, FileButton, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { errorMessages } from '../../../../lib/api/apiError';
import { uploadBoardPicture } from '../../api/boardPicturesApi';
import { addWorksheet } from './addToBoard';

/** What the server takes (it tells them apart by their bytes, not by these). */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

const isPdf = (file: File) =>
  file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');

/**
 * The tutor's Upload a worksheet (docs/whiteboard.md, "Worksheets"): a
 * picture, or the page of a PDF the tutor names, goes to the server to be
 * checked and kept, then onto a page of its own as its background.
 */
export function WorksheetButton({
  sessionId,
  board,
  onError,
}: {
  sessionId: string;
  board: ExcalidrawImperativeAPI | null;
  onError: (message: string) => void;
}) {
  const [pdf, setPdf] = useState<File | null>(null);
  const [page, setPage] = useState<string | number>(1);
  // Lets the same file be chosen again (a browser fires no change for it).
  const reset = useRef<() => void>(null);
  const upload = useMutation({
    mutationFn: ({ file, page }: { file: File; page?: number }) =>
      uploadBoardPicture(sessionId, file, page),
    onSuccess: (picture) => {
      if (board) addWorksheet(board, picture);
      setPdf(null);
    },
    onError: (error, { page }) => {
      // A PDF's problem shows in its dialog, which stays open.
      if (page === undefined) onError(errorMessages(error).join(', '));
    },
    onSettled: () => reset.current?.(),
  });

  function chosen(file: File | null) {
    if (!file) return;
    upload.reset();
    if (isPdf(file)) {
      setPage(1);
      setPdf(file);
    } else {
      upload.mutate({ file });
    }
  }

  return (
    <>
      <FileButton onChange={chosen} accept={ACCEPTED} resetRef={reset}>
        {(props) => (
          <Button {...props} variant="light" disabled={!board} loading={upload.isPending && !pdf}>
            Upload a worksheet
          </Button>
        )}
      </FileButton>
      <Modal opened={pdf !== null} onClose={() => setPdf(null)} title="Which page of the PDF?">
        <Stack>
          <Text size="sm">{pdf?.name}</Text>
          <NumberInput label="Page" min={1} allowDecimal={false} value={page} onChange={setPage} />
          {upload.isError && (
            <Alert color="red" role="alert">
              {errorMessages(upload.error).join(', ')}
            </Alert>
          )}
          <Button
            loading={upload.isPending}
            onClick={() => pdf && upload.mutate({ file: pdf, page: Number(page) || 1 })}
          >
            Put on the board
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
