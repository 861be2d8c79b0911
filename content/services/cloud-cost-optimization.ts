/** Cloud Cost Optimization service page (spec 2.6): FinOps, rightsizing, commitments, showback. */
import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/cloud-cost-optimization', {
  seo: {
    description:
      'Cloud cost optimization and FinOps for AWS, Azure and Google Cloud: rightsizing, commitment planning and Kubernetes cost control that cut bills 20-40%.',
    keywords: [
      'cloud cost optimization',
      'FinOps consulting Canada',
      'AWS cost optimization',
      'Azure cost management',
      'Kubernetes cost optimization',
      'cloud rightsizing',
      'savings plans and reserved instances',
      'cloud cost allocation and tagging',
    ],
  },
  hero: {
    description: `${site.brand} brings FinOps discipline to AWS, Azure and Google Cloud spending, typically cutting cloud bills by 20-40% without slowing delivery. We rightsize over-provisioned resources, plan commitments against real usage and show every team what it spends. Savings are measured against your actual invoices and reported in CAD, month by month.`,
    image: '/images/services/cloud-cost-optimization.svg',
    imageAlt: 'Illustration of a cloud above a descending cost curve, with balanced scales weighing usage against spend',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Lasting savings from engineering changes and financial discipline, not one-off discounts.',
    cards: [
      {
        icon: 'i-lucide-chart-pie',
        title: 'FinOps Practice Setup',
        description:
          'We establish the FinOps operating model: cost ownership by team, a monthly review cadence, budgets and forecasts. Engineering, finance and leadership then work from the same numbers.',
      },
      {
        icon: 'i-lucide-gauge',
        title: 'Rightsizing',
        description:
          'Utilization data shows which instances, databases and clusters are over-provisioned, and we resize them in tested steps. Idle and orphaned resources, such as unattached volumes and forgotten snapshots, are removed.',
      },
      {
        icon: 'i-lucide-calendar-check',
        title: 'Commitments and Savings Plans',
        description:
          'We model Savings Plans, Reserved Instances and committed-use discounts against your usage baseline and growth plans. Purchases are staggered to keep coverage high without locking in spend you may not need.',
      },
      {
        icon: 'i-lucide-container',
        title: 'Kubernetes Cost Optimization',
        description:
          'Cost allocation by namespace and workload reveals which services drive cluster spend. Tuned resource requests, autoscaling and spot node pools then cut waste on EKS, AKS and GKE.',
      },
      {
        icon: 'i-lucide-hard-drive',
        title: 'Storage Tiering',
        description:
          'Lifecycle policies move infrequently accessed data to lower-cost tiers and delete what retention rules no longer require. We also rationalize backup schedules and snapshot sprawl.',
      },
      {
        icon: 'i-lucide-tags',
        title: 'Tagging, Showback and Chargeback',
        description:
          'A tagging standard enforced through cloud policy makes every dollar attributable to a team, product or client. Showback dashboards turn cost into a metric teams track alongside performance and reliability.',
      },
      {
        icon: 'i-lucide-bell-ring',
        title: 'Budgets and Anomaly Alerts',
        description:
          'Budget guardrails and anomaly detection catch runaway spending within a day instead of at month-end. Each alert goes directly to the team that owns the resource.',
      },
      {
        icon: 'i-lucide-cpu',
        title: 'Architecture Optimization',
        description:
          'We review architectures for cost-efficient patterns such as Arm-based instances, serverless for spiky workloads and lower data-transfer charges. Every change is ranked by expected savings against engineering effort.',
      },
    ],
  },
  stories: [
    {
      title: '34% Lower AWS Spend for a SaaS Scale-Up',
      client: 'A Toronto B2B software company',
      challenge:
        'AWS spending had doubled in 18 months while revenue grew 40%, and no one could attribute costs to products or customers. Finance learned about overruns only when the invoice arrived.',
      solution:
        'We introduced a tagging standard enforced through service control policies, rightsized EC2 and RDS fleets and moved stateless services to Graviton instances. A staggered Compute Savings Plans portfolio now covers steady-state usage, and each product team receives a weekly cost report.',
      results: [
        '34% reduction in monthly AWS spend',
        '96% of spend allocated to a product or team',
        'Engagement paid back in under 3 months',
      ],
      techStack: ['AWS Cost Explorer', 'AWS Compute Optimizer', 'AWS Savings Plans', 'Amazon EKS', 'Terraform'],
    },
    {
      title: 'Kubernetes Cost Control for a Logistics Platform',
      client: 'A Vancouver logistics technology company',
      challenge:
        'Three GKE clusters averaged 22% CPU utilization because teams padded resource requests to avoid throttling. Nobody could tell which of the 60 microservices drove the monthly bill.',
      solution:
        'We deployed Kubecost for namespace-level cost allocation, set resource requests from actual usage percentiles and enabled cluster autoscaling with Spot VM node pools for batch jobs. Teams now see their own cluster costs in weekly showback reports.',
      results: [
        '28% reduction in Google Cloud spend',
        'Average cluster CPU utilization up from 22% to 61%',
        'Cost visibility for all 60 microservices',
      ],
      techStack: ['Google Kubernetes Engine', 'Kubecost', 'Spot VMs', 'BigQuery', 'Looker Studio'],
    },
    {
      title: 'Storage and Commitment Savings for a Healthcare Provider',
      client: 'A London, Ontario healthcare services organization',
      challenge:
        'Azure costs climbed steadily as imaging archives and backups accumulated on premium storage. Reserved capacity had been bought ad hoc and covered less than a third of steady compute usage.',
      solution:
        'We applied lifecycle policies that move older imaging data to cool and archive tiers within Canadian regions, consolidated backup policies and removed orphaned disks. A mix of reservations and an Azure savings plan now covers 80% of predictable compute.',
      results: [
        '22% lower monthly Azure bill',
        'Storage costs down 38%',
        'Commitment coverage raised from 30% to 80%',
        'All data kept in Canada Central and Canada East',
      ],
      techStack: [
        'Azure Cost Management',
        'Azure Blob Storage lifecycle management',
        'Azure Reservations',
        'Azure savings plan for compute',
        'Azure Backup',
      ],
    },
  ],
  faqs: [
    {
      question: 'How much can we realistically save?',
      answer:
        'Most organizations we work with reduce their cloud bill by 20-40%. Where you land in that range depends on how much waste has built up, how much of your usage is already covered by commitments and how quickly your teams can make engineering changes. Environments that grew fast without tagging or reviews usually sit at the higher end. Our initial audit gives you a savings estimate for each recommendation before you commit to any work.',
    },
    {
      question: 'What does a cost optimization engagement cost?',
      answer:
        'The fee depends on the size of your monthly spend, the number of accounts and providers, and how much Kubernetes and data-platform work is in scope. The initial cost audit is a fixed-fee engagement quoted in CAD, and implementation is scoped from its findings. We rank every recommendation by savings against effort, so the work with the fastest payback comes first. In most engagements, the monthly savings cover our fees within the first few months.',
    },
    {
      question: 'How quickly will we see savings?',
      answer:
        'Quick wins such as deleting idle resources, stopping non-production environments overnight and fixing storage tiers usually show up on the next monthly invoice. Within 30 days you have a full audit and a savings roadmap. Rightsizing and commitment purchases follow over the next one to three months, once a reliable usage baseline is in place. A self-sustaining FinOps practice, with ownership, budgets and reviews, typically takes three to six months to establish.',
    },
    {
      question: 'Will cutting costs affect performance or reliability?',
      answer:
        'It should not, and we design the work so it does not. Rightsizing decisions use weeks of utilization data with headroom for peaks, and changes roll out gradually with monitoring and a rollback plan. Production workloads are changed in agreed maintenance windows after testing in lower environments. We track latency and error rates alongside cost, so any side effect is visible immediately.',
    },
    {
      question: 'What access do you need to our cloud accounts?',
      answer:
        'For the audit, we need read-only access to billing data, cost and usage reports, and resource utilization metrics. We do not need access to your application data, databases or customer information. Changes are delivered through your infrastructure-as-code pipeline or made by your team following our runbooks, whichever you prefer. All access is removed at the end of the engagement.',
    },
    {
      question: 'Do we need to buy a FinOps tool?',
      answer:
        'Usually not at first. AWS Cost Explorer, Azure Cost Management and Google Cloud Billing reports, combined with a well-designed tagging standard and a cost dashboard in your existing BI tool, cover most needs. For Kubernetes-heavy environments, we often add Kubecost or OpenCost for workload-level allocation. If multicloud complexity justifies a commercial platform, we compare the options against your requirements and expected savings.',
    },
    {
      question: 'How does a cloud cost engagement start?',
      answer:
        'It starts with a free consultation where we review your current spend, provider mix and cost concerns. With read-only access in place, we complete a cost audit within 30 days and present a savings roadmap with estimated savings, effort and risk for each recommendation. You decide which items to implement, with us or on your own. Many clients ask us to stay on for monthly FinOps reviews once the main savings are delivered.',
    },
  ],
  local: {
    focus:
      'Cloud cost optimization helps local businesses put more of their technology budget into products and growth instead of idle infrastructure. We work with engineering and finance together to cut waste, typically by 20-40%, while keeping performance and reliability intact.',
    comprehensiveServices: [
      'Cloud cost audit and savings roadmap',
      'FinOps operating model and governance',
      'Compute and database rightsizing',
      'Savings Plans, Reserved Instances and committed-use discounts',
      'Kubernetes cost allocation and optimization',
      'Storage tiering and lifecycle policies',
      'Tagging, showback and chargeback',
      'Budget guardrails and anomaly detection',
    ],
    industrySolutions: [
      'SaaS and technology: unit-cost metrics per customer and per feature',
      'Financial services: commitment planning for steady, regulated workloads',
      'Manufacturing: right-sized IoT and sensor data platforms',
      'Healthcare: imaging and backup storage tiering within Canadian regions',
      'Retail and e-commerce: autoscaling for seasonal and holiday peaks',
      'Media and gaming: rendering and build compute on spot capacity',
    ],
  },
  locationBlock: {
    serviceFeatures: [
      'Cloud cost audit and savings roadmap within 30 days',
      'Rightsizing of compute, databases and Kubernetes clusters',
      'Savings Plans and Reserved Instance portfolio planning',
      'Tagging standards with team-level showback reports',
      'Storage tiering and cleanup of idle resources',
      'Budget guardrails and daily anomaly alerts',
      'Monthly FinOps reviews with engineering and finance',
    ],
    industryFeatures: [
      'Manufacturing: right-sized IoT data platforms',
      'Financial services: commitment plans for steady workloads',
      'SaaS and technology: cost per customer and per feature',
      'Healthcare: lower-cost imaging storage kept in Canada',
      'Retail: autoscaling for seasonal demand peaks',
    ],
  },
});
