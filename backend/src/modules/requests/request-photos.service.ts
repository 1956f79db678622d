import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { isUuid, REQUEST_MAX_PHOTOS } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { IncomingFile } from '../companies/company-profile.service.js';
import { encodeGalleryImage, InvalidImageError, type EncodedImage } from '../storage/images.js';
import { StorageService, type StoredFile } from '../storage/storage.service.js';
import type { RequestPhotoDto } from './dto/request-structure.dto.js';
import { invalidPhoto, noPhotos, photoLimit, photoNotFound, photoTooLarge } from './request-photo-errors.js';
import {
  deleteRequestPhoto,
  findPhotoSlots,
  findPhotoTarget,
  insertRequestPhoto,
  listRequestPhotos,
  type PhotoTargetRow,
} from './request-photo-sql.js';
import { notRequestOwner, requestNotFound } from './request-errors.js';
import { transitionAllowed, transitionRefusal } from './request-status.js';

interface StoredPhoto {
  image: StoredFile;
  thumbnail: StoredFile;
  width: number;
  height: number;
}

/**
 * The photos of a request (issue 17): only its owner adds or removes them, at most
 * REQUEST_MAX_PHOTOS in all. An upload is all or nothing: one file too large, not an image or
 * over the limit refuses the whole call, and no file written for it stays behind.
 */
@Injectable()
export class RequestPhotosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  /** `readFiles` reads the multipart body: only once the caller may add photos to this request. */
  async add(user: AuthUser, requestId: string, readFiles: () => Promise<IncomingFile[]>): Promise<RequestPhotoDto[]> {
    checkEditable(user, isUuid(requestId) ? await findPhotoTarget(this.dataSource, requestId) : undefined);
    const files = await readFiles();
    if (files.length === 0) throw noPhotos();
    // Early answer before any decoding; the count that counts is taken again under the lock.
    const { count } = await findPhotoSlots(this.dataSource, requestId);
    if (count + files.length > REQUEST_MAX_PHOTOS) throw photoLimit(count);

    const encoded = await encodeAll(files);
    const stored = await this.storeAll(requestId, encoded);
    try {
      await this.dataSource.transaction(async (manager) => {
        // The row lock orders parallel uploads: the second one counts the first one's photos.
        checkEditable(user, await findPhotoTarget(manager, requestId, true));
        const slots = await findPhotoSlots(manager, requestId);
        if (slots.count + stored.length > REQUEST_MAX_PHOTOS) throw photoLimit(slots.count);
        for (const [index, photo] of stored.entries()) {
          await insertRequestPhoto(manager, requestId, {
            url: photo.image.url,
            thumbnailUrl: photo.thumbnail.url,
            storageKey: photo.image.key,
            width: photo.width,
            height: photo.height,
            position: slots.next + index,
          });
        }
      });
    } catch (error) {
      await this.storage.remove(...stored.flatMap((photo) => [photo.image.key, photo.thumbnail.key]));
      throw error;
    }
    return listRequestPhotos(this.dataSource, requestId);
  }

  /** Removes one photo of the owner's request and its files, whatever the request's status. */
  async remove(user: AuthUser, requestId: string, photoId: string): Promise<void> {
    const target = isUuid(requestId) ? await findPhotoTarget(this.dataSource, requestId) : undefined;
    if (!target) throw requestNotFound();
    if (target.clientId !== user.id) throw notRequestOwner();
    if (!isUuid(photoId)) throw photoNotFound();
    const deleted = await deleteRequestPhoto(this.dataSource, requestId, photoId);
    if (!deleted) throw photoNotFound();
    await this.storage.remove(deleted.storageKey ?? this.storage.keyFromUrl(deleted.url), this.storage.keyFromUrl(deleted.thumbnailUrl));
  }

  /** Writes every photo and its thumbnail; if one write fails, the ones already written go too. */
  private async storeAll(requestId: string, encoded: Array<{ image: EncodedImage; thumbnail: EncodedImage }>): Promise<StoredPhoto[]> {
    const folder = `requests/${requestId}`;
    const written: StoredFile[] = [];
    const save = async (data: Buffer) => {
      const file = await this.storage.save(folder, 'webp', data);
      written.push(file);
      return file;
    };
    try {
      const stored: StoredPhoto[] = [];
      for (const { image, thumbnail } of encoded) {
        stored.push({ image: await save(image.data), thumbnail: await save(thumbnail.data), width: image.width, height: image.height });
      }
      return stored;
    } catch (error) {
      await this.storage.remove(...written.map((file) => file.key));
      throw error;
    }
  }
}

/** 404 unknown request, 403 someone else's, 409 closed or cancelled by a moderator (request-status.ts). */
function checkEditable(user: AuthUser, target: PhotoTargetRow | undefined): void {
  if (!target) throw requestNotFound();
  if (target.clientId !== user.id) throw notRequestOwner();
  // A draft (issue 22) takes photos too: they go out with it on verification.
  if (target.status === 'draft' && target.cancelledByModeratorAt === null) return;
  if (!transitionAllowed('ownerSetStatus', target)) throw transitionRefusal('ownerSetStatus', target);
}

/** Checks and re-encodes every file before anything is written: one bad file refuses the upload. */
async function encodeAll(files: IncomingFile[]): Promise<Array<{ image: EncodedImage; thumbnail: EncodedImage }>> {
  for (const file of files) if (file.truncated) throw photoTooLarge(file.filename);
  const encoded: Array<{ image: EncodedImage; thumbnail: EncodedImage }> = [];
  for (const file of files) {
    try {
      encoded.push(await encodeGalleryImage(file.data));
    } catch (error) {
      if (error instanceof InvalidImageError) throw invalidPhoto(file.filename, error.message);
      throw error;
    }
  }
  return encoded;
}
