import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { MemberSearchController } from './member-search.controller';
import { MemberSearchService } from './member-search.service';
import { SearchDatabase } from './search.store';

/** Member search (members.php): one statement per page on the search's own pool of prepared statements (docs/adr/0015). */
@Module({
  imports: [AccessModule],
  controllers: [MemberSearchController],
  providers: [MemberSearchService, SearchDatabase],
})
export class MemberSearchModule {}
