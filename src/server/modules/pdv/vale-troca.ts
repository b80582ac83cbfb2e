/**
 * Vale-troca do PDV (troca no balcão): crédito do cliente na loja, emitido na troca
 * (troca.ts) com um código impresso (texto e código de barras Code 128) e usado como pagamento em
 * vendas seguintes.
 *
 * - Uso ({@link usarVale}): o pagamento `{t_pag: '05', valor, vale_troca: código}` (tPag 05 =
 *   crédito loja, MOC 7.0 YA02) baixa o saldo do vale na transação da venda, com a linha travada
 *   (`FOR UPDATE`): dois caixas não gastam o mesmo saldo; o vale zerado passa a 'utilizado' e não
 *   é aceito de novo. Sem título a receber (a loja já deve o crédito ao cliente).
 * - Cancelamento da venda que usou o vale: o saldo volta ({@link devolverVales}).
 * - Impressão ({@link pdfVale}, {@link textoVale}): comprovante de bobina (80 mm) com a loja, o
 *   código, o valor, o saldo e a venda de origem.
 */
import { randomInt } from 'node:crypto';
import { Decimal } from 'decimal.js';
import type { Client } from '../../db/tenant.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import { formatDataHora, formatMoeda } from '../../../domain/formatos.ts';
import { codigoBarras128, criarDocumento, linha } from '../../../fiscal/danfe/pdf.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';

/** Dados do vale para a tela e a impressão (valores em R$, texto decimal). */
export interface DadosVale {
  id: number;
  codigo: string;
  valor: string;
  saldo: string;
  situacao: 'aberto' | 'utilizado';
  emitido_em: string;
  troca_id: number | null;
  venda_origem: { numero: number | null; serie: number | null; chave: string | null } | null;
  empresa: { nome: string; cnpj: string };
}

