import { EventInbox, EventsController } from '@rendezvous/nest-kit';
import { Module } from '@nestjs/common';
import { PhotosModule } from '../photos/photos.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { IdentityEvents } from './identity-events';
import { PaymentsEvents } from './payments-events';

/** The inbox of other services' events (/internal/events, applied once): identity's profile writes and purges, payments' premium. */
@Module({
  imports: [ProfilesModule, PhotosModule],
  controllers: [EventsController],
  providers: [EventInbox, IdentityEvents, PaymentsEvents],
})
export class EventsModule {}
