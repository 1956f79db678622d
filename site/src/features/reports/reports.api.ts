import { http } from '../../api/http';

/** What the site lets users report (spec 3, "content reports"). */
export type ReportType = 'company' | 'request' | 'review';

export type ReportInput = { reportType: ReportType; targetId: string; reason: string; description?: string | null };

export type ReportCreated = { id: string; status: 'pending' };

/** The reasons offered in the dialog (the API accepts any text up to 200 characters). */
export const REPORT_REASONS = ['Spam o publicidad', 'Información falsa o engañosa', 'Contenido ofensivo', 'Fraude o estafa', 'Otro'] as const;

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
