/** The four cities the site serves (spec 2.2, 3): office details, local market and local team. */
import { parseContent, locationSchema } from '../model/schemas';
import { site } from './site';

export const locations = {
  toronto: parseContent(locationSchema, 'locations/toronto', {
    city: 'Toronto',
    province: 'Ontario',
    provinceCode: 'ON',
    latitude: 43.6532,
    longitude: -79.3832,
    postalCode: site.headquarters.postalCode,
    streetAddress: site.headquarters.streetAddress,
    telephone: '+1-416-555-0110',
    nearbyAreas: ['Mississauga', 'Brampton', 'Vaughan', 'Markham', 'Richmond Hill', 'Oakville', 'Pickering'],
    description:
      "Toronto is Canada's largest business market and its financial capital, where head offices of banks, insurers and national retailers sit a few blocks from one of North America's fastest-growing technology and AI communities. Buyers here expect enterprise-grade security, regulatory rigour and vendors who can work inside complex, multi-team organizations.",
    industries: [
      {
        name: 'Financial services',
        note: "Bay Street is home to the head offices of Canada's largest banks, asset managers and the TSX, with strict OSFI and privacy requirements on every system.",
      },
      {
        name: 'Insurance',
        note: "The Greater Toronto Area hosts many of the country's largest life and property and casualty insurers, under pressure to modernize claims and underwriting.",
      },
      {
        name: 'Technology and AI',
        note: 'The MaRS Discovery District, the Vector Institute and a deep pool of software talent make Toronto a leading centre for applied AI.',
      },
      {
        name: 'Health care and life sciences',
        note: 'Teaching hospitals, research institutes and life sciences firms along University Avenue generate large volumes of sensitive clinical and research data.',
      },
      {
        name: 'Retail and consumer brands',
        note: 'National retailers and consumer brands run e-commerce, loyalty and supply chain operations from the region.',
      },
    ],
    whyChoose: [
      `Our headquarters is in the Financial District, so the ${site.brand} team can be in your boardroom or data centre the same day.`,
      "Experience with the security reviews, vendor risk assessments and OSFI expectations that Toronto's banks and insurers apply to partners.",
      'Senior architects, data engineers and AI specialists based in the city, not offshore hand-offs.',
      'Delivery across the whole GTA, from Mississauga distribution centres to Markham technology campuses.',
      'Solutions designed for PIPEDA and Quebec Law 25, with data kept in Canadian cloud regions when you need it.',
    ],
  }),

  vancouver: parseContent(locationSchema, 'locations/vancouver', {
    city: 'Vancouver',
    province: 'British Columbia',
    provinceCode: 'BC',
    latitude: 49.2827,
    longitude: -123.1207,
    postalCode: 'V6E 3P3',
    streetAddress: '1055 West Georgia Street, Suite 2400',
    telephone: '+1-604-555-0125',
    nearbyAreas: ['Burnaby', 'Richmond', 'Surrey', 'North Vancouver', 'West Vancouver', 'Coquitlam', 'New Westminster'],
    description:
      "Vancouver is Canada's Pacific gateway, where the country's busiest port, a world-class film and visual effects industry and a growing clean technology sector share one tight market. Companies here often work across time zones with Asia-Pacific and U.S. West Coast partners and care as much about sustainability as about speed.",
    industries: [
      {
        name: 'Film, television and visual effects',
        note: "One of North America's largest production and VFX centres, with render farms, asset pipelines and studio systems that run on heavy cloud and storage workloads.",
      },
      {
        name: 'International trade and logistics',
        note: "The Port of Vancouver, Canada's largest, anchors terminal operators, freight forwarders and distributors that depend on real-time shipment data.",
      },
      {
        name: 'Clean technology',
        note: 'Hydrogen, battery, carbon capture and energy software companies that need reliable sensor data and credible emissions reporting.',
      },
      {
        name: 'Interactive entertainment and software',
        note: 'Game studios and SaaS companies with large engineering teams, fast release cycles and fast-growing cloud bills.',
      },
      {
        name: 'Natural resources',
        note: 'Head offices of mining and forestry companies that manage remote operations, geological data and environmental reporting from downtown.',
      },
    ],
    whyChoose: [
      "A Vancouver team working Pacific hours, so workshops and support calls fit your day rather than Toronto's.",
      'Experience with the storage, rendering and cloud cost patterns of film, VFX and game studios.',
      'Data engineering for shipment, port and supply chain data that has to be accurate in near real time.',
      'Emissions and sustainability reporting built on governed, auditable data for clean tech and resource companies.',
      'On-site delivery across Metro Vancouver, from Burnaby and Richmond to the North Shore and Surrey.',
    ],
  }),

  kitchener: parseContent(locationSchema, 'locations/kitchener', {
    city: 'Kitchener',
    province: 'Ontario',
    provinceCode: 'ON',
    latitude: 43.4516,
    longitude: -80.4925,
    postalCode: 'N2G 1B9',
    streetAddress: '305 King Street West, Suite 500',
    telephone: '+1-519-555-0137',
    nearbyAreas: ['Waterloo', 'Cambridge', 'Guelph', 'Woolwich', 'Wilmot', 'Stratford', 'Brantford'],
    description:
      "Kitchener sits at the heart of Waterloo Region, where a century-old manufacturing base meets one of Canada's densest clusters of technology start-ups and a major insurance sector. Businesses here are engineering-led, value practical solutions over presentations and compete for talent with the region's universities and fast-growing tech firms.",
    industries: [
      {
        name: 'Advanced manufacturing',
        note: 'Automotive parts, industrial equipment and precision machining plants across the region are adding sensors, automation and AI quality control to their lines.',
      },
      {
        name: 'Technology start-ups and scale-ups',
        note: 'The Toronto-Waterloo innovation corridor, the University of Waterloo and Communitech feed a steady flow of software and hardware companies scaling up.',
      },
      {
        name: 'Insurance and financial services',
        note: "Waterloo Region is one of Canada's insurance centres, home to national life, property and casualty and mutual insurers.",
      },
      {
        name: 'Food and beverage processing',
        note: 'Processors and packagers serving national grocery chains depend on traceability, quality data and tight production scheduling.',
      },
    ],
    whyChoose: [
      'A team in downtown Kitchener, minutes from plants in Cambridge and Waterloo and an hour from Toronto.',
      'Engineers who speak the language of the shop floor: ERP and MES integration, OEE, machine data and AI quality inspection.',
      'Start-up-friendly engagements that add senior data and AI capacity without adding permanent headcount.',
      "Experience with the data governance and model risk expectations of the region's insurers.",
      'Close ties with local co-op talent and post-secondary programs, so your systems are easy to staff and maintain.',
    ],
  }),

  london: parseContent(locationSchema, 'locations/london', {
    city: 'London',
    province: 'Ontario',
    provinceCode: 'ON',
    latitude: 42.9849,
    longitude: -81.2453,
    postalCode: 'N6A 5R8',
    streetAddress: '255 Queens Avenue, Suite 1100',
    telephone: '+1-519-555-0148',
    nearbyAreas: ['St. Thomas', 'Strathroy-Caradoc', 'Middlesex Centre', 'Thames Centre', 'Woodstock', 'Ingersoll', 'Tillsonburg'],
    description:
      "London is the economic hub of Southwestern Ontario, anchored by major teaching hospitals, Western University and Fanshawe College, and surrounded by manufacturing and some of the country's most productive farmland. Organizations here are often mid-sized and cost-conscious, and they want partners who deliver measurable savings without big-city overhead.",
    industries: [
      {
        name: 'Health care and life sciences',
        note: "London's teaching hospitals, research institutes and life sciences companies handle large volumes of clinical and research data under strict privacy rules.",
      },
      {
        name: 'Manufacturing',
        note: 'Automotive, defence vehicle and industrial manufacturers along the Highway 401 corridor are modernizing production and supply chain systems.',
      },
      {
        name: 'Agri-food',
        note: "Food processors, agricultural co-operatives and agri-tech firms serve one of Canada's richest farming regions.",
      },
      {
        name: 'Education and research',
        note: 'Western University and Fanshawe College bring research programs, student systems and a steady supply of data and software graduates.',
      },
      {
        name: 'Insurance and financial services',
        note: 'London has a long history as an insurance centre, with large operations and shared-service teams still based downtown.',
      },
    ],
    whyChoose: [
      'A downtown London team serving Southwestern Ontario, from St. Thomas to Woodstock, without Toronto travel costs.',
      'Data engineering, analytics and cloud cost optimization sized for mid-market budgets and measured in CAD savings.',
      'Experience with health-care privacy requirements, including PHIPA and PIPEDA, for hospitals and life sciences firms.',
      'Practical manufacturing and agri-food know-how: traceability, production data and supply chain visibility.',
      'Local hiring from Western University and Fanshawe College, so the people who support your systems live nearby.',
    ],
  }),
};
