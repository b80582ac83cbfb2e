/**
 * Faturamento: tributos calculados pelo servidor.
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
 * - Identificação da operação (`identificacaoDaOperacao`): numa nota nova (ou ao
 *   trocar a predefinição), tpNF (`tipo_operacao`), finNFe (`finalidade`) e série não enviados vêm da
 *   predefinição escolhida (`modelo_faturamento_id`); nota de entrada (tpNF 0) sem série vai para a
 *   série de entrada do emitente (`configuracao.serie_nfe_entrada`), não para a série padrão 1.
 * - Documentos referenciados (`NFref`): os campos de cada tipo (refNFe, refNF, refNFP, refCTe,
 *   refECF) conferidos por `conferirReferencias` (referencias.ts), 400 `NFref[i].campo`.
 * - Importação (CFOP 3xxx): DI do item obrigatória e conferida (`conferirImportacao`, importacao.ts;
 *   400 `Item[i].di`); II/IOF/despesas aduaneiras no cálculo (calculo.ts).
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
import { acao } from '../../http/contrato.ts';
import { FATURAMENTO_ACOES } from '../../../contratos/nfe.ts';
import { registrarHook, type ArgsGravar } from '../../crud/hooks.ts';
import { Validators } from '../../crud/validate.ts';
import { calcularTributosDoDocumento } from './tributos-do-documento.ts';
import { serieEntrada } from './devolucao.ts';
import { conferirReferencias } from './referencias.ts';
import { dataHoraFiscal } from '../../../domain/relogio.ts';
import { ESTADOS_FATURAMENTO } from '../../../generated/estados.ts';

/** Situações em que a nota pode ser alterada: grupo `editavel` de faturamento.situacao no registro. */
export const SITUACOES_EDITAVEIS: ReadonlySet<string> = new Set(ESTADOS_FATURAMENTO.grupos.editavel);
export const MENSAGEM_NOTA_TRANSMITIDA = 'Nota já transmitida não pode ser alterada';

/** Campos de entrada de um item (o resto é calculado). */
const CAMPOS_ITEM = [
  'id',
  'produto_id',
  'descricao',
  'ncm',
  'cfop',
  'unidade',
  'quantidade',
  'valor_unitario',
  'valor_desconto',
  'informacao_adicional',
  'devolucao_item_id',
  'devolucao_compra_item_id',
  'complemento_icms',
  'base_ii',
  'despesas_aduaneiras',
  'valor_ii',
  'valor_iof',
  'di',
];

/**
 * Completa tpNF, finNFe e série (ver cabeçalho) em `record` (mutado). Só age numa nota nova
 * (`current` ausente) ou quando o registro troca a predefinição; campos enviados não mudam.
 * @throws ValidationError `modelo_faturamento_id` quando a predefinição não existe no emitente.
 */
export async function identificacaoDaOperacao(
  c: Client,
  emitenteId: number,
  record: Record<string, unknown>,
  current?: Record<string, unknown>,
): Promise<void> {
  const trocouModelo = record.modelo_faturamento_id != null && record.modelo_faturamento_id !== current?.modelo_faturamento_id;
  if (current && !trocouModelo) return;
  if (record.modelo_faturamento_id != null) {
    const { rows } = await c.query('SELECT tipo_operacao, finalidade, serie FROM modelos_faturamento WHERE emitente_id = $1 AND id = $2', [
      emitenteId,
      record.modelo_faturamento_id,
    ]);
    const m = rows[0];
    if (!m) throw new ValidationError({ modelo_faturamento_id: ['Operação não encontrada'] }, 'Operação (predefinição): não encontrada.');
    if (record.tipo_operacao === undefined && m.tipo_operacao != null) record.tipo_operacao = Number(m.tipo_operacao);
    if (record.finalidade === undefined && m.finalidade != null) record.finalidade = Number(m.finalidade);
    if (record.serie === undefined && m.serie != null) record.serie = Number(m.serie);
  }
  if (record.serie === undefined && Number(record.tipo_operacao ?? current?.tipo_operacao ?? 1) === 0) record.serie = await serieEntrada(c, emitenteId);
}

async function exigirEditavel(c: Client, emitenteId: number, id: unknown): Promise<void> {
  const { rows } = await c.query('SELECT situacao FROM faturamento WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [emitenteId, id]);
  if (rows[0] && !SITUACOES_EDITAVEIS.has(rows[0].situacao)) throw new ApiError(400, MENSAGEM_NOTA_TRANSMITIDA, { situacao: [MENSAGEM_NOTA_TRANSMITIDA] });
}

async function antesDeGravar({ c, ctx, record, children, current }: ArgsGravar): Promise<void> {
  const emitenteId = ctx.emitenteId!;
  if (current) await exigirEditavel(c, emitenteId, current.id);
  // emissão sem data: o agora do relógio do negócio (não o now() do banco), na hora de Brasília
  if (!current && (record.data_emissao === undefined || record.data_emissao === null || record.data_emissao === '')) record.data_emissao = dataHoraFiscal();
  // um item com id precisa ser deste faturamento (nunca "puxar" item de outra nota, p.ex. autorizada)
  const erros: Record<string, string[]> = {};
  for (const [nome, lista] of Object.entries(children)) {
    const meus = new Set(((current?.[nome] as Array<Record<string, unknown>> | undefined) ?? []).map((i) => i.id));
    lista.forEach((i, n) => {
      if (i.id !== undefined && i.id !== null && !meus.has(i.id)) erros[`${nome}[${n}].id`] = ['Item não pertence a este registro'];
    });
  }
  if (Object.keys(erros).length) throw new ValidationError(erros, 'Item não pertence a este registro.');
  conferirReferencias(children.NFref);
  await identificacaoDaOperacao(c, emitenteId, record, current);
  const cabecalho = { ...(current ?? {}), ...record };
  if (!current && record.consumidor_final === undefined) cabecalho.consumidor_final = undefined; // padrão do cliente
  const gravados = (current?.Item as Array<Record<string, unknown>> | undefined) ?? [];
  const { resultado: r } = await calcularTributosDoDocumento(c, emitenteId, {
    cabecalho,
    itens: children.Item ?? gravados.map((i) => Object.fromEntries(CAMPOS_ITEM.map((k) => [k, i[k]]))),
    kits: children.Item !== undefined,
    predefinicao: { duplicatas: children.Duplicata ?? (current?.Duplicata as unknown[] | undefined) },
    origem: { gravados, conferirSaldo: { chave: 'Item', faturamentoId: (current?.id as number | undefined) ?? null } },
    conferirImportacao: true,
  });
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

  app.post('/v1/faturamento/Calcular', acao(FATURAMENTO_ACOES.calcular, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, e, 'Consultar');
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? { ...(req.body as Record<string, unknown>) } : req.body;
    const id = (body as Record<string, unknown> | null)?.id;
    const { record, children } = validators.validate(e, 'create', body);
    const r = await withTenant(db, req.ctx, async (c) => {
      const emitenteId = req.ctx.emitenteId!;
      await identificacaoDaOperacao(c, emitenteId, record);
      // rascunho de devolução/complemento: os itens gravados levam a ligação com a origem
      const { rows: gravados } = Number.isSafeInteger(id)
        ? await c.query(
            'SELECT id, devolucao_item_id, devolucao_compra_item_id, complemento_icms, aliquota_icms FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2',
            [emitenteId, id],
          )
        : { rows: [] };
      const { resultado: res } = await calcularTributosDoDocumento(c, emitenteId, {
        cabecalho: record,
        itens: children.Item ?? [],
        kits: true,
        predefinicao: {},
        origem: { gravados },
      });
      return res;
    });
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
