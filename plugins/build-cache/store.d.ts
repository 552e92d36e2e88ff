// Types of store.js for the TypeScript build steps that keep results in the cache (upload checks, social cards).
export declare function cacheRoot(): string;
export declare function cacheEnabled(): boolean;
export declare function cacheKey(inputs: unknown): string;
export declare function sha256File(file: string): string;
export declare function versionsOf(names: readonly string[]): Record<string, string>;
export declare function sourceDigest(file: string): string;
export declare function readEntry(kind: string, key: string): string | undefined;
export declare function writeEntry(kind: string, key: string, fill: (dir: string) => Promise<void>): Promise<void>;
export declare function readJson<T>(kind: string, key: string): T | undefined;
export declare function writeJson(kind: string, key: string, value: unknown): Promise<void>;
export declare function readBytes(kind: string, key: string): Buffer | undefined;
export declare function writeBytes(kind: string, key: string, bytes: Uint8Array): Promise<void>;
export declare function pruneOlderThan(days: number, now?: number): number;
