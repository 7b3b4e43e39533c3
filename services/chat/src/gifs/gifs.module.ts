import { Module } from '@nestjs/common';
import { GIF_PROVIDER } from './gif-provider';
import { GifsController } from './gifs.controller';
import { LocalGifCatalogue } from './local-gif-catalogue';

/**
 * The gif search and the local catalogue's files. No table: the catalogue ships with the service.
 * Messages ask the GIF_PROVIDER whether a gif sent by id exists.
 */
@Module({
  controllers: [GifsController],
  providers: [
    LocalGifCatalogue,
    // The gif search's provider: the catalogue chat ships (works offline); a hosted one would go here.
    { provide: GIF_PROVIDER, useExisting: LocalGifCatalogue },
  ],
  exports: [GIF_PROVIDER],
})
export class GifsModule {}
