// Build-time overrides of the site config (see model/page-data/site.ts and vite.config.ts `envPrefix`).
interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly CONTACT_EMAIL?: string;
  readonly EMAILJS_SERVICE_ID?: string;
  readonly EMAILJS_TEMPLATE_ID?: string;
  readonly EMAILJS_PUBLIC_KEY?: string;
  readonly RECAPTCHA_SITE_KEY?: string;
  /** True in the editor's app served by the dev server (`npm run editor`: editor/local-mode.ts), which then edits the files on disk. */
  readonly EDITOR_LOCAL?: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year of the build, for the pre-rendered copyright line (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
/** The branch a preview build shows; empty in a production build (model/site/preview.ts). */
declare const __PREVIEW_BRANCH__: string;

/** A content file: its data, validated by its collection's schema at build time (model/content/content-files.ts). */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}

/** Every collection's validated content (model/content/content-files.ts), typed by its declaration (model/content/collections.ts). */
declare module 'virtual:content' {
  const data: import('./model/content/collections').ContentData;
  export default data;
  /** Under `vike dev` only: why the last saved content cannot be used (model/content/content-files.ts). */
  export const contentProblem: string | undefined;
  /** With a problem: whether the pages show the content as saved (only the whole check refuses it) or as it was before (it cannot be read). */
  export const contentShown: 'saved' | 'before';
  /** Under `vike dev` only: the count of content saves the server had seen when it read the content (model/content/content-generation.ts). */
  export const contentGeneration: number | undefined;
}

declare module 'virtual:photos' {
  const photos: import('./model/content/photos').PhotoManifest;
  export default photos;
}

declare namespace Vike {
  interface PageContext {
    /** The page's address in each language that has it (pages/+onBeforeRender.ts, model/page-data/alternates.ts). */
    alternates?: import('./model/page-data/alternates').Alternates;
    /**
     * The page's language, from the address the visitor asked for: set once by pages/+onBeforeRoute.ts
     * (and for the French twins by pages/+onPrerenderStart.ts); read with useLanguage() in components.
     */
    language: import('./model/site/languages').Language;
  }
}
