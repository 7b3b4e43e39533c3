import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity';
import { Site } from './site.entity';
import { SiteAdminController, SitesController } from './sites.controller';
import { SitesRepository } from './sites.repository';
import { SitesService } from './sites.service';

/** Sites and their companies: settings.php, companyinfo.php and the admin's settings change. Other resources ask SitesService which site a host is. */
@Module({
  imports: [TypeOrmModule.forFeature([Site, Company])],
  controllers: [SitesController, SiteAdminController],
  providers: [SitesService, SitesRepository],
  exports: [SitesService],
})
export class SitesModule {}
