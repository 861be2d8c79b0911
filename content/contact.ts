/** Contact page copy (spec 2.5). */
import { site } from './site';

export const contactPage = {
  seo: {
    title: 'Contact Us',
    description: `Contact ${site.brand} about AI integration, software, data, cloud and security projects, or book a free demo with our consultants.`,
    keywords: ['contact Northbeam Digital', 'book a demo', 'AI consultancy contact', 'free consultation'],
  },
  title: 'Contact Us',
  intro: 'Tell us about your project. A consultant reads every message and replies within one business day.',
  formTitle: 'Get in Touch',
  infoTitle: 'Contact Information',
  demoTitle: 'Ready to Get Started',
  demoText: 'See how AI automation, modern data platforms and secure cloud engineering would work in your business, in a free 30-minute demo.',
  demoButton: 'Book a Demo',
  noScript: 'The contact form needs JavaScript. You can also write to us directly:',
};
