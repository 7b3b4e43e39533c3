import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Profile } from '../common/profile.entity';
import { OutboxModule } from '../outbox/outbox.module';
import { VisibilityController } from './visibility.controller';
import { VisibilityRepository } from './visibility.repository';
import { VisibilityService } from './visibility.service';

/** The member's invisible and privacy modes (spec 6, the /settings page). */
@Module({
  imports: [TypeOrmModule.forFeature([Profile]), OutboxModule],
  controllers: [VisibilityController],
  providers: [VisibilityService, VisibilityRepository],
})
export class VisibilityModule {}
