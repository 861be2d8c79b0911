import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/data-engineering', {
  seo: {
    description:
      'Reliable data pipelines, cloud warehouses and lakehouses, streaming and CDC, data quality and cloud platform migration for Canadian organizations.',
    keywords: [
      'data engineering services',
      'data pipeline development',
      'data warehouse consulting Canada',
      'lakehouse implementation',
      'real-time data streaming',
      'change data capture',
      'Snowflake and Databricks migration',
      'data quality monitoring',
    ],
  },
  hero: {
    description: `${site.brand} builds the pipelines, warehouses and lakehouses that turn scattered operational data into trusted, analysis-ready information. We design for reliability first, with tested transformations, data quality checks and orchestration that raises an alert before a broken report reaches a leadership meeting. Whether you are modernizing an on-premises warehouse or streaming events in real time, your data can stay in Canadian cloud regions.`,
    image: '/images/services/data-engineering.svg',
    imageAlt: 'Abstract illustration of data streams flowing through connected pipelines into a layered central store',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Modern data platforms engineered to be dependable, observable and affordable to run.',
    cards: [
      {
        icon: 'i-lucide-workflow',
        title: 'Batch and ELT Pipelines',
        description:
          'We ingest data from ERP, CRM, SaaS applications, files and databases using managed connectors and tested, version-controlled transformations. Every pipeline can be safely rerun, so a failure costs minutes rather than a weekend.',
      },
      {
        icon: 'i-lucide-warehouse',
        title: 'Warehouses and Lakehouses',
        description:
          'We design Snowflake, BigQuery, Databricks and Microsoft Fabric platforms with clear layers from raw to curated data. Dimensional models give analysts and BI tools one consistent definition of customers, products and revenue.',
      },
      {
        icon: 'i-lucide-activity',
        title: 'Real-Time Streaming',
        description:
          'Kafka and cloud-native streaming services move events from applications, sensors and transactions within seconds. Typical uses include live operational dashboards, fraud alerts and inventory updates.',
      },
      {
        icon: 'i-lucide-refresh-cw',
        title: 'Change Data Capture',
        description:
          'CDC replicates inserts, updates and deletes from operational databases without the heavy batch extracts that slow production systems. Downstream tables stay current within minutes while source systems keep their performance.',
      },
      {
        icon: 'i-lucide-badge-check',
        title: 'Data Quality and Observability',
        description:
          'Automated tests check freshness, volumes, schemas and business rules at every stage of the pipeline. Failures raise alerts with lineage attached, so the owning team knows what broke and which reports are affected.',
      },
      {
        icon: 'i-lucide-calendar-clock',
        title: 'Orchestration',
        description:
          'Airflow, Dagster or cloud-native schedulers coordinate dependencies, retries and backfills across hundreds of jobs. Run history and service levels are visible to engineers and data consumers alike.',
      },
      {
        icon: 'i-lucide-cloud-upload',
        title: 'Cloud Data Platform Migration',
        description:
          'We migrate SQL Server, Oracle, Teradata and Hadoop workloads to cloud platforms in planned waves, with automated reconciliation at every step. Old and new systems run side by side until the numbers match.',
      },
      {
        icon: 'i-lucide-lock',
        title: 'Security and Cost Control',
        description:
          'Role-based access, column masking and encryption protect sensitive fields, and data stays in Canadian regions when required. We tune warehouse sizing, partitioning and schedules so compute spend tracks the value it delivers.',
      },
    ],
  },
  stories: [
    {
      title: 'From Overnight Batches to Five-Minute Freshness',
      client: 'A Kitchener logistics and freight company',
      challenge:
        "Operations reports came from an overnight extract of the transportation management system, so dispatchers worked from yesterday's numbers. The extract ran for six hours and failed often, leaving managers without data at the start of the day.",
      solution:
        'We introduced change data capture from the transportation management database into Snowflake, with dbt models producing shipment, lane and carrier-performance tables refreshed every five minutes. Dagster orchestrates the pipelines, and data quality tests alert the on-call engineer before users notice a problem.',
      results: [
        'Data latency reduced from 24 hours to 5 minutes',
        'Pipeline failures down 90%',
        'Six-hour overnight extract removed from the production database',
        'Dispatch decisions made on live shipment data',
      ],
      techStack: ['Debezium', 'Apache Kafka', 'Snowflake', 'dbt', 'Dagster'],
    },
    {
      title: 'Legacy Warehouse Migration in a Canadian Region',
      client: 'An Ontario community healthcare network',
      challenge:
        "A 15-year-old on-premises SQL Server warehouse was nearing end of support, and nightly loads ran past the start of clinic hours. Patient information had to stay in Canada to meet PHIPA obligations and the network's data residency policy.",
      solution:
        'We migrated the warehouse to Azure Databricks in the Canada Central region in four waves, rebuilding transformations as tested, version-controlled pipelines. Automated reconciliation compared every migrated table with the legacy system before each cutover.',
      results: [
        'Nightly load time cut from 7 hours to 50 minutes',
        '100% of tables reconciled before cutover',
        'Infrastructure costs down 35%',
        'All patient data kept in Canadian cloud regions',
      ],
      techStack: ['Azure Databricks', 'Delta Lake', 'Azure Data Factory', 'Unity Catalog', 'Power BI'],
    },
    {
      title: 'One Revenue Number Across the Business',
      client: 'A Vancouver consumer products company',
      challenge:
        'Sales, e-commerce and finance each reported different revenue figures, because data came from Shopify, a wholesale ERP and spreadsheets with their own definitions. Analysts spent two days every month reconciling numbers before leadership meetings.',
      solution:
        'We built a BigQuery platform fed by managed connectors, with dbt models defining a single set of revenue, margin and customer metrics. Data quality tests and documented metric definitions give every team the same answer.',
      results: [
        'One agreed revenue figure across sales, finance and e-commerce',
        'Monthly reconciliation cut from 2 days to 2 hours',
        '140 data quality tests running on every load',
        'New data sources onboarded in days instead of weeks',
      ],
      techStack: ['Google BigQuery', 'Fivetran', 'dbt', 'Cloud Composer (Apache Airflow)', 'Looker'],
    },
  ],
  faqs: [
    {
      question: 'What drives the cost of a data engineering project?',
      answer:
        'The main cost drivers are the number and complexity of source systems, data volumes and freshness requirements, and how much existing logic has to be untangled and rebuilt. Streaming and CDC cost more to build and run than daily batch loads, so we recommend them only where the business needs fresh data. After a short assessment we provide a fixed price per phase in CAD. We also model ongoing platform costs for compute, storage and licences, so you can compare options honestly.',
    },
    {
      question: 'How long does it take to build a data platform?',
      answer:
        'A first production pipeline feeding a warehouse from a handful of key sources typically goes live in 6 to 10 weeks. Full migrations from a legacy warehouse usually take 4 to 9 months, delivered in waves so each business area moves and is validated in turn. We prioritize the data behind your most important decisions, so value arrives early rather than at the end.',
    },
    {
      question: 'Which platform should we choose: Snowflake, Databricks, BigQuery or Microsoft Fabric?',
      answer:
        "There is no single right answer; the best fit depends on your existing cloud, your team's skills, your workloads and your licensing. Organizations heavily invested in Microsoft often benefit from Fabric or Azure Databricks, while SQL-centric analytics teams tend to be productive quickly on Snowflake or BigQuery. We are vendor-neutral and run a short, criteria-based evaluation, often with a proof of concept on your own data. The recommendation includes a three-year cost estimate, not just a feature comparison.",
    },
    {
      question: 'How do you keep our data secure and compliant?',
      answer:
        'We apply least-privilege access, encryption in transit and at rest, and masking or tokenization of personal information in analytical layers. Platforms can be deployed in Canadian cloud regions to meet data residency requirements under PIPEDA, Quebec Law 25 and sector rules such as PHIPA. Access grants and pipeline changes are logged for audit. We work with your security team to align with your existing identity, network and key management controls.',
    },
    {
      question: 'Will the new platform work with our existing systems and reports?',
      answer:
        'Yes. We connect to on-premises databases, ERP and CRM systems, SaaS applications, files and APIs, using managed connectors where they exist and custom pipelines where they do not. During migrations we keep existing Power BI, Tableau or Excel reports running and repoint them once the new data has been reconciled. Your users see continuity, not a big-bang switch.',
    },
    {
      question: 'Who maintains the pipelines after you build them?',
      answer:
        'Everything we build lives in version control with automated tests, documentation and runbooks, so your team can own it. We pair with your engineers during the project and run formal handover sessions before we step back. Clients without an in-house data team can choose a managed service in which we monitor, fix and extend the platform under agreed service levels.',
    },
    {
      question: 'How do engagements start?',
      answer:
        'We begin with a free consultation, then a two-to-four-week assessment of your sources, current pipelines, reporting needs and platform options. The assessment delivers a target architecture, a prioritized roadmap and a fixed-price proposal for the first phase. Many clients then start with one high-value pipeline to prove the approach before committing to a full program.',
    },
  ],
  local: {
    focus:
      'For local organizations, data engineering means dependable pipelines and a modern warehouse or lakehouse that bring ERP, CRM and operational data together, so reports are accurate and on time. Platforms are built for Canadian data residency and handed over to your team with documentation and training.',
    comprehensiveServices: [
      'Data pipeline and ELT development',
      'Cloud data warehouse and lakehouse design',
      'Real-time streaming and event processing',
      'Change data capture (CDC) replication',
      'Data quality testing and observability',
      'Pipeline orchestration and scheduling',
      'Migration to Snowflake, Databricks, BigQuery or Microsoft Fabric',
      'Managed data platform support',
    ],
    industrySolutions: [
      'Manufacturing: streaming machine and production data into a lakehouse for OEE reporting',
      'Financial services: CDC from core banking systems for near-real-time risk and fraud reporting',
      'Healthcare: PHIPA-aware warehouses combining clinical and operational data',
      'Retail: unified sales, inventory and e-commerce data with one revenue definition',
      'Logistics: live shipment, fleet and carrier-performance pipelines',
    ],
  },
});
