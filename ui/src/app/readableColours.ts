import { type CSSVariablesResolver, darken, luminance } from '@mantine/core';

/*
 * Mantine's palette, as it comes, puts text below the 4.5:1 contrast WCAG
 * asks of normal-size text in many places: grey "dimmed" text, orange and
 * green badges, links. These overrides keep the palette's look but darken
 * each colour where it is used for text until it reads (docs/accessibility.md).
 */

/** WCAG AA for normal-size text. */
export const MINIMUM_CONTRAST = 4.5;

/**
 * Luminance above which text on a filled colour is black rather than white:
 * at or below it, white text reaches 4.5:1; above it, black text does.
 */
export const WHITE_TEXT_LUMINANCE_LIMIT = 0.183;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** `colour`, darkened in small steps until it reaches `ratio` against `background`. */
export function readableOn(colour: string, background: string, ratio = MINIMUM_CONTRAST): string {
  for (let amount = 0; amount < 1; amount += 0.05) {
    const candidate = amount === 0 ? colour : darken(colour, amount);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return '#000000';
}

/**
 * Page backgrounds text is read against: white, and the pale grey of
 * panels and striped rows (gray.1 is the darker of the two greys used).
 */
const PAGE_GREY = '#f1f3f5';

/** Extra CSS variables for the light colour scheme, given to MantineProvider. */
export const readableColours: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
  };
  const shade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = shades[shade]!;
    // `c="green"` text and outline buttons, on the page.
    light[`--mantine-color-${name}-text`] = readableOn(filled, PAGE_GREY);
    light[`--mantine-color-${name}-outline`] = readableOn(filled, PAGE_GREY);
    // Light badges and buttons: the darkest shade on the pale one (shade 2 when hovered).
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9]!, shades[2]!);
  }
  return { variables: {}, light, dark: {} };
};
