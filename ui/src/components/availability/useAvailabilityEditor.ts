import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError } from '../../lib/api/apiError';
import { useBusy } from '../../lib/busy';
import { logError } from '../../lib/remoteLog';
import { showError, showSuccess } from '../../lib/toasts';
import { availabilityKey, fetchAvailability, saveAvailability } from './availabilityApi';
import type { ChosenRange } from './pickerState';
import {
  addRange,
  DEFAULT_IDEAL_HOURS,
  emptyWeek,
  idealHoursProblem,
  removeSlot,
  type Week,
} from './slotMaths';

export const SAVE_AVAILABILITY_BUSY = 'Cannot save availability when busy';

/** The week being edited; the number input gives text while it is being typed. */
interface Draft {
  week: Week;
  idealHours: number | string;
}

/**
 * One tutor's availability: shown read-only until Edit; in edit mode
 * ranges are added and slots removed locally, Reset reloads from the
 * server and Save sends the whole week and leaves edit mode.
 *
 * Save errors are only logged (docs/screens.md). A 409 (a booked slot
 * would be removed) is shown as a red toast as well: otherwise the tutor
 * would believe the week was saved. The edits stay on screen after any
 * failure so nothing typed is lost.
 */
export function useAvailabilityEditor(tutorId: string) {
  const queryClient = useQueryClient();
  const key = availabilityKey(tutorId);
  const query = useQuery({ queryKey: key, queryFn: () => fetchAvailability(tutorId) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const { busy, run } = useBusy();

  const saved = query.data;
  const week = draft?.week ?? saved?.availability ?? emptyWeek();
  const idealHours = draft?.idealHours ?? saved?.ideal_hours ?? DEFAULT_IDEAL_HOURS;
  const idealHoursError = draft ? idealHoursProblem(draft.idealHours) : null;

  const changeWeek = (change: (current: Week) => Week) =>
    setDraft((current) => current && { ...current, week: change(current.week) });

  async function reset() {
    const fresh = await query.refetch();
    // A failed reload (already logged) leaves the edits as they were.
    if (fresh.isSuccess) {
      setDraft({ week: fresh.data.availability, idealHours: fresh.data.ideal_hours });
    }
  }

  async function save() {
    if (!draft || idealHoursError) return;
    try {
      await run(SAVE_AVAILABILITY_BUSY, async () => {
        const result = await saveAvailability(tutorId, {
          availability: draft.week,
          ideal_hours: Number(draft.idealHours),
        });
        queryClient.setQueryData(key, result);
        setDraft(null);
      });
      showSuccess();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) showError(error);
      else logError(error);
    }
  }

  return {
    loading: query.isPending,
    /**
     * The week could not be read. The grid is then empty (docs/screens.md),
     * but editing is not offered: a save replaces the whole week, so it
     * would wipe every slot the tutor really has.
     */
    loadFailed: query.isError && !saved,
    week,
    idealHours,
    idealHoursError,
    editing: draft !== null,
    busy,
    canSave: draft !== null && idealHoursError === null && !busy,
    startEdit: () => setDraft({ week, idealHours }),
    add: ({ day, from, until }: ChosenRange) =>
      changeWeek((current) => addRange(current, day, from, until)),
    remove: (day: number, time: number) => changeWeek((current) => removeSlot(current, day, time)),
    setIdealHours: (value: number | string) =>
      setDraft((current) => current && { ...current, idealHours: value }),
    reset,
    save,
  };
}
