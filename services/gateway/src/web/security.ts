import type { RequestStep } from '@rendezvous/nest-kit';
import helmet from 'helmet';
import type { OutgoingHttpHeader, ServerResponse } from 'node:http';

/**
 * The headers a middleware sets when they never depend on the request: worked out once at start by
 * running it against a recording response, then set with one loop per request. helmet is twelve
 * chained middlewares; on the gateway's hot path (routing/api-calls.ts) each call paid for all of them.
 */
export function precomputedHeaders(middleware: (req: never, res: ServerResponse, next: () => void) => void): RequestStep {
  const set: Array<[string, OutgoingHttpHeader]> = [];
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeader) => set.push([name, value]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let done = false;
  middleware({ headers: {} } as never, recorder, () => (done = true));
  if (!done) throw new Error('the header middleware did not hand on synchronously; its headers cannot be precomputed');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}

/**
 * Security headers. The CSP admits scripts and manifests from this origin and from the remotes'
 * CDN origin only; inline styles are allowed because the remotes inject their CSS at run time.
 */
export function securityHeaders(cdnOrigin: string): RequestStep {
  const remoteOrigins = cdnOrigin ? [cdnOrigin] : [];
  // Nothing below depends on the request (no nonces), so helmet's answer is the same for every one.
  return precomputedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remoteOrigins],
          connectSrc: ["'self'", ...remoteOrigins],
          styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
          imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
          fontSrc: ["'self'", ...remoteOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // frame-ancestors 'none' above says it; helmet's default X-Frame-Options: SAMEORIGIN would contradict it.
      xFrameOptions: false,
      // Remote chunks come from the CDN origin in production.
      crossOriginResourcePolicy: { policy: cdnOrigin ? 'cross-origin' : 'same-origin' },
    }),
  );
}
