/**
 * Tributos dos itens de devolução e de complemento, aplicados pelo hook de
 * gravação do faturamento (faturamento.ts) DEPOIS do cálculo pelas regras (calculo.ts), de modo que
 * qualquer gravação (GerarDevolucao, GerarComplementar ou a edição do rascunho na tela) dá o mesmo
 * resultado:
 *
 * - item com `devolucao_item_id` (devolve um item de NF-e emitida por nós): o grupo `imposto` é o do
 *   item original (mesmo CST/CSOSN, mesmas alíquotas) com os valores (vBC, vICMS, vBCST, vICMSST,
 *   vPIS, vProd, vFrete...) proporcionais à quantidade devolvida (2 casas, ROUND_HALF_UP); o IPI
 *   destacado no original sai do grupo IPI e vai para `impostoDevol` (pDevol = % devolvido,
 *   vIPIDevol) — MOC 7.0, grupo UA (NT 2016.002);
 * - item com `devolucao_compra_item_id` (devolve item de compra): tributos pelas regras da operação
 *   `devolucao`, exceto o ICMS: o crédito tomado na compra (vBC, pICMS, vICMS e ICMS-ST da nota do
 *   fornecedor) proporcional à quantidade devolvida (`estornoDoCredito`); o IPI da nota do
 *   fornecedor proporcional vai em `impostoDevol` (pDevol, vIPIDevol);
 * - item com `complemento_icms` (NF-e complementar de ICMS, finNFe 2): sem valor de produto; grupo
 *   ICMS90 (regime normal) ou ICMSSN900 (Simples) com vICMS = complemento e vBC = vICMS / pICMS do
 *   item referenciado (MOC 7.0, finNFe 2 "complemento de ICMS").
 * O total da nota soma vIPIDevol (W12a, regra de vNF do leiaute).
 *
 * A quantidade devolvida de cada item de origem é limitada ao emitido/recebido menos o que outras
 * notas (não canceladas/denegadas) já devolveram: `conferirSaldoDevolucao` (a linha do item de
 * origem fica travada até o fim da transação: duas devoluções simultâneas não passam do saldo).
 */
import type { Client } from '../../db/tenant.ts';
import { ValidationError } from '../../http/envelope.ts';
import { Dec, arred2, fmt2, totalizar, type ItemCalculado } from '../../../domain/tributos/index.ts';
import type { Det, NFe } from '../../../fiscal/nfe/index.ts';
import type { ResultadoCalculo } from './calculo.ts';
import { nfRefDaLinha } from './referencias.ts';

type Linha = Record<string, any>;
/** Campos de ligação de um item com a nota/compra de origem (não vêm do cliente da API). */
export const CAMPOS_ORIGEM = ['devolucao_item_id', 'devolucao_compra_item_id', 'complemento_icms'] as const;
/** Situações em que a nota de devolução não conta mais no saldo devolvido. */
const SITUACOES_FORA = ['cancelada', 'denegada', 'inutilizada'];

const num = (v: unknown) => new Dec(v === null || v === undefined || v === '' ? 0 : String(v));

/** Copia o grupo `imposto` multiplicando por `f` os valores (tags v*: 2 casas; q*: 4 casas). */
export function escalarTributos<T>(g: T, f: InstanceType<typeof Dec>): T {
  if (Array.isArray(g)) return g.map((x) => escalarTributos(x, f)) as T;
  if (!g || typeof g !== 'object') return g;
  const out: Linha = {};
  for (const [k, v] of Object.entries(g as Linha)) {
    if (typeof v === 'string' && /^v[A-Z]/.test(k) && k !== 'vAliqProd' && /^-?\d+(\.\d+)?$/.test(v)) out[k] = fmt2(arred2(new Dec(v).times(f)));
    else if (typeof v === 'string' && /^q[A-Z]/.test(k) && /^-?\d+(\.\d+)?$/.test(v)) out[k] = new Dec(v).times(f).toDecimalPlaces(4).toFixed(4);
    else out[k] = escalarTributos(v, f);
  }
  return out as T;
}

/**
 * Confere a quantidade de cada item de devolução contra o saldo da origem.
 * @param itens itens com `devolucao_item_id` ou `devolucao_compra_item_id` e `quantidade`.
 * @param chave prefixo do campo no erro (`Item` no faturamento, `itens` no GerarDevolucao).
 * @param excetoFaturamento nota em edição (as suas quantidades gravadas não contam).
 * @throws ValidationError `{<chave>[i].quantidade: [...]}` "Item n (descrição): quantidade acima do saldo".
 */
