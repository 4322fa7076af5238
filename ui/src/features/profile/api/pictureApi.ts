import * as profile from '../../../generated/api/operations/profile';
import type { PicturePath, PictureUpload } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

export function uploadMyPicture(body: PictureUpload): Promise<PicturePath> {
  return call(profile.uploadMyPicture, { body });
}
