import { describe, expect, it } from 'vitest';
import { cuttableCss, htmlText, propertyNames, withoutUnreadProperties, words } from '../../scripts/used-css.mjs';

// scripts/used-css.mjs: the rules of the site's sheet one page can use.
const sheet = [
  'html{color:black}',
  ':root{--brand:#036}',
  '.a:not(.b){margin:0}',
  '.x,.y .z{padding:0}',
  '@media (min-width:768px){.md\\:grid{display:grid}.other{display:none}}',
  '@media (min-width:1024px){.lg\\:hidden{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.aria-\\[invalid\\=true\\]\\:border-red:is([aria-invalid=true]){border-color:red}',
  '.\\[\\&\\:\\:marker\\]\\:hidden::marker{display:none}',
].join('');

describe('the CSS a page can use (scripts/used-css.mjs)', () => {
  const css = cuttableCss(sheet);

  it('reads every class name of the sheet, escapes undone', () => {
    expect([...css.classes].sort()).toEqual(['[&::marker]:hidden', 'a', 'aria-[invalid=true]:border-red', 'lg:hidden', 'md:grid', 'other', 'x', 'y', 'z'].sort());
  });

  it('keeps rules without classes, at-rules other than @media, and a rule one of whose selectors the page names whole', () => {
    const cut = css.forPage([words(htmlText('<p class="a md:grid">'))]);
    expect(cut).toBe('html{color:black}:root{--brand:#036}.a:not(.b){margin:0}@media (min-width:768px){.md\\:grid{display:grid}}@keyframes spin{to{transform:rotate(1turn)}}');
  });

  it('needs every class of a selector, but not a class inside a pseudo-class (.a:not(.b) applies where no b is)', () => {
    expect(css.forPage([words('y')])).not.toContain('.y .z');
    expect(css.forPage([words('y z')])).toContain('.x,.y .z{padding:0}');
    expect(css.forPage([words('a')])).toContain('.a:not(.b)');
  });

  it("reads class names in scripts' strings and in HTML's character references", () => {
    const script = words('const k=`px-4 ${x?"aria-[invalid=true]:border-red":""}`;el.classList.add("lg:hidden")');
    const cut = css.forPage([new Set(), script]);
    expect(cut).toContain('aria-\\[invalid\\=true\\]\\:border-red');
    expect(cut).toContain('@media (min-width:1024px){.lg\\:hidden{display:none}}');
    expect(css.forPage([words(htmlText('<details class="[&amp;::marker]:hidden">'))])).toContain('::marker{display:none}');
  });

  it('drops an @media whose rules the page does not use', () => {
    expect(css.forPage([words('nothing')])).not.toContain('@media');
  });

  it('fails on a class name it could not find in a text', () => {
    expect(() => cuttableCss('.a\\"b{color:red}')).toThrow(/a"b/);
    expect(() => cuttableCss('.a\\{b{color:red}')).toThrow(/cannot be told apart/);
  });
});

describe('the custom properties a page reads (scripts/used-css.mjs withoutUnreadProperties)', () => {
  const defaults = '*,:before,:after{--un-rotate:0;--un-ring-inset: ;--un-ring-shadow:var(--un-ring-inset) 0 0 #0000;--un-shadow:0 0 #0000}::backdrop{--un-rotate:0}';
  const roles = ':root{--color-surface:#fff;--color-danger:#b91c1c;--brand:#036}@media (prefers-color-scheme:dark){:root{--color-surface:#141f37;--color-danger:#fca5a5}}';

  it('drops the declarations no kept rule reads, in every block and theme, and the rules they leave empty', () => {
    expect(withoutUnreadProperties(`${defaults}${roles}body{background:var(--color-surface)}.s{box-shadow:var(--un-shadow)}`, [propertyNames('')])).toBe(
      '*,:before,:after{--un-shadow:0 0 #0000}:root{--color-surface:#fff;--brand:#036}@media (prefers-color-scheme:dark){:root{--color-surface:#141f37}}body{background:var(--color-surface)}.s{box-shadow:var(--un-shadow)}',
    );
  });

  it('keeps what a kept property reads, and drops it once that property goes', () => {
    const ring = `${defaults}.r{box-shadow:var(--un-ring-shadow)}`;
    expect(withoutUnreadProperties(ring, [propertyNames('')])).toContain('--un-ring-inset: ;--un-ring-shadow:var(--un-ring-inset) 0 0 #0000');
    expect(withoutUnreadProperties(`${defaults}.r{color:red}`, [propertyNames('')])).toBe('.r{color:red}');
  });

  it('keeps a property the page or one of its scripts names, and every property not the project\'s own', () => {
    expect(withoutUnreadProperties(roles, [propertyNames('el.style.color = "var(--color-danger)"')])).toContain('--color-danger:#b91c1c');
    expect(withoutUnreadProperties(roles, [propertyNames('')])).toBe(':root{--brand:#036}');
  });

  it('keeps a property its own rule reads (the utilities\' opacities)', () => {
    const utility = '.text-white{--un-text-opacity:1;color:rgb(255 255 255/var(--un-text-opacity))}';
    expect(withoutUnreadProperties(utility, [propertyNames('')])).toBe(utility);
  });
});
