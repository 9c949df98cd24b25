import { defineMessages, type ProjectColor } from '@portal/contract';
import type { CSSProperties } from 'react';

/**
 * Each project colour's shade on the light theme's white cards and on the dark theme's gray-900
 * ones: chosen so that a stripe or dot of it contrasts at least 3:1 with its card in both themes
 * (WCAG 1.4.11), which `project-colors.test.ts` checks.
 */
export const PROJECT_COLOR_SHADES: Record<ProjectColor, { light: string; dark: string }> = {
  blue: { light: '#1d64d8', dark: '#5b9cf6' },
  teal: { light: '#0f7a72', dark: '#2dc4b4' },
  green: { light: '#2b7a26', dark: '#5cc654' },
  olive: { light: '#6b6b12', dark: '#b8b840' },
  amber: { light: '#9a5b00', dark: '#f2b233' },
  orange: { light: '#c2410c', dark: '#fb8a4c' },
  red: { light: '#c81e1e', dark: '#f87272' },
  pink: { light: '#bf1f6f', dark: '#f472b6' },
  purple: { light: '#7334c8', dark: '#b18af5' },
  slate: { light: '#4b5565', dark: '#9aa4b2' },
};

/** The cards the colours sit on: white, and the dark theme's gray-900. */
export const CARD_BACKGROUNDS = { light: '#ffffff', dark: '#101828' } as const;

export const PROJECT_COLOR_NAMES = defineMessages({
  blue: { id: 'projects.color.blue', defaultMessage: 'Blue' },
  teal: { id: 'projects.color.teal', defaultMessage: 'Teal' },
  green: { id: 'projects.color.green', defaultMessage: 'Green' },
  olive: { id: 'projects.color.olive', defaultMessage: 'Olive' },
  amber: { id: 'projects.color.amber', defaultMessage: 'Amber' },
  orange: { id: 'projects.color.orange', defaultMessage: 'Orange' },
  red: { id: 'projects.color.red', defaultMessage: 'Red' },
  pink: { id: 'projects.color.pink', defaultMessage: 'Pink' },
  purple: { id: 'projects.color.purple', defaultMessage: 'Purple' },
  slate: { id: 'projects.color.slate', defaultMessage: 'Slate' },
});

/**
 * The custom properties a project's colour sets on an element, for `PROJECT_COLOR_CLASSES` to use;
 * nothing for a project without one.
 */
export function projectColorStyle(color: ProjectColor | null | undefined): CSSProperties | undefined {
  if (!color) return undefined;
  const shade = PROJECT_COLOR_SHADES[color];
  return { '--project-color': shade.light, '--project-color-dark': shade.dark } as CSSProperties;
}

/** A stripe at the start edge of a card or row, in the project's colour in either theme. */
export const PROJECT_STRIPE_CLASS =
  'border-s-4 border-s-(--project-color) dark:border-s-(--project-color-dark)';
/** A fill in the project's colour. */
export const PROJECT_FILL_CLASS = 'bg-(--project-color) dark:bg-(--project-color-dark)';
/** A line drawn in the project's colour: a chart's slice or bar. */
export const PROJECT_STROKE_CLASS = 'stroke-(--project-color) dark:stroke-(--project-color-dark)';
/** A dot in the project's colour. */
export const PROJECT_DOT_CLASS = `inline-block size-2.5 shrink-0 rounded-full ${PROJECT_FILL_CLASS}`;
