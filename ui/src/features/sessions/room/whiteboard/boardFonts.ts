import { FONT_FAMILY } from '@excalidraw/excalidraw';
import type { ExcalidrawElementSkeleton } from '@excalidraw/excalidraw/data/transform';

/** The drawing component's font for text that names none (its hand-drawn one). */
const DEFAULT_FAMILY = FONT_FAMILY.Excalifont;

function familyName(family: number): string | undefined {
  return Object.entries(FONT_FAMILY).find(([, id]) => id === family)?.[0];
}

/**
 * Waits for the fonts the text of `elements` will be drawn in, with the
 * characters it uses. The drawing component measures a text element once,
 * as it is made, and paints its text cut to that width; it loads a font
 * only once the board shows text in it. Made before, on a board with no
 * text yet, a question was measured in the browser's narrower fallback
 * font, then drawn (and saved) with its end cut off. A font that fails to
 * load is drawn in the fallback, as it was measured: nothing to wait for.
 */
export async function loadFontsOf(elements: readonly ExcalidrawElementSkeleton[]): Promise<void> {
  const textByFamily = new Map<string, string>();
  for (const element of elements) {
    if (element.type !== 'text') continue;
    const family = familyName(element.fontFamily ?? DEFAULT_FAMILY);
    if (family) textByFamily.set(family, (textByFamily.get(family) ?? '') + element.text);
  }
  await Promise.all(
    [...textByFamily].map(([family, text]) =>
      // The size does not matter: a font's faces are picked by family and characters.
      document.fonts.load(`20px "${family}"`, text).catch(() => []),
    ),
  );
}
