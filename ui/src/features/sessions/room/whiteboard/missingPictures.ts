/** What the picture rule reads of an element. */
export interface PictureElement {
  type?: string;
  fileId?: string | null;
  isDeleted?: boolean;
}

/**
 * Fetches the pictures that elements on the board show but the board does
 * not hold yet. Pictures never travel over the session channel: an image
 * element arrives alone, and its picture is read from the server, which
 * checked it when it was uploaded (docs/whiteboard.md, "Worksheets").
 * Each picture is asked for once; a failed read is asked for again with
 * the next change.
 */
export class MissingPictures<File> {
  private readonly asked = new Set<string>();

  constructor(
    private readonly read: (fileId: string) => Promise<File>,
    private readonly add: (file: File) => void,
  ) {}

  fetch(elements: readonly PictureElement[], held: Readonly<Record<string, unknown>>): void {
    for (const element of elements) {
      const fileId = element.fileId;
      if (element.type !== 'image' || element.isDeleted || !fileId) continue;
      if (fileId in held || this.asked.has(fileId)) continue;
      this.asked.add(fileId);
      this.read(fileId).then(
        (file) => this.add(file),
        () => this.asked.delete(fileId),
      );
    }
  }
}
