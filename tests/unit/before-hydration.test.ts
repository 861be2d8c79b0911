// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { recordEarlyInput, startingDraft, typedValues, visitorInForm } from '../../pages/contact/before-hydration';
import type { DraftValues } from '../../pages/contact/draft';

// What the contact form starts with when its island takes over (issue 33): what the visitor typed
// before, first; a draft from session storage only where they typed nothing.
const none: DraftValues = { name: '', email: '', website: '', subject: '', message: '' };

describe('startingDraft', () => {
  it('without a draft, the form starts with what was typed, and says nothing was restored', () => {
    const typed = { ...none, name: 'Amelia' };
    expect(startingDraft(typed, undefined)).toEqual({ start: { values: typed, isDemo: false }, restored: false });
    expect(startingDraft(typed, { values: none, isDemo: false })).toEqual({ start: { values: typed, isDemo: false }, restored: false });
  });

  it('a draft fills only the fields left empty, never one the visitor typed in', () => {
    const typed = { ...none, name: 'Amelia Tran', message: 'New words' };
    const draft = { values: { ...none, name: 'Old name', subject: 'Old subject', message: 'Old words' }, isDemo: false };
    expect(startingDraft(typed, draft)).toEqual({
      start: { values: { ...none, name: 'Amelia Tran', subject: 'Old subject', message: 'New words' }, isDemo: false },
      restored: true,
    });
  });

  it('a draft whose every field was typed over restores nothing but demo mode', () => {
    const typed = { ...none, name: 'Amelia' };
    expect(startingDraft(typed, { values: { ...none, name: 'Old' }, isDemo: false }).restored).toBe(false);
    expect(startingDraft(typed, { values: { ...none, name: 'Old' }, isDemo: true })).toEqual({ start: { values: typed, isDemo: true }, restored: true });
  });

  it('a field holding only spaces counts as typed: what the visitor did is theirs', () => {
    const typed = { ...none, subject: ' ' };
    expect(startingDraft(typed, { values: { ...none, subject: 'Old subject' }, isDemo: false }).start.values.subject).toBe(' ');
  });
});

describe('reading the page before the island takes over', () => {
  const page = () => {
    document.body.innerHTML = `<form><input name="name"><input name="email"><input name="website"><input name="subject"><textarea name="message"></textarea><button type="button" data-demo-button>Demo</button></form><a id="demo" href="${location.pathname}?requestDemo=true">Demo</a><a id="other" href="/about?requestDemo=true">About</a>`;
    return document.querySelector('form')!;
  };

  it('typedValues reads every field as the visitor left it', () => {
    const form = page();
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Amelia';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello';
    expect(typedValues(form)).toEqual({ ...none, name: 'Amelia', message: 'Hello' });
  });

  it('visitorInForm: a focused field or any typed text', () => {
    const form = page();
    expect(visitorInForm(form, none)).toBe(false);
    expect(visitorInForm(form, { ...none, website: 'x' })).toBe(true);
    (form.elements.namedItem('email') as HTMLInputElement).focus();
    expect(visitorInForm(form, none)).toBe(true);
  });

  it('recordEarlyInput notes a focus (even one before it ran) and the demo button, keeps a demo link on the page, and stops once taken', async () => {
    const form = page();
    const early = recordEarlyInput(form);
    (form.elements.namedItem('name') as HTMLInputElement).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    form.querySelector<HTMLButtonElement>('[data-demo-button]')!.click();
    const link = document.querySelector<HTMLAnchorElement>('#demo')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(location.search).toBe('?requestDemo=true');
    // A demo link to another page is an ordinary link.
    const away = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('#other')!.dispatchEvent(away);
    expect(away.defaultPrevented).toBe(false);
    expect(early.take()).toEqual({ reachedForm: true, askedForDemo: true });

    // A field focused before the page's script ran (it loads async) counts too, once the script runs.
    const focusedFirst = page();
    (focusedFirst.elements.namedItem('email') as HTMLInputElement).focus();
    let woken = 0;
    const already = recordEarlyInput(focusedFirst, () => woken++);
    await Promise.resolve();
    expect(woken).toBe(1);
    expect(already.take()).toEqual({ reachedForm: true, askedForDemo: false });

    const later = recordEarlyInput(page());
    expect(later.take()).toEqual({ reachedForm: false, askedForDemo: false });
    const after = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('#demo')!.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
