export declare const REMOTES: string[];
export declare function hashBuild(dir: string): string;
export declare function publishBuild(root: string, remote: string, cdnDir: string, options?: { shellDir?: string }): string;
export declare function switchTo(cdnDir: string, remote: string, version: string): { changed: boolean; version: string };
export declare function rollback(cdnDir: string, remote: string): { from: string; to: string };
export declare function publishNewBuilds(root: string, cdnDir: string): void;
