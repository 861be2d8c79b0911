/**
 * Which texts the Flexible Service Delivery Models section shows (spec 2.4 item 5: chosen by the
 * service the page's path names): a service's own set when content/delivery-models has a file named
 * after it, otherwise the generic texts (the home page, which names no service, too). Chosen by
 * slug, so a French page, whose path words are French, gets the same set as its English twin.
 */
import { contentIn } from '../content/content';

type DeliveryModelKey = string;

export function deliveryModelKey(service: string | undefined): DeliveryModelKey {
  return service !== undefined && service !== 'generic' && contentIn('deliveryModels').en[service] ? service : 'generic';
}
