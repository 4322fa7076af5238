import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { useBusy } from '../../../lib/busy';
import { logError } from '../../../lib/remoteLog';
import { createItem, type ItemBody, listItems, saveItem } from '../api/contentApi';
import {
  type ContentItem,
  isPlaceholder,
  type Level,
  LEVEL_INFO,
  LEVELS,
  parentLevel,
  placeholderItem,
} from '../levels';

export type Selection = Partial<Record<Level, string>>;

/** An item added on screen and not saved yet, under the parent it was added to. */
interface Draft {
  parentId: string | null;
  item: ContentItem;
}

export const CONTENT_KEY = ['content'] as const;

export function listKey(level: Level, parentId: string | null) {
  return [...CONTENT_KEY, level, parentId ?? 'top'] as const;
}

/** A failed load is only logged: the list on screen stays as it was. */
function useContentList(level: Level, parentId: string | null, enabled: boolean) {
  const query = useQuery({
    queryKey: listKey(level, parentId),
    queryFn: () => listItems(level, parentId),
    enabled,
  });
  useEffect(() => {
    if (query.error) logError(query.error);
  }, [query.error]);
  return query.data ?? [];
}

/**
 * The content screen's state: which item is selected in each column, the
 * unsaved items, and saving that shows the change at once and puts it
 * back if the server refuses.
 */
export function useHierarchy() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Selection>({});
  const [drafts, setDrafts] = useState<Partial<Record<Level, Draft>>>({});
  const { busy, run } = useBusy();

  const parentOf = (level: Level): string | null => {
    const parent = parentLevel(level);
    return parent ? (selected[parent] ?? null) : null;
  };
  /** A level's items can be listed (and added to) only under a saved parent. */
  const parentSaved = (level: Level): boolean => {
    const parent = parentLevel(level);
    if (!parent) return true;
    const id = selected[parent];
    return id !== undefined && !isPlaceholder(id);
  };

  const fetched: Record<Level, ContentItem[]> = {
    subject: useContentList('subject', null, true),
    theme: useContentList('theme', parentOf('theme'), parentSaved('theme')),
    topic: useContentList('topic', parentOf('topic'), parentSaved('topic')),
    endcode: useContentList('endcode', parentOf('endcode'), parentSaved('endcode')),
  };

  function items(level: Level): ContentItem[] {
    const shown = parentSaved(level) ? fetched[level] : [];
    const draft = drafts[level];
    return draft && draft.parentId === parentOf(level) ? [...shown, draft.item] : shown;
  }

  /** Choosing an item shows its children in the next column and forgets deeper choices. */
  function select(level: Level, id: string) {
    setSelected((current) => {
      const next: Selection = {};
      for (const each of LEVELS) {
        if (each === level) break;
        next[each] = current[each];
      }
      next[level] = id;
      return next;
    });
  }

  function add(level: Level) {
    return run('Cannot add when busy', async () => {
      const parentId = parentOf(level);
      setDrafts((current) => ({
        ...current,
        [level]: { parentId, item: placeholderItem(level, parentId) },
      }));
      select(level, LEVEL_INFO[level].placeholderId);
    });
  }

  function discard(level: Level) {
    setDrafts((current) => ({ ...current, [level]: undefined }));
    setSelected((current) => {
      const next = { ...current };
      for (const each of LEVELS.slice(LEVELS.indexOf(level))) delete next[each];
      return next;
    });
  }

  async function create(level: Level, item: ContentItem, body: ItemBody) {
    const parentId = parentOf(level);
    const before = drafts[level];
    setDrafts((current) => ({ ...current, [level]: { parentId, item: { ...item, ...body } } }));
    try {
      const created = await createItem(level, parentId, body);
      queryClient.setQueryData<ContentItem[]>(listKey(level, parentId), (list = []) => [
        ...list,
        created,
      ]);
      setDrafts((current) => ({ ...current, [level]: undefined }));
      select(level, created._id);
      // The parents' counts have changed too.
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      return created;
    } catch (error) {
      setDrafts((current) => ({ ...current, [level]: before }));
      throw error;
    }
  }

  async function update(level: Level, item: ContentItem, body: ItemBody) {
    const key = listKey(level, parentOf(level));
    const snapshot = queryClient.getQueryData<ContentItem[]>(key);
    const replace = (next: ContentItem) =>
      queryClient.setQueryData<ContentItem[]>(key, (list) =>
        list?.map((each) => (each._id === next._id ? next : each)),
      );
    replace({ ...item, ...body });
    try {
      const saved = await saveItem(level, item._id, body);
      replace(saved);
      return saved;
    } catch (error) {
      queryClient.setQueryData(key, snapshot);
      throw error;
    }
  }

  function save(level: Level, item: ContentItem, body: ItemBody): Promise<ContentItem> {
    return run('Cannot save when busy', () =>
      isPlaceholder(item._id) ? create(level, item, body) : update(level, item, body),
    );
  }

  function refresh() {
    return run('Cannot refresh when busy', () =>
      queryClient.refetchQueries({ queryKey: CONTENT_KEY }),
    );
  }

  /** The deepest item chosen, whose details are shown. */
  const focusLevel = [...LEVELS].reverse().find((level) => selected[level] !== undefined);
  const focusItem = focusLevel
    ? items(focusLevel).find((item) => item._id === selected[focusLevel])
    : undefined;

  return {
    selected,
    busy,
    items,
    canAdd: parentSaved,
    select,
    add,
    discard,
    save,
    refresh,
    focus: focusLevel && focusItem ? { level: focusLevel, item: focusItem } : null,
    afterQuestionSaved: () => queryClient.invalidateQueries({ queryKey: CONTENT_KEY }),
  };
}

export type Hierarchy = ReturnType<typeof useHierarchy>;