/** Código impresso: "VT" + 10 dígitos aleatórios (único por empresa; índice vale_troca_codigo). */
export function novoCodigoVale(): string {
  return `VT${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}

/** Cria o vale de `valor` (R$) para a troca; @returns id e código. */
export async function emitirVale(c: Client, emitenteId: number, trocaId: number, clienteId: number | null, valor: Decimal) {
  for (let tentativa = 0; ; tentativa++) {
    const codigo = novoCodigoVale();
    const { rows } = await c.query(
      `INSERT INTO vale_troca (emitente_id, codigo, troca_id, cliente_id, valor, saldo) VALUES ($1, $2, $3, $4, $5, $5)
       ON CONFLICT (emitente_id, codigo) DO NOTHING RETURNING id`,
      [emitenteId, codigo, trocaId, clienteId, valor.toFixed(2)],
    );
    if (rows[0]) return { id: rows[0].id as number, codigo };
    if (tentativa > 5) throw new ApiError(500, 'Não foi possível gerar o código do vale-troca.');
  }
}

/**
 * Baixa `valor` (R$) do saldo do vale `codigo`.
 * @returns id do vale.
 * @throws ApiError 400 no `campo`: vale inexistente, já utilizado, ou valor acima do saldo.
 */
export async function usarVale(c: Client, emitenteId: number, codigo: string, valor: Decimal, campo: string): Promise<number> {
  const { rows } = await c.query('SELECT id, saldo::text AS saldo, situacao FROM vale_troca WHERE emitente_id = $1 AND codigo = $2 FOR UPDATE', [
    emitenteId,
    codigo,
  ]);
  const v = rows[0];
  if (!v) throw new ApiError(400, `Vale-troca ${codigo} não encontrado.`, { [campo]: ['Vale-troca não encontrado'] });
  const saldo = new Decimal(v.saldo);
  if (v.situacao === 'utilizado' || saldo.isZero())
    throw new ApiError(400, `O vale-troca ${codigo} já foi utilizado.`, { [campo]: ['Vale-troca já utilizado'] });
  if (valor.greaterThan(saldo))
    throw new ApiError(400, `O vale-troca ${codigo} tem saldo de ${formatMoeda(saldo.toFixed(2))}.`, {
      [campo]: [`Saldo do vale: ${formatMoeda(saldo.toFixed(2))}`],
    });
  const resto = saldo.minus(valor);
  await c.query(
    `UPDATE vale_troca SET saldo = $3, situacao = CASE WHEN $3::numeric = 0 THEN 'utilizado' ELSE 'aberto' END,
            utilizado_em = CASE WHEN $3::numeric = 0 THEN now() ELSE utilizado_em END
      WHERE emitente_id = $1 AND id = $2`,
    [emitenteId, v.id, resto.toFixed(2)],
  );
  return v.id;
}

/** Devolve aos vales o que a venda `vendaId` (cancelada) usou deles. */
export async function devolverVales(c: Client, emitenteId: number, vendaId: number): Promise<void> {
  await c.query(
    `UPDATE vale_troca v SET saldo = v.saldo + p.valor, situacao = 'aberto', utilizado_em = NULL
       FROM (SELECT vale_troca_id, sum(valor) AS valor FROM venda_cupom_pagamento WHERE emitente_id = $1 AND venda_cupom_id = $2 AND vale_troca_id IS NOT NULL
              GROUP BY vale_troca_id) p
      WHERE v.emitente_id = $1 AND v.id = p.vale_troca_id`,
    [emitenteId, vendaId],
  );
}

/** O vale pelo código. @throws 404. */
export async function dadosVale(c: Client, emitenteId: number, codigo: string): Promise<DadosVale> {
  const { rows } = await c.query(
    `SELECT v.id, v.codigo, v.valor::text AS valor, v.saldo::text AS saldo, v.situacao, v.emitido_em, v.troca_id,
            vc.numero, vc.serie, vc.chave, e.nome AS empresa, e.cnpj
       FROM vale_troca v JOIN emitente e ON e.id = v.emitente_id
       LEFT JOIN troca t ON t.emitente_id = v.emitente_id AND t.id = v.troca_id
       LEFT JOIN venda_cupom vc ON vc.emitente_id = t.emitente_id AND vc.id = t.venda_cupom_id
      WHERE v.emitente_id = $1 AND v.codigo = $2`,
    [emitenteId, String(codigo).trim().toUpperCase()],
  );
  const r = rows[0];
  if (!r) throw notFound('Vale-troca não encontrado.');
  return {
    id: r.id,
    codigo: r.codigo,
    valor: new Decimal(r.valor).toFixed(2),
    saldo: new Decimal(r.saldo).toFixed(2),
    situacao: r.situacao,
    emitido_em: instanteDoBanco(r.emitido_em).toISOString(),
    troca_id: r.troca_id,
    venda_origem: r.troca_id ? { numero: r.numero, serie: r.serie, chave: r.chave } : null,
    empresa: { nome: r.empresa, cnpj: r.cnpj },
  };
}

function linhasVale(v: DadosVale): string[] {
  return [
    v.empresa.nome,
    `CNPJ ${v.empresa.cnpj}`,
    '',
    'VALE-TROCA',
    `Código: ${v.codigo}`,
    `Valor: ${formatMoeda(v.valor)}`,
    `Saldo: ${formatMoeda(v.saldo)}`,
    `Emitido em ${formatDataHora(v.emitido_em)}`,
    ...(v.venda_origem ? [`Troca da NFC-e nº ${v.venda_origem.numero ?? '-'} série ${v.venda_origem.serie ?? '-'}`] : []),
    '',
    'Apresente este vale no caixa. Não é documento fiscal.',
  ];
}

/** Comprovante em texto (bobina, 48 colunas). */
export function textoVale(v: DadosVale): string {
  return `${linhasVale(v)
    .map((l) => l.slice(0, 48))
    .join('\n')}\n`;
}

/** Comprovante em PDF, bobina de 80 mm (226,77 pt), com o código em Code 128. */
export async function pdfVale(v: DadosVale): Promise<Buffer> {
  const { doc, pronto } = await criarDocumento({ titulo: `Vale-troca ${v.codigo}` });
  const largura = 226.77;
  const linhas = linhasVale(v);
  doc.addPage({ size: [largura, 40 + linhas.length * 14 + 60], margin: 0 });
  let y = 14;
  for (const [n, l] of linhas.entries()) {
    linha(doc, l, 10, y, largura - 20, { tamanho: n === 3 ? 12 : 8, negrito: n === 3 || n === 5, alinhar: 'center' });
    y += n === 3 ? 18 : 12;
  }
  codigoBarras128(doc, v.codigo, 20, y + 6, largura - 40, 40);
  doc.end();
  return pronto;
}