export async function conferirSaldoDevolucao(c: Client, emitenteId: number, itens: Linha[], chave: string, excetoFaturamento: number | null): Promise<void> {
  const erros: Record<string, string[]> = {};
  let primeira = '';
  const pedidos = new Map<string, number>();
  for (const [n, i] of itens.entries()) {
    const venda = i.devolucao_item_id != null;
    if (!venda && i.devolucao_compra_item_id == null) continue;
    const id = Number(venda ? i.devolucao_item_id : i.devolucao_compra_item_id);
    const { rows } = await c.query(
      venda
        ? 'SELECT quantidade::text AS q, descricao FROM faturamento_item WHERE emitente_id = $1 AND id = $2 FOR UPDATE'
        : 'SELECT quantidade::text AS q, descricao FROM compra_item WHERE emitente_id = $1 AND id = $2 FOR UPDATE',
      [emitenteId, id],
    );
    if (!rows[0]) {
      erros[`${chave}[${n}].item_id`] = ['Item de origem não encontrado'];
      primeira ||= `Item ${n + 1}: item de origem não encontrado.`;
      continue;
    }
    const { rows: ja } = await c.query(
      `SELECT coalesce(sum(fi.quantidade), 0)::text AS q FROM faturamento_item fi JOIN faturamento f ON f.emitente_id = fi.emitente_id AND f.id = fi.faturamento_id
        WHERE fi.emitente_id = $1 AND fi.${venda ? 'devolucao_item_id' : 'devolucao_compra_item_id'} = $2 AND f.situacao <> ALL($3::text[])
          AND ($4::int IS NULL OR f.id <> $4)`,
      [emitenteId, id, SITUACOES_FORA, excetoFaturamento],
    );
    const k = `${venda ? 'v' : 'c'}${id}`;
    const pedido = num(i.quantidade).plus(pedidos.get(k) ?? 0);
    pedidos.set(k, pedido.toNumber());
    const resta = num(rows[0].q).minus(ja[0].q);
    if (pedido.greaterThan(resta)) {
      const msg = `quantidade ${pedido.toString().replace('.', ',')} acima do que resta devolver (${resta.toString().replace('.', ',')})`;
      erros[`${chave}[${n}].quantidade`] = [`${rows[0].descricao}: ${msg}`];
      primeira ||= `Item ${n + 1} (${rows[0].descricao}): ${msg}.`;
    }
  }
  if (Object.keys(erros).length) throw new ValidationError(erros, primeira);
}

/**
 * Aplica aos itens calculados (`r`, mutado) os tributos de devolução/complemento (ver cabeçalho).
 * @param entrada itens de entrada, na ordem de `r.itens`, com os campos de {@link CAMPOS_ORIGEM}.
 */
