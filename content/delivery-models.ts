/**
 * How an engagement is delivered: on site, remotely or both. A generic set, and sets worded for
 * the services whose pages show their own.
 */
import { parseContent, deliveryModelSetSchema } from '../model/schemas';
import { site } from './site';

export const deliveryModels = {
  generic: parseContent(deliveryModelSetSchema, 'delivery-models/generic', {
    intro: `${site.brand} works on site across Canada, with a local presence in Toronto, Vancouver, Kitchener, London and surrounding areas, and delivers remotely wherever your teams are.`,
    models: [
      {
        icon: 'i-lucide-building',
        title: 'On-Site Delivery',
        description:
          'Our consultants work from your offices, plants or branches, alongside the people who will use what we build. Face-to-face workshops and hands-on training make adoption faster and requirements sharper.',
        points: [
          'Discovery workshops with your stakeholders in person',
          'Direct access to your systems, sites and subject experts',
          'On-site training and go-live support',
        ],
      },
      {
        icon: 'i-lucide-laptop-minimal',
        title: 'Remote Delivery',
        description:
          'A dedicated team works from our Canadian offices, connected to yours through secure access and shared tools. You get the same senior people and reporting without travel costs.',
        points: [
          'Secure VPN or virtual desktop access on your terms',
          'Daily stand-ups and weekly demos by video',
          'Canadian time zones from Vancouver to Halifax',
        ],
      },
      {
        icon: 'i-lucide-combine',
        title: 'Hybrid Delivery',
        description:
          'We meet on site for the moments that matter most, such as discovery, design reviews and launch, and build remotely in between. Most of our clients choose this balance of contact and cost.',
        points: [
          'On-site kickoff, key reviews and go-live',
          'Remote build sprints between visits',
          'One delivery lead accountable throughout',
        ],
      },
    ],
  }),

  'data-engineering': parseContent(deliveryModelSetSchema, 'delivery-models/data-engineering', {
    intro:
      'Data work depends on access, context and trust, so we match where our data engineers sit to where your data lives and who understands it best.',
    models: [
      {
        icon: 'i-lucide-building',
        title: 'On-Site Data Engineering',
        description:
          'Our engineers sit with your operations, finance and IT teams to map source systems, trace how numbers are really produced and settle definitions. This is the fastest way through legacy databases, plant systems and undocumented spreadsheets.',
        points: [
          'Source system and data lineage discovery in person',
          'Work inside your network for restricted or on-premises data',
          'Metric definition workshops with business owners',
        ],
      },
      {
        icon: 'i-lucide-laptop-minimal',
        title: 'Remote Data Engineering',
        description:
          'We build and operate pipelines, warehouses and lakehouses remotely through secure, audited access to your cloud accounts. Code reviews, data quality reports and pipeline runs stay visible to your team at all times.',
        points: [
          'Least-privilege access to your Canadian cloud regions',
          'Pipelines as code in your own repositories',
          'Data quality and freshness alerts shared with your team',
        ],
      },
      {
        icon: 'i-lucide-combine',
        title: 'Hybrid Data Engineering',
        description:
          'We run discovery and data modelling sessions on site, then build and test pipelines remotely in sprints. On-site reviews at each milestone confirm the numbers match what the business expects.',
        points: [
          'On-site discovery and data modelling',
          'Remote pipeline build, testing and backfills',
          'Joint sign-off on reconciled figures at each milestone',
        ],
      },
    ],
  }),

  'ai-integration': parseContent(deliveryModelSetSchema, 'delivery-models/ai-integration', {
    intro:
      'AI integration succeeds when the model fits the workflow, so we choose where to work based on how close we need to be to your processes, data and users.',
    models: [
      {
        icon: 'i-lucide-building',
        title: 'On-Site AI Integration',
        description:
          'We observe the process we are automating first-hand, from the claims desk to the shop floor, and collect real examples with the people who handle them. Pilots run on site so users can shape the tool before it scales.',
        points: [
          'Process observation and use-case workshops',
          'Labelled examples gathered with your experts',
          'Pilot rollout and user training in person',
        ],
      },
      {
        icon: 'i-lucide-laptop-minimal',
        title: 'Remote AI Integration',
        description:
          'Our team builds, evaluates and deploys models and integrations through secure access to your cloud and APIs. Evaluation results, cost per transaction and accuracy trends are reported every sprint.',
        points: [
          'Models hosted in Canadian cloud regions on request',
          'Automated evaluation against your test sets',
          'Sprint reports on accuracy and running cost',
        ],
      },
      {
        icon: 'i-lucide-combine',
        title: 'Hybrid AI Integration',
        description:
          'Discovery, pilot launches and change management happen on site, while model development and integration work happen remotely. It keeps users involved without paying for a full-time team in your office.',
        points: [
          'On-site discovery and pilot go-live',
          'Remote model development and API integration',
          'Regular on-site reviews with process owners',
        ],
      },
    ],
  }),

  'web-development': parseContent(deliveryModelSetSchema, 'delivery-models/web-development', {
    intro:
      'Whether you are launching a marketing site or rebuilding a customer portal, we set up the working model that keeps your stakeholders close to the design and the build.',
    models: [
      {
        icon: 'i-lucide-building',
        title: 'On-Site Web Development',
        description:
          'Our designers and developers run discovery, user interviews and design sprints at your offices. Working in the same room shortens feedback loops on layouts, content and integrations with internal systems.',
        points: [
          'Stakeholder and user interviews in person',
          'Design sprints and prototype reviews on site',
          'Integration work inside your network when required',
        ],
      },
      {
        icon: 'i-lucide-laptop-minimal',
        title: 'Remote Web Development',
        description:
          'We design, build and test remotely with a shared staging site you can review at any time. Weekly demos, a public backlog and automated accessibility and performance checks keep progress transparent.',
        points: [
          'Staging site updated with every change',
          'Weekly demos and backlog reviews by video',
          'Automated WCAG and Core Web Vitals checks',
        ],
      },
      {
        icon: 'i-lucide-combine',
        title: 'Hybrid Web Development',
        description:
          'Discovery, design workshops and launch planning happen on site, and the build happens remotely in sprints. Your team gets hands-on CMS training in person before go-live.',
        points: [
          'On-site discovery and design workshops',
          'Remote sprints with a shared staging site',
          'In-person CMS training and launch support',
        ],
      },
    ],
  }),

  'cloud-security': parseContent(deliveryModelSetSchema, 'delivery-models/cloud-security', {
    intro:
      'Security work needs trust and tight access control, so every engagement model follows your policies on who can reach which systems, and from where.',
    models: [
      {
        icon: 'i-lucide-building',
        title: 'On-Site Security Engagement',
        description:
          'Our security consultants work from your premises when assessments require access to restricted networks, consoles or people. Tabletop exercises and incident response drills are run in person with your team.',
        points: [
          'Assessments inside restricted networks',
          'In-person tabletop and incident response exercises',
          'Interviews with IT, risk and compliance staff',
        ],
      },
      {
        icon: 'i-lucide-laptop-minimal',
        title: 'Remote Security Operations',
        description:
          'We monitor cloud posture, review identities and remediate findings remotely through audited, time-limited access. Findings and fixes are tracked in your own ticketing system with evidence attached.',
        points: [
          'Just-in-time, logged access to cloud accounts',
          'Continuous posture monitoring for AWS, Azure and Google Cloud',
          'Audit-ready evidence for PIPEDA and SOC 2 reviews',
        ],
      },
      {
        icon: 'i-lucide-combine',
        title: 'Hybrid Security Program',
        description:
          'We assess and plan on site, then run continuous monitoring and remediation remotely. Quarterly on-site reviews keep leadership informed and the roadmap current.',
        points: [
          'On-site assessment and security roadmap',
          'Remote monitoring and remediation sprints',
          'Quarterly on-site reviews with leadership',
        ],
      },
    ],
  }),

  'cloud-cost-optimization': parseContent(deliveryModelSetSchema, 'delivery-models/cloud-cost-optimization', {
    intro:
      'Cutting cloud costs by 20-40% takes both engineering changes and new habits, so we work where we can reach your engineers, your finance team and your billing data.',
    models: [
      {
        icon: 'i-lucide-building',
        title: 'On-Site FinOps Workshops',
        description:
          'We bring engineering, finance and product leaders together on site to agree on cost ownership, budgets and unit metrics. Shared decisions in the room turn savings plans into commitments that stick.',
        points: [
          'Cost ownership and tagging workshops',
          'Unit cost metrics agreed with finance',
          'Savings roadmap reviewed with leadership',
        ],
      },
      {
        icon: 'i-lucide-laptop-minimal',
        title: 'Remote Cost Optimization',
        description:
          'Our engineers analyze billing data, rightsize resources and automate schedules remotely through read-only and change-controlled access. Savings are tracked weekly against a baseline so every dollar is accounted for.',
        points: [
          'Billing analysis with read-only access',
          'Rightsizing and scheduling through your change process',
          'Weekly savings reports in CAD against a baseline',
        ],
      },
      {
        icon: 'i-lucide-combine',
        title: 'Hybrid FinOps Program',
        description:
          'We launch the programme on site and run optimization sprints remotely. Monthly reviews with finance and engineering keep spend, forecasts and commitments aligned.',
        points: [
          'On-site kickoff and cost ownership model',
          'Remote optimization sprints and automation',
          'Monthly spend and forecast reviews',
        ],
      },
    ],
  }),

  'seo-services': parseContent(deliveryModelSetSchema, 'delivery-models/seo-services', {
    intro:
      'Search growth comes from steady, well-coordinated work, so we fit our marketing team around your marketing, content and web teams.',
    models: [
      {
        icon: 'i-lucide-building',
        title: 'On-Site Strategy Sessions',
        description:
          'We run keyword, audience and competitor workshops at your offices with sales and marketing in the room. Local knowledge of your customers and service areas shapes a sharper content plan.',
        points: [
          'Audience and keyword strategy workshops',
          'Interviews with sales and customer service',
          'Content planning with your subject experts',
        ],
      },
      {
        icon: 'i-lucide-laptop-minimal',
        title: 'Remote Campaign Management',
        description:
          'Our specialists handle technical SEO, content production and performance campaigns remotely with full reporting. Monthly dashboards track rankings, traffic, conversions and page speed.',
        points: [
          'Technical fixes through your CMS or developers',
          'Content production and on-page optimization',
          'Monthly reports on rankings, traffic and conversions',
        ],
      },
      {
        icon: 'i-lucide-combine',
        title: 'Hybrid Growth Program',
        description:
          'Strategy and quarterly planning happen in person, while execution and reporting run remotely. It is how clients have reached Top 3 rankings and up to 250% traffic growth without adding marketing headcount.',
        points: [
          'Quarterly on-site planning and reviews',
          'Remote SEO, content and campaign execution',
          'Shared dashboard for leads and revenue impact',
        ],
      },
    ],
  }),
};
