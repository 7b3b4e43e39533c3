import { Module } from '@nestjs/common';
import { PHOTO_STORAGE } from '@rendezvous/nest-kit/photos';
import { OutboxModule } from '../outbox/outbox.module';
import { PhotoAdminController } from './photo-admin.controller';
import { PhotoFiles } from './photo-files';
import { PhotoFilesController } from './photo-files.controller';
import { PhotosController } from './photos.controller';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { photoStorageProvider } from './storage/photo-storage.provider';

/**
 * A member's photos (spec 4, 5, 6): their own list, upload, delete and main photo, the operators'
 * inspection, and the files at /photos/<member>/<name>. The photo storage is theirs; the account
 * purge (events) removes files through it.
 */
@Module({
  imports: [OutboxModule],
  controllers: [PhotosController, PhotoAdminController, PhotoFilesController],
  providers: [PhotosService, PhotoFiles, PhotosRepository, photoStorageProvider],
  exports: [PhotosService, PHOTO_STORAGE],
})
export class PhotosModule {}
