import { describe, expect, it } from 'vitest';

import { endcodeSearchUrl } from './EndcodeQuestions';

describe("the endcode's 'Search questions' button", () => {
  it('searches draft, live, review and approved questions by the endcode name', () => {
    expect(endcodeSearchUrl('N3 halves')).toBe(
      '/admin/questions?ref=N3+halves&status=draft&status=live&status=review&status=approved',
    );
  });
});
