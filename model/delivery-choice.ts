/**
 * Which texts the Flexible Service Delivery Models section shows (spec 2.4 item 5: chosen by the
 * service the page's path names): a service's own set when it has one, otherwise the generic texts
 * (the home page, which names no service, too). Chosen by slug, so a French page, whose path words
 * are French, gets the same set as its English twin.
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

export function deliveryModelKey(service: string | undefined): DeliveryModelKey {
  return deliveryModelServices.find((withOwnSet) => withOwnSet === service) ?? 'generic';
}
