import { describe, expect, it } from 'vitest';

import { generateApi, readDocument, staleFiles } from '../../../scripts/generate-api.mjs';

describe('the generated API client', () => {
  it('is what src/generated/openapi.json gives', async () => {
    const stale = await staleFiles(await generateApi(await readDocument()));
    expect(
      stale,
      `src/generated/api is stale (${stale.join(', ')}): run \`npm run generate:api\` in ui/`,
    ).toEqual([]);
  }, 60_000);
});
