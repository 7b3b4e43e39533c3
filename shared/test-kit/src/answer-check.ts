import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Every JSON answer of a route whose operation in the gateway's `/api/openapi.json` has a response
 * schema for the answer's status is checked against that schema (issue 33, docs/adr/0018): the
 * schemas are written from the contracts in `shared/contracts/src/routes`, so an answer that drifts
 * from its contract fails the test that received it, naming the route, the status and the mismatch.
 */

type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

interface PathMatcher {
  template: string;
  pattern: RegExp;
  literals: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/api/admin/sites/{domain}/settings` as a pattern; more literal segments win when two match. */
function matcherOf(template: string): PathMatcher {
  const segments = template.split('/');
  const pattern = new RegExp(`^${segments.map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escape(segment))).join('/')}$`, 'i');
  return { template, pattern, literals: segments.filter((segment) => !segment.startsWith('{')).length };
}

export class AnswerChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly matchers: PathMatcher[];
  private readonly compiled = new Map<Schema, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.matchers = Object.keys(document.paths ?? {})
      .map(matcherOf)
      .sort((a, b) => b.literals - a.literals);
  }

  /** The schema an answer must meet, if the document has one: null for a route or status without one. */
  schemaFor(method: string, path: string, status: number): { route: string; schema: Schema } | null {
    const pathname = path.split(/[?#]/)[0];
    const matcher = this.matchers.find(({ pattern }) => pattern.test(pathname));
    if (!matcher) return null;
    const operation = this.document.paths?.[matcher.template]?.[method.toLowerCase()];
    const schema = operation?.responses?.[String(status)]?.content?.['application/json']?.schema;
    return schema ? { route: `${method.toUpperCase()} ${matcher.template}`, schema } : null;
  }

  /** What is wrong with an answer (empty when it meets its schema or has none). */
  problems(method: string, path: string, status: number, body: unknown): string[] {
    const found = this.schemaFor(method, path, status);
    if (!found) return [];
    let validate = this.compiled.get(found.schema);
    if (!validate) {
      validate = this.ajv.compile(found.schema);
      this.compiled.set(found.schema, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) => `${found.route} answered ${status}: ${error.instancePath || '(the body)'} ${error.message}${describeParams(error)}`,
    );
  }
}

function describeParams(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if ('additionalProperty' in params) return ` (${String(params.additionalProperty)})`;
  if ('allowedValues' in params) return ` (${JSON.stringify(params.allowedValues)})`;
  return '';
}

let checker: Promise<AnswerChecker | null> | undefined;

/** The gateway's merged document, read once per test file; null when it cannot be read (then nothing is checked). */
export function answerChecker(baseUrl: string): Promise<AnswerChecker | null> {
  checker ??= fetch(`${baseUrl}/api/openapi.json`).then(
    async (response) => (response.ok ? new AnswerChecker((await response.json()) as OpenApiDocument) : null),
    () => null,
  );
  return checker;
}
