/**
 * The part of the site's CSS one page can use (issue 44), for scripts/inline-css.mjs.
 *
 * UnoCSS writes one stylesheet for the whole site: every utility any source file names. Inlined
 * whole, it is about 6 KB gzip of every page's first 14 KB, the bytes a server may send before it
 * waits for the first acknowledgement (TCP's initial window: 10 segments of 1,460 bytes). A page
 * can only use the rules whose class names it carries, in its HTML or in a script it can load
 * after any interaction (module-graph.mjs): a class a script adds is named in that script, because
 * UnoCSS only generates a class it found whole in the source. So each page keeps the rules all of
 * whose classes (in at least one selector of the rule) it names, and every rule without a class
 * (the reset, elements, custom properties); at-rules other than @media and @supports (keyframes)
 * stay whole.
 *
 * Names are read as whole words of the page's text, split where no class name can go (spaces,
 * quotes, angle and curly brackets, `;`, `$`, `\`), after HTML's character references are read
 * back (`[&amp;>*]` in an attribute). A class whose name holds one of those characters could never
 * be found, so the build fails on it instead of dropping its rule.
 */
import * as csstree from 'css-tree';

const separators = /[\s"'`<>{};$\\]+/;

const references = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** The text of HTML with its character references read back (&amp; &#39; &#x27; ...). */
export function htmlText(html) {
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, decimal, hex, name) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (references[name.toLowerCase()] ?? whole),
  );
}

/** The words of a text where class names may be. */
export function words(text) {
  return new Set(text.split(separators));
}

/**
 * The class names each selector of a rule requires: its compounds' own classes, not those inside a
 * pseudo-class's argument (`.a:not(.b)` applies where no `b` is).
 */
function selectorClasses(rule) {
  if (rule.prelude.type !== 'SelectorList') return [[]];
  return rule.prelude.children.toArray().map((selector) =>
    selector.children
      .toArray()
      .filter((node) => node.type === 'ClassSelector')
      .map((node) => csstree.ident.decode(node.name)),
  );
}

/**
 * A stylesheet read once, ready to be cut for each page: `forPage(wordSets)` is the CSS text of the
 * rules that the words (an array of sets, e.g. the page's and each script's) can use, in their
 * order. `classes` is every class name of the sheet, `selectors` the classes each selector requires.
 */
export function cuttableCss(cssText) {
  const ast = csstree.parse(cssText);
  const classes = new Set();
  const allSelectors = [];
  // Each top-level node becomes a function of the words: the text it contributes.
  const piece = (node) => {
    if (node.type === 'Rule') {
      const selectors = selectorClasses(node);
      for (const list of selectors) for (const name of list) classes.add(name);
      allSelectors.push(...selectors);
      const text = csstree.generate(node);
      if (selectors.every((list) => list.length === 0)) return () => text;
      return (has) => (selectors.some((list) => list.every(has)) ? text : '');
    }
    if (node.type === 'Atrule' && node.block && ['media', 'supports'].includes(csstree.keyword(node.name).basename)) {
      const inner = node.block.children.toArray().map(piece);
      const head = `@${node.name}${node.prelude ? ` ${csstree.generate(node.prelude)}` : ''}`;
      return (has) => {
        const body = inner.map((part) => part(has)).join('');
        return body ? `${head}{${body}}` : '';
      };
    }
    const text = csstree.generate(node);
    return () => text;
  };
  const pieces = ast.children.toArray().map(piece);
  const unreadable = [...classes].filter((name) => separators.test(name));
  if (unreadable.length > 0) {
    throw new Error(`These class names hold a character that cannot be told apart in a page's text (scripts/used-css.mjs): ${unreadable.join(', ')}`);
  }
  return {
    classes,
    selectors: allSelectors,
    forPage(wordSets) {
      const has = (name) => wordSets.some((set) => set.has(name));
      return pieces.map((part) => part(has)).join('');
    },
  };
}

/** The custom properties this project's CSS declares for itself: UnoCSS's, the colour roles', Lightning CSS's. */
const ownProperties = '--(?:un|color|lightningcss)-[\\w-]+';

/** The project's own custom properties a text names (a page's HTML, a script): read once a script, kept for every page that loads it. */
export function propertyNames(text) {
  return new Set([...text.matchAll(new RegExp(ownProperties, 'g'))].map(([name]) => name));
}

/**
 * The page's CSS without the custom properties nothing on the page reads: UnoCSS declares its
 * variables (transforms, rings, shadows) for every element in one block and the colour roles
 * are declared in each theme, whether or not a rule the page kept reads them (341 bytes of
 * /about's compressed HTML, 2026-12-01). A property is read when a kept declaration uses it
 * (`var(--x`, itself kept: until nothing more drops) or when one of `named` (propertyNames of the
 * page's HTML and of its scripts) holds it. Rules and at-rules left empty go too.
 */
export function withoutUnreadProperties(css, named) {
  const namedOnce = named.flatMap((names) => [...names]);
  let cut = css;
  for (;;) {
    const read = new Set(namedOnce);
    for (const [, name] of cut.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(name);
    const unread = (name) => !read.has(name);
    const next = cut
      .replace(new RegExp(`;(${ownProperties}):[^;{}]*(?=[;}])`, 'g'), (whole, name) => (unread(name) ? '' : whole))
      .replace(new RegExp(`\\{(${ownProperties}):[^;{}]*(;|(?=\\}))`, 'g'), (whole, name) => (unread(name) ? '{' : whole))
      .replace(/(^|[{}])[^{}]+\{\}/g, '$1');
    if (next === cut) return cut;
    cut = next;
  }
}
