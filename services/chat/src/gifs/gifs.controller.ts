import { CHAT_ERROR_CODES, CHAT_MESSAGES } from '@rendezvous/contracts';
import { chatRoutes, type AnswerOf, type QueryOf } from '@rendezvous/contracts/routes';
import { AppError, ContractRoute, MemberGuard, ZodQuery } from '@rendezvous/nest-kit';
import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { GIF_PROVIDER, type GifProvider } from './gif-provider';
import { LocalGifCatalogue } from './local-gif-catalogue';

/** Results one search answers. */
const GIF_RESULTS = 24;

@ApiTags('chat')
@Controller('api/chat/gifs')
export class GifsController {
  constructor(
    @Inject(GIF_PROVIDER) private readonly gifs: GifProvider,
    private readonly catalogue: LocalGifCatalogue,
  ) {}

  @Get()
  @UseGuards(MemberGuard)
  @ContractRoute(chatRoutes.gifs)
  async search(@Query(new ZodQuery(chatRoutes.gifs.query)) query: QueryOf<typeof chatRoutes.gifs>): Promise<AnswerOf<typeof chatRoutes.gifs>> {
    const text = query.q?.slice(0, 100) ?? '';
    return { gifs: await this.gifs.search(text, GIF_RESULTS) };
  }

  @Get(':id/file')
  @ContractRoute(chatRoutes.gifFile)
  file(@Param('id') id: string, @Res() res: Response): void {
    const svg = this.catalogue.file(id);
    if (!svg) throw new AppError(404, CHAT_ERROR_CODES.notFound, CHAT_MESSAGES.notFound);
    res.setHeader('Content-Type', 'image/svg+xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // An image, never a document that runs anything, even when opened on its own.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.end(svg);
  }
}
