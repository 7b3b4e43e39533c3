import { PHOTO_UPLOAD_MAX_BYTES } from '@rendezvous/contracts';
import { chatRoutes, type AnswerOf } from '@rendezvous/contracts/routes';
import { ContractRoute, CurrentMemberId, MemberGuard } from '@rendezvous/nest-kit';
import { notAnImage, photoTooLarge } from '@rendezvous/nest-kit/photos';
import { Controller, Get, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { ChatPhotosService } from './chat-photos.service';

@ApiTags('chat')
@UseGuards(MemberGuard)
@Controller('api/chat/photos')
export class ChatPhotosController {
  constructor(private readonly photos: ChatPhotosService) {}

  @Post()
  @ContractRoute(chatRoutes.uploadPhoto)
  // The body is the image itself, read as a stream (no JSON, so no schema): described here.
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  async upload(@CurrentMemberId() memberId: number, @Req() req: Request): Promise<AnswerOf<typeof chatRoutes.uploadPhoto>> {
    if (Number(req.headers['content-length'] ?? 0) > PHOTO_UPLOAD_MAX_BYTES) throw photoTooLarge();
    // A JSON or form body was read by the body parsers already: whatever it was, it was no photo.
    if (req.readableEnded) throw notAnImage();
    return this.photos.upload(memberId, req);
  }

  @Get(':id')
  @ContractRoute(chatRoutes.photo)
  async file(@CurrentMemberId() memberId: number, @Param('id') id: string, @Query('size') size: string | undefined, @Res() res: Response): Promise<void> {
    const file = await this.photos.open(memberId, id, size === 'thumb' ? 'thumb' : 'full');
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Length', String(file.size));
    // Only for the two members: never in a shared cache; the browser may keep it, it never changes.
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Vary', 'Cookie');
    await pipeline(file.body, res);
  }
}
