import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

/** One member liked another; the same pair the other way round makes a match. */
@Entity({ name: 'likes' })
export class Like {
  @PrimaryColumn({ name: 'liker_id', type: 'bigint', transformer: bigintId })
  likerId: number;

  @PrimaryColumn({ name: 'liked_id', type: 'bigint', transformer: bigintId })
  likedId: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** when the liked member opened the liker's profile; null = the like is new (spec: like_new) */
  @Column({ name: 'seen_at', type: 'timestamptz', nullable: true })
  seenAt: Date | null;

  /** given by a fictional profile through auto-like.php */
  @Column({ type: 'boolean', default: false })
  auto: boolean;

  /** when the liked member was told by e-mail (like-mails.ts); null = not yet */
  @Column({ name: 'mailed_at', type: 'timestamptz', nullable: true })
  mailedAt: Date | null;
}
