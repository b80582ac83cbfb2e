/**
 * Google reCAPTCHA v2 ("Não sou um robô") e v3 (nota de 0 a 1) no servidor (SPEC §7
 * `POST /v1/Recaptcha/validate/`). Desligado por padrão: liga com
 * RECAPTCHA_SITE_KEY + RECAPTCHA_SECRET. Quando ligado, é exigido:
 * - no cadastro de empresa (`POST /v1/registerEmitente/`, campo `Recaptcha`);
 * - no login, depois de RECAPTCHA_APOS_FALHAS falhas seguidas daquele login (padrão 3) —
 *   antes do bloqueio por tentativas (auth/tentativas.ts), que continua valendo.
 *
 * A verificação é o `siteverify` do Google (RECAPTCHA_VERIFY_URL, padrão
 * https://www.google.com/recaptcha/api/siteverify: POST form `secret`, `response`, `remoteip`;
 * resposta `{success, score?, action?, error-codes?}`), com tempo limite de 5 s. Na v3, a nota
 * precisa ser ≥ RECAPTCHA_NOTA_MINIMA (padrão 0,5). Google fora do ar: recusa (fecha), com mensagem
 * que diz para tentar de novo — um robô não passa por uma queda.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { ApiError, ValidationError, ok } from '../http/envelope.ts';
import { acao } from '../http/contrato.ts';
import { CONTA } from '../../contratos/conta.ts';

/** Tempo limite da chamada ao siteverify (ms). */
export const TEMPO_LIMITE_RECAPTCHA_MS = 5000;
/** Mensagem quando falta a confirmação (campo `Recaptcha`). */
export const RECAPTCHA_FALTANDO = 'Confirme que você não é um robô.';

export type ConfigRecaptcha = Pick<Config, 'recaptchaSiteKey' | 'recaptchaSecret' | 'recaptchaVerifyUrl' | 'recaptchaNotaMinima'>;

/** Se o reCAPTCHA está ligado (chave do site e segredo configurados). */
export function recaptchaAtivo(config: Pick<Config, 'recaptchaSiteKey' | 'recaptchaSecret'>): boolean {
  return Boolean(config.recaptchaSiteKey && config.recaptchaSecret);
}

/** Resultado da verificação de um token. */
export type ResultadoRecaptcha = { valido: true; nota: number | null } | { valido: false; mensagem: string };

/**
 * Confere um token com o Google. Nunca lança erro.
 * @param token o `g-recaptcha-response` do widget (v2) ou de `grecaptcha.execute` (v3).
 * @param ip IP de quem enviou (opcional no siteverify).
 */
export async function verificarRecaptcha(config: ConfigRecaptcha, token: unknown, ip?: string): Promise<ResultadoRecaptcha> {
  if (typeof token !== 'string' || !token.trim()) return { valido: false, mensagem: RECAPTCHA_FALTANDO };
  if (token.length > 4000) return { valido: false, mensagem: 'Confirmação do reCAPTCHA inválida. Marque de novo "Não sou um robô".' };
  const corpo = new URLSearchParams({ secret: config.recaptchaSecret ?? '', response: token });
  if (ip) corpo.set('remoteip', ip);
  try {
    const res = await fetch(config.recaptchaVerifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: corpo,
      signal: AbortSignal.timeout(TEMPO_LIMITE_RECAPTCHA_MS),
      redirect: 'error',
    });
    if (!res.ok) return { valido: false, mensagem: 'Não foi possível conferir o reCAPTCHA agora. Tente novamente em instantes.' };
    const r = (await res.json()) as { success?: boolean; score?: number; 'error-codes'?: string[] };
    if (r.success !== true) {
      const expirado = r['error-codes']?.includes('timeout-or-duplicate');
      return {
        valido: false,
        mensagem: expirado ? 'A confirmação do reCAPTCHA expirou. Marque de novo "Não sou um robô".' : 'Confirmação do reCAPTCHA recusada. Tente de novo.',
      };
    }
    if (typeof r.score === 'number' && r.score < config.recaptchaNotaMinima) {
      return { valido: false, mensagem: 'O reCAPTCHA não confirmou o acesso. Tente de novo ou fale com o suporte.' };
    }
    return { valido: true, nota: typeof r.score === 'number' ? r.score : null };
  } catch {
    return { valido: false, mensagem: 'Não foi possível conferir o reCAPTCHA agora. Tente novamente em instantes.' };
  }
}

/**
 * Exige um token válido quando o reCAPTCHA está ligado (cadastro, login após falhas).
 * @throws ApiError 400 com a lista `Recaptcha: [mensagem]` no corpo (o app web mostra o widget ao
 *   ver esse campo).
 */
export async function exigirRecaptcha(config: Config, token: unknown, ip?: string): Promise<void> {
  if (!recaptchaAtivo(config)) return;
  const r = await verificarRecaptcha(config, token, ip);
  if (!r.valido) throw new ApiError(400, r.mensagem, { Recaptcha: [r.mensagem] });
}

/**
 * Rotas públicas:
 * - `GET /v1/Recaptcha/config` → `{ ativo, siteKey, scriptUrl, aposFalhas }` (o que o app web precisa
 *   para desenhar o widget; nunca o segredo);
 * - `POST /v1/Recaptcha/validate/` `{ Token }` (ou `token`/`response`) → `{ valido: true, ativo, nota }`;
 *   token recusado: 400 com a mensagem. Desligado: `{ valido: true, ativo: false }`.
 */
export function registerRecaptchaRoutes(app: FastifyInstance, config: Config): void {
  app.get('/v1/Recaptcha/config', acao(CONTA.recaptchaConfig), async () =>
    ok({
      ativo: recaptchaAtivo(config),
      siteKey: recaptchaAtivo(config) ? config.recaptchaSiteKey : null,
      scriptUrl: config.recaptchaScriptUrl,
      aposFalhas: config.recaptchaAposFalhas,
    }),
  );
  app.post('/v1/Recaptcha/validate/', acao(CONTA.recaptchaValidar, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }), async (req) => {
    if (!recaptchaAtivo(config)) return ok({ valido: true, ativo: false, nota: null });
    const b = (req.body ?? {}) as Record<string, unknown>;
    const token = b.Token ?? b.token ?? b.response;
    if (typeof token !== 'string' || !token.trim()) throw new ValidationError({ Token: [RECAPTCHA_FALTANDO] }, RECAPTCHA_FALTANDO);
    const r = await verificarRecaptcha(config, token, req.ip);
    if (!r.valido) throw new ValidationError({ Token: [r.mensagem] }, r.mensagem);
    return ok({ valido: true, ativo: true, nota: r.nota });
  });
}
