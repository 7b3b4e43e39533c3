import { Module } from '@nestjs/common';
import { MatchFinderController } from './match-finder.controller';
import { MatchFinderRepository } from './match-finder.repository';
import { MatchFinderService } from './match-finder.service';
import { RegionCentres } from './region-centres';

/** The match finder (/match-finder): suggestions ranked by shared interests and the distance between regions (site's centres). */
@Module({
  controllers: [MatchFinderController],
  providers: [MatchFinderService, MatchFinderRepository, RegionCentres],
})
export class MatchFinderModule {}
