/**
 * The editor's browser app, served at /keystatic (Keystatic's own routes; /admin redirects
 * there). Local mode under `npm run editor`, GitHub mode in the deployed site.
 */
import { Keystatic } from '@keystatic/core/ui';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { createRoot } from 'react-dom/client';
import { defaultGithubRepo, editorConfig } from './config';

const storage = import.meta.env.DEV ? 'local' : ((import.meta.env.EDITOR_GITHUB_REPO as `${string}/${string}` | undefined) ?? defaultGithubRepo);

createRoot(document.getElementById('editor')!).render(
  <Keystatic config={editorConfig(storage)} appSlug={{ envName: 'EDITOR_GITHUB_APP_SLUG', value: import.meta.env.EDITOR_GITHUB_APP_SLUG as string | undefined }} />,
);
