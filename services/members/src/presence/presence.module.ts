import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PresenceInterceptor } from './presence';
import { PresenceRepository } from './presence.repository';

/** Presence: every member call to this service marks the member seen (an interceptor for all routes). */
@Module({
  providers: [{ provide: APP_INTERCEPTOR, useClass: PresenceInterceptor }, PresenceRepository],
})
export class PresenceModule {}
