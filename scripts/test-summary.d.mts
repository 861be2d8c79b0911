export type Counts = { passed: number; failed: number };
export declare function countReport(file: string, kind: 'vitest' | 'playwright'): Counts;
export declare const summaryLine: (totals: Counts[]) => string;
export declare function failures(file: string, kind: 'vitest' | 'playwright'): string[];
