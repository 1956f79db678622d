import type { ApiRequestBody, ApiResponse } from '@rutalia/api-contract';
import { http } from '../../api/http';

export type ReportInput = ApiRequestBody<'/api/reports', 'post'>;

/** What the site lets users report (spec 3, "content reports"). */
export type ReportType = ReportInput['reportType'];

export type ReportCreated = ApiResponse<'/api/reports', 'post'>;

/** The reasons offered in the dialog (the API accepts any text up to 200 characters). */
export const REPORT_REASONS = [
  'Spam o publicidad',
  'Información falsa o engañosa',
  'Contenido ofensivo',
  'Fraude o estafa',
  'Otro',
] as const;

export const REPORT_DESCRIPTION_MAX = 2000;

export const REPORT_TEXTS = {
  button: 'Reportar',
  submit: 'Enviar reporte',
  sent: 'Reporte enviado',
  sentDescription: 'Gracias. Nuestro equipo lo revisará.',
  failed: 'No se pudo enviar el reporte',
  reasonRequired: 'El motivo es obligatorio.',
} as const;

/** `POST /reports` (signed-in users). */
export const createReport = (input: ReportInput) => http.post<ReportCreated>('/reports', input);
