/**
 * Contas a receber e a pagar: este módulo (financeiro) é o dono das escritas em `receber` e `pagar`.
 * Os outros módulos não escrevem nessas tabelas: lançam por {@link lancarTitulos} (duplicatas da
 * NF-e autorizada, venda do PDV, compra importada, pedido) e cancelam os títulos do documento que
 * cancelaram por {@link cancelarTitulosEmAberto} (com auditoria), depois de conferir
 * {@link titulosComBaixa}. Baixas, estornos e renegociação ficam em baixas.ts e renegociacao.ts.
 * tests/unit/repositorio/donos.test.ts recusa escrita nessas tabelas fora daqui.
 * SPEC §3 (receber, pagar, receberPagamento, pagarPagamento).
 *
 * Valores em R$ sempre como texto decimal com 2 casas (decimal.js); o banco guarda numeric(15,2).
 */
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { dataIsoValida } from '../../../domain/financeiro/parcelas.ts';
import { auditar } from '../auditoria/registro.ts';
import { agora, dataDeHoje } from '../../../domain/relogio.ts';
import { formatDataHora } from '../../../domain/formatos.ts';

/** Qual lado: a receber (clientes) ou a pagar (fornecedores). */
export type Lado = 'receber' | 'pagar';

/** Nomes de tabela/coluna de cada lado (constantes: nunca vêm da requisição). */
export const LADO = {
  receber: {
    tabela: 'receber',
    baixas: 'receber_pagamento',
    fk: 'receber_id',
    pessoa: 'cliente_id',
    tabelaPessoa: 'cliente',
    regra: 'Receber',
    rotulo: 'Conta a receber',
  },
  pagar: {
    tabela: 'pagar',
    baixas: 'pagar_pagamento',
    fk: 'pagar_id',
    pessoa: 'fornecedor_id',
    tabelaPessoa: 'fornecedor',
    regra: 'Pagar',
    rotulo: 'Conta a pagar',
  },
} as const;

/** Origens automáticas de um título (as demais são 'manual', 'replicacao' e 'renegociacao'). */
export type Origem = 'manual' | 'faturamento' | 'pdv' | 'compra' | 'pedido' | 'replicacao' | 'renegociacao' | 'nfse';

/** Um título a lançar. `pessoa_id` = cliente (receber) ou fornecedor (pagar). */
export interface NovoTitulo {
  documento: string;
  parcela?: number;
  total_parcelas?: number;
  pessoa_id: number;
  descricao?: string | null;
  /** ISO; padrão hoje */
  emissao?: string;
  /** ISO */
  vencimento: string;
  /** R$ > 0, no máximo 2 casas */
  valor: string | number | Decimal;
  conta_id?: number | null;
  custo_id?: number | null;
  especie_id?: number | null;
  conta_bancaria_id?: number | null;
  origem?: Origem;
  /** id do documento de origem (duplicata, venda, compra, pedido) — lançamento idempotente por ele */
  origem_id?: number | null;
  faturamento_id?: number | null;
  guid_origem?: string | null;
  observacao?: string | null;
}

/** Valor monetário positivo com até 2 casas, ou a mensagem do erro. */
export function valorMonetario(v: unknown, opts: { zeroOk?: boolean } = {}): Decimal | string {
  if (v === undefined || v === null || v === '') return opts.zeroOk ? new Decimal(0) : 'Campo obrigatório';
  let d: Decimal;
  try {
    d = new Decimal(typeof v === 'string' ? v.trim() : (v as number));
  } catch {
    return 'Valor numérico inválido';
  }
  if (!d.isFinite()) return 'Valor numérico inválido';
  if (d.decimalPlaces() > 2) return 'Use no máximo 2 casas decimais';
  if (d.isNegative() || (d.isZero() && !opts.zeroOk)) return opts.zeroOk ? 'Não pode ser negativo' : 'Deve ser maior que zero';
  if (d.greaterThanOrEqualTo('1e13')) return 'Valor grande demais';
  return d;
}

/**
 * Lança títulos de um lado numa transação já aberta (contexto do emitente aplicado).
 * Idempotente por origem: um título com a mesma (origem, origem_id, parcela) já lançado não é
 * repetido (o índice único receber_origem_unica/pagar_origem_unica garante mesmo em corrida).
 * @returns ids dos títulos lançados agora (os já existentes não entram).
 * @throws ValidationError (400) com `titulos[i].campo` quando um título é inválido.
 */
