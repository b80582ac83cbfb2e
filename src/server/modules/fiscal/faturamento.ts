/**
 * Faturamento (issue 4, itens 2 e 4): tributos calculados pelo servidor.
 *
 * - Hook `antesDeGravar` do faturamento na API genérica (src/server/crud/hooks.ts): a cada
 *   POST/PUT /v1/faturamento/ recalcula os itens (descrição/NCM/unidade do produto quando não
 *   informados, CFOP conforme o destino, tributos do grupo imposto) e os totais (colunas total_*)
 *   antes de gravar — valores enviados pelo cliente para esses campos são ignorados. Um PUT sem a
 *   lista `Item` recalcula os itens gravados (p.ex. mudou o frete ou o cliente). Com a opção do
 *   emitente, kits viram seus componentes antes do cálculo (estoque/kit-nfe.ts).
 * - Só se altera/exclui faturamento em `digitacao` ou `rejeitada`; nos demais estados:
 *   400 'Nota já transmitida não pode ser alterada'. A linha é travada (FOR UPDATE) para não
 *   correr com a transmissão.
 * - `POST /v1/faturamento/Calcular`: corpo = um faturamento com `Item` (como no POST); devolve o
 *   mesmo com os itens e totais calculados, sem gravar. Permissão Permitir.Faturamento.Consultar.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import type { Client } from '../../db/tenant.ts';
import { withTenant } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { registrarHook, type ArgsGravar } from '../../crud/hooks.ts';
import { Validators } from '../../crud/validate.ts';
import { calcularFaturamento } from './calculo.ts';
import { desmembrarKits } from '../estoque/kit-nfe.ts';

export const SITUACOES_EDITAVEIS = new Set(['digitacao', 'rejeitada']);
export const MENSAGEM_NOTA_TRANSMITIDA = 'Nota já transmitida não pode ser alterada';

/** Campos de entrada de um item (o resto é calculado). */
const CAMPOS_ITEM = ['id', 'produto_id', 'descricao', 'ncm', 'cfop', 'unidade', 'quantidade', 'valor_unitario', 'valor_desconto', 'informacao_adicional'];

async function exigirEditavel(c: Client, emitenteId: number, id: unknown): Promise<void> {
  const { rows } = await c.query('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, id]);
  if (rows[0] && !SITUACOES_EDITAVEIS.has(rows[0].situacao)) throw new ApiError(400, MENSAGEM_NOTA_TRANSMITIDA, { situacao: [MENSAGEM_NOTA_TRANSMITIDA] });
}

async function antesDeGravar({ c, ctx, record, children, current }: ArgsGravar): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  if (current) await exigirEditavel(c, emitenteId, current.id);
  // um item com id precisa ser deste faturamento (nunca "puxar" item de outra nota, p.ex. autorizada)
  const erros: Record<string, string[]> = {};
  for (const [nome, lista] of Object.entries(children)) {
    const meus = new Set(((current?.[nome] as Array<Record<string, unknown>> | undefined) ?? []).map((i) => i.id));
    lista.forEach((i, n) => {
      if (i.id !== undefined && i.id !== null && !meus.has(i.id)) erros[`${nome}[${n}].id`] = ['Item não pertence a este registro'];
    });
  }
  if (Object.keys(erros).length) throw new ValidationError(erros, 'Item não pertence a este registro.');
  const cabecalho = { ...(current ?? {}), ...record };
  if (!current && record.consumidor_final === undefined) cabecalho.consumidor_final = undefined; // padrão do cliente
  const itens = children.Item
    ? await desmembrarKits(c, emitenteId, children.Item)
    : ((current?.Item as Array<Record<string, unknown>> | undefined) ?? []).map((i) => Object.fromEntries(CAMPOS_ITEM.map((k) => [k, i[k]])));
  const r = await calcularFaturamento(c, emitenteId, cabecalho, itens);
  Object.assign(record, r.cabecalho);
  if (record.consumidor_final === undefined && !current) record.consumidor_final = r.consumidorFinal;
  children.Item = r.itens;
}

export function registerFaturamentoRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  registrarHook('faturamento', {
    antesDeGravar,
    antesDeExcluir: async ({ c, ctx, current }) => exigirEditavel(c, ctx.emitenteId!, current.id),
  });
  const e = registry.get('faturamento');
  const validators = new Validators(registry);

  app.post('/v1/faturamento/Calcular', { preHandler: app.authenticate }, async (req) => {
    assertCan(req.ctx, e, 'Consultar');
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...(req.body as Record<string, unknown>) } : req.body;
    const id = (body as Record<string, unknown> | null)?.id;
    const { record, children } = validators.validate(e, 'create', body);
    const r = await withTenant(db, req.ctx, async (c) =>
      calcularFaturamento(c, req.ctx.emitenteId!, record, await desmembrarKits(c, req.ctx.emitenteId!, children.Item ?? [])),
    );
    const itens = r.itens.map(({ tributos, ...resto }, i) => ({ ...resto, imposto: JSON.parse(tributos), regras: r.detalhes[i].regras }));
    return ok({
      ...(id !== undefined ? { id } : {}),
      ...record,
      consumidor_final: r.consumidorFinal,
      ...r.cabecalho,
      ...children,
      Item: itens,
      idDest: r.idDest,
      totais: r.totais,
    });
  });
}
