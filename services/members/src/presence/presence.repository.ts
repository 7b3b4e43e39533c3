import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The profiles' last_seen_at column. */
@Injectable()
export class PresenceRepository {
  constructor(private readonly dataSource: DataSource) {}

  async markSeen(memberId: number): Promise<void> {
    await this.dataSource.query('UPDATE profiles SET last_seen_at = now() WHERE id = $1', [memberId]);
  }
}
