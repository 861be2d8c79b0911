import { parseContent, docsPageSchema } from '../../model/schemas';
import { site } from '../site';

export const docs = parseContent(docsPageSchema, 'company/docs', {
  seo: {
    title: 'Documentation',
    description: `Guides, API reference, tutorials and SDK documentation for the platforms and integrations ${site.brand} builds and runs for its clients.`,
    keywords: [
      `${site.brand} documentation`,
      'client platform documentation',
      'API reference',
      'integration tutorials',
      'SDK documentation',
      'developer guides',
    ],
  },
  hero: {
    title: 'Documentation',
    intro: `Every platform and integration ${site.brand} delivers comes with documentation your team can work from on its own: how to get set up, how each endpoint behaves, step-by-step tutorials and SDK guides kept current with every release.`,
  },
  cards: [
    {
      icon: 'i-lucide-rocket',
      title: 'Getting Started',
      description:
        'Everything a new team member needs to access the platform, authenticate and make a first successful call in under an hour.',
      topics: [
        'Requesting access and setting up your account',
        'Creating and rotating API keys',
        'Environments: sandbox, staging and production',
        'Your first API request, step by step',
      ],
    },
    {
      icon: 'i-lucide-book-open',
      title: 'API Reference',
      description:
        'Complete reference for every endpoint we deliver, with request and response schemas, error codes and rate limits.',
      topics: [
        'Authentication and access tokens',
        'Endpoints, parameters and response schemas',
        'Error codes and retry guidance',
        'Rate limits, pagination and versioning',
        'Webhooks and event payloads',
      ],
    },
    {
      icon: 'i-lucide-graduation-cap',
      title: 'Tutorials',
      description:
        'Task-focused walkthroughs for the integrations clients build most often, written from real delivery projects.',
      topics: [
        'Connecting an AI assistant to your knowledge base',
        'Loading data into your managed pipeline',
        'Building a KPI dashboard from pipeline outputs',
        'Monitoring model quality and usage costs',
      ],
    },
    {
      icon: 'i-lucide-package',
      title: 'SDK Documentation',
      description:
        'Installation, configuration and usage guides for the client libraries we provide, with typed examples you can copy.',
      topics: [
        'Installing the TypeScript and Python SDKs',
        'Configuring credentials and environments',
        'Handling errors, retries and timeouts',
        'Release notes and migration guides',
      ],
    },
  ],
});