export async function lancarTitulos(c: Client, emitenteId: number, lado: Lado, titulos: NovoTitulo[]): Promise<number[]> {
  const L = LADO[lado];
  const erros: Record<string, string[]> = {};
  const hoje = dataDeHoje();
  titulos.forEach((t, i) => {
    const v = valorMonetario(t.valor);
    if (typeof v === 'string') erros[`titulos[${i}].valor`] = [v];
    if (!dataIsoValida(t.vencimento)) erros[`titulos[${i}].vencimento`] = ['Data inválida'];
    if (t.emissao !== undefined && !dataIsoValida(t.emissao)) erros[`titulos[${i}].emissao`] = ['Data inválida'];
    if (!t.documento?.trim()) erros[`titulos[${i}].documento`] = ['Campo obrigatório'];
  });
  if (Object.keys(erros).length) throw new ValidationError(erros, `Título inválido: ${Object.values(erros)[0][0]}`);
  const ids: number[] = [];
  const novos: Array<{ registroId: number; depois: Record<string, unknown> }> = [];
  for (const t of titulos) {
    const { rows } = await c.query(
      `INSERT INTO ${L.tabela} (emitente_id, documento, parcela, total_parcelas, ${L.pessoa}, descricao, emissao, vencimento, valor,
              conta_id, custo_id, especie_id, conta_bancaria_id, origem, origem_id, ${lado === 'receber' ? 'faturamento_id, ' : ''}guid_origem, observacao)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, ${lado === 'receber' ? '$18, ' : ''}$16, $17)
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        emitenteId,
        t.documento.trim().slice(0, 60),
        t.parcela ?? 1,
        t.total_parcelas ?? t.parcela ?? 1,
        t.pessoa_id,
        t.descricao ?? null,
        t.emissao ?? hoje,
        t.vencimento,
        new Decimal(t.valor as Decimal.Value).toFixed(2),
        t.conta_id ?? null,
        t.custo_id ?? null,
        t.especie_id ?? null,
        t.conta_bancaria_id ?? null,
        t.origem ?? 'manual',
        t.origem_id ?? null,
        t.guid_origem ?? null,
        t.observacao ?? null,
        ...(lado === 'receber' ? [t.faturamento_id ?? null] : []),
      ],
    );
    if (rows[0]) {
      ids.push(rows[0].id);
      const { valor, vencimento, documento, parcela, pessoa_id, origem, origem_id } = t;
      novos.push({
        registroId: rows[0].id,
        depois: {
          documento,
          parcela,
          [L.pessoa]: pessoa_id,
          vencimento,
          valor: new Decimal(valor as Decimal.Value).toFixed(2),
          origem: origem ?? 'manual',
          origem_id,
        },
      });
    }
  }
  await auditar(c, { entidade: lado, acao: 'incluir', descricao: `Título lançado (${titulos[0]?.origem ?? 'manual'})`, itens: novos });
  return ids;
}

/**
 * Registra como quitado, numa só baixa do valor inteiro, um título lançado agora a partir de um
 * histórico que já chega pago (os meses passados da demonstração). Não passa pelas conferências da
 * baixa interativa (baixas.ts `baixar`: período fechado, data futura, saldo), porque o histórico
 * descreve o que já aconteceu; só serve a títulos sem baixa alguma.
 * @param quitacao `data` ISO da baixa; `especie_id`/`conta_bancaria_id` da baixa (ou null).
 * @throws ApiError 409 quando o título já tem baixa ou não é do emitente.
 */
export async function quitarTituloDeHistorico(
  c: Client,
  emitenteId: number,
  lado: Lado,
  tituloId: number,
  quitacao: { data: string; especie_id?: number | null; conta_bancaria_id?: number | null; guid: string },
): Promise<void> {
  const L = LADO[lado];
  const { rows } = await c.query(
    `UPDATE ${L.tabela} SET valor_baixado = valor, situacao = 'pago'
      WHERE emitente_id = $1 AND id = $2 AND valor_baixado = 0 RETURNING valor`,
    [emitenteId, tituloId],
  );
  if (!rows[0]) throw new ApiError(409, `${L.rotulo} ${tituloId} já tem baixa ou não existe.`);
  await c.query(
    `INSERT INTO ${L.baixas} (emitente_id, ${L.fk}, guid_transacao, tipo, data, valor, valor_total${lado === 'receber' ? ', especie_id' : ''}, conta_bancaria_id)
     VALUES ($1, $2, $3, 'baixa', $4, $5, $5${lado === 'receber' ? ', $7' : ''}, $6)`,
    [
      emitenteId,
      tituloId,
      quitacao.guid,
      quitacao.data,
      rows[0].valor,
      quitacao.conta_bancaria_id ?? null,
      ...(lado === 'receber' ? [quitacao.especie_id ?? null] : []),
    ],
  );
}

/**
 * Documento do título de uma duplicata de nota: "NF {número}/{série}-{nDup}" (ex.: "NF 1234/1-001"),
 * o mesmo formato das contas a pagar das compras importadas (compras/importacao.ts), para a lista
 * dizer de que nota é cada parcela em vez de mostrar vários "001". Série
 * ausente: "NF 1234-001". Cortado em 60 caracteres (coluna documento).
 */
export function documentoDaDuplicata(numero: number | string, serie: number | string | null | undefined, nDup: string): string {
  const s = serie === null || serie === undefined || serie === '' ? '' : `/${serie}`;
  return `NF ${numero}${s}-${nDup.trim()}`.slice(0, 60);
}

/**
 * Ciclo da NF-e, evento `autorizada`: cada duplicata (grupo Y, faturamento_duplicata) vira um título
 * a receber do cliente da nota, com a espécie do 1º pagamento (grupo YA) quando cadastrada.
 * Idempotente (origem 'faturamento' + id da duplicata). Nota sem duplicatas (à vista) não lança:
 * o recebimento à vista é do caixa/PDV.
 */
export async function lancarDuplicatasDoFaturamento(c: Client, emitenteId: number, faturamentoId: number): Promise<number[]> {
  const { rows: f } = await c.query(
    `SELECT f.id, f.numero, f.serie, f.cliente_id, (f.data_emissao AT TIME ZONE 'America/Sao_Paulo')::date::text AS emissao
       FROM faturamento f WHERE f.emitente_id = $1 AND f.id = $2`,
    [emitenteId, faturamentoId],
  );
  if (!f[0]) return [];
  const { rows: dups } = await c.query(
    `SELECT id, numero, vencimento::text AS vencimento, valor::text AS valor FROM faturamento_duplicata
      WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY vencimento, id`,
    [emitenteId, faturamentoId],
  );
  if (!dups.length) return [];
  const { rows: esp } = await c.query(
    `SELECT e.id, e.conta_bancaria_id FROM faturamento_pagamento p JOIN especie e ON e.emitente_id = p.emitente_id AND e.t_pag = p.t_pag
      WHERE p.emitente_id = $1 AND p.faturamento_id = $2 ORDER BY p.id, e.id LIMIT 1`,
    [emitenteId, faturamentoId],
  );
  const nota = `NF-e ${f[0].numero ?? faturamentoId}${f[0].serie !== null && f[0].serie !== undefined ? `/${f[0].serie}` : ''}`;
  return lancarTitulos(
    c,
    emitenteId,
    'receber',
    dups.map((d, i) => ({
      documento: documentoDaDuplicata(f[0].numero ?? faturamentoId, f[0].serie, d.numero || String(i + 1).padStart(3, '0')),
      parcela: i + 1,
      total_parcelas: dups.length,
      pessoa_id: f[0].cliente_id,
      descricao: `${nota} — duplicata ${d.numero}`,
      emissao: f[0].emissao && f[0].emissao <= d.vencimento ? f[0].emissao : d.vencimento,
      vencimento: d.vencimento,
      valor: d.valor,
      especie_id: esp[0]?.id ?? null,
      conta_bancaria_id: esp[0]?.conta_bancaria_id ?? null,
      origem: 'faturamento' as const,
      origem_id: d.id,
      faturamento_id: faturamentoId,
    })),
  );
}

/**
 * De onde vieram os títulos que um módulo quer cancelar (as escritas ficam aqui, no dono):
 * - `faturamentoId`: as duplicatas de uma NF-e (receber.faturamento_id);
 * - `origem`/`origemId`: o documento que os lançou (`lancarTitulos`: venda do PDV, compra);
 * - `pedidoId`: as parcelas lançadas pelo pedido (origem 'pedido', ligadas em pedido_receber).
 */
export type TitulosDe = { faturamentoId: number } | { origem: 'pdv' | 'compra'; origemId: number } | { pedidoId: number };

/** Predicado SQL (sobre a tabela `t`) dos títulos de `de`; o parâmetro $1 é o emitente e $2 o documento. */
function filtroTitulos(de: TitulosDe): { sql: string; valor: number; extra: unknown[] } {
  if ('faturamentoId' in de) return { sql: 't.faturamento_id = $2', valor: de.faturamentoId, extra: [] };
  if ('pedidoId' in de)
    return {
      sql: `t.origem = 'pedido' AND t.id IN (SELECT pr.receber_id FROM pedido_receber pr WHERE pr.emitente_id = $1 AND pr.pedido_id = $2)`,
      valor: de.pedidoId,
      extra: [],
    };
  return { sql: 't.origem = $3 AND t.origem_id = $2', valor: de.origemId, extra: [de.origem] };
}

/**
 * Títulos de um documento com baixa ativa (valor_baixado > 0, não cancelados): impedem cancelar o
 * documento (a baixa precisa ser estornada antes).
 */
export async function titulosComBaixa(c: Client, emitenteId: number, lado: Lado, de: TitulosDe): Promise<Array<{ id: number; documento: string }>> {
  const f = filtroTitulos(de);
  const { rows } = await c.query(
    `SELECT t.id, t.documento FROM ${LADO[lado].tabela} t
      WHERE t.emitente_id = $1 AND ${f.sql} AND t.valor_baixado > 0 AND t.situacao <> 'cancelado' ORDER BY t.id`,
    [emitenteId, f.valor, ...f.extra],
  );
  return rows;
}

/**
 * Cancela os títulos de um documento que estão em aberto e sem baixa, com a nota
 * "Cancelado com {motivo} em DD/MM/AAAA HH:MM" na observação e uma linha de auditoria por título.
 * Títulos com baixa não são tocados: quem chama recusa antes ({@link titulosComBaixa}) ou, como a
 * NF-e já cancelada na SEFAZ, deixa-os para o usuário estornar.
 * @param motivo o documento, com artigo: "a NF-e", "o pedido", "a compra", "a venda do PDV".
 * @returns ids dos títulos cancelados.
 */
export async function cancelarTitulosEmAberto(c: Client, emitenteId: number, lado: Lado, de: TitulosDe, motivo: string): Promise<number[]> {
  const f = filtroTitulos(de);
  const quando = formatDataHora(agora()).slice(0, 16);
  const { rows } = await c.query(
    `UPDATE ${LADO[lado].tabela} t SET situacao = 'cancelado',
            observacao = left(concat_ws(E'\\n', t.observacao, $${f.extra.length + 3}::text), 2000)
      WHERE t.emitente_id = $1 AND ${f.sql} AND t.valor_baixado = 0 AND t.situacao = 'aberto' RETURNING t.id`,
    [emitenteId, f.valor, ...f.extra, `Cancelado com ${motivo} em ${quando}`],
  );
  await auditar(c, {
    entidade: lado,
    acao: 'alterar',
    descricao: `Cancelado com ${motivo}`,
    itens: rows.map((r) => ({ registroId: r.id, antes: { situacao: 'aberto' }, depois: { situacao: 'cancelado' } })),
  });
  return rows.map((r) => r.id as number);
}

/** Títulos de uma nota com baixa ativa (valor_baixado > 0): impedem o cancelamento. */
export async function titulosBaixadosDoFaturamento(c: Client, emitenteId: number, faturamentoId: number): Promise<Array<{ id: number; documento: string }>> {
  return titulosComBaixa(c, emitenteId, 'receber', { faturamentoId });
}

/**
 * Ciclo da NF-e, evento `cancelada`: cancela os títulos da nota que não têm baixa.
 *
 * Decisão (como Bling/Omie fazem): título já recebido, mesmo em parte, precisa ter a baixa estornada
 * ANTES de cancelar a nota — o dinheiro entrou e alguém precisa decidir se devolve ou vira crédito.
 * Essa recusa acontece no pedido de cancelamento, antes de falar com a SEFAZ
 * ({@link exigirSemBaixasParaCancelar}, ligado à rota CancelarNota). Aqui, com a SEFAZ já tendo
 * cancelado (inclusive cancelamento descoberto pela consulta da chave), recusar desfaria só o
 * registro local e deixaria a nota "autorizada" no sistema e cancelada na SEFAZ; por isso este
 * ouvinte nunca falha por baixa: cancela o que está em aberto e mantém os títulos baixados, que
 * aparecem na lista como recebidos de uma nota cancelada para o usuário estornar/devolver.
 */
export async function cancelarTitulosDoFaturamento(c: Client, emitenteId: number, faturamentoId: number): Promise<number> {
  return (await cancelarTitulosEmAberto(c, emitenteId, 'receber', { faturamentoId }, 'a NF-e')).length;
}

/** Recusa (400) o cancelamento de uma nota cujas duplicatas têm recebimento ativo. */
export async function exigirSemBaixasParaCancelar(c: Client, emitenteId: number, faturamentoId: number): Promise<void> {
  const baixados = await titulosBaixadosDoFaturamento(c, emitenteId, faturamentoId);
  if (!baixados.length) return;
  const lista = baixados.map((t) => t.documento).join(', ');
  throw new ApiError(400, `Estorne antes os recebimentos das duplicatas ${lista}: a nota tem contas a receber já recebidas.`, {
    nota: [`Duplicatas com recebimento: ${lista}`],
  });
}

/**
 * Data até a qual o financeiro está fechado (fechamento_financeiro mais recente), ou null.
 * Baixas, estornos e renegociações com data até ela são recusados (400).
 */
export async function fechadoAte(c: Client, emitenteId: number): Promise<string | null> {
  const { rows } = await c.query('SELECT data_fechamento::text AS d FROM fechamento_financeiro WHERE emitente_id = $1 ORDER BY id DESC LIMIT 1', [emitenteId]);
  return rows[0]?.d ?? null;
}

/** Mensagem de período fechado. */
export const periodoFechado = (ate: string) => `Período fechado até ${ate.split('-').reverse().join('/')}`;
