/**
 * `npm run editor` only: each page beside the editor says which saves it shows, so that it can never
 * stay behind them. The dev server counts the content saves it has seen (model/content/content-files.ts)
 * and each page carries the count its content was read at (renderer/ContentCurrent.tsx). Vite's reload
 * after a save reaches only the pages connected at that moment: a page still loading from the save
 * before missed it (seen with two busy processes beside the editor test) and went on showing a
 * problem already put right. Once connected, each page asks the count and reloads if it is behind.
 */

/** What a page sends the dev server once connected. */
export const generationAsked = 'northbeam:content-generation-asked';
/** What the dev server answers it: the count of content saves it has seen. */
export const generationTold = 'northbeam:content-generation';
