export type PageSnapshot = { head: string[]; text: string[] };
export declare function headOf(html: string): string[];
export declare function textOf(html: string): string[];
export declare function snapshot(client?: string): Record<string, PageSnapshot>;
export declare function diff(before: Record<string, PageSnapshot>, after: Record<string, PageSnapshot>): { same: boolean; report: string[] };
