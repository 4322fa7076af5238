import * as sessions from '../../../generated/api/operations/sessions';
import type { BoardFile, BoardPicture } from '../../../generated/api/schemas';
import { uploadBytes } from '../../../lib/api/bytes';
import { call } from '../../../lib/api/client';

/**
 * The tutor puts a picture, or page `page` of a PDF, with the session's
 * board; the server checks and redraws it (docs/whiteboard.md, "Worksheets").
 */
export function uploadBoardPicture(
  sessionId: string,
  file: File,
  page?: number,
): Promise<BoardPicture> {
  return uploadBytes(sessions.addBoardPicture, {
    params: { session_id: sessionId },
    query: page === undefined ? {} : { page },
    body: file,
  });
}

/** One picture of the board, as the drawing component holds it. */
export function fetchBoardPicture(sessionId: string, fileId: string): Promise<BoardFile> {
  return call(sessions.boardPicture, { params: { session_id: sessionId, file_id: fileId } });
}
