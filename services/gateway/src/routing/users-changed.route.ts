import { usersChangedCall } from '@rendezvous/contracts/internal';
import { answerFirst, internalCallStep, isCall, type RequestStep } from '@rendezvous/nest-kit';
import { json } from 'express';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { UserCache } from './user-cache';

/**
 * Where a service that changed members' user objects while answering their own requests (chat's sends over
 * the socket, which never pass through the gateway) has their kept user objects dropped, in one call for a
 * batch (contract: usersChangedCall). Their session checks stay: only the user objects are stale.
 *
 * Answered before Express and Nest (nest-kit's answerFirst), with the same checks a controller had (nest-kit's
 * request steps, the internal token, the body by the contract's schema, errors in the envelope): chat makes it
 * about 50 times a second at 100 paid messages a second, and a controller's chain cost more than the drop (ADR 0010).
 */
export function answerUsersChangedFirst(server: Server, guards: readonly RequestStep[], internalToken: string, users: UserCache, logger: Logger): void {
  answerFirst(
    server,
    isCall(usersChangedCall),
    [
      ...guards,
      // The gateway parses no bodies (it streams them to services): this one it reads itself. 1,000 ids at most.
      json({ limit: '16kb' }) as RequestStep,
      internalCallStep(usersChangedCall, internalToken, async (body) => {
        const members = new Set(body.member_ids);
        for (const member of members) users.forgetMember(member, { sessionsToo: false });
        return { dropped: members.size };
      }),
    ],
    logger,
  );
}
