import type { PendingPhoto } from '@rendezvous/contracts';
import { AdminTokenGuard, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import { PhotoIdPipe, PhotosService } from './photos.service';

/** Operators inspect new photos (bearer ADMIN_TOKEN; README, "Inspecting photos"). */
@ApiTags('photos admin')
@Controller('api/members/admin/photos')
@UseGuards(AdminTokenGuard)
export class PhotoAdminController {
  constructor(private readonly photos: PhotosService) {}

  @Get()
  @ContractRoute(membersRoutes.pendingPhotos)
  async pending(): Promise<{ photos: PendingPhoto[] }> {
    return { photos: await this.photos.pending() };
  }

  @Post(':photoId/approve')
  @ContractRoute(membersRoutes.approvePhoto)
  @HttpCode(200)
  approve(@Param('photoId', PhotoIdPipe) photoId: number): Promise<{ status: 'active' }> {
    return this.photos.approve(photoId);
  }

  @Post(':photoId/reject')
  @ContractRoute(membersRoutes.rejectPhoto)
  @HttpCode(204)
  reject(@Param('photoId', PhotoIdPipe) photoId: number): Promise<void> {
    return this.photos.reject(photoId);
  }
}
