import { z } from '../zod';
import { BookAnalytics } from '../analytics';
import { Book, Document } from '../documents';
import { TagRegistryEntry } from '../edits';

/** `GET /embed/book/{token}`: everything the read-only Book page renders, in one call. */
export const EmbedBookResponse = z
  .object({
    book: Book,
    analytics: BookAnalytics.nullable().openapi({ description: 'Null when the Book is not yet parsed' }),
    tagConfig: z.array(TagRegistryEntry).openapi({ description: 'The tag registry, for labels and colours' }),
    documents: z.array(Document),
  })
  .openapi('EmbedBookResponse');
export type EmbedBookResponse = z.infer<typeof EmbedBookResponse>;
