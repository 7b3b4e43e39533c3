import type { ProfileWrite } from '@rendezvous/contracts/internal';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProfilesRepository } from './profiles.repository';

/** The profile changes other services cause (identity's and payments' events), inside the inbox's transaction. */
@Injectable()
export class ProfileWrites {
  constructor(private readonly profiles: ProfilesRepository) {}

  /** Creates the profile (given a name and a birth date) or changes the fields given; false when there was no profile to change. */
  write(tx: EntityManager, memberId: number, changes: ProfileWrite): Promise<boolean> {
    return this.profiles.write(tx, memberId, changes);
  }

  /** The profile goes, and its photos' rows and likes with it (foreign keys). */
  delete(tx: EntityManager, memberId: number): Promise<void> {
    return this.profiles.delete(tx, memberId);
  }

  /** Payments' fact, kept here as a read model for the premium badge. */
  markPremium(tx: EntityManager, memberId: number): Promise<void> {
    return this.profiles.markPremium(tx, memberId);
  }
}
