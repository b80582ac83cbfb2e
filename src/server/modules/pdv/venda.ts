/**
 * Venda do PDV: grava a venda (`venda_cupom`), os itens com o grupo
 * `imposto` calculado pelas regras tributárias da empresa (o mesmo cálculo do faturamento,
 * `calcularParaDestinatario`, para o consumidor final da UF do emitente — NFC-e é sempre operação
 * interna presencial, MOC 7.0 regras de validação 737/738), os pagamentos, a baixa de estoque pelo
 * razão (`lancarMovimento`, operação 'venda', documento 'venda_cupom'), o crédito em loja como
 * conta a receber (`lancarTitulos`, origem 'pdv') e os movimentos do caixa (recebimentos e troco),
 * tudo numa transação: qualquer falha desfaz a venda inteira.
 *
 * Regras:
 * - caixa aberto do operador obrigatório (exceto `caixaId: null`, conversão de pedido);
 * - desconto de cada item e da venda (itens + venda) até o limite do operador (perfil na empresa ou
 *   modelo de venda), salvo `descontoIlimitado` (gerente: Permitir.Configuracao.Alterar) ou a
 *   liberação de um supervisor (`supervisor: {login, senha}`; ver desconto.ts);
 * - item com adicionais (`adicionais`): preço somado ao unitário e texto na infAdProd; pai de grade
 *   recusado (vende-se a combinação; ver opcoes.ts);
 * - vale-troca (`t_pag` 05 com `vale_troca`: código): baixa o saldo do vale (vale-troca.ts), sem
 *   título a receber;
 * - soma dos pagamentos >= total; troco = pago − total, só de dinheiro (tPag 01; MOC 7.0 YA09
 *   vTroco) e no máximo o valor em dinheiro;
 * - crédito em loja (tPag 05) exige cliente cadastrado: vira título a receber (vencimento informado
 *   ou +30 dias);
 * - cartão (tPag 03/04): bandeira `tBand` (2 dígitos) e CNPJ da credenciadora opcionais (card/tpIntegra 2).
 */
import { Decimal } from 'decimal.js';
import type { Client, TenantContext } from '../../db/tenant.ts';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import { isValidCnpj, isValidCpfCnpj, onlyDigits } from '../../../domain/documentos.ts';
import { bandeiraValida } from '../../../domain/pdv/bandeiras.ts';
import type { DadosCliente } from '../fiscal/calculo.ts';
import { calcularTributosDoDocumento } from '../fiscal/tributos-do-documento.ts';
import { lancarMovimento } from '../estoque/index.ts';
import { lancarTitulos } from '../financeiro/titulos.ts';
import { conferirDesconto, type Supervisor } from './desconto.ts';
import { ePaiDeGrade, precificarAdicionais, type EscolhaAdicional } from './opcoes.ts';
import { usarVale } from './vale-troca.ts';
import { vencimentoEm } from '../../../domain/relogio.ts';

export const TPAG_PDV = new Set(['01', '02', '03', '04', '05', '10', '11', '12', '13', '15', '16', '17', '18', '19', '20', '21', '99']);

export interface ItemVendaEntrada {
  produto_id: number;
  /** Quantidade (até 4 casas). */
  quantidade: number | string;
  /** R$; omitido = preço de venda do produto. */
  valor_unitario?: number | string | null;
  /** Desconto do item em R$. */
  valor_desconto?: number | string | null;
  codigo_barras?: string | null;
  /** Adicionais escolhidos no balcão (preço por unidade do item somado ao unitário). */
  adicionais?: EscolhaAdicional[] | null;
}

export interface PagamentoEntrada {
  t_pag: string;
  /** R$ */
  valor: number | string;
  bandeira?: string | null;
  cnpj_credenciadora?: string | null;
  autorizacao?: string | null;
  /** Crédito em loja: vencimento ISO (padrão +30 dias). */
  vencimento?: string | null;
  /** Código do vale-troca usado neste pagamento (t_pag 05). */
  vale_troca?: string | null;
}

export interface VendaEntrada {
  itens: ItemVendaEntrada[];
  pagamentos: PagamentoEntrada[];
  /** Desconto da venda em R$ (rateado nos itens). */
  valor_desconto?: number | string | null;
  cpf_cnpj?: string | null;
  nome?: string | null;
  cliente_id?: number | null;
  modelo_venda_cupom_id?: number | null;
  informacoes_complementares?: string | null;
  /** Liberação do desconto acima do limite do operador por um supervisor no balcão. */
  supervisor?: Supervisor | null;
}

