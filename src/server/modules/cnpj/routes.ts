/**
 * `GET /v1/cnpj/{cnpj}`: dados da empresa pelo CNPJ para preencher os formulários de cliente,
 * fornecedor, transportadora e emitente. Pública como a do CEP (a tela de
 * cadastro também usa), limitada a 30 chamadas por minuto por IP.
 *
 * 1. CNPJ numérico ou alfanumérico com dígitos válidos; senão 400 naming `cnpj`.
 * 2. Cache em `consulta_cnpj` por CNPJ_CACHE_DIAS (padrão 7): resposta `fonte: 'cache'`.
 * 3. Provedor (CNPJ_API_URL, ver consulta.ts): `fonte: 'online'`, grava no cache.
 * 4. Provedor fora do ar: o cache vencido, se houver (`fonte: 'cache'`, `desatualizado: true`);
 *    senão 503 com {@link CNPJ_INDISPONIVEL}. CNPJ_API_URL=off: 503 dizendo que está desligada.
 * 5. 404 'CNPJ não encontrado na Receita Federal' quando o provedor diz que não existe.
 *
 * Data: o formato da BrasilAPI ({@link EmpresaCnpj}) mais `fonte`, `consultado_em` e `desatualizado`.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/pool.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { isValidCnpj, normalizeCpfCnpj } from '../../../domain/index.ts';
import { CNPJ_INDISPONIVEL, consultarProvedorCnpj } from './consulta.ts';
import { acao } from '../../http/contrato.ts';
import { GERAL } from '../../../contratos/geral.ts';

export function registerCnpjRoutes(app: FastifyInstance, config: Config, db: Database): void {
  app.get('/v1/cnpj/:cnpj', acao(GERAL.cnpj, { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }), async (req) => {
    const cnpj = normalizeCpfCnpj((req.params as { cnpj: string }).cnpj);
    if (cnpj.length !== 14 || !isValidCnpj(cnpj)) throw new ValidationError({ cnpj: ['CNPJ inválido'] }, 'CNPJ inválido');
    const { rows } = await db.pool.query(
      `SELECT dados, consultado_em, consultado_em > now() - make_interval(days => $2::int) AS valido FROM consulta_cnpj WHERE cnpj = $1`,
      [cnpj, config.cnpjCacheDias],
    );
    const guardado = rows[0] as { dados: Record<string, unknown>; consultado_em: Date; valido: boolean } | undefined;
    if (guardado?.valido) return ok({ ...guardado.dados, fonte: 'cache', consultado_em: guardado.consultado_em, desatualizado: false });
    if (!config.cnpjApiUrl) {
      if (guardado) return ok({ ...guardado.dados, fonte: 'cache', consultado_em: guardado.consultado_em, desatualizado: true });
      throw new ApiError(503, 'Consulta de CNPJ desligada neste servidor (CNPJ_API_URL=off): preencha os dados à mão.');
    }
    const r = await consultarProvedorCnpj(config.cnpjApiUrl, cnpj);
    if (r.tipo === 'nao-encontrado') throw new ApiError(404, 'CNPJ não encontrado na Receita Federal');
    if (r.tipo === 'indisponivel') {
      req.log.warn({ motivo: r.motivo }, 'consulta de CNPJ: provedor indisponível');
      if (guardado) return ok({ ...guardado.dados, fonte: 'cache', consultado_em: guardado.consultado_em, desatualizado: true });
      throw new ApiError(503, CNPJ_INDISPONIVEL);
    }
    const { rows: gravado } = await db.pool.query(
      `INSERT INTO consulta_cnpj (cnpj, dados) VALUES ($1, $2::jsonb)
       ON CONFLICT (cnpj) DO UPDATE SET dados = EXCLUDED.dados, consultado_em = now() RETURNING consultado_em`,
      [cnpj, JSON.stringify(r.empresa)],
    );
    return ok({ ...r.empresa, fonte: 'online', consultado_em: gravado[0].consultado_em, desatualizado: false });
  });
}
