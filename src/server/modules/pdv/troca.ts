/**
 * Troca no balcão: o cliente devolve itens de uma venda do PDV com NFC-e autorizada e
 * recebe um vale-troca (vale-troca.ts) para usar nesta ou numa próxima venda.
 *
 * - {@link localizarVendaParaTroca}: acha a venda pela chave de acesso (44 dígitos), pelo QR Code
 *   da NFC-e lido no balcão (parâmetro `p=`, primeiro campo = chave; NT 2015.002) ou pelo número;
 *   devolve os itens com o vendido, o já devolvido e o disponível para troca.
 * - {@link registrarTroca}: numa transação (venda travada, trocas simultâneas da mesma venda se
 *   enfileiram): confere cada item (da venda, quantidade > 0 e até o vendido menos o já devolvido),
 *   grava a troca com a chave da NFC-e e os itens (produto, CFOP, quantidade, valor líquido do
 *   desconto), devolve as mercadorias ao estoque pelo razão (`lancarMovimento`, operação
 *   'devolucao', documento 'troca') e emite o vale-troca do valor devolvido.
 *
 * Documento fiscal: a troca de mercadoria vendida com NFC-e a consumidor é acobertada por nota de
 * entrada emitida pela loja (NF-e modelo 55, tpNF 0, finNFe 4, CFOP 1202/1411, NFref/refNFe = a
 * chave da NFC-e). A troca guarda tudo o que essa nota precisa (`troca.chave_nfce`, itens com
 * produto, CFOP de origem, quantidade e valor); a NF-e de devolução é do faturamento (`troca.faturamento_id`
 * fica para ela). Dentro do prazo de cancelamento (30 min), a troca total pode ser feita
 * cancelando a NFC-e (evento 110111, eventos.ts): `cancelavel` avisa a tela.
 */
import { Decimal } from 'decimal.js';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError, notFound, ValidationError } from '../../http/envelope.ts';
import { lancarMovimento } from '../estoque/index.ts';
import { PRAZO_CANCELAMENTO_NFCE_MIN } from './eventos.ts';
import { emitirVale } from './vale-troca.ts';
import { instanteDoBanco } from '../../../domain/relogio.ts';

export interface ItemParaTroca {
  id: number;
  produto_id: number;
  descricao: string;
  unidade: string;
  /** Vendido, já devolvido e disponível (texto decimal, 4 casas). */
  quantidade: string;
  devolvido: string;
  disponivel: string;
  /** R$ por unidade, líquido do desconto do item e do rateado da venda. */
  valor_unitario_liquido: string;
}

export interface VendaParaTroca {
  venda: { id: number; numero: number; serie: number; chave: string; data_emissao: string; valor_total: string; nome: string | null; cpf_cnpj: string | null };
  itens: ItemParaTroca[];
  /** Troca total ainda pode ser feita cancelando a NFC-e (110111): dentro do prazo e sem troca anterior. */
  cancelavel: boolean;
}

/** Chave de acesso da entrada (chave, QR Code da NFC-e ou URL com chNFe=), ou `null`. */
export function chaveDaEntrada(entrada: string): string | null {
  const t = entrada.trim();
  const qr = /[?&]p=([0-9]{44})/.exec(t) ?? /chNFe=([0-9]{44})/i.exec(t);
  if (qr) return qr[1];
  const d = t.replace(/\D/g, '');
  return d.length === 44 && /^[\d\s.]+$/.test(t) ? d : null;
}

async function itensDaVenda(c: Client, emitenteId: number, vendaId: number) {
  const { rows } = await c.query(
    `SELECT i.id, i.produto_id, i.descricao, i.unidade, i.cfop, i.quantidade::text AS quantidade,
            (i.valor_total - i.valor_desconto)::text AS liquido,
            coalesce((SELECT sum(t.quantidade) FROM troca_item t WHERE t.emitente_id = i.emitente_id AND t.venda_cupom_item_id = i.id), 0)::text AS devolvido,
            coalesce((SELECT sum(t.valor_total) FROM troca_item t WHERE t.emitente_id = i.emitente_id AND t.venda_cupom_item_id = i.id), 0)::text AS valor_devolvido
       FROM venda_cupom_item i WHERE i.emitente_id = $1 AND i.venda_cupom_id = $2 AND NOT i.cancelado ORDER BY i.id`,
    [emitenteId, vendaId],
  );
  return rows.map((r) => {
    const q = new Decimal(r.quantidade);
    return { ...r, q, liquido: new Decimal(r.liquido), dev: new Decimal(r.devolvido), valorDev: new Decimal(r.valor_devolvido), disp: q.minus(r.devolvido) };
  });
}

