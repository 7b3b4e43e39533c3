import { z } from 'zod';
import type * as core from 'zod/v4/core';

/**
 * A public route as data (issue 33, docs/adr/0018): its method and path, its request's schemas and
 * its answer's. The service validates with these schemas (nest-kit's ZodBody, ZodQuery, ZodParams),
 * the OpenAPI document is written from them (nest-kit's @ContractRoute), and the integration tests
 * check every real answer against that document (test-kit's `call`).
 *
 * Served from `@rendezvous/contracts/routes`, never from the main entry: the remotes import the main
 * entry and must not download zod. Types that the main entry names (`SiteSettings`, …) are
 * `z.infer` of these schemas through a type-only import.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Any zod schema, full `zod` or `zod/mini`. */
export type AnySchema = core.$ZodType;

/** An answer that is not JSON: no body (204, or a 200 with nothing to read), a download, a redirect, an HTML page. */
export interface AnswerMarker<K extends 'empty' | 'file' | 'redirect' | 'html' = 'empty' | 'file' | 'redirect' | 'html'> {
  readonly kind: K;
  /** for a file: its content type(s) in the OpenAPI; for the others, a word for the reader */
  readonly description?: string;
  readonly contentType?: string;
}

export const ANSWERS = {
  empty: (description = 'no body'): AnswerMarker<'empty'> => ({ kind: 'empty', description }),
  file: (contentType = 'application/octet-stream', description = 'a file'): AnswerMarker<'file'> => ({ kind: 'file', contentType, description }),
  redirect: (description = 'a redirect (Location header)'): AnswerMarker<'redirect'> => ({ kind: 'redirect', description }),
  html: (description = 'an HTML page'): AnswerMarker<'html'> => ({ kind: 'html', contentType: 'text/html', description }),
} as const;

export const isAnswerMarker = (answer: unknown): answer is AnswerMarker =>
  typeof answer === 'object' && answer !== null && 'kind' in answer && typeof (answer as { kind: unknown }).kind === 'string' && !('_zod' in answer);

/** A failure a caller should expect (always the error envelope): `{ status: 404, code: 'LEGAL.NOT_FOUND' }`. */
export interface RouteFailure {
  readonly status: number;
  readonly code: string;
  readonly description?: string;
}

/** The error envelope as a schema, for the failure answers of the OpenAPI (`ErrorEnvelope` in the main entry). */
export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  correlationId: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export interface RouteDefinition<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  A extends AnySchema | AnswerMarker = AnySchema | AnswerMarker,
> {
  /** unique within the service, camelCase: `siteSettings` */
  readonly name: string;
  /** the owning service: `site`, `gateway`, `members`, … */
  readonly service: string;
  readonly method: HttpMethod;
  /** the full path as Nest registers it, parameters as `:name`: `/api/admin/sites/:domain/settings` */
  readonly path: string;
  readonly summary: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** the JSON answer's schema, or ANSWERS.empty() / file() / redirect() / html() */
  readonly answer: A;
  /** the success status; 200 when not given */
  readonly status?: number;
  /** the failures a caller should expect besides the request's own 400 (which every route with params, query or body has) */
  readonly failure?: readonly RouteFailure[];
  /** the request body's media type when it is not JSON (`multipart/form-data`) */
  readonly consumes?: string;
}

export interface RouteContract<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  A extends AnySchema | AnswerMarker = AnySchema | AnswerMarker,
> extends RouteDefinition<P, Q, B, A> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly status: number;
  readonly failure: readonly RouteFailure[];
}

/** Declares a route: `route({ name, service, method, path, summary, query, answer })`; the types come from the schemas. */
export function route<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  A extends AnySchema | AnswerMarker = AnySchema | AnswerMarker,
>(definition: RouteDefinition<P, Q, B, A>): RouteContract<P, Q, B, A> {
  if (!definition.path.startsWith('/')) throw new Error(`route ${definition.name}: the path starts with /, got ${definition.path}`);
  return Object.freeze({
    ...definition,
    params: definition.params as P,
    query: definition.query as Q,
    body: definition.body as B,
    status: definition.status ?? 200,
    failure: definition.failure ?? [],
  });
}

type Out<S> = S extends AnySchema ? core.output<S> : undefined;

/** What a handler returns for a contract (`Promise<AnswerOf<typeof siteSettings>>`); `unknown` for a non-JSON answer. */
export type AnswerOf<C extends RouteContract> = C['answer'] extends AnySchema ? core.output<C['answer']> : unknown;
export type BodyOf<C extends RouteContract> = Out<C['body']>;
export type QueryOf<C extends RouteContract> = Out<C['query']>;
export type ParamsOf<C extends RouteContract> = Out<C['params']>;
