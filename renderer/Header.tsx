import { useUrls } from '../components/links';
import { usePageContext } from 'vike-react/usePageContext';
import { switchTarget } from '../model/page-data/alternates';
import { languageTags, otherLanguage, type Language } from '../model/site/languages';
import { navigationIn, type NavLink } from '../model/page-data/navigation';
import { siteIn } from '../model/page-data/site';
import { searchKindOf } from '../model/site/routes';
import { Dropdown } from './Dropdown';
import { Logo } from './Logo';
import { Icon } from '../components/Icon';
import { WithArrow } from '../components/WithArrow';
import { SiteSearchForm } from '../components/SiteSearchForm';

// `menu-link` (uno.config.ts): one short class for the menus' 60-odd links, rather than the same
// nine utilities on each (about 140 bytes of every page's compressed HTML).
const menuLink = 'menu-link py-2';
/** A list of links, one item each, as the menus show them. */
function LinkList({ links, linkClass, className }: { links: readonly NavLink[]; linkClass: string; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={linkClass} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

// The phone menu's rows: 44 px, a finger's target (the design reading of 2026-11-29: they were 36).
const phoneLink = menuLink.replace('py-2', 'py-3');
// Between xl and 2xl the menu is tighter, so that the longer French labels fit on one line each.
const topLink =
  'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium 2xl:px-3 text-slate-100 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400';

/**
 * The site header (spec 2.2), rendered at build time; renderer/shell.ts gives it its behaviour
 * in the browser: the menus, the mobile menu closing after a link, the opaque header past the
 * scroll threshold.
 */
/** Up to four cities a row, the rows balanced: five cities are three and two, never four and one alone. */
// Each column wide enough for the longest French label on one line (« Gouvernance des données »:
// the design reading of 2026-11-30 found them wrapped in 46rem); four columns start 10rem left of
// the button, so the panel stays inside the container at 1280 px in both editions (header.spec).
const cityMenuLayouts = [
  { grid: 'grid-cols-1', panel: 'left-0 w-60' },
  { grid: 'grid-cols-2', panel: 'left-0 w-[28rem]' },
  { grid: 'grid-cols-3', panel: 'left-0 w-[41rem]' },
  { grid: 'grid-cols-4', panel: '-left-40 w-[58rem]' },
] as const;

/** The Locations menu's columns and width for `count` cities: four or three a row, whichever leaves the last row fuller. */
export function cityMenuLayout(count: number): (typeof cityMenuLayouts)[number] & { columns: number } {
  const shortfall = (columns: number) => (count % columns === 0 ? 0 : columns - (count % columns));
  const columns = count <= 4 ? Math.max(count, 1) : shortfall(3) < shortfall(4) ? 3 : 4;
  return { ...cityMenuLayouts[columns - 1]!, columns };
}

export function Header() {
  const pageContext = usePageContext();
  const language = pageContext.language;
  const { text, servicesMenu, serviceColumns, servicesMenuStory, locationsMenu, officesLink, topLinks, consultationLink } = navigationIn[language];
  const { services, locations, serviceInCity, screenReader } = text.header;
  const urls = useUrls();
  const site = siteIn[language];
  const switcher = useLanguageSwitch();
  const other = switcher.language;
  return (
    <header
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-ink/95 transition-colors duration-300 data-[scrolled=true]:(bg-ink shadow-lg)"
    >
      <div className="container flex h-16 items-center justify-between gap-4">
        <a href={urls.home()} className="flex items-center gap-2 rounded-md text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400">
          <Logo id="logo-header" className="h-8 w-8" />
          {/* On a phone from 390 px the name in small type, a word a line, in the room left beside the
              button, the theme switch and the menu (renderer/global.css .header-name; the design
              reading of 2026-11-30, defect 4); under 390 px the mark alone, the name still the link's. */}
          <span className="header-name brand-heading sr-only whitespace-nowrap text-lg font-bold tracking-tight sm:not-sr-only">{site.brand}</span>
        </a>

        <nav aria-label={screenReader.mainMenu} className="hidden items-center gap-1 xl:flex">
          {/* Columns by practice, each service with what a buyer gains, and a result to read (the
              sixth design reading of 2026-11-30, defect 9: nine bare names in a narrow list). One to
              three columns (the content's schema says three at most: 50rem fits from 1280 px). */}
          <Dropdown id="services-menu" label={services} panelClass={serviceColumns.length === 3 ? 'left-0 w-[50rem]' : 'left-0 w-[34rem]'}>
            <div className={`grid gap-2 ${['grid-cols-1', 'grid-cols-2', 'grid-cols-3'][serviceColumns.length - 1]}`}>
              {serviceColumns.map((column, index) => (
                <div key={column.title} role="group" aria-labelledby={`nav-services-${index}`}>
                  <p id={`nav-services-${index}`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-accent-strong">
                    {column.title}
                  </p>
                  <ul>
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <a className={`${menuLink} font-medium`} href={link.href}>
                          {link.label}
                          <span className="block text-xs font-normal leading-snug text-fg-2">{link.line}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            {servicesMenuStory && (
              <a className="menu-link mt-2 flex items-baseline gap-3 border-t border-line py-3 !rounded-none" href={servicesMenuStory.href}>
                <span className="brand-heading text-lg font-bold text-accent-strong">{servicesMenuStory.figure}</span>
                <span className="min-w-0 flex-1">
                  {servicesMenuStory.label}
                  <span className="block text-xs text-fg-2">{servicesMenuStory.client}</span>
                </span>
                <span className="font-medium text-accent-strong">
                  <WithArrow text={servicesMenuStory.link} />
                </span>
              </a>
            )}
          </Dropdown>
          <Dropdown id="locations-menu" label={locations} panelClass={cityMenuLayout(locationsMenu.length).panel}>
            <a className={`${menuLink} mb-1 font-semibold`} href={officesLink.href}>
              {officesLink.label}
            </a>
            <div className={`grid gap-2 ${cityMenuLayout(locationsMenu.length).grid}`}>
              {locationsMenu.map((group) => (
                <div key={group.slug} role="group" aria-labelledby={`nav-city-${group.slug}`}>
                  <p id={`nav-city-${group.slug}`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide">
                    <a className="text-accent-strong hover:underline" href={group.href}>
                      {group.city}
                    </a>
                  </p>
                  <LinkList links={group.links} linkClass={menuLink} />
                </div>
              ))}
            </div>
          </Dropdown>
          {topLinks.map((link) => (
            <a key={link.href} className={topLink} href={link.href}>
              {link.label}
            </a>
          ))}
          <a className={`${topLink} inline-flex items-center`} href={urls.search()} data-search-link="">
            <Icon name="i-lucide-search" className="h-5 w-5" />
            <span className="sr-only">{text.header.search}</span>
          </a>
          <LanguageLink {...switcher} className={topLink} offer={navigationIn[other].text.languageOffer} />
          <ThemeSwitch label={text.header.darkTheme} />
          <a className="btn-primary ml-2 whitespace-nowrap !px-4 !py-2 !text-sm" href={consultationLink.href}>
            {consultationLink.label}
          </a>
        </nav>

        {/* Below 1280 px the menu folds behind a button (the French labels need the width), and
            the way to act stays in the header: shorter on a phone. */}
        <div className="flex items-center gap-1 xl:hidden">
          <a className="btn-primary mr-1 whitespace-nowrap !px-3 !py-2 !text-sm" href={consultationLink.href} data-header-action="">
            <span className="sm:hidden">{text.header.consultationShort}</span>
            <span className="hidden sm:inline">{consultationLink.label}</span>
          </a>
          <ThemeSwitch label={text.header.darkTheme} />
          <details data-mobile-menu="" className="mobile-menu">
            <summary
              aria-label={screenReader.menuButton}
              className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400"
            >
              <Icon name="i-lucide-menu" className="menu-open h-6 w-6" />
              <Icon name="i-lucide-x" className="menu-close h-6 w-6" />
            </summary>
            <nav
              aria-label={screenReader.mobileMenu}
              className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-surface px-4 pb-6 pt-2 text-fg shadow-xl"
            >
              {/* The other language first, where a visitor who reads only it finds it (the designer's reading of 2026-11-28: it sat under the long lists),
                  marked as a language, not a page (the sixth reading: a bare « Français » read as a page's link). */}
              <LanguageLink {...switcher} className={`${phoneLink} inline-flex items-center gap-2 font-semibold`} icon />
              <SiteSearchForm id="menu-search" label={text.header.search} placeholder={text.header.search} className="px-3 pt-1" />
              {/* The main paths (case studies first) before the long lists, on the menu's first screen (the design reading of 2026-11-29: below thirteen rows). */}
              {/* In the menu's larger type: the paths, then the lists (the sixth reading: every row the same 14 px). */}
              <LinkList links={topLinks} linkClass={`${phoneLink} !text-base font-semibold`} className="mt-2 border-b border-line pb-2" />
              <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-accent-strong">{services}</p>
              <LinkList links={servicesMenu} linkClass={phoneLink} />
              <p className="px-3 pt-3 text-xs font-semibold uppercase tracking-wide text-accent-strong">{locations}</p>
              <a className={phoneLink} href={officesLink.href}>
                {officesLink.label}
              </a>
              {locationsMenu.map((group) => (
                <details key={group.city} className="city-fold px-3">
                  <summary className="flex cursor-pointer list-none items-center justify-between rounded-md py-3 text-sm font-medium text-fg">
                    {group.city}
                    <Icon name="i-lucide-chevron-down" className="city-fold-chevron h-4 w-4 text-fg-3" />
                  </summary>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a className={phoneLink} href={link.href}>
                          {link.label} {serviceInCity} {group.city}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              ))}
              <a className="btn-primary mt-4 w-full" href={consultationLink.href}>
                {consultationLink.label}
              </a>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/**
 * The switch between the light and dark themes (renderer/shell.ts gives it its behaviour; the
 * themes: model/site/theme.ts): a toggle button, pressed while the dark theme shows, whose name
 * stays the same. Shown only with JavaScript, which it needs: without it, the page follows the
 * system's setting.
 */
function ThemeSwitch({ label }: { label: string }) {
  return (
    <button
      type="button"
      data-theme-switch=""
      aria-pressed="false"
      className="script-only inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-100 hover:(bg-white/10 text-white) focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400"
    >
      <Icon name="i-lucide-moon" className="theme-moon h-5 w-5" />
      <Icon name="i-lucide-sun" className="theme-sun h-5 w-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** The link to this page in the other edition: the header's, the phone menu's and the footer's. */
export function useLanguageSwitch(): { href: string; label: string; language: Language } {
  const pageContext = usePageContext();
  const language = pageContext.language;
  // An untranslated article's switcher leads to the other blog (the page's kind, as search files it).
  const isArticle = searchKindOf(pageContext.pageId) === 'article';
  return { href: switchTarget(pageContext.alternates ?? {}, language, isArticle), label: navigationIn[language].text.header.otherLanguage, language: otherLanguage(language) };
}

/**
 * The language switcher: the same page in the other language (model/page-data/alternates.ts), a plain link
 * that works without JavaScript. Its text is that language's name in that language, so `lang`
 * makes screen readers say it right, and `hreflang` tells what the target is written in.
 * `offer`: the words of the note offering that edition (renderer/shell.ts languageOffer), kept on
 * the link: about 60 bytes where the note's markup took 300 (a page's first 14.6 KB are precious).
 */
export function LanguageLink({
  href,
  label,
  language,
  className,
  offer,
  icon = false,
}: {
  href: string;
  label: string;
  language: Language;
  className: string;
  offer?: { text: string; link: string; close: string };
  /** A mark of languages before the name (the phone menu's). */
  icon?: boolean;
}) {
  const words = offer && { 'data-offer': offer.text, 'data-offer-link': offer.link, 'data-offer-close': offer.close };
  return (
    <a className={className} href={href} lang={languageTags[language]} hrefLang={languageTags[language]} data-language-switch="" {...words}>
      {icon && <Icon name="i-lucide-languages" className="h-4 w-4 text-accent" />}
      {label}
    </a>
  );
}
