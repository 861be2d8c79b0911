// The home hero's typed phrase: the words it types in turn (pages/index/+Page.tsx writes them,
// typed-phrase.ts reads them). Types only: nothing of this reaches the browser.
declare module '../../renderer/island-data' {
  interface IslandTypes {
    'typed-phrase': { words: string[] };
  }
}

export {};
