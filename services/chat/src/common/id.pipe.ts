import { CHAT_ERROR_CODES, CHAT_MESSAGES } from '@rendezvous/contracts';
import { AppError, fieldErrors, IdPipe as PathIdPipe, parseId } from '@rendezvous/nest-kit';
import { Injectable, type PipeTransform } from '@nestjs/common';

const chatNotFound = () => new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);

/**
 * An id from the path or query (a conversation, a member, a message: bigint columns), through
 * nest-kit's one id pipe. Anything else is something that does not exist: 404, never a 500.
 */
export const IdPipe = new PathIdPipe(chatNotFound, 'bigint');

/** An optional paging cursor: absent is undefined; a malformed one is a 400. */
@Injectable()
export class OptionalCursorPipe implements PipeTransform<unknown, number | undefined> {
  transform(value: unknown): number | undefined {
    if (value === undefined || value === '') return undefined;
    const id = parseId(value, 'bigint');
    if (id === null) throw fieldErrors({ before: ['before must be a message id.'] });
    return id;
  }
}
