import type { RequestStep } from './http';
import { answerJson } from './request-guards';

/** Where every process answers its liveness probe (the Helm chart's livenessProbe, and the gateway's readiness). */
export const LIVENESS_PATH = '/health/live';

/**
 * `GET /health/live`: the process runs and its event loop answers, nothing else. A liveness probe that asked the
 * database (`/health`, the readiness probe) would restart every replica during a database outage, which mends nothing;
 * a TCP check would pass while the event loop is stuck. The first of nest-kit's steps: no limit, log or metric counts it.
 */
export const answerLiveness: RequestStep = (req, res, next) => {
  if (req.url !== LIVENESS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  res.setHeader('Cache-Control', 'no-store');
  // Node sends no body to a HEAD request.
  answerJson(res, 200, { status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
};
