import { asSent } from '../../model/page-data/demo-request';

/**
 * A mailto: link to the consultancy with the visitor's subject and message, demo prefixes
 * included, for when the form cannot send (issue 14). RFC 6068: every character is
 * percent-encoded (a space as %20, never +) and line breaks are CRLF.
 */
export function mailtoHref(to: string, text: { subject: string; message: string }, isDemo: boolean): string {
  const { subject, message } = asSent({ subject: text.subject.trim(), message: text.message.trim() }, isDemo);
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(message)}`;
}
