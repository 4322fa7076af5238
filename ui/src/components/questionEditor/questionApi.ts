import type { AdminQuestion } from '../../generated/AdminQuestion';
import type { ImageId } from '../../generated/ImageId';
import type { QuestionBody } from '../../generated/QuestionBody';
import { apiRequest } from '../../lib/api/client';
import { blobToBase64, compressImage } from '../../lib/images/compressImage';

export function createQuestion(endcodeId: string, body: QuestionBody): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>({
    method: 'POST',
    path: 'endcode/{endcode_id}/question',
    params: { endcode_id: endcodeId },
    body,
    requestSchema: 'QuestionBody',
    responseSchema: 'AdminQuestion',
  });
}

export function saveQuestion(questionId: string, body: QuestionBody): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>({
    method: 'PUT',
    path: 'question/{question_id}',
    params: { question_id: questionId },
    body,
    requestSchema: 'QuestionBody',
    responseSchema: 'AdminQuestion',
  });
}

/** Deleting a question archives it; the archived question comes back. */
export function archiveQuestion(questionId: string): Promise<AdminQuestion> {
  return apiRequest<AdminQuestion>({
    method: 'DELETE',
    path: 'question/{question_id}',
    params: { question_id: questionId },
    responseSchema: 'AdminQuestion',
  });
}

/** Pictures are compressed like profile pictures (0.8 MB, 800 px) before upload. */
export async function uploadQuestionImage(file: File): Promise<string> {
  const picture = await compressImage(file);
  const { image_id } = await apiRequest<ImageId>({
    method: 'POST',
    path: 'admin/image',
    body: {
      content_base64: await blobToBase64(picture),
      content_type: picture.type || 'image/jpeg',
    },
    requestSchema: 'ImageUpload',
    responseSchema: 'ImageId',
  });
  return image_id;
}
