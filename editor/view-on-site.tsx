/**
 * "View on the site" on every entry that has a page (issue 41), first in its form: the page that
 * shows the entry's copy, in the entry's language, from the route table (model/build/entry-pages.ts,
 * through /keystatic/translations.json). Under `npm run editor` the site runs beside the editor, so
 * it is the page on this server, as last saved; in the deployed editor, on a branch, the page in
 * that branch's preview; on the production branch, the live page.
 */
import type { ComponentSchema } from '@keystatic/core';
import { TextLink } from '@keystar/ui/link';
import { Text } from '@keystar/ui/typography';
import type { ReactElement } from 'react';
import { branchOf } from './preview-link';
import { longDate } from './save-rules';
import { shownOnlyField, useTranslations } from './translation-status';
import { previewUrlOf } from '../model/site/preview';

/**
 * Where an entry's page is for the editor on `pathname`: a path on this server, or the same path
 * in the branch's preview (`pattern`: EDITOR_PREVIEW_URL); undefined on a branch whose preview
 * address is not set.
 */
export function viewUrlOf(page: string, pathname: string, pattern: string | undefined, production = 'main'): string | undefined {
  const branch = branchOf(pathname);
  if (!branch || branch === production) return page;
  const preview = previewUrlOf(branch, pattern);
  return preview ? `${preview.replace(/\/+$/, '')}${page}` : undefined;
}

/** The field: `fileOf` gives the file the open entry edits (its file name, for a folder's entry). It saves nothing. */
export function viewOnSiteField(fileOf: (slug: string | undefined) => string | undefined): ComponentSchema {
  function Input(): ReactElement | null {
    const [loaded] = useTranslations();
    const slug = /\/item\/([^/]+)/.exec(window.location.pathname)?.[1];
    const file = fileOf(slug ? decodeURIComponent(slug) : undefined);
    const page = file && loaded.kind === 'loaded' ? loaded.translations.pages?.[file] : undefined;
    if (!page) return null;
    // A walk-through of 2026-11-30: a scheduled article's link opened "page not found", with no word why.
    const scheduled = loaded.kind === 'loaded' ? loaded.translations.scheduled?.find((entry) => entry.file === file) : undefined;
    if (scheduled) {
      return (
        <Text>
          Scheduled for {longDate(scheduled.date)} (as last saved): its page, its place in the lists and in the feed appear on the site that day, not before; until then its address answers “not found”. To publish it now, set its date to today and save.
        </Text>
      );
    }
    const url = viewUrlOf(page, window.location.pathname, import.meta.env.EDITOR_PREVIEW_URL as string | undefined, (import.meta.env.EDITOR_PRODUCTION_BRANCH as string | undefined) || 'main');
    if (!url) return <Text>This entry’s page is in this branch’s preview, whose address is not set in this editor (EDITOR_PREVIEW_URL): find it in the branch’s pull request.</Text>;
    return (
      <Text>
        <TextLink href={url} target="_blank">
          View on the site
        </TextLink>{' '}
        (shows what was last saved, not changes still unsaved{branchOf(window.location.pathname) ? '; after a save, allow a minute or two for the preview' : ''})
      </Text>
    );
  }
  return shownOnlyField('On the site', Input);
}
