import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export interface OutgoingMail {
  template: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers from the template (List-Unsubscribe...). */
  headers?: Record<string, string>;
}

export interface DeliveryResult {
  messageId?: string;
  /** The .eml file written when there is no SMTP_URL. */
  file?: string;
}

/**
 * nodemailer: SMTP when SMTP_URL is set; otherwise each message is rendered as an RFC 822
 * `.eml` file in `config.mailDir` (`<ISO timestamp>-<template>-<short id>.eml`), which any mail
 * client opens.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly transporter: Transporter;
  readonly kind: 'smtp' | 'file';

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.kind = config.smtpUrl ? 'smtp' : 'file';
    this.transporter = config.smtpUrl
      ? createTransport(config.smtpUrl)
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async deliver(mail: OutgoingMail): Promise<DeliveryResult> {
    const message: SendMailOptions = {
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    };
    const info = await this.transporter.sendMail(message);
    if (this.kind === 'smtp') return { messageId: info.messageId };
    await mkdir(this.config.mailDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/:/g, '-');
    const file = path.join(this.config.mailDir, `${stamp}-${mail.template}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    return { messageId: info.messageId, file };
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}
