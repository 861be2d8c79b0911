import { describe, expect, it } from 'vitest';
import { roles, roleVariable, themeCss, themes, type Role } from '../../model/site/theme';

// The colours by role in both themes (issue 53, docs/design.md). axe reads the pages in both
// themes (tests/e2e/quality.spec.ts); this reads the table itself, every pair a page can show.

/** WCAG 2.2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const surfaces: Role[] = ['surface', 'surface-2', 'surface-3'];
const texts: Role[] = ['fg', 'fg-2', 'fg-3', 'accent', 'accent-strong', 'glow', 'positive', 'danger'];

describe.each(themes.map((theme, index) => ({ theme, index })))('the $theme theme', ({ index }) => {
  const value = (role: Role): string => roles[role][index]!;
  it.each(texts.flatMap((text) => surfaces.map((surface) => ({ text, surface }))))('$text on $surface reads at 4.5:1 or more (WCAG 1.4.3)', ({ text, surface }) => {
    expect(contrast(value(text), value(surface))).toBeGreaterThanOrEqual(4.5);
  });
  it.each(surfaces)('the borders of fields on %s stand out at 3:1 or more (WCAG 1.4.11)', (surface) => {
    expect(contrast(value('line-strong'), value(surface))).toBeGreaterThanOrEqual(3);
  });
  // The navy bands between sections keep their fixed text colours (white, slate-300, the beam) in both themes.
  it.each([
    ['white', '#ffffff'],
    ['slate-300', '#cbd5e1'],
    ['the beam', '#5eead4'],
  ])('%s reads on the navy bands at 4.5:1 or more (WCAG 1.4.3)', (_, text) => {
    expect(contrast(text, value('band'))).toBeGreaterThanOrEqual(4.5);
  });
  it('the navy bands stand apart from the page (a step the eye sees, 1.3:1 or more: ink on the dark page was 1.13)', () => {
    expect(contrast(value('band'), value('surface'))).toBeGreaterThanOrEqual(1.3);
  });
  it('the testimonials\' stars stand out at 3:1 or more on their card (WCAG 1.4.11)', () => {
    expect(contrast(value('star'), value('surface-2'))).toBeGreaterThanOrEqual(3);
  });
  it('its accent wash holds the accents as the surfaces do', () => {
    for (const text of ['fg', 'fg-2', 'accent', 'accent-strong'] as Role[]) expect(contrast(value(text), value('tint')), text).toBeGreaterThanOrEqual(4.5);
  });
  // The notes a state shows (a caution, a success, the list of what to correct): their text and
  // the links in them on their wash.
  it.each([
    ['caution-wash', ['caution', 'fg', 'accent']],
    ['positive-wash', ['positive', 'fg', 'accent']],
    ['danger-wash', ['danger', 'fg', 'accent']],
  ] as [Role, Role[]][])('%s holds its note’s text and links at 4.5:1 or more', (wash, textsOn) => {
    for (const text of textsOn) expect(contrast(value(text), value(wash)), text).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the CSS of the themes', () => {
  it('sets every role in the light theme, and in the dark one both for the system setting and for the switch', () => {
    const blocks = themeCss().split('\n');
    expect(blocks).toHaveLength(3);
    expect(blocks[1]).toMatch(/^@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme='light'\]\)\{/);
    expect(blocks[2]).toMatch(/^:root\[data-theme='dark'\]\{/);
    for (const [role, [light, dark]] of Object.entries(roles)) {
      expect(blocks[0]).toContain(`${roleVariable(role as Role)}:${light}`);
      for (const block of blocks.slice(1)) expect(block).toContain(`${roleVariable(role as Role)}:${dark}`);
    }
    expect(blocks[0]).toContain('color-scheme:light');
    for (const block of blocks.slice(1)) expect(block).toContain('color-scheme:dark');
  });
});
