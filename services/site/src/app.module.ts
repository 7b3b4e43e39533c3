import { ADMIN_TOKEN, databaseModule, HealthModule, INTERNAL_TOKEN, InternalClient, OptionalMemberGuard, Outbox, OutboxMaintenanceController } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SITE_CONFIG, type SiteConfig } from './config';
import { GeoController } from './geo/geo.controller';
import { Geocoder } from './geo/geocoder';
import { InterestsController } from './interests/interests.controller';
import { InterestsService } from './interests/interests.service';
import { Interest } from './interests/interest.entity';
import { SiteInitial1763780000000 } from './migrations/1763780000000-site-initial';
import { SiteFreeMessages1795410500000 } from './migrations/1795410500000-site-free-messages';
import { SiteLegalLinks1795500000000 } from './migrations/1795500000000-site-legal-links';
import { SiteComplaints1795500000001 } from './migrations/1795500000001-site-complaints';
import { SiteComplaintMember1795700000000 } from './migrations/1795700000000-site-complaint-member';
import { SiteCampaigns1795600000000 } from './migrations/1795600000000-site-campaigns';
import { CampaignRow } from './campaigns/campaign.entity';
import { CampaignsAdminController, CampaignsController } from './campaigns/campaigns.controller';
import { CampaignsService } from './campaigns/campaigns.service';
import { Complaint, ComplaintAttachment } from './complaints/complaint.entity';
import { ComplaintsAdminController, ComplaintsController } from './complaints/complaints.controller';
import { ComplaintsService } from './complaints/complaints.service';
import { LegalAdminController, LegalController } from './legal/legal.controller';
import { LegalLink } from './legal/legal-link.entity';
import { LegalService } from './legal/legal.service';
import { Company } from './sites/company.entity';
import { Site } from './sites/site.entity';
import { SiteAdminController, SitesController } from './sites/sites.controller';
import { SitesService } from './sites/sites.service';

const ENTITIES = [Site, Company, Interest, LegalLink, Complaint, ComplaintAttachment, CampaignRow];

@Module({})
export class AppModule {
  static register(config: SiteConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: [SiteInitial1763780000000, SiteFreeMessages1795410500000, SiteLegalLinks1795500000000, SiteComplaints1795500000001, SiteCampaigns1795600000000, SiteComplaintMember1795700000000] }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('site', { database: true, internalToken: config.INTERNAL_TOKEN }),
      ],
      controllers: [SitesController, SiteAdminController, LegalController, LegalAdminController, ComplaintsController, ComplaintsAdminController, CampaignsController, CampaignsAdminController, OutboxMaintenanceController, InterestsController, GeoController],
      providers: [
        SitesService,
        LegalService,
        ComplaintsService,
        OptionalMemberGuard,
        CampaignsService,
        InterestsService,
        Outbox,
        { provide: InternalClient, useFactory: () => new InternalClient({ urls: { identity: config.IDENTITY_URL }, token: config.INTERNAL_TOKEN }) },
        { provide: SITE_CONFIG, useValue: config },
        { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        { provide: Geocoder, useFactory: () => new Geocoder() },
      ],
    };
  }
}
