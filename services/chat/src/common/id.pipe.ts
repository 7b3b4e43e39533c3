import { CHAT_ERROR_CODES, CHAT_MESSAGES } from '@rendezvous/contracts';
import { AppError, fieldErrors } from '@rendezvous/nest-kit';
import { Injectable, type PipeTransform } from '@nestjs/common';

const ID = /^[1-9][0-9]{0,15}$/;

/** The value as a positive safe integer id, or null. The global validation pipe may already have made a number of it. */
function asId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !ID.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** An id from the path or query (a conversation, a member, a message). Anything else is something that does not exist: 404, never a 500. */
@Injectable()
export class IdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = asId(value);
    if (id === null) throw new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);
    return id;
  }
}

/** An optional paging cursor: absent is undefined; a malformed one is a 400. */
@Injectable()
export class OptionalCursorPipe implements PipeTransform<unknown, number | undefined> {
  transform(value: unknown): number | undefined {
    if (value === undefined || value === '') return undefined;
    const id = asId(value);
    if (id === null) throw fieldErrors({ before: ['before must be a message id.'] });
    return id;
  }
}
