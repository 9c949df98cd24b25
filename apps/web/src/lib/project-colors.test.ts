import { PROJECT_COLORS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CARD_BACKGROUNDS, PROJECT_COLOR_SHADES } from './project-colors.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('project colours', () => {
  it('has a shade for every colour of the contract', () => {
    expect(Object.keys(PROJECT_COLOR_SHADES).sort()).toEqual([...PROJECT_COLORS].sort());
  });

  it.each(PROJECT_COLORS)('%s contrasts at least 3:1 with the cards of both themes', (color) => {
    const shade = PROJECT_COLOR_SHADES[color];
    expect(contrast(shade.light, CARD_BACKGROUNDS.light)).toBeGreaterThanOrEqual(3);
    expect(contrast(shade.dark, CARD_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(3);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
