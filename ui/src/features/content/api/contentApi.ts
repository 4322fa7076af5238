import type { EndcodeBody } from '../../../generated/EndcodeBody';
import type { NamedBody } from '../../../generated/NamedBody';
import { ApiError } from '../../../lib/api/apiError';
import { apiRequest } from '../../../lib/api/client';
import { checkSchema, type SchemaName } from '../../../lib/api/schemas';
import type { ContentItem, Level } from '../levels';

const SCHEMA: Record<Level, SchemaName> = {
  subject: 'AdminSubject',
  theme: 'AdminTheme',
  topic: 'AdminTopic',
  endcode: 'AdminEndcode',
};

/** Where a level's list lives: subjects at the top, the rest under their parent. */
function listPath(level: Level): string {
  switch (level) {
    case 'subject':
      return 'subject';
    case 'theme':
      return 'subject/{parent}/theme';
    case 'topic':
      return 'theme/{parent}/topic';
    case 'endcode':
      return 'topic/{parent}/endcode';
  }
}

export type ItemBody = NamedBody | EndcodeBody;

/** Lists have no schema of their own, so each item is checked. */
export async function listItems(level: Level, parentId: string | null): Promise<ContentItem[]> {
  const items = await apiRequest<ContentItem[]>({
    method: 'GET',
    path: listPath(level),
    params: parentId ? { parent: parentId } : {},
  });
  if (!Array.isArray(items) || items.some((item) => checkSchema(SCHEMA[level], item).length > 0)) {
    throw new ApiError(500, ['Invalid response']);
  }
  return items;
}

export function createItem(
  level: Level,
  parentId: string | null,
  body: ItemBody,
): Promise<ContentItem> {
  return apiRequest<ContentItem>({
    method: 'POST',
    path: listPath(level),
    params: parentId ? { parent: parentId } : {},
    body,
    requestSchema: level === 'endcode' ? 'EndcodeBody' : 'NamedBody',
    responseSchema: SCHEMA[level],
  });
}

export function saveItem(level: Level, id: string, body: ItemBody): Promise<ContentItem> {
  return apiRequest<ContentItem>({
    method: 'PUT',
    path: `${level}/{id}`,
    params: { id },
    body,
    requestSchema: level === 'endcode' ? 'EndcodeBody' : 'NamedBody',
    responseSchema: SCHEMA[level],
  });
}
