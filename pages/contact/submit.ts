/**
 * Loaded on the first submit only: the validation schema (zod) and the e-mail client
 * (@emailjs/browser) stay out of the page's initial JavaScript.
 */
import { send } from '@emailjs/browser';
import { templateParams, type ContactData } from '../../model/page-data/contact-form';
import type { Language } from '../../model/site/languages';
import type { ContactSettings } from './copy';

export { validateContact } from '../../model/page-data/contact-form';

export function sendContact(data: ContactData, isDemo: boolean, language: Language, site: ContactSettings) {
  const { serviceId, templateId, publicKey } = site.emailjs;
  return send(serviceId, templateId, templateParams(data, { isDemo, toEmail: site.contactEmail, language }), { publicKey });
}

/**
 * The e-mail client's reason in words, for the site operator's console (spec 8): a missing key
 * is thrown as a string, an HTTP failure as { status, text }, a network failure as an Error.
 */
export function describeSendFailure(reason: unknown): string {
  if (typeof reason === 'string') return reason;
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (reason && typeof reason === 'object' && 'status' in reason && 'text' in reason) {
    return `HTTP ${String(reason.status)}: ${String(reason.text)}`;
  }
  return String(reason);
}
