import type { AdminQuestion, QuestionBody } from '../../generated/api/schemas';
import * as content from '../../generated/api/operations/content';
import { call } from '../../lib/api/client';
import { blobToBase64, compressImage } from '../../lib/images/compressImage';

export function createQuestion(endcodeId: string, body: QuestionBody): Promise<AdminQuestion> {
  return call(content.createQuestion, {
    params: { endcode_id: endcodeId },
    body,
  }) as Promise<AdminQuestion>;
}

export function saveQuestion(questionId: string, body: QuestionBody): Promise<AdminQuestion> {
  return call(content.saveQuestion, {
    params: { question_id: questionId },
    body,
  }) as Promise<AdminQuestion>;
}

/** Deleting a question archives it; the archived question comes back. */
export function archiveQuestion(questionId: string): Promise<AdminQuestion> {
  return call(content.archiveQuestion, {
    params: { question_id: questionId },
  }) as Promise<AdminQuestion>;
}

/** Pictures are compressed like profile pictures (0.8 MB, 800 px) before upload. */
export async function uploadQuestionImage(file: File): Promise<string> {
  const picture = await compressImage(file);
  const { image_id } = await call(content.uploadImage, {
    body: {
      content_base64: await blobToBase64(picture),
      content_type: picture.type || 'image/jpeg',
    },
  });
  return image_id;
}
