import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { Mix, MixBody, PerformanceNode } from '../../../generated/api/schemas';
import { logError } from '../../../lib/remoteLog';
import { createMix, deleteMix, fetchMixes, saveMix } from '../api/mixesApi';
import { canSaveMix, mixBody, toggledId } from '../rules/mixSelection';
import { loggedLoad } from './loggedLoad';
import { performanceKeys } from './queryKeys';

/**
 * The tutor's mix controls on Focus. With no mix chosen the
 * ticks are a draft for a new mix; with one chosen, each tick saves that
 * mix at once and goes back if the save fails (failures are only logged).
 * Every change reloads the student's mixes.
 */
export function useMixEditor(studentId: string, tree: PerformanceNode[]) {
  const queryClient = useQueryClient();
  const key = performanceKeys.mixes(studentId);
  const mixes = useQuery({
    queryKey: key,
    queryFn: () => loggedLoad(() => fetchMixes(studentId)),
    enabled: studentId !== '',
  });
  const [selectedId, setSelectedId] = useState('');
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<string[]>([]);
  const selected = mixes.data?.find((mix) => mix._id === selectedId) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const replaceMix = (mix: Mix) =>
    queryClient.setQueryData<Mix[]>(key, (list) =>
      list?.map((each) => (each._id === mix._id ? mix : each)),
    );

  const save = useMutation({
    mutationFn: ({ mix, body }: { mix: Mix; body: MixBody }) => saveMix(studentId, mix._id, body),
    onMutate: ({ mix, body }) => replaceMix({ ...mix, ...body }),
    onError: (error, { mix }) => {
      replaceMix(mix);
      logError(error);
    },
    onSettled: refresh,
  });
  const create = useMutation({
    mutationFn: (body: MixBody) => createMix(studentId, body),
    onSuccess: (mix) => {
      setSelectedId(mix._id);
      setDraft([]);
    },
    onError: logError,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (mix: Mix) => deleteMix(studentId, mix._id),
    onSuccess: () => {
      setSelectedId('');
      setName('');
    },
    onError: logError,
    onSettled: refresh,
  });

  /** A saved mix keeps its subject; the tree only decides it for a mix without one. */
  const bodyFor = (mix: Mix, changes: Pick<MixBody, 'name' | 'subjects'>): MixBody => {
    const body = mixBody(changes.name, changes.subjects, tree);
    return { ...body, subject: mix.subject || body.subject };
  };

  return {
    mixes: mixes.data ?? [],
    selected,
    name,
    setName,
    ticked: selected ? selected.subjects : draft,
    busy: create.isPending || remove.isPending,
    select(id: string) {
      setSelectedId(id);
      setName(mixes.data?.find((mix) => mix._id === id)?.name ?? '');
    },
    toggle(nodeId: string) {
      if (!selected) {
        setDraft((ids) => toggledId(ids, nodeId));
        return;
      }
      const subjects = toggledId(selected.subjects, nodeId);
      save.mutate({ mix: selected, body: bodyFor(selected, { name: selected.name, subjects }) });
    },
    canCreate: !selected && canSaveMix(name, draft),
    create: () => create.mutate(mixBody(name, draft, tree)),
    canRename:
      selected !== null && canSaveMix(name, selected.subjects) && name.trim() !== selected.name,
    rename() {
      if (selected) {
        save.mutate({
          mix: selected,
          body: bodyFor(selected, { name, subjects: selected.subjects }),
        });
      }
    },
    remove() {
      if (selected) remove.mutate(selected);
    },
  };
}

export type MixEditor = ReturnType<typeof useMixEditor>;
