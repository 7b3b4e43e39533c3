import type { MemberVisibility } from '@rendezvous/contracts';
import { membersRoutes, type BodyOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { VisibilityService } from './visibility.service';

@ApiTags('members')
@Controller('api/members/visibility')
@UseGuards(MemberGuard)
export class VisibilityController {
  constructor(private readonly visibility: VisibilityService) {}

  @Get()
  @ContractRoute(membersRoutes.visibility)
  async read(@CurrentMemberId() memberId: number): Promise<MemberVisibility> {
    return this.visibility.of(memberId);
  }

  @Put()
  @ContractRoute(membersRoutes.changeVisibility)
  async change(
    @CurrentMemberId() memberId: number,
    @Body(new ZodBody(membersRoutes.changeVisibility.body)) body: BodyOf<typeof membersRoutes.changeVisibility>,
  ): Promise<MemberVisibility> {
    return this.visibility.change(memberId, body);
  }
}
