export declare function staticImports(clientDir: string, entry: string): string[];
