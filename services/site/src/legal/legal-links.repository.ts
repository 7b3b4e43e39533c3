import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LegalLink } from './legal-link.entity';

/** The legal_links table: the {token} links mailed to members. */
@Injectable()
export class LegalLinksRepository {
  constructor(@InjectRepository(LegalLink) private readonly links: Repository<LegalLink>) {}

  byToken(token: string): Promise<LegalLink | null> {
    return this.links.findOne({ where: { token } });
  }

  async insert(link: Pick<LegalLink, 'token' | 'page'>): Promise<void> {
    await this.links.insert(link);
  }
}
