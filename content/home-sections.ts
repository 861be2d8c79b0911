/** Home page sections below the hero (spec 2.4): impact, why choose us, services, process, stories. */
import { parseContent, homePageSchema } from '../model/schemas';
import { site } from './site';

export const homeSections = parseContent(homePageSchema, 'home', {
  impact: {
    title: 'Our Impact',
    lead: `Since ${site.foundingYear}, ${site.brand} has helped Canadian organizations put AI, data and cloud to work, and we measure every engagement by the results it leaves behind.`,
    stats: [
      {
        value: '20+',
        label: 'Clients Served',
        description: 'Manufacturers, insurers, retailers and public-sector teams across Canada rely on us for systems that run their daily operations.',
      },
      {
        value: '50+',
        label: 'Enterprise Solutions',
        description: 'Production systems delivered, from AI assistants and data platforms to customer portals, each with documentation and a named owner.',
      },
      {
        value: '98%',
        label: 'Client Satisfaction',
        description: 'Clients rate our work at the close of every project phase, and nearly all of them come back to us for the next one.',
      },
      {
        value: '40%',
        label: 'Average Cost Reduction',
        description: 'Achieved through AI automation of repetitive work such as document processing, data entry and first-line customer support.',
      },
    ],
  },
  whyChoose: {
    lead: 'A senior team that designs, builds and runs the whole solution, stays accountable after launch and knows the Canadian rules your data has to follow.',
    features: [
      {
        icon: 'i-lucide-brain-circuit',
        title: 'Custom AI Solutions',
        description:
          'We build models, assistants and automations around your data, processes and systems instead of forcing a generic product onto them. Every solution starts with a measurable business target and a prototype you can test.',
      },
      {
        icon: 'i-lucide-rocket',
        title: 'Rapid Development',
        description:
          'Two-week sprints put working software in front of your team from the first month. Proven reference architectures and reusable components cut delivery time without cutting corners.',
      },
      {
        icon: 'i-lucide-shield-check',
        title: 'Enterprise Security',
        description:
          'Security reviews, least-privilege access and encryption are part of every build, not an add-on at the end. We design for PIPEDA and Quebec Law 25 and can keep your data in Canadian cloud regions.',
      },
      {
        icon: 'i-lucide-headphones',
        title: '24/7 Support',
        description:
          'Monitoring, alerting and an on-call team keep your systems healthy around the clock. When something needs attention, you talk to the engineers who built it.',
      },
    ],
  },
  services: {
    title: 'Our Services',
    lead: 'Nine practices, one accountable team: pick the service you need today and add the others as your plans grow.',
    cards: [
      {
        service: 'ai-integration',
        icon: 'i-lucide-brain',
        title: 'AI Integration',
        description:
          'We connect machine learning and generative AI to your ERP, CRM and document systems so automation happens where the work already is. Each integration ships with accuracy targets, monitoring and a clear cost per transaction.',
        linkText: 'Explore AI Integration',
      },
      {
        service: 'web-development',
        icon: 'i-lucide-code-xml',
        title: 'Web Development',
        description:
          'Fast, accessible websites, portals and web applications built on modern frameworks and clean APIs. We design for Core Web Vitals, WCAG conformance and easy maintenance by your own team.',
        linkText: 'Explore Web Development',
      },
      {
        service: 'data-engineering',
        icon: 'i-lucide-database',
        title: 'Data Engineering',
        description:
          'Reliable pipelines, warehouses and lakehouses that bring scattered operational data into one trusted platform. Tested transformations and data contracts keep reports and models fed with accurate numbers.',
        linkText: 'Explore Data Engineering',
      },
      {
        service: 'ai-agents',
        icon: 'i-lucide-bot',
        title: 'AI Agents',
        description:
          'Chatbots and AI agents that answer customers, look up orders and complete routine tasks with 95% language understanding accuracy. Clear guardrails and smooth hand-offs to your staff have cut response times by up to 70%.',
        linkText: 'Explore AI Agents',
      },
      {
        service: 'seo-services',
        icon: 'i-lucide-trending-up',
        title: 'Digital Marketing',
        description:
          'Technical SEO, content strategy and conversion work that turn search visibility into qualified enquiries. Our clients have seen up to 250% organic traffic growth and Top 3 rankings for their key services.',
        linkText: 'Explore Digital Marketing',
      },
      {
        service: 'analytics',
        icon: 'i-lucide-chart-column',
        title: 'Analytics',
        description:
          'Executive dashboards, self-serve reporting and forecasting models built on metrics everyone agrees on. Leaders get timely answers in the tools they already use, without waiting on a report queue.',
        linkText: 'Explore Analytics',
      },
      {
        service: 'data-governance',
        icon: 'i-lucide-file-check',
        title: 'Data Governance',
        description:
          'Data catalogues, ownership, quality rules and privacy controls that keep your information compliant with PIPEDA and Quebec Law 25. Teams find the data they need and know they can trust it.',
        linkText: 'Explore Data Governance',
      },
      {
        service: 'cloud-security',
        icon: 'i-lucide-lock',
        title: 'Cloud Security',
        description:
          'Identity-first security, continuous posture management and incident readiness for AWS, Azure and Google Cloud. We close misconfigurations before attackers find them and prove it with audit-ready evidence.',
        linkText: 'Explore Cloud Security',
      },
      {
        service: 'cloud-cost-optimization',
        icon: 'i-lucide-piggy-bank',
        title: 'Cloud Cost Optimization',
        description:
          'FinOps practices, rightsizing and commitment planning that typically cut cloud bills by 20-40%. Engineering teams keep their speed while finance gets forecasts it can rely on.',
        linkText: 'Explore Cloud Cost Optimization',
      },
    ],
  },
  process: {
    title: 'Our Process',
    lead: 'A clear path from first conversation to a system in production, with a decision point and a visible result at every step.',
    steps: [
      {
        icon: 'i-lucide-messages-square',
        title: 'Consultation',
        description:
          'We meet your stakeholders, review your systems and data, and agree on the outcomes that matter most. You leave with a prioritized list of opportunities and an honest estimate of each.',
      },
      {
        icon: 'i-lucide-pencil-ruler',
        title: 'Solution Design',
        description:
          'Our architects turn the chosen opportunity into a design covering architecture, security, data flows and cost. A working prototype tests the riskiest assumptions before the full build begins.',
      },
      {
        icon: 'i-lucide-code',
        title: 'Implementation',
        description:
          'We build in two-week sprints, with demos, automated tests and progress reports you can follow. Your team joins the reviews so knowledge moves in-house as the work goes on.',
      },
      {
        icon: 'i-lucide-life-buoy',
        title: 'Launch & Support',
        description:
          'We plan the rollout, train your users and monitor the system closely through the first weeks in production. Ongoing support, tuning and improvements keep results on target long after launch.',
      },
    ],
  },
  stories: {
    title: 'Client Success Stories',
    lead: "A few recent engagements, anonymised at our clients' request, with the results they measured.",
    stories: [
      {
        title: 'AI document processing for a Kitchener manufacturer',
        client: 'A Kitchener-based manufacturer of industrial components',
        challenge:
          'Purchase orders, supplier invoices and quality certificates arrived as PDFs and scans in a dozen formats, and three staff spent most of their week keying them into the ERP.',
        solution:
          'We built an AI extraction pipeline that reads each document, validates the fields against ERP master data and routes only uncertain cases to a reviewer, all hosted in a Canadian cloud region.',
        results: [
          '42% lower processing cost per document',
          'Order entry time cut from two days to under four hours',
          'Keying errors on invoices reduced by 85%',
        ],
        techStack: ['Azure AI Document Intelligence', 'Python', 'Azure Functions', 'SAP Business One API'],
      },
      {
        title: 'Customer service AI agent for a national insurer',
        client: 'A national property and casualty insurer headquartered in Toronto',
        challenge:
          'Claim status calls were overwhelming the contact centre, with average waits above 12 minutes during storm season and rising overtime costs.',
        solution:
          'We deployed an AI agent on web chat and the phone line that authenticates policyholders, reports claim status from the claims system and hands complex cases to adjusters with full context.',
        results: [
          '70% reduction in average response time',
          '95% language understanding accuracy in English and French',
          'Agents freed to focus on complex claims and escalations',
        ],
        techStack: ['Azure OpenAI', 'LangGraph', 'Twilio', 'Guidewire ClaimCenter API'],
      },
      {
        title: 'Cloud cost optimization for a Vancouver retailer',
        client: 'A Vancouver-based omnichannel retailer',
        challenge:
          'Cloud spending had doubled in two years as the e-commerce platform grew, with no tagging, idle development environments and oversized databases nobody wanted to touch.',
        solution:
          'We introduced tagging and team-level showback, rightsized compute and databases, scheduled non-production environments and planned savings commitments around seasonal peaks.',
        results: [
          '34% lower monthly AWS bill within one quarter',
          'Every dollar of spend allocated to a product team',
          'No change in page speed or availability during peak season',
        ],
        techStack: ['AWS Cost Explorer', 'Terraform', 'Kubernetes', 'Grafana'],
      },
    ],
    testimonials: [
      {
        quote:
          'They started with our messiest process, not the easiest one, and had a working prototype on our own invoices within three weeks. Our accounts payable team now spends its time on exceptions instead of data entry.',
        author: 'Priya Raghunathan',
        position: 'Director of Finance, Kitchener industrial manufacturer',
        rating: 5,
      },
      {
        quote:
          'Our policyholders get answers in seconds now, in English or French, and our agents finally have time for the complex calls. The team understood our privacy obligations from the first meeting, which made our compliance review straightforward.',
        author: 'Marc-André Tremblay',
        position: 'VP Customer Experience, national insurer',
        rating: 5,
      },
      {
        quote:
          'We cut a third of our cloud bill without slowing a single release. Just as valuable, every team can now see what it spends and why.',
        author: 'Grace Okafor',
        position: 'Head of Engineering, Vancouver omnichannel retailer',
        rating: 5,
      },
    ],
  },
});
