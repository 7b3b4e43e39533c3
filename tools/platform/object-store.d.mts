/** s3rver takes any key pair; these say what they are. */
export declare const LOCAL_S3_KEYS: { accessKeyId: string; secretAccessKey: string };
/** A local S3-compatible server (s3rver) in this process, with `buckets` made; its objects under `dir`. */
export declare function startObjectStore(options: { dir: string; buckets: string[]; port?: number }): Promise<{ endpoint: string; stop: () => Promise<void> }>;
