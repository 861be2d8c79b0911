/**
 * What the visitor has typed, kept in this tab's session storage as they type (issue 14): a
 * reload, a back or forward navigation or a tab the phone discarded brings it back. It never
 * leaves the browser, and it is gone once the message is sent or the tab is closed.
 */
export type DraftValues = { name: string; email: string; website: string; subject: string; message: string };
export type Draft = { values: DraftValues; isDemo: boolean };

const key = 'northbeam:contact-draft';
export const draftFields = ['name', 'email', 'website', 'subject', 'message'] as const;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's settings: the form works without drafts
  }
}

/** Whether a draft holds anything worth restoring: a demo request, or a field with text. */
export const hasContent = (draft: Draft) => draft.isDemo || draftFields.some((field) => draft.values[field].trim() !== '');

export function readDraft(): Draft | undefined {
  try {
    const stored = JSON.parse(storage()?.getItem(key) ?? 'null') as Partial<Draft> | null;
    if (!stored || typeof stored.values !== 'object' || stored.values === null) return undefined;
    const values = Object.fromEntries(draftFields.map((field) => [field, String(stored.values?.[field] ?? '')])) as DraftValues;
    return { values, isDemo: stored.isDemo === true };
  } catch {
    return undefined;
  }
}

/** Keeps the draft; a form with nothing to restore (hasContent) leaves nothing behind. */
export function saveDraft(draft: Draft): void {
  try {
    if (!hasContent(draft)) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // a full or disabled storage only means no draft is kept
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing was kept
  }
}

