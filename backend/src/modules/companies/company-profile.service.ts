import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { canonicalServices, isUuid, slugify } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { normalizeWebsite } from '../../common/validation/validators.js';
import { encodeGalleryImage, encodeLogo, InvalidImageError } from '../storage/images.js';
import { StorageService, type StoredFile } from '../storage/storage.service.js';
import { EntitlementsService } from '../subscriptions/entitlements.service.js';
import { CompaniesService } from './companies.service.js';
import { companyBaseCoordinates } from './company-base.js';
import { CompanyImage } from './company-image.entity.js';
import { CompanyMessages, fileTooLarge, imageNotFound, invalidImage, profileNotFound } from './company-errors.js';
import { findGallerySlots, findOwnCompany, lockCompanyRow, type OwnCompanyRow } from './company-sql.js';
import { Company, COMPANY_DEFAULTS } from './company.entity.js';
import { toImage, toOwnCompany } from './company.mapper.js';
import type { CompanyImageDto, OwnCompanyDto, SkippedFileDto, UploadImagesResultDto } from './dto/company.dto.js';
import type { UpdateCompanyDto } from './dto/update-company.dto.js';
import { sanitizeRichText, htmlToText } from '../../common/security/rich-text.js';

/** A file read from the multipart body: `truncated` when it went over the 5 MB limit. */
export interface IncomingFile {
  filename: string;
  data: Buffer;
  truncated: boolean;
}

