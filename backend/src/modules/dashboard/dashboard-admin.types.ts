import { ApiProperty } from '@nestjs/swagger';
import { apiEnum } from '../../common/openapi/api-enum.js';
import type { CompanyStatus, UserStatus, UserType } from '../../database/enums.js';

export class AdminDashboardTotalsDto {
  @ApiProperty({ description: 'Cuentas, sin superadministradores.' }) users: number;
  @ApiProperty({ description: 'Empresas visibles (activas y no suspendidas).' }) companies: number;
  @ApiProperty() activeRequests: number;
  @ApiProperty() proposals: number;
  @ApiProperty({
    example: 1234.5,
    description: 'Euros al mes: suscripciones activas y con pago pendiente; una anual cuenta su precio anual / 12.',
  })
  monthlyRecurringRevenue: number;
  @ApiProperty({ description: 'Pruebas que terminan desde ahora hasta el domingo de esta semana (hora de España).' })
  trialsEndingThisWeek: number;
}

export class DashboardContactMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() read: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class DashboardCompanyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() companyName: string;
  @ApiProperty() city: string;
  @ApiProperty() province: string;
  @ApiProperty(apiEnum('CompanyStatus')) status: CompanyStatus;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class DashboardUserDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty() email: string;
  @ApiProperty(apiEnum('UserType')) userType: UserType;
  @ApiProperty(apiEnum('UserStatus')) status: UserStatus;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class DashboardWeekDto {
  @ApiProperty({ example: '2026-11-16', description: 'Lunes de la semana (hora de España).' }) weekStart: string;
  @ApiProperty({ description: 'Cuentas nuevas (sin superadministradores).' }) signups: number;
  @ApiProperty({ description: 'Solicitudes publicadas (cualquier estado).' }) requests: number;
}

/** `GET /api/admin/dashboard`. */
export class AdminDashboardDataDto {
  @ApiProperty({ type: AdminDashboardTotalsDto }) totals: AdminDashboardTotalsDto;
  @ApiProperty({ type: [DashboardContactMessageDto], description: 'Los 10 últimos.' }) latestContactMessages: DashboardContactMessageDto[];
  @ApiProperty({ type: [DashboardCompanyDto], description: 'Las 5 últimas, en cualquier estado.' }) latestCompanies: DashboardCompanyDto[];
  @ApiProperty({ type: [DashboardUserDto], description: 'Los 5 últimos, sin superadministradores.' }) latestUsers: DashboardUserDto[];
  @ApiProperty({ type: [DashboardWeekDto], description: 'Las 12 últimas semanas (lunes a domingo), la actual la última, con ceros.' })
  weekly: DashboardWeekDto[];
  @ApiProperty({ type: String, format: 'date-time', description: 'El momento del cálculo.' }) generatedAt: string;
}

export const DASHBOARD_LATEST_MESSAGES = 10;
export const DASHBOARD_LATEST_COMPANIES = 5;
export const DASHBOARD_LATEST_USERS = 5;
export const DASHBOARD_WEEKS = 12;
/** Weeks run Monday to Sunday in Spanish time (spec 1). */
export const DASHBOARD_TIME_ZONE = 'Europe/Madrid';
