import type {
  AdminEndcode,
  AdminSubject,
  AdminTheme,
  AdminTopic,
} from '../../generated/api/schemas';

/** The content hierarchy, top down: a subject has themes, … an endcode has questions. */
export const LEVELS = ['subject', 'theme', 'topic', 'endcode'] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelInfo {
  title: string;
  /** Id of an item added on screen but not saved yet. */
  placeholderId: string;
  defaultName: string;
}

export const LEVEL_INFO: Record<Level, LevelInfo> = {
  subject: { title: 'Subject', placeholderId: 'new_unsaved_subject', defaultName: 'New subject' },
  theme: { title: 'Theme', placeholderId: 'new_unsaved_theme', defaultName: 'New theme' },
  topic: { title: 'Topic', placeholderId: 'new_unsaved_topic', defaultName: 'New topic' },
  endcode: { title: 'Endcode', placeholderId: 'new_unsaved_endcode', defaultName: 'New endcode' },
};

export type ContentItem = AdminSubject | AdminTheme | AdminTopic | AdminEndcode;

export function parentLevel(level: Level): Level | null {
  const index = LEVELS.indexOf(level);
  return index > 0 ? (LEVELS[index - 1] ?? null) : null;
}

export function isPlaceholder(id: string | undefined): boolean {
  return id !== undefined && id.startsWith('new_unsaved_');
}

/** What an unsaved item shows until it is saved and the server fills it in. */
export function placeholderItem(level: Level, parentId: string | null, name?: string): ContentItem {
  const info = LEVEL_INFO[level];
  const common = {
    _id: info.placeholderId,
    name: name ?? info.defaultName,
    min_score: null,
    max_score: null,
    question_distribution: [],
    question_count: 0,
  };
  switch (level) {
    case 'subject':
      return { ...common, endcode_count: 0, topic_count: 0, theme_count: 0, themes: [] };
    case 'theme':
      return { ...common, subject: parentId ?? '', endcode_count: 0, topic_count: 0, topics: [] };
    case 'topic':
      return { ...common, theme: parentId ?? '', endcode_count: 0 };
    case 'endcode':
      return { ...common, topic: parentId ?? '', description: '', help_videos: [], priority: 2 };
  }
}

export function isEndcode(item: ContentItem): item is AdminEndcode {
  return 'priority' in item;
}
