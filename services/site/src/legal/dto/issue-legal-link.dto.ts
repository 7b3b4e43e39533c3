import { LEGAL_PAGES, type LegalPageName } from '@rendezvous/contracts';
import { IsIn } from 'class-validator';

export class IssueLegalLinkDto {
  @IsIn(LEGAL_PAGES) page: LegalPageName;
}
