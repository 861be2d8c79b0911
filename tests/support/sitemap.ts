/** The URLs a sitemap lists, in order (tests/unit/sitemap.test.ts, tests/site/sitemap.test.ts). */
export const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
