import { parseContent, pressPageSchema } from '../../model/schemas';
import { site } from '../site';

export const press = parseContent(pressPageSchema, 'company/press', {
  seo: {
    title: 'Press',
    description: `News and announcements from ${site.brand}, the Canadian AI, data and software consultancy, plus media contact details for journalists.`,
    keywords: [
      `${site.brand} news`,
      `${site.brand} press releases`,
      'Canadian AI consultancy news',
      'AI agents practice launch',
      'London Ontario technology office',
      'media contact',
    ],
  },
  hero: {
    title: 'Press and News',
    intro: `The latest announcements from ${site.brand}: new practices, new offices and the work we do with Canadian organizations.`,
  },
  items: [
    {
      title: `${site.brand} Launches a Dedicated AI Agents Practice`,
      date: 'March 20, 2024',
      excerpt: `${site.brand} has formed a dedicated practice to design, evaluate and operate AI agents that complete multi-step work inside client systems. The team brings together engineers from our AI integration and cloud security groups so every agent ships with guardrails, audit logs and measurable service targets. Early engagements in insurance and healthcare have focused on claims intake and appointment scheduling.`,
      image: '/images/press/ai-agents-practice-launch.svg',
      imageAlt: 'Abstract navy artwork with connected cyan and blue nodes representing coordinated AI agents',
    },
    {
      title: `${site.brand} Opens an Office in London, Ontario`,
      date: 'March 1, 2024',
      excerpt: `${site.brand} has opened an office in London, Ontario to serve manufacturers, health-care providers and public institutions across Southwestern Ontario. The new team will focus on data engineering, analytics and cloud cost optimization, and will hire locally over the next 18 months. The office complements our Toronto headquarters and our teams in Vancouver and Kitchener.`,
      image: '/images/press/london-ontario-office.svg',
      imageAlt: 'Abstract navy artwork with layered cyan and blue arcs expanding from a central point',
    },
  ],
  mediaContact: `For interviews, comment or background on AI, data and cloud topics, write to our communications team at ${site.contactEmail}. We reply to media requests within one business day.`,
});
