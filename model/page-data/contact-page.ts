/**
 * The contact page's copy: content/pages/contact.yaml and content/fr/pages/contact.yaml,
 * read through model/content/content.ts. The form's
 * island gets its language's copy from the page (pages/contact/copy.ts); in the browser it loads
 * only that language's file (pages/contact/island.tsx).
 */
import type { EntryOf } from '../content/collections';
import { contentIn } from '../content/content';

export type ContactPage = EntryOf<'contactPage'>;

export const contactPagesIn = contentIn('contactPage');

