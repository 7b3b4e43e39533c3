import { MEMBERS_ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import { AppError } from '@rendezvous/nest-kit';
import { Injectable, type PipeTransform } from '@nestjs/common';

/** "Member not found" in the spec's 404 wording: an unknown, disabled or deleted member looks the same. */
export const memberNotFound = () => new AppError(404, MEMBERS_ERROR_CODES.notFound, SPEC_MESSAGES.notFound);

/**
 * A member id from the path. Anything that is not one (letters, 0, 17 digits) is a member that does not
 * exist: the profile page shows the 404 page, never a 400 or a 500.
 */
@Injectable()
export class MemberIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9][0-9]{0,15}$/.test(value)) throw memberNotFound();
    const id = Number(value);
    if (!Number.isSafeInteger(id)) throw memberNotFound();
    return id;
  }
}
