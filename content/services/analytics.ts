/** Analytics service page (spec 2.6): BI, self-serve analytics, semantic layer, predictive models. */
import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/analytics', {
  seo: {
    description:
      'Analytics services for Canadian businesses: BI dashboards, self-serve analytics, semantic layers and predictive models that leaders trust and use.',
    keywords: [
      'analytics consulting Canada',
      'business intelligence services',
      'Power BI consulting',
      'self-serve analytics',
      'semantic layer and dbt modelling',
      'predictive analytics',
      'KPI dashboard design',
      'embedded analytics',
    ],
  },
  hero: {
    description: `${site.brand} builds the dashboards, semantic layer and predictive models that turn your data warehouse into day-to-day decisions. We define KPIs with your leadership team, model each metric once so every report agrees, and train your people to answer their own questions. Typical engagements take reporting from days of spreadsheet work to automated refreshes every morning.`,
    image: '/images/services/analytics.svg',
    imageAlt: 'Illustration of bar and line charts rising from a layered data model into a dashboard panel',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Everything needed to move from spreadsheet reporting to analytics that people use every week.',
    cards: [
      {
        icon: 'i-lucide-layout-dashboard',
        title: 'BI Dashboards',
        description:
          'Executive, operational and departmental dashboards in Power BI, Tableau or Looker, designed around the decisions each audience makes. Consistent layouts, accessible colour palettes and clear drill paths let users reach an answer in a few clicks.',
      },
      {
        icon: 'i-lucide-users',
        title: 'Self-Serve Analytics',
        description:
          'Curated datasets, certified metrics and role-based training let analysts and managers build their own reports safely. Your data team stops fielding routine requests and spends its time on harder questions.',
      },
      {
        icon: 'i-lucide-layers',
        title: 'Semantic Layer',
        description:
          "We define revenue, margin, churn and every other business metric once, in dbt or your BI tool's semantic model. Every dashboard, spreadsheet and AI assistant then returns the same number for the same question.",
      },
      {
        icon: 'i-lucide-trending-up',
        title: 'Predictive Analytics',
        description:
          'Demand forecasts, churn scores and risk models built in Python and delivered inside the dashboards your teams already open. Each model ships with accuracy tracking, so you know when it needs retraining.',
      },
      {
        icon: 'i-lucide-target',
        title: 'KPI Design',
        description:
          'Working sessions with leadership translate strategy into a short list of measurable indicators with owners, targets and written definitions. Finance, operations and sales then read each KPI the same way.',
      },
      {
        icon: 'i-lucide-app-window',
        title: 'Embedded Analytics',
        description:
          'Customer-facing dashboards embedded in your product or client portal, with row-level security and tenant isolation. Your clients get self-service reporting without your team building a charting engine.',
      },
      {
        icon: 'i-lucide-gauge',
        title: 'Performance Tuning',
        description:
          'Slow dashboards lose their users, so we optimize data models, aggregations and warehouse queries for fast interaction. Refresh schedules are tuned at the same time to keep warehouse compute costs under control.',
      },
      {
        icon: 'i-lucide-badge-check',
        title: 'Adoption and Enablement',
        description:
          'Training, office hours and usage monitoring help new dashboards become part of weekly routines. We retire reports nobody opens and refine the ones people rely on.',
      },
    ],
  },
  stories: [
    {
      title: 'Month-End Reporting Cut From Nine Days to Two',
      client: 'A food processor with four plants in Southwestern Ontario',
      challenge:
        'Finance assembled the monthly plant performance pack from twelve spreadsheets exported out of the ERP and the manufacturing execution system. Figures arrived nine business days after month-end, and plant managers regularly disputed them.',
      solution:
        'We modelled production, scrap and labour data in Snowflake with dbt and defined yield and OEE once in a shared semantic layer. Power BI dashboards replaced the spreadsheet pack, refreshed every morning and secured so each plant sees its own data.',
      results: [
        'Month-end reporting reduced from 9 days to 2',
        'Daily OEE and scrap visibility across 4 plants',
        'Scrap costs down 11% within two quarters',
      ],
      techStack: ['Snowflake', 'dbt', 'Power BI', 'Fivetran', 'Microsoft Entra ID'],
    },
    {
      title: 'Store-Level Demand Forecasting for a Grocery Chain',
      client: 'A regional grocery chain in British Columbia',
      challenge:
        "Store orders were based on last year's sales plus each buyer's judgement, which left fresh food going to waste in some stores and shelves empty in others. Promotions and weather swings made the gaps worse.",
      solution:
        'We built SKU-by-store demand forecasts with gradient-boosted models that account for promotions, holidays and local weather. Forecasts load into BigQuery every night, and buyers review suggested orders in Looker before approving them.',
      results: [
        'Forecast accuracy up from 71% to 89% at SKU-store level',
        'Fresh-food shrink down 18%',
        'Out-of-stocks on promoted items down 23%',
      ],
      techStack: ['Python', 'LightGBM', 'BigQuery', 'Looker', 'Vertex AI', 'dbt'],
    },
    {
      title: 'Embedded Reporting That Became a Paid Product Tier',
      client: 'A Toronto property-management software company',
      challenge:
        'Clients asked for custom reports every week, and two engineers spent most of their time writing one-off SQL exports. Several large customers had named reporting as a reason they might not renew.',
      solution:
        'We designed a multi-tenant reporting model in Databricks and embedded Power BI dashboards in the product, with row-level security for each customer. A self-serve report builder lets property managers filter, schedule and export their own views.',
      results: [
        'Custom report requests down 80%',
        'Two engineers returned to roadmap work',
        'Embedded dashboards used monthly by 65% of active accounts',
        'Advanced reporting now sold as a premium tier',
      ],
      techStack: ['Databricks', 'Power BI Embedded', 'dbt', 'Microsoft Azure', 'React'],
    },
  ],
  faqs: [
    {
      question: 'How much does an analytics engagement cost?',
      answer:
        'Cost depends mainly on four things: how many data sources feed the reports, whether a clean data warehouse already exists, how many audiences and dashboards are in scope, and whether predictive models are part of the work. A focused project that builds executive dashboards on an existing warehouse is a small, fixed-scope engagement, while a company-wide semantic layer and self-serve rollout is phased over several months. After a short discovery we provide a fixed-fee quote in CAD for each phase, so you can approve the work step by step. Most clients start with one high-value area, such as finance or operations, and expand once the first dashboards prove their worth.',
    },
    {
      question: 'How long until we see our first dashboards?',
      answer:
        'Discovery and KPI definition usually take two weeks. When the underlying data is accessible, the first production dashboard is typically live four to six weeks after kickoff. A broader rollout with a semantic layer, several departments and self-serve training generally runs three to six months. We release in stages, so your team uses real dashboards early and shapes the later ones.',
    },
    {
      question: 'Do we need a data warehouse before we start?',
      answer:
        'Not necessarily. For a small number of sources, we can connect the BI tool directly to your systems and still deliver reliable dashboards. Once you have several sources or need history that operational systems do not keep, a cloud warehouse such as Snowflake, BigQuery, Databricks or Microsoft Fabric pays for itself in reliability and speed. Our data engineering team can build that foundation as part of the same engagement, connected to your ERP, CRM, finance and operational systems.',
    },
    {
      question: 'Which BI tool should we use?',
      answer:
        'The best tool is usually the one that fits your existing licensing and skills. Organizations on Microsoft 365 often get the most value from Power BI, Google Cloud customers from Looker, and teams with strong visual analysts from Tableau. We are vendor-neutral and will recommend a change only when the numbers justify it. Because we keep metric definitions in a semantic layer, a future switch of BI tool does not mean rebuilding your business logic.',
    },
    {
      question: 'How do you keep dashboards secure and compliant with privacy law?',
      answer:
        'Access follows your identity provider, with row-level and column-level security so people see only the data their role allows. Personal information is minimized, masked or aggregated in reporting wherever the analysis permits, in line with PIPEDA and, where applicable, Quebec Law 25. We can keep data and BI workloads in Canadian cloud regions when residency matters to you or your clients. Every change to a shared dataset goes through version control and review before it reaches production.',
    },
    {
      question: 'How do you make sure people actually use the dashboards?',
      answer:
        'Adoption is designed in from the start: each dashboard is built for a named audience and the decisions they make, not for a generic list of charts. We test early versions with real users, run role-based training and hold office hours after launch. Platform usage logs show who is using what, and we report adoption against targets at 30, 60 and 90 days. Reports that go unused are reworked or retired.',
    },
    {
      question: 'How does an analytics engagement start?',
      answer:
        'It starts with a free consultation where we discuss your current reporting, the decisions that are hardest to make today and the systems involved. Next comes a two-week discovery: stakeholder interviews, an inventory of existing reports and KPIs, and a review of data quality and access. You receive a prioritized roadmap with a fixed-fee proposal for the first phase. Many clients choose a single high-impact dashboard as that first phase, to test the working relationship before committing further.',
    },
  ],
  local: {
    focus:
      'Analytics gives local leadership teams one trusted view of sales, operations and finance, so decisions rest on current numbers rather than month-old spreadsheets. We work alongside your people to define the KPIs that matter in your market and build dashboards they open every week.',
    comprehensiveServices: [
      'BI dashboard design and development',
      'KPI framework and metric definitions',
      'Semantic layer and dbt modelling',
      'Self-serve analytics enablement and training',
      'Predictive analytics and forecasting',
      'Embedded analytics for products and client portals',
      'Dashboard performance tuning',
      'BI platform migration and consolidation',
    ],
    industrySolutions: [
      'Manufacturing: OEE and scrap dashboards fed by MES and ERP data',
      'Retail: SKU-level demand forecasting and markdown analysis',
      'Financial services: portfolio, risk and advisor performance reporting',
      'Healthcare: patient-flow and wait-time analytics with privacy controls',
      'Technology: embedded customer analytics and product usage insights',
      'Logistics: on-time delivery and lane profitability dashboards',
    ],
  },
  metrics: {
    title: 'Performance Metrics',
    items: [
      {
        value: '75%',
        label: 'Faster Reporting Cycles',
        description:
          'Typical reduction in the time between period close and published management reporting once manual spreadsheet steps are automated.',
      },
      {
        value: '85%',
        label: 'Dashboard Adoption',
        description:
          'Share of intended users active at least weekly 90 days after launch, measured from BI platform usage logs.',
      },
      {
        value: '89%',
        label: 'Forecast Accuracy',
        description:
          'SKU-level demand forecast accuracy reached on a recent retail engagement, up from a 71% baseline.',
      },
      {
        value: '80%',
        label: 'Fewer Ad Hoc Requests',
        description:
          'Drop in one-off report requests to data teams once certified self-serve datasets are in place.',
      },
    ],
  },
  tools: {
    title: 'Platform Tools',
    lead: 'We work in the platforms you already pay for and recommend changes only when the numbers justify them.',
    groups: [
      { category: 'Business Intelligence', tools: ['Power BI', 'Tableau', 'Looker', 'Looker Studio'] },
      { category: 'Cloud Data Warehouses', tools: ['Snowflake', 'Google BigQuery', 'Databricks', 'Microsoft Fabric'] },
      { category: 'Modelling and Semantic Layer', tools: ['dbt', 'LookML', 'Power BI semantic models', 'Cube'] },
      { category: 'Data Science', tools: ['Python', 'scikit-learn', 'LightGBM', 'Prophet', 'Jupyter'] },
      { category: 'Data Integration', tools: ['Fivetran', 'Airbyte', 'Azure Data Factory'] },
    ],
  },
});
