import { usePictureUpload } from '../../../components/picture/usePictureUpload';
import { useAuthStore } from '../../../lib/auth/AuthContext';
import { uploadMyPicture } from '../api/pictureApi';

/** Uploads the signed-in user's own picture and shows it everywhere at once. */
export function useUploadPicture() {
  const store = useAuthStore();
  return usePictureUpload(async (picture) => {
    await uploadMyPicture(picture);
    await store.reloadProfile();
  });
}
