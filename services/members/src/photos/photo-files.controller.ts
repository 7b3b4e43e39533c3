import { PHOTOS_ERROR_CODES, SPEC_MESSAGES } from '@rendezvous/contracts';
import { ADMIN_TOKEN, AppError, bearerToken, CurrentViewerId, OptionalMemberGuard, sameSecret, ContractRoute } from '@rendezvous/nest-kit';
import { Controller, Get, Inject, Param, Req, Res, UseGuards } from '@nestjs/common';
import { membersRoutes } from '@rendezvous/contracts/routes';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { PhotoFiles } from './photo-files';
import { contentTypeOf } from '@rendezvous/nest-kit/photos';

/**
 * Photo files, at /photos/<member id>/<name> (the gateway routes /photos/ here, with the viewer's
 * session checked like any member call). Every request asks PhotoFiles who may see the file: photos
 * being inspected answer 404 to everyone but their owner and operators, and a locked photo's sharp
 * sizes answer 404 to free viewers, who were only ever given its blurred file.
 */
@ApiExcludeController()
@Controller('photos')
@UseGuards(OptionalMemberGuard)
export class PhotoFilesController {
  constructor(
    private readonly files: PhotoFiles,
    @Inject(ADMIN_TOKEN) private readonly adminToken: string,
  ) {}

  @Get(':folder/:file')
  @ContractRoute(membersRoutes.photoFile)
  async serve(
    @Param('folder') folder: string,
    @Param('file') file: string,
    @CurrentViewerId() viewerId: number | null,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const operator = sameSecret(bearerToken(req), this.adminToken);
    const found = await this.files.open(`${folder}/${file}`, viewerId, operator);
    // The envelope like every refusal (and not cached: API answers are no-store by default).
    if (!found) throw new AppError(404, PHOTOS_ERROR_CODES.notFound, SPEC_MESSAGES.notFound);
    res.setHeader('Content-Type', contentTypeOf(file));
    res.setHeader('Content-Length', String(found.file.size));
    res.setHeader('Cache-Control', found.cacheControl);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Generated SVG avatars (demo data): never a document that runs anything.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // Access depends on who asks (the session cookie): shared caches must not answer another viewer.
    res.setHeader('Vary', 'Cookie');
    await pipeline(found.file.body, res);
  }
}
