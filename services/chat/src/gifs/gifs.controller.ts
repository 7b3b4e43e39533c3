import { CHAT_ERROR_CODES, CHAT_MESSAGES, type GifResult } from '@rendezvous/contracts';
import { AppError, MemberGuard } from '@rendezvous/nest-kit';
import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'The gif search (send one as a photo message with gif_id); an empty q gives the most popular' })
  @ApiOkResponse({ description: '{ gifs: [{ id, title, url, width, height }] }' })
  async search(@Query('q') query: unknown): Promise<{ gifs: GifResult[] }> {
    const text = typeof query === 'string' ? query.slice(0, 100) : '';
    return { gifs: await this.gifs.search(text, GIF_RESULTS) };
  }

  @Get(':id/file')
  @ApiOperation({ summary: "A gif of the local catalogue (an animated SVG): the same for everyone, cached" })
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
