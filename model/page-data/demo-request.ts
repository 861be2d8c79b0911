/** How a demo request reads when it reaches the consultancy (spec 7): its subject and message are prefixed. */
export function asSent(text: { subject: string; message: string }, isDemo: boolean): { subject: string; message: string } {
  return isDemo ? { subject: `Demo Request: ${text.subject}`, message: `Demo Request\n\n${text.message}` } : text;
}
