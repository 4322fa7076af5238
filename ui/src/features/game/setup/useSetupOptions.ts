import { useQuery } from '@tanstack/react-query';

import { useAuth } from '../../../lib/auth/AuthContext';
import { fetchMe } from '../../../lib/auth/profileMe';
import { logError } from '../../../lib/remoteLog';
import { fetchLibrary, fetchMixes, fetchPlayableSubjects } from '../api/gameApi';
import type { TimeAllowance } from '../../../generated/api/schemas';
import type { FocusChoice } from './gameChoice';

/** What a parent has set for their child's games. */
interface PlayerSettings {
  timeAllowance: TimeAllowance;
  readsEachQuestion: boolean;
}

/** Until the profile answers, or when it cannot: standard time, read on the button only. */
const USUAL_SETTINGS: PlayerSettings = { timeAllowance: 'standard', readsEachQuestion: false };

/** Failures are logged only (docs/screens.md): the lists then stay empty. */
async function logged<T>(load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    logError(error);
    return [];
  }
}

/** What the setup screen offers: subjects and mixes to play from, and the games. */
export function useSetupOptions() {
  const studentId = useAuth().user?._id ?? '';
  const subjects = useQuery({
    queryKey: ['game', 'subjects'],
    queryFn: () => logged(fetchPlayableSubjects),
  });
  const mixes = useQuery({
    queryKey: ['game', 'mixes', studentId],
    queryFn: () => logged(() => fetchMixes(studentId)),
    enabled: studentId !== '',
  });
  const library = useQuery({ queryKey: ['game', 'library'], queryFn: () => logged(fetchLibrary) });
  // Read afresh each visit: a parent may have changed them since sign-in.
  const settings = useQuery({
    queryKey: ['game', 'playerSettings', studentId],
    queryFn: async (): Promise<PlayerSettings> => {
      try {
        const me = await fetchMe();
        return {
          timeAllowance: me.time_allowance ?? 'standard',
          readsEachQuestion: me.reads_each_question ?? false,
        };
      } catch (error) {
        logError(error);
        return USUAL_SETTINGS;
      }
    },
    staleTime: 0,
    enabled: studentId !== '',
  });

  const subjectChoices: FocusChoice[] = (subjects.data ?? []).map((subject) => ({
    key: `subject:${subject._id}`,
    name: subject.name,
    ids: [subject._id],
  }));
  const mixChoices: FocusChoice[] = (mixes.data ?? [])
    .filter((mix) => mix.subjects.length > 0)
    .map((mix) => ({ key: `mix:${mix._id}`, name: mix.name, ids: mix.subjects }));
  const games = (library.data ?? []).filter((game) => game.game_type === 'speed_standard');

  return {
    loading: subjects.isPending || library.isPending || (studentId !== '' && mixes.isPending),
    subjectChoices,
    mixChoices,
    games,
    ...(settings.data ?? USUAL_SETTINGS),
  };
}
