import { gatewayRoutes } from '@rendezvous/contracts/routes';
import { openApiCall } from '@rendezvous/contracts/internal';
import { ContractRoute, InternalClient } from '@rendezvous/nest-kit';
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SERVICE_NAMES } from '../routing/route-table';

type OpenApiDocument = { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> }; tags?: unknown[] };

export const GATEWAY_DOCUMENT = Symbol('GATEWAY_DOCUMENT');

/** One OpenAPI document for every public call: the gateway's own merged with each service's. */
@ApiExcludeController()
@Controller('api')
export class OpenApiController {
  constructor(
    private readonly internal: InternalClient,
    @Inject(GATEWAY_DOCUMENT) private readonly gatewayDocument: () => OpenApiDocument,
  ) {}

  @Get('openapi.json')
  @ContractRoute(gatewayRoutes.openApi)
  async document() {
    const parts = await Promise.all(
      SERVICE_NAMES.map((name) =>
        this.internal.call(openApiCall(name), { timeoutMs: 2_000 }).then(
          (document) => document as OpenApiDocument,
          () => null,
        ),
      ),
    );
    const own = this.gatewayDocument();
    const merged = {
      openapi: '3.0.0',
      info: { title: 'Rendezvous public API', version: '0.1.0', description: 'Every call the gateway publishes.' },
      paths: { ...own.paths } as Record<string, unknown>,
      components: { schemas: { ...own.components?.schemas } as Record<string, unknown> },
      'x-unavailable-services': [] as string[],
    };
    parts.forEach((part, index) => {
      if (!part) {
        merged['x-unavailable-services'].push(SERVICE_NAMES[index]);
        return;
      }
      Object.assign(merged.paths, part.paths);
      Object.assign(merged.components.schemas, part.components?.schemas);
    });
    return merged;
  }
}
