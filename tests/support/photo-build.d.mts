type Place = 'cover' | 'hero' | 'portrait' | 'press';
export declare const photoSite: string;
export declare const photoSiteClient: string;
export declare const testPhotos: Record<Place, { fixture: string; image: string; width: number; height: number }>;
export declare const testAlts: Record<Place | 'caseStudy', { en: string; fr: string }>;
/** The case study given a photo: the first of content/case-studies. */
export declare function testCaseStudy(): string;
export declare const testArticle: { en: string; fr: string };
export declare function makePhotoSite(): void;
export declare function buildPhotoSite(outDir?: string): string;
export declare function buildDrawnCoverVariant(): string;
