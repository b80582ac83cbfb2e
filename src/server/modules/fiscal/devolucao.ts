/**
 * Devolução e complemento de NF-e: rascunhos de faturamento gerados a partir de
 * uma nota autorizada ou de uma compra, gravados pelo mesmo caminho do POST /v1/faturamento/ (hook
 * de cálculo, validações), prontos para transmitir.
 *
 * - `POST /v1/faturamento/GerarDevolucao` `{ faturamento_id | compra_id, itens: [{ item_id, quantidade }] }`
 *   * de uma NF-e de saída autorizada (devolução do cliente): nota de ENTRADA (tpNF 0), finNFe 4,
 *     série de entrada da configuração (`serie_nfe_entrada`), mesmo cliente, CFOP de devolução
 *     pelo CFOP da saída (cfop-devolucao.ts: 1201/1202, 1410/1411 com ST, 1208/1209 transferência —
 *     2xxx fora da UF pelo cálculo); retorno de remessa para conserto/demonstração e de bonificação
 *     (1916/1913/1949) sai com finNFe 1 e NFref; saída sem devolução (5922, 5923...) -> 400
 *     `itens[i].item_id`; devolução e retorno misturados -> 400 `itens`; itens pelo valor unitário
 *     e desconto proporcional do original e o grupo imposto do original proporcional (finalidade.ts);
 *   * de uma compra com chave (devolução ao fornecedor): nota de SAÍDA (tpNF 1), finNFe 4, o
 *     fornecedor como destinatário (cliente com o mesmo CPF/CNPJ, criado a partir do fornecedor se
 *     não houver), CFOP 5202 (5411 se a compra teve ICMS-ST; 6xxx fora da UF), valor unitário da
 *     compra, tributos pelas regras da operação `devolucao` exceto o ICMS/ICMS-ST, que estorna o
 *     crédito da nota do fornecedor proporcional à quantidade (finalidade.ts, `estornoDoCredito`), e
 *     o IPI da compra em impostoDevol;
 *   * NFref = a chave da nota de origem; quantidade limitada ao saldo (finalidade.ts), HTTP 400 com
 *     o campo `itens[i].quantidade` e o nome do item.
 * - `POST /v1/faturamento/GerarDevolucao` `{ troca_id, cliente_id? }`: a NF-e de entrada de uma troca
 *   no balcão (itens da troca, NFref = chave da NFC-e; devolucao-troca.ts).
 * - `POST /v1/faturamento/GerarComplementar` `{ faturamento_id, tipo: 'valor' | 'icms', valor, aliquota? }`:
 *   finNFe 2 referenciando a nota autorizada (não complementar) do emitente; `valor` (R$) soma ao
 *   valor dos produtos (um item do 1º produto, quantidade 1) ou ao ICMS (complemento_icms, com a
 *   alíquota (%) do 1º item da nota ou `aliquota`; sem alíquota: 400 `aliquota`).
 * - `POST /v1/faturamento/GerarAjuste` `{ faturamento_id, sentido, valor, aliquota?, cfop?, motivo? }`:
 *   finNFe 3 (ajuste de ICMS) referenciando a nota autorizada (ver `gerarAjuste`).
 * Estoque: o ouvinte do estoque (estoque/nfe.ts) lança a devolução na autorização (saída na
 * devolução de compra, entrada na devolução de venda); complementar não movimenta.
 * Permissão: Permitir.Faturamento.Incluir. Tudo numa transação: erro = nada gravado.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/pool.ts';
import { withTenant, type Client, type TenantContext } from '../../db/tenant.ts';
import type { Registry } from '../../../../schema/registry.ts';
import { ApiError, ValidationError, notFound, ok } from '../../http/envelope.ts';
import { assertCan } from '../../auth/permissions.ts';
import { Repository } from '../../crud/repository.ts';
import { Validators } from '../../crud/validate.ts';
import { Dec } from '../../../domain/tributos/index.ts';
import { conferirSaldoDevolucao } from './finalidade.ts';
import { corpoDaTroca, ligarNotaATroca } from './devolucao-troca.ts';
import { cfopDevolucaoDeCompra, retornoDeSaida, type RetornoDeSaida } from './cfop-devolucao.ts';
import { acao } from '../../http/contrato.ts';
import { FATURAMENTO_ACOES } from '../../../contratos/nfe.ts';

type Linha = Record<string, any>;

function lerPedido(body: unknown): { origem: 'faturamento' | 'compra'; id: number; itens: Array<{ item_id: number; quantidade: number }> } {
  const b = (body && typeof body === 'object' ? body : {}) as Linha;
  const erros: Record<string, string[]> = {};
  const fat = b.faturamento_id;
  const compra = b.compra_id;
  if ((fat == null) === (compra == null)) erros.faturamento_id = ['Informe a nota (faturamento_id) ou a compra (compra_id) a devolver'];
  const id = Number(fat ?? compra);
  if (!Number.isSafeInteger(id) || id <= 0) erros[fat != null ? 'faturamento_id' : 'compra_id'] ??= ['Código inválido'];
  if (!Array.isArray(b.itens) || !b.itens.length) erros.itens = ['Escolha ao menos um item e a quantidade a devolver'];
  const itens = (Array.isArray(b.itens) ? b.itens : []).map((i: Linha, n: number) => {
    const item_id = Number(i?.item_id);
    const quantidade = Number(i?.quantidade);
    if (!Number.isSafeInteger(item_id) || item_id <= 0) erros[`itens[${n}].item_id`] = ['Item inválido'];
    if (!Number.isFinite(quantidade) || quantidade <= 0) erros[`itens[${n}].quantidade`] = ['Informe uma quantidade maior que zero'];
    return { item_id, quantidade };
  });
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}.`);
  }
  return { origem: fat != null ? 'faturamento' : 'compra', id, itens };
}

/** Série das notas de entrada emitidas pela empresa (`configuracao.serie_nfe_entrada`, padrão 2). */
export async function serieEntrada(c: Client, emitenteId: number): Promise<number> {
  const { rows } = await c.query('SELECT serie_nfe_entrada FROM configuracao WHERE emitente_id = $1', [emitenteId]);
  return Number(rows[0]?.serie_nfe_entrada ?? 2);
}

