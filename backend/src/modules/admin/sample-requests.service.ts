import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { AppException } from '../../common/errors/app-exception.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuditService } from '../audit/audit.service.js';
import { parseSampleRequests, type SampleRequest } from './sample-requests.parser.js';
import { sampleRequestsMessages } from './sample-requests.prompt.js';

/** `config.ai`, plus a timeout tests can shorten (not an environment setting). */
export type AiToolConfig = AppConfig['ai'] & { timeoutMs?: number };

/** Spec 7 ("Other"): temperature 0.7, at most 1000 tokens. */
export const AI_TEMPERATURE = 0.7;
export const AI_MAX_TOKENS = 1000;
export const AI_DEFAULT_TIMEOUT_MS = 30_000;

export const AiToolMessages = {
  GENERATION_FAILED: 'Error en la generación con IA',
  NOT_CONFIGURED: 'La herramienta de IA no está configurada.',
} as const;

export interface SampleRequestsResult {
  items: SampleRequest[];
  generatedAt: string;
  model: string;
}

const generationFailed = () => new AppException('AI_GENERATION_FAILED', AiToolMessages.GENERATION_FAILED, HttpStatus.BAD_GATEWAY);

/**
 * The backoffice's sample-data tool: asks an OpenAI-compatible chat completions endpoint for
 * sample requests and hands them back for download. Nothing is saved.
 */
@Injectable()
export class SampleRequestsService {
  private readonly logger = new Logger(SampleRequestsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  private get ai(): AiToolConfig {
    return this.config.ai;
  }

  /** The tool needs both the endpoint and its key. */
  get enabled(): boolean {
    return Boolean(this.ai.apiUrl && this.ai.apiKey);
  }

  get model(): string {
    return this.ai.model;
  }

  async generate(actor: AuthUser): Promise<SampleRequestsResult> {
    if (!this.enabled) throw AppException.notFound(AiToolMessages.NOT_CONFIGURED, 'AI_NOT_CONFIGURED');
    let items: SampleRequest[] = [];
    try {
      items = parseSampleRequests(await this.complete());
    } finally {
      // Who used the tool and how it went; never the generated content.
      await this.audit.record({
        actorId: actor.id,
        action: 'tool.sample_requests',
        entityType: 'tool',
        entityId: null,
        details: { model: this.model, items: items.length },
      });
    }
    if (items.length === 0) {
      this.logger.warn('La IA respondió sin solicitudes utilizables');
      throw generationFailed();
    }
    return { items, generatedAt: new Date().toISOString(), model: this.model };
  }

  /** The assistant's text; any upstream failure (network, status, shape, timeout) becomes a 502. */
  private async complete(): Promise<string> {
    const { apiUrl, apiKey, model, timeoutMs = AI_DEFAULT_TIMEOUT_MS } = this.ai;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(apiUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ model, messages: sampleRequestsMessages(), temperature: AI_TEMPERATURE, max_tokens: AI_MAX_TOKENS }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = response.ok ? await response.json() : undefined;
    } catch (error) {
      // Only the error's name: messages may quote the URL, and the key must never reach the logs.
      this.logger.warn(`Llamada a la IA fallida: ${error instanceof Error ? error.name : 'error'}`);
      throw generationFailed();
    }
    if (!response.ok) {
      this.logger.warn(`La IA respondió con el estado ${response.status}`);
      throw generationFailed();
    }
    const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw generationFailed();
    return content;
  }
}
