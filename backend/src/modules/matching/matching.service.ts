import { HttpStatus, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idFromSeoParam } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import { COMPANY_DEFAULTS } from '../companies/company.entity.js';
import { toCard } from '../companies/company.mapper.js';
import type { CompanyMatchDto } from './matching.dto.js';
import { findMatchingCompanies, findRequestClientId } from './matching-sql.js';

const requestNotFound = () => new AppException('REQUEST_NOT_FOUND', 'Solicitud no encontrada', HttpStatus.NOT_FOUND);

/** Recommended companies for a request (spec 9), for its owner or an admin. */
@Injectable()
export class MatchingService {
  constructor(private readonly dataSource: DataSource) {}

  async matches(user: AuthUser, requestParam: string): Promise<CompanyMatchDto[]> {
    const id = idFromSeoParam(requestParam);
    if (!id) throw requestNotFound();
    const clientId = await findRequestClientId(this.dataSource, id);
    if (!clientId) throw requestNotFound();
    if (clientId !== user.id && !user.isAdmin) {
      throw new AppException('FORBIDDEN', 'No tienes permiso para ver las empresas recomendadas de esta solicitud.', HttpStatus.FORBIDDEN);
    }
    const rows = await findMatchingCompanies(this.dataSource, id, COMPANY_DEFAULTS.description);
    return rows.map((row) => ({
      company: toCard(row, { companyId: row.id, count: row.ratingCount ?? 0, average: row.ratingAverage }),
      score: row.score,
      matchPercent: Math.min(100, Math.round(row.score * 20)),
      matchingServices: row.matchingServices,
    }));
  }
}
