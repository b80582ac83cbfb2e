/**
 * Predefinições de operação: modelos de faturamento (`modelos_faturamento`)
 * criados pelo sistema para as operações que pequenas empresas encontram, cada um com natureza da
 * operação, tpNF, finNFe, CFOP dentro/fora do estado, se movimenta estoque e se gera contas a
 * receber. CFOPs da tabela do Convênio s/nº de 1970 (Anexo do SINIEF):
 * - remessa/retorno para conserto 5915/6915 e 5916/6916; demonstração 5912/6912 e 5913/6913;
 * - venda à ordem 5120/6120 (vendedor, gera receber) e remessa por conta e ordem 5923/6923;
 * - venda para entrega futura 5922/6922 (simples faturamento: receber, sem estoque) e a remessa
 *   5117/6117 (estoque, sem receber);
 * - bonificação/brinde 5910/6910; transferência entre filiais 5152/6152;
 * - entrada de produtor rural/pessoa física (nota de entrada emitida pela empresa, tpNF 0) 1102/2102
 *   na série de entrada (configuracao.serie_nfe_entrada);
 * - importação (nota de entrada, tpNF 0, fornecedor do exterior) 3102, com DI e II por item
 *   (importacao.ts), na série de entrada.
 *
 * `criarPredefinicoes` é idempotente (ON CONFLICT pelo código): as que o usuário apagou voltam, as
 * que alterou ficam como estão. `POST /v1/modelosFaturamento/Predefinicoes` cria as que faltam e
 * devolve os modelos ativos (Permitir.Faturamento.Consultar) — a tela do faturamento usa a lista.
 * `aplicarPredefinicao` (hook do faturamento): com `modelo_faturamento_id`, o CFOP dos itens é o do
 * modelo (interno ou interestadual conforme a UF do cliente); modelo que não gera contas a receber
 * recusa duplicatas (400 `Duplicata`).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ValidationError, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { acao } from '../../http/contrato.ts';
import { CADASTROS } from '../../../contratos/cadastros.ts';

export interface Predefinicao {
  codigo: string;
  descricao: string;
  natureza_operacao: string;
  tipo_operacao: 0 | 1;
  finalidade: 1 | 2 | 3 | 4;
  cfop_interno: string;
  cfop_interestadual: string;
  movimenta_estoque: boolean;
  gera_financeiro: boolean;
}

const p = (
  codigo: string,
  descricao: string,
  natureza_operacao: string,
  cfop: [string, string],
  movimenta_estoque: boolean,
  gera_financeiro: boolean,
  tipo_operacao: 0 | 1 = 1,
): Predefinicao => ({
  codigo,
  descricao,
  natureza_operacao,
  tipo_operacao,
  finalidade: 1,
  cfop_interno: cfop[0],
  cfop_interestadual: cfop[1],
  movimenta_estoque,
  gera_financeiro,
});

export const PREDEFINICOES: readonly Predefinicao[] = [
  p('remessa-conserto', 'Remessa para conserto', 'Remessa de mercadoria para conserto', ['5915', '6915'], true, false),
  p('retorno-conserto', 'Retorno de conserto', 'Retorno de mercadoria recebida para conserto', ['5916', '6916'], true, false),
  p('remessa-demonstracao', 'Remessa para demonstração', 'Remessa de mercadoria para demonstração', ['5912', '6912'], true, false),
  p('retorno-demonstracao', 'Retorno de demonstração', 'Retorno de mercadoria recebida para demonstração', ['5913', '6913'], true, false),
  p('venda-ordem', 'Venda à ordem', 'Venda à ordem, entregue pelo vendedor remetente', ['5120', '6120'], true, true),
  p('remessa-conta-ordem', 'Remessa por conta e ordem', 'Remessa por conta e ordem de terceiros em venda à ordem', ['5923', '6923'], true, false),
  p('venda-entrega-futura', 'Venda para entrega futura', 'Simples faturamento em venda para entrega futura', ['5922', '6922'], false, true),
  p('remessa-entrega-futura', 'Remessa de venda para entrega futura', 'Remessa de mercadoria em venda para entrega futura', ['5117', '6117'], true, false),
  p('bonificacao', 'Bonificação', 'Remessa em bonificação, doação ou brinde', ['5910', '6910'], true, false),
  p('transferencia', 'Transferência entre filiais', 'Transferência de mercadoria adquirida de terceiros', ['5152', '6152'], true, false),
  p('entrada-produtor', 'Entrada de produtor ou pessoa física', 'Compra de produtor rural ou pessoa física', ['1102', '2102'], true, false, 0),
  p('importacao', 'Importação', 'Compra para comercialização - importação', ['3102', '3102'], true, false, 0),
];

/** Cria as predefinições que faltam ao emitente (idempotente). @returns quantas foram criadas. */
export async function criarPredefinicoes(c: Client, emitenteId: number): Promise<number> {
  const { rows } = await c.query('SELECT serie_nfe, serie_nfe_entrada FROM configuracao WHERE emitente_id = $1', [emitenteId]);
  let criadas = 0;
  for (const x of PREDEFINICOES) {
    const serie = x.tipo_operacao === 0 ? Number(rows[0]?.serie_nfe_entrada ?? 2) : Number(rows[0]?.serie_nfe ?? 1);
    const r = await c.query(
      `INSERT INTO modelos_faturamento (emitente_id, codigo, descricao, natureza_operacao, serie, tipo_operacao, finalidade, presenca, modalidade_frete,
              cfop_interno, cfop_interestadual, movimenta_estoque, gera_financeiro, t_pag)
       SELECT $1::int, $2::text, $3::text, $4::text, $5::int, $6::int, $7::int, 9, 9, $8::text, $9::text, $10::boolean, $11::boolean, $12::text
        WHERE NOT EXISTS (SELECT 1 FROM modelos_faturamento WHERE emitente_id = $1 AND (codigo = $2::text OR lower(descricao) = lower($3::text)))`,
      [
        emitenteId,
        x.codigo,
        x.descricao,
        x.natureza_operacao,
        serie,
        x.tipo_operacao,
        x.finalidade,
        x.cfop_interno,
        x.cfop_interestadual,
        x.movimenta_estoque,
        x.gera_financeiro,
        x.gera_financeiro ? null : '90',
      ],
    );
    criadas += r.rowCount ?? 0;
  }
  return criadas;
}

