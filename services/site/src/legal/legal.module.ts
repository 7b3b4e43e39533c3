import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SitesModule } from '../sites/sites.module';
import { LegalLink } from './legal-link.entity';
import { LegalLinksRepository } from './legal-links.repository';
import { LegalAdminController, LegalController } from './legal.controller';
import { LegalService } from './legal.service';

/** The legal and help pages (legal.php) from content/legal, with the site's facts, and their mailed {token} links. */
@Module({
  imports: [TypeOrmModule.forFeature([LegalLink]), SitesModule],
  controllers: [LegalController, LegalAdminController],
  providers: [LegalService, LegalLinksRepository],
})
export class LegalModule {}