export interface OpcoesVenda {
  usuarioId: number | null;
  /** Caixa a usar; undefined = o caixa aberto do operador (obrigatório); null = sem caixa (pedido convertido). */
  caixaId?: number | null;
  descontoIlimitado?: boolean;
}

export interface ModeloVenda {
  id: number | null;
  serie: number;
  natureza_operacao: string;
  desconto_maximo: number;
  versao_qrcode: 2 | 3;
  largura_bobina: 58 | 80;
  balanca_tipo: 'peso' | 'preco';
  informacoes_complementares: string | null;
}

const PADRAO: ModeloVenda = {
  id: null,
  serie: 1,
  natureza_operacao: 'Venda ao consumidor',
  desconto_maximo: 0,
  versao_qrcode: 2,
  largura_bobina: 80,
  balanca_tipo: 'peso',
  informacoes_complementares: null,
};

/** O modelo de venda informado, ou o padrão ativo do emitente, ou os valores padrão. */
export async function modeloDeVenda(c: Client, emitenteId: number, id?: number | null): Promise<ModeloVenda> {
  const { rows } = await c.query(
    `SELECT * FROM modelo_venda_cupom WHERE emitente_id = $1 AND ativo AND ($2::int IS NULL AND padrao OR id = $2::int) ORDER BY id LIMIT 1`,
    [emitenteId, id ?? null],
  );
  const r = rows[0];
  if (!r) {
    if (id) throw new ValidationError({ modelo_venda_cupom_id: ['Modelo de venda não encontrado ou inativo'] });
    return PADRAO;
  }
  return {
    id: r.id,
    serie: Number(r.serie),
    natureza_operacao: r.natureza_operacao,
    desconto_maximo: Number(r.desconto_maximo),
    versao_qrcode: Number(r.versao_qrcode) === 3 ? 3 : 2,
    largura_bobina: Number(r.largura_bobina) === 58 ? 58 : 80,
    balanca_tipo: r.balanca_tipo === 'preco' ? 'preco' : 'peso',
    informacoes_complementares: r.informacoes_complementares ?? null,
  };
}

function dec(v: unknown, campo: string, erros: Record<string, string[]>, casas: number, opts: { positivo?: boolean } = {}): Decimal {
  try {
    const d = new Decimal(typeof v === 'string' ? v.replace(',', '.').trim() : (v as number));
    if (!d.isFinite() || d.isNegative() || (opts.positivo && d.isZero())) throw new Error();
    if (d.decimalPlaces() > casas) {
      erros[campo] = [`Use no máximo ${casas} casas decimais`];
      return new Decimal(0);
    }
    return d;
  } catch {
    erros[campo] = [opts.positivo ? 'Deve ser maior que zero' : 'Valor numérico inválido'];
    return new Decimal(0);
  }
}

/** O caixa aberto do operador. @throws ApiError 400 quando não há. */
export async function caixaAberto(c: Client, emitenteId: number, usuarioId: number | null): Promise<number> {
  const { rows } = await c.query(`SELECT id FROM caixa WHERE emitente_id = $1 AND usuario_id = $2 AND situacao = 'aberto'`, [emitenteId, usuarioId]);
  if (!rows[0]) throw new ApiError(400, 'Abra o caixa antes de registrar vendas.', { caixa: ['Nenhum caixa aberto para este operador'] });
  return rows[0].id;
}

/**
 * Grava a venda (ver cabeçalho) na transação de tenant `c`; não fala com a SEFAZ.
 * @returns id da venda (situação 'digitacao').
 * @throws ValidationError (400) com chaves `itens[i].campo`, `pagamentos[i].campo`, `valor_desconto`, `cpf_cnpj`...
 */
