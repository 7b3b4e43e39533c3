import { AppError } from '@rendezvous/nest-kit';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/** Profile facts identity collects during signup; the members service owns and stores them. */
export interface ProfileWrite {
  name?: string;
  birth_date?: string;
  signup_message?: string;
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country?: string;
  region?: string;
  city?: string;
  about_me?: string;
  status?: 'active' | 'disabled';
}

@Injectable()
export class MembersClient {
  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  /** Creates or updates the member's profile; a failure aborts the caller's transaction. */
  async writeProfile(id: number, profile: ProfileWrite): Promise<void> {
    let answer: Response;
    try {
      answer = await fetch(`${this.config.MEMBERS_URL}/internal/profiles/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.INTERNAL_TOKEN}` },
        body: JSON.stringify(profile),
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      throw new AppError(503, 'SERVICE.UNAVAILABLE', 'An error occured, please try again later.');
    }
    if (answer.status === 400) {
      const envelope = (await answer.json()) as { message: string; errors?: Record<string, string[]> };
      throw new AppError(400, 'VALIDATION.FAILED', envelope.message, envelope.errors);
    }
    if (!answer.ok) throw new AppError(503, 'SERVICE.UNAVAILABLE', 'An error occured, please try again later.');
  }
}