/** The signed-in company's own profile: read, edit, logo and gallery. */
@Injectable()
export class CompanyProfileService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Company) private readonly companiesRepo: Repository<Company>,
    @InjectRepository(CompanyImage) private readonly imagesRepo: Repository<CompanyImage>,
    private readonly companies: CompaniesService,
    private readonly storage: StorageService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async get(user: AuthUser): Promise<OwnCompanyDto> {
    return this.view(await this.ownRow(user));
  }

  async update(user: AuthUser, dto: UpdateCompanyDto): Promise<OwnCompanyDto> {
    const current = await this.ownRow(user);
    const changes: Partial<Company> = {};
    if (dto.companyName !== undefined && dto.companyName !== current.companyName) {
      changes.companyName = dto.companyName;
      changes.slug = slugify(dto.companyName); // blank → the trigger puts 'empresa'
    }
    if (dto.contactPerson !== undefined) changes.contactPerson = dto.contactPerson;
    if (dto.email !== undefined) changes.email = dto.email;
    if (dto.phone !== undefined) changes.phone = dto.phone;
    if (dto.website !== undefined) changes.website = normalizeWebsite(dto.website);
    if (dto.city !== undefined) changes.city = dto.city ?? COMPANY_DEFAULTS.city;
    if (dto.province !== undefined) changes.province = dto.province ?? COMPANY_DEFAULTS.province;
    if (changes.city !== undefined || changes.province !== undefined) {
      Object.assign(changes, companyBaseCoordinates(changes.city ?? current.city, changes.province ?? current.province));
    }
    if (dto.services !== undefined) changes.services = canonicalServices(dto.services);
    if (dto.description !== undefined) {
      const html = dto.description === null ? '' : sanitizeRichText(dto.description);
      changes.description = htmlToText(html) === '' ? COMPANY_DEFAULTS.description : html;
    }
    if (Object.keys(changes).length > 0) await this.companiesRepo.update({ id: current.id }, changes);
    return this.get(user);
  }

  /** Replaces the logo with the upload re-encoded as WebP; the old file is removed afterwards. */
  async setLogo(user: AuthUser, file: IncomingFile): Promise<OwnCompanyDto> {
    const company = await this.ownRow(user);
    if (file.truncated) throw fileTooLarge();
    const encoded = await this.encodeOrReject(() => encodeLogo(file.data));
    const stored = await this.storage.save(companyFolder(company.id, 'logo'), 'webp', encoded.data);
    try {
      await this.companiesRepo.update({ id: company.id }, { logo: stored.url });
    } catch (error) {
      await this.storage.remove(stored.key);
      throw error;
    }
    if (company.logo !== stored.url) await this.storage.remove(this.storage.keyFromUrl(company.logo));
    return this.get(user);
  }

  async removeLogo(user: AuthUser): Promise<OwnCompanyDto> {
    const company = await this.ownRow(user);
    if (company.logo) {
      await this.companiesRepo.update({ id: company.id }, { logo: null });
      await this.storage.remove(this.storage.keyFromUrl(company.logo));
    }
    return this.get(user);
  }

  /**
   * Adds gallery images. The plan decides how many fit (EntitlementsService: 403
   * SUBSCRIPTION_REQUIRED without access, 403 PLAN_LIMIT_REACHED when the gallery is full; hidden
   * images count too, they come back on an upgrade). Each file is checked on its own: too large
   * (> 5 MB), not an image, or beyond the plan's room → skipped with a message; the others are stored.
   */
  async addImages(user: AuthUser, files: IncomingFile[]): Promise<UploadImagesResultDto> {
    const company = await this.ownRow(user);
    const room = await this.entitlements.assertCanAddImages(company.id, files.length);

    const skipped: SkippedFileDto[] = [];
    const ready: Array<{ file: IncomingFile; image: StoredFile; thumbnail: StoredFile; width: number; height: number }> = [];
    for (const file of files) {
      if (file.truncated) {
        skipped.push({ file: file.filename, message: CompanyMessages.fileTooLarge(file.filename) });
        continue;
      }
      if (ready.length >= room.accepted) {
        skipped.push({ file: file.filename, message: room.overLimitMessage ?? '' });
        continue;
      }
      try {
        const { image, thumbnail } = await encodeGalleryImage(file.data);
        const folder = companyFolder(company.id, 'gallery');
        const storedImage = await this.storage.save(folder, 'webp', image.data);
        const storedThumbnail = await this.storage.save(folder, 'webp', thumbnail.data).catch(async (error: unknown) => {
          await this.storage.remove(storedImage.key);
          throw error;
        });
        ready.push({ file, image: storedImage, thumbnail: storedThumbnail, width: image.width, height: image.height });
      } catch (error) {
        if (!(error instanceof InvalidImageError)) {
          // Nothing half-done stays behind: the files already written go too.
          await this.storage.remove(...ready.flatMap((item) => [item.image.key, item.thumbnail.key]));
          throw error;
        }
        skipped.push({ file: file.filename, message: CompanyMessages.uploadFailed(file.filename, error.message) });
      }
    }

    const uploaded: CompanyImageDto[] = [];
    const discarded: StoredFile[] = [];
    await this.dataSource
      .transaction(async (manager) => {
        // Lock the company row: two uploads (or an upload and a plan change) cannot go over the limit together.
        await lockCompanyRow(manager, company.id);
        const now = await this.entitlements.assertCanAddImages(company.id, ready.length, manager);
        const { next } = await findGallerySlots(manager, company.id);
        let position = next;
        for (const [index, item] of ready.entries()) {
          if (index >= now.accepted) {
            skipped.push({ file: item.file.filename, message: now.overLimitMessage ?? '' });
            discarded.push(item.image, item.thumbnail);
            continue;
          }
          const row = await manager.getRepository(CompanyImage).save(
            manager.getRepository(CompanyImage).create({
              companyId: company.id,
              url: item.image.url,
              thumbnailUrl: item.thumbnail.url,
              storageKey: item.image.key,
              width: item.width,
              height: item.height,
              position: position++,
            }),
          );
          uploaded.push(toImage({ ...row, companyId: company.id }));
        }
      })
      .catch(async (error: unknown) => {
        await this.storage.remove(...ready.flatMap((item) => [item.image.key, item.thumbnail.key]));
        throw error;
      });
    await this.storage.remove(...discarded.map((f) => f.key));
    return { uploaded, skipped };
  }

  /** Deletes one of the own images (404 for anything else) and its files. */
  async deleteImage(user: AuthUser, imageId: string): Promise<void> {
    const company = await this.ownRow(user);
    if (!isUuid(imageId)) throw imageNotFound();
    const image = await this.imagesRepo.findOneBy({ id: imageId, companyId: company.id });
    if (!image) throw imageNotFound();
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(CompanyImage).delete({ id: image.id });
      // One image fewer: an image the plan hid may show again.
      await this.entitlements.applyGalleryLimit({ companyId: company.id }, manager);
    });
    await this.storage.remove(image.storageKey ?? this.storage.keyFromUrl(image.url), this.storage.keyFromUrl(image.thumbnailUrl));
  }

  private async encodeOrReject<T>(encode: () => Promise<T>): Promise<T> {
    try {
      return await encode();
    } catch (error) {
      if (error instanceof InvalidImageError) throw invalidImage(error.message);
      throw error;
    }
  }

  private async ownRow(user: AuthUser): Promise<OwnCompanyRow> {
    const row = await findOwnCompany(this.dataSource, user.id);
    if (!row) throw profileNotFound();
    return row;
  }

  private async view(row: OwnCompanyRow): Promise<OwnCompanyDto> {
    // The owner sees every image, those its plan hides too (marked hiddenByPlan).
    const [images, ratings] = await Promise.all([this.companies.imagesOf([row.id], true), this.companies.ratingsOf([row.id])]);
    return toOwnCompany(row, images.get(row.id) ?? [], ratings.get(row.id), this.companies.today());
  }
}

/** `companies/<id>/<kind>`: our own ids only, never anything from the request. */
function companyFolder(companyId: string, kind: 'logo' | 'gallery'): string {
  return `companies/${companyId}/${kind}`;
}
