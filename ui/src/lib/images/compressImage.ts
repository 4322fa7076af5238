/** Upload limits: at most 0.8 MB and 800 px on the longest side. */
export const MAX_PICTURE_BYTES = 800_000;
export const MAX_PICTURE_SIDE = 800;

export const NOT_AN_IMAGE = 'Only image files can be uploaded';

/** The size that fits within `maxSide` on the longest side, never enlarging. */
export function fittedSize(width: number, height: number, maxSide = MAX_PICTURE_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** JPEG qualities tried in turn until the picture is small enough. */
export const QUALITY_STEPS = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15];

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(NOT_AN_IMAGE));
    };
    image.src = url;
  });
}

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Could not compress the picture'))),
      'image/jpeg',
      quality,
    ),
  );
}

/**
 * Redraws the picture at most 800 px on its longest side and re-encodes it
 * as JPEG, lowering the quality until it is at most 0.8 MB. Transparent
 * areas become white, since JPEG has no transparency.
 */
export async function compressImage(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new Error(NOT_AN_IMAGE);
  const image = await loadImage(file);
  const { width, height } = fittedSize(image.naturalWidth, image.naturalHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Could not compress the picture');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  for (const quality of QUALITY_STEPS) {
    const blob = await toBlob(canvas, quality);
    if (blob.size <= MAX_PICTURE_BYTES) return blob;
  }
  throw new Error('The picture is too large, please choose a smaller one');
}

export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}
