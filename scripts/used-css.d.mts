export declare function htmlText(html: string): string;
export declare function words(text: string): Set<string>;
export declare function cuttableCss(cssText: string): {
  classes: Set<string>;
  selectors: string[][];
  forPage(wordSets: readonly Set<string>[]): string;
};
export declare function propertyNames(text: string): Set<string>;
export declare function withoutUnreadProperties(css: string, named: readonly Set<string>[]): string;
