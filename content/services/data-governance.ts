/** Data Governance service page (spec 2.6): policies, catalogue, lineage, quality, privacy. */
import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/data-governance', {
  seo: {
    description:
      'Data governance for Canadian organizations: data catalogues, lineage, quality controls, master data and PIPEDA and Quebec Law 25 privacy compliance.',
    keywords: [
      'data governance consulting',
      'data governance Canada',
      'PIPEDA compliance',
      'Quebec Law 25 compliance',
      'data catalogue implementation',
      'data lineage',
      'master data management',
      'data quality management',
    ],
  },
  hero: {
    description: `${site.brand} puts practical governance around the data your business already depends on: clear ownership, a searchable catalogue, automated quality checks and privacy controls that meet PIPEDA and Quebec Law 25. We build governance into your pipelines and platforms rather than into binders, so it holds up when auditors, regulators and customers ask questions.`,
    image: '/images/services/data-governance.svg',
    imageAlt: 'Illustration of a data catalogue with lineage lines connecting tables beneath a protective shield',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Governance your teams can follow in their daily work, not a policy document that sits on a shelf.',
    cards: [
      {
        icon: 'i-lucide-scroll-text',
        title: 'Policies and Operating Model',
        description:
          "We define data ownership, stewardship roles and decision rights sized to your organization. Policies are short, specific and tied to the systems they govern.",
      },
      {
        icon: 'i-lucide-library',
        title: 'Data Catalogue',
        description:
          'A searchable catalogue in Microsoft Purview, Collibra or an open-source option such as DataHub documents each key dataset, its owner and its business definition. Analysts find trusted data in minutes instead of asking around.',
      },
      {
        icon: 'i-lucide-git-branch',
        title: 'Data Lineage',
        description:
          'Automated lineage traces every report figure back through its transformations to the source system. Checking the impact of a schema change becomes a lookup rather than a guess.',
      },
      {
        icon: 'i-lucide-list-checks',
        title: 'Data Quality Management',
        description:
          'Rules for completeness, validity, freshness and uniqueness run inside your pipelines with dbt tests or Great Expectations. Failures alert the responsible steward and feed a quality scorecard that leadership can follow.',
      },
      {
        icon: 'i-lucide-database',
        title: 'Master Data Management',
        description:
          'We consolidate duplicate customer, product and supplier records into golden records using matching and survivorship rules. Every downstream system then receives one consistent version.',
      },
      {
        icon: 'i-lucide-scale',
        title: 'Privacy Compliance',
        description:
          'We map personal information across your systems and align its handling with PIPEDA and Quebec Law 25, including privacy impact assessments and consent records. Breach response and access-request processes are documented and rehearsed.',
      },
      {
        icon: 'i-lucide-lock',
        title: 'Access Controls',
        description:
          'Role-based access, column masking and row-level policies limit sensitive data to the people who need it. Access reviews run on a schedule and leave an audit trail.',
      },
      {
        icon: 'i-lucide-archive',
        title: 'Retention and Disposal',
        description:
          'Retention schedules based on legal and business requirements are enforced through automated lifecycle rules. Data past its retention period is deleted or anonymized on schedule, with a record of each action.',
      },
    ],
  },
  stories: [
    {
      title: 'Quebec Law 25 Readiness for a National Insurer',
      client: 'A national property and casualty insurer',
      challenge:
        "Personal information sat in more than 40 systems, and no one could say with confidence where Quebec policyholders' data was stored or where it travelled. The September 2023 obligations of Law 25, including privacy impact assessments for transfers outside Quebec, were months away.",
      solution:
        'We ran automated discovery scans to build an inventory of personal information, classified fields by sensitivity and mapped every cross-border data flow. With the privacy office, we then put in place a privacy impact assessment workflow, consent records and a tested confidentiality-incident procedure.',
      results: [
        'Personal information mapped across 43 systems in 10 weeks',
        'Privacy impact assessment workflow live before the deadline',
        'Access requests answered in 9 days on average, well within the 30-day limit',
      ],
      techStack: ['Microsoft Purview', 'Microsoft Azure', 'Snowflake', 'Python', 'ServiceNow'],
    },
    {
      title: 'One Customer Record for a Food Distributor',
      client: 'A food and beverage distributor in Southwestern Ontario',
      challenge:
        'Customer records were duplicated across the ERP, CRM and e-commerce platform, with about one account in five existing in more than one version. Sales reps called the same buyers twice, and credit limits were applied inconsistently.',
      solution:
        'We configured matching and survivorship rules to create golden customer records and synchronized them back to each system through the integration layer. Data stewards in sales operations now review uncertain matches in a weekly queue.',
      results: [
        'Duplicate customer records reduced by 92%',
        'Credit-limit exceptions down 60%',
        'A single customer view for 14,000 active accounts',
      ],
      techStack: ['Profisee', 'Microsoft Dynamics 365', 'Salesforce', 'Azure Data Factory', 'Shopify Plus'],
    },
    {
      title: 'Trusted Board Reporting for a Credit Union',
      client: 'A British Columbia credit union',
      challenge:
        'Board reports showed different member counts and loan balances depending on who produced them. Regulators were asking for evidence of how key figures were calculated.',
      solution:
        'We stood up a data catalogue with an agreed business glossary, automated lineage from the core banking system to the board pack, and dbt quality tests on every regulatory metric. Stewards in finance and risk own each definition and approve any change to it.',
      results: [
        'One certified definition for each of 120 business terms',
        'Documented lineage for every board-level metric',
        'Share of data issues caught before reporting up from 35% to 90%',
      ],
      techStack: ['DataHub', 'dbt', 'Snowflake', 'Great Expectations', 'Power BI'],
    },
  ],
  faqs: [
    {
      question: 'What does a data governance program cost?',
      answer:
        'The main cost drivers are the number of systems and data domains in scope, the regulations that apply to you, whether you use licensed or open-source tooling, and how much of the stewardship work your own staff will take on. A readiness assessment with a prioritized roadmap is a short, fixed-fee engagement. Implementation is then phased by data domain, starting where risk or business value is highest, such as customer or financial data. We quote each phase in CAD before work begins, so spending stays tied to results you can see.',
    },
    {
      question: 'How long before governance makes a visible difference?',
      answer:
        'An assessment usually takes three to four weeks. Within the first 90 days, most clients have their highest-priority domain catalogued, owners named, quality checks running and a privacy inventory under way. A complete program across several domains typically takes six to twelve months, delivered in stages. Each stage ends with something your teams use immediately, such as a glossary, a quality scorecard or a working access-request process.',
    },
    {
      question: 'Does Quebec Law 25 apply to us if we are not based in Quebec?',
      answer:
        "It can. Quebec's private-sector privacy act, as amended by Law 25, applies to enterprises that collect, hold or use personal information in the course of carrying on business in Quebec, which can include companies headquartered elsewhere that serve Quebec customers or employ staff there. Its requirements go further than PIPEDA in several areas, such as privacy impact assessments before transferring data outside Quebec and stricter consent rules. We help you determine which data and processes are affected and put the controls in place. We work alongside your legal counsel, who confirm the legal interpretation.",
    },
    {
      question: 'Do we need to buy a governance platform?',
      answer:
        'Not always. If you run on Microsoft, Microsoft Purview integrates closely with the tools you already use, and Databricks customers can use Unity Catalog for much of the catalogue, lineage and access work. Open-source tools such as DataHub or OpenMetadata suit teams that prefer to avoid new licences. We recommend a commercial platform such as Collibra only when the scale and regulatory scope justify it. Whatever the choice, we integrate it with your existing warehouse, BI tools, identity provider and ticketing system.',
    },
    {
      question: 'Will governance slow down our analytics and engineering teams?',
      answer:
        'Done well, it speeds them up. Automated quality tests and lineage run inside the pipelines engineers already maintain, so problems surface before they reach a dashboard rather than after an executive spots them. Analysts spend less time hunting for the right table or reconciling conflicting numbers. We keep manual approvals for the few decisions that genuinely need them, such as granting access to sensitive personal information.',
    },
    {
      question: 'How do you handle our sensitive data during the engagement?',
      answer:
        'We work inside your environment, under your identity provider and with the least access the task requires. Discovery and classification scans read metadata and samples rather than copying data out, and nothing leaves your Canadian cloud regions or on-premises systems. Our team operates under confidentiality agreements, and every access is removed when the engagement ends. We are happy to complete your vendor security questionnaire before we start.',
    },
    {
      question: 'How does a data governance engagement start?',
      answer:
        'It begins with a free consultation about your data landscape, regulatory exposure and the problems prompting the conversation, whether that is an audit finding, a privacy deadline or reports nobody trusts. We then run a three-to-four-week assessment covering ownership, catalogue coverage, data quality, privacy practices and access controls. You receive a maturity score, a prioritized roadmap and a fixed-fee proposal for the first phase. The first phase usually targets a single domain, so you see results quickly.',
    },
  ],
  local: {
    focus:
      'Data governance gives local organizations confidence that their data is accurate, easy to find and handled in line with PIPEDA and, where they serve Quebec customers, Law 25. We help teams of any size put clear ownership and automated controls in place without adding bureaucracy.',
    comprehensiveServices: [
      'Data governance assessment and roadmap',
      'Policies, roles and stewardship model',
      'Data catalogue and business glossary',
      'Automated data lineage',
      'Data quality rules and scorecards',
      'Master data management',
      'PIPEDA and Quebec Law 25 privacy compliance',
      'Access control and retention management',
    ],
    industrySolutions: [
      'Financial services: lineage and quality controls for regulatory reporting',
      'Insurance: personal-information inventories and privacy impact assessments',
      'Healthcare: consent tracking and role-based access to patient data',
      'Manufacturing: master data for parts, suppliers and bills of materials',
      'Public sector: records retention schedules and access-to-information readiness',
      'Retail: golden customer records across e-commerce, point-of-sale and loyalty systems',
    ],
  },
});
