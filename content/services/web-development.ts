import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/web-development', {
  seo: {
    description:
      'Fast, accessible websites, web apps and customer portals for Canadian businesses, built for Core Web Vitals, WCAG 2.1 AA and conversion.',
    keywords: [
      'web development services',
      'web application development Canada',
      'customer portal development',
      'headless CMS development',
      'Core Web Vitals optimization',
      'AODA accessible website',
      'e-commerce development',
      'API integration services',
    ],
  },
  hero: {
    description: `${site.brand} designs and builds fast, accessible websites, web applications and customer portals that turn visitors into customers and stay easy to maintain. We engineer for Core Web Vitals and WCAG 2.1 AA from the first sprint, and connect your site to the CRM, ERP and payment systems behind it. Every launch comes with performance budgets, analytics and documentation your team can own.`,
    image: '/images/services/web-development.svg',
    imageAlt: 'Abstract illustration of layered browser windows and interface components arranged on a responsive grid',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Web platforms built for speed, accessibility and growth, with the integrations that make them useful.',
    cards: [
      {
        icon: 'i-lucide-zap',
        title: 'High-Performance Websites',
        description:
          'Marketing sites built with modern frameworks, pre-rendering and edge delivery load in under two seconds on mobile networks. We set a performance budget for every page and enforce it in the build pipeline.',
      },
      {
        icon: 'i-lucide-layout-dashboard',
        title: 'Web Applications',
        description:
          'We build custom web apps for quoting, scheduling, field operations and internal workflows with React, TypeScript and well-tested APIs. Screens are designed around real user tasks, so fewer clicks stand between your staff and the job.',
      },
      {
        icon: 'i-lucide-users',
        title: 'Customer Portals',
        description:
          'Secure self-service portals let customers track orders, download invoices, book service and manage their accounts. Single sign-on, role-based access and audit logging are built in from the start.',
      },
      {
        icon: 'i-lucide-layout-template',
        title: 'Headless CMS',
        description:
          'Content teams publish and update pages in Sanity, Contentful or Strapi without waiting on developers. A component-based design system keeps every new page on brand and accessible.',
      },
      {
        icon: 'i-lucide-accessibility',
        title: 'Accessibility by Design',
        description:
          'We build to WCAG 2.1 AA, which meets AODA requirements for Ontario organizations, and test with screen readers and keyboard-only navigation. Accessible sites also reach more buyers and tend to perform better in search.',
      },
      {
        icon: 'i-lucide-gauge',
        title: 'Core Web Vitals Optimization',
        description:
          'We audit and fix Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift on existing sites. Clients typically see page load times fall by 60%, with search visibility and conversions following.',
      },
      {
        icon: 'i-lucide-shopping-cart',
        title: 'E-commerce',
        description:
          'We build Shopify, Shopify Plus and headless storefronts with Canadian sales tax handling, bilingual catalogues and Moneris, Stripe or PayPal payments. Stores connect to inventory and fulfilment systems, so orders flow without manual re-entry.',
      },
      {
        icon: 'i-lucide-plug',
        title: 'API Integration',
        description:
          'We connect your site to Salesforce, HubSpot, Microsoft Dynamics 365, ERP systems and payment gateways through secure, monitored APIs. Leads, orders and account data move between systems automatically and every exchange is logged.',
      },
    ],
  },
  stories: [
    {
      title: 'A Customer Portal That Took Pressure off the Sales Desk',
      client: 'A London, Ontario building-products distributor',
      challenge:
        'Contractors phoned or emailed the sales desk to check order status, request quotes and retrieve invoices, tying up eight inside-sales staff. The existing website was a brochure with no connection to the ERP.',
      solution:
        "We built a customer portal with single sign-on that reads live order, pricing and invoice data from the distributor's ERP through a secure API layer. Contractors can reorder from past purchases, request quotes and download proof-of-delivery documents on any device.",
      results: [
        '40% fewer order-status calls within six months',
        '3,200 active contractor accounts in the first year',
        '22% of repeat orders placed through the portal',
        'WCAG 2.1 AA conformance verified at launch',
      ],
      techStack: ['Next.js', 'TypeScript', 'Node.js', 'PostgreSQL', 'Auth0', 'Microsoft Azure'],
    },
    {
      title: 'Faster, Accessible Website for an Advisory Firm',
      client: 'A Toronto accounting and advisory firm',
      challenge:
        "The firm's WordPress site took more than six seconds to load on mobile, failed an AODA accessibility audit and needed a developer for every content change. Organic enquiries had declined for two consecutive years.",
      solution:
        "We rebuilt the site on a headless CMS with a pre-rendered front end served from a global CDN, plus an accessible component library the marketing team uses to assemble new pages. Forms feed directly into the firm's HubSpot CRM with consent records attached.",
      results: [
        'Mobile load time down 60%, from 6.2 to 2.4 seconds',
        'Core Web Vitals passing on every page template',
        'Organic enquiries up 48% year over year',
        'New pages published by marketing without developer help',
      ],
      techStack: ['Astro', 'Sanity', 'TypeScript', 'Cloudflare Pages', 'HubSpot'],
    },
    {
      title: 'Bilingual E-commerce Relaunch',
      client: 'A specialty outdoor retailer with stores in Ontario and Quebec',
      challenge:
        'An ageing custom storefront slowed to a crawl during seasonal peaks and offered only a partial French catalogue. Inventory synced with the stores once a night, so online customers regularly ordered items that were already sold out.',
      solution:
        "We migrated the store to Shopify Plus with a fully bilingual catalogue and integrated it with the retailer's point-of-sale system for near-real-time stock levels. Buy-online-pick-up-in-store was added, and GST, HST, PST and QST rules were configured for every province the retailer ships to.",
      results: [
        'Online conversion rate up 31%',
        'Overselling incidents down 90%',
        'No downtime through the Black Friday peak',
        'Complete French catalogue at launch',
      ],
      techStack: ['Shopify Plus', 'Liquid', 'Shopify Functions', 'Lightspeed Retail', 'Klaviyo'],
    },
  ],
  faqs: [
    {
      question: 'How much does a website or web application cost?',
      answer:
        'Cost depends on the number of unique page templates, the integrations required, the volume of content to migrate and any custom application logic. A marketing website on a headless CMS is a smaller engagement than a customer portal that reads and writes ERP data, which needs security design, testing and support. We scope each project in a short discovery and provide a fixed price per phase in CAD. Hosting and licence costs are estimated up front, so there are no surprises after launch.',
    },
    {
      question: 'How long does a typical project take?',
      answer:
        'A marketing website typically takes 8 to 12 weeks from discovery to launch, including design, build, content migration and accessibility testing. Customer portals and web applications usually run 3 to 6 months, delivered in two-week sprints with a working release at the end of each. We often launch a first version early and add features in later phases, so value arrives sooner. Timelines also depend on how quickly content and feedback come back from your side, and we plan that together at the start.',
    },
    {
      question: 'Will our site be accessible and AODA compliant?',
      answer:
        "Yes. We design and build to WCAG 2.1 Level AA, which goes beyond the WCAG 2.0 AA standard required under Ontario's AODA. We test with automated tools, keyboard-only navigation and screen readers such as NVDA and VoiceOver, and we fix issues before launch rather than after an audit. We also train your content editors so that new pages stay accessible.",
    },
    {
      question: 'Can you integrate with our CRM, ERP and payment systems?',
      answer:
        'Integration is part of most of our projects. We regularly connect sites and portals to Salesforce, HubSpot, Microsoft Dynamics 365, NetSuite, SAP and payment providers such as Moneris and Stripe. Where a system has no modern API, we build a secure integration layer that queues, retries and logs every exchange. Your IT team reviews the integration design before we build it.',
    },
    {
      question: 'How do you handle security and privacy?',
      answer:
        'We follow OWASP secure development practices, run dependency and vulnerability scanning in the build pipeline, and use single sign-on and role-based access for authenticated areas. Forms collect only the personal information you need, with consent records that support PIPEDA and Quebec Law 25 obligations. Hosting can be placed in Canadian regions when data residency matters. Before launch we run a security review, and for portals we arrange an independent penetration test when your risk profile calls for one.',
    },
    {
      question: 'Can you improve our existing site instead of rebuilding it?',
      answer:
        'Often, yes. We start with a performance, accessibility and SEO audit that shows which problems can be fixed in place and which come from the underlying platform. Many sites gain large Core Web Vitals improvements from image optimization, script clean-up and caching alone. If a rebuild is the better investment, the audit explains why in terms of cost and expected results.',
    },
    {
      question: 'What happens after launch, and how do we get started?',
      answer:
        'Every project ends with documentation, a handover session and a warranty period during which we fix defects at no cost. After that, you can run the site yourselves or choose a support plan covering updates, security patches, monitoring and a bank of hours for improvements. To get started, book a free consultation; we will review your current site and goals and propose a discovery phase with a fixed price.',
    },
  ],
  local: {
    focus:
      'For local businesses, web development means a fast, accessible website or customer portal that wins enquiries from nearby buyers and connects to the CRM and ERP systems already running the business. Projects are led by a team that can meet on site, run workshops with your staff and support the platform long after launch.',
    comprehensiveServices: [
      'Corporate and marketing websites',
      'Custom web application development',
      'Customer and partner portals',
      'Headless CMS implementation',
      'Core Web Vitals and performance optimization',
      'Accessibility audits and AODA remediation',
      'E-commerce development',
      'API and systems integration',
    ],
    industrySolutions: [
      'Manufacturing: dealer and distributor portals with live pricing and order tracking',
      'Professional services: lead-generating websites with CRM-connected intake forms',
      'Retail: bilingual e-commerce storefronts integrated with point-of-sale inventory',
      'Healthcare: accessible patient booking and intake portals',
      'Financial services: secure client portals for document exchange and account access',
    ],
  },
});
