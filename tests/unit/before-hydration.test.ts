// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { recordEarlyInput, startingDraft, typedValues, hasTyped } from '../../pages/contact/before-hydration';
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
    document.body.innerHTML = `<form><input name="name"><input name="email"><input name="website"><input name="subject"><textarea name="message"></textarea><button type="button" data-early-press="demo">Demo</button><button type="button" data-early-press="captcha">Verify</button></form><a id="demo" href="${location.pathname}?requestDemo=true">Demo</a><a id="other" href="/about?requestDemo=true">About</a>`;
    return document.querySelector('form')!;
  };

  it('typedValues reads every field as the visitor left it', () => {
    const form = page();
    (form.elements.namedItem('name') as HTMLInputElement).value = 'Amelia';
    (form.elements.namedItem('message') as HTMLTextAreaElement).value = 'Hello';
    expect(typedValues(form)).toEqual({ ...none, name: 'Amelia', message: 'Hello' });
  });

  it('hasTyped: any typed text, a space included; a focus alone is not typing (Google waits for it)', () => {
    const form = page();
    (form.elements.namedItem('email') as HTMLInputElement).focus();
    expect(hasTyped(typedValues(form))).toBe(false);
    expect(hasTyped({ ...none, website: 'x' })).toBe(true);
    expect(hasTyped({ ...none, message: ' ' })).toBe(true);
  });

  it('recordEarlyInput notes a focus (even one before it ran) and the demo button, keeps a demo link on the page, and stops once taken', async () => {
    const form = page();
    const early = recordEarlyInput(form);
    (form.elements.namedItem('name') as HTMLInputElement).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    form.querySelector<HTMLButtonElement>('[data-early-press="demo"]')!.click();
    const link = document.querySelector<HTMLAnchorElement>('#demo')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(location.search).toBe('?requestDemo=true');
    // A demo link to another page is an ordinary link.
    const away = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('#other')!.dispatchEvent(away);
    expect(away.defaultPrevented).toBe(false);
    expect(early.take()).toEqual({ reachedForm: true, askedForDemo: true, askedForCaptcha: false });

    // A field focused before the page's script ran (it loads async) counts too, once the script runs.
    const focusedFirst = page();
    (focusedFirst.elements.namedItem('email') as HTMLInputElement).focus();
    let woken = 0;
    const already = recordEarlyInput(focusedFirst, () => woken++);
    await Promise.resolve();
    expect(woken).toBe(1);
    expect(already.take()).toEqual({ reachedForm: true, askedForDemo: false, askedForCaptcha: false });

    // The captcha's start pressed, now or before the script ran (the head's script marks <html>).
    const captchaForm = page();
    const pressed = recordEarlyInput(captchaForm);
    captchaForm.querySelector<HTMLButtonElement>('[data-early-press="captcha"]')!.click();
    expect(pressed.take()).toEqual({ reachedForm: false, askedForDemo: false, askedForCaptcha: true });
    document.documentElement.setAttribute('data-pressed-captcha', '');
    const pressedFirst = recordEarlyInput(page());
    await Promise.resolve();
    expect(pressedFirst.take()).toEqual({ reachedForm: false, askedForDemo: false, askedForCaptcha: true });
    document.documentElement.removeAttribute('data-pressed-captcha');

    const later = recordEarlyInput(page());
    expect(later.take()).toEqual({ reachedForm: false, askedForDemo: false, askedForCaptcha: false });
    const after = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('#demo')!.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
