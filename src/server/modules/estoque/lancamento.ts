/**
 * Lançamento no razão de estoque: a ÚNICA função que muda quantidade em estoque.
 * Faturamento (NF-e), contagem, transferência, lançamento manual e, depois, PDV, compras e pedidos
 * chamam {@link lancarMovimento} dentro da sua transação; ela grava uma linha imutável em
 * `estoque_movimentacao` e atualiza o saldo (`estoque`) e o custo médio na mesma instrução.
 *
 * Concorrência: o saldo (emitente, produto, local) é alterado por um UPDATE com a condição de saldo
 * suficiente, que trava a linha; saídas simultâneas do mesmo produto se enfileiram nessa trava e cada
 * uma reavalia o saldo já com as anteriores confirmadas (READ COMMITTED), então com a política
 * `bloquear` o saldo nunca fica negativo. Quem chama com vários produtos deve lançar em ordem de
 * produto_id (evita impasse entre duas transações).
 *
 * Aritmética: quantidades e valores viajam como texto decimal e são somados/multiplicados em
 * `numeric` pelo PostgreSQL — nunca ponto flutuante (arquitetura §4). Custo médio ponderado (CPC 16 /
 * NBC TG 16, item 25; RIR/2018 art. 308): numa entrada com custo, novo médio =
 * (saldo × médio + quantidade × custo) ÷ (saldo + quantidade), 4 casas; se o saldo anterior era
 * zero ou negativo, o médio passa a ser o custo da entrada. Saídas saem pelo custo médio vigente.
 */
import type { Client } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { auditar } from '../auditoria/registro.ts';

/** Operações fixas de `estoque_movi_operacao` (migração 1763700002000): id, sentido (E, S ou A = ambos). */
export const OPERACOES = {
  venda: { id: 1, sentido: 'S' },
  compra: { id: 2, sentido: 'E' },
  devolucao: { id: 3, sentido: 'A' },
  ajuste: { id: 4, sentido: 'A' },
  transferencia: { id: 5, sentido: 'A' },
  perda: { id: 6, sentido: 'S' },
  consumo: { id: 7, sentido: 'S' },
  estorno: { id: 8, sentido: 'A' },
  saldo_inicial: { id: 9, sentido: 'E' },
} as const;
export type CodigoOperacao = keyof typeof OPERACOES;

export type PoliticaNegativo = 'permitir' | 'avisar' | 'bloquear';
export type TipoDocumento = 'faturamento' | 'contagem' | 'transferencia' | 'manual' | 'venda_cupom' | 'compra' | 'troca';

/** Um pedido de lançamento. Quantidade e custo: número ou texto decimal ('10.5'); até 4 casas. */
export interface Lancamento {
  produtoId: number;
  /** Quantidade na unidade do produto: positiva entra, negativa sai; nunca zero. */
  quantidade: number | string;
  operacao: CodigoOperacao;
  /** Local; omitido = o local padrão do emitente. */
  tipoEstoqueId?: number | null;
  /** Custo unitário da entrada (R$): recalcula o custo médio. Omitido = entra pelo médio vigente. Ignorado em saídas. */
  custoUnitario?: number | string | null;
  documento?: { tipo: TipoDocumento; id?: number | null } | null;
  estornoDe?: number | null;
  observacao?: string | null;
  usuarioId?: number | null;
  /** Sobrepõe a política do emitente (ex.: a NF-e já autorizada na SEFAZ não pode ser desfeita). */
  politica?: PoliticaNegativo;
  /**
   * Aceita o produto pai de uma grade (baixa o próprio pai). Só a NF-e já autorizada usa: a nota
   * existe na SEFAZ com o pai e o lançamento não pode recusá-la. Nos demais casos o pai é recusado.
   */
  aceitarPaiDeGrade?: boolean;
  /** Data do lançamento (ISO 8601); omitida = agora. Só cargas (demonstração, importação) a informam. */
  data?: string | null;
}

