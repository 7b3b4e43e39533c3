import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Gender, Sexuality } from '@rendezvous/contracts';
import { bigintId } from '@rendezvous/nest-kit';

export type ProfileStatus = 'active' | 'disabled';

@Entity({ name: 'profiles' })
export class Profile {
  /** the account id from identity: one id per person across services */
  @PrimaryColumn({ type: 'bigint', transformer: bigintId })
  id: number;

  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) gender: Gender | null;
  @Column({ type: 'text', nullable: true }) sexuality: Sexuality | null;
  /** YYYY-MM-DD; the age is computed when read, so it never goes stale */
  @Column({ name: 'birth_date', type: 'date' }) birthDate: string;
  /** ISO 3166-1 alpha-2, upper case */
  @Column({ type: 'char', length: 2, nullable: true }) country: string | null;
  @Column({ name: 'signup_message', type: 'text', nullable: true }) signupMessage: string | null;
  @Column({ type: 'text', nullable: true }) region: string | null;
  @Column({ type: 'text', nullable: true }) city: string | null;
  @Column({ name: 'about_me', type: 'text', nullable: true }) aboutMe: string | null;
  /** reason for sign-up */
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ type: 'text', nullable: true }) tattoos: string | null;
  @Column({ name: 'hair_colour', type: 'text', nullable: true }) hairColour: string | null;
  @Column({ name: 'eye_colour', type: 'text', nullable: true }) eyeColour: string | null;
  @Column({ name: 'body_type', type: 'text', nullable: true }) bodyType: string | null;
  @Column({ name: 'relationship_status', type: 'text', nullable: true }) relationshipStatus: string | null;
  /** ids of the spec's interests (section 3), 1 = adventure ... 50 = wine; the site service lists them */
  @Column({ type: 'integer', array: true, default: () => "'{}'" }) interests: number[];
  @Column({ type: 'text', default: 'active' }) status: ProfileStatus;
  /** invisible mode: hidden from search and from unsolicited messages and likes, never shown online (spec section 6) */
  @Column({ type: 'boolean', default: false }) invisible: boolean;
  /** privacy mode: hidden from search and from unsolicited messages and likes (spec section 6) */
  @Column({ type: 'boolean', default: false }) privacy: boolean;
  /** presence: the member's last call; "online" within ONLINE_WITHIN_MS (presence/presence.ts) */
  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' }) lastSeenAt: Date;
  /** a read model of payments' decision (the first purchase makes a member premium) */
  @Column({ type: 'boolean', default: false }) premium: boolean;
  /** flagged by an operator: cards and profile show the site's fictional_icon */
  @Column({ type: 'boolean', default: false }) fictional: boolean;
  /** explicit consent to store sexuality and sex-related interests (GDPR art. 9); null without */
  @Column({ name: 'special_category_consent_at', type: 'timestamptz', nullable: true }) specialCategoryConsentAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