/**
 * Localiza a venda autorizada para a troca (`entrada`: chave, QR Code, URL com chNFe= ou número).
 * @throws ValidationError 400 entrada vazia; ApiError 404 não encontrada; 400 venda não autorizada.
 */
export async function localizarVendaParaTroca(c: Client, emitenteId: number, entrada: unknown): Promise<VendaParaTroca> {
  const t = String(entrada ?? '').trim();
  if (!t) throw new ValidationError({ entrada: ['Informe a chave, o QR Code ou o número da NFC-e'] }, 'Informe a chave, o QR Code ou o número da NFC-e.');
  const chave = chaveDaEntrada(t);
  const numero = !chave && /^\d{1,9}$/.test(t) ? Number(t) : null;
  if (!chave && numero === null) throw new ValidationError({ entrada: ['Chave de acesso (44 dígitos), QR Code ou número inválido'] });
  const { rows } = await c.query(
    `SELECT id, numero, serie, chave, situacao, data_emissao, valor_total::text AS valor_total, nome, cpf_cnpj,
            extract(epoch FROM now() - coalesce(to_timestamp(data_autorizacao, 'YYYY-MM-DD"T"HH24:MI:SS'), data_emissao)) / 60 AS minutos
       FROM venda_cupom WHERE emitente_id = $1 AND modelo = '65' AND (chave = $2 OR numero = $3)
      ORDER BY (situacao = 'autorizada') DESC, data_emissao DESC LIMIT 1`,
    [emitenteId, chave, numero],
  );
  const v = rows[0];
  if (!v) throw new ApiError(404, 'Venda não encontrada para esta chave/número.', { entrada: ['NFC-e não encontrada'] });
  if (v.situacao !== 'autorizada')
    throw new ApiError(400, `A troca exige NFC-e autorizada (esta está '${v.situacao}').`, { entrada: ['NFC-e não autorizada'] });
  const itens = await itensDaVenda(c, emitenteId, v.id);
  const { rows: tr } = await c.query('SELECT 1 FROM troca WHERE emitente_id = $1 AND venda_cupom_id = $2 LIMIT 1', [emitenteId, v.id]);
  return {
    venda: {
      id: v.id,
      numero: v.numero,
      serie: v.serie,
      chave: v.chave,
      data_emissao: instanteDoBanco(v.data_emissao).toISOString(),
      valor_total: v.valor_total,
      nome: v.nome,
      cpf_cnpj: v.cpf_cnpj,
    },
    itens: itens.map((i) => ({
      id: i.id,
      produto_id: i.produto_id,
      descricao: i.descricao,
      unidade: i.unidade,
      quantidade: i.q.toFixed(4),
      devolvido: i.dev.toFixed(4),
      disponivel: i.disp.toFixed(4),
      valor_unitario_liquido: i.liquido.dividedBy(i.q).toFixed(2),
    })),
    cancelavel: !tr.length && Number(v.minutos) <= PRAZO_CANCELAMENTO_NFCE_MIN,
  };
}

/**
 * Registra a troca (ver o cabeçalho). Corpo: `{venda_cupom_id, itens: [{venda_cupom_item_id, quantidade}], motivo?}`.
 * @returns `{troca_id, chave_nfce, valor_total, vale: {id, codigo, valor}}` (R$).
 * @throws ValidationError 400 (`itens[n].quantidade` acima do disponível, item de outra venda...),
 * ApiError 400 venda não autorizada, 404 venda inexistente.
 */
