/**
 * Sessão de caixa do PDV: abertura com fundo de troco, sangria (retirada) e
 * suprimento (reforço), e fechamento com o contado x esperado por espécie (tPag) e o relatório.
 *
 * Esperado por espécie = soma dos movimentos da sessão naquela espécie: abertura (dinheiro) +
 * recebimentos de venda − troco (dinheiro) + suprimentos − sangrias − estornos de vendas canceladas.
 * Fechamento cego (opção da abertura): o operador informa o contado sem ver o esperado; a consulta
 * do caixa aberto não mostra os valores esperados e o relatório só sai depois do fechamento.
 * Espécies que não se contam na gaveta ({@link ESPECIES_NAO_CONTAVEIS}: crédito loja/vale-troca,
 * fidelidade) não entram na contagem: na conferência o contado é o próprio esperado (diferença 0,
 * `informativo: true`) e, com o caixa aberto, aparecem como totais informativos mesmo no cego
 * (item 4 — como os PDVs de mercado, que conferem só o que o operador tem como contar).
 * Valores em R$ com 2 casas (decimais no PostgreSQL, nunca ponto flutuante).
 */
import { Decimal } from 'decimal.js';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError, notFound } from '../../http/envelope.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';
import { formatDataHora } from '../../../domain/formatos.ts';

export const NOMES_ESPECIE: Record<string, string> = {
  '01': 'Dinheiro',
  '02': 'Cheque',
  '03': 'Cartão de crédito',
  '04': 'Cartão de débito',
  '05': 'Crédito loja',
  '10': 'Vale alimentação',
  '11': 'Vale refeição',
  '12': 'Vale presente',
  '13': 'Vale combustível',
  '15': 'Boleto',
  '16': 'Depósito',
  '17': 'PIX',
  '18': 'Transferência',
  '19': 'Fidelidade',
  '20': 'PIX estático',
  '21': 'Crédito em loja',
  '99': 'Outros',
};

/**
 * Espécies (tPag) sem nada físico para contar no fechamento: crédito loja (05, o vale-troca), programa
 * de fidelidade (19) e crédito em loja (21). São saldo interno da loja, não dinheiro nem comprovante.
 */
export const ESPECIES_NAO_CONTAVEIS: ReadonlySet<string> = new Set(['05', '19', '21']);

function valor(v: unknown, campo: string, opts: { zeroOk?: boolean } = {}): Decimal {
  let d: Decimal;
  try {
    d = new Decimal(typeof v === 'string' ? v.replace(',', '.').trim() : (v as number));
  } catch {
    throw new ValidationError({ [campo]: ['Valor numérico inválido'] });
  }
  if (!d.isFinite() || d.isNegative() || (!opts.zeroOk && d.isZero()))
    throw new ValidationError({ [campo]: [opts.zeroOk ? 'Não pode ser negativo' : 'Deve ser maior que zero'] });
  if (d.decimalPlaces() > 2) throw new ValidationError({ [campo]: ['Use no máximo 2 casas decimais'] });
  return d;
}

export interface ConferenciaEspecie {
  t_pag: string;
  especie: string;
  esperado: string;
  contado: string;
  diferenca: string;
  /** Espécie não contável: o contado repete o esperado (só informa o total). */
  informativo?: boolean;
}

