import { z } from 'zod';

/**
 * The colours a project may be shown in, on its card, grid rows, the timer and the charts; the web
 * app gives each a shade that contrasts with both themes.
 */
export const PROJECT_COLORS = [
  'blue',
  'teal',
  'green',
  'olive',
  'amber',
  'orange',
  'red',
  'pink',
  'purple',
  'slate',
] as const;
export const ProjectColorSchema = z.enum(PROJECT_COLORS);
export type ProjectColor = z.infer<typeof ProjectColorSchema>;
