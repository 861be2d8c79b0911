import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { brokenLinkProblems, copyTexts, linkedPaths, rawHtmlProblems, sitePages } from '../../model/content/link-checks';
import { memoryContent } from '../../model/content/content-source';
import { loadContent } from '../../model/content/content-files';

// Issue 55: a link written in copy to a page the site does not have is named, with its file.
describe('links written in copy', () => {
  const pages = sitePages(loadContent());

  it('reads Markdown links to this site, not code, other sites or the link text', () => {
    const text = 'See [our work](/case-studies#top), [a demo](/contact?requestDemo=true), [Google](https://google.com), [home](/).\n\n```html\n<a href="/x">[x](/in-code)</a>\n```\n\nAnd `[y](/inline-code)`.';
    expect(linkedPaths(text)).toEqual(['/case-studies', '/contact', '/']);
  });

  it('knows the pages of both editions, entries included', () => {
    for (const path of ['/', '/contact', '/fr/nous-joindre', '/services/data-engineering', '/case-studies', '/fr/blogue', '/locations']) expect(pages, path).toContain(path);
    expect(pages).not.toContain('/services/blockchain');
  });

  it('names each file linking to no page, in a YAML text or a story', () => {
    const source = memoryContent(
      new Map([
        ['content/services/a.yaml', 'faqs:\n  - answer: "Ask [us](/contact) or read [this](/services/blockchain)."\n'],
        ['content/posts/b.md', '---\ntitle: B\n---\nRead [the French page](/fr/nous-joindre/) and [a lost one](/blog/no-such-article#part).\n'],
      ]),
    );
    expect(brokenLinkProblems(copyTexts(source, parse), pages)).toEqual([
      expect.stringMatching(/^content\/services\/a\.yaml: links to \/services\/blockchain, which is no page of the site/),
      expect.stringMatching(/^content\/posts\/b\.md: links to \/blog\/no-such-article, which is no page of the site/),
    ]);
  });

  it('names HTML in copy: any tag in a YAML text; in a story, all but <span lang> and what is written as code', () => {
    const source = memoryContent(
      new Map([
        ['content/services/a.yaml', 'faqs:\n  - answer: "Safe <script>alert(\'x\')</script> here."\n'],
        ['content/posts/b.md', '---\ntitle: B\n---\nA <span lang="en">pipeline</span>, `<link rel="preload">` and\n\n```html\n<div></div>\n```\n'],
        ['content/posts/c.md', '---\ntitle: C\n---\nAn <img src="x.png"> here.\n'],
      ]),
    );
    expect(rawHtmlProblems(copyTexts(source, parse))).toEqual([
      expect.stringMatching(/^content\/services\/a\.yaml: contains HTML \(<script> <\/script>\), which the site shows as text/),
      expect.stringMatching(/^content\/posts\/c\.md: contains HTML \(<img src="x\.png">\), which the site does not take in a story/),
    ]);
  });
});
