import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import { bigintId } from '@rendezvous/nest-kit';

/** A chat message is a text, a photo or a gift (spec section 3). */
export type MessageKind = 'text' | 'photo' | 'gift';

@Entity({ name: 'messages' })
export class Message {
  @PrimaryColumn({ type: 'bigint', generated: 'increment', transformer: bigintId })
  id: number;

  @Column({ name: 'conversation_id', type: 'bigint', transformer: bigintId })
  conversationId: number;

  @Column({ name: 'sender_id', type: 'bigint', transformer: bigintId })
  senderId: number;

  @Column({ type: 'text' })
  kind: MessageKind;

  /** the text, the photo's file name, or the gift's key, depending on kind */
  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** when the recipient opened it; null while unread */
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;
}
