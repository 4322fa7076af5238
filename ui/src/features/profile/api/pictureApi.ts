import type { PicturePath } from '../../../generated/PicturePath';
import type { PictureUpload } from '../../../generated/PictureUpload';
import { apiRequest } from '../../../lib/api/client';

export function uploadMyPicture(body: PictureUpload): Promise<PicturePath> {
  return apiRequest<PicturePath>({
    method: 'POST',
    path: 'profile/me/picture',
    body,
    requestSchema: 'PictureUpload',
    responseSchema: 'PicturePath',
  });
}
