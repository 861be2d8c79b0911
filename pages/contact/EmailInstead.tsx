import { useContactCopy } from './copy';

/**
 * The way out when the form cannot send (issue 14): the visitor's own e-mail program, with
 * what they typed (pages/contact/mailto.ts), after an optional note saying why.
 */
export function EmailInstead({ note, href, testId }: { note?: string; href: string; testId: string }) {
  const contactFormText = useContactCopy().form;
  return (
    <div className="mt-4 rounded-lg border border-line bg-caution-wash p-4 text-caution" data-testid={testId}>
      {note && <p className="font-semibold">{note}</p>}
      <p className={note ? 'mt-2' : undefined}>
        {contactFormText.emailInsteadIntro}{' '}
        <a className="text-link font-semibold" href={href}>
          {contactFormText.emailInstead}
        </a>
      </p>
    </div>
  );
}
