import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../renderer/Island';
import { islandContract, readIsland } from '../../renderer/island-data';

// Issue 42: one typed contract between a page and the script that takes over its island
// (renderer/island-data.ts), used by every island: what the page writes is what the script reads,
// with one type, and no page or script writes or parses an island's attributes by hand.
describe('islands', () => {
  const contract = islandContract<{ words: string[]; note: string }>('example');
  const data = { words: ['Automate', '« Transformer »'], note: 'a "quoted" <b>text</b> & more' };

  it('what the page writes, the script reads back whole, with its type', () => {
    const html = renderToStaticMarkup(
      <Island contract={contract} data={data} as="section" attributes={{ 'data-state': 'idle' }}>
        <p>Static</p>
      </Island>,
    );
    expect(html).toMatch(/^<section data-state="idle" data-island="example" data-island-data="[^"]*"><p>Static<\/p><\/section>$/);
    const written = /data-island-data="([^"]*)"/.exec(html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const element = { getAttribute: (name: string) => (name === 'data-island-data' ? written : null) } as unknown as HTMLElement;
    const root = { querySelector: (selector: string) => (selector === '[data-island="example"]' ? element : null) } as unknown as ParentNode;
    expect(readIsland(contract, root)).toEqual({ element, data });
    expect(readIsland(islandContract<unknown>('other'), root)).toBeUndefined();
  });

  it("every island is written with its contract, and no page reads an island's data by hand", () => {
    const sources = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? sources(join(folder, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(folder, entry.name)] : []));
    const files = [...sources('pages'), ...sources('components')];
    const byHand = files.filter((file) => /JSON\.parse\([^)]*dataset\.|data-island=|<Island name=/.test(readFileSync(file, 'utf8')));
    expect(byHand).toEqual([]);
    const contracts = files.filter((file) => /islandContract</.test(readFileSync(file, 'utf8')));
    expect(contracts.sort()).toEqual([join('pages', 'contact', 'island-data.ts'), join('pages', 'index', 'island-data.ts'), join('pages', 'search', 'island-data.ts')]);
  });
});
