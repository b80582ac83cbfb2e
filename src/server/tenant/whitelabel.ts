/**
 * Tenant loading (SPEC §2 "Tenant handling", §3 white-label configuration, §7):
 * `GET /v1/ConfiguracaoWhiteLabel/CarregarUrl/{id}` finds a tenant by its short url (1-255
 * characters, case-insensitive) or by its 36-character identifier and returns only the public
 * branding fields. Public (the sign-in page needs it before anyone logs in), so limited per client
 * IP like the other public routes: PUBLIC_RATE_MAX a minute (config.publicRateMax), then 429.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/pool.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { acao } from '../http/contrato.ts';
import { GESTAO } from '../../contratos/gestao.ts';

export const BRANDING_FIELDS = [
  'url',
  'nome_empresa',
  'site',
  'logo',
  'logo_white',
  'logo_black',
  'login_fundo',
  'icone',
  'login_titulo',
  'login_descricao',
  'cor_primaria',
] as const;
export const DEFAULT_LOGIN_TITLE = 'Rápido, Eficiente e Produtivo';

export function registerTenantRoutes(app: FastifyInstance, db: Database, config: Pick<Config, 'publicRateMax'>): void {
  app.get(
    '/v1/ConfiguracaoWhiteLabel/CarregarUrl/:id',
    acao(GESTAO.carregarUrl, { config: { rateLimit: { max: config.publicRateMax, timeWindow: '1 minute' } } }),
    async (req) => {
      const { id } = req.params as { id: string };
      if (id.length < 1 || id.length > 255) throw new ApiError(400, 'Endereço da empresa inválido (1 a 255 caracteres).');
      const byGuid = id.length === 36 && /^[0-9a-f-]{36}$/i.test(id);
      const { rows } = await db.pool.query(
        `SELECT ${BRANDING_FIELDS.join(', ')} FROM configuracao_white_label
        WHERE ativo AND ${byGuid ? 'guid = $1::uuid' : 'lower(url) = lower($1)'} LIMIT 1`,
        [id],
      );
      if (!rows[0]) return { Success: false, Message: 'Empresa não encontrada para este endereço.', Data: null };
      const data = rows[0];
      data.login_titulo ||= DEFAULT_LOGIN_TITLE;
      return ok(data);
    },
  );
}
