export declare const MONOLITH_REMOTES: string[];
export declare function buildMonolith(options: { root: string; outDir: string; workDir: string }): Promise<string>;
export declare function startMonolith(options: { root: string; gatewaySettings: Record<string, string>; cdnDir: string }): Promise<{ baseUrl: string; stop(): Promise<void> }>;
