/**
 * O simulador de PSP PIX ligado à demonstração: src/server/main.ts o inicia fora
 * de produção, numa demonstração, quando LICENCA_PIX_URL não está definida, e aponta o produto para
 * ele pelas mesmas variáveis de um PSP real (LICENCA_PIX_URL, LICENCA_PIX_CLIENT_ID,
 * LICENCA_PIX_CLIENT_SECRET e LICENCA_PIX_WEBHOOK_TOKEN — este gerado quando ausente). Depois que o
 * ERP escuta, {@link PspDaDemonstracao.ligarWebhook} aponta o webhook para
 * `{base}/v1/licencarecebivel/WebhookPix/pix?token=…`. Cada cobrança é paga sozinha depois de
 * {@link PAGAR_APOS_MS} (ou antes, pelo botão da página do simulador).
 */
import { randomBytes } from 'node:crypto';
import { iniciarSimuladorPsp, type SimuladorPsp } from './index.ts';

/** Tempo até o "pagador" da demonstração pagar uma cobrança nova sozinho (ms). */
export const PAGAR_APOS_MS = 10_000;

export interface PspDaDemonstracao {
  psp: SimuladorPsp;
  /** pagamento automático de cada cobrança nova (ms; 0: só pela página) */
  pagarAposMs: number;
  /** Aponta o webhook do simulador para o ERP em `base` (ex.: http://localhost:3000). */
  ligarWebhook(base: string): void;
}

/**
 * Inicia o simulador e grava em `env` as variáveis do PSP PIX que o módulo de licenças lê.
 * @param pagarAposMs pagamento automático de cada cobrança (0: só pela página).
 */
export async function iniciarPspDaDemonstracao(env: NodeJS.ProcessEnv = process.env, pagarAposMs = PAGAR_APOS_MS): Promise<PspDaDemonstracao> {
  const psp = await iniciarSimuladorPsp({ pagarAposMs, log: (m) => console.warn(m) });
  env.LICENCA_PIX_URL = psp.url;
  env.LICENCA_PIX_CLIENT_ID = psp.clientId;
  env.LICENCA_PIX_CLIENT_SECRET = psp.clientSecret;
  env.LICENCA_PIX_WEBHOOK_TOKEN ||= randomBytes(24).toString('base64url');
  const token = env.LICENCA_PIX_WEBHOOK_TOKEN;
  return {
    psp,
    pagarAposMs,
    ligarWebhook: (base) => psp.definirWebhook(`${base.replace(/\/$/, '')}/v1/licencarecebivel/WebhookPix/pix?token=${encodeURIComponent(token)}`),
  };
}
