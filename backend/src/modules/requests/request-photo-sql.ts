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
