import type { PictureUpload } from '../../generated/api/schemas';
import { useBusy } from '../../lib/busy';
import { showError, showSuccess } from '../../lib/toasts';
import { PICTURE_SAVED } from './messages';

/**
 * Compresses a chosen picture and hands it to `send` (one's own upload,
 * or an admin's for a tutor); true when it worked. Failures are red toasts.
 */
export function usePictureUpload(send: (picture: PictureUpload) => Promise<void>) {
  const { busy, run } = useBusy();

  async function upload(file: File): Promise<boolean> {
    try {
      await run('Cannot update profile when busy', async () => {
        // Loaded once a picture is chosen, not with the page.
        const { blobToBase64, compressImage } = await import('../../lib/images/compressImage');
        const picture = await compressImage(file);
        await send({
          content_base64: await blobToBase64(picture),
          content_type: picture.type || 'image/jpeg',
        });
      });
      showSuccess(PICTURE_SAVED);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  }

  return { upload, busy };
}