export async function aplicarTributosDaOrigem(c: Client, emitenteId: number, entrada: Linha[], r: ResultadoCalculo): Promise<void> {
  if (!entrada.some((i) => CAMPOS_ORIGEM.some((k) => i[k] != null))) return;
  let vIPIDevol = new Dec(0);
  for (const [n, e] of entrada.entries()) {
    const item = r.itens[n] as Linha;
    if (!item) continue;
    for (const k of CAMPOS_ORIGEM) item[k] = e[k] ?? null;
    item.p_devol = null;
    item.v_ipi_devol = null;
    let t = r.calculados[n];
    if (e.devolucao_item_id != null) {
      const { rows } = await c.query('SELECT quantidade::text AS q, tributos FROM faturamento_item WHERE emitente_id = $1 AND id = $2', [
        emitenteId,
        e.devolucao_item_id,
      ]);
      if (!rows[0]?.tributos) continue;
      const f = num(e.quantidade).dividedBy(rows[0].q);
      t = escalarTributos(JSON.parse(rows[0].tributos) as ItemCalculado, f);
      const ipi = t.IPI && 'IPITrib' in t.IPI ? num(t.IPI.IPITrib.vIPI) : new Dec(0);
      if (ipi.greaterThan(0)) {
        item.v_ipi_devol = ipi.toNumber();
        delete t.IPI;
      }
      item.p_devol = f.times(100).toDecimalPlaces(2).toNumber();
    } else if (e.devolucao_compra_item_id != null) {
      const { rows } = await c.query(
        `SELECT quantidade::text AS q, valor_ipi::text AS ipi, base_icms::text AS vbc, aliquota_icms::text AS picms, valor_icms::text AS vicms,
                base_icms_st::text AS vbcst, aliquota_icms_st::text AS picmsst, valor_icms_st::text AS vicmsst
           FROM compra_item WHERE emitente_id = $1 AND id = $2`,
        [emitenteId, e.devolucao_compra_item_id],
      );
      if (!rows[0]) continue;
      const f = num(e.quantidade).dividedBy(rows[0].q);
      item.p_devol = f.times(100).toDecimalPlaces(2).toNumber();
      t = { ...t, ICMS: estornoDoCredito(t.ICMS, rows[0], f) };
      const ipi = arred2(num(rows[0].ipi).times(f));
      if (ipi.greaterThan(0)) item.v_ipi_devol = ipi.toNumber();
    } else if (e.complemento_icms != null) {
      t = complementoIcms(t, num(e.complemento_icms), num(e.aliquota_origem ?? t.ICMS.pICMS ?? 0));
    }
    if (item.v_ipi_devol) vIPIDevol = vIPIDevol.plus(item.v_ipi_devol);
    r.calculados[n] = t;
    Object.assign(item, colunasDoItem(t), { tributos: JSON.stringify(t) });
  }
  r.totais = totalizar(r.calculados);
  const tot = r.totais.ICMSTot;
  tot.vIPIDevol = fmt2(vIPIDevol);
  tot.vNF = fmt2(num(tot.vNF).plus(vIPIDevol));
  const n2 = (s: string | undefined) => Number(s ?? 0);
  Object.assign(r.cabecalho, {
    total_produtos: n2(tot.vProd),
    total_desconto: n2(tot.vDesc),
    total_bc_icms: n2(tot.vBC),
    total_icms: n2(tot.vICMS),
    total_bc_st: n2(tot.vBCST),
    total_st: n2(tot.vST),
    total_ipi: n2(tot.vIPI),
    total_pis: n2(tot.vPIS),
    total_cofins: n2(tot.vCOFINS),
    total_icms_uf_dest: n2(tot.vICMSUFDest),
    total_fcp_uf_dest: n2(tot.vFCPUFDest),
    total_nota: n2(tot.vNF),
  });
}

/** Colunas de valores do item (faturamento_item) a partir do grupo imposto. */
function colunasDoItem(t: ItemCalculado): Linha {
  const v = (x: unknown) => Number(x ?? 0);
  const interno = (g: object, campo: string) => v((Object.values(g)[0] as Linha)?.[campo]);
  return {
    valor_produto: v(t.prod.vProd),
    valor_frete: v(t.prod.vFrete),
    valor_seguro: v(t.prod.vSeg),
    valor_outros: v(t.prod.vOutro),
    base_icms: v(t.ICMS.vBC),
    aliquota_icms: v(t.ICMS.pICMS),
    valor_icms: v(t.ICMS.vICMS),
    base_icms_st: v(t.ICMS.vBCST),
    valor_icms_st: v(t.ICMS.vICMSST),
    valor_ipi: v(t.IPI && 'IPITrib' in t.IPI ? t.IPI.IPITrib.vIPI : 0),
    valor_pis: interno(t.PIS, 'vPIS'),
    valor_cofins: interno(t.COFINS, 'vCOFINS'),
    valor_icms_uf_dest: v(t.ICMSUFDest?.vICMSUFDest),
  };
}

/**
 * Grupo ICMS da devolução de compra que estorna o crédito tomado: base, alíquota e valor do ICMS
 * (e do ICMS-ST) da nota do fornecedor (compra_item, gravados na importação do XML) vezes `f` (a
 * fração devolvida, 2 casas ROUND_HALF_UP). Regime normal: ICMS00 (CST 00) sem ST, ICMS90 (CST 90,
 * com os dois grupos) com ST; Simples Nacional: ICMSSN900 (CSOSN 900, o único que destaca ICMS e
 * ST do optante — Resolução CGSN 140/2018, art. 59, devolução a contribuinte). Compra sem ICMS nem
 * ST destacados: o grupo das regras da operação `devolucao` (`calculado`) fica como está.
 */
