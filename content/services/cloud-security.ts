/** Cloud Security service page (spec 2.6): identity-first security, posture, detection, compliance. */
import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/cloud-security', {
  seo: {
    description:
      'Cloud security for AWS, Azure and Google Cloud: identity-first controls, posture management, threat detection and SOC 2 and ISO 27001 readiness.',
    keywords: [
      'cloud security services Canada',
      'cloud security posture management',
      'zero trust architecture',
      'AWS security consulting',
      'Azure security consulting',
      'SOC 2 readiness',
      'ISO 27001 readiness',
      'cloud incident response',
    ],
  },
  hero: {
    description: `${site.brand} secures AWS, Azure and Google Cloud environments starting with identity, because most cloud breaches begin with a misused credential or a misconfiguration. We harden access, monitor your posture continuously, detect threats as they happen and prepare your team to respond. The same controls produce the evidence you need for SOC 2 and ISO 27001 audits.`,
    image: '/images/services/cloud-security.svg',
    imageAlt: 'Illustration of a cloud outline protected by a shield, with identity keys and monitoring signals around it',
  },
  features: {
    title: 'What We Deliver',
    lead: 'Layered cloud protection that starts with identity and ends with audit-ready evidence.',
    cards: [
      {
        icon: 'i-lucide-key-round',
        title: 'Identity-First Security',
        description:
          'We centralize identities in Microsoft Entra ID, Okta or Google Workspace, enforce phishing-resistant MFA and remove standing administrator access. Least-privilege roles and just-in-time elevation limit what an attacker can reach with a stolen credential.',
      },
      {
        icon: 'i-lucide-scan-search',
        title: 'Cloud Security Posture Management',
        description:
          'Continuous scanning across accounts, subscriptions and projects flags public storage, open ports, unencrypted data and drift from your baseline. Findings are prioritized by real exposure and routed to the team that owns the resource.',
      },
      {
        icon: 'i-lucide-network',
        title: 'Zero Trust Architecture',
        description:
          'Access to applications and workloads is granted per request, based on identity, device health and context rather than network location. We replace flat VPN access with segmented, policy-driven paths.',
      },
      {
        icon: 'i-lucide-radar',
        title: 'Threat Detection',
        description:
          'We tune native services such as Amazon GuardDuty, Microsoft Defender for Cloud and Security Command Center, then feed them into a SIEM such as Microsoft Sentinel or Splunk. Detection rules are mapped to MITRE ATT&CK, so coverage gaps are visible.',
      },
      {
        icon: 'i-lucide-siren',
        title: 'Incident Response',
        description:
          'Runbooks, automated containment and tabletop exercises prepare your team for a leaked access key, ransomware or a data exposure. When an incident happens, our engineers work alongside yours to contain it and restore service.',
      },
      {
        icon: 'i-lucide-clipboard-check',
        title: 'SOC 2 and ISO 27001 Readiness',
        description:
          'We map your cloud controls to the SOC 2 Trust Services Criteria and ISO 27001 Annex A, close the gaps and automate evidence collection. Your auditor receives consistent, timestamped proof instead of screenshots.',
      },
      {
        icon: 'i-lucide-container',
        title: 'Workload and Container Security',
        description:
          'Image scanning, admission policies and runtime protection secure Kubernetes and serverless workloads. Infrastructure as code is checked for misconfigurations before it reaches production.',
      },
      {
        icon: 'i-lucide-file-lock',
        title: 'Data Protection and Residency',
        description:
          'Encryption with customer-managed keys, secrets management and data-loss controls protect sensitive information. Regulated data stays in Canadian cloud regions wherever PIPEDA commitments or client contracts require it.',
      },
    ],
  },
  stories: [
    {
      title: 'SOC 2 Type II Readiness That Unblocked Enterprise Sales',
      client: 'A Toronto financial technology software provider',
      challenge:
        'Enterprise prospects required a SOC 2 Type II report, and several large deals were stalled in security review. The AWS environment had grown across 14 accounts without central guardrails or consistent logging.',
      solution:
        'We put AWS Organizations guardrails, IAM Identity Center with MFA, centralized logging and Security Hub standards in place across every account, all defined in Terraform. Evidence collection was automated through Vanta, and we supported the team through the audit observation period.',
      results: [
        'SOC 2 Type II report issued with no exceptions',
        'Critical misconfigurations reduced from 212 to 3',
        'Security questionnaire turnaround cut from 3 weeks to 3 days',
      ],
      techStack: ['AWS Organizations', 'AWS IAM Identity Center', 'AWS Security Hub', 'Terraform', 'Vanta'],
    },
    {
      title: 'Zero Trust Access for a Multi-Plant Manufacturer',
      client: 'A Kitchener industrial equipment manufacturer',
      challenge:
        'Engineers, contractors and plant staff reached Azure-hosted systems through a shared VPN with broad network access. A phishing incident showed how far a single compromised account could move.',
      solution:
        'We consolidated identities in Microsoft Entra ID with Conditional Access and phishing-resistant MFA, then replaced the VPN with per-application access. Privileged Identity Management now grants administrator rights just in time, with approval and a full audit trail.',
      results: [
        'Standing administrator accounts reduced from 46 to 4',
        'VPN retired for 600 users',
        'Phishing-resistant MFA on 100% of privileged accounts',
      ],
      techStack: [
        'Microsoft Entra ID',
        'Conditional Access',
        'Entra Privileged Identity Management',
        'Microsoft Defender for Cloud',
        'Microsoft Sentinel',
      ],
    },
    {
      title: 'Around-the-Clock Threat Detection for a Digital Health Platform',
      client: 'A national digital health company',
      challenge:
        'Patient data on Google Cloud was protected by sound preventive controls, but nobody was watching for threats after hours. Audit logs were kept for only 30 days, short of what hospital contracts required.',
      solution:
        'We enabled Security Command Center, routed logs to Google Security Operations with twelve-month retention in a Canadian region, and wrote detection rules for data exfiltration and privilege misuse. Automated playbooks disable compromised service accounts within minutes and page the on-call engineer.',
      results: [
        'Mean time to detect reduced from days to under 15 minutes',
        'Log retention extended to 12 months, stored in Canada',
        'Automated containment for the 10 highest-risk attack scenarios',
      ],
      techStack: ['Google Cloud', 'Security Command Center', 'Google Security Operations', 'Terraform', 'PagerDuty'],
    },
  ],
  faqs: [
    {
      question: 'What drives the cost of a cloud security engagement?',
      answer:
        'The main factors are the number of cloud accounts, subscriptions or projects, how many providers you use, the compliance frameworks in scope and how much existing tooling we can build on. A two-week security assessment is a fixed-fee engagement with a clear deliverable. Remediation is scoped from its findings and quoted in CAD, prioritized by risk so the most serious exposures are fixed first. Ongoing monitoring and posture reviews are available as a monthly service if you prefer not to staff them internally.',
    },
    {
      question: 'How long does SOC 2 or ISO 27001 readiness take?',
      answer:
        'For a cloud-native company with a single main platform, closing control gaps and preparing evidence usually takes three to six months. A SOC 2 Type II report then requires an observation period, commonly three to twelve months, before the auditor issues it. ISO 27001 certification follows a similar path, with a documentation review and then a certification audit by an accredited body. Many clients obtain a SOC 2 Type I report first to give prospects assurance while the Type II observation period runs.',
    },
    {
      question: 'Do you need administrator access to our cloud accounts?',
      answer:
        'No. Assessments run with read-only security audit roles that cannot change resources or read application data. Remediation is delivered as infrastructure-as-code changes that your team reviews and approves, or through time-limited elevated access with approval when a manual change is unavoidable. Every action is logged, and all of our access is removed when the engagement ends.',
    },
    {
      question: 'Will you replace our existing security tools?',
      answer:
        'Only if a tool is not doing its job. Most organizations already pay for capable native services, such as Microsoft Defender, Amazon GuardDuty or Google Security Command Center, that are switched off or left untuned. We configure and integrate what you have first, connecting it to your SIEM, ticketing system and on-call rotation. Where a gap remains, we recommend specific products with the reasoning and the expected cost.',
    },
    {
      question: 'Can you help if we have a security incident right now?',
      answer:
        'Yes. Contact us immediately, and an engineer will help you contain the incident, preserve evidence and restore service. Notify your cyber insurer as well, since many policies require early notice and specify approved response firms. Under PIPEDA, a breach of security safeguards that creates a real risk of significant harm must be reported to the Office of the Privacy Commissioner of Canada and to affected individuals, and Quebec Law 25 has similar obligations. We work with your legal counsel on those decisions.',
    },
    {
      question: 'Which cloud providers and regions do you support?',
      answer:
        'We secure AWS, Microsoft Azure and Google Cloud, including multicloud environments and hybrid links to on-premises data centres. All three providers offer Canadian regions: AWS in Montréal and Calgary, Azure in Toronto and Quebec City, and Google Cloud in Montréal and Toronto. We design controls that keep regulated data in those regions when residency matters. Multicloud setups get one consistent set of guardrails and a single view of findings.',
    },
    {
      question: 'How does a cloud security engagement start?',
      answer:
        'It starts with a free consultation about your environment, your compliance goals and any recent incidents or audit findings. We then run a two-week assessment covering identity, configuration, logging, detection and incident readiness, using read-only access. You receive a risk-ranked findings report, quick fixes you can apply immediately and a remediation roadmap with a fixed-fee proposal. Most clients see their most serious exposures closed within the first month.',
    },
  ],
  local: {
    focus:
      'Cloud security lets local businesses grow on AWS, Azure and Google Cloud without handing attackers an easy target or stalling enterprise deals in security review. We focus on identity, configuration and monitoring, the controls that prevent most real-world incidents.',
    comprehensiveServices: [
      'Cloud security assessment and roadmap',
      'Identity and access management hardening',
      'Cloud security posture management',
      'Zero trust network access',
      'Threat detection and SIEM integration',
      'Incident response planning and support',
      'SOC 2 and ISO 27001 readiness',
      'Kubernetes and container security',
    ],
    industrySolutions: [
      'Financial services: OSFI-aligned cloud controls and audit evidence',
      'SaaS and technology: SOC 2 readiness to unblock enterprise sales',
      'Healthcare: patient-data protection with Canadian data residency',
      'Manufacturing: secure remote access for plants, engineers and contractors',
      'Retail and e-commerce: PCI DSS-aligned cloud environments',
      'Professional services: client-data segregation and least-privilege access',
    ],
  },
});
