import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idFromSeoParam } from '../../catalog/index.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { CompanyRow } from '../companies/company-sql.js';
import { COMPANY_DEFAULTS } from '../companies/company.entity.js';
import { toCard } from '../companies/company.mapper.js';
import type { CompanyMatchDto } from './matching.dto.js';
import { MATCHES_SQL } from './matching-sql.js';

type MatchRow = CompanyRow & { score: number; matchingServices: string[]; ratingCount: number | null; ratingAverage: number | null };

const requestNotFound = () => new AppException('REQUEST_NOT_FOUND', 'Solicitud no encontrada', HttpStatus.NOT_FOUND);

/** Recommended companies for a request (spec 9), for its owner or an admin. */
@Injectable()
export class MatchingService {
  constructor(private readonly dataSource: DataSource) {}

  async matches(user: AuthUser, requestParam: string): Promise<CompanyMatchDto[]> {
    const id = idFromSeoParam(requestParam);
    if (!id) throw requestNotFound();
    const [request] = await this.dataSource.query<{ clientId: string }[]>('SELECT client_id AS "clientId" FROM requests WHERE id = $1', [id]);
    if (!request) throw requestNotFound();
    if (request.clientId !== user.id && !user.isAdmin) {
      throw new AppException('FORBIDDEN', 'No tienes permiso para ver las empresas recomendadas de esta solicitud.', HttpStatus.FORBIDDEN);
    }
    const rows = await this.dataSource.query<MatchRow[]>(MATCHES_SQL, [id, COMPANY_DEFAULTS.description]);
    return rows.map((row) => ({
      company: toCard(row, { companyId: row.id, count: row.ratingCount ?? 0, average: row.ratingAverage }),
      score: row.score,
      matchPercent: Math.min(100, Math.round(row.score * 20)),
      matchingServices: row.matchingServices,
    }));
  }
}
