import type { EndcodeBody, NamedBody } from '../../../generated/api/schemas';
import * as content from '../../../generated/api/operations/content';
import { ApiError } from '../../../lib/api/apiError';
import { call } from '../../../lib/api/client';
import type { ContentItem, Level } from '../levels';

export type ItemBody = NamedBody | EndcodeBody;

/** The parent's id: every level but the subjects lives under one. */
function under(parentId: string | null): string {
  if (parentId === null) throw new ApiError(400, ['Invalid API props', 'missing parent']);
  return parentId;
}

/** A level's items: subjects at the top, the rest under their parent. */
export async function listItems(level: Level, parentId: string | null): Promise<ContentItem[]> {
  switch (level) {
    case 'subject':
      return call(content.listSubjects);
    case 'theme':
      return call(content.listThemes, {
        params: { subject_id: under(parentId) },
      });
    case 'topic':
      return call(content.listTopics, {
        params: { theme_id: under(parentId) },
      });
    case 'endcode':
      return call(content.listEndcodes, {
        params: { topic_id: under(parentId) },
      });
  }
}

export async function createItem(
  level: Level,
  parentId: string | null,
  body: ItemBody,
): Promise<ContentItem> {
  switch (level) {
    case 'subject':
      return call(content.createSubject, { body });
    case 'theme':
      return call(content.createTheme, {
        params: { subject_id: under(parentId) },
        body,
      });
    case 'topic':
      return call(content.createTopic, {
        params: { theme_id: under(parentId) },
        body,
      });
    case 'endcode':
      return call(content.createEndcode, {
        params: { topic_id: under(parentId) },
        body,
      });
  }
}

export async function saveItem(level: Level, id: string, body: ItemBody): Promise<ContentItem> {
  switch (level) {
    case 'subject':
      return call(content.saveSubject, {
        params: { subject_id: id },
        body,
      });
    case 'theme':
      return call(content.saveTheme, { params: { theme_id: id }, body });
    case 'topic':
      return call(content.saveTopic, { params: { topic_id: id }, body });
    case 'endcode':
      return call(content.saveEndcode, {
        params: { endcode_id: id },
        body,
      });
  }
}
