import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { useContactCopy } from './copy';

const control =
  'mt-2 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-base text-fg shadow-sm focus:border-accent focus:outline focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-danger';

/**
 * A labelled input or textarea of the contact form, with its required mark, its hint and, once the
 * visitor has left it wrong or Send has refused it, its own message under it (the designer's
 * reading of 2026-11-28: on a phone the visitor went up and down between the list of problems and
 * the fields, and a wrong address was accepted without a word until Send). The message is the
 * field's description, read with it.
 */
export function Field({
  name,
  label,
  value,
  onChange,
  onLeave,
  required = false,
  error,
  type = 'text',
  multiline = false,
  autoComplete,
  hint,
  inputRef,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The visitor leaves the field, holding this. */
  onLeave?: (value: string) => void;
  required?: boolean;
  /** The field's message, if it breaks its rule (useContactForm: checked on leaving it and at Send). */
  error?: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}) {
  const contactFormText = useContactCopy().form;
  const id = `contact-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const props = {
    id,
    name,
    value,
    required,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    className: control,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur: onLeave && ((event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onLeave(event.target.value)),
    ref: inputRef,
  };
  return (
    <div id={`${id}-field`} className="scroll-mt-24">
      <label htmlFor={id} className="block font-semibold text-fg">
        {label}
        {required && (
          <span className="ml-1 text-danger" aria-hidden="true" title={contactFormText.required}>
            *
          </span>
        )}
      </label>
      {multiline ? <textarea rows={6} {...props} /> : <input type={type} autoComplete={autoComplete} {...props} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-fg-3">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 border-l-4 border-danger pl-2 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
