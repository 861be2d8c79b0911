/**
 * The deployed editor's link to the preview of the branch it is on (issue 41: staff found the
 * preview's address only in the pull request, which comes after the preview), on the dashboard.
 * Under `npm run editor` there are no branches: the site itself runs beside the editor.
 */
import { TextLink } from '@keystar/ui/link';
import { Notice } from '@keystar/ui/notice';
import { Text } from '@keystar/ui/typography';
import type { ReactElement } from 'react';
import { previewUrlOf } from '../model/site/preview';

/** The branch a deployed editor's page is on: /keystatic/branch/content%2Fspring-faq/… */
export function branchOf(pathname: string): string | undefined {
  const encoded = /^\/keystatic\/branch\/([^/]+)/.exec(pathname)?.[1];
  return encoded ? decodeURIComponent(encoded) : undefined;
}

export function PreviewLink({ pathname, pattern, production = 'main' }: { pathname: string; pattern: string | undefined; production?: string }): ReactElement | null {
  const branch = branchOf(pathname);
  if (!branch) return null;
  if (branch === production) {
    return (
      <Notice tone="neutral">
        <Text>
          You are on {production}, the live site: a save here is published. To see a change before it is live, choose New branch in the branch menu at the top left.
        </Text>
      </Notice>
    );
  }
  const url = previewUrlOf(branch, pattern);
  return (
    <Notice tone="neutral">
      <Text>
        {url ? (
          <>
            <TextLink href={url} target="_blank">
              Open the preview of {branch}
            </TextLink>{' '}
            (the site with this branch's changes; each save shows there a minute or two later).
          </>
        ) : (
          'This branch’s preview address is not set in this editor (EDITOR_PREVIEW_URL): find it in the branch’s pull request.'
        )}
      </Text>
    </Notice>
  );
}
