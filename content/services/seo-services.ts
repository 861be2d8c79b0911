import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/seo-services', {
  seo: {
    description:
      'Technical SEO, content strategy, local SEO and conversion optimization for Canadian businesses, measured against qualified leads and revenue.',
    keywords: [
      'SEO services Canada',
      'technical SEO audit',
      'local SEO for multi-location businesses',
      'content strategy agency',
      'performance marketing Canada',
      'conversion rate optimization',
      'GA4 analytics setup',
      'digital marketing agency',
    ],
  },
  hero: {
    description: `${site.brand} grows qualified organic traffic and turns it into enquiries through technical SEO, content strategy, local SEO and performance marketing tied to revenue. Because our team includes engineers as well as marketers, we fix the site speed, structured data and crawl issues that hold rankings back, then measure every change in GA4. Our clients have seen organic traffic grow by 250% and conversion rates improve by 45%.`,
    image: '/images/services/seo-services.svg',
    imageAlt: 'Abstract illustration of a rising growth chart beside a search bar and ranking indicators',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Search and marketing programs built on solid technical foundations and measured against leads and revenue, not vanity metrics.',
    cards: [
      {
        icon: 'i-lucide-search',
        title: 'Technical SEO',
        description:
          'We audit and fix crawlability, indexation, site architecture, structured data and Core Web Vitals. Our developers can implement the fixes directly, so recommendations do not sit in a backlog.',
      },
      {
        icon: 'i-lucide-pen-line',
        title: 'Content Strategy',
        description:
          'Keyword and topic research maps what your buyers search for at each stage, in English and French where needed. We plan, write and optimize content that answers those questions better than competing pages.',
      },
      {
        icon: 'i-lucide-map-pin',
        title: 'Local SEO for Multi-Location Businesses',
        description:
          'We manage Google Business Profiles, location pages, citations and reviews for every branch, clinic or store. Each location competes in its own map results, with consistent business details across the web.',
      },
      {
        icon: 'i-lucide-megaphone',
        title: 'Performance Marketing',
        description:
          'Google Ads, Microsoft Advertising and LinkedIn campaigns are structured around cost per qualified lead, not clicks. Search and paid data are combined, so budget goes where organic rankings cannot yet reach.',
      },
      {
        icon: 'i-lucide-mouse-pointer-click',
        title: 'Conversion Rate Optimization',
        description:
          'We test headlines, forms, calls to action and page layouts with controlled experiments. Small lifts at each step compound into meaningful gains in enquiries and sales.',
      },
      {
        icon: 'i-lucide-chart-line',
        title: 'Analytics and Attribution',
        description:
          'We implement GA4, Google Tag Manager and server-side tagging, with consent settings configured for Canadian privacy law. Dashboards connect rankings and campaigns to leads, pipeline and revenue.',
      },
      {
        icon: 'i-lucide-gauge',
        title: 'Site Speed and Performance',
        description:
          'Slow pages lose both rankings and buyers, so we optimize images, scripts, caching and hosting. Clients typically see page load times fall by 60%.',
      },
    ],
  },
  metrics: {
    title: 'Results Our Clients See',
    items: [
      {
        value: '250%',
        label: 'Traffic Growth',
        description: 'Organic traffic growth achieved by clients within 12 months of a combined technical SEO and content program.',
      },
      {
        value: 'Top 3',
        label: 'Rankings',
        description: 'Google positions reached for priority commercial keywords, where most clicks and enquiries happen.',
      },
      {
        value: '45%',
        label: 'Conversion Improvement',
        description: 'Lift in conversion rate from structured testing of landing pages, forms and calls to action.',
      },
      {
        value: '60%',
        label: 'Load Time Reduction',
        description: 'Faster page loads from image, script and caching work that improves Core Web Vitals and the user experience.',
      },
    ],
  },
  tools: {
    title: 'Our Tool Stack',
    lead: 'We use proven, industry-standard tools and connect them, so every recommendation is backed by data you can see.',
    groups: [
      {
        category: 'Technical SEO',
        tools: ['Google Search Console', 'Screaming Frog SEO Spider', 'Lighthouse', 'PageSpeed Insights', 'Schema Markup Validator'],
      },
      { category: 'Research and Content', tools: ['Ahrefs', 'Semrush', 'Google Keyword Planner', 'Clearscope'] },
      { category: 'Local SEO', tools: ['Google Business Profile', 'BrightLocal', 'Yext'] },
      { category: 'Analytics and Reporting', tools: ['Google Analytics 4', 'Google Tag Manager', 'Looker Studio', 'BigQuery'] },
      {
        category: 'Advertising and Conversion',
        tools: ['Google Ads', 'Microsoft Advertising', 'LinkedIn Campaign Manager', 'VWO', 'Hotjar'],
      },
    ],
  },
  stories: [
    {
      title: 'Local SEO for a Multi-Clinic Dental Group',
      client: 'A dental group with 14 clinics in Southwestern Ontario',
      challenge:
        "The group's clinics had inconsistent Google Business Profiles, duplicate listings and a single generic location page, so most were missing from local map results. New-patient bookings depended almost entirely on paid ads.",
      solution:
        'We cleaned up listings and citations, built a unique page for each clinic with local structured data and launched a review-request program connected to the booking system. A content plan then targeted treatment and neighbourhood searches for every clinic.',
      results: [
        '12 of 14 clinics in the Top 3 map results for core treatments',
        'Organic traffic up 250% in 12 months',
        'New-patient bookings from organic search up 85%',
        'Paid search spend reduced by 30% with no loss of bookings',
      ],
      techStack: ['Google Business Profile', 'BrightLocal', 'Semrush', 'Google Analytics 4', 'Schema.org structured data'],
    },
    {
      title: 'Technical SEO and Conversion Gains for a SaaS Company',
      client: 'A Kitchener B2B software company',
      challenge:
        'A JavaScript-heavy website left most product pages unindexed, and pages took more than five seconds to load on mobile. Demo requests from organic search had flattened despite steady content investment.',
      solution:
        'We moved key pages to server-side rendering, fixed canonical and internal-linking issues and cut page weight by removing unused scripts and compressing media. A testing program then reworked the demo-request forms and landing pages.',
      results: [
        'Indexed product pages up from 35% to 98%',
        'Page load time reduced by 60%',
        'Demo-request conversion rate up 45%',
        'Top 3 rankings for 22 priority keywords',
      ],
      techStack: ['Next.js', 'Screaming Frog SEO Spider', 'Ahrefs', 'Google Search Console', 'VWO', 'HubSpot'],
    },
    {
      title: 'Content-Led Growth for an Online Retailer',
      client: 'A Vancouver outdoor apparel retailer',
      challenge:
        'Category pages had thin, duplicated descriptions, and the blog targeted topics few buyers searched for. Organic revenue had trailed larger competitors for three seasons in a row.',
      solution:
        'We rewrote category-page content around buyer research, consolidated 300 overlapping blog posts into 60 in-depth guides and added product and FAQ structured data. Shopping campaigns were restructured by margin, so paid and organic efforts complemented each other.',
      results: [
        'Organic revenue up 120% year over year',
        'Top 3 rankings for 40 high-intent category terms',
        'Return on ad spend improved from 3.1 to 5.4',
      ],
      techStack: ['Shopify', 'Semrush', 'Ahrefs', 'Google Merchant Center', 'Google Ads', 'Looker Studio'],
    },
  ],
  faqs: [
    {
      question: 'How long does SEO take to show results?',
      answer:
        'Technical fixes often produce measurable gains in indexation and rankings within 4 to 8 weeks, especially on sites with crawl or speed problems. Content and authority building typically show meaningful traffic growth within 4 to 6 months and compound over the following year. Paid campaigns can generate leads within days, which is why we often run them alongside SEO while organic rankings build. We set monthly milestones at the start, so progress is visible well before the largest results arrive.',
    },
    {
      question: 'How much do your SEO and digital marketing services cost?',
      answer:
        'Cost depends on the size and technical condition of your site, the competitiveness of your market, the number of locations and how much content we produce each month. Most engagements start with a fixed-price audit and strategy, followed by a monthly retainer in CAD. Advertising budgets are separate and paid directly to the platforms, so you always see exactly what media costs. We recommend a spend level based on the revenue each channel can realistically return.',
    },
    {
      question: 'Do you guarantee first-page or Top 3 rankings?',
      answer:
        'No reputable agency can guarantee specific rankings, because search engines control their own algorithms. What we commit to is a clear plan, transparent reporting and the same methods that have taken our clients to Top 3 positions for priority keywords. We measure success on qualified traffic, leads and revenue, not positions alone. If a tactic is not moving those numbers, we change it.',
    },
    {
      question: 'Can you handle SEO for many locations at once?',
      answer:
        'Yes, multi-location local SEO is one of our specialties. We manage Google Business Profiles, location pages, citations and reviews at scale, using tools that keep names, addresses, hours and phone numbers consistent across every listing. Each location gets reporting on its own map rankings, calls and direction requests. Head office sees a combined view to compare locations and decide where to invest.',
    },
    {
      question: 'Will you work with our existing website, CMS and developers?',
      answer:
        'Yes. We work on WordPress, Shopify, Drupal, headless CMS platforms and custom-built sites. Our developers can implement technical fixes directly, or we write clear tickets for your in-house team or current agency. Where a platform is genuinely holding you back, we explain the trade-offs before recommending any rebuild.',
    },
    {
      question: 'How do you handle tracking and privacy compliance?',
      answer:
        "We configure GA4, Google Tag Manager and advertising tags with consent management that supports PIPEDA and Quebec Law 25, and we keep email capture aligned with Canada's Anti-Spam Legislation (CASL). Server-side tagging reduces the data sent to third parties and improves measurement accuracy. We document what is collected and why, so your privacy officer can review it.",
    },
    {
      question: 'How does an engagement start?',
      answer:
        'We start with a free consultation and a quick review of your site, rankings and competitors. The first paid phase is a technical SEO audit and strategy, usually delivered in three to four weeks, with a prioritized action plan and traffic forecast. From there, most clients move to a monthly program in which we implement, test and report on progress.',
    },
  ],
  local: {
    focus:
      'For local businesses, digital marketing means showing up when nearby buyers search, with strong map rankings, fast pages and content that answers their questions, then turning those visits into calls, bookings and enquiries. Every campaign is measured against leads and revenue, not just traffic.',
    comprehensiveServices: [
      'Technical SEO audits and implementation',
      'Content strategy and SEO copywriting',
      'Local SEO and Google Business Profile management',
      'Multi-location SEO programs',
      'Paid search and social advertising',
      'Conversion rate optimization',
      'GA4 analytics, tagging and reporting',
      'Site speed and Core Web Vitals optimization',
    ],
    industrySolutions: [
      'Healthcare: local SEO and online booking funnels for multi-clinic practices',
      'Professional services: expert content and lead capture for legal and accounting firms',
      'Retail and e-commerce: category and product SEO with margin-aware shopping campaigns',
      'Technology: technical SEO and demo-request optimization for SaaS companies',
      'Home services: map rankings and call tracking for every service area',
      'Manufacturing: specification-driven content that reaches engineers and procurement teams',
    ],
  },
});
