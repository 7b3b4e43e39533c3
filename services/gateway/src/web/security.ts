import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers. The CSP admits scripts and manifests from this origin and from the remotes'
 * CDN origin only; inline styles are allowed because the remotes inject their CSS at run time.
 */
export function securityHeaders(cdnOrigin: string): RequestHandler {
  const remoteOrigins = cdnOrigin ? [cdnOrigin] : [];
  return helmet({
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
  });
}
