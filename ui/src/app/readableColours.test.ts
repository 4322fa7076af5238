import { DEFAULT_THEME, luminance } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import {
  contrastRatio,
  MINIMUM_CONTRAST,
  readableColours,
  readableOn,
  WHITE_TEXT_LUMINANCE_LIMIT,
} from './readableColours';
import { theme } from './theme';

const appTheme = { ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME;
const { light } = readableColours(appTheme);
const colours = Object.entries(appTheme.colors);

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1);
    // Mantine's blue.6 on white: too pale for text.
    expect(contrastRatio('#228be6', '#ffffff')).toBeCloseTo(3.56, 2);
  });

  it('darkens a colour only as far as it needs to read', () => {
    expect(readableOn('#1971c2', '#ffffff')).toBe('#1971c2');
    const orange = readableOn('#fd7e14', '#ffffff');
    expect(contrastRatio(orange, '#ffffff')).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    expect(contrastRatio(orange, '#ffffff')).toBeLessThan(MINIMUM_CONTRAST + 1.5);
  });

  it('makes every colour readable as text, in light badges and outline buttons', () => {
    for (const [name, shades] of colours) {
      for (const background of ['#ffffff', '#f1f3f5']) {
        expect(contrastRatio(light[`--mantine-color-${name}-text`]!, background)).toBeGreaterThan(
          MINIMUM_CONTRAST,
        );
        expect(
          contrastRatio(light[`--mantine-color-${name}-outline`]!, background),
        ).toBeGreaterThan(MINIMUM_CONTRAST);
      }
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[2]!),
        `light ${name}`,
      ).toBeGreaterThanOrEqual(MINIMUM_CONTRAST);
    }
  });

  it('gives every filled colour white or black text that reads on it', () => {
    for (const [name, shades] of colours) {
      const filled = shades[theme.primaryShade as number]!;
      const text = luminance(filled) > WHITE_TEXT_LUMINANCE_LIMIT ? '#000000' : '#ffffff';
      expect(contrastRatio(text, filled), `filled ${name}`).toBeGreaterThanOrEqual(
        MINIMUM_CONTRAST,
      );
    }
  });

  it('darkens the dimmed grey and the error red', () => {
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
  });
});
