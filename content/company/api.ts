import { parseContent, apiPageSchema } from '../../model/schemas';
import { site } from '../site';

const request = `curl -X POST https://api.northbeam.example/v1/auth/token \\
  -H "Content-Type: application/json" \\
  -d '{"api_key": "nb_live_xxxxxxxxxxxxxxxx"}'`;

const response = `{
  "access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.xxxxxxxx.xxxxxxxx",
  "token_type": "Bearer",
  "expires_in": 3600
}`;

export const api = parseContent(apiPageSchema, 'company/api', {
  seo: {
    title: 'API Reference',
    description: `Authenticate and integrate with the platforms ${site.brand} delivers: REST API, CLI tools, data models and security practices.`,
    keywords: [
      `${site.brand} API`,
      'REST API reference',
      'API authentication',
      'access token',
      'CLI tools',
      'data models',
      'API security',
    ],
  },
  hero: {
    title: 'API Reference',
    intro: `The platforms ${site.brand} builds for clients expose a consistent, versioned REST API. Exchange your API key for a short-lived access token, then call any endpoint with it in the Authorization header.`,
  },
  example: {
    title: 'Authenticate with your API key',
    description:
      'Send your API key to the token endpoint over HTTPS. The response contains a bearer token valid for one hour; request a new one before it expires and never embed API keys in browser or mobile code.',
    request,
    response,
  },
  cards: [
    {
      icon: 'i-lucide-network',
      title: 'REST API',
      description:
        'Predictable resource URLs, JSON everywhere, cursor pagination and explicit versioning in the path, so upgrades never break your integration without notice.',
    },
    {
      icon: 'i-lucide-terminal',
      title: 'CLI Tools',
      description:
        'Manage keys, trigger pipeline runs and inspect logs from your terminal or CI jobs, with the same permissions as your API credentials.',
    },
    {
      icon: 'i-lucide-database',
      title: 'Data Models',
      description:
        'Documented schemas for every resource, with field types, required fields and examples, published as OpenAPI so you can generate typed clients.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Security',
      description:
        'TLS on every request, short-lived scoped tokens, per-key rate limits and audit logs of every call, aligned with your governance requirements.',
    },
  ],
});