/** Uma linha gravada no razão. `quantidade`, `saldo` e `custoMedio` em texto decimal (4 casas). */
export interface MovimentoGravado {
  id: number;
  produtoId: number;
  tipoEstoqueId: number;
  quantidade: string;
  custoUnitario: string;
  saldo: string;
  custoMedio: string;
}

export interface ResultadoLancamento {
  movimentos: MovimentoGravado[];
  /** Avisos em pt-BR (política `avisar`: saldo ficou negativo). */
  avisos: string[];
}

const DECIMAL = /^-?\d{1,11}(\.\d{1,4})?$/;

/** Texto decimal de `v` com no máximo 4 casas, ou erro 400 no campo. */
export function decimal(v: number | string | null | undefined, campo: string): string {
  const s = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : String(v ?? '').trim();
  if (!DECIMAL.test(s)) throw new ValidationError({ [campo]: ['Número inválido (até 11 dígitos inteiros e 4 casas decimais)'] });
  return s;
}

const MAX_NIVEL_KIT = 3;

/**
 * Uma instrução: `p` = produto, local (o informado ou o padrão), política; `u` = o saldo, travado e
 * atualizado só para produto simples (não kit, não pai de grade salvo $7, movimenta estoque, local
 * ativo) e, com a política `bloquear`, só se a saída cabe no saldo; `m` = a linha do razão. Devolve
 * sempre a linha de `p` (null se o produto não existe) e a de `m` quando gravou.
 * Parâmetros: $1 emitente, $2 produto, $3 local|null, $4 quantidade, $5 custo|null, $6 política|null,
 * $7 aceita pai de grade, $8 operação, $9 tipo doc, $10 id doc, $11 estorno de, $12 observação,
 * $13 usuário, $14 data|null.
 */
const SQL_LANCAR = `
  WITH p AS (
    SELECT p.descricao, p.movimenta_estoque,
           (SELECT k.id FROM kit k WHERE k.emitente_id = $1 AND k.produto_id = p.id AND k.ativo) AS kit_id,
           EXISTS (SELECT 1 FROM estoque_variacao v WHERE v.emitente_id = $1 AND v.produto_id = p.id) AS tem_grade,
           coalesce($6::text, (SELECT politica_estoque_negativo FROM configuracao WHERE emitente_id = $1), 'bloquear') AS politica,
           t.id AS local_id, t.descricao AS local, t.ativo AS local_ativo
      FROM produto p
      LEFT JOIN tipo_estoque t ON t.emitente_id = $1 AND (CASE WHEN $3::int IS NULL THEN t.padrao ELSE t.id = $3::int END)
     WHERE p.emitente_id = $1 AND p.id = $2),
  u AS (
    UPDATE estoque e SET quantidade = e.quantidade + $4::numeric,
           custo_medio = CASE WHEN $5::numeric IS NULL THEN e.custo_medio
                              WHEN e.quantidade <= 0 THEN $5::numeric
                              ELSE round((e.quantidade * e.custo_medio + $4::numeric * $5::numeric) / (e.quantidade + $4::numeric), 4) END
      FROM p
     WHERE e.emitente_id = $1 AND e.produto_id = $2 AND e.tipo_estoque_id = p.local_id
       AND p.local_ativo AND p.movimenta_estoque AND p.kit_id IS NULL AND (NOT p.tem_grade OR $7::boolean)
       AND (p.politica <> 'bloquear' OR $4::numeric > 0 OR e.quantidade + $4::numeric >= 0)
     RETURNING e.tipo_estoque_id, e.quantidade, e.custo_medio),
  m AS (
    INSERT INTO estoque_movimentacao (emitente_id, data, produto_id, tipo_estoque_id, operacao_id, quantidade, custo_unitario, saldo_apos,
                                      custo_medio_apos, documento_tipo, documento_id, estorno_de, observacao, usuario_id)
    SELECT $1, coalesce($14::timestamptz, now()), $2, u.tipo_estoque_id, $8, $4::numeric, coalesce($5::numeric, u.custo_medio), u.quantidade,
           u.custo_medio, $9, $10, $11, $12, $13
      FROM u
    RETURNING id, quantidade::text, custo_unitario::text, saldo_apos::text AS saldo, custo_medio_apos::text AS custo_medio)
  SELECT p.*, m.* FROM p LEFT JOIN m ON true`;