export function estornoDoCredito(calculado: ItemCalculado['ICMS'], compra: Linha, f: InstanceType<typeof Dec>): ItemCalculado['ICMS'] {
  const vICMS = arred2(num(compra.vicms).times(f));
  const vICMSST = arred2(num(compra.vicmsst).times(f));
  if (!vICMS.greaterThan(0) && !vICMSST.greaterThan(0)) return calculado;
  const proprio = vICMS.greaterThan(0)
    ? { modBC: '3', vBC: fmt2(arred2(num(compra.vbc).times(f))), pICMS: num(compra.picms).toFixed(2), vICMS: fmt2(vICMS) }
    : {};
  const st = vICMSST.greaterThan(0)
    ? { modBCST: '4', vBCST: fmt2(arred2(num(compra.vbcst).times(f))), pICMSST: num(compra.picmsst).toFixed(2), vICMSST: fmt2(vICMSST) }
    : {};
  const orig = calculado.orig ?? '0';
  if (calculado.CSOSN !== undefined) return { grupo: 'ICMSSN900', orig, CSOSN: '900', ...proprio, ...st };
  if (!vICMSST.greaterThan(0)) return { grupo: 'ICMS00', orig, CST: '00', ...proprio };
  return { grupo: 'ICMS90', orig, CST: '90', ...proprio, ...st };
}

/**
 * Grupo imposto de um item de complemento de ICMS: produto zerado, ICMS90 (CST 90) ou ICMSSN900
 * (CSOSN 900) com vICMS = `valor`, pICMS = `aliquota` (do item referenciado) e vBC = valor / pICMS.
 */
function complementoIcms(base: ItemCalculado, valor: InstanceType<typeof Dec>, aliquota: InstanceType<typeof Dec>): ItemCalculado {
  const p = aliquota.greaterThan(0) ? aliquota : new Dec(100);
  const vBC = fmt2(arred2(valor.times(100).dividedBy(p)));
  const simples = base.ICMS.CSOSN !== undefined;
  const orig = base.ICMS.orig ?? '0';
  const icms: ItemCalculado['ICMS'] = simples
    ? { grupo: 'ICMSSN900', orig, CSOSN: '900', modBC: '3', vBC, pICMS: p.toFixed(2), vICMS: fmt2(valor) }
    : { grupo: 'ICMS90', orig, CST: '90', modBC: '3', vBC, pICMS: p.toFixed(2), vICMS: fmt2(valor) };
  const zero = '0.00';
  return {
    ...base,
    ICMS: icms,
    IPI: undefined,
    ICMSUFDest: undefined,
    IBSCBS: undefined,
    PIS: { PISOutr: { CST: '99', vBC: zero, pPIS: '0.0000', vPIS: zero } },
    COFINS: { COFINSOutr: { CST: '99', vBC: zero, pCOFINS: '0.0000', vCOFINS: zero } },
    prod: { vProd: zero, vFrete: zero, vSeg: zero, vDesc: zero, vOutro: zero },
  };
}

/**
 * Completa a NF-e montada (nfe.ts) com o que depende da finalidade: `ide.NFref` (as referências
 * gravadas, na ordem, de todos os tipos: referencias.ts), `impostoDevol` por item (pDevol, vIPIDevol) e o total vIPIDevol
 * somado ao vNF. Não grava nada.
 */
export async function completarNFePelaFinalidade(c: Client, emitenteId: number, faturamentoId: number, nfe: NFe, itens: Linha[]): Promise<void> {
  const { rows } = await c.query('SELECT * FROM faturamento_referencia WHERE emitente_id = $1 AND faturamento_id = $2 ORDER BY id', [
    emitenteId,
    faturamentoId,
  ]);
  if (rows.length) nfe.ide.NFref = rows.map(nfRefDaLinha);
  let total = new Dec(0);
  itens.forEach((i, n) => {
    if (i.p_devol == null) return;
    const d = nfe.det[n] as Det;
    const v = num(i.v_ipi_devol);
    d.impostoDevol = { pDevol: num(i.p_devol).toFixed(2), IPI: { vIPIDevol: fmt2(v) } };
    total = total.plus(v);
  });
  if (total.greaterThan(0)) {
    const t = nfe.total.ICMSTot;
    t.vIPIDevol = fmt2(num(t.vIPIDevol).plus(total));
    t.vNF = fmt2(num(t.vNF).plus(total));
  }
}
