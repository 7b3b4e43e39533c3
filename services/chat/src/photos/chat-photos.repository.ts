import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** A photo's stored file names. */
export interface ChatPhotoFiles {
  full_name: string;
  thumb_name: string;
}

/**
 * The chat_photos table: uploads, and the message each was sent in. Reads for a viewer join the
 * message and its conversation (who may see it). Writes inside a send or a purge take the caller's
 * transaction (`tx`).
 */
@Injectable()
export class ChatPhotosRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(id: string, ownerId: number, fullName: string, thumbName: string): Promise<void> {
    await this.dataSource.query('INSERT INTO chat_photos (id, owner_id, full_name, thumb_name) VALUES ($1, $2, $3, $4)', [id, ownerId, fullName, thumbName]);
  }

  /** The owner's upload with the message it was sent in (null: not sent yet), locked until `tx` ends; null when the owner has no such upload. */
  async lockOwned(tx: EntityManager, photoId: string, ownerId: number): Promise<{ message_id: string | null } | null> {
    const rows: Array<{ message_id: string | null }> = await tx.query('SELECT message_id FROM chat_photos WHERE id = $1 AND owner_id = $2 FOR UPDATE', [
      photoId,
      ownerId,
    ]);
    return rows[0] ?? null;
  }

  async attach(tx: EntityManager, photoId: string, messageId: number): Promise<void> {
    await tx.query('UPDATE chat_photos SET message_id = $2 WHERE id = $1', [photoId, messageId]);
  }

  /**
   * The photo's files if the viewer may see it: its sender, or the other member of the conversation its
   * message is in, unless that member deleted the conversation since; null otherwise.
   */
  async filesFor(photoId: string, viewerId: number): Promise<ChatPhotoFiles | null> {
    const [row]: ChatPhotoFiles[] = await this.dataSource.query(
      `SELECT p.full_name, p.thumb_name
         FROM chat_photos p
         LEFT JOIN messages m ON m.id = p.message_id
         LEFT JOIN conversations c ON c.id = m.conversation_id
        WHERE p.id = $1
          AND (p.owner_id = $2
               OR (c.member_a = $2 AND m.id > coalesce(c.hidden_through_a, 0))
               OR (c.member_b = $2 AND m.id > coalesce(c.hidden_through_b, 0)))`,
      [photoId, viewerId],
    );
    return row ?? null;
  }

  /** Deletes the member's uploads and every photo of their conversations; answers their files. */
  async deleteOfMember(tx: EntityManager, memberId: number): Promise<ChatPhotoFiles[]> {
    // A DELETE … RETURNING answers [rows, count] through TypeORM's query().
    const [rows]: [ChatPhotoFiles[], number] = await tx.query(
      `DELETE FROM chat_photos p
        WHERE p.owner_id = $1
           OR p.message_id IN (SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.member_a = $1 OR c.member_b = $1)
        RETURNING p.full_name, p.thumb_name`,
      [memberId],
    );
    return rows;
  }
}
