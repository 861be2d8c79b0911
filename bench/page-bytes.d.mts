export type Asset = { file: string; raw: number; gzip: number };
export type PageBytes = { page: string; html: Asset; css: Asset[]; js: Asset[]; fonts: Asset[]; images: Asset[] };
type Sizes = { raw: number; gzip: number };
export declare const clientDir: string;
export declare function htmlFiles(dir?: string): string[];
export declare function pageBytes(htmlFile: string): PageBytes;
export declare function scriptSources(html: string): string[];
export declare function total(assets: Asset[], key: 'raw' | 'gzip'): number;
export declare function allPageBytes(): { page: string; html: Sizes; css: Sizes; js: Sizes; fonts: Sizes; images: Sizes }[];
