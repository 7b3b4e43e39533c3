import { errorEnvelopeSchema, isAnswerMarker, type AnySchema, type RouteContract } from '@rendezvous/contracts/routes';
import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, type ApiResponseSchemaHost } from '@nestjs/swagger';
import * as core from 'zod/v4/core';

/** The Reflect metadata key under which a handler keeps its RouteContract (read by `@rendezvous/nest-kit/testing`). */
export const CONTRACT_ROUTE = 'rendezvous:contract-route';

/** An OpenAPI 3.0 schema object, as @nestjs/swagger takes it. */
type SchemaObject = Exclude<ApiResponseSchemaHost['schema'], { $ref: string }>;
type JsonSchema = SchemaObject & { properties?: Record<string, SchemaObject>; required?: string[]; description?: string };

/**
 * A zod schema (full or mini) as an OpenAPI 3.0 schema object. Requests are described as the handler
 * reads them (`io: 'output'` for params and query: what the pipe hands on; `'input'` for a body:
 * what a caller sends); answers as they leave (`'output'`).
 */
export function openApiSchema(schema: AnySchema, io: 'input' | 'output'): JsonSchema {
  const json = core.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema & { $schema?: string };
  delete json.$schema;
  return json;
}

function parameters(schema: AnySchema | undefined): Array<{ name: string; required: boolean; schema: SchemaObject; description?: string }> {
  if (!schema) return [];
  const json = openApiSchema(schema, 'output');
  return Object.entries(json.properties ?? {}).map(([name, property]: [string, JsonSchema]) => ({
    name,
    required: (json.required ?? []).includes(name),
    schema: property,
    ...(property.description ? { description: property.description } : {}),
  }));
}

const ENVELOPE = openApiSchema(errorEnvelopeSchema, 'output');

/**
 * Writes a handler's OpenAPI operation from its contract (summary, parameters, request body, the
 * answer for `status`, the failures as the error envelope) and records the contract on the handler.
 * It does not register the route: `@Get(...)` beside it does, and `expectEveryRouteHasAContract`
 * checks that the two agree.
 *
 *   @Get('settings.php')
 *   @ContractRoute(siteRoutes.settings)
 *   settings(@Query(new ZodQuery(siteRoutes.settings.query)) query: QueryOf<typeof siteRoutes.settings>) { … }
 */
export function ContractRoute(contract: RouteContract): MethodDecorator {
  const decorators: Array<MethodDecorator | ClassDecorator> = [
    SetMetadata(CONTRACT_ROUTE, contract),
    ApiOperation({ summary: contract.summary, operationId: `${contract.service}.${contract.name}` }),
  ];
  for (const param of parameters(contract.params)) decorators.push(ApiParam({ ...param, required: true }));
  for (const param of parameters(contract.query)) decorators.push(ApiQuery(param));
  if (contract.body) {
    if (contract.consumes) decorators.push(ApiConsumes(contract.consumes));
    decorators.push(ApiBody({ schema: openApiSchema(contract.body, 'input'), required: true }));
  }
  const answer = contract.answer;
  if (isAnswerMarker(answer)) {
    if (answer.kind === 'file' || answer.kind === 'html') {
      decorators.push(ApiProduces(answer.contentType ?? 'application/octet-stream'));
      decorators.push(
        ApiResponse({
          status: contract.status,
          description: answer.description ?? answer.kind,
          schema: { type: 'string', format: answer.kind === 'file' ? 'binary' : undefined },
        }),
      );
    } else {
      decorators.push(ApiResponse({ status: contract.status, description: answer.description ?? answer.kind }));
    }
  } else {
    decorators.push(ApiResponse({ status: contract.status, description: contract.summary, schema: openApiSchema(answer, 'output') }));
  }
  const failures = [...contract.failure];
  if ((contract.params || contract.query || contract.body) && !failures.some((failure) => failure.status === 400)) {
    failures.push({ status: 400, code: 'VALIDATION.FAILED', description: 'The request is not valid (field errors in `errors`).' });
  }
  const byStatus = new Map<number, string[]>();
  for (const failure of failures)
    byStatus.set(failure.status, [...(byStatus.get(failure.status) ?? []), failure.description ? `${failure.code}: ${failure.description}` : failure.code]);
  for (const [status, codes] of byStatus) decorators.push(ApiResponse({ status, description: codes.join('; '), schema: ENVELOPE }));
  return applyDecorators(...decorators) as MethodDecorator;
}

/** The contract a handler was given with @ContractRoute, if any. */
export function contractOf(handler: unknown): RouteContract | undefined {
  return typeof handler === 'function' ? (Reflect.getMetadata(CONTRACT_ROUTE, handler) as RouteContract | undefined) : undefined;
}
