import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDir, htmlFiles } from '../../bench/page-bytes.mjs';
import { iconBody } from '../../model/site/icons';
import { lucideIconNames } from '../../scripts/icon-names.mjs';
import iconNames from '../../model/content/icon-names.json';
import { projectContent } from '../../model/content/content-files';
import { readContentFile } from '../../model/content/content-read';
import { parseDocument } from 'yaml';

// components/Icon.tsx and renderer/IconSprite.tsx: each page draws its icons from a sprite of
// its own, in the pre-rendered HTML, with exactly the icons the page shows.
const pages = htmlFiles().map((file) => ({ name: relative(clientDir, file), html: readFileSync(file, 'utf8') }));

describe('icon sprites', () => {
  it.each(pages.map((p) => [p.name, p]))('%s: every icon has its symbol, and every symbol is shown', (_name, page) => {
    const uses = [...page.html.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]!);
    const sprites = [...page.html.matchAll(/<svg class="hidden" aria-hidden="true" data-icon-sprite="">([\s\S]*?)<\/svg>/g)];
    const symbols = [...(sprites[0]?.[1] ?? '').matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((m) => m[1]!);
    expect(sprites.length).toBe(uses.length ? 1 : 0);
    expect(symbols.sort()).toEqual([...new Set(uses)].sort());
    // Each icon is the Lucide drawing of its name, and is decorative.
    for (const name of symbols) expect(sprites[0]![1]).toContain(`<symbol id="${name}" viewBox="0 0 24 24">${iconBody(name).body}</symbol>`);
    expect(page.html.match(/<svg class="[^"]*" aria-hidden="true" focusable="false"><use href="#/g)?.length ?? 0).toBe(uses.length);
    // No icon is left as a CSS class (the old UnoCSS icons), which would now draw nothing.
    expect(page.html).not.toMatch(/class="[^"]*\bi-lucide-/);
  });

  it('pages show icons: the check marks of a service page, the menu button of every page', () => {
    const page = pages.find((p) => p.name === 'services/ai-integration.html')!;
    expect(page.html).toContain('<use href="#i-lucide-check"');
    expect(page.html).toContain('<use href="#i-lucide-menu"');
  });

  it('an unknown icon name fails the build, naming it', () => {
    expect(() => iconBody('i-lucide-no-such-icon')).toThrow('Unknown icon "i-lucide-no-such-icon"');
    expect(() => iconBody('brain')).toThrow('Unknown icon "brain"');
    expect(iconBody('i-lucide-brain').viewBox).toBe('0 0 24 24');
    // `-filled`: the same drawing, filled (issue 53: a testimonial's stars read as an empty rating in outline).
    expect(iconBody('i-lucide-star').body).toContain('fill="none"');
    expect(iconBody('i-lucide-star-filled').body).toBe(iconBody('i-lucide-star').body.replaceAll('fill="none"', 'fill="currentColor"'));
    expect(() => iconBody('i-lucide-no-such-icon-filled')).toThrow('Unknown icon "i-lucide-no-such-icon"');
  });

  it('the content refuses an icon the site cannot draw, well formed or not, in the words staff read', () => {
    // model/content/icon-names.json is the icon set's names: run `node scripts/icon-names.mjs` after updating @iconify-json/lucide.
    expect(iconNames).toEqual(lucideIconNames());
    const file = 'content/services/ai-agents.yaml';
    const withIcon = (name: string) => {
      const document = parseDocument(readFileSync(file, 'utf8'));
      document.setIn(['features', 'cards', 0, 'icon'], name);
      return document.toString();
    };
    expect(() => readContentFile(file, withIcon('i-lucide-gears'), projectContent())).toThrow(/Features > Cards 1 \("[^"]+"\) > Icon: is not the name of a Lucide icon: find the icon on lucide.dev\/icons/);
    expect(() => readContentFile(file, withIcon('i-lucide-cog'), projectContent())).not.toThrow();
    // An alias draws its icon too (renderer/IconSprite.tsx).
    for (const name of ['i-lucide-cog', 'i-lucide-brain']) expect(() => iconBody(name)).not.toThrow();
  });
});
