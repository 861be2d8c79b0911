// Build-time overrides of the site config (see model/site.ts and vite.config.ts `envPrefix`).
interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly CONTACT_EMAIL?: string;
  readonly EMAILJS_SERVICE_ID?: string;
  readonly EMAILJS_TEMPLATE_ID?: string;
  readonly EMAILJS_PUBLIC_KEY?: string;
  readonly RECAPTCHA_SITE_KEY?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year of the build, for the pre-rendered copyright line (vite.config.ts `define`). */
declare const __BUILD_YEAR__: number;
/** The branch a preview build shows; empty in a production build (model/preview.ts). */
declare const __PREVIEW_BRANCH__: string;

/** A content file: its data, validated by its collection's schema at build time (model/content-files.ts). */
declare module '*.yaml' {
  const data: unknown;
  export default data;
}

/** Every collection's validated content (model/content-files.ts), typed by its declaration (model/collections.ts). */
declare module 'virtual:content' {
  const data: import('./model/collections').ContentData;
  export default data;
  /** Under `vike dev` only: why the last saved content cannot be used (model/content-files.ts). */
  export const contentProblem: string | undefined;
}

declare module 'virtual:photos' {
  const photos: import('./model/photos').PhotoManifest;
  export default photos;
}

declare namespace Vike {
  interface PageContext {
    /** The page's address in each language that has it (pages/+onBeforeRender.ts, model/alternates.ts). */
    alternates?: import('./model/alternates').Alternates;
    /**
     * The page's language, from the address the visitor asked for: set once by pages/+onBeforeRoute.ts
     * (and for the French twins by pages/+onPrerenderStart.ts); read with useLanguage() in components.
     */
    language: import('./model/languages').Language;
  }
}
