export declare function lowerScriptPriority(html: string): string;
