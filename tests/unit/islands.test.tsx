import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../renderer/Island';
import { islandDataAttribute, islandSourceAttribute } from '../../renderer/island-data';
import { islandDataAttributeRead, islandSourceAttributeRead } from '../../renderer/island-source';
import { readIsland } from '../../renderer/shell';
import { moveIslandData } from '../../scripts/island-files.mjs';

// An island of this test's own, registered as the pages register theirs.
declare module '../../renderer/island-data' {
  interface IslandTypes {
    example: { words: string[]; note: string };
  }
}

// Issue 42: one typed contract between a page and the script that takes over its island
// (renderer/island-data.ts), used by every island: what the page writes is what the script reads,
// with the type registered under the island's name, and no page or script writes or parses an
// island's attributes by hand.
describe('islands', () => {
  const data = { words: ['Automate', '« Transformer »'], note: 'a "quoted" <b>text</b> & more' };

  it('what the page writes, the script reads back whole, with its type', () => {
    const html = renderToStaticMarkup(
      <Island name="example" data={data} as="section" attributes={{ 'data-state': 'idle' }}>
        <p>Static</p>
      </Island>,
    );
    expect(html).toMatch(/^<section data-island="example" data-island-data="[^"]*" data-state="idle"><p>Static<\/p><\/section>$/);
    const written = /data-island-data="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const element = { getAttribute: (name: string) => (name === 'data-island-data' ? written : null) } as unknown as HTMLElement;
    const root = { querySelector: (selector: string) => (selector === '[data-island="example"]' ? element : null) } as unknown as ParentNode;
    const read = readIsland('example', root);
    expect(html).toContain(`${islandDataAttribute}=`);
    expect(read).toEqual({ element, data });
    expect(readIsland('search', root)).toBeUndefined();
  });

  // Issue 54: the contact form's copy out of its pages, into a file the form fetches as it wakes.
  it('the build moves the data of the islands it names into a file named by its hash, the page keeping its address, and no other', () => {
    const contact = { form: { success: 'Thank you! « Merci » & "quoted" <b>' } };
    const page = renderToStaticMarkup(
      <main>
        <Island name={'contact' as 'example'} data={contact as unknown as typeof data}>
          <form />
        </Island>
        <Island name="example" data={data} as="section">
          <p>Static</p>
        </Island>
      </main>,
    );
    const { page: moved, files } = moveIslandData(page);
    expect([...files.keys()]).toEqual([expect.stringMatching(/^contact-[0-9a-f]{12}\.json$/)]);
    const [file, json] = [...files][0]!;
    expect(JSON.parse(json!)).toEqual(contact);
    expect(moved).toContain(`<div data-island="contact" data-island-src="/assets/islands/${file}"><form></form></div>`);
    expect(moved).not.toContain('Thank you');
    // An island the build leaves in the page keeps its data there.
    expect(moved).toContain('data-island="example" data-island-data=');
    // The same data, the same file: both English contact addresses share one.
    expect(moveIslandData(page).files).toEqual(files);
    // The reader of the contact form's script reads the attributes the build and the page write.
    expect([islandDataAttributeRead, islandSourceAttributeRead]).toEqual([islandDataAttribute, islandSourceAttribute]);
  });

  it("every island's type is registered by its page, and no page writes or reads an island's data by hand", () => {
    const sources = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sources(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : []));
    const files = [...sources('pages'), ...sources('components')];
    const byHand = files.filter((file) => /JSON\.parse\([^)]*dataset\.|data-island=/.test(readFileSync(file, 'utf8')));
    expect(byHand).toEqual([]);
    const registered = files.filter((file) => /interface IslandTypes/.test(readFileSync(file, 'utf8')));
    expect(registered.sort()).toEqual([join('pages', 'contact', 'island-data.ts'), join('pages', 'index', 'island-data.ts'), join('pages', 'search', 'island-data.ts')]);
    const written = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<Island\b[^>]*?\sname="([^"]+)"/g)].map((match) => match[1]));
    expect(written.sort()).toEqual(['contact', 'search', 'typed-phrase']);
  });
});
