import * as profile from '../../../generated/api/operations/profile';
import type { PicturePath } from '../../../generated/PicturePath';
import type { PictureUpload } from '../../../generated/PictureUpload';
import { call } from '../../../lib/api/client';

export function uploadMyPicture(body: PictureUpload): Promise<PicturePath> {
  return call(profile.uploadMyPicture, { body }) as Promise<PicturePath>;
}
