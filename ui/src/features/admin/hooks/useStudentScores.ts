import { useEffect, useRef, useState } from 'react';

import type { StudentSubjectScore } from '../../../generated/api/schemas';
import { useBusy } from '../../../lib/busy';
import { showError } from '../../../lib/toasts';
import { listScores, SCORES_PAGE_SIZE } from '../api/adminApi';

export const REFRESH_SCORES_BUSY = 'Cannot refresh StudentSubjectScore when busy';

/** A page on screen and the search that produced it, which Previous and Next keep. */
interface ScoresPage {
  from: number;
  studentId: string;
  rows: StudentSubjectScore[];
}

/**
 * The score list in pages of 50 from 0. Search starts again at 0 with the
 * Student ID typed; a refresh while one runs is refused with the screen's
 * busy message; a failed load leaves the table as it was.
 */
export function useStudentScores() {
  const [studentId, setStudentId] = useState('');
  const [page, setPage] = useState<ScoresPage | null>(null);
  const { busy, run } = useBusy();
  const started = useRef(false);

  async function load(from: number, searchFor: string) {
    try {
      await run(REFRESH_SCORES_BUSY, async () => {
        const rows = await listScores(from, searchFor);
        setPage({ from, studentId: searchFor, rows });
      });
    } catch (error) {
      showError(error);
    }
  }

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void load(0, '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const from = page?.from ?? 0;
  const searched = page?.studentId ?? '';
  return {
    studentId,
    setStudentId,
    rows: page?.rows ?? null,
    from,
    busy,
    search: () => load(0, studentId),
    hasPrevious: from > 0,
    hasNext: page !== null && page.rows.length === SCORES_PAGE_SIZE,
    previous: () => load(Math.max(0, from - SCORES_PAGE_SIZE), searched),
    next: () => load(from + SCORES_PAGE_SIZE, searched),
    /** After a reset the page is read again, so the new score shows. */
    reload: () => load(from, searched),
  };
}
