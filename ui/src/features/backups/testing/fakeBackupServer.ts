import { vi } from 'vitest';

import type { Backups, BackupSummary } from '../../../generated/api/schemas';
import type { BytesRequest, BytesResponse, TransportResponse } from '../../../lib/api/transport';
import { type Answer, ok, openAs } from '../../../test/openAs';
import { BACKUPS_PATH } from '../routes';

/** The server's refusal on PostgreSQL (server/src/backup/take.rs). */
export const PGBACKREST_ONLY =
  'a PostgreSQL server is backed up with pgBackRest, not here (docs/backups.md)';

/** A backup taken `hoursAgo`, named as the server names it (plytime-20260314T090000.000Z). */
export function backupTaken(hoursAgo: number, details: Partial<BackupSummary> = {}): BackupSummary {
  const takenAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  return {
    name: `plytime-${takenAt.replace(/[-:]/g, '')}`,
    taken_at: takenAt,
    bytes: 1_234_567,
    rows: 1133,
    files: 45,
    sealed: true,
    ...details,
  };
}

/**
 * The Backups calls answered as the server answers them, from `state` a
 * test sets up: Back up now adds a backup taken now, unless `refusal` says
 * otherwise; an archive's bytes are its name.
 */
export function fakeBackupServer(state: Backups) {
  let refusal: TransportResponse | null = null;

  const answer: Answer = (request) => {
    if (request.path !== 'admin/backups') return undefined;
    if (request.method === 'GET') return ok(state);
    if (refusal) return refusal;
    const taken = backupTaken(0, { bytes: 2_048, rows: 1140, files: 46 });
    state.backups.unshift(taken);
    return ok(taken);
  };

  async function download(request: BytesRequest): Promise<BytesResponse> {
    const name = request.path.replace('admin/backups/', '');
    return {
      status: 200,
      headers: new Headers({ 'Content-Disposition': `attachment; filename="${name}.backup"` }),
      blob: new Blob([name], { type: 'application/octet-stream' }),
    };
  }

  return {
    /** Opens the Backups screen as an admin, on the web, where files can be fetched. */
    open() {
      const app = openAs('ADMIN', BACKUPS_PATH, answer);
      // The frame's fake transport carries JSON only, as the desktop's does.
      app.transport.sendBytes = vi.fn(download);
      return app;
    },
    /** Makes Back up now fail with `response`. */
    refuse(response: TransportResponse) {
      refusal = response;
    },
  };
}
