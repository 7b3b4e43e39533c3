import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '../outbox/outbox.module';
import { SitesModule } from '../sites/sites.module';
import { Complaint, ComplaintAttachment } from './complaint.entity';
import { ComplaintsAdminController, ComplaintsController } from './complaints.controller';
import { ComplaintsRepository } from './complaints.repository';
import { ComplaintsService } from './complaints.service';

/** Complaints and reports (issue 12): the form, the operator's list, attachment and closing; their mails go out through the outbox. */
@Module({
  imports: [TypeOrmModule.forFeature([Complaint, ComplaintAttachment]), SitesModule, OutboxModule],
  controllers: [ComplaintsController, ComplaintsAdminController],
  providers: [ComplaintsService, ComplaintsRepository],
})
export class ComplaintsModule {}
