export declare const debianChromium: string;
export type Machine = { exists: (path: string) => boolean; canInstall: () => boolean; install: () => unknown };
export declare function ensureBrowser(env?: Record<string, string | undefined>, machine?: Machine): string;
