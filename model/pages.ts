/**
 * The site's own pages' copy: content/pages/*.yaml, validated by their schemas when they are
 * imported (model/content-files.ts), typed here.
 */
import type { z } from 'zod';
import blogFile from '../content/pages/blog.yaml';
import homeHeroFile from '../content/pages/home-hero.yaml';
import homeFile from '../content/pages/home.yaml';
import notFoundFile from '../content/pages/not-found.yaml';
import serviceCtaFile from '../content/pages/service-cta.yaml';
import servicePageFile from '../content/pages/service-page.yaml';
import searchFile from '../content/pages/search.yaml';
import frSearchFile from '../content/fr/pages/search.yaml';
import frBlogFile from '../content/fr/pages/blog.yaml';
import frHomeHeroFile from '../content/fr/pages/home-hero.yaml';
import frHomeFile from '../content/fr/pages/home.yaml';
import frNotFoundFile from '../content/fr/pages/not-found.yaml';
import frServiceCtaFile from '../content/fr/pages/service-cta.yaml';
import frServicePageFile from '../content/fr/pages/service-page.yaml';
import type { Language } from './languages';
import type { blogPageSchema, homeHeroSchema, homePageSchema, notFoundPageSchema, searchPageSchema, serviceCtaSchema, servicePageSchema } from './schemas';

type Validated<T extends z.ZodType> = z.output<T>;

export const notFoundPage = notFoundFile as Validated<typeof notFoundPageSchema>;
/** The two closing call-to-action blocks shared by every service page. */
export const serviceCtas = serviceCtaFile as Validated<typeof serviceCtaSchema>;
/** The headings and labels shared by every service page (also the home page's stories and delivery models). */
export const servicePageText = servicePageFile as Validated<typeof servicePageSchema>;
/** The blog's list page, and the links of its post pages and cards. */
export const blogPage = blogFile as Validated<typeof blogPageSchema>;
export type HomeHero = Validated<typeof homeHeroSchema>;
/** The home page's hero; its words are typed in the browser (pages/index/hero.tsx). */
export const homeHero = homeHeroFile as HomeHero;
/** The home page below its hero: SEO, sections and the closing call to action. */
export const homePage = homeFile as Validated<typeof homePageSchema>;

export type PageCopy = {
  notFoundPage: typeof notFoundPage;
  serviceCtas: typeof serviceCtas;
  servicePageText: typeof servicePageText;
  blogPage: typeof blogPage;
  homeHero: HomeHero;
  homePage: typeof homePage;
  /** The search page (issue 24); `{count}` and `{query}` are filled in by its script. */
  searchPage: Validated<typeof searchPageSchema>;
};

/** Each edition's copy of the site's own pages (content/pages, content/fr/pages). */
export const pagesIn: Record<Language, PageCopy> = {
  en: { notFoundPage, serviceCtas, servicePageText, blogPage, homeHero, homePage, searchPage: searchFile as PageCopy['searchPage'] },
  fr: {
    notFoundPage: frNotFoundFile as PageCopy['notFoundPage'],
    serviceCtas: frServiceCtaFile as PageCopy['serviceCtas'],
    servicePageText: frServicePageFile as PageCopy['servicePageText'],
    blogPage: frBlogFile as PageCopy['blogPage'],
    homeHero: frHomeHeroFile as HomeHero,
    homePage: frHomeFile as PageCopy['homePage'],
    searchPage: frSearchFile as PageCopy['searchPage'],
  },
};
