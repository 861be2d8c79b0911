/**
 * Loaded on the first submit only: the validation schema (zod) and the e-mail client
 * (@emailjs/browser) stay out of the page's initial JavaScript.
 */
import { send } from '@emailjs/browser';
import { templateParams, type ContactData } from '../../content/contact-form';
import { site } from '../../content/site';

export { validateContact } from '../../content/contact-form';

export function sendContact(data: ContactData, isDemo: boolean) {
  const { serviceId, templateId, publicKey } = site.emailjs;
  return send(serviceId, templateId, templateParams(data, { isDemo, toEmail: site.contactEmail }), { publicKey });
}
