/**
 * Which texts the Flexible Service Delivery Models section shows for a path (spec 2.4 item 5):
 * the first of these services that the path contains, otherwise the generic texts.
 */
export const deliveryModelServices = [
  'data-engineering',
  'ai-integration',
  'web-development',
  'cloud-security',
  'cloud-cost-optimization',
  'seo-services',
] as const;

export type DeliveryModelKey = (typeof deliveryModelServices)[number] | 'generic';

export function deliveryModelKey(pathname: string): DeliveryModelKey {
  return deliveryModelServices.find((service) => pathname.includes(service)) ?? 'generic';
}
