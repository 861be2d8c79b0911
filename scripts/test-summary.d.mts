export type Counts = { passed: number; failed: number };
export declare function countReport(file: string, kind: 'vitest' | 'playwright'): Counts;
export declare const summaryLine: (totals: Counts[]) => string;
export declare function failures(file: string, kind: 'vitest' | 'playwright'): string[];
export type TestTime = { name: string; seconds: number };
export declare function testDurations(file: string, kind: 'vitest' | 'playwright'): TestTime[];
export declare const slowestTests: (durations: TestTime[], count?: number) => TestTime[];
export declare function stageBudgetProblems(stages: { label: string; seconds: number }[], usual: Record<string, number>): string[];
