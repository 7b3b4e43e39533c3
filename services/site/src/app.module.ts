import { databaseModule, HealthModule } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { CampaignRow } from './campaigns/campaign.entity';
import { CampaignsModule } from './campaigns/campaigns.module';
import { Complaint, ComplaintAttachment } from './complaints/complaint.entity';
import { ComplaintsModule } from './complaints/complaints.module';
import { type SiteConfig } from './config';
import { SiteConfigModule } from './config.module';
import { GeoModule } from './geo/geo.module';
import { Interest } from './interests/interest.entity';
import { InterestsModule } from './interests/interests.module';
import { LegalLink } from './legal/legal-link.entity';
import { LegalModule } from './legal/legal.module';
import { SiteInitial1763780000000 } from './migrations/1763780000000-site-initial';
import { SiteFreeMessages1795410500000 } from './migrations/1795410500000-site-free-messages';
import { SiteLegalLinks1795500000000 } from './migrations/1795500000000-site-legal-links';
import { SiteComplaints1795500000001 } from './migrations/1795500000001-site-complaints';
import { SiteCampaigns1795600000000 } from './migrations/1795600000000-site-campaigns';
import { SiteComplaintMember1795700000000 } from './migrations/1795700000000-site-complaint-member';
import { SiteOutboxTraceParent1795800000000 } from './migrations/1795800000000-site-outbox-trace-parent';
import { OutboxModule } from './outbox/outbox.module';
import { Company } from './sites/company.entity';
import { Site } from './sites/site.entity';
import { SitesModule } from './sites/sites.module';

const ENTITIES = [Site, Company, Interest, LegalLink, Complaint, ComplaintAttachment, CampaignRow];
const MIGRATIONS = [
  SiteInitial1763780000000,
  SiteFreeMessages1795410500000,
  SiteLegalLinks1795500000000,
  SiteComplaints1795500000001,
  SiteCampaigns1795600000000,
  SiteComplaintMember1795700000000,
  SiteOutboxTraceParent1795800000000,
];

/**
 * The site service: settings, database and health, then one module per resource (docs/service-shape.md).
 * No two routes of these modules can match the same request (app.module.spec.ts), so their order decides nothing.
 */
@Module({})
export class AppModule {
  static register(config: SiteConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        SiteConfigModule.register(config),
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: MIGRATIONS }),
        HealthModule.forService('site', { database: true, internalToken: config.INTERNAL_TOKEN }),
        OutboxModule,
        SitesModule,
        LegalModule,
        ComplaintsModule,
        CampaignsModule,
        InterestsModule,
        GeoModule,
      ],
    };
  }
}