/** Abre o caixa do operador. @throws ApiError 400 quando ele já tem um caixa aberto. */
export async function abrirCaixa(c: Client, ctx: TenantContext, e: { valor_abertura?: unknown; descricao?: unknown; fechamento_cego?: unknown }) {
  const emitenteId = ctx.emitenteId!;
  const fundo = valor(e?.valor_abertura ?? 0, 'valor_abertura', { zeroOk: true });
  const { rows: aberto } = await c.query(`SELECT id FROM caixa WHERE emitente_id = $1 AND usuario_id = $2 AND situacao = 'aberto'`, [
    emitenteId,
    ctx.usuarioId,
  ]);
  if (aberto[0]) throw new ApiError(400, 'Você já tem um caixa aberto: feche-o antes de abrir outro.', { caixa: ['Caixa já aberto'] });
  const descricao =
    String(e?.descricao ?? 'Caixa 1')
      .trim()
      .slice(0, 60) || 'Caixa 1';
  const { rows } = await c.query(
    `INSERT INTO caixa (emitente_id, usuario_id, descricao, valor_abertura, fechamento_cego) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [emitenteId, ctx.usuarioId, descricao, fundo.toFixed(2), e?.fechamento_cego === true || e?.fechamento_cego === 'true'],
  );
  await c.query(`INSERT INTO caixa_movimento (emitente_id, caixa_id, tipo, t_pag, valor, usuario_id) VALUES ($1, $2, 'abertura', '01', $3, $4)`, [
    emitenteId,
    rows[0].id,
    fundo.toFixed(2),
    ctx.usuarioId,
  ]);
  return rows[0].id as number;
}

/** O caixa aberto do operador, ou null. */
export async function caixaDoOperador(c: Client, ctx: TenantContext): Promise<Record<string, any> | null> {
  const { rows } = await c.query(`SELECT * FROM caixa WHERE emitente_id = $1 AND usuario_id = $2 AND situacao = 'aberto'`, [ctx.emitenteId, ctx.usuarioId]);
  return rows[0] ?? null;
}

/** Sangria ou suprimento (dinheiro) no caixa aberto do operador. Sangria acima do dinheiro esperado é recusada. */
export async function movimentarCaixa(c: Client, ctx: TenantContext, e: { tipo?: unknown; valor?: unknown; observacao?: unknown }) {
  const tipo = String(e?.tipo ?? '');
  if (tipo !== 'sangria' && tipo !== 'suprimento') throw new ValidationError({ tipo: ["Informe 'sangria' ou 'suprimento'"] });
  const v = valor(e?.valor, 'valor');
  const cx = await caixaDoOperador(c, ctx);
  if (!cx) throw new ApiError(400, 'Nenhum caixa aberto.', { caixa: ['Abra o caixa primeiro'] });
  if (tipo === 'sangria') {
    const esp = await esperadoPorEspecie(c, ctx.emitenteId!, cx.id);
    const dinheiro = new Decimal(esp['01'] ?? 0);
    if (v.greaterThan(dinheiro))
      throw new ValidationError(
        { valor: [`A sangria passa do dinheiro em caixa (R$ ${dinheiro.toFixed(2).replace('.', ',')})`] },
        'Sangria maior que o dinheiro em caixa.',
      );
  }
  await c.query(`INSERT INTO caixa_movimento (emitente_id, caixa_id, tipo, t_pag, valor, observacao, usuario_id) VALUES ($1, $2, $3, '01', $4, $5, $6)`, [
    ctx.emitenteId,
    cx.id,
    tipo,
    (tipo === 'sangria' ? v.negated() : v).toFixed(2),
    e?.observacao ? String(e.observacao).slice(0, 255) : null,
    ctx.usuarioId,
  ]);
  return cx.id as number;
}

/** Soma dos movimentos por espécie (R$ em texto). */
export async function esperadoPorEspecie(c: Client, emitenteId: number, caixaId: number): Promise<Record<string, string>> {
  const { rows } = await c.query(
    `SELECT t_pag, sum(valor)::numeric(15,2)::text AS total FROM caixa_movimento WHERE emitente_id = $1 AND caixa_id = $2 GROUP BY t_pag ORDER BY t_pag`,
    [emitenteId, caixaId],
  );
  return Object.fromEntries(rows.map((r) => [r.t_pag, r.total]));
}

/** Resumo do caixa (para a tela e o relatório). `ocultarEsperado`: caixa cego ainda aberto. */
export async function resumoCaixa(c: Client, emitenteId: number, caixaId: number, ocultarEsperado: boolean) {
  const { rows } = await c.query(
    `SELECT cx.*, u.nome AS operador FROM caixa cx LEFT JOIN usuario u ON u.id = cx.usuario_id WHERE cx.emitente_id = $1 AND cx.id = $2`,
    [emitenteId, caixaId],
  );
  const cx = rows[0];
  if (!cx) throw notFound('Caixa não encontrado.');
  const { rows: tot } = await c.query(
    `SELECT tipo, count(*)::int AS quantidade, sum(valor)::numeric(15,2)::text AS total FROM caixa_movimento WHERE emitente_id = $1 AND caixa_id = $2 GROUP BY tipo`,
    [emitenteId, caixaId],
  );
  const { rows: vendas } = await c.query(
    `SELECT count(*) FILTER (WHERE situacao <> 'cancelada')::int AS vendas, count(*) FILTER (WHERE situacao = 'cancelada')::int AS canceladas,
            coalesce(sum(valor_total) FILTER (WHERE situacao <> 'cancelada'), 0)::numeric(15,2)::text AS total
       FROM venda_cupom WHERE emitente_id = $1 AND caixa_id = $2`,
    [emitenteId, caixaId],
  );
  const cego = Boolean(cx.fechamento_cego) && ocultarEsperado && cx.situacao === 'aberto';
  const esperado = await esperadoPorEspecie(c, emitenteId, caixaId);
  const naoContaveis = Object.entries(esperado)
    .filter(([t, v]) => ESPECIES_NAO_CONTAVEIS.has(t) && Number(v) !== 0)
    .map(([t, v]) => ({ t_pag: t, especie: NOMES_ESPECIE[t] ?? t, total: v }));
  return {
    id: cx.id,
    descricao: cx.descricao,
    operador: cx.operador,
    situacao: cx.situacao,
    abertura: cx.abertura,
    fechamento: cx.fechamento,
    fechamento_cego: Boolean(cx.fechamento_cego),
    valor_abertura: cx.valor_abertura,
    vendas: vendas[0].vendas,
    vendas_canceladas: vendas[0].canceladas,
    total_vendas: vendas[0].total,
    movimentos: cego ? undefined : Object.fromEntries(tot.map((t) => [t.tipo, { quantidade: t.quantidade, total: t.total }])),
    esperado: cego ? undefined : esperado,
    /** Totais das espécies que não se contam (crédito loja...): visíveis mesmo no caixa cego. */
    nao_contaveis: naoContaveis,
    conferencia: cx.conferencia ? (JSON.parse(cx.conferencia) as ConferenciaEspecie[]) : undefined,
    valor_esperado: cego ? undefined : cx.valor_esperado,
    valor_contado: cx.valor_contado,
    diferenca: cego ? undefined : cx.diferenca,
  };
}

/**
 * Fecha o caixa aberto do operador com o contado por espécie (`contado`: { '01': '150.00', '17': '30.00' }).
 * Espécies esperadas sem contagem contam como zero. Vendas ainda 'transmitindo' não impedem o fechamento.
 * @returns o resumo com a conferência por espécie.
 */
export async function fecharCaixa(c: Client, ctx: TenantContext, e: { contado?: unknown; observacao?: unknown }) {
  const emitenteId = ctx.emitenteId!;
  const cx = await caixaDoOperador(c, ctx);
  if (!cx) throw new ApiError(400, 'Nenhum caixa aberto.', { caixa: ['Abra o caixa primeiro'] });
  const contadoEntrada = (e?.contado && typeof e.contado === 'object' ? e.contado : {}) as Record<string, unknown>;
  const contado: Record<string, Decimal> = {};
  for (const [k, v] of Object.entries(contadoEntrada)) {
    if (!/^\d{2}$/.test(k)) throw new ValidationError({ [`contado.${k}`]: ['Espécie inválida (código tPag de 2 dígitos)'] });
    if (ESPECIES_NAO_CONTAVEIS.has(k)) continue; // não se conta: vale o esperado
    contado[k] = valor(v, `contado.${k}`, { zeroOk: true });
  }
  const esperado = await esperadoPorEspecie(c, emitenteId, cx.id);
  const especies = [...new Set([...Object.keys(esperado), ...Object.keys(contado)])].sort();
  const conferencia: ConferenciaEspecie[] = especies.map((t) => {
    const es = new Decimal(esperado[t] ?? 0);
    if (ESPECIES_NAO_CONTAVEIS.has(t))
      return { t_pag: t, especie: NOMES_ESPECIE[t] ?? t, esperado: es.toFixed(2), contado: es.toFixed(2), diferenca: '0.00', informativo: true };
    const co = contado[t] ?? new Decimal(0);
    return { t_pag: t, especie: NOMES_ESPECIE[t] ?? t, esperado: es.toFixed(2), contado: co.toFixed(2), diferenca: co.minus(es).toFixed(2) };
  });
  const din = conferencia.find((x) => x.t_pag === '01');
  await c.query(
    `UPDATE caixa SET situacao = 'fechado', fechamento = now(), valor_esperado = $3, valor_contado = $4, diferenca = $5, conferencia = $6, observacao = $7
      WHERE emitente_id = $1 AND id = $2`,
    [
      emitenteId,
      cx.id,
      din?.esperado ?? '0.00',
      din?.contado ?? '0.00',
      din?.diferenca ?? '0.00',
      JSON.stringify(conferencia),
      e?.observacao ? String(e.observacao).slice(0, 500) : null,
    ],
  );
  return resumoCaixa(c, emitenteId, cx.id, false);
}

/** Relatório de fechamento em texto de bobina (48 colunas). */
export function textoRelatorioCaixa(r: Awaited<ReturnType<typeof resumoCaixa>>): string {
  const w = 48;
  const brl = (v: unknown) => Number(v ?? 0).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const l = (a: string, b: string) => a + ' '.repeat(Math.max(1, w - a.length - b.length)) + b;
  const linhas = [
    'FECHAMENTO DE CAIXA'.padStart(33),
    '-'.repeat(w),
    l('Caixa', `${r.descricao} (nº ${r.id})`),
    l('Operador', String(r.operador ?? '')),
    l('Abertura', formatDataHora(instanteDoBanco(r.abertura))),
    l('Fechamento', r.fechamento ? formatDataHora(instanteDoBanco(r.fechamento)) : '-'),
    l('Fundo de troco R$', brl(r.valor_abertura)),
    l('Vendas', `${r.vendas} (R$ ${brl(r.total_vendas)})`),
    l('Vendas canceladas', String(r.vendas_canceladas)),
    '-'.repeat(w),
    l('Espécie', 'Esperado   Contado   Diferença'),
  ];
  for (const x of r.conferencia ?? [])
    linhas.push(
      l(x.informativo ? `${x.especie} (inf.)` : x.especie, `${brl(x.esperado).padStart(9)} ${brl(x.contado).padStart(9)} ${brl(x.diferenca).padStart(11)}`),
    );
  linhas.push('-'.repeat(w));
  return `${linhas.join('\n')}\n`;
}
