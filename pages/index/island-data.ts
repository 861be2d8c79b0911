import { islandContract } from '../../renderer/island-data';

/** The home hero's typed phrase: the words it types in turn (pages/index/+Page.tsx writes them, typed-phrase.ts reads them). */
export const typedPhraseIsland = islandContract<{ words: string[] }>('typed-phrase');
