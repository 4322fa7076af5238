import * as profile from '../../../generated/api/operations/profile';
import type { Avatar, PicturePath, PictureUpload } from '../../../generated/api/schemas';
import { call } from '../../../lib/api/client';

export function uploadMyPicture(body: PictureUpload): Promise<PicturePath> {
  return call(profile.uploadMyPicture, { body });
}

/** One of the app's drawn avatars as the signed-in user's picture. */
export function chooseAvatar(avatar: Avatar): Promise<PicturePath> {
  return call(profile.chooseAvatar, { body: { avatar } });
}
