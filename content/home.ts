/** Home page copy (spec 2.4). */
import { site } from './site';

export const rotatingWords = ['AI Solutions', 'Software Development', 'Data Engineering', 'Cloud Solutions'] as const;

export const homeHero = {
  tagline: 'Empowering Business Growth Through AI Technology',
  headline: 'Transform Your Business with',
  pitch: `${site.brand} designs, builds and runs AI-driven software for Canadian businesses: intelligent automation, data platforms and secure cloud applications that cut costs and open new revenue.`,
  primaryLabel: 'Start Your Digital Transformation',
  secondaryLabel: 'Learn More About Us',
};

export const homeCta = {
  title: 'Ready to Transform Your Business with AI?',
  text: 'Book a free consultation with our specialists. We will map your highest-value opportunities and a practical plan to deliver them.',
  label: 'Schedule Your Free Consultation',
};

export const homeSeo = {
  title: `${site.brand}: AI Integration, Software and Data Engineering in Canada`,
  description:
    'AI integration, software development, data engineering, cloud security and analytics for Canadian businesses, from Toronto, Vancouver, Kitchener and London.',
  keywords: ['AI integration', 'software development', 'data engineering', 'cloud security', 'analytics', 'AI consultancy Canada'],
};
