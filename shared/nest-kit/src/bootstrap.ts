import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { json, urlencoded } from 'express';
import { ConfigError } from './config';
import { correlationMiddleware } from './correlation';
import { requireClientHeaderOnWrites } from './csrf';
import { createValidationPipe, ErrorEnvelopeFilter } from './errors';
import { createLogger, JsonNestLogger, requestLogMiddleware } from './logger';

/** Bodies above this are refused with 413 before any handler runs. */
export const MAX_BODY_BYTES = '100kb';

export interface ServiceBootOptions {
  name: string;
  port: number;
  host: string;
  logLevel: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Nest root module class
  module: any;
  /** extra setup before listen (gateway proxies, static files) */
  configure?: (app: NestExpressApplication) => void | Promise<void>;
  /** body parsing off for services that forward raw bodies (the gateway) */
  parseBodies?: boolean;
}

export async function createServiceApp(options: ServiceBootOptions): Promise<NestExpressApplication> {
  const logger = createLogger(options.name, options.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(options.module, {
    logger: new JsonNestLogger(logger),
    bodyParser: false,
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.use(correlationMiddleware);
  app.use(requestLogMiddleware(logger));
  app.use(requireClientHeaderOnWrites);
  if (options.parseBodies !== false) {
    app.use(json({ limit: MAX_BODY_BYTES }));
    app.use(urlencoded({ extended: false, limit: MAX_BODY_BYTES }));
  }
  app.useGlobalFilters(new ErrorEnvelopeFilter(logger));
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();
  await options.configure?.(app);
  return app;
}

/** The OpenAPI document of one service; the gateway merges them into one. */
export function serveOpenApi(app: INestApplication, title: string): void {
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle(title).setVersion('0.1.0').build());
  app.getHttpAdapter().get('/openapi.json', (_req: unknown, res: { json: (body: unknown) => void }) => res.json(document));
}

/** Boots a service: the process exits with a clear message when its configuration is incomplete. */
export async function runService(boot: () => Promise<ServiceBootOptions>): Promise<void> {
  let options: ServiceBootOptions;
  try {
    options = await boot();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const app = await createServiceApp(options);
  serveOpenApi(app, `Rendezvous ${options.name}`);
  await app.listen(options.port, options.host);
  createLogger(options.name, options.logLevel).info({ port: options.port }, `${options.name} listening`);
}