/**
 * Grava um movimento (ou, para um kit, um por componente) e atualiza saldo e custo médio.
 *
 * @param c cliente de uma transação de tenant aberta (withTenant), contexto do emitente aplicado.
 * @returns as linhas gravadas (vazio se o produto não movimenta estoque, ex.: serviço) e avisos.
 * @throws ValidationError 400 — produto inexistente (`produto_id`), local inexistente ou inativo
 *   (`tipo_estoque_id`), quantidade zero/sinal contrário ao da operação (`quantidade`), produto com
 *   grade de variações (lança-se na combinação), saldo insuficiente com a política `bloquear`
 *   (`quantidade`, nada gravado).
 */
export async function lancarMovimento(c: Client, emitenteId: number, l: Lancamento, nivel = 0): Promise<ResultadoLancamento> {
  const op = OPERACOES[l.operacao];
  if (!op) throw new ValidationError({ operacao: ['Operação de estoque desconhecida'] });
  const q = decimal(l.quantidade, 'quantidade');
  const negativo = q.startsWith('-');
  if (/^-?0+(\.0+)?$/.test(q)) throw new ValidationError({ quantidade: ['A quantidade não pode ser zero'] });
  if (op.sentido === 'E' && negativo) throw new ValidationError({ quantidade: ['Esta operação só admite entrada (quantidade positiva)'] });
  if (op.sentido === 'S' && !negativo) throw new ValidationError({ quantidade: ['Esta operação só admite saída (quantidade negativa)'] });
  const custo = l.custoUnitario === undefined || l.custoUnitario === null || negativo ? null : decimal(l.custoUnitario, 'custo_unitario');
  if (custo?.startsWith('-')) throw new ValidationError({ custo_unitario: ['O custo não pode ser negativo'] });

  const params = [
    emitenteId,
    l.produtoId,
    l.tipoEstoqueId ?? null,
    q,
    custo,
    l.politica ?? null,
    l.aceitarPaiDeGrade === true,
    op.id,
    l.documento?.tipo ?? null,
    l.documento?.id ?? null,
    l.estornoDe ?? null,
    l.observacao ?? null,
    l.usuarioId ?? null,
    l.data ?? null,
  ];
  for (let tentativa = 0; tentativa < 2; tentativa++) {
    // caminho comum numa instrução só, preparada (nomeada: o plano fica na conexão — planejar custa
    // mais que executar, ver bench/stock): lê produto/local/política e, se for um produto simples com
    // saldo suficiente (ou política que não bloqueia), atualiza o saldo e grava a linha do razão
    const {
      rows: [r],
    } = await c.query({ name: 'estoque_lancar', text: SQL_LANCAR, values: params });
    if (!r) throw new ValidationError({ produto_id: ['Produto não encontrado'] });
    if (!r.local_id) {
      throw new ValidationError({ tipo_estoque_id: [l.tipoEstoqueId ? 'Local de estoque não encontrado' : 'Nenhum local de estoque padrão cadastrado'] });
    }
    if (!r.local_ativo) throw new ValidationError({ tipo_estoque_id: [`Local de estoque "${r.local}" está inativo`] });
    if (r.tem_grade && !l.aceitarPaiDeGrade) {
      throw new ValidationError({ produto_id: [`"${r.descricao}" tem grade de variações: informe a combinação (cor, tamanho...)`] });
    }
    if (r.kit_id) return lancarKit(c, emitenteId, l, q, r.kit_id, r.local_id, nivel);
    if (!r.movimenta_estoque) return { movimentos: [], avisos: [] };
    if (r.id) {
      const avisos: string[] = [];
      if (r.politica === 'avisar' && negativo && r.saldo.startsWith('-')) {
        avisos.push(`Estoque de "${r.descricao}" em ${r.local} ficou negativo (${r.saldo}).`);
      }
      await auditar(c, {
        entidade: 'estoqueMovimentacao',
        acao: 'incluir',
        descricao: `${l.operacao} de ${r.quantidade} "${String(r.descricao).slice(0, 120)}" em ${r.local}`,
        itens: [
          {
            registroId: r.id,
            depois: {
              produto_id: l.produtoId,
              tipo_estoque_id: r.local_id,
              operacao: l.operacao,
              quantidade: r.quantidade,
              custo_unitario: r.custo_unitario,
              saldo_apos: r.saldo,
              custo_medio_apos: r.custo_medio,
              documento_tipo: l.documento?.tipo ?? null,
              documento_id: l.documento?.id ?? null,
              estorno_de: l.estornoDe ?? null,
            },
          },
        ],
      });
      return {
        movimentos: [
          {
            id: r.id,
            produtoId: l.produtoId,
            tipoEstoqueId: r.local_id,
            quantidade: r.quantidade,
            custoUnitario: r.custo_unitario,
            saldo: r.saldo,
            custoMedio: r.custo_medio,
          },
        ],
        avisos,
      };
    }
    // nada gravado: o saldo não existe ainda (cria zerado e tenta de novo) ou a saída foi bloqueada
    const { rows: s } = await c.query('SELECT quantidade::text FROM estoque WHERE emitente_id = $1 AND produto_id = $2 AND tipo_estoque_id = $3', [
      emitenteId,
      l.produtoId,
      r.local_id,
    ]);
    if (s[0] || tentativa > 0) {
      const saldo = s[0]?.quantidade ?? '0';
      throw new ApiError(400, `Estoque insuficiente de "${r.descricao}" em ${r.local}: saldo ${saldo}, saída ${q.slice(1)}.`, {
        quantidade: [`Saldo insuficiente (${saldo})`],
      });
    }
    await c.query(
      `INSERT INTO estoque (emitente_id, produto_id, tipo_estoque_id, quantidade, custo_medio) VALUES ($1, $2, $3, 0, 0)
       ON CONFLICT (emitente_id, produto_id, tipo_estoque_id) DO NOTHING`,
      [emitenteId, l.produtoId, r.local_id],
    );
  }
  throw new Error('lancarMovimento: saldo não criado'); // inalcançável
}

