/** What the bad-input and HTTP security specs require of an error answer. */

/** Framework messages that must never reach a user (English, or internals). */
const LEAKS =
  /^(bad request|internal server error|unauthorized|forbidden|not found|conflict|payload too large|unsupported media type|method not allowed|too many requests|service unavailable)\.?$|unexpected (token|end)|must be|should not|cannot |can't|body cannot be empty|route .* not found|not valid json|invalid|validation failed|is not allowed|request body|json at position|FST_|ERR_|exception|undefined|null value|violates|relation "|column "/i;
/** A Spanish sentence has at least one of these. */
const SPANISH =
  /[áéíóúñ¿¡«»]|\b(el|la|los|las|de|del|no|un|una|es|debe|debes|para|con|por|que|ya|se|tu|su|al|hay|filtro|campo|desconocid[oa]s?|encontrad[oa]s?|permitid[oa]s?|obligatori[oa]s?)\b/i;

export function spanishProblem(message: unknown): string | undefined {
  if (typeof message !== 'string' || !message.trim()) return 'sin mensaje';
  if (LEAKS.test(message)) return 'mensaje del framework o en inglés';
  if (!SPANISH.test(message)) return 'mensaje que no parece español';
  return undefined;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

export function problemOf(answer: Answer): string | undefined {
  if (answer.status >= 500) return `respuesta ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!answer.contentType.includes('application/json')) return `4xx sin JSON (${answer.contentType})`;
  let body: { statusCode?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return '4xx con JSON inválido';
  }
  if (body.statusCode !== answer.status) return `statusCode ${String(body.statusCode)} distinto del estado`;
  if (typeof body.code !== 'string' || !body.code) return 'sin code';
  return spanishProblem(body.message);
}
