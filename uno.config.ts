import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';
import { roles, roleVariable, themeCss, type Role } from './model/site/theme';

export default defineConfig({
  presets: [
    // Icons are not CSS: each page carries an SVG sprite of its icons (components/Icon.tsx).
    presetWind3({ preflight: 'on-demand' }),
  ],
  transformers: [transformerVariantGroup()],
  content: {
    // Scan the same source files in Vike's client and server builds, so that both emit one
    // identical stylesheet (otherwise the page links two: vikejs/vike#1810). Not content/: a
    // word of copy ("outline", "grow") would add a rule, and a copy edit would change the CSS.
    pipeline: { include: [/\/(pages|renderer|components|model)\/.*\.tsx?($|\?)/] },
    filesystem: ['pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'model/**/*.{ts,tsx}'],
  },
  theme: {
    fontFamily: {
      sans: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    },
    colors: {
      // The accent, by role in text and surfaces (model/site/theme.ts), and as a scale where a
      // colour must be the same in both themes: the primary button, focus rings. Teal: the
      // northern light the name is drawn from (docs/design.md).
      brand: {
        50: '#effcf9',
        100: '#d5f5ee',
        400: '#2dd4bf',
        500: '#14b8a6',
        600: '#0d9488',
        700: '#0f766e',
        800: '#115e59',
        900: '#123b3a',
      },
      ink: '#0b1324',
      // The footer's, deeper than ink: the closing band above it stands apart (docs/design.md).
      night: '#050914',
      // The beam on the navy bands (eyebrows, figures): the same in both themes.
      beam: '#5eead4',
      ...Object.fromEntries(Object.keys(roles).map((role) => [role, `var(${roleVariable(role as Role)})`])),
    },
  },
  // The roles' variables, in both themes.
  preflights: [{ getCSS: themeCss }],
  shortcuts: {
    container: 'mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8',
    'btn-primary':
      'inline-flex items-center justify-center gap-2 rounded-lg text-center bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
    'btn-secondary':
      'inline-flex items-center justify-center gap-2 rounded-lg text-center border border-current px-5 py-3 text-base font-semibold transition-colors hover:bg-white/10 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
    'section-light': 'bg-surface text-fg py-16 sm:py-24',
    'section-dark': 'bg-band text-white py-16 sm:py-24',
    /** A link of the header's menus and the phone menu (renderer/Header.tsx), with its height's padding. */
    'menu-link': 'block rounded-md px-3 text-sm text-fg hover:bg-tint hover:text-accent-strong focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600',
    'text-link': 'text-accent underline underline-offset-2 hover:text-accent-strong',
  },
});
