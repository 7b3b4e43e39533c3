import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SitesModule } from '../sites/sites.module';
import { CampaignRow } from './campaign.entity';
import { CampaignsAdminController, CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';

/** Landers' campaigns (issue 12): campaign.php for the lander, the admin's list, upsert and removal. */
@Module({
  imports: [TypeOrmModule.forFeature([CampaignRow]), SitesModule],
  controllers: [CampaignsController, CampaignsAdminController],
  providers: [CampaignsService, CampaignsRepository],
})
export class CampaignsModule {}
