import { PHOTO_UPLOAD_MAX_BYTES, type OwnPhotos } from '@rendezvous/contracts';
import { CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiUnsupportedMediaTypeResponse } from '@nestjs/swagger';
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
  @ApiOperation({ summary: "The member's photos, being inspected ones included, and how many they may hold" })
  @ApiOkResponse({ description: 'OwnPhotos' })
  list(@CurrentMemberId() memberId: number): Promise<OwnPhotos> {
    return this.photos.list(memberId);
  }

  @Post()
  @ApiOperation({ summary: 'Upload a photo: the body is the image itself (JPEG, PNG or WebP, up to 10 MB); it waits for inspection' })
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiCreatedResponse({ description: 'OwnPhotos with the new photo (status being_inspected)' })
  @ApiConflictResponse({ description: 'PHOTO.LIMIT: 3 photos for free members, 25 for premium; nothing stored' })
  @ApiPayloadTooLargeResponse({ description: 'PHOTO.TOO_LARGE: over 10 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'PHOTO.NOT_AN_IMAGE: not a decodable JPEG, PNG or WebP image' })
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
  @ApiOperation({ summary: 'Delete one of my photos (files included); the next one becomes main if it was' })
  delete(@CurrentMemberId() memberId: number, @Param('photoId', PhotoIdPipe) photoId: number): Promise<OwnPhotos> {
    return this.photos.remove(memberId, photoId);
  }

  @Put(':photoId/main')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an approved photo my main photo' })
  @ApiConflictResponse({ description: 'PHOTO.NOT_INSPECTED' })
  makeMain(@CurrentMemberId() memberId: number, @Param('photoId', PhotoIdPipe) photoId: number): Promise<OwnPhotos> {
    return this.photos.makeMain(memberId, photoId);
  }
}
