import { ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import type { CallAnswer, CallBody, CallParams, InternalCall, InternalService } from '@rendezvous/contracts/internal';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { SpanKind } from '@opentelemetry/api';
import { Agent, request } from 'undici';
import type { z } from 'zod';
import { inSpan, traceHeaders } from '../tracing';
import { AppError } from '../errors';
import { zodFieldErrors } from './zod-body';

/** Why an internal call did not give an answer. */
export type InternalFailure =
  /** the service could not be reached, did not answer in time, or failed (5xx) */
  | 'unavailable'
  /** the service answered 4xx: `status` and `envelope` say what it refused */
  | 'refused'
  /** the answer did not match the contract: the two services disagree */
  | 'invalid_answer'
  /** the caller's own body broke the contract; nothing was sent */
  | 'invalid_request';

export class InternalCallError extends Error {
  constructor(
    readonly call: string,
    readonly failure: InternalFailure,
    readonly status?: number,
    readonly envelope?: { code?: string; message?: string; errors?: Record<string, string[]> },
    options?: { cause?: unknown },
  ) {
    super(`internal call ${call} failed: ${failure}${status ? ` (${status})` : ''}${envelope?.message ? `: ${envelope.message}` : ''}`, options);
    this.name = 'InternalCallError';
  }

  /** The error a member sees when their request needed this call: the spec's 503, or a refusal's own 400. */
  toAppError(): AppError {
    if (this.failure === 'invalid_request' || (this.failure === 'refused' && this.status === 400)) {
      return new AppError(400, ERROR_CODES.validationFailed, this.envelope?.message ?? 'The request is not valid.', this.envelope?.errors);
    }
    return new AppError(503, ERROR_CODES.serviceUnavailable, SPEC_MESSAGES.tryAgainLater);
  }
}

export interface InternalClientOptions {
  /** base URL of each service this caller talks to */
  urls: Partial<Record<InternalService, string>>;
  /** the platform's INTERNAL_TOKEN, sent as a bearer token */
  token: string;
  /** per call, unless the call says otherwise (default 3 s) */
  timeoutMs?: number;
  /** open connections kept per service (default 32) */
  connectionsPerService?: number;
}

type CallInput<C> = (CallParams<C> extends void ? { params?: undefined } : { params: CallParams<C> }) &
  (CallBody<C> extends undefined ? { body?: undefined } : { body: CallBody<C> }) & {
    /** extra request headers (the site settings call sends the visitor's host) */
    headers?: Record<string, string>;
    timeoutMs?: number;
  };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call, whatever its schemas
type AnyCall = InternalCall<any, z.ZodType | undefined, z.ZodType>;

/**
 * The one way services call each other: keep-alive connections (a new TCP connection per call costs
 * more than the call), a timeout on every call, the request's trace context passed on (a client span per call), the internal
 * token, and both directions checked against the contract in `@rendezvous/contracts/internal`.
 */
export class InternalClient implements OnModuleDestroy {
  private readonly logger = new Logger(InternalClient.name);
  private readonly agent: Agent;
  private readonly timeoutMs: number;

  constructor(private readonly options: InternalClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 3_000;
    this.agent = new Agent({
      connections: options.connectionsPerService ?? 32,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 30_000,
    });
  }

  call<C extends AnyCall>(call: C, input: CallInput<C>): Promise<CallAnswer<C>> {
    return inSpan(`call ${call.name}`, SpanKind.CLIENT, () => this.send(call, input));
  }

  private async send<C extends AnyCall>(call: C, input: CallInput<C>): Promise<CallAnswer<C>> {
    const base = this.options.urls[call.service];
    if (!base) throw new Error(`internal call ${call.name}: no URL configured for ${call.service}`);
    let body: string | undefined;
    if (call.body) {
      const checked = call.body.safeParse(input.body);
      if (!checked.success) {
        const errors = zodFieldErrors(checked.error);
        throw new InternalCallError(call.name, 'invalid_request', undefined, { message: 'The request is not valid.', errors });
      }
      body = JSON.stringify(checked.data);
    }
    const timeoutMs = input.timeoutMs ?? this.timeoutMs;
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const answer = await request(new URL(call.path(input.params), base), {
        dispatcher: this.agent,
        method: call.method,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...traceHeaders(),
          ...input.headers,
        },
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = answer.statusCode;
      text = await answer.body.text();
    } catch (error) {
      this.logger.warn(`${call.name} unavailable after ${Math.round(performance.now() - started)} ms: ${(error as Error).message}`);
      throw new InternalCallError(call.name, 'unavailable', undefined, undefined, { cause: error });
    }
    const json = parseJson(text);
    if (status >= 500) {
      this.logger.warn(`${call.name} answered ${status}`);
      throw new InternalCallError(call.name, 'unavailable', status, envelopeOf(json));
    }
    if (status >= 400) throw new InternalCallError(call.name, 'refused', status, envelopeOf(json));
    const checked = call.answer.safeParse(json);
    if (!checked.success) {
      this.logger.error(`${call.name} answered outside its contract: ${checked.error.message}`);
      throw new InternalCallError(call.name, 'invalid_answer', status, undefined, { cause: checked.error });
    }
    return checked.data as CallAnswer<C>;
  }

  /** Closes the kept connections at shutdown. */
  async onModuleDestroy(): Promise<void> {
    await this.agent.close();
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function envelopeOf(json: unknown): InternalCallError['envelope'] {
  if (!json || typeof json !== 'object') return undefined;
  const { code, message, errors } = json as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    errors: errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : undefined,
  };
}