/** Cliente com o CPF/CNPJ do fornecedor (criado a partir do fornecedor quando não existe). */
async function clienteDoFornecedor(c: Client, emitenteId: number, fornecedorId: number): Promise<number> {
  const { rows: f } = await c.query('SELECT * FROM fornecedor WHERE emitente_id = $1 AND id = $2', [emitenteId, fornecedorId]);
  if (!f[0]) throw new ValidationError({ compra_id: ['Fornecedor da compra não encontrado'] }, 'Fornecedor da compra não encontrado.');
  const { rows: cl } = await c.query('SELECT id FROM cliente WHERE emitente_id = $1 AND cpf_cnpj = $2 ORDER BY id LIMIT 1', [emitenteId, f[0].cpf_cnpj]);
  if (cl[0]) return cl[0].id;
  const campos = [
    'tipo_pessoa',
    'cpf_cnpj',
    'id_estrangeiro',
    'nome',
    'fantasia',
    'ind_ie_dest',
    'ie',
    'im',
    'email',
    'telefone',
    'cep',
    'logradouro',
    'numero',
    'complemento',
    'bairro',
    'cidade_id',
    'uf',
    'pais_id',
  ];
  const { rows } = await c.query(
    `INSERT INTO cliente (emitente_id, ${campos.join(', ')}) VALUES ($1, ${campos.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [emitenteId, ...campos.map((k) => f[0][k] ?? null)],
  );
  return rows[0].id;
}

/** Cria o rascunho pelo caminho do POST genérico (validação + hook de cálculo) com a ligação dos itens. */
async function criarRascunho(c: Client, ctx: TenantContext, registry: Registry, corpo: Linha, origens: Linha[]): Promise<Linha> {
  const e = registry.get('faturamento');
  const { record, children } = new Validators(registry).validate(e, 'create', corpo);
  children.Item = (children.Item ?? []).map((i, n) => ({ ...i, ...origens[n] }));
  return new Repository(registry).create(c, e, ctx, record, children);
}

/** GerarDevolucao (ver cabeçalho). @returns o faturamento criado (com itens e NFref). */
export async function gerarDevolucao(c: Client, ctx: TenantContext, registry: Registry, body: unknown): Promise<Linha> {
  const emitenteId = ctx.emitenteId!;
  const b = (body && typeof body === 'object' ? body : {}) as Linha;
  if (b.troca_id != null) return gerarEntradaDaTroca(c, ctx, registry, b);
  const p = lerPedido(body);
  let corpo: Linha;
  let origens: Linha[];
  if (p.origem === 'faturamento') {
    const { rows } = await c.query('SELECT * FROM faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, p.id]);
    const f = rows[0];
    if (!f) throw notFound('Nota (faturamento) não encontrada.');
    if (f.situacao !== 'autorizada' || !f.chave)
      throw new ValidationError({ faturamento_id: ['Só se devolve nota autorizada'] }, 'Só se devolve uma NF-e autorizada.');
    if (Number(f.tipo_operacao) !== 1 || ![1].includes(Number(f.finalidade)))
      throw new ValidationError({ faturamento_id: ['A nota não é uma venda (saída normal)'] }, 'A devolução de venda exige uma NF-e de saída normal.');
    const { rows: itens } = await c.query('SELECT * FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id', [emitenteId, p.id]);
    const porId = new Map(itens.map((i) => [i.id, i]));
    const escolhidos = p.itens.map((x, n) => {
      const o = porId.get(x.item_id);
      if (!o) throw new ValidationError({ [`itens[${n}].item_id`]: ['Item não pertence à nota'] }, `Item ${n + 1}: não pertence à nota.`);
      let r: RetornoDeSaida;
      try {
        r = retornoDeSaida(o.cfop);
      } catch (e) {
        const msg = (e as Error).message;
        throw new ValidationError({ [`itens[${n}].item_id`]: [msg] }, `Item ${n + 1} (${o.descricao}): ${msg}.`);
      }
      return { o, q: x.quantidade, r };
    });
    const fins = new Set(escolhidos.map((x) => x.r.finalidade));
    if (fins.size > 1)
      throw new ValidationError(
        { itens: ['Devolução (finNFe 4) e retorno de remessa/bonificação (finNFe 1) vão em notas separadas'] },
        'Itens de devolução e de retorno de remessa/bonificação vão em notas separadas: escolha só um tipo.',
      );
    origens = escolhidos.map(({ o, q }) => ({ devolucao_item_id: o.id, quantidade: q }));
    await conferirSaldoDevolucao(c, emitenteId, origens, 'itens', null);
    const ret = escolhidos[0].r;
    corpo = {
      cliente_id: f.cliente_id,
      natureza_operacao: ret.natureza,
      tipo_operacao: 0,
      finalidade: ret.finalidade,
      serie: await serieEntrada(c, emitenteId),
      consumidor_final: f.consumidor_final,
      presenca: 0,
      modalidade_frete: 9,
      informacoes_complementares: `${ret.finalidade === 4 ? 'Devolução' : 'Retorno'} (${p.itens.length} item(ns)) da NF-e ${f.numero} série ${f.serie}, chave ${f.chave}.`,
      Item: escolhidos.map(({ o, q, r }) => ({
        produto_id: o.produto_id,
        descricao: o.descricao,
        ...(o.ncm ? { ncm: o.ncm } : {}),
        unidade: o.unidade,
        cfop: r.cfop,
        quantidade: q,
        valor_unitario: Number(o.valor_unitario),
        valor_desconto: Number(new Dec(o.valor_desconto ?? 0).times(q).dividedBy(o.quantidade).toFixed(2)),
      })),
      NFref: [{ ref_nfe: f.chave }],
    };
  } else {
    const { rows } = await c.query('SELECT * FROM compra WHERE emitente_id = $1 AND id = $2', [emitenteId, p.id]);
    const compra = rows[0];
    if (!compra) throw notFound('Compra não encontrada.');
    if (compra.situacao !== 'finalizada')
      throw new ValidationError({ compra_id: ['Só se devolve compra finalizada (mercadoria recebida)'] }, 'Só se devolve compra finalizada.');
    if (!compra.chave)
      throw new ValidationError({ compra_id: ['A compra não tem a chave da NF-e do fornecedor'] }, 'A compra não tem a chave da NF-e do fornecedor.');
    const { rows: itens } = await c.query('SELECT * FROM compra_item WHERE emitente_id = $1 AND compra_id = $2 ORDER BY id', [emitenteId, p.id]);
    const porId = new Map(itens.map((i) => [i.id, i]));
    const escolhidos = p.itens.map((x, n) => {
      const o = porId.get(x.item_id);
      if (!o) throw new ValidationError({ [`itens[${n}].item_id`]: ['Item não pertence à compra'] }, `Item ${n + 1}: não pertence à compra.`);
      if (!o.produto_id) throw new ValidationError({ [`itens[${n}].item_id`]: ['Item da compra sem produto vinculado'] }, `Item ${n + 1}: sem produto.`);
      return { o, q: x.quantidade };
    });
    origens = escolhidos.map(({ o, q }) => ({ devolucao_compra_item_id: o.id, quantidade: q }));
    await conferirSaldoDevolucao(c, emitenteId, origens, 'itens', null);
    corpo = {
      cliente_id: await clienteDoFornecedor(c, emitenteId, compra.fornecedor_id),
      natureza_operacao: 'Devolução de compra para comercialização',
      tipo_operacao: 1,
      finalidade: 4,
      consumidor_final: 0,
      presenca: 0,
      modalidade_frete: 9,
      informacoes_complementares: `Devolução da NF-e ${compra.numero ?? ''} série ${compra.serie ?? ''} do fornecedor, chave ${compra.chave}.`,
      Item: escolhidos.map(({ o, q }) => ({
        produto_id: o.produto_id,
        descricao: o.descricao,
        ...(o.ncm ? { ncm: o.ncm } : {}),
        cfop: cfopDevolucaoDeCompra(o.cfop, Number(o.valor_icms_st ?? 0) > 0),
        quantidade: q,
        valor_unitario: Number(new Dec(o.valor_produto).dividedBy(o.quantidade).toDecimalPlaces(4)),
        valor_desconto: Number(new Dec(o.valor_desconto ?? 0).times(q).dividedBy(o.quantidade).toFixed(2)),
      })),
      NFref: [{ ref_nfe: compra.chave }],
    };
  }
  return criarRascunho(c, ctx, registry, corpo, origens);
}

/** `{ troca_id, cliente_id? }`: a NF-e de entrada de uma troca no balcão (devolucao-troca.ts). */
async function gerarEntradaDaTroca(c: Client, ctx: TenantContext, registry: Registry, b: Linha): Promise<Linha> {
  const emitenteId = ctx.emitenteId!;
  const trocaId = Number(b.troca_id);
  if (!Number.isSafeInteger(trocaId) || trocaId <= 0) throw new ValidationError({ troca_id: ['Código inválido'] }, 'troca_id: código inválido.');
  const clienteId = b.cliente_id == null || b.cliente_id === '' ? null : Number(b.cliente_id);
  if (clienteId !== null && (!Number.isSafeInteger(clienteId) || clienteId <= 0))
    throw new ValidationError({ cliente_id: ['Código inválido'] }, 'cliente_id: código inválido.');
  const corpo = await corpoDaTroca(c, emitenteId, trocaId, clienteId, await serieEntrada(c, emitenteId));
  const nota = await criarRascunho(c, ctx, registry, corpo, []);
  await ligarNotaATroca(c, emitenteId, trocaId, nota.id);
  return nota;
}

/** GerarComplementar (ver cabeçalho). @returns o faturamento criado. */
export async function gerarComplementar(c: Client, ctx: TenantContext, registry: Registry, body: unknown): Promise<Linha> {
  const emitenteId = ctx.emitenteId!;
  const b = (body && typeof body === 'object' ? body : {}) as Linha;
  const id = Number(b.faturamento_id);
  const valor = Number(b.valor);
  const erros: Record<string, string[]> = {};
  if (!Number.isSafeInteger(id) || id <= 0) erros.faturamento_id = ['Informe a nota a complementar'];
  if (b.tipo !== 'valor' && b.tipo !== 'icms') erros.tipo = ["Use 'valor' (preço) ou 'icms'"];
  if (!Number.isFinite(valor) || valor <= 0 || Math.round(valor * 100) !== valor * 100) erros.valor = ['Informe o valor (R$) maior que zero, com até 2 casas'];
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}.`);
  }
  const { rows } = await c.query('SELECT * FROM faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
  const f = rows[0];
  if (!f) throw notFound('Nota (faturamento) não encontrada.');
  if (f.situacao !== 'autorizada' || !f.chave)
    throw new ValidationError({ faturamento_id: ['Só se complementa nota autorizada'] }, 'Só se complementa uma NF-e autorizada.');
  if (Number(f.finalidade) === 2)
    throw new ValidationError({ faturamento_id: ['Nota complementar não pode ser complementada'] }, 'Uma NF-e complementar não pode ser complementada.');
  const { rows: itens } = await c.query('SELECT * FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id LIMIT 1', [emitenteId, id]);
  const o = itens[0];
  if (!o) throw new ApiError(400, 'A nota não tem itens.');
  const icms = b.tipo === 'icms';
  const aliquota = b.aliquota != null ? Number(b.aliquota) : Number(o.aliquota_icms ?? 0);
  if (icms && (!Number.isFinite(aliquota) || aliquota <= 0 || aliquota > 100))
    throw new ValidationError(
      { aliquota: ['A nota não tem alíquota de ICMS; informe a alíquota (%) do complemento'] },
      'aliquota: informe a alíquota do ICMS (%).',
    );
  const corpo = {
    cliente_id: f.cliente_id,
    natureza_operacao: icms ? 'Complemento de ICMS' : 'Complemento de valor',
    tipo_operacao: f.tipo_operacao,
    finalidade: 2,
    serie: f.serie,
    consumidor_final: f.consumidor_final,
    presenca: 0,
    modalidade_frete: 9,
    informacoes_complementares: `Complemento de ${icms ? 'ICMS' : 'valor'} da NF-e ${f.numero} série ${f.serie}, chave ${f.chave}.`,
    Item: [
      {
        produto_id: o.produto_id,
        descricao: o.descricao,
        ...(o.ncm ? { ncm: o.ncm } : {}),
        unidade: o.unidade,
        cfop: o.cfop,
        quantidade: 1,
        valor_unitario: icms ? 0 : valor,
      },
    ],
    NFref: [{ ref_nfe: f.chave }],
  };
  return criarRascunho(c, ctx, registry, corpo, [icms ? { complemento_icms: valor, aliquota_origem: aliquota } : {}]);
}

