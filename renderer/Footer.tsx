import { useUrls } from '../components/links';
import { navigationIn } from '../model/page-data/navigation';
import { siteIn } from '../model/page-data/site';
import { useLanguage } from '../components/language';
import { formatTelephone } from '../model/site/format';
import { Logo } from './Logo';
import { LanguageLink, useLanguageSwitch } from './Header';

/** The footer's id: the last element of every page, which a page's head may ask the browser to wait for before it paints. */
export const footerId = 'site-footer';

const footerLink = 'inline-block rounded text-sm leading-6 hover:text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400';

export function Footer() {
  const language = useLanguage();
  const { footerGroups, text: navigationText, headOffice, officesLink } = navigationIn[language];
  const urls = useUrls();
  const site = siteIn[language];
  const switcher = useLanguageSwitch();
  return (
    <footer id={footerId} className="border-t border-white/10 bg-night text-slate-300">
      {/* The link groups two a row on a phone (the fourth design reading of 2026-11-30: one a row,
          a screen and a half), three from 768 px and five from 1024 px under the firm's block, beside
          it from 1280 px (at 1024 the French names wrapped word by word in six columns). */}
      <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:grid-cols-3 lg:grid-cols-5 xl:grid-cols-[1.6fr_repeat(5,minmax(0,1fr))]">
        <div className="col-span-2 max-w-sm md:col-span-3 lg:col-span-5 xl:col-span-1">
          <a href={urls.home()} className="inline-flex items-center gap-2 rounded-md text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-400">
            <Logo id="logo-footer" className="h-8 w-8" />
            <span className="brand-heading text-lg font-bold">{site.brand}</span>
          </a>
          <p className="mt-4 text-sm leading-6">{site.tagline}</p>
          {/* How to reach the firm, on every page (the design reading of 2026-11-30, defect 15). */}
          <address className="mt-6 text-sm not-italic leading-6">
            <span className="block font-semibold text-white">{navigationText.footer.headOffice}</span>
            {headOffice.address}
            {headOffice.telephone && (
              <>
                <br />
                <span className="sr-only">{headOffice.telephoneLabel} </span>
                <a className={footerLink} href={`tel:${headOffice.telephone}`}>
                  {formatTelephone(headOffice.telephone, language)}
                </a>
              </>
            )}
            <br />
            <a className={footerLink} href={`mailto:${site.contactEmail}`}>
              {site.contactEmail}
            </a>
            <br />
            <a className={`${footerLink} font-semibold text-white underline`} href={officesLink.href}>
              {officesLink.label}
            </a>
          </address>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.id} className="footer-group" aria-labelledby={`footer-${group.id}`}>
            <h2 id={`footer-${group.id}`} className="font-sans text-sm font-semibold uppercase tracking-wide text-white">
              {group.title}
            </h2>
            <ul className="footer-links mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <a className={footerLink} href={link.href}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* The other edition at the foot of every page too (the design reading of 2026-11-30: on a
            phone the header's is inside the menu). The build year; renderer/shell.ts shows the
            visitor's current year. */}
        <div className="container flex items-center justify-between gap-4 py-6 text-sm">
          <p>
            © <span data-testid="copyright-year" data-current-year="">{__BUILD_YEAR__}</span> {navigationText.footer.copyright}
          </p>
          <LanguageLink {...switcher} className={footerLink} />
        </div>
      </div>
    </footer>
  );
}
