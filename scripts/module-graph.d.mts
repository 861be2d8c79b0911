export declare function staticImports(clientDir: string, entry: string): string[];
export declare function dynamicImports(clientDir: string, module: string): string[];
export declare function stylesheetDependencies(clientDir: string, module: string): string[];
export declare function reachableModules(clientDir: string, entries: readonly string[]): string[];
export declare function pageModules(html: string): string[];
