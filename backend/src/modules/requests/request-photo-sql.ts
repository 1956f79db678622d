import type { Queryable } from '../../common/database/queryable.js';
import type { RequestPhotoDto } from './dto/request-structure.dto.js';

/** A request's photos in their order (ix_request_photos_request_id_position). */
export function listRequestPhotos(db: Queryable, requestId: string): Promise<RequestPhotoDto[]> {
  return db.query<RequestPhotoDto[]>(
    `SELECT id, url, thumbnail_url AS "thumbnailUrl", width, height FROM request_photos
      WHERE request_id = $1 ORDER BY position, created_at, id`,
    [requestId],
  );
}

/** What the photo endpoints check: the owner and the status state (request-status.ts). */
export interface PhotoTargetRow {
  clientId: string;
  status: string;
  cancelledByModeratorAt: Date | null;
}

/**
 * The request the photos belong to; `lock` takes its row FOR UPDATE (inside a transaction), so
 * two uploads at once count the photos one after the other and cannot pass the limit together.
 */
export async function findPhotoTarget(db: Queryable, requestId: string, lock = false): Promise<PhotoTargetRow | undefined> {
  const [row] = await db.query<PhotoTargetRow[]>(
    `SELECT client_id AS "clientId", status, cancelled_by_moderator_at AS "cancelledByModeratorAt"
       FROM requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [requestId],
  );
  return row;
}

/** How many photos the request has, and the position the next one takes. */
export async function findPhotoSlots(db: Queryable, requestId: string): Promise<{ count: number; next: number }> {
  const [slots] = await db.query<{ count: number; next: number }[]>(
    'SELECT count(*)::int AS count, coalesce(max(position) + 1, 0)::int AS next FROM request_photos WHERE request_id = $1',
    [requestId],
  );
  return slots;
}

export interface NewRequestPhoto {
  url: string;
  thumbnailUrl: string;
  storageKey: string;
  width: number;
  height: number;
  position: number;
}

export async function insertRequestPhoto(db: Queryable, requestId: string, photo: NewRequestPhoto): Promise<void> {
  await db.query(
    `INSERT INTO request_photos (request_id, url, thumbnail_url, storage_key, width, height, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [requestId, photo.url, photo.thumbnailUrl, photo.storageKey, photo.width, photo.height, photo.position],
  );
}

/** Deletes one photo of the request; answers what its files were, or undefined when there was none. */
export async function deleteRequestPhoto(
  db: Queryable,
  requestId: string,
  photoId: string,
): Promise<{ url: string; thumbnailUrl: string | null; storageKey: string | null } | undefined> {
  const [rows] = await db.query<[Array<{ url: string; thumbnailUrl: string | null; storageKey: string | null }>, number]>(
    `DELETE FROM request_photos WHERE id = $1 AND request_id = $2
       RETURNING url, thumbnail_url AS "thumbnailUrl", storage_key AS "storageKey"`,
    [photoId, requestId],
  );
  return rows[0];
}