/**
 * GerarAjuste: NF-e de ajuste (finNFe 3) que referencia uma nota autorizada do emitente (NFref
 * obrigatório aqui, para o vínculo ficar no documento), sem mercadoria, com o ICMS a lançar:
 * `{ faturamento_id, sentido: 'debito' | 'credito', valor, aliquota?, cfop?, motivo? }`.
 * - `debito` (ICMS a debitar): nota de saída (tpNF 1), CFOP 5949 "Outra saída não especificada";
 *   `credito` (estorno de débito / crédito a lançar): nota de entrada (tpNF 0, série de entrada),
 *   CFOP 1949 "Outra entrada não especificada" — o cálculo troca o 1º dígito fora da UF;
 *   `cfop` troca o CFOP (ex.: 5605/1605 transferência de saldo, 5603/1603 ressarcimento de ST),
 *   desde que do sentido (5/6/7 saída, 1/2/3 entrada) — o contador diz qual usar.
 * - o item é o 1º produto da nota referenciada com quantidade 1, valor 0 e o grupo ICMS90
 *   (ICMSSN900 no Simples) com vICMS = `valor`, pICMS = `aliquota` (ou a do item referenciado) e
 *   vBC = valor / pICMS, como o complemento de ICMS (finalidade.ts).
 * Erros: 400 com o campo (`faturamento_id`, `sentido`, `valor`, `aliquota`, `cfop`).
 */
