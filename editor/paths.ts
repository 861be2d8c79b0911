/**
 * Where the content editor lives, in development (editor/local-mode.ts) and in the deployed site
 * (worker/editor.ts): Keystatic's app, its API, and the address staff are given.
 */
export const editorPaths = { page: '/keystatic', api: '/api/keystatic', entry: '/admin' } as const;
