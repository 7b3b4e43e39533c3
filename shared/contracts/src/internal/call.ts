import type { z } from 'zod';
import type { ServiceName } from '../platform-units';

/** The services that answer internal calls (the platform's list, and the gateway); the caller's config maps each to a base URL. */
export type InternalService = ServiceName | 'gateway';

/**
 * One internal call between services: who answers it, where, what goes in and what comes back.
 * The caller validates its request body before sending and the answer on arrival; the receiver
 * validates the body at its edge with the same schema (nest-kit's ZodBody). `as T` casts on another
 * service's JSON are how two services drift apart without anyone noticing; a schema fails loudly.
 */
export interface InternalCall<Params, Body extends z.ZodType | undefined, Answer extends z.ZodType> {
  /** a name for logs and errors, e.g. "members.profile.read" */
  name: string;
  service: InternalService;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (params: Params) => string;
  body: Body;
  answer: Answer;
}

/** Declares a call with its types inferred from the schemas. */
export function internalCall<Params = void, Body extends z.ZodType | undefined = undefined, Answer extends z.ZodType = z.ZodType>(
  call: InternalCall<Params, Body, Answer>,
): InternalCall<Params, Body, Answer> {
  return call;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- `any` params: a call's path function takes its own params type */
export type CallParams<C> = C extends InternalCall<infer P, any, any> ? P : never;
export type CallBody<C> = C extends InternalCall<any, infer B, any> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type CallAnswer<C> = C extends InternalCall<any, any, infer A> ? z.output<A> : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
