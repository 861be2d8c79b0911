import { parseContent, serviceSchema } from '../../model/schemas';
import { site } from '../site';

export const service = parseContent(serviceSchema, 'services/ai-agents', {
  seo: {
    description:
      'AI agents and bilingual chatbots for Canadian businesses, with 95% language understanding accuracy and 70% faster responses for customers and staff.',
    keywords: [
      'AI agent development',
      'AI chatbot development Canada',
      'customer service chatbot',
      'bilingual English French chatbot',
      'internal AI assistant',
      'Microsoft Teams chatbot',
      'agentic workflow automation',
      'WhatsApp business chatbot',
    ],
  },
  hero: {
    description: `${site.brand} builds AI agents that complete multi-step work across your systems, and chatbots that resolve customer and employee questions in English and French. Our conversational solutions reach 95% language understanding accuracy and cut response times by 70%, with a clean handoff to your people whenever judgment is needed. Every agent runs with defined permissions, full audit logs and privacy controls designed for PIPEDA.`,
    image: '/images/services/ai-agents.svg',
    imageAlt: 'Abstract illustration of a conversational assistant linked to task nodes and speech bubbles',
  },
  features: {
    title: 'What We Deliver',
    lead: "Agents and chatbots that take real work off your team's plate, with guardrails you control.",
    cards: [
      {
        icon: 'i-lucide-bot',
        title: 'Autonomous Task Agents',
        description:
          'Agents plan and complete multi-step tasks such as processing a return, reconciling an account or preparing a quote, using the same systems your staff use. Every step is logged, and actions above your thresholds wait for human approval.',
      },
      {
        icon: 'i-lucide-message-circle',
        title: 'Customer Service Chatbots',
        description:
          'Chatbots answer questions, check order and account status, book appointments and open tickets around the clock. They resolve routine requests from start to finish and pass complex ones to a person with the full conversation attached.',
      },
      {
        icon: 'i-lucide-headset',
        title: 'Internal Assistants',
        description:
          'Assistants for HR, IT and operations answer policy questions, handle access requests and guide staff through procedures inside Microsoft Teams or Slack. Employees get answers in seconds instead of waiting in a ticket queue.',
      },
      {
        icon: 'i-lucide-wrench',
        title: 'Tool and System Integration',
        description:
          'We connect agents to your CRM, ERP, ticketing, calendar and document systems through secure APIs with scoped, least-privilege credentials. Agents can read and act only where you have explicitly allowed them to.',
      },
      {
        icon: 'i-lucide-workflow',
        title: 'Support and Back-Office Automation',
        description:
          'Agents take over repetitive workflows such as triaging inbound email, updating records and chasing missing information. Support teams using our automation see response times fall by 70%.',
      },
      {
        icon: 'i-lucide-shield-check',
        title: 'Guardrails and Governance',
        description:
          'Input and output filters, permission boundaries, spending limits and approval steps keep agents within policy. Every conversation and action is recorded for audit and continuous improvement.',
      },
      {
        icon: 'i-lucide-list-checks',
        title: 'Testing and Continuous Improvement',
        description:
          'We test agents against hundreds of real scenarios before launch and track resolution, accuracy and satisfaction after it. Failed conversations feed a regular improvement cycle, so performance keeps rising.',
      },
    ],
  },
  highlight: {
    title: 'Chatbots That Resolve, Not Deflect',
    lead: 'Too many chatbots simply steer customers toward a contact form. Ours are built to finish the job: they understand what people ask with 95% accuracy, act on it in your systems, and bring in a person when that is the better answer.',
    points: [
      {
        icon: 'i-lucide-languages',
        title: 'Bilingual English and French',
        description:
          'Customers can write in English or French, or switch mid-conversation, and receive answers in the same language. French responses are reviewed for Canadian usage, so Quebec customers are served properly in their own language.',
      },
      {
        icon: 'i-lucide-user-check',
        title: 'Smooth Human Handoff',
        description:
          'When a request needs judgment, the chatbot transfers it to a live agent in your contact centre with the transcript and collected details. Customers never have to repeat themselves.',
      },
      {
        icon: 'i-lucide-book-open-check',
        title: 'Grounded in Your Knowledge Base',
        description:
          'Answers come from your own help articles, policies and product data, with links to the source. If the answer is not in your content, the chatbot says so instead of guessing.',
      },
      {
        icon: 'i-lucide-chart-line',
        title: 'Conversation Analytics',
        description:
          'Dashboards show resolution rates, top questions, handoff reasons and customer satisfaction. The same data reveals gaps in your documentation, products and processes.',
      },
      {
        icon: 'i-lucide-message-square-share',
        title: 'Every Channel You Use',
        description:
          'One chatbot serves your website, Microsoft Teams, WhatsApp, SMS and Facebook Messenger from the same knowledge and logic. Updates are made once and apply on every channel.',
      },
      {
        icon: 'i-lucide-lock',
        title: 'Private and Secure',
        description:
          'Personal information is masked in logs, data can stay in Canadian cloud regions and retention follows your policies. Enterprise model agreements keep your conversations out of public model training.',
      },
    ],
  },
  stories: [
    {
      title: 'Bilingual Support Chatbot Through the Winter Peak',
      client: 'A national home-services company (heating, cooling and plumbing)',
      challenge:
        'The contact centre handled 40,000 calls and emails a month, most of them about booking changes, billing and service areas. Wait times during winter peaks exceeded 20 minutes, and French-speaking customers waited longest.',
      solution:
        "We deployed a bilingual chatbot on the website and WhatsApp, grounded in the company's service catalogue and connected to its scheduling and billing systems. It books and reschedules appointments, explains invoices and hands off to a live agent with the full transcript when needed.",
      results: [
        '95% language understanding accuracy across English and French',
        '58% of conversations resolved without a live agent',
        'Average response time down 70%',
        'Chat satisfaction score of 4.6 out of 5',
      ],
      techStack: ['Azure OpenAI Service', 'Azure AI Search', 'Microsoft Bot Framework', 'Twilio', 'ServiceTitan'],
    },
    {
      title: 'IT and HR Assistant in Microsoft Teams',
      client: 'A Toronto financial services firm with 1,800 employees',
      challenge:
        'The service desk received 3,500 tickets a month, and nearly half were password resets, access requests and policy questions. Employees waited an average of six hours for routine answers.',
      solution:
        "We built an internal assistant in Microsoft Teams that answers HR and IT policy questions from the intranet and triggers identity workflows for password resets and access requests. Sensitive actions require manager approval, and every action is logged for the firm's auditors.",
      results: [
        '45% of tickets resolved by the assistant',
        'Median time to answer down from 6 hours to under 1 minute',
        'Service desk staff redeployed to project work',
        'Audit trail accepted by internal audit',
      ],
      techStack: ['Microsoft Copilot Studio', 'Azure OpenAI Service', 'Microsoft Graph API', 'ServiceNow', 'Microsoft Entra ID'],
    },
    {
      title: 'An Agent That Clears Order Exceptions',
      client: 'A London, Ontario auto parts manufacturer',
      challenge:
        'Customer service staff spent most of their day on order exceptions: address mismatches, credit holds, partial shipments and pricing disputes. Each exception meant checking three systems and sending several emails, and the backlog reached 600 orders at month end.',
      solution:
        'We built an AI agent that reads each exception, gathers facts from the ERP, credit and shipping systems, resolves routine cases within defined rules and drafts customer emails for review. Cases outside its authority go to a specialist with a summary and a recommended action.',
      results: [
        '62% of exceptions resolved without manual work',
        'Backlog cleared and held under 50 orders',
        'Handling time per complex case down 40%',
      ],
      techStack: ['LangGraph', 'Azure OpenAI Service', 'Python', 'SAP S/4HANA', 'Power Automate'],
    },
  ],
  faqs: [
    {
      question: 'What is the difference between an AI agent and a chatbot?',
      answer:
        'A chatbot holds a conversation: it answers questions and performs simple actions such as booking an appointment or looking up an order. An AI agent works toward a goal across several steps, deciding which tools to use, gathering information from multiple systems and completing a task such as resolving an order exception. Many of our solutions combine both, with a chatbot as the front door and agents doing the work behind it. We recommend the simplest design that meets your goal, because simpler systems are easier to test and govern.',
    },
    {
      question: 'How much does an AI agent or chatbot cost?',
      answer:
        'Cost depends on the number of systems the solution must connect to, the range of tasks and languages it handles, and how much testing your risk profile requires. A chatbot grounded in your knowledge base is the quickest to deliver, while agents that take actions in ERP or financial systems need more integration and guardrail work. We provide a fixed price per phase in CAD, plus an estimate of monthly model and hosting costs based on your expected conversation volumes. Many clients fund the project from support savings; across our AI automation work, clients average a 40% cost reduction in the processes we automate.',
    },
    {
      question: 'How long does it take to launch?',
      answer:
        'A knowledge-base chatbot on your website can typically go live in 6 to 8 weeks, including bilingual testing. Agents that act across several systems usually take 3 to 4 months, and often launch with human approval on every action before gaining more autonomy as results prove out. We run a pilot with real users before full rollout, so accuracy is measured rather than assumed.',
    },
    {
      question: 'How do you stop an agent from giving wrong answers or taking the wrong action?',
      answer:
        'Answers are grounded in your approved content, and the agent is instructed to say it does not know rather than guess. Actions run through scoped permissions, business rules and approval thresholds that you define, such as requiring a person for refunds above a set amount. We test against a library of real and adversarial scenarios before launch and monitor conversations after it. Our conversational solutions reach 95% language understanding accuracy, and anything below your confidence threshold goes to a human.',
    },
    {
      question: 'Is customer data safe and compliant?',
      answer:
        'We design for PIPEDA and Quebec Law 25, including clear notices, retention limits and masking of personal information in logs. Models and data can run in Canadian cloud regions, and we use enterprise model agreements that prevent your data from being used for training. Access to transcripts is role-based and audited. We can also complete a privacy impact assessment with your privacy officer before launch.',
    },
    {
      question: 'Will it work with our contact centre and existing systems?',
      answer:
        'Yes. We integrate with contact centre and ticketing platforms such as Zendesk, Salesforce Service Cloud, ServiceNow and Genesys, so handoffs arrive with the full conversation and customer details. Agents connect to CRM, ERP, scheduling and billing systems through APIs, and reach customers and staff through web chat, Microsoft Teams and WhatsApp. Your existing workflows stay in place, and the chatbot takes on the routine share of the work.',
    },
    {
      question: 'How do we get started?',
      answer:
        'Start with a free consultation where we review your contact volumes, most common request types and systems. We then run a two-week discovery that identifies which requests can be automated, estimates the savings and defines a pilot. Most clients launch the pilot on one channel with a limited set of request types, then expand once the results are measured.',
    },
  ],
  local: {
    focus:
      'For local businesses, AI agents and chatbots mean faster answers for customers and staff, in English and French, without adding headcount to the contact centre or service desk. Each solution connects to the systems already in place and hands off to your people whenever a conversation needs a human.',
    comprehensiveServices: [
      'Customer service chatbots',
      'Internal HR and IT assistants',
      'Autonomous multi-step task agents',
      'Bilingual English and French conversational AI',
      'Knowledge base grounding and retrieval',
      'Contact centre and ticketing integration',
      'Agent guardrails, testing and governance',
      'Conversation analytics and ongoing tuning',
    ],
    industrySolutions: [
      'Retail: order-status, returns and product-question chatbots on web and WhatsApp',
      'Financial services: account-servicing assistants with authenticated handoff to advisors',
      'Healthcare: appointment booking and intake assistants that protect patient privacy',
      'Manufacturing: order-exception and quoting agents connected to the ERP',
      'Utilities and public services: bilingual chatbots for billing and outage questions',
    ],
  },
});
