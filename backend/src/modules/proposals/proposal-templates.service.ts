import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PROPOSAL_INCLUDES, PROPOSAL_MAX_TEMPLATES, isUuid } from '@rutalia/catalog';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { FieldError } from '../../common/errors/app-exception.js';
import { htmlToText, sanitizeRichText } from '../../common/security/rich-text.js';
import type { CreateProposalTemplateDto, ProposalTemplateDto, UpdateProposalTemplateDto } from './dto/proposal-template.dto.js';
import { ProposalMessages } from './proposal-errors.js';
import { templateCompanyRequired, templateDuplicate, templateLimit, templateNotFound } from './proposal-template-errors.js';
import {
  countTemplates,
  deleteTemplate,
  findTemplate,
  findTemplateCompanyId,
  insertTemplate,
  listTemplates,
  lockCompanyTemplates,
  templateNameTaken,
  updateTemplate,
  type ProposalTemplateRow,
  type TemplateValues,
} from './proposal-template-sql.js';
import { checkTemplateTerms, throwIfInvalid, type ProposalTermsInput } from './proposal-terms.js';

const KNOWN_INCLUDES = new Set(PROPOSAL_INCLUDES.map((item) => item.id));

/**
 * A company's proposal templates: a message, a price and terms saved under a name to start new
 * proposals from (no request and no dates: those belong to each proposal). At most
 * PROPOSAL_MAX_TEMPLATES per company and one name once, both checked under a per-company lock.
 */
@Injectable()
export class ProposalTemplatesService {
  constructor(private readonly dataSource: DataSource) {}

  async list(user: AuthUser): Promise<{ items: ProposalTemplateDto[] }> {
    const companyId = await this.companyOf(user);
    return { items: (await listTemplates(this.dataSource, companyId)).map(toDto) };
  }

  async create(user: AuthUser, dto: CreateProposalTemplateDto): Promise<ProposalTemplateDto> {
    const companyId = await this.companyOf(user);
    const values = checkTemplate(dto.name, dto.message, dto);
    return this.write(companyId, async (em) => {
      if ((await countTemplates(em, companyId)) >= PROPOSAL_MAX_TEMPLATES) throw templateLimit();
      if (await templateNameTaken(em, companyId, values.name)) throw templateDuplicate();
      return insertTemplate(em, companyId, values);
    });
  }

  async update(user: AuthUser, id: string, dto: UpdateProposalTemplateDto): Promise<ProposalTemplateDto> {
    const companyId = await this.companyOf(user);
    if (!isUuid(id)) throw templateNotFound();
    return this.write(companyId, async (em) => {
      const stored = await findTemplate(em, companyId, id, true);
      if (!stored) throw templateNotFound();
      // What is not sent stays; the result is judged whole (new lines must add up to the stored price).
      const values = checkTemplate(dto.name ?? stored.name, dto.message ?? stored.message, {
        price: dto.price === undefined ? priceOf(stored) : dto.price,
        vatIncluded: dto.vatIncluded ?? stored.vatIncluded,
        // Ids the catalog has since dropped do not block an edit of something else.
        includes: dto.includes ?? stored.includes.filter((include) => KNOWN_INCLUDES.has(include)),
        priceLines: dto.priceLines === undefined ? stored.priceLines : dto.priceLines,
      });
      if (await templateNameTaken(em, companyId, values.name, id)) throw templateDuplicate();
      return updateTemplate(em, id, values);
    });
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const companyId = await this.companyOf(user);
    if (!isUuid(id) || !(await deleteTemplate(this.dataSource, companyId, id))) throw templateNotFound();
  }

  private async companyOf(user: AuthUser): Promise<string> {
    const companyId = await findTemplateCompanyId(this.dataSource, user.id);
    if (!companyId) throw templateCompanyRequired();
    return companyId;
  }

  /** One transaction under the company's template lock; the unique name constraint backs the check. */
  private async write(companyId: string, work: (em: EntityManager) => Promise<ProposalTemplateRow>): Promise<ProposalTemplateDto> {
    try {
      const row = await this.dataSource.transaction(async (em) => {
        await lockCompanyTemplates(em, companyId);
        return work(em);
      });
      return toDto(row);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') throw templateDuplicate();
      throw error;
    }
  }
}

/** The name, the sanitized message and the terms, or one 400 listing every wrong field. */
function checkTemplate(name: string, rawMessage: string, terms: ProposalTermsInput): TemplateValues {
  const errors: FieldError[] = [];
  const message = sanitizeRichText(rawMessage);
  if (!htmlToText(message)) errors.push({ field: 'message', message: ProposalMessages.MESSAGE_REQUIRED });
  const checked = checkTemplateTerms(terms);
  errors.push(...checked.errors);
  throwIfInvalid(errors);
  return { name: name.trim(), message, ...checked.terms };
}

const priceOf = (row: ProposalTemplateRow) => (row.price === null ? null : Number(row.price));

function toDto(row: ProposalTemplateRow): ProposalTemplateDto {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    price: priceOf(row),
    vatIncluded: row.vatIncluded,
    includes: row.includes,
    priceLines: (row.priceLines ?? []).map((line) => ({ concept: line.concept, amount: Number(line.amount) })),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