/**
 * Hook do faturamento: aplica o modelo escolhido aos itens (CFOP) e recusa duplicatas quando o
 * modelo não gera contas a receber. Sem modelo: nada muda.
 * @throws ValidationError `modelo_faturamento_id` (modelo não encontrado) ou `Duplicata`.
 */
export async function aplicarPredefinicao(
  c: Client,
  emitenteId: number,
  cabecalho: Record<string, unknown>,
  itens: Array<Record<string, unknown>>,
  duplicatas: unknown[] | undefined,
): Promise<void> {
  if (cabecalho.modelo_faturamento_id == null) return;
  const { rows } = await c.query('SELECT * FROM modelos_faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, cabecalho.modelo_faturamento_id]);
  const m = rows[0];
  if (!m) throw new ValidationError({ modelo_faturamento_id: ['Operação não encontrada'] }, 'Operação (predefinição): não encontrada.');
  if (!m.gera_financeiro && duplicatas?.length)
    throw new ValidationError(
      { Duplicata: [`A operação "${m.descricao}" não gera contas a receber; retire as duplicatas`] },
      `Duplicata: a operação "${m.descricao}" não gera contas a receber.`,
    );
  if (!m.cfop_interno) return;
  const { rows: uf } = await c.query(
    'SELECT (SELECT uf FROM cliente WHERE emitente_id = $1 AND id = $2) AS cliente, (SELECT uf FROM emitente WHERE id = $1) AS emitente',
    [emitenteId, cabecalho.cliente_id],
  );
  const fora = uf[0]?.cliente && uf[0].cliente !== uf[0].emitente;
  const cfop = fora && m.cfop_interestadual ? m.cfop_interestadual : m.cfop_interno;
  for (const i of itens) i.cfop = cfop;
}

export function registerPredefinicoesRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const e = registry.get('modelosFaturamento');
  app.post('/v1/modelosFaturamento/Predefinicoes', acao(CADASTROS.predefinicoes, { preHandler: app.authenticate }), async (req) => {
    assertCan(req.ctx, e, 'Consultar');
    const r = await withTenant(db, req.ctx, async (c) => {
      const criadas = await criarPredefinicoes(c, req.ctx.emitenteId!);
      const { rows } = await c.query(
        `SELECT id, codigo, descricao, natureza_operacao, serie, tipo_operacao, finalidade, presenca, modalidade_frete, cfop_interno, cfop_interestadual,
                movimenta_estoque, gera_financeiro FROM modelos_faturamento WHERE emitente_id = $1 AND ativo ORDER BY descricao`,
        [req.ctx.emitenteId],
      );
      return { criadas, modelos: rows };
    });
    return ok(r.modelos, r.criadas ? `${r.criadas} predefinição(ões) de operação criada(s).` : null);
  });
}
