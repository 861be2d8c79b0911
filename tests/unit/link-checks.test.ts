import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { articleValueProblems, brokenLinkProblems, copyTexts, linkedPaths, plainTextMarkdownProblems, rawHtmlProblems, sitePages, storyShapeProblems } from '../../model/content/link-checks';
import { memoryContent } from '../../model/content/content-source';
import { loadContent } from '../../model/content/content-files';

// Issue 55: a link written in copy to a page the site does not have is named, with its file.
describe('links written in copy', () => {
  const pages = sitePages(loadContent());

  it('reads Markdown links to this site, not code, other sites or the link text', () => {
    const text = 'See [our work](/case-studies#top), [a demo](/contact?requestDemo=true), [Google](https://google.com), [home](/).\n\n```html\n<a href="/x">[x](/in-code)</a>\n```\n\nAnd `[y](/inline-code)`.';
    expect(linkedPaths(text)).toEqual(['/case-studies', '/contact', '/']);
  });

  // The walk-through of 2026-11-30: staff copy whole addresses from the browser's bar.
  it("reads a whole address of the site's own host (with or without www., http or https) as its path; no other site's", () => {
    const text = 'See [a](https://www.northbeam.example/services/quantum-computing?x=1#y), [b](https://northbeam.example), [c](http://NORTHBEAM.example/fr/a-propos), [d](<https://www.northbeam.example/blog>), [e](https://www.northbeam.examples/x), [f](https://example.com/z), `[g](https://northbeam.example/in-code)`.';
    expect(linkedPaths(text, 'www.northbeam.example')).toEqual(['/services/quantum-computing', '/', '/fr/a-propos', '/blog']);
    expect(linkedPaths(text)).toEqual([]);
    const source = memoryContent(new Map([['content/posts/b.md', '---\ntitle: B\n---\nRead [the audit](https://www.northbeam.example/services/quantum-computing) and [our work](https://www.northbeam.example/case-studies).\n']]));
    expect(brokenLinkProblems(copyTexts(source, parse), pages, new Map(), 'www.northbeam.example')).toEqual([
      expect.stringMatching(/^content\/posts\/b\.md: Article: links to \/services\/quantum-computing, which is no page of the site/),
    ]);
  });

  // The walk-through of 2026-11-30 (the second): the same address written out as text was saved.
  it("reads the site's own address written out as text, with or without its scheme; not an e-mail address, another site, or the sentence's full stop", () => {
    const text = 'See https://www.northbeam.example/services/quantum-computing. Or www.northbeam.example/fr/nulle-part, northbeam.example/blog; write to hello@northbeam.example, not shop.northbeam.example/x or northbeam.examples/y.';
    expect(linkedPaths(text, 'www.northbeam.example')).toEqual(['/services/quantum-computing', '/fr/nulle-part', '/blog']);
    const source = memoryContent(new Map([['content/services/a.yaml', 'faqs:\n  - question: "Where?"\n    answer: "For post-quantum planning, see northbeam.example/services/quantum-computing."\n']]));
    expect(brokenLinkProblems(copyTexts(source, parse), pages, new Map(), 'www.northbeam.example')).toEqual([
      expect.stringMatching(/^content\/services\/a\.yaml: FAQs 1 \("Where\?"\) > Answer: links to \/services\/quantum-computing, which is no page of the site/),
    ]);
  });

  it('knows the pages of both editions, entries included', () => {
    for (const path of ['/', '/contact', '/fr/nous-joindre', '/services/data-engineering', '/case-studies', '/fr/blogue', '/locations']) expect(pages, path).toContain(path);
    expect(pages).not.toContain('/services/blockchain');
  });

  it('names each file and field linking to no page, in a YAML text or a story, as the editor names the field', () => {
    const source = memoryContent(
      new Map([
        ['content/services/a.yaml', 'faqs:\n  - question: "Where?"\n    answer: "Ask [us](/contact) or read [this](/services/blockchain)."\n'],
        ['content/posts/b.md', '---\ntitle: B\n---\nRead [the French page](/fr/nous-joindre/) and [a lost one](/blog/no-such-article#part).\n'],
        ['content/fr/case-studies/c.md', '---\ntitle: C\nsummary: "Voir [ceci](/fr/nulle-part)."\n---\nVoir [cela](/fr/nulle-part).\n'],
        ['content/posts/d.md', '---\ntitle: [unclosed\n---\nA [lost one](/nowhere).\n'],
      ]),
    );
    expect(brokenLinkProblems(copyTexts(source, parse), pages)).toEqual([
      expect.stringMatching(/^content\/services\/a\.yaml: FAQs 1 \("Where\?"\) > Answer: links to \/services\/blockchain, which is no page of the site/),
      expect.stringMatching(/^content\/posts\/b\.md: Article: links to \/blog\/no-such-article, which is no page of the site/),
      // Front matter that cannot be read: the file is named, its links still read.
      expect.stringMatching(/^content\/posts\/d\.md: links to \/nowhere, which/),
      expect.stringMatching(/^content\/fr\/case-studies\/c\.md: Summary: links to \/fr\/nulle-part, which/),
      expect.stringMatching(/^content\/fr\/case-studies\/c\.md: Story: links to \/fr\/nulle-part, which/),
    ]);
  });

  it('names a link with no words, in a YAML text or a story, not a picture nor code', () => {
    const source = memoryContent(
      new Map([
        ['content/services/a.yaml', 'faqs:\n  - answer: "Ask [](/contact) or [ ](https://example.com)."\n'],
        ['content/posts/b.md', '---\ntitle: B\n---\nSee [](/case-studies) and `[](/in-code)`.\n'],
      ]),
    );
    expect(brokenLinkProblems(copyTexts(source, parse), pages)).toEqual([
      'content/services/a.yaml: FAQs 1 > Answer: a link to /contact has no words: a screen reader says only "link"; write what it leads to between the brackets ([our case studies](/case-studies))',
      'content/services/a.yaml: FAQs 1 > Answer: a link to https://example.com has no words: a screen reader says only "link"; write what it leads to between the brackets ([our case studies](/case-studies))',
      'content/posts/b.md: Article: a link to /case-studies has no words: a screen reader says only "link"; write what it leads to between the brackets ([our case studies](/case-studies))',
    ]);
  });

  it('names HTML in copy with its field: any tag in a YAML text or a front matter field; in a story, all but <span lang> and what is written as code', () => {
    const source = memoryContent(
      new Map([
        ['content/services/a.yaml', 'faqs:\n  - answer: "Safe <script>alert(\'x\')</script> here."\n'],
        ['content/posts/b.md', '---\ntitle: B\n---\nA <span lang="en">pipeline</span>, `<link rel="preload">` and\n\n```html\n<div></div>\n```\n'],
        ['content/posts/c.md', '---\ntitle: C\n---\nAn <img src="x.png"> here.\n'],
        ['content/case-studies/d.md', '---\ntitle: A <span lang="fr">titre</span>\n---\nA story.\n'],
      ]),
    );
    expect(rawHtmlProblems(copyTexts(source, parse))).toEqual([
      expect.stringMatching(/^content\/services\/a\.yaml: FAQs 1 > Answer: contains HTML \(<script> <\/script>\), which the site shows as text/),
      expect.stringMatching(/^content\/posts\/c\.md: Article: contains HTML \(<img src="x\.png">\), which the site does not take in a story/),
      expect.stringMatching(/^content\/case-studies\/d\.md: Title: contains HTML \(<span lang="fr"> <\/span>\), which the site shows as text/),
    ]);
  });

  // The walk-through of 2026-11-30: `{site.brnd}` in an article's text reached the site as written.
  it("names a value in braces in an article, as written or as the editor escapes it, not in code, nor in a case study's story (read where it is parsed)", () => {
    const source = memoryContent(
      new Map([
        ['content/posts/b.md', '---\ntitle: At {site.brand}\n---\nAt \\{site.brnd}, we start with identity. `{"a": {b.c}}`\n\n```json\n{"site": {site.x}}\n```\n'],
        ['content/fr/posts/c.md', '---\ntitle: C\n---\nChez {site.brand}, nous commençons.\n'],
        ['content/case-studies/d.md', '---\ntitle: D\n---\nAt {site.brand}.\n'],
      ]),
    );
    expect(articleValueProblems(copyTexts(source, parse))).toEqual([
      'content/posts/b.md: Title: {site.brand} would show on the page as it is, braces included: an article shows its words as written, with no value filled in; write the name or address itself',
      'content/posts/b.md: Article: {site.brnd} would show on the page as it is, braces included: an article shows its words as written, with no value filled in; write the name or address itself',
      'content/fr/posts/c.md: Article: {site.brand} would show on the page as it is, braces included: an article shows its words as written, with no value filled in; write the name or address itself',
    ]);
  });

  it('names a story’s Heading 1, a Heading 4 or deeper and a picture, not a comment in code nor a YAML text', () => {
    const source = memoryContent(
      new Map([
        ['content/posts/a.md', '---\ntitle: A\n---\n# A second title\n\n## A section\n\n### A part\n\n#### Too deep ##\n\n![A chart](https://example.com/chart.png) and ![](/images/x.png)\n\n!\\[A photo]\\(/images/y.png)\n'],
        ['content/fr/case-studies/b.md', '---\ntitle: B\n---\n## La situation\n\n```bash\n# Une commande\nls\n```\n\nUn `# dièse` et `![x](y)`.\n'],
        ['content/services/c.yaml', 'intro: "# Not a heading ![x](y.png)"\n'],
      ]),
    );
    expect(storyShapeProblems(copyTexts(source, parse))).toEqual([
      "content/posts/a.md: Article: « A second title » is a Heading 1, a second title beside the page's own: make it a Heading 2 (a section) or a Heading 3 (a part of one)",
      'content/posts/a.md: Article: « Too deep » is a Heading 4, which the pages and the editor do not use: make it a Heading 3',
      "content/posts/a.md: Article: holds a picture (« A chart »), which a story does not show: remove it; the entry's photo goes in its Photo field",
      "content/posts/a.md: Article: holds a picture, which a story does not show: remove it; the entry's photo goes in its Photo field",
      "content/posts/a.md: Article: holds a picture (« A photo »), which a story does not show: remove it; the entry's photo goes in its Photo field",
    ]);
  });

  it('names a heading typed inside a list item or a quote (a walk-through of 2026-12-02), not a list after a heading nor one in code', () => {
    const source = memoryContent(
      new Map([
        ['content/posts/a.md', '---\ntitle: A\n---\n## Steps\n\n- ## Measure first\n- Then:\n\n  ### Keep going\n\n1. ### Third\n\n-\n  ## Fourth\n\n> ## Quoted\n\n## After the list\n\n- an item\n\n```md\n- ## In code\n```\n'],
      ]),
    );
    const inside = (words: string, where: string) =>
      `content/posts/a.md: Article: « ${words} » is a heading inside ${where}: the page shows it there, not as a section, and its list of sections would name it; move it out (on its own line, after a blank line), or make it plain text`;
    expect(storyShapeProblems(copyTexts(source, parse))).toEqual([inside('Measure first', 'a list item'), inside('Keep going', 'a list item'), inside('Third', 'a list item'), inside('Fourth', 'a list item'), inside('Quoted', 'a quote')]);
  });

  it('names Markdown in a field that shows its text as it is (a YAML text, a title), a picture too, not in a story nor in code', () => {
    const source = memoryContent(
      new Map([
        ['content/services/a.yaml', 'faqs:\n  - answer: "Read [our case studies](/case-studies), **fast**."\n  - answer: "Run `[x](y)` or ![alt](/p.png)."\n'],
        ['content/posts/b.md', '---\ntitle: A **bold** title\n---\nA [link](/contact) and **bold** in the story.\n'],
      ]),
    );
    expect(plainTextMarkdownProblems(copyTexts(source, parse))).toEqual([
      "content/services/a.yaml: FAQs 1 > Answer: writes Markdown (« [our case studies](/case-studies) », « **fast** »), which this field shows as it is, brackets and asterisks included: write the words alone (links and bold go in an article's or a case study's body)",
      "content/services/a.yaml: FAQs 2 > Answer: writes Markdown (« ![alt](/p.png) »), which this field shows as it is, brackets and asterisks included: write the words alone (links and bold go in an article's or a case study's body)",
      "content/posts/b.md: Title: writes Markdown (« **bold** »), which this field shows as it is, brackets and asterisks included: write the words alone (links and bold go in an article's or a case study's body)",
    ]);
  });
});
