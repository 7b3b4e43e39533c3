import { PHOTO_STORAGE, photoStorageFor } from '@rendezvous/nest-kit/photos';
import { Module } from '@nestjs/common';
import { CHAT_CONFIG, type ChatConfig } from '../config';
import { ChatPhotosController } from './chat-photos.controller';
import { ChatPhotosRepository } from './chat-photos.repository';
import { ChatPhotosService } from './chat-photos.service';

/**
 * Photos in chat messages: the upload, the file for its sender and recipient, and the storage they live
 * in (CHAT_PHOTO_DIR or a bucket). Messages ask ChatPhotosService whether an upload may be sent and
 * attach it; identity's account.purged removes a member's photos through it.
 */
@Module({
  controllers: [ChatPhotosController],
  providers: [
    ChatPhotosService,
    ChatPhotosRepository,
    { provide: PHOTO_STORAGE, inject: [CHAT_CONFIG], useFactory: (config: ChatConfig) => photoStorageFor(config, config.CHAT_PHOTO_DIR) },
  ],
  exports: [ChatPhotosService],
})
export class PhotosModule {}
