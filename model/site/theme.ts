/**
 * The site's colours by role, in its two themes (issue 53; docs/design.md): a page's surfaces,
 * text and accents are named by what they do, so that the dark theme is a second set of values,
 * not a second stylesheet. uno.config.ts makes each role a colour (`bg-surface`, `text-fg-2`,
 * `border-line`...) whose value is a CSS variable, and writes the variables: the light values,
 * the dark ones when the visitor's system asks for dark, and either when the visitor chose one
 * with the header's switch (`<html data-theme>`, set before the first paint by
 * renderer/scripting-flag.ts).
 *
 * The navy of the heroes (`bg-ink`), and the footer's deeper night (`bg-night`), are the same in both themes; the navy bands between
 * (`bg-band`: the dark sections, the call-to-action band) are ink in the light theme and a lighter
 * navy in the dark one, where ink beside the dark page read as one slab (the sixth design reading).
 * Their text keeps its fixed colours on either (`text-white`, `text-slate-300`, `text-beam`).
 */
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Each role's colour in the light theme, then in the dark one. */
export const roles = {
  /** The page, and what sits on it like the page (panels, inputs). */
  surface: ['#ffffff', '#141f37'],
  /** What floats over the page (the header's menus): lighter than the page and its bands in the dark theme, where a menu on the page's navy read as navy on navy (the eighth design reading). */
  raised: ['#ffffff', '#1e2b48'],
  /** Bands that set a section apart from the next. */
  'surface-2': ['#f6f8fb', '#1a2640'],
  /** The navy bands between sections (their text white, slate-300 and the beam in both themes): lighter than the page in the dark theme. */
  band: ['#0b1324', '#22345a'],
  /** Cards' and chips' fills, inline code. */
  'surface-3': ['#eef2f6', '#22304d'],
  /** Headings and the strongest text. */
  fg: ['#0f172a', '#f1f5f9'],
  /** Body text. */
  'fg-2': ['#334155', '#cbd5e1'],
  /** Secondary text: dates, captions, counts. */
  'fg-3': ['#475569', '#9fb0c6'],
  /** Borders and rules. */
  line: ['#e2e8f0', '#334466'],
  /** The borders of what takes input (fields, filters). */
  'line-strong': ['#788599', '#6a7d9b'],
  /** Links and accents in text. */
  accent: ['#0f766e', '#5eead4'],
  /** Links hovered, selected chips. */
  'accent-strong': ['#115e59', '#99f6e4'],
  /** A light wash of the accent behind a note or a chip. */
  tint: ['#effcf9', '#10302f'],
  /** The second accent, warm: the first light of the beam (eyebrows' marks, highlights). */
  glow: ['#a14a07', '#fbbf24'],
  /**
   * The testimonials' stars, drawn, not read (their rating is said in words to screen readers): a
   * warmer gold than the glow's text colour, which looked a muddy brown beside the teal (the fourth
   * design reading of 2026-11-30), at 3:1 on their card (WCAG 1.4.11; tests/unit/theme.test.ts).
   */
  star: ['#c77700', '#fbbf24'],
  /** What went well: a result's mark, a service that is up. */
  positive: ['#047857', '#6ee7b7'],
  /** Behind a note that something went well (a draft restored, every service up). */
  'positive-wash': ['#ecfdf5', '#0d2a23'],
  /** What needs the visitor: a field's error, the required mark. */
  danger: ['#b91c1c', '#fca5a5'],
  /** Behind the list of what to correct. */
  'danger-wash': ['#fef2f2', '#2d1416'],
  /** The text of a caution: what could not load, what needs JavaScript. */
  caution: ['#78350f', '#fcd34d'],
  /** Behind a caution (its border is a rule's, \`line\`). */
  'caution-wash': ['#fffbeb', '#2b2110'],
} as const satisfies Record<string, readonly [string, string]>;
export type Role = keyof typeof roles;

/** The variable that holds a role's colour. */
export const roleVariable = (role: Role) => `--color-${role}`;

const declarations = (theme: Theme) =>
  `color-scheme:${theme};${Object.entries(roles)
    .map(([role, values]) => `${roleVariable(role as Role)}:${values[themes.indexOf(theme)]}`)
    .join(';')}`;

/**
 * The variables: light by default, dark where the system asks for it unless the visitor chose
 * light, and dark where the visitor chose it. A function, so that the browser's bundle, which
 * needs only the storage key, leaves the table out.
 */
export const themeCss = (): string =>
  [
    `:root{${declarations('light')}}`,
    `@media (prefers-color-scheme:dark){:root:not([data-theme='light']){${declarations('dark')}}}`,
    `:root[data-theme='dark']{${declarations('dark')}}`,
  ].join('\n');

/** Where the visitor's choice is kept in the browser (localStorage), read before the first paint. */
export const themeStorageKey = 'northbeam-theme';

/**
 * The headings' typeface (issue 53, docs/design.md): Bricolage Grotesque bold, one file in
 * public/fonts/ cut to the characters of English and French headings (scripts/subset-font.mjs),
 * whose name carries its version and what it holds. Used from a visitor's first page
 * (renderer/global.css, `font-display: optional`: where it is not there in time, the page keeps the
 * fallback, never a late swap).
 */
export const brandFont = { family: 'Bricolage Grotesque', weight: '700', file: '/fonts/bricolage-grotesque-5.3.0-headings-700.woff2' } as const;
