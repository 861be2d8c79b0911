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
/** A new entry's `path`: its create page in the editor, under its base, where Keystatic gives the draft back (the copy or translation it started from kept). */
export type Draft = { kind: 'file'; file: string } | { kind: 'new'; collection: string; path: string };

/** The keys of Keystatic's unsaved records in this browser; none where the browser keeps none or cannot say. */
export function unsavedDraftKeys(): Promise<DraftKey[]> {
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
      const keys = db.transaction('items', 'readonly').objectStore('items').getAllKeys();
      keys.onsuccess = () => {
        db.close();
        resolve(keys.result.filter((key): key is string[] => Array.isArray(key) && key.every((part) => typeof part === 'string')));
      };
      keys.onerror = () => {
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
    void unsavedDraftKeys().then((keys) => {
      if (shown) setDrafts(keys.flatMap((key) => draftOf(key) ?? []));
    });
    return () => {
      shown = false;
    };
  }, [draftOf]);
  return drafts;
}
