import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

/**
 * A conversation between two members. The pair is stored in ascending order (member_a < member_b),
 * so one unique constraint gives each pair exactly one conversation.
 */
@Entity({ name: 'conversations' })
export class Conversation {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintId })
  id: number;

  /** the lower of the two account ids */
  @Column({ name: 'member_a', type: 'bigint', transformer: bigintId })
  memberA: number;

  /** the higher of the two account ids */
  @Column({ name: 'member_b', type: 'bigint', transformer: bigintId })
  memberB: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
