import { useAuthStore } from '../../../lib/auth/AuthContext';
import { useBusy } from '../../../lib/busy';
import { showError, showSuccess } from '../../../lib/toasts';
import { uploadMyPicture } from '../api/pictureApi';
import { blobToBase64, compressImage } from '../../../lib/images/compressImage';

/** Compresses, uploads and shows the new picture; true when it worked. */
export function useUploadPicture() {
  const store = useAuthStore();
  const { busy, run } = useBusy();

  async function upload(file: File): Promise<boolean> {
    try {
      await run('Cannot update profile when busy', async () => {
        const picture = await compressImage(file);
        await uploadMyPicture({
          content_base64: await blobToBase64(picture),
          content_type: picture.type || 'image/jpeg',
        });
        await store.reloadProfile();
      });
      showSuccess('Picture saved');
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  }

  return { upload, busy };
}
