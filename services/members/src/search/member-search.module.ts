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

// The search's filters are the match finder's too (its query DTO picks them): the one class other resources may build on.
export { MemberSearchQueryDto } from './dto/member-search.query';
