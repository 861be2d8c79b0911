import { parseContent, aboutPageSchema } from '../../model/schemas';
import { site } from '../site';

export const about = parseContent(aboutPageSchema, 'company/about', {
  seo: {
    title: 'About Us',
    description: `${site.brand} is a Canadian AI, data and software consultancy with a Toronto headquarters and teams in Vancouver, Kitchener and London, Ontario.`,
    keywords: [
      `about ${site.brand}`,
      'Canadian technology consultancy',
      'AI consulting Toronto',
      'data engineering consultancy Canada',
      'software development partner',
      'enterprise AI solutions',
    ],
  },
  hero: {
    title: `About ${site.brand}`,
    intro: `${site.brand} helps Canadian organizations turn AI, data and cloud investments into measurable results. From our Toronto headquarters and teams in Vancouver, Kitchener and London, Ontario, we design, build and run the systems that move revenue, cut cost and reduce risk, and we stay accountable for them after launch.`,
  },
  stats: [
    { value: '200+', label: 'Enterprise Clients' },
    { value: '95%', label: 'Client Retention' },
    { value: '50+', label: 'AI Solutions Deployed' },
    { value: '24/7', label: 'Support Coverage' },
  ],
  values: [
    {
      icon: 'i-lucide-lightbulb',
      title: 'Innovation',
      description:
        'We adopt new models and tools when they beat what you already have, not because they are new. Every recommendation comes with a prototype, a cost estimate and a way to measure it.',
    },
    {
      icon: 'i-lucide-shield-check',
      title: 'Trust',
      description:
        'Your data stays governed, your systems stay documented and our estimates stay honest. We tell you early when a plan needs to change, and why.',
    },
    {
      icon: 'i-lucide-handshake',
      title: 'Collaboration',
      description:
        'We work inside your teams, not around them. Your engineers pair with ours, own the code with us and keep the knowledge when the engagement ends.',
    },
    {
      icon: 'i-lucide-award',
      title: 'Excellence',
      description:
        'Tested code, monitored pipelines and evaluated models are the baseline. We define what success means before we start and report against it until it is met.',
    },
  ],
  expertise: [
    {
      icon: 'i-lucide-brain',
      title: 'AI Solutions',
      description:
        'Practical AI that plugs into the systems you already run, with guardrails, evaluation and clear ownership from day one.',
      capabilities: [
        'AI integration with existing ERP, CRM and line-of-business systems',
        'AI agents and chatbots that resolve requests end to end',
        'Retrieval-augmented generation over your own documents',
        'Model evaluation, monitoring and cost control in production',
      ],
    },
    {
      icon: 'i-lucide-database',
      title: 'Data Engineering',
      description:
        'Reliable pipelines and well-governed platforms that give analysts, dashboards and models data they can trust.',
      capabilities: [
        'Cloud data platform design on AWS, Azure and Google Cloud',
        'Batch and streaming pipelines with automated quality checks',
        'Data governance, lineage and PIPEDA-aligned access controls',
        'Analytics and KPI dashboards leadership actually uses',
      ],
    },
    {
      icon: 'i-lucide-code-xml',
      title: 'Software Development',
      description:
        'Fast, secure web applications and integrations built to be maintained by your team long after we hand them over.',
      capabilities: [
        'Web applications and customer portals built for Core Web Vitals',
        'API design and system integration',
        'Cloud security reviews and hardening',
        'Cloud cost optimization and FinOps practices',
      ],
    },
  ],
  industries: [
    {
      icon: 'i-lucide-heart-pulse',
      title: 'Healthcare',
      description:
        'Clinics, hospital networks and health-technology firms rely on us for systems that protect patient data while cutting administrative load.',
      achievements: [
        'Reduced referral intake time by 45% for a multi-site Ontario clinic network',
        'Automated 70% of appointment scheduling requests with a privacy-reviewed virtual assistant',
      ],
    },
    {
      icon: 'i-lucide-landmark',
      title: 'Finance',
      description:
        'Insurers, credit unions and wealth managers use our data and AI work to speed up decisions without loosening controls.',
      achievements: [
        'Cut claims processing time by 60% for a regional insurer',
        'Consolidated 14 reporting sources into one governed warehouse for an Ontario credit union',
      ],
    },
    {
      icon: 'i-lucide-factory',
      title: 'Manufacturing',
      description:
        'Plants and suppliers across Southwestern Ontario work with us to connect shop-floor data to planning and maintenance.',
      achievements: [
        'Lowered unplanned downtime by 30% with predictive maintenance for an automotive parts supplier',
        'Reduced monthly cloud spend by 38% for a food manufacturer after a data platform migration',
      ],
    },
  ],
  cta: {
    title: "Let's talk about your next project",
    text: 'Tell us what you want to improve. In a 30-minute call we will map the options, the likely effort and the first measurable milestone, with no obligation.',
    buttonLabel: 'Schedule a Consultation',
  },
});
