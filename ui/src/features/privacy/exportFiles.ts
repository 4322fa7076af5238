import type { FamilyExport } from '../../generated/api/schemas';
import { saveBlob } from '../../lib/saveFile';

/** What the two saved files are called and what the readable one is headed. */
export interface ExportNaming {
  /** Words naming the family in the file names, e.g. the parent's name; none for one's own. */
  family?: string;
  /** The first line of the readable file. */
  heading: string;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      // 'é' becomes 'e' and an accent, and the accent is dropped.
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/**
 * `plytime-family-<family>-<date>`, the date being the export's own (UTC)
 * day, so the name says when the data was taken whatever the clock of the
 * computer saving it.
 */
export function exportBaseName(familyExport: FamilyExport, family?: string): string {
  const date = familyExport.exported_at.slice(0, 10);
  const name = family ? slug(family) : '';
  return ['plytime-family', name, date].filter(Boolean).join('-');
}

/** The readable file: the heading, when, then the summary lines. */
export function summaryText(familyExport: FamilyExport, heading: string): string {
  return [heading, `Exported ${familyExport.exported_at}`, '', ...familyExport.summary, ''].join(
    '\n',
  );
}

/**
 * Saves the export as two files (docs/privacy.md, Export): the whole of it
 * as JSON for machines and other services, and the summary as plain text a
 * parent can read.
 */
export function saveFamilyExport(familyExport: FamilyExport, naming: ExportNaming): void {
  const base = exportBaseName(familyExport, naming.family);
  const json = `${JSON.stringify(familyExport, null, 2)}\n`;
  saveBlob(new Blob([json], { type: 'application/json' }), `${base}.json`);
  saveBlob(
    new Blob([summaryText(familyExport, naming.heading)], { type: 'text/plain;charset=utf-8' }),
    `${base}.txt`,
  );
}
