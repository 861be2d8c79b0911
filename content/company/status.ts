import { parseContent, statusPageSchema } from '../../model/schemas';
import { site } from '../site';

export const status = parseContent(statusPageSchema, 'company/status', {
  seo: {
    title: 'System Status',
    description: `Live status, uptime and recent incidents for the client portal, managed data pipelines and AI model serving run by ${site.brand}.`,
    keywords: [
      `${site.brand} status`,
      'system status',
      'service uptime',
      'client portal status',
      'managed data pipelines',
      'AI model serving',
    ],
  },
  hero: {
    title: 'System Status',
    intro: `Current health of the platforms ${site.brand} operates for its clients. Uptime is measured over the last 90 days, and our on-call team monitors every service around the clock.`,
  },
  banner: 'All Systems Operational',
  services: [
    { name: 'Client Portal', status: 'operational', uptime: '99.99%', lastIncident: 'None' },
    { name: 'Managed Data Pipelines', status: 'operational', uptime: '99.95%', lastIncident: '3 days ago' },
    { name: 'AI Model Serving', status: 'operational', uptime: '99.98%', lastIncident: '7 days ago' },
  ],
});
