import { COMPLAINT_LIMITS, LOCALE_COOKIE, type ComplaintReceipt, type ComplaintRecord } from '@rendezvous/contracts';
import { AdminTokenGuard, AppError, CurrentViewerId, IdPipe, OptionalMemberGuard, readCookie, requestHost } from '@rendezvous/nest-kit';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { complaintNotFound, ComplaintsService, type UploadedAttachment } from './complaints.service';
import { CloseComplaintDto, CreateComplaintDto } from './dto/create-complaint.dto';

@ApiTags('site')
@Controller('api')
export class ComplaintsController {
  constructor(private readonly complaints: ComplaintsService) {}

  /** The complaints form (issue 12): multipart fields and an optional `attachment` (an image or a PDF, at most 5 MB). */
  @Post('complaints.php')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: "Send a complaint or a report; a logged-in member's confirmation is mailed to their own address (a visitor gets none: the answer shows the reference)" })
  // The gateway vouches for the member on this call (MEMBER_AWARE_PATHS); a visitor is null.
  @UseGuards(OptionalMemberGuard)
  // Multer stops reading a little above the limit (memory stays bounded); the service says what the limit is.
  @UseInterceptors(FileInterceptor('attachment', { limits: { fileSize: COMPLAINT_LIMITS.attachment + 1, files: 1, fields: 12, fieldSize: 16 * 1024 } }))
  create(@Req() req: Request, @CurrentViewerId() memberId: number | null, @Body() form: CreateComplaintDto, @UploadedFile() attachment?: UploadedAttachment): Promise<ComplaintReceipt> {
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

  @Get()
  @ApiOperation({ summary: 'Complaints, oldest first (?status=open|closed)' })
  list(@Query('status') status?: string): Promise<{ complaints: ComplaintRecord[] }> {
    if (status !== undefined && status !== 'open' && status !== 'closed') throw new AppError(400, 'COMPLAINT.STATUS', 'status is open or closed.');
    return this.complaints.list(status);
  }

  @Get(':id/attachment')
  @ApiOperation({ summary: 'A complaint\'s attachment, as a download' })
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
  @ApiOperation({ summary: 'Close a complaint with a reason; the complainant is mailed the reason' })
  close(@Param('id', ComplaintIdPipe) id: number, @Body() body: CloseComplaintDto): Promise<ComplaintRecord> {
    return this.complaints.close(id, body.reason);
  }
}
