import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../common/openapi/api-enum.js';
import { RatingDto } from '../companies/dto/company.dto.js';
import { ProposalDto } from '../proposals/dto/proposal.dto.js';
import { RequestDto } from '../requests/dto/request.dto.js';

export class ClientDashboardStatsDto {
  @ApiProperty({ type: 'integer' }) totalRequests: number;
  @ApiProperty({ type: 'integer' }) activeRequests: number;
  @ApiProperty({ type: 'integer' }) completedRequests: number;
  @ApiProperty({ type: 'integer', description: 'Con una empresa contratada, sin completar aún.' }) hiredRequests: number;
  @ApiProperty({ type: 'integer', description: 'Propuestas recibidas en todas sus solicitudes.' }) totalProposals: number;
  @ApiProperty({ type: 'integer' }) pendingProposals: number;
  @ApiProperty({ type: 'integer' }) acceptedProposals: number;
  @ApiProperty({ type: 'integer', description: 'round(100 × solicitudes con alguna propuesta / totalRequests); 0 sin solicitudes.' })
  responseRate: number;
  @ApiProperty({ type: 'integer' }) unreadMessages: number;
}

/** GET /dashboard for a client (site: features/dashboard/dashboard.api.ts). */
export class ClientDashboardDto {
  @ApiProperty({ enum: ['client'] }) role: 'client';
  @ApiProperty({ type: [RequestDto], description: 'Las 5 más recientes, en cualquier estado.' }) latestRequests: RequestDto[];
  @ApiProperty({
    type: [RequestDto],
    description:
      'Contratadas a las que toca responder «¿Se hizo el trabajo?» (`completionDue`): pasada la fecha del servicio o ya preguntado; la contratación más antigua primero, hasta 5.',
  })
  awaitingCompletion: RequestDto[];
  @ApiProperty({ type: ClientDashboardStatsDto }) stats: ClientDashboardStatsDto;
}

export class InvoiceSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() invoiceNumber: string;
  @ApiProperty({ description: 'Euros, impuestos incluidos.' }) amount: number;
  @ApiProperty({ type: String, format: 'date-time' }) dueDate: string;
  @ApiProperty(apiEnum('InvoiceStatus')) status: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class DashboardSubscriptionDto {
  @ApiProperty({ example: 'professional' }) planName: string;
  @ApiProperty({ example: 'Profesional' }) displayName: string;
  @ApiProperty(apiEnum('SubscriptionStatus')) status: string;
  @ApiProperty({ type: 'integer' }) trialDaysLeft: number;
  @ApiProperty({ description: 'Puede enviar propuestas (prueba vigente, activa o con pago pendiente).' }) hasAccess: boolean;
}

/** The company of the panel; a suspension comes with the moderator's reason. */
export class CompanyDashboardCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Parámetro de /company/{seoParam}.' }) seoParam: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ description: 'Visible en el directorio.' }) visible: boolean;
  @ApiProperty(apiEnum('CompanyStatus')) status: string;
  @ApiProperty({ type: String, nullable: true, description: 'Solo si está suspendida.' }) suspensionReason: string | null;
}

export class CompanyDashboardStatsDto {
  @ApiProperty({ type: 'integer' }) totalProposals: number;
  @ApiProperty({ type: 'integer' }) pendingProposals: number;
  @ApiProperty({ type: 'integer' }) acceptedProposals: number;
  @ApiProperty({ type: 'integer' }) rejectedProposals: number;
  @ApiProperty({ type: 'integer', description: 'round(aceptadas / total × 100); 0 sin propuestas.' }) successRate: number;
  @ApiProperty({ description: 'Suma de los precios de todas sus propuestas, en euros.' }) totalValue: number;
  @ApiProperty({ type: 'integer' }) unreadMessages: number;
  @ApiProperty({ type: RatingDto }) rating: RatingDto;
}

/** GET /dashboard for a company. */
export class CompanyDashboardDto {
  @ApiProperty({ enum: ['company'] }) role: 'company';
  @ApiProperty({ type: CompanyDashboardCompanyDto, nullable: true, description: 'null si la cuenta aún no tiene empresa.' })
  company: CompanyDashboardCompanyDto | null;
  @ApiProperty({ type: DashboardSubscriptionDto, nullable: true }) subscription: DashboardSubscriptionDto | null;
  @ApiProperty({ type: [ProposalDto], description: 'Las 3 más recientes, cada una con el resumen de su solicitud.' })
  latestProposals: ProposalDto[];
  @ApiProperty({ type: [InvoiceSummaryDto], description: 'Las 3 más recientes.' }) latestInvoices: InvoiceSummaryDto[];
  @ApiProperty({ type: [RequestDto], description: '4 solicitudes activas sin propuesta suya, más recientes primero.' })
  opportunities: RequestDto[];
  @ApiProperty({ type: CompanyDashboardStatsDto }) stats: CompanyDashboardStatsDto;
}

/** Admins get their counts in the backoffice. */
export class AdminDashboardDto {
  @ApiProperty({ enum: ['admin'] }) role: 'admin';
}

/** GET /dashboard: one of the three, told apart by `role`. */
export type DashboardDto = ClientDashboardDto | CompanyDashboardDto | AdminDashboardDto;

export const CLIENT_LATEST_REQUESTS = 5;
export const CLIENT_AWAITING_COMPLETION = 5;
export const COMPANY_LATEST_PROPOSALS = 3;
export const COMPANY_LATEST_INVOICES = 3;
export const COMPANY_OPPORTUNITIES = 4;
