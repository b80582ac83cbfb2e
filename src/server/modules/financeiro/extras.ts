/**
 * Extras do financeiro:
 * - `POST /v1/condicao/Previsao` `{ condicao_id? | parcelas, dias_primeira, intervalo_dias, entrada,
 *   percentual_acrescimo, percentual_desconto; total (R$), data_base? (ISO) }` -> `{ total, parcelas:
 *   [{parcela, vencimento, valor}] }` (src/domain/financeiro/parcelas.ts). Permitir.Condicao.Consultar.
 * - `GET /v1/Receber/Pix/{id}` -> `{ payload, imagem (PNG em data URL), chave, valor, txid }`: BR Code
 *   estático (src/domain/financeiro/pix.ts) do saldo do título, com a chave PIX da conta bancária do
 *   título ou da primeira conta ativa com chave. 400 sem chave cadastrada ou título sem saldo.
 *   Permitir.Receber.Consultar e pacote > 1.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, notFound, ok, ValidationError } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { type Condicao, dataIsoValida, previsaoCondicao } from '../../../domain/financeiro/parcelas.ts';
import { brCodePix } from '../../../domain/financeiro/pix.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';
import { valorMonetario } from './titulos.ts';
import { acao } from '../../http/contrato.ts';
import { FINANCEIRO_EXTRAS } from '../../../contratos/financeiro.ts';

export function registerFinanceiroExtras(app: FastifyInstance, db: Database, registry: Registry): void {
  const condicao = registry.get('condicao');
  const receber = registry.get('receber');

  app.post('/v1/condicao/Previsao', acao(FINANCEIRO_EXTRAS.previsao, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, condicao, 'Consultar');
    const b = (req.body ?? {}) as Record<string, unknown>;
    const erros: Record<string, string[]> = {};
    const total = valorMonetario(b.total);
    if (typeof total === 'string') erros.total = [total];
    const base = (b.data_base as string | undefined) ?? dataDeHoje();
    if (!dataIsoValida(base)) erros.data_base = ['Data inválida (use AAAA-MM-DD)'];
    let cond: Condicao = {
      parcelas: Number(b.parcelas ?? 1),
      dias_primeira: Number(b.dias_primeira ?? 0),
      intervalo_dias: Number(b.intervalo_dias ?? 30),
      entrada: b.entrada === true,
      percentual_acrescimo: (b.percentual_acrescimo as number) ?? 0,
      percentual_desconto: (b.percentual_desconto as number) ?? 0,
    };
    if (b.condicao_id !== undefined && b.condicao_id !== null) {
      const { rows } = await withTenant(db, req.ctx, (c) =>
        c.query(
          `SELECT parcelas, dias_primeira, intervalo_dias, entrada, percentual_acrescimo::text, percentual_desconto::text FROM condicao WHERE emitente_id = $1 AND id = $2`,
          [req.ctx.emitenteId, Number(b.condicao_id) || 0],
        ),
      );
      if (!rows[0]) erros.condicao_id = ['Condição de pagamento não encontrada'];
      else cond = rows[0];
    }
    if (!Number.isInteger(cond.parcelas) || cond.parcelas < 1 || cond.parcelas > 120) erros.parcelas = ['Informe de 1 a 120 parcelas'];
    if (!Number.isInteger(cond.dias_primeira) || cond.dias_primeira < 0 || cond.dias_primeira > 3650) erros.dias_primeira = ['Informe de 0 a 3650 dias'];
    if (!Number.isInteger(cond.intervalo_dias) || cond.intervalo_dias < 0 || cond.intervalo_dias > 3650) erros.intervalo_dias = ['Informe de 0 a 3650 dias'];
    if (Object.keys(erros).length) {
      const [k, v] = Object.entries(erros)[0];
      throw new ValidationError(erros, `${k}: ${v[0]}`);
    }
    return ok(previsaoCondicao(cond, (total as { toFixed(n: number): string }).toFixed(2), base));
  });

  app.get('/v1/Receber/Pix/:id', acao(FINANCEIRO_EXTRAS.pix, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, receber, 'Consultar');
    const id = Number((req.params as { id: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ValidationError({ id: ['Código inválido'] }, 'id: código inválido.');
    const d = await withTenant(db, req.ctx, async (c) => {
      const { rows } = await c.query(
        `SELECT r.id, r.documento, r.situacao, r.saldo::text AS saldo, e.nome, ci.nome AS cidade,
                COALESCE(cb.chave_pix, (SELECT x.chave_pix FROM conta_bancaria x WHERE x.emitente_id = r.emitente_id AND x.ativo AND x.chave_pix IS NOT NULL ORDER BY x.id LIMIT 1)) AS chave
           FROM receber r JOIN emitente e ON e.id = r.emitente_id LEFT JOIN cidade ci ON ci.id = e.cidade_id
           LEFT JOIN conta_bancaria cb ON cb.emitente_id = r.emitente_id AND cb.id = r.conta_bancaria_id
          WHERE r.emitente_id = $1 AND r.id = $2`,
        [req.ctx.emitenteId, id],
      );
      return rows[0];
    });
    if (!d) throw notFound('Conta a receber não encontrada.');
    if (!['aberto', 'parcial'].includes(d.situacao)) throw new ApiError(400, 'Título sem saldo em aberto.', { situacao: ['Título sem saldo em aberto'] });
    if (!d.chave) throw new ApiError(400, 'Cadastre a chave PIX em uma conta bancária.', { chave_pix: ['Nenhuma conta bancária com chave PIX'] });
    const txid = `REC${d.id}`;
    const payload = brCodePix({ chave: d.chave, valor: d.saldo, nome: d.nome, cidade: d.cidade ?? 'BRASIL', txid });
    const bwipjs = (await import('bwip-js')).default; // carregado no primeiro QR Code, não na partida
    const png = await bwipjs.toBuffer({ bcid: 'qrcode', text: payload, scale: 4, eclevel: 'M' } as Parameters<typeof bwipjs.toBuffer>[0]);
    return ok({ payload, imagem: `data:image/png;base64,${png.toString('base64')}`, chave: d.chave, valor: d.saldo, txid });
  });
}