export async function registrarTroca(c: Client, ctx: TenantContext, corpo: Record<string, unknown>) {
  const emitenteId = ctx.emitenteId!;
  const vendaId = Number(corpo?.venda_cupom_id);
  if (!Number.isInteger(vendaId) || vendaId < 1) throw new ValidationError({ venda_cupom_id: ['Informe a venda'] }, 'Informe a venda da troca.');
  const entrada = Array.isArray(corpo.itens) ? (corpo.itens as Array<Record<string, unknown>>) : [];
  if (!entrada.length) throw new ValidationError({ itens: ['Escolha ao menos um item para trocar'] }, 'Escolha ao menos um item para trocar.');
  const { rows } = await c.query('SELECT id, chave, situacao, cliente_id FROM venda_cupom WHERE emitente_id = $1 AND id = $2 FOR UPDATE', [
    emitenteId,
    vendaId,
  ]);
  const v = rows[0];
  if (!v) throw notFound('Venda não encontrada.');
  if (v.situacao !== 'autorizada')
    throw new ApiError(400, `A troca exige NFC-e autorizada (esta está '${v.situacao}').`, { venda_cupom_id: ['NFC-e não autorizada'] });
  const itens = await itensDaVenda(c, emitenteId, vendaId);
  const erros: Record<string, string[]> = {};
  const pedidos = new Map<number, Decimal>();
  for (const [n, e] of entrada.entries()) {
    const item = itens.find((i) => i.id === Number(e?.venda_cupom_item_id));
    if (!item) {
      erros[`itens[${n}].venda_cupom_item_id`] = ['Item não pertence a esta venda'];
      continue;
    }
    let q: Decimal;
    try {
      q = new Decimal(String(e?.quantidade ?? '').replace(',', '.'));
      if (!q.isFinite() || q.lte(0) || q.decimalPlaces() > 4) throw new Error();
    } catch {
      erros[`itens[${n}].quantidade`] = ['Quantidade deve ser maior que zero (até 4 casas)'];
      continue;
    }
    const total = (pedidos.get(item.id) ?? new Decimal(0)).plus(q);
    if (total.gt(item.disp))
      erros[`itens[${n}].quantidade`] = [
        `"${item.descricao}": só ${item.disp.toString().replace('.', ',')} disponível para troca (vendido menos já devolvido)`,
      ];
    pedidos.set(item.id, total);
  }
  if (Object.keys(erros).length) throw new ValidationError(erros, `Troca inválida: ${Object.values(erros)[0][0]}.`);

  const linhas = [...pedidos.entries()].map(([id, q]) => {
    const i = itens.find((x) => x.id === id)!;
    // devolvendo tudo o que resta, o valor é o líquido menos o já devolvido (sem sobra de arredondamento)
    const valor = q.equals(i.disp) ? i.liquido.minus(i.valorDev) : i.liquido.times(q).dividedBy(i.q).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    return { i, q, valor };
  });
  const total = linhas.reduce((a, l) => a.plus(l.valor), new Decimal(0));
  if (total.lte(0)) throw new ValidationError({ itens: ['Os itens escolhidos não têm valor a devolver'] });
  const { rows: cx } = await c.query(`SELECT id FROM caixa WHERE emitente_id = $1 AND usuario_id = $2 AND situacao = 'aberto'`, [emitenteId, ctx.usuarioId]);
  const motivo = corpo.motivo ? String(corpo.motivo).trim().slice(0, 255) || null : null;
  const { rows: tr } = await c.query(
    `INSERT INTO troca (emitente_id, venda_cupom_id, chave_nfce, cliente_id, usuario_id, caixa_id, motivo, valor_total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [emitenteId, vendaId, v.chave, v.cliente_id, ctx.usuarioId || null, cx[0]?.id ?? null, motivo, total.toFixed(2)],
  );
  const trocaId: number = tr[0].id;
  for (const l of linhas) {
    await c.query(
      `INSERT INTO troca_item (emitente_id, troca_id, venda_cupom_item_id, produto_id, descricao, cfop, quantidade, valor_unitario, valor_total)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [emitenteId, trocaId, l.i.id, l.i.produto_id, l.i.descricao, l.i.cfop, l.q.toString(), l.valor.dividedBy(l.q).toFixed(4), l.valor.toFixed(2)],
    );
  }
  // entrada no estoque em ordem de produto (mesma ordem de trava da venda)
  const porProduto = new Map<number, Decimal>();
  for (const l of linhas) porProduto.set(l.i.produto_id, (porProduto.get(l.i.produto_id) ?? new Decimal(0)).plus(l.q));
  for (const [produtoId, q] of [...porProduto.entries()].sort((a, b) => a[0] - b[0])) {
    await lancarMovimento(c, emitenteId, {
      produtoId,
      quantidade: q.toString(),
      operacao: 'devolucao',
      documento: { tipo: 'troca', id: trocaId },
      usuarioId: ctx.usuarioId || null,
      observacao: `Troca ${trocaId} da venda PDV ${vendaId}`,
    });
  }
  const vale = await emitirVale(c, emitenteId, trocaId, v.cliente_id ?? null, total);
  return { troca_id: trocaId, chave_nfce: v.chave as string, valor_total: total.toFixed(2), vale: { ...vale, valor: total.toFixed(2) } };
}
