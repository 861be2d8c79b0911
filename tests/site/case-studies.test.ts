import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentIn } from '../../model/content/content';
import { urlsIn } from '../../model/page-data/addresses';
import { siteIn } from '../../model/page-data/site';
import { languages } from '../../model/site/languages';
import { builtPages } from '../../scripts/launch-check';

// Issue 55: a story's site value is written as the editor writes it (`\{site.brand}`, its brace
// escaped: model/content/case-study-parse.ts storySiteValues); the pages show the firm's name there.
const pages = builtPages();

describe("the case studies' pages", () => {
  for (const language of languages) {
    it(`${language}: every story that names the firm shows its name, and no site value is left as written`, () => {
      let naming = 0;
      for (const study of Object.values(contentIn('caseStudies')[language])) {
        const html = pages.get(urlsIn[language].caseStudy(study.slug))!;
        expect(html, study.slug).toBeDefined();
        expect(html, study.slug).not.toMatch(/\\?\{site\.\w+\}/);
        const file = readFileSync(`content/${language === 'fr' ? 'fr/' : ''}case-studies/${study.slug}.md`, 'utf8');
        if (file.includes('\\{site.brand}')) {
          naming += 1;
          const article = /<div[^>]*data-article-body[\s\S]*?<\/div>\s*<h2/.exec(html)?.[0] ?? html;
          expect(article, study.slug).toContain(siteIn[language].brand);
        }
      }
      expect(naming, 'stories that name the firm').toBeGreaterThan(0);
    });
  }
});

// Issue 55: search excerpts ran a case study's labels into their values ("IndustryFinancial
// services"): Pagefind reads <dt> and <dd> as one run of text. The labels are left out of the index.
describe('a case study in the search index', () => {
  it('has its facts without their labels glued to them, in both editions', async () => {
    const { readdirSync } = await import('node:fs');
    const { gunzipSync } = await import('node:zlib');
    const folder = 'dist/client/pagefind/fragment';
    const fragments = readdirSync(folder).map((name) => JSON.parse(gunzipSync(readFileSync(`${folder}/${name}`)).toString('utf8').replace(/^pagefind_dcd/, '')) as { url: string; content: string });
    for (const language of languages) {
      const labels = contentIn('caseStudyPages')[language].labels;
      // A case study's own page: one part after the list's address (the filtered lists have two).
      const studies = fragments.filter(({ url }) => url.startsWith(`${urlsIn[language].caseStudies()}/`) && url.split('/').length === urlsIn[language].caseStudies().split('/').length + 1);
      expect(studies.length, language).toBeGreaterThan(20);
      for (const { url, content } of studies) {
        for (const label of [labels.industry, labels.place, labels.services, labels.date]) expect(content, url).not.toMatch(new RegExp(`${label}\\p{Lu}`, 'u'));
      }
    }
  });
});

// The design reading of 2026-11-30: the pages a buyer reads first showed none of the site's
// pictures. Where a page shows a few case studies (the home page, a service, a case study's
// "more"), each card opens with the case study's cover; the list of all of them keeps to words.
describe('case-study cards with their pictures', () => {
  const cardsOf = (html: string) => [...html.matchAll(/<article class="card-link-box[\s\S]*?<\/article>/g)].map((match) => match[0]);
  const coverOf = (card: string) => /<img src="(\/images\/case-studies\/[a-z0-9-]+\.svg)" alt=""/.exec(card)?.[1];
  for (const language of languages) {
    const urls = urlsIn[language];
    const study = Object.keys(contentIn('caseStudies')[language])[0]!;
    // A card's story by its address (a French address is not its file name; the cover is by file name).
    const slugOf = new Map(Object.keys(contentIn('caseStudies')[language]).map((slug) => [urls.caseStudy(slug), slug]));
    for (const path of [urls.home(), urls.service(contentIn('caseStudies')[language][study]!.services[0]!), urls.caseStudy(study)]) {
      it(`${path}: every card opens with its case study's cover, decorative, its story's own`, () => {
        const cards = cardsOf(pages.get(path)!);
        expect(cards.length, path).toBeGreaterThan(0);
        for (const card of cards) {
          const href = /<a class="card-link" href="([^"]+)"/.exec(card)![1]!;
          expect(coverOf(card), href).toBe(`/images/case-studies/${slugOf.get(href)}.svg`);
        }
      });
    }
    // The fifth and sixth design readings of 2026-11-30: on a laptop every card opens with its picture (the first row's alone changed
    // the grid's style after it); on a phone the list keeps to words (twelve phone screens).
    it(`${urls.caseStudies()}: every card of the list has its picture from 640 px, its story's own, not on a phone`, () => {
      const cards = cardsOf(pages.get(urls.caseStudies())!);
      expect(cards.length).toBeGreaterThan(10);
      for (const card of cards) {
        const href = /<a class="card-link" href="([^"]+)"/.exec(card)![1]!;
        expect(card, href).toMatch(/<img\b[^>]*loading="lazy"[^>]*class="[^"]*\bmax-sm:hidden\b/);
        expect(coverOf(card), href).toBe(`/images/case-studies/${slugOf.get(href)}.svg`);
      }
    });
  }
});

// The eighth design reading: under a story headed "−34%" of an AWS bill, "More case studies" showed
// another headed "−34%" of an AWS bill, one under the other. Each card there has a headline figure
// of its own, and none the story's.
describe('a case study\'s "More case studies"', () => {
  it('shows no headline figure twice, nor the story\'s own, in both editions', () => {
    const figuresIn = (html: string) => [...html.matchAll(/<span class="brand-heading whitespace-nowrap text-3xl[^"]*">([^<]+)<\/span>/g)].map(([, figure]) => figure!);
    let lists = 0;
    for (const language of languages) {
      for (const study of Object.values(contentIn('caseStudies')[language])) {
        const html = pages.get(urlsIn[language].caseStudy(study.slug))!;
        const more = /aria-labelledby="more-title"[\s\S]*?<\/section>/.exec(html)?.[0];
        if (!more) continue;
        const figures = figuresIn(more);
        lists += figures.length > 0 ? 1 : 0;
        expect(new Set(figures).size, `${study.slug}: ${figures.join(' ')}`).toBe(figures.length);
        if (study.results[0]?.figure) expect(figures, study.slug).not.toContain(study.results[0].figure);
      }
    }
    expect(lists).toBeGreaterThan(10);
  });
});
