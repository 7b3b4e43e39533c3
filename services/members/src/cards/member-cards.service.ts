import type { MemberCard } from '@rendezvous/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CARD_COLUMNS, MAIN_PHOTO_JOIN, toMemberCard, type CardRow } from '../search/member-cards';

/**
 * Cards of members the viewer already knows by id: the people of their conversations (mfe-chat's
 * list). Unlike search it lists members in invisible or privacy mode (the conversation exists; an
 * invisible member still never shows online); disabled or deleted profiles are left out, and the
 * caller shows them as gone.
 */
@Injectable()
export class MemberCardsService {
  constructor(private readonly dataSource: DataSource) {}

  async cards(ids: readonly number[]): Promise<MemberCard[]> {
    if (ids.length === 0) return [];
    const rows: CardRow[] = await this.dataSource.query(
      `SELECT ${CARD_COLUMNS} FROM profiles p ${MAIN_PHOTO_JOIN}
        WHERE p.id = ANY($1::bigint[]) AND p.status = 'active'`,
      [ids],
    );
    const now = new Date();
    const byId = new Map(rows.map((row) => [Number(row.id), toMemberCard(row, now)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
