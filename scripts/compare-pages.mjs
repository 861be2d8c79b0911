/**
 * What a move of code or content must not change: the head and the visible text of every
 * pre-rendered page (issue 15). Two steps, around the change:
 *
 *   node scripts/compare-pages.mjs snapshot /tmp/before.json   # after `npm run build`
 *   ...change, npm run build...
 *   node scripts/compare-pages.mjs snapshot /tmp/after.json
 *   node scripts/compare-pages.mjs diff /tmp/before.json /tmp/after.json
 *
 * A page's head is its tags one per line (title, meta, link, JSON-LD pretty-printed, scripts),
 * with the content hashes of built files replaced by HASH, since moving code renames chunks;
 * the inlined <style> is kept as its length and a digest. Its text is what a reader gets: the
 * body's text, a line per block, with each link's target and each image's alternative text.
 * The sitemap, robots.txt and the RSS feed are compared line by line.
 * `diff` prints the lines only one side has, page by page, and exits 1 when any page differs.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildClientDir, htmlFiles } from './html-files.mjs';

const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, '&');

const unhash = (text) =>
  text
    .replace(/([-.])[A-Za-z0-9_-]{8}\.(js|mjs|css|png|svg|webp|avif|jpg|woff2?)\b/g, '$1HASH.$2')
    // Vite names a CSS file after a digest of its source's path, too.
    .replace(/-[0-9a-f]{8}\.HASH\.css\b/g, '.HASH.css');

export function headOf(html) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const lines = [];
  for (const [tag] of head.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>|<script\b[^>]*>[\s\S]*?<\/script>|<title>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>/g)) {
    if (tag.startsWith('<style')) {
      const css = tag.replace(/^<style\b[^>]*>|<\/style>$/g, '');
      lines.push(`<style> ${css.length} chars, sha256 ${createHash('sha256').update(css).digest('hex').slice(0, 16)}`);
    } else if (tag.startsWith('<script type="application/ld+json"')) {
      const json = JSON.parse(tag.replace(/^<script[^>]*>|<\/script>$/g, ''));
      lines.push(...`<script type="application/ld+json"> ${JSON.stringify(json, null, 1)}`.split('\n'));
    } else {
      lines.push(unhash(tag));
    }
  }
  return lines;
}

const blocks = 'address|article|aside|blockquote|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tr|td|th|ul|br|button|label|option';

export function textOf(html) {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const marked = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>/g, (_, href) => ` [→${unhash(href)}] `)
    .replace(/<img\b[^>]*>/g, (tag) => ` [image: ${/\balt="([^"]*)"/.exec(tag)?.[1] ?? '(no alt)'}] `)
    .replace(new RegExp(`</?(?:${blocks})\\b[^>]*>`, 'g'), '\n')
    .replace(/<[^>]+>/g, ' ');
  return decode(marked)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** The files built from content beside the pages: compared line by line. */
const derivedFiles = ['sitemap.xml', 'robots.txt', 'blog/rss.xml'];

function snapshot(client = buildClientDir()) {
  const pages = {};
  for (const file of htmlFiles(client).sort()) {
    const html = readFileSync(file, 'utf8');
    pages[`/${relative(client, file)}`] = { head: headOf(html), text: textOf(html) };
  }
  for (const file of derivedFiles) {
    pages[`/${file}`] = { head: [], text: readFileSync(join(client, file), 'utf8').split('\n') };
  }
  return pages;
}

/** The lines only one side has, in order: '- ' before, '+ ' after. */
function lineDiff(before, after) {
  const count = (lines) => lines.reduce((map, line) => map.set(line, (map.get(line) ?? 0) + 1), new Map());
  const inAfter = count(after);
  const inBefore = count(before);
  const out = [];
  for (const line of before) {
    if (inAfter.get(line)) inAfter.set(line, inAfter.get(line) - 1);
    else out.push(`- ${line}`);
  }
  for (const line of after) {
    if (inBefore.get(line)) inBefore.set(line, inBefore.get(line) - 1);
    else out.push(`+ ${line}`);
  }
  // Same lines in another order: say so rather than print nothing.
  if (out.length === 0 && before.join('\n') !== after.join('\n')) out.push('~ the same lines in another order');
  return out;
}

export function diff(before, after) {
  const report = [];
  let same = 0;
  for (const page of [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()) {
    if (!before[page] || !after[page]) {
      report.push(`${page}: ${before[page] ? 'gone' : 'new'}`);
      continue;
    }
    const changes = [
      ...lineDiff(before[page].head, after[page].head).map((line) => `  head ${line}`),
      ...lineDiff(before[page].text, after[page].text).map((line) => `  text ${line}`),
    ];
    if (changes.length === 0) same++;
    else report.push(`${page}:`, ...changes);
  }
  const total = new Set([...Object.keys(before), ...Object.keys(after)]).size;
  report.push(`${total} pages and files: ${same} identical in head and text, ${total - same} differ.`);
  return { same: same === total, report };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, first, second] = process.argv.slice(2);
  if (command === 'snapshot' && first) {
    const pages = snapshot();
    writeFileSync(first, JSON.stringify(pages, null, 1));
    console.log(`${Object.keys(pages).length} pages written to ${first}`);
  } else if (command === 'diff' && first && second) {
    const result = diff(JSON.parse(readFileSync(first, 'utf8')), JSON.parse(readFileSync(second, 'utf8')));
    console.log(result.report.join('\n'));
    process.exit(result.same ? 0 : 1);
  } else {
    console.error('usage: node scripts/compare-pages.mjs snapshot <file> | diff <before> <after>');
    process.exit(2);
  }
}
