import { COMPLAINT_LIMITS, LOCALE_COOKIE } from '@rendezvous/contracts';
import { siteRoutes, type AnswerOf, type BodyOf } from '@rendezvous/contracts/routes';
import { AdminTokenGuard, AppError, ContractRoute, CurrentViewerId, IdPipe, OptionalMemberGuard, readCookie, requestHost, ZodBody } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { complaintNotFound, ComplaintsService, type UploadedAttachment } from './complaints.service';

@ApiTags('site')
@Controller('api')
export class ComplaintsController {
  constructor(private readonly complaints: ComplaintsService) {}

  /** The complaints form (issue 12): multipart fields and an optional `attachment` (an image or a PDF, at most 5 MB). */
  @Post('complaints.php')
  @HttpCode(201)
  @ContractRoute(siteRoutes.createComplaint)
  // The gateway vouches for the member on this call (MEMBER_AWARE_PATHS); a visitor is null.
  @UseGuards(OptionalMemberGuard)
  // Multer stops reading a little above the limit (memory stays bounded); the service says what the limit is.
  @UseInterceptors(FileInterceptor('attachment', { limits: { fileSize: COMPLAINT_LIMITS.attachment + 1, files: 1, fields: 12, fieldSize: 16 * 1024 } }))
  create(
    @Req() req: Request,
    @CurrentViewerId() memberId: number | null,
    @Body(new ZodBody(siteRoutes.createComplaint.body)) form: BodyOf<typeof siteRoutes.createComplaint>,
    @UploadedFile() attachment?: UploadedAttachment,
  ): Promise<AnswerOf<typeof siteRoutes.createComplaint>> {
    return this.complaints.create(form, attachment, { host: requestHost(req), languageCookie: readCookie(req, LOCALE_COOKIE), memberId });
  }
}

/** complaints.id is a serial: anything else is a complaint that does not exist. */
const ComplaintIdPipe = new IdPipe(complaintNotFound, 'int');

@ApiTags('site admin')
@ApiBearerAuth()
@UseGuards(AdminTokenGuard)
@Controller('api/admin/sites/complaints')
export class ComplaintsAdminController {
  constructor(private readonly complaints: ComplaintsService) {}

  // The status is checked here, not by a pipe: its own code (COMPLAINT.STATUS) and message, as before.
  @Get()
  @ContractRoute(siteRoutes.complaints)
  list(@Query('status') status?: string): Promise<AnswerOf<typeof siteRoutes.complaints>> {
    if (status !== undefined && status !== 'open' && status !== 'closed') throw new AppError(400, 'COMPLAINT.STATUS', 'status is open or closed.');
    return this.complaints.list(status);
  }

  @Get(':id/attachment')
  @ContractRoute(siteRoutes.complaintAttachment)
  async attachment(@Param('id', ComplaintIdPipe) id: number, @Res() res: Response): Promise<void> {
    const file = await this.complaints.attachment(id);
    // Always a download, never rendered on the site's origin: an attachment is the sender's content.
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Disposition', `attachment; filename="${encodeURIComponent(file.name)}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(file.content);
  }

  @Post(':id/close')
  @HttpCode(200)
  @ContractRoute(siteRoutes.closeComplaint)
  close(
    @Param('id', ComplaintIdPipe) id: number,
    @Body(new ZodBody(siteRoutes.closeComplaint.body)) body: BodyOf<typeof siteRoutes.closeComplaint>,
  ): Promise<AnswerOf<typeof siteRoutes.closeComplaint>> {
    return this.complaints.close(id, body.reason);
  }
}
