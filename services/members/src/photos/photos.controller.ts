import { PHOTO_UPLOAD_MAX_BYTES, type OwnPhotos } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { notAnImage, photoTooLarge } from '@rendezvous/nest-kit/photos';
import { PhotoIdPipe, PhotosService } from './photos.service';

/** A member's own photos on /profile and in the signup photo step. */
@ApiTags('photos')
@Controller('api/members/photos')
@UseGuards(MemberGuard)
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get()
  @ContractRoute(membersRoutes.photos)
  list(@CurrentMemberId() memberId: number): Promise<OwnPhotos> {
    return this.photos.list(memberId);
  }

  @Post()
  @ContractRoute(membersRoutes.uploadPhoto)
  async upload(@CurrentMemberId() memberId: number, @Req() req: Request): Promise<OwnPhotos> {
    // A declared length over the limit is refused before a byte is read. A refusal mid-body leaves the
    // rest to Node, which reads and discards it: closing the connection instead would reset it under
    // the gateway while it still sends, and the member would get a 503 instead of the 413.
    if (Number(req.headers['content-length'] ?? 0) > PHOTO_UPLOAD_MAX_BYTES) throw photoTooLarge();
    // A JSON or form body was read by the body parsers already: whatever it was, it was no photo.
    if (req.readableEnded) throw notAnImage();
    return this.photos.upload(memberId, req);
  }

  @Delete(':photoId')
  @ContractRoute(membersRoutes.deletePhoto)
  delete(@CurrentMemberId() memberId: number, @Param('photoId', PhotoIdPipe) photoId: number): Promise<OwnPhotos> {
    return this.photos.remove(memberId, photoId);
  }

  @Put(':photoId/main')
  @ContractRoute(membersRoutes.makeMainPhoto)
  @HttpCode(200)
  makeMain(@CurrentMemberId() memberId: number, @Param('photoId', PhotoIdPipe) photoId: number): Promise<OwnPhotos> {
    return this.photos.makeMain(memberId, photoId);
  }
}
