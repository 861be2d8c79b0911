export function buildClientDir(outDir?: string): string;
export const editorDir: string;
export function htmlFiles(dir: string, root?: string): string[];
export function builtFilePaths(dir: string): string[];