export async function gerarAjuste(c: Client, ctx: TenantContext, registry: Registry, body: unknown): Promise<Linha> {
  const emitenteId = ctx.emitenteId!;
  const b = (body && typeof body === 'object' ? body : {}) as Linha;
  const id = Number(b.faturamento_id);
  const valor = Number(b.valor);
  const erros: Record<string, string[]> = {};
  if (!Number.isSafeInteger(id) || id <= 0) erros.faturamento_id = ['Informe a nota a que o ajuste se refere'];
  if (b.sentido !== 'debito' && b.sentido !== 'credito') erros.sentido = ["Use 'debito' (ICMS a debitar, saída) ou 'credito' (a creditar, entrada)"];
  if (!Number.isFinite(valor) || valor <= 0 || Math.round(valor * 100) !== valor * 100)
    erros.valor = ['Informe o ICMS do ajuste (R$) maior que zero, com até 2 casas'];
  const entrada = b.sentido === 'credito';
  const cfop = b.cfop == null || b.cfop === '' ? (entrada ? '1949' : '5949') : String(b.cfop);
  if (!(entrada ? /^[123]\d{3}$/ : /^[567]\d{3}$/).test(cfop))
    erros.cfop = [entrada ? 'CFOP de entrada (1xxx, 2xxx ou 3xxx) para ajuste a crédito' : 'CFOP de saída (5xxx, 6xxx ou 7xxx) para ajuste a débito'];
  if (Object.keys(erros).length) {
    const [k, v] = Object.entries(erros)[0];
    throw new ValidationError(erros, `${k}: ${v[0]}.`);
  }
  const { rows } = await c.query('SELECT * FROM faturamento WHERE emitente_id = $1 AND id = $2', [emitenteId, id]);
  const f = rows[0];
  if (!f) throw notFound('Nota (faturamento) não encontrada.');
  if (f.situacao !== 'autorizada' || !f.chave)
    throw new ValidationError({ faturamento_id: ['O ajuste referencia uma nota autorizada'] }, 'O ajuste referencia uma NF-e autorizada.');
  const { rows: itens } = await c.query('SELECT * FROM faturamento_item WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id LIMIT 1', [emitenteId, id]);
  const o = itens[0];
  if (!o) throw new ApiError(400, 'A nota não tem itens.');
  const aliquota = b.aliquota != null && b.aliquota !== '' ? Number(b.aliquota) : Number(o.aliquota_icms ?? 0);
  if (!Number.isFinite(aliquota) || aliquota <= 0 || aliquota > 100)
    throw new ValidationError({ aliquota: ['A nota não tem alíquota de ICMS; informe a alíquota (%) do ajuste'] }, 'aliquota: informe a alíquota do ICMS (%).');
  const motivo = String(b.motivo ?? '')
    .trim()
    .slice(0, 500);
  const corpo = {
    cliente_id: f.cliente_id,
    natureza_operacao: entrada ? 'Ajuste de ICMS a crédito' : 'Ajuste de ICMS a débito',
    tipo_operacao: entrada ? 0 : 1,
    finalidade: 3,
    ...(entrada ? { serie: await serieEntrada(c, emitenteId) } : { serie: f.serie }),
    consumidor_final: f.consumidor_final,
    presenca: 0,
    modalidade_frete: 9,
    informacoes_complementares: `Ajuste de ICMS (${entrada ? 'crédito' : 'débito'}) referente à NF-e ${f.numero} série ${f.serie}, chave ${f.chave}.${motivo ? ` ${motivo}` : ''}`,
    Item: [
      {
        produto_id: o.produto_id,
        descricao: o.descricao,
        ...(o.ncm ? { ncm: o.ncm } : {}),
        unidade: o.unidade,
        cfop,
        quantidade: 1,
        valor_unitario: 0,
      },
    ],
    NFref: [{ ref_nfe: f.chave }],
  };
  return criarRascunho(c, ctx, registry, corpo, [{ complemento_icms: valor, aliquota_origem: aliquota }]);
}

