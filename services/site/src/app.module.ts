import { ADMIN_TOKEN, databaseModule, HealthModule, INTERNAL_TOKEN } from '@rendezvous/nest-kit';
import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SITE_CONFIG, type SiteConfig } from './config';
import { GeoController } from './geo/geo.controller';
import { Geocoder } from './geo/geocoder';
import { InterestsController } from './interests/interests.controller';
import { Interest } from './interests/interest.entity';
import { SiteInitial1763780000000 } from './migrations/1763780000000-site-initial';
import { SiteFreeMessages1795410500000 } from './migrations/1795410500000-site-free-messages';
import { SiteLegalLinks1795500000000 } from './migrations/1795500000000-site-legal-links';
import { LegalAdminController, LegalController } from './legal/legal.controller';
import { LegalLink } from './legal/legal-link.entity';
import { LegalService } from './legal/legal.service';
import { Company } from './sites/company.entity';
import { Site } from './sites/site.entity';
import { SiteAdminController, SitesController } from './sites/sites.controller';
import { SitesService } from './sites/sites.service';

const ENTITIES = [Site, Company, Interest, LegalLink];

@Module({})
export class AppModule {
  static register(config: SiteConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        databaseModule({ url: config.DATABASE_URL, entities: ENTITIES, migrations: [SiteInitial1763780000000, SiteFreeMessages1795410500000, SiteLegalLinks1795500000000] }),
        TypeOrmModule.forFeature(ENTITIES),
        HealthModule.forService('site', { database: true, internalToken: config.INTERNAL_TOKEN }),
      ],
      controllers: [SitesController, SiteAdminController, LegalController, LegalAdminController, InterestsController, GeoController],
      providers: [
        SitesService,
        LegalService,
        { provide: SITE_CONFIG, useValue: config },
        { provide: ADMIN_TOKEN, useValue: config.ADMIN_TOKEN },
        { provide: INTERNAL_TOKEN, useValue: config.INTERNAL_TOKEN },
        { provide: Geocoder, useFactory: () => new Geocoder() },
      ],
    };
  }
}
