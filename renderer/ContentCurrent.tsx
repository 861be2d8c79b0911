import { contentGeneration } from '../model/content/content';
import { generationAsked, generationTold } from '../model/content/content-generation';

/**
 * `npm run editor` only: the page reloads when the dev server has seen a content save after the one
 * the page shows (model/content/content-generation.ts), asked once Vite's client has connected (it
 * holds what is sent until then). A build renders nothing here.
 */
export function ContentCurrent() {
  if (contentGeneration === undefined) return null;
  const script =
    `import { createHotContext } from '/@vite/client';` +
    `const hot = createHotContext('/@northbeam/content-current');` +
    `hot.on(${JSON.stringify(generationTold)}, (seen) => { if (seen !== ${contentGeneration}) location.reload(); });` +
    `hot.send(${JSON.stringify(generationAsked)});`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: script }} />;
}
