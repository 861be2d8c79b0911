/**
 * The site's own pages' copy: content/pages/*.yaml, validated by their schemas when they are
 * imported (model/content-files.ts), typed here.
 */
import type { z } from 'zod';
import notFoundFile from '../content/pages/not-found.yaml';
import type { notFoundPageSchema } from './schemas';

type Validated<T extends z.ZodType> = z.output<T>;

export const notFoundPage = notFoundFile as Validated<typeof notFoundPageSchema>;
