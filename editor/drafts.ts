/**
 * The entries with changes not saved in this browser (issue 55: a walk-through of 2026-11-30 left an
 * entry for the Dashboard with a change typed and no word; the change waited, unsaved, in that
 * browser only). Keystatic keeps what is typed and not yet saved in the browser's IndexedDB
 * (database `keystatic`, store `items`, written by idb-keyval), one record for each entry, page or
 * entry being created, keyed by `['collection', collection, file name]`, `['singleton', page]` or
 * `['collection-create', collection, …]`, and removes it once saved or reset. Read here through the
 * browser's own API: no change to Keystatic.
 */
import { useEffect, useState } from 'react';

export type DraftKey = readonly string[];

/** What an unsaved record is about: an entry's or a page's file, or a new entry of a collection. */
/** A new entry's `path`: its create page in the editor, under its base, where Keystatic gives the draft back (the copy or translation it started from kept); `title`: its name as typed, where it has one. */
export type Draft = { kind: 'file'; file: string } | { kind: 'new'; collection: string; path: string; title?: string };

/**
 * A draft's name as typed (a walk-through of 2026-12-03: "A new entry not created yet, in Articles ·
 * English" said which collection, not which entry): the first `title:`, `name:` or `city:` line of
 * the files Keystatic keeps for it (`files`: each path's contents, as its save would write them).
 */
export function draftTitle(record: unknown): string | undefined {
  const files = (record as { files?: unknown } | undefined)?.files;
  if (!(files instanceof Map)) return undefined;
  for (const contents of files.values()) {
    const text = contents instanceof Uint8Array ? new TextDecoder().decode(contents) : typeof contents === 'string' ? contents : '';
    const line = /^(?:title|name|city): *(.+)$/m.exec(text)?.[1]?.trim();
    if (line) return line.replace(/^(['"])(.*)\1$/, '$2');
  }
  return undefined;
}

/** Keystatic's unsaved records in this browser, each key with what it keeps; none where the browser keeps none or cannot say. */
export function unsavedDrafts(): Promise<{ key: DraftKey; record: unknown }[]> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve([]);
    const request = indexedDB.open('keystatic');
    // Opened first here, the database is made as Keystatic makes it (idb-keyval's createStore), so
    // that Keystatic finds its store.
    request.onupgradeneeded = () => request.result.createObjectStore('items');
    request.onerror = () => resolve([]);
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('items')) {
        db.close();
        return resolve([]);
      }
      const store = db.transaction('items', 'readonly').objectStore('items');
      const keys = store.getAllKeys();
      const records = store.getAll();
      // One transaction: the two lists in the same order.
      records.onsuccess = () => {
        db.close();
        resolve(
          keys.result.flatMap((key, index) => (Array.isArray(key) && key.every((part) => typeof part === 'string') ? [{ key: key as string[], record: records.result[index] as unknown }] : [])),
        );
      };
      records.onerror = () => {
        db.close();
        resolve([]);
      };
    };
  });
}

/** The unsaved records as entries (`draftOf`: editor/config.ts), read once the Dashboard shows. */
export function useUnsavedDrafts(draftOf: (key: DraftKey) => Draft | undefined): Draft[] {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  useEffect(() => {
    let shown = true;
    void unsavedDrafts().then((records) => {
      if (!shown) return;
      setDrafts(
        records.flatMap(({ key, record }) => {
          const draft = draftOf(key);
          if (!draft) return [];
          const title = draft.kind === 'new' ? draftTitle(record) : undefined;
          return [title ? { ...draft, title } : draft];
        }),
      );
    });
    return () => {
      shown = false;
    };
  }, [draftOf]);
  return drafts;
}
