/**
 * `npm run editor`: the site's dev server with the content editor at /keystatic in local mode
 * (/admin redirects there). Keystatic's API (/api/keystatic/*) runs here, in Node, and writes
 * the content files on disk; Vite sees the change and the site's pages reload with it.
 * Only under `vike dev`: the built site serves the editor in GitHub mode (worker/editor.ts).
 *
 * `npm run editor` runs it with NODE_ENV=production (package.json): React's and Keystatic's
 * production code, as the deployed editor has, where their development code checks and warns as it
 * renders (issue 56: editor.spec took 163 CPU-seconds with it, 140 without, the same tests passing).
 * Vite still serves the modules as written and reloads what changes; `npm run dev` keeps React's
 * development code for whoever works on the code.
 */
import { readFileSync, realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { searchForWorkspaceRoot, type Plugin, type ViteDevServer } from 'vite';
import { editorCheckPath, editorPaths, editorTranslationsPath } from './paths.ts';
import { checkSave } from './save-check.ts';
import type { SaveChanges } from './save-rules.ts';
import { editorTranslations } from '../model/content/translation-files.ts';
import { projectScheduled } from '../model/content/publishing-files.ts';
import { projectStillToTidy } from '../model/content/retired-mentions-files.ts';
import { entryLabels, entryNames, entryPages } from '../model/build/entry-pages.ts';
import { contentLaunchLines } from '../scripts/launch-check.ts';
import { projectProblems } from '../model/content/content-check.ts';
import { contentState } from '../model/content/content-state.ts';
import { gitHead } from '../model/content/git-head.ts';
import { keystaticChanges } from './keystatic-patches.ts';

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  if (req.method !== 'GET' && req.method !== 'HEAD') for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
    method: req.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

type ApiResult = { status: number; body: string | Uint8Array | null; headers?: [string, string][] | Headers | Record<string, string> };

/** The last status answered, by what it was worked out from (statusOf). */
let statusKept: { state: string; body: Promise<string> } | undefined;

/**
 * The editor's status (translations, problems, pages, names, scheduled entries, launch facts, names still to tidy) as
 * JSON, worked out again only when a file under content/, the day, the site values or the commit
 * have changed (issue 56: each status box and the Dashboard ask on every page of the editor, and
 * each answer read the whole content again: 0.1 s to 3 s of the dev server's time each; the
 * editor's browser test took about 20 CPU-seconds less so). Asks that come while it is worked out
 * share it.
 */
function statusOf(root: string): Promise<string> {
  const state = `${contentState(root)}\n${gitHead(root)}`;
  if (statusKept?.state === state) return statusKept.body;
  const body = projectProblems(root).then((problems) =>
    JSON.stringify({ ...editorTranslations(root), problems, pages: entryPages(root), names: entryNames(root), labels: entryLabels(root), scheduled: projectScheduled(root), launch: contentLaunchLines(root), tidy: projectStillToTidy(root) }),
  );
  const kept = { state, body };
  statusKept = kept;
  // A failure is not kept: the next ask works it out again.
  body.catch(() => {
    if (statusKept === kept) statusKept = undefined;
  });
  return body;
}

export function editorLocalMode(root = process.cwd()): Plugin {
  let api: ((request: Request) => Promise<ApiResult>) | undefined;
  const handlerOf = async (server: ViteDevServer) => {
    if (api) return api;
    const { makeGenericAPIRouteHandler } = await import('@keystatic/core/api/generic');
    const { editorConfig } = (await server.ssrLoadModule(join(root, 'editor/config.ts'))) as typeof import('./config');
    api = makeGenericAPIRouteHandler({ config: editorConfig('local'), localBaseDirectory: root }) as (request: Request) => Promise<ApiResult>;
    return api;
  };
  return {
    name: 'northbeam:editor-local-mode',
    apply: 'serve',
    config: () => ({
      // The editor's app in local mode (editor/main.tsx): what tells it is this plugin, which only the
      // dev server runs, not Vite's DEV flag, false under `npm run editor` (production React, below).
      define: { 'import.meta.env.EDITOR_LOCAL': 'true' },
      // Keystatic's fonts come from node_modules; where that is a link to another folder (the
      // editor's browser test runs in such a copy), Vite would refuse them outside the project.
      server: { fs: { allow: [searchForWorkspaceRoot(root), realpathSync(join(root, 'node_modules'))] } },
      optimizeDeps: {
        // The editor's own modules scanned for their dependencies when the server starts (vike adds
        // the pages'): @keystar/ui/number-field, imported by editor/fields.ts and found only once the
        // editor had loaded, made Vite bundle every dependency again and reload the editor.
        entries: ['editor/**/*.{ts,tsx}'],
        // Found up front, so the editor's first load does not stop to optimize them and reload.
        include: [
          '@keystatic/core',
          '@keystatic/core/ui',
          'react-dom/client',
          // The photo field's own pieces (editor/photo-field.tsx).
          '@keystar/ui/button',
          '@keystar/ui/checkbox',
          '@keystar/ui/field',
          '@keystar/ui/layout',
          '@keystar/ui/text-field',
          '@keystar/ui/typography',
          // The toasts a save shows (editor/save-requests.ts): the queue Keystatic's own toaster shows.
          '@keystar/ui/toast',
          // Imported by Keystatic's own modules as an entry opens: left to be found then, Vite stopped
          // to optimize them and reloaded the editor (seven seconds on the 2-core machine).
          '@keystar/ui/link',
          '@keystar/ui/notice',
          '@keystatic/core/content-components',
        ],
        rolldownOptions: { plugins: [keystaticChanges().optimizer] },
      },
    }),
    configureServer(server) {
      server.middlewares.use(async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const path = (req.url ?? '/').split('?')[0]!;
        try {
          if (path === editorPaths.entry || path === `${editorPaths.entry}/`) {
            res.writeHead(302, { Location: editorPaths.page }).end();
            return;
          }
          if (path === editorTranslationsPath) {
            // The translation status, live from the files (editor/translation-status.tsx), with every
            // problem of the content the build would refuse, live too (the dashboard's "Cannot be
            // published"). Worked out before the answer starts: a failure answers 500 below, where a
            // started answer would have been left open until the page gave up.
            const body = await statusOf(root);
            res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
            res.end(body);
            return;
          }
          if (path === editorCheckPath && req.method === 'POST') {
            // A save checked before Keystatic writes it (editor/save-check.ts; editor/before-save.ts).
            const changes = JSON.parse((await toRequest(req).then((request) => request.text())) || '{}') as SaveChanges;
            const check = await checkSave(root, { additions: changes.additions ?? [], deletions: changes.deletions ?? [] });
            res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }).end(JSON.stringify(check));
            return;
          }
          if (path === editorPaths.page || path.startsWith(`${editorPaths.page}/`)) {
            // editor/keystatic/index.html names its script from the editor's folder (editor/vite.config.ts's root).
            const page = readFileSync(join(root, 'editor/keystatic/index.html'), 'utf8').replace('src="/main.tsx"', 'src="/editor/main.tsx"');
            const html = await server.transformIndexHtml(req.url ?? path, page);
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex, nofollow' }).end(html);
            return;
          }
          if (path.startsWith(`${editorPaths.api}/`)) {
            const result = await (await handlerOf(server))(await toRequest(req));
            const headers = new Headers(result.headers as HeadersInit | undefined);
            res.writeHead(result.status, Object.fromEntries(headers.entries()));
            res.end(result.body ?? undefined);
            return;
          }
        } catch (error) {
          server.config.logger.error(`editor: ${(error as Error).stack ?? String(error)}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`The editor failed: ${(error as Error).message}`);
          return;
        }
        next();
      });
    },
  };
}
