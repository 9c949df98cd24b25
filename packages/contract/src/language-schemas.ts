import { z } from 'zod';
import { LOCALES } from './i18n.ts';

export const LocaleSchema = z.enum(LOCALES);

/** The values a catalog text is filled in with. */
export const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof MessageParamsSchema>;
