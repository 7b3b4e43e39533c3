import { MEMBERS_ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import { AppError, IdPipe } from '@rendezvous/nest-kit';

/** "Member not found" in the spec's 404 wording: an unknown, disabled or deleted member looks the same. */
export const memberNotFound = () => new AppError(404, MEMBERS_ERROR_CODES.notFound, SPEC_MESSAGES.notFound);

/**
 * A member id from the path (a bigint column), through nest-kit's one id pipe. Anything that is not
 * one (letters, 0, 17 digits) is a member that does not exist: the profile page shows the 404 page,
 * never a 400 or a 500.
 */
export const MemberIdPipe = new IdPipe(memberNotFound, 'bigint');
