import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { previewAliasOf, previewUrlOf } from '../../model/site/preview';
import { branchOf, PreviewLink } from '../../editor/preview-link';

// Issue 41: the deployed editor links to the preview of the branch it is on, the address Workers
// Previews gives `wrangler preview --name <alias>` (scripts/deploy-preview.mjs names it the same way).
describe("the editor's link to its branch's preview", () => {
  const pattern = 'https://{alias}-northbeam-website.northbeam.workers.dev';

  it('names a branch as the preview deployment does', () => {
    expect(previewAliasOf('content/spring-faq')).toBe('content-spring-faq');
    expect(previewAliasOf('content/Été 2027')).toBe('content-t-2027');
    expect(previewUrlOf('content/spring-faq', pattern)).toBe('https://content-spring-faq-northbeam-website.northbeam.workers.dev');
    expect(previewUrlOf('content/spring-faq', undefined)).toBeUndefined();
    expect(previewUrlOf('content/spring-faq', 'https://example.workers.dev')).toBeUndefined();
  });

  it('reads the branch from the editor address', () => {
    expect(branchOf('/keystatic/branch/content%2Fspring-faq/collection/services')).toBe('content/spring-faq');
    expect(branchOf('/keystatic/collection/services')).toBeUndefined();
  });

  it('on a branch: a link to its preview; on the live branch: how to make one; in local mode: nothing', () => {
    const onBranch = renderToStaticMarkup(<PreviewLink pathname="/keystatic/branch/content%2Fspring-faq" pattern={pattern} />);
    expect(onBranch).toContain('href="https://content-spring-faq-northbeam-website.northbeam.workers.dev"');
    expect(onBranch).toContain('Open the preview of content/spring-faq');
    const onMain = renderToStaticMarkup(<PreviewLink pathname="/keystatic/branch/main" pattern={pattern} />);
    expect(onMain).toContain('You are on main, the live site');
    expect(onMain).toContain('choose New branch in the branch menu');
    expect(renderToStaticMarkup(<PreviewLink pathname="/keystatic/branch/content%2Fspring-faq" pattern={undefined} />)).toContain('find it in the branch’s pull request');
    expect(renderToStaticMarkup(<PreviewLink pathname="/keystatic" pattern={pattern} />)).toBe('');
  });
});
