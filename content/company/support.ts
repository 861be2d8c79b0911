import { parseContent, supportPageSchema } from '../../model/schemas';
import { site } from '../site';

export const support = parseContent(supportPageSchema, 'company/support', {
  seo: {
    title: 'Support',
    description: `Get help from ${site.brand}: live chat with our support engineers on business days, or e-mail us and receive a response within 24 hours.`,
    keywords: [
      `${site.brand} support`,
      'customer support',
      'live chat support',
      'technical support Canada',
      'managed services support',
      'help desk',
    ],
  },
  hero: {
    title: 'Support',
    intro: `Questions about a platform we built for you, a pipeline we run or an integration in progress? Reach the ${site.brand} support team, staffed by the engineers who know your systems.`,
  },
  chat: {
    title: 'Live Chat',
    description:
      'Start a conversation with a support engineer for quick questions, access issues and troubleshooting. During business hours an engineer picks it up within the hour and can continue by phone or video call, escalating to your project team when needed.',
    hours: 'Monday to Friday, 9 a.m. to 6 p.m. Eastern',
    buttonLabel: 'Start Chat',
  },
  email: {
    title: 'E-mail Support',
    description: `Write to ${site.contactEmail} with a description of the issue, the affected system and any error messages or screenshots. Include your company name so we can route it to your team.`,
    promise: 'You will receive a response within 24 hours, including weekends.',
  },
});
