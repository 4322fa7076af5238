import { describe, expect, it } from 'vitest';

import { blobToBase64, compressImage, fittedSize, NOT_AN_IMAGE } from './compressImage';

describe('picture compression', () => {
  it('fits the longest side within 800 px and keeps the shape', () => {
    expect(fittedSize(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fittedSize(1000, 4000)).toEqual({ width: 200, height: 800 });
  });

  it('never enlarges a small picture', () => {
    expect(fittedSize(320, 240)).toEqual({ width: 320, height: 240 });
  });

  it('accepts images only', async () => {
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(compressImage(file)).rejects.toThrow(NOT_AN_IMAGE);
  });

  it('encodes the upload as base64', async () => {
    await expect(blobToBase64(new Blob(['hi!']))).resolves.toBe('aGkh');
  });
});
