/**
 * The header and footer menus (spec 2.2, 2.3): their words from content/pages/navigation.yaml
 * (validated by navigationSchema when it is imported, model/content-files.ts), their targets
 * from the URL module, the services and cities from the catalogue.
 */
import type { z } from 'zod';
import navigationFile from '../content/pages/navigation.yaml';
import { citySlugs, locationMenuServices, serviceSlugs } from './catalog';
import { cityNames } from './locations';
import type { navigationSchema } from './schemas';
import { serviceNames } from './services';
import { urls } from './urls';

export type NavLink = { label: string; href: string };

/** The words of the header, the footer and the skip link. */
export const navigationText = navigationFile as z.output<typeof navigationSchema>;
const { header, footer } = navigationText;

export const servicesMenu: NavLink[] = serviceSlugs.map((slug) => ({
  label: serviceNames[slug],
  href: urls.service(slug),
}));

export const locationsMenu: { city: string; links: NavLink[] }[] = citySlugs.map((city) => ({
  city: cityNames[city],
  links: locationMenuServices.map((slug) => ({
    label: serviceNames[slug],
    href: urls.serviceCity(slug, city),
  })),
}));

export const topLinks: NavLink[] = [
  { label: header.links.about, href: urls.about() },
  { label: header.links.blog, href: urls.blog() },
  { label: header.links.contact, href: urls.contact() },
];

export const consultationLink: NavLink = {
  label: header.consultation,
  href: urls.contact({ requestDemo: true }),
};

/** `id` names the group in the page (its heading's id), whatever its title says. */
export const footerGroups: { id: string; title: string; links: NavLink[] }[] = [
  {
    id: 'company',
    title: footer.company.title,
    links: [
      { label: footer.company.about, href: urls.about() },
      { label: footer.company.careers, href: urls.careers() },
      { label: footer.company.blog, href: urls.blog() },
      { label: footer.company.contact, href: urls.contact() },
    ],
  },
  {
    id: 'resources',
    title: footer.resources.title,
    links: [
      { label: footer.resources.status, href: urls.status() },
      { label: footer.resources.support, href: urls.support() },
      { label: footer.resources.sitemap, href: urls.sitemapPage() },
    ],
  },
  {
    id: 'legal',
    title: footer.legal.title,
    links: [
      { label: footer.legal.privacy, href: urls.privacy() },
      { label: footer.legal.terms, href: urls.terms() },
      { label: footer.legal.security, href: urls.security() },
      { label: footer.legal.cookies, href: urls.cookies() },
    ],
  },
];