/** Kit: um lançamento por componente (quantidade × quantidade do componente), em ordem de produto. */
async function lancarKit(c: Client, emitenteId: number, l: Lancamento, q: string, kitId: number, localId: number, nivel: number): Promise<ResultadoLancamento> {
  if (nivel >= MAX_NIVEL_KIT) throw new ValidationError({ produto_id: ['Kit dentro de kit além de 3 níveis'] });
  const { rows } = await c.query(
    `SELECT produto_id, ($3::numeric * quantidade)::numeric(15,4)::text AS quantidade
       FROM prod_kit WHERE emitente_id = $1 AND kit_id = $2 ORDER BY produto_id`,
    [emitenteId, kitId, q],
  );
  if (!rows.length) throw new ValidationError({ produto_id: ['Kit sem componentes'] });
  const out: ResultadoLancamento = { movimentos: [], avisos: [] };
  for (const comp of rows) {
    // a entrada de um kit (devolução) volta cada componente pelo próprio custo médio
    const r = await lancarMovimento(
      c,
      emitenteId,
      { ...l, produtoId: comp.produto_id, quantidade: comp.quantidade, tipoEstoqueId: localId, custoUnitario: null },
      nivel + 1,
    );
    out.movimentos.push(...r.movimentos);
    out.avisos.push(...r.avisos);
  }
  return out;
}
