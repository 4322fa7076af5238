import type { Scene } from '../../../../generated/api/schemas';
import type { BoardPointer } from '../../../../generated/BoardPointer';
import type { SessionChannel } from '../sessionChannel';

/** What the sync needs of an element: the drawing component owns the rest. */
export interface BoardElement {
  id: string;
  version: number;
  versionNonce: number;
}

/** What the sync needs of the drawing component (Excalidraw's API, narrowed). */
export interface BoardSurface {
  elements(): readonly BoardElement[];
  /** Takes in the other side's elements, merged with ours by id and version. */
  receive(elements: readonly BoardElement[], files: Record<string, unknown>): void;
  showPointer(from: string, pointer: BoardPointer): void;
}

/** Changes go out at most this often while someone draws. */
const SEND_EVERY_MS = 100;

/**
 * Keeps a whiteboard in step with the other participant's over the
 * session channel (docs/whiteboard.md): each change sends the elements
 * whose version moved on; the server keeps them with the session. A
 * newcomer gets the whole scene from whoever is there, on top of what the
 * server kept. Pictures never go this way: they are uploaded, and each
 * side reads them from the server (docs/whiteboard.md, "Worksheets").
 */
export class BoardSync {
  /** The version of each element the other side has (sent or received). */
  private readonly known = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly unlisten: () => void;

  constructor(
    private readonly channel: SessionChannel,
    private readonly surface: BoardSurface,
    onRefused: (message: string) => void,
  ) {
    this.unlisten = channel.listen({
      // Back after a drop: what was drawn meanwhile goes out now.
      onWelcome: () => this.sendChanges(),
      onScene: (_from, scene) => this.receive(scene),
      onPointer: (from, data) => surface.showPointer(from, data),
      onRefused,
      onPeer: (event) => {
        if (event.state === 'joined') this.sendEverything();
      },
    });
  }

  /** The surface changed: send what moved on, soon. */
  changed(): void {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.sendChanges();
    }, SEND_EVERY_MS);
  }

  /** Where our pointer is: only its place, tool and button go (the server passes on no more). */
  pointer({ pointer: { x, y, tool }, button }: BoardPointer): void {
    this.channel.send({ type: 'pointer', data: { pointer: { x, y, tool }, button } });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.sendChanges();
    this.unlisten();
  }

  /** Marks a scene the other side has already, such as the stored one. */
  noteKnown(scene: Scene): void {
    for (const element of scene.elements as BoardElement[]) {
      this.known.set(element.id, Math.max(element.version, this.known.get(element.id) ?? 0));
    }
  }

  private receive(scene: Scene): void {
    this.noteKnown(scene);
    this.surface.receive(scene.elements as BoardElement[], scene.files);
  }

  private sendChanges(): void {
    const elements = this.surface
      .elements()
      .filter((element) => element.version > (this.known.get(element.id) ?? 0));
    if (elements.length === 0) return;
    this.send({ elements, files: {} });
  }

  private sendEverything(): void {
    this.send({ elements: [...this.surface.elements()], files: {} });
  }

  private send(scene: Scene): void {
    if (!this.channel.connection) return;
    this.channel.send({ type: 'scene', scene });
    this.noteKnown(scene);
  }
}
