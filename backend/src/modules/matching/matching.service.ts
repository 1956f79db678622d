import { HttpStatus, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { idFromSeoParam } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/errors/app-exception.js';
import { COMPANY_DEFAULTS } from '../companies/company.entity.js';
import { toCard } from '../companies/company.mapper.js';
import type { CompanyMatchDto } from './matching.dto.js';
import { matchPercent, matchReasons } from './match-score.js';
import { findMatchingCompanies, findRequestClientId } from './matching-sql.js';
import { madridToday } from '../requests/request-structure.js';

const requestNotFound = () => new AppException('REQUEST_NOT_FOUND', 'Solicitud no encontrada', HttpStatus.NOT_FOUND);

/** Recommended companies for a request (spec 9, scored as issue 17's match-score.ts), for its owner or an admin. */
@Injectable()
export class MatchingService {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() private readonly clock?: Clock,
  ) {}

  async matches(user: AuthUser, requestParam: string): Promise<CompanyMatchDto[]> {
    const id = idFromSeoParam(requestParam);
    if (!id) throw requestNotFound();
    const clientId = await findRequestClientId(this.dataSource, id);
    if (!clientId) throw requestNotFound();
    if (clientId !== user.id && !user.isAdmin) {
      throw new AppException('FORBIDDEN', 'No tienes permiso para ver las empresas recomendadas de esta solicitud.', HttpStatus.FORBIDDEN);
    }
    const rows = await findMatchingCompanies(this.dataSource, id, COMPANY_DEFAULTS.description);
    const today = madridToday(this.clock?.now() ?? new Date());
    return rows.map((row) => ({
      company: toCard(
        row,
        { companyId: row.id, count: row.ratingCount, verifiedCount: row.ratingVerifiedCount, average: row.ratingAverage },
        today,
      ),
      score: Math.round(row.score * 10) / 10,
      matchPercent: matchPercent(row.score),
      matchingServices: row.matchingServices,
      distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm),
      reasons: matchReasons({ ...row, verified: row.verifiedAt !== null }),
    }));
  }
}
