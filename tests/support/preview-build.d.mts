export declare const previewOutDir: string;
export declare const previewBranchName: string;
