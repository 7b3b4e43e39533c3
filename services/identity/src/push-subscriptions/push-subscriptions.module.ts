import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushEndpoints } from './push-endpoints';
import { PushSubscription } from './push-subscription.entity';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** The member's browsers that get Web Push, and which push services' endpoints are taken (and pushed to). */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscription])],
  providers: [PushSubscriptionsService, PushSubscriptionsRepository, PushEndpoints],
  exports: [PushSubscriptionsService, PushEndpoints],
})
export class PushSubscriptionsModule {}
