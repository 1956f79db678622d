import { passwordResetTemplate } from './password-reset.template.js';
import type { MailTemplate } from './template.js';

/**
 * Every mail the app sends. To add one: write `<name>.template.ts` with `defineTemplate<Data>()`
 * and list it here; `MailService.send('<name>', to, data, dedupeKey)` is then type-checked.
 */
export const mailTemplates = {
  'password-reset': passwordResetTemplate,
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<T extends MailTemplateName> = (typeof mailTemplates)[T] extends MailTemplate<infer D> ? D : never;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}

export function renderMail<T extends MailTemplateName>(name: T, data: MailTemplateData<T>): RenderedMail {
  const template = mailTemplates[name] as MailTemplate<MailTemplateData<T>>;
  return { subject: template.subject(data), text: template.text(data), html: template.html(data) };
}
