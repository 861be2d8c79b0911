import { parseContent, careersPageSchema } from '../../model/schemas';
import { site } from '../site';

export const careers = parseContent(careersPageSchema, 'company/careers', {
  seo: {
    title: 'Careers',
    description: `Join ${site.brand}: AI, data and software roles in Toronto, Vancouver, Kitchener, London and remote across Canada, with real ownership.`,
    keywords: [
      `${site.brand} careers`,
      'AI engineer jobs Canada',
      'data engineer jobs Toronto',
      'software developer jobs Kitchener',
      'technology consulting careers',
      'remote tech jobs Canada',
    ],
  },
  hero: {
    title: `Careers at ${site.brand}`,
    intro: `We are a team of engineers, data specialists and strategists who ship production systems for Canadian organizations. At ${site.brand} you work directly with clients, own your work from design to delivery and learn from people who have done it before.`,
  },
  openings: [
    {
      title: 'Senior AI Engineer',
      location: 'Toronto, ON (hybrid)',
      type: 'Full-time',
      department: 'AI Solutions',
      summary:
        'Design and ship retrieval-augmented assistants and AI agents for enterprise clients, from evaluation harness to production monitoring. You will lead technical discovery and mentor two to three engineers per engagement.',
    },
    {
      title: 'Data Engineer',
      location: 'Kitchener, ON (hybrid)',
      type: 'Full-time',
      department: 'Data Engineering',
      summary:
        'Build batch and streaming pipelines on AWS, Azure and Google Cloud with automated quality checks and lineage. You will work closely with client analysts to turn messy sources into a governed, trusted platform.',
    },
    {
      title: 'Cloud Security Consultant',
      location: 'Remote (Canada)',
      type: 'Contract (12 months)',
      department: 'Cloud Security',
      summary:
        'Run cloud security assessments, harden identity and network configurations and help clients fix what you find. Experience with CIS benchmarks and infrastructure as code is essential.',
    },
  ],
  benefits: [
    {
      icon: 'i-lucide-heart-pulse',
      title: 'Health and Dental Coverage',
      description:
        'Comprehensive health, dental and vision coverage for you and your family from your first day, plus a $750 annual wellness account.',
    },
    {
      icon: 'i-lucide-graduation-cap',
      title: 'Learning Budget',
      description:
        'A $2,500 yearly budget for courses, conferences and cloud certifications, and five paid learning days to use it.',
    },
    {
      icon: 'i-lucide-laptop',
      title: 'Hybrid and Remote Work',
      description:
        'Work from our Toronto, Vancouver, Kitchener or London offices, from home, or a mix of both. We provide the equipment for either.',
    },
    {
      icon: 'i-lucide-tree-palm',
      title: 'Time Off That Counts',
      description:
        'Four weeks of paid vacation from year one, personal days, and the office closes between December 24 and January 1.',
    },
    {
      icon: 'i-lucide-piggy-bank',
      title: 'RRSP Matching',
      description: 'We match your RRSP contributions up to 4% of your salary to help you plan for the long term.',
    },
    {
      icon: 'i-lucide-users',
      title: 'Mentorship and Growth',
      description:
        'Every team member has a senior mentor and a written growth plan reviewed twice a year, with clear paths to lead and principal roles.',
    },
  ],
});