/** The action contract of each draft route (src/contratos/nfe.ts). */
const CONTRATO_DA_ACAO = {
  GerarDevolucao: FATURAMENTO_ACOES.gerarDevolucao,
  GerarComplementar: FATURAMENTO_ACOES.gerarComplementar,
  GerarAjuste: FATURAMENTO_ACOES.gerarAjuste,
} as const;

export function registerFinalidadeRoutes(app: FastifyInstance, db: Database, registry: Registry): void {
  const e = registry.get('faturamento');
  for (const [nome, fn] of [
    ['GerarDevolucao', gerarDevolucao],
    ['GerarComplementar', gerarComplementar],
    ['GerarAjuste', gerarAjuste],
  ] as const) {
    app.post(`/v1/faturamento/${nome}`, acao(CONTRATO_DA_ACAO[nome], { preHandler: app.authenticate }), async (req) => {
      assertCan(req.ctx, e, 'Incluir');
      const nota = await withTenant(db, req.ctx, (c) => fn(c, req.ctx, registry, req.body));
      const msg = {
        GerarDevolucao: 'Rascunho da NF-e de devolução gerado.',
        GerarComplementar: 'Rascunho da NF-e complementar gerado.',
        GerarAjuste: 'Rascunho da NF-e de ajuste gerado.',
      };
      return ok(nota, msg[nome]);
    });
  }
}
