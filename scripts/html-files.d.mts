export declare const buildClientDir: (outDir?: string) => string;
export declare function htmlFiles(dir: string): string[];
