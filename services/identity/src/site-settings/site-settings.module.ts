import { Module } from '@nestjs/common';
import { SiteClient } from './site-client';

/** The site settings identity's rules and mails depend on (signups, min_age, the site's name), asked of the site service per host. */
@Module({
  providers: [SiteClient],
  exports: [SiteClient],
})
export class SiteSettingsModule {}
