import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/ai-integration', {
  seo: {
    description:
      'Machine learning and generative AI built into your ERP, CRM and line-of-business systems, securely and with measurable results for Canadian businesses.',
    keywords: [
      'AI integration services',
      'generative AI consulting Canada',
      'machine learning integration',
      'intelligent document processing',
      'retrieval-augmented generation',
      'MLOps consulting',
      'AI for ERP and CRM',
    ],
  },
  hero: {
    description: `${site.brand} builds machine learning and generative AI into the ERP, CRM and line-of-business systems your teams already use, so predictions and automation appear where the work happens. We start from a measurable business case, design for PIPEDA and Quebec Law 25 from day one, and run models in production with the monitoring they need to stay accurate. Across our engagements, the processes we automate cost an average of 40% less to run.`,
    image: '/images/services/ai-integration.svg',
    imageAlt: 'Abstract illustration of business system icons linked by data streams into a central AI model',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Practical AI capabilities, each wired into a real system and measured against a business outcome.',
    cards: [
      {
        icon: 'i-lucide-plug',
        title: 'ERP and CRM Integration',
        description:
          'We embed predictions and generative features directly into SAP, Microsoft Dynamics 365, Salesforce and custom line-of-business applications. Users get recommendations inside the screens they already work in, not in a separate tool they have to remember to open.',
      },
      {
        icon: 'i-lucide-file-scan',
        title: 'Intelligent Document Processing',
        description:
          'Invoices, claims, purchase orders and forms are classified, extracted and validated automatically, in English and French. Low-confidence fields go to a reviewer queue, so accuracy stays high while manual keying drops sharply.',
      },
      {
        icon: 'i-lucide-trending-up',
        title: 'Predictive Models',
        description:
          'We build demand forecasting, churn prediction, credit and fraud scoring, and predictive maintenance models on your historical data. Every model ships with a baseline comparison, so you know exactly what it adds over current practice.',
      },
      {
        icon: 'i-lucide-book-open-check',
        title: 'Retrieval-Augmented Generation',
        description:
          'Generative AI answers questions from your policies, contracts and product documentation and cites the source passage for every answer. Access follows your existing permissions, so people only retrieve what they are already allowed to see.',
      },
      {
        icon: 'i-lucide-server-cog',
        title: 'MLOps and Model Monitoring',
        description:
          'Versioned training pipelines, automated deployment and drift monitoring keep models accurate long after launch. Retraining is triggered by changes in the data, not by someone remembering to check a dashboard.',
      },
      {
        icon: 'i-lucide-shield-check',
        title: 'Responsible and Private AI',
        description:
          'We design for PIPEDA and Quebec Law 25, keep data in Canadian cloud regions when required and document how each model reaches its outputs. Bias testing, human review thresholds and audit logs are part of the build, not an afterthought.',
      },
      {
        icon: 'i-lucide-workflow',
        title: 'AI-Driven Process Automation',
        description:
          'We pair AI models with workflow tools to automate approvals, routing and data entry from end to end. Exceptions are escalated to the right person with the context needed to decide quickly.',
      },
      {
        icon: 'i-lucide-target',
        title: 'AI Strategy and Use-Case Prioritization',
        description:
          'A short discovery ranks candidate use cases by value, data readiness and risk. You leave with a prioritized roadmap and a business case for the first project, not a slide deck of possibilities.',
      },
    ],
  },
  stories: [
    {
      title: 'Invoice Processing That Closes the Books Sooner',
      client: 'A Kitchener manufacturer of industrial equipment',
      challenge:
        'Accounts payable staff keyed more than 6,000 supplier invoices a month into the ERP by hand, in English and French. Month-end close regularly slipped by three to four days, and early-payment discounts were being missed.',
      solution:
        'We built a document processing pipeline that extracts header and line-item data, matches it against purchase orders and goods receipts, and posts clean invoices straight into Microsoft Dynamics 365. Exceptions land in a review queue with the mismatched fields highlighted, so staff only touch the invoices that need judgment.',
      results: [
        '85% of invoices posted without manual keying',
        'Month-end close shortened by 3 days',
        'Processing cost per invoice down 60%',
        'Early-payment discounts captured on 90% of eligible invoices',
      ],
      techStack: ['Azure AI Document Intelligence', 'Azure OpenAI Service', 'Python', 'Microsoft Dynamics 365', 'Power Automate'],
    },
    {
      title: 'Policy Answers in Seconds for Underwriters',
      client: 'A national property and casualty insurer',
      challenge:
        'Underwriters and claims adjusters spent up to an hour a day searching thousands of pages of policy wordings, endorsements and internal guidelines. Answers varied between teams, which created rework and compliance exposure.',
      solution:
        "We deployed a retrieval-augmented generation assistant inside the insurer's existing claims system, hosted in a Canadian Azure region. Each answer cites the exact clause it relies on, and document access mirrors the insurer's existing role permissions.",
      results: [
        'Average search time per question down from 12 minutes to under 1',
        '92% of answers rated accurate by senior underwriters in acceptance testing',
        'All documents and prompts processed in Canadian cloud regions',
      ],
      techStack: ['Azure OpenAI Service', 'Azure AI Search', 'LangChain', 'Python', 'Guidewire ClaimCenter'],
    },
    {
      title: 'Demand Forecasting That Reduced Waste',
      client: 'A Vancouver food distributor',
      challenge:
        'Buyers forecast demand for 4,000 products in spreadsheets that ignored promotions, weather and seasonality. The result was frequent stockouts on fast movers and costly write-offs on perishables.',
      solution:
        "We trained gradient-boosted forecasting models on five years of sales, promotion and weather data and wrote the weekly forecast back into the ERP's replenishment module. An MLOps pipeline retrains, validates and monitors the models every week.",
      results: ['Forecast error reduced by 35%', 'Perishable write-offs down 28%', 'Stockouts on the top 200 products cut in half'],
      techStack: ['Python', 'LightGBM', 'Databricks', 'MLflow', 'SAP S/4HANA'],
    },
  ],
  faqs: [
    {
      question: 'How much does an AI integration project cost?',
      answer:
        'Cost depends mainly on three things: how clean and accessible your data is, how many systems the solution must read from and write to, and how much human review the process needs. A focused proof of value on one process typically runs four to six weeks, and a production integration with monitoring usually takes two to four months. After discovery we quote a fixed price per phase in CAD, so you know the investment before committing to a build. We also estimate ongoing cloud and model usage costs up front, because they matter as much as the build cost.',
    },
    {
      question: 'How soon will we see results?',
      answer:
        'Most clients see a working prototype on their own data within four to six weeks. We choose a first use case whose benefit can be measured quickly, such as hours of manual work removed or forecast error reduced, and we agree the baseline before we start. Production rollout follows once the prototype meets the agreed accuracy and adoption targets. Across our engagements, automated processes deliver an average 40% cost reduction.',
    },
    {
      question: 'Is our data safe, and where is it stored?',
      answer:
        'We design every solution to comply with PIPEDA and, for Quebec operations, Law 25, including privacy impact assessments where personal information is involved. Models and data can run entirely in Canadian cloud regions on Azure, AWS or Google Cloud. When we use hosted large language models, we configure enterprise agreements that exclude your data from model training, and we log prompts and outputs for audit. Personal information is minimized or masked before it reaches a model whenever the use case allows.',
    },
    {
      question: 'Will AI work with our existing ERP, CRM and legacy systems?',
      answer:
        'Yes; integrating with what you already run is the core of this service. We connect through standard APIs and connectors for platforms such as SAP, Microsoft Dynamics 365, Salesforce and NetSuite, and use middleware or database-level integration for older systems without modern APIs. Results are written back into the applications your teams use, so there is no new interface to learn. We agree the integration approach with your IT team early, including how changes are tested and released.',
    },
    {
      question: 'Should we use generative AI or traditional machine learning?',
      answer:
        'It depends on the problem. Forecasting, scoring and anomaly detection on structured data are usually best served by traditional machine learning, which is cheaper to run and easier to explain. Generative AI excels with unstructured content such as documents, emails and knowledge bases. Many of our solutions combine both, for example extracting data with a language model and then scoring it with a predictive model.',
    },
    {
      question: 'Do we need a data science team to maintain the models?',
      answer:
        'No. We build MLOps pipelines that retrain, test and redeploy models automatically, with alerts when accuracy drifts. We document everything and train your IT or analytics staff to own day-to-day operations. If you prefer, we provide ongoing managed support with agreed service levels; many clients start that way and bring operations in-house over time.',
    },
    {
      question: 'How does an engagement start?',
      answer:
        'Engagements start with a free consultation, followed by a two-to-three-week discovery that reviews your processes, data and systems. Discovery produces a ranked list of use cases with estimated value, effort and risk, plus a fixed-price proposal for the first project. You can stop after discovery with a roadmap you own and no further commitment. Most clients move straight into a proof of value on their highest-ranked use case.',
    },
  ],
  local: {
    focus:
      'For local businesses, AI integration means putting forecasting, document automation and AI assistants inside the ERP, CRM and operational systems already in place, delivered by a team that can work on site with your people. Solutions are built for PIPEDA compliance and can run entirely in Canadian cloud regions.',
    comprehensiveServices: [
      'AI strategy and use-case assessment',
      'ERP and CRM AI integration',
      'Intelligent document processing',
      'Predictive modelling and forecasting',
      'Retrieval-augmented generation (RAG) assistants',
      'MLOps, monitoring and model retraining',
      'AI governance and privacy impact assessments',
      'Team training and enablement',
    ],
    industrySolutions: [
      'Manufacturing: predictive maintenance models on sensor and PLC data',
      'Financial services: document extraction and risk scoring for lending and claims',
      'Healthcare: clinical document classification and referral triage',
      'Retail and distribution: demand forecasts written back to replenishment systems',
      'Professional services: RAG assistants over contracts, precedents and policies',
    ],
  },
});
