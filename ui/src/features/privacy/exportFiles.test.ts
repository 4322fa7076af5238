import { describe, expect, it } from 'vitest';

import { exportBaseName } from './exportFiles';
import { SARAHS_EXPORT } from './testing/fakeFamilyServer';

describe('the names of the saved files', () => {
  it("are the export's own day, and the family's name when given", () => {
    expect(exportBaseName(SARAHS_EXPORT)).toBe('plytime-family-2026-03-14');
    expect(exportBaseName(SARAHS_EXPORT, 'Sarah Lovelace')).toBe(
      'plytime-family-sarah-lovelace-2026-03-14',
    );
  });

  it('keep letters and digits only, accents dropped', () => {
    expect(exportBaseName(SARAHS_EXPORT, " Renée O'Brien-Smith ")).toBe(
      'plytime-family-renee-o-brien-smith-2026-03-14',
    );
  });
});
