// Types of gatsby-worker.js for its unit tests (__tests__/unit/build-steps/build-cache.test.ts).
export interface ImageJob {
  inputPaths: { path: string; contentDigest: string }[];
  outputDir: string;
  args: { isLazy?: boolean; operations: { outputPath: string; args: Record<string, unknown> }[]; pluginOptions: Record<string, unknown> };
}
export declare function IMAGE_PROCESSING(job: ImageJob): Promise<unknown>;
export declare const IMAGE_PROCESSING_JOB_NAME: "IMAGE_PROCESSING";
export declare function imageJobKey(job: ImageJob, tools?: Record<string, string>): string;
export declare const counts: { reused: number; encoded: number };
export declare const AVIF_EFFORT: number;
export declare function useAvifEffort(sharp?: unknown): void;
