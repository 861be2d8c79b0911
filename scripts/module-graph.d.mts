export declare function staticImports(clientDir: string, entry: string): string[];
export declare function dynamicImports(clientDir: string, module: string): string[];
