/** The header and footer menus (spec 2.2, 2.3), built from the catalogue and the URL module. */
import { citySlugs, locationMenuServices, serviceSlugs } from './catalog';
import { cityNames } from './locations';
import { serviceNames } from './services';
import { urls } from './urls';

export type NavLink = { label: string; href: string };

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
  { label: 'About', href: urls.about() },
  { label: 'Blog', href: urls.blog() },
  { label: 'Contact', href: urls.contact() },
];

export const consultationLink: NavLink = {
  label: 'Free Consultation',
  href: urls.contact({ requestDemo: true }),
};

export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: urls.about() },
      { label: 'Careers', href: urls.careers() },
      { label: 'Blog', href: urls.blog() },
      { label: 'Contact', href: urls.contact() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Status', href: urls.status() },
      { label: 'Support', href: urls.support() },
      { label: 'Sitemap', href: urls.sitemapPage() },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy', href: urls.privacy() },
      { label: 'Terms', href: urls.terms() },
      { label: 'Security', href: urls.security() },
      { label: 'Cookies', href: urls.cookies() },
    ],
  },
];