export async function gravarVenda(c: Client, ctx: TenantContext, e: VendaEntrada, o: OpcoesVenda): Promise<number> {
  const emitenteId = ctx.emitenteId!;
  const erros: Record<string, string[]> = {};
  if (!Array.isArray(e?.itens) || !e.itens.length) throw new ValidationError({ itens: ['Adicione ao menos um item'] }, 'A venda não tem itens.');
  if (e.itens.length > 990) throw new ValidationError({ itens: ['A NFC-e admite no máximo 990 itens'] });
  if (!Array.isArray(e.pagamentos) || !e.pagamentos.length) throw new ValidationError({ pagamentos: ['Informe o pagamento'] }, 'Informe o pagamento.');
  const caixaId = o.caixaId === undefined ? await caixaAberto(c, emitenteId, o.usuarioId) : o.caixaId;
  const modelo = await modeloDeVenda(c, emitenteId, e.modelo_venda_cupom_id);

  let doc = e.cpf_cnpj ? onlyDigits(String(e.cpf_cnpj)) : '';
  if (doc && !isValidCpfCnpj(doc)) erros.cpf_cnpj = ['CPF/CNPJ inválido'];
  const nome = e.nome ? String(e.nome).trim().slice(0, 60) : null;
  let clienteId: number | null = null;
  if (e.cliente_id) {
    const { rows } = await c.query('SELECT id, cpf_cnpj, nome FROM cliente WHERE emitente_id = $1 AND id = $2', [emitenteId, e.cliente_id]);
    if (!rows[0]) erros.cliente_id = ['Cliente não encontrado'];
    else {
      clienteId = rows[0].id;
      if (!doc && rows[0].cpf_cnpj && isValidCpfCnpj(rows[0].cpf_cnpj)) doc = rows[0].cpf_cnpj;
    }
  } else if (doc) {
    const { rows } = await c.query('SELECT id FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2 ORDER BY id LIMIT 1', [emitenteId, doc]);
    clienteId = rows[0]?.id ?? null;
  }

  const ids = [...new Set(e.itens.map((i) => Number(i?.produto_id)))];
  const { rows: ps } = await c.query(
    'SELECT id, descricao, preco_venda, unidade, gtin, ativo, cfop FROM produto WHERE emitente_id = $1 AND id = ANY($2::int[])',
    [emitenteId, ids.filter(Number.isInteger)],
  );
  const produtos = new Map(ps.map((p) => [Number(p.id), p]));
  // opções do balcão: no caixa (e sempre que vierem adicionais) os grupos são conferidos; a venda de
  // pedido convertido (caixaId null) já traz o preço acertado no pedido
  const balcao = caixaId !== null;
  const extras: Array<{ valor: Decimal; texto: string | null; erro?: string }> = [];
  for (const [n, i] of e.itens.entries()) {
    const p = produtos.get(Number(i?.produto_id));
    const x = p && (balcao || i?.adicionais?.length) ? await precificarAdicionais(c, emitenteId, p.id, i?.adicionais) : { valor: new Decimal(0), texto: null };
    if (x.erro) erros[`itens[${n}].adicionais`] = [x.erro];
    if (p && balcao && (await ePaiDeGrade(c, emitenteId, p.id))) erros[`itens[${n}].produto_id`] = [`Escolha a variação de "${p.descricao}"`];
    extras.push(x);
  }
  const itens = e.itens.map((i, n) => {
    const p = produtos.get(Number(i?.produto_id));
    if (!p) erros[`itens[${n}].produto_id`] = ['Produto não encontrado'];
    else if (p.ativo === false) erros[`itens[${n}].produto_id`] = [`"${p.descricao}" está inativo`];
    const q = dec(i?.quantidade, `itens[${n}].quantidade`, erros, 4, { positivo: true });
    const vu = (
      i?.valor_unitario === undefined || i?.valor_unitario === null
        ? new Decimal(p?.preco_venda ?? 0)
        : dec(i.valor_unitario, `itens[${n}].valor_unitario`, erros, 4)
    ).plus(extras[n].valor);
    const ds = i?.valor_desconto ? dec(i.valor_desconto, `itens[${n}].valor_desconto`, erros, 2) : new Decimal(0);
    const bruto = q.times(vu).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    if (ds.greaterThan(bruto)) erros[`itens[${n}].valor_desconto`] = ['O desconto não pode passar do valor do item'];
    return { p, q, vu, ds, bruto, codigo: i?.codigo_barras ? String(i.codigo_barras).slice(0, 14) : null, info: extras[n].texto };
  });
  const descVenda = e.valor_desconto ? dec(e.valor_desconto, 'valor_desconto', erros, 2) : new Decimal(0);
  if (Object.keys(erros).length) throw new ValidationError(erros, `Venda inválida: ${Object.entries(erros)[0][1][0]}.`);

  const bruto = itens.reduce((a, i) => a.plus(i.bruto), new Decimal(0));
  const descontoTotal = itens.reduce((a, i) => a.plus(i.ds), descVenda);
  if (descontoTotal.greaterThanOrEqualTo(bruto) && bruto.greaterThan(0))
    throw new ValidationError({ valor_desconto: ['O desconto não pode ser igual ou maior que o total'] });
  const liberadoPor = await conferirDesconto(
    c,
    emitenteId,
    { usuarioId: o.usuarioId, ilimitado: o.descontoIlimitado, limiteModelo: modelo.desconto_maximo, supervisor: e.supervisor },
    itens.map((i) => ({ bruto: i.bruto, desconto: i.ds })),
    bruto,
    descontoTotal,
  );

  const { rows: em } = await c.query('SELECT uf FROM emitente WHERE id = $1', [emitenteId]);
  const consumidor: DadosCliente = {
    id: 0,
    uf: em[0]?.uf ?? null,
    ind_ie_dest: 9,
    tipo_pessoa: doc.length === 14 ? 'J' : 'F',
    pais_id: 1058,
    consumidor_final: true,
  };
  const { resultado: calc } = await calcularTributosDoDocumento(c, emitenteId, {
    cabecalho: { tipo_operacao: 1, finalidade: 1, consumidor_final: 1, valor_desconto: descVenda.toFixed(2), operacao: 'venda' },
    itens: itens.map((i) => ({
      produto_id: i.p.id,
      quantidade: i.q.toString(),
      valor_unitario: i.vu.toString(),
      valor_desconto: i.ds.toFixed(2),
      ...(i.p.cfop ? { cfop: i.p.cfop } : {}),
    })),
    destinatario: consumidor,
  });
  const vNF = new Decimal(calc.totais.ICMSTot.vNF);

  // pagamentos
  let pago = new Decimal(0);
  let dinheiro = new Decimal(0);
  const pags = e.pagamentos.map((p, n) => {
    const t = String(p?.t_pag ?? '').padStart(2, '0');
    if (!TPAG_PDV.has(t)) erros[`pagamentos[${n}].t_pag`] = ['Meio de pagamento inválido'];
    const v = dec(p?.valor, `pagamentos[${n}].valor`, erros, 2, { positivo: true });
    pago = pago.plus(v);
    if (t === '01') dinheiro = dinheiro.plus(v);
    const cnpj = p?.cnpj_credenciadora ? onlyDigits(String(p.cnpj_credenciadora)) : null;
    if (cnpj && !isValidCnpj(cnpj)) erros[`pagamentos[${n}].cnpj_credenciadora`] = ['CNPJ da credenciadora inválido'];
    const band = p?.bandeira ? String(p.bandeira).padStart(2, '0') : null;
    if (band && !bandeiraValida(band)) erros[`pagamentos[${n}].bandeira`] = ['Bandeira inválida (código tBand da tabela: 01 a 27 ou 99)'];
    const vale = p?.vale_troca ? String(p.vale_troca).trim().toUpperCase() : null;
    if (vale && t !== '05') erros[`pagamentos[${n}].vale_troca`] = ['O vale-troca é pago como crédito loja (tPag 05)'];
    if ((t === '05' || t === '21') && !clienteId && !vale)
      erros[`pagamentos[${n}].t_pag`] = ['Crédito em loja exige um cliente cadastrado (informe o CPF/CNPJ)'];
    const venc = p?.vencimento ? String(p.vencimento).slice(0, 10) : null;
    if (venc && !/^\d{4}-\d{2}-\d{2}$/.test(venc)) erros[`pagamentos[${n}].vencimento`] = ['Data inválida'];
    return { t, v, cnpj, band, aut: p?.autorizacao ? String(p.autorizacao).slice(0, 128) : null, venc, vale, valeId: null as number | null };
  });
  if (Object.keys(erros).length) throw new ValidationError(erros, `Pagamento inválido: ${Object.entries(erros)[0][1][0]}.`);
  if (pago.lessThan(vNF)) {
    throw new ValidationError(
      { pagamentos: [`Falta receber R$ ${vNF.minus(pago).toFixed(2).replace('.', ',')}`] },
      `Pagamento menor que o total da venda (R$ ${vNF.toFixed(2).replace('.', ',')}).`,
    );
  }
  const troco = pago.minus(vNF);
  if (troco.greaterThan(dinheiro))
    throw new ValidationError({ pagamentos: ['Troco só pode sair de pagamento em dinheiro'] }, 'O valor pago em cartão/PIX passa do total da venda.');

  for (const [n, p] of pags.entries()) if (p.vale) p.valeId = await usarVale(c, emitenteId, p.vale, p.v, `pagamentos[${n}].vale_troca`);

  const { rows: vr } = await c.query(
    `INSERT INTO venda_cupom (emitente_id, caixa_id, modelo_venda_cupom_id, usuario_id, cliente_id, cpf_cnpj, nome, serie, valor_produtos, valor_desconto,
                              valor_total, valor_pago, valor_troco, informacoes_complementares, desconto_liberado_por)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      emitenteId,
      caixaId,
      modelo.id,
      o.usuarioId,
      clienteId,
      doc || null,
      nome,
      modelo.serie,
      calc.totais.ICMSTot.vProd,
      calc.totais.ICMSTot.vDesc,
      vNF.toFixed(2),
      pago.toFixed(2),
      troco.toFixed(2),
      e.informacoes_complementares ? String(e.informacoes_complementares).slice(0, 2000) : modelo.informacoes_complementares,
      liberadoPor,
    ],
  );
  const vendaId: number = vr[0].id;
  for (const [n, i] of calc.itens.entries()) {
    await c.query(
      `INSERT INTO venda_cupom_item (emitente_id, venda_cupom_id, produto_id, descricao, codigo_barras, unidade, cfop, quantidade, valor_unitario, valor_desconto, valor_total, tributos,
                                     informacao_adicional)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        emitenteId,
        vendaId,
        i.produto_id,
        String(i.descricao).slice(0, 120),
        itens[n].codigo ?? itens[n].p.gtin ?? null,
        i.unidade,
        i.cfop,
        itens[n].q.toString(),
        itens[n].vu.toString(),
        new Decimal(i.valor_desconto).plus(i.valor_desconto_rateado).toFixed(2),
        i.valor_produto,
        i.tributos,
        itens[n].info,
      ],
    );
  }
  const mais30 = vencimentoEm(30);
  const titulos = [];
  for (const [n, p] of pags.entries()) {
    await c.query(
      `INSERT INTO venda_cupom_pagamento (emitente_id, venda_cupom_id, t_pag, valor, bandeira, cnpj_credenciadora, autorizacao, vencimento, vale_troca_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [emitenteId, vendaId, p.t, p.v.toFixed(2), p.band, p.cnpj, p.aut, p.venc, p.valeId],
    );
    if ((p.t === '05' || p.t === '21') && !p.valeId) {
      titulos.push({
        documento: `PDV ${vendaId}`,
        parcela: n + 1,
        total_parcelas: pags.length,
        pessoa_id: clienteId!,
        descricao: 'Crédito em loja (PDV)',
        vencimento: p.venc ?? mais30,
        valor: p.v.toFixed(2),
        origem: 'pdv' as const,
        origem_id: vendaId,
      });
    }
    if (caixaId)
      await c.query(
        `INSERT INTO caixa_movimento (emitente_id, caixa_id, tipo, t_pag, valor, venda_cupom_id, usuario_id) VALUES ($1, $2, 'venda', $3, $4, $5, $6)`,
        [emitenteId, caixaId, p.t, p.v.toFixed(2), vendaId, o.usuarioId],
      );
  }
  if (titulos.length) await lancarTitulos(c, emitenteId, 'receber', titulos);
  if (caixaId && troco.greaterThan(0))
    await c.query(
      `INSERT INTO caixa_movimento (emitente_id, caixa_id, tipo, t_pag, valor, venda_cupom_id, usuario_id) VALUES ($1, $2, 'troco', '01', $3, $4, $5)`,
      [emitenteId, caixaId, troco.negated().toFixed(2), vendaId, o.usuarioId],
    );
  // baixa de estoque em ordem de produto (evita impasse entre vendas simultâneas)
  const porProduto = new Map<number, Decimal>();
  for (const i of itens) porProduto.set(Number(i.p.id), (porProduto.get(Number(i.p.id)) ?? new Decimal(0)).plus(i.q));
  for (const [produtoId, q] of [...porProduto.entries()].sort((a, b) => a[0] - b[0])) {
    await lancarMovimento(c, emitenteId, {
      produtoId,
      quantidade: q.negated().toString(),
      operacao: 'venda',
      documento: { tipo: 'venda_cupom', id: vendaId },
      usuarioId: o.usuarioId,
      observacao: `Venda PDV ${vendaId}`,
    });
  }
  return vendaId;
}
