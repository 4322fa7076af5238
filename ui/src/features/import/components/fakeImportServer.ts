import { vi } from 'vitest';

import type { DriveItem, ImportStatus } from '../../../generated/api/schemas';
import type { BytesRequest, TransportRequest, TransportResponse } from '../../../lib/api/transport';
import { fakeTransport } from '../../../test/fakeTransport';
import { FOLDER_MIME_TYPE } from '../importState';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const folderItem = (id: string): DriveItem => ({
  id,
  name: id.split('/').pop()!,
  mimeType: FOLDER_MIME_TYPE,
});
export const fileItem = (id: string): DriveItem => ({
  id,
  name: id.split('/').pop()!,
  mimeType: XLSX,
});

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });

/**
 * The import calls answered the way the server answers them, from state a
 * test can change between steps: folder contents by folder id, the status
 * the next `GET import` returns (a queue, so a test can script an import
 * running and then finishing), and an answer for starting imports.
 */
export function fakeImportServer() {
  const state = {
    folders: new Map<string, DriveItem[]>([['', []]]),
    statuses: [{ results: [] }] as ImportStatus[],
    startAnswer: ok({ success: true }) as Answer,
    folderAnswer: null as Answer | null,
    /** While set, folder listings wait for it, as a slow server would. */
    folderDelay: null as Promise<void> | null,
  };

  function nextStatus(): ImportStatus {
    // The last scripted status stays, as the server's would.
    return state.statuses.length > 1 ? state.statuses.shift()! : state.statuses[0]!;
  }

  function answer(request: TransportRequest): Answer | null {
    const query = new Map(request.query);
    if (request.path === 'import/folders') {
      return state.folderAnswer ?? ok(state.folders.get(query.get('folder') ?? '') ?? []);
    }
    if (request.path === 'import') return ok(nextStatus());
    if (request.path === 'import/subjects' || request.path === 'import/questions') {
      return state.startAnswer;
    }
    return null;
  }

  const transport = fakeTransport({
    restore: vi.fn(async () => ({ uid: 'u', role: 'ADMIN' as const, mustChangePassword: false })),
  });
  const frameSend = transport.send;
  transport.send = vi.fn(async (request: TransportRequest): Promise<TransportResponse> => {
    if (request.path === 'import/folders') await state.folderDelay;
    return answer(request) ?? frameSend(request);
  });
  transport.sendBytes = vi.fn(async (request: BytesRequest) => {
    const query = new Map(request.query);
    if (request.path === 'import/upload') {
      const folder = query.get('folder') ?? '';
      const item = fileItem(folder ? `${folder}/${query.get('name')}` : query.get('name')!);
      state.folders.set(folder, [...(state.folders.get(folder) ?? []), item]);
      return { status: 200, headers: new Headers(), blob: new Blob([JSON.stringify(item)]) };
    }
    if (request.path === 'import/results') {
      const resultsFile = state.statuses[0]?.resultsFile;
      if (!resultsFile) {
        const errors = ['The last import has no results file'];
        return {
          status: 404,
          headers: new Headers(),
          blob: new Blob([JSON.stringify({ errors })]),
        };
      }
      return {
        status: 200,
        headers: new Headers({ 'Content-Disposition': `attachment; filename="${resultsFile}"` }),
        blob: new Blob(['PK'], { type: XLSX }),
      };
    }
    const kind = request.path.split('/').pop();
    return {
      status: 200,
      headers: new Headers({
        'Content-Disposition': `attachment; filename="template.${kind}.xlsx"`,
      }),
      blob: new Blob(['PK'], { type: XLSX }),
    };
  });

  /** The requests sent for `path`, as `path?query` strings. */
  function calls(path: string): string[] {
    return vi
      .mocked(transport.send)
      .mock.calls.map(([request]) => request)
      .filter((request) => request.path === path)
      .map((request) => `${request.method} ${request.path}?${new URLSearchParams(request.query)}`);
  }

  return { state, transport, calls };
}
