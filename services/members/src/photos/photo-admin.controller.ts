import type { PendingPhoto } from '@rendezvous/contracts';
import { AdminTokenGuard } from '@rendezvous/nest-kit';
import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PhotoIdPipe, PhotosService } from './photos.service';

/** Operators inspect new photos (bearer ADMIN_TOKEN; README, "Inspecting photos"). */
@ApiTags('photos admin')
@Controller('api/members/admin/photos')
@UseGuards(AdminTokenGuard)
@ApiForbiddenResponse({ description: 'without the admin token' })
export class PhotoAdminController {
  constructor(private readonly photos: PhotosService) {}

  @Get()
  @ApiOperation({ summary: 'Photos being inspected, oldest first (their files open with the admin token)' })
  @ApiOkResponse({ description: '{ photos: PendingPhoto[] }' })
  async pending(): Promise<{ photos: PendingPhoto[] }> {
    return { photos: await this.photos.pending() };
  }

  @Post(':photoId/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve: everyone may see the photo; it becomes main if the main one is not approved yet' })
  approve(@Param('photoId', PhotoIdPipe) photoId: number): Promise<{ status: 'active' }> {
    return this.photos.approve(photoId);
  }

  @Post(':photoId/reject')
  @HttpCode(204)
  @ApiOperation({ summary: 'Reject: the photo and its files are deleted' })
  reject(@Param('photoId', PhotoIdPipe) photoId: number): Promise<void> {
    return this.photos.reject(photoId);
  }
}
