/**
 * Regras da compra digitada (API genérica POST/PUT /v1/compra/ com a lista `Item`): o servidor
 * calcula, para cada item, a quantidade na nossa unidade (quantidade da nota × fator de conversão),
 * o valor do produto quando omitido (quantidade × valor unitário), o total (produto − desconto +
 * frete + seguro + outras + IPI + ST) e o custo unitário (total ÷ quantidade), e os totais da compra.
 * Só a compra em digitação ('aberta') se altera; finalizada precisa ser cancelada; a excluir, só a
 * que não movimentou nada (aberta ou pendente).
 */
import { Decimal } from 'decimal.js';
import { ApiError, ValidationError } from '../../http/envelope.ts';
import type { ArgsExcluir, ArgsGravar, HooksEntidade } from '../../crud/hooks.ts';

const d = (v: unknown) => {
  try {
    return new Decimal(v === undefined || v === null || v === '' ? 0 : (v as Decimal.Value));
  } catch {
    return new Decimal(Number.NaN);
  }
};

async function antesDeGravar({ record, children, current }: ArgsGravar): Promise<void> {
  if (current && current.situacao !== 'aberta') {
    const m = 'Compra finalizada, pendente de vínculo ou cancelada não pode ser alterada.';
    throw new ApiError(400, m, { situacao: [m] });
  }
  if (!current) {
    record.situacao = 'aberta';
    record.origem = 'manual';
  }
  const itens = children.Item;
  if (!itens) return;
  const erros: Record<string, string[]> = {};
  const tot = { produtos: d(0), desconto: d(0), frete: d(0), seguro: d(0), outros: d(0), ipi: d(0), st: d(0), total: d(0) };
  itens.forEach((i, n) => {
    if (!i.produto_id) erros[`Item[${n}].produto_id`] = ['Informe o produto'];
    const qf = d(i.quantidade_fornecedor);
    const fator = d(i.fator_conversao ?? 1);
    const vProd = i.valor_produto === undefined || i.valor_produto === null ? qf.times(d(i.valor_unitario_fornecedor)).toDecimalPlaces(2) : d(i.valor_produto);
    const partes = [i.valor_desconto, i.valor_frete, i.valor_seguro, i.valor_outros, i.valor_ipi, i.valor_icms_st].map(d);
    if ([qf, fator, vProd, ...partes].some((x) => !x.isFinite())) {
      erros[`Item[${n}].quantidade_fornecedor`] = ['Valores numéricos inválidos'];
      return;
    }
    const [desc, frete, seg, outros, ipi, st] = partes;
    const total = vProd.minus(desc).plus(frete).plus(seg).plus(outros).plus(ipi).plus(st);
    if (total.isNegative()) erros[`Item[${n}].valor_desconto`] = ['O desconto não pode passar do valor do produto'];
    const q = qf.times(fator).toDecimalPlaces(4);
    i.numero_item = n + 1;
    i.valor_produto = vProd.toFixed(2);
    i.quantidade = q.toFixed(4);
    i.valor_total = total.toFixed(2);
    i.custo_unitario = q.gt(0) ? total.div(q).toDecimalPlaces(4).toFixed(4) : '0';
    tot.produtos = tot.produtos.plus(vProd);
    tot.desconto = tot.desconto.plus(desc);
    tot.frete = tot.frete.plus(frete);
    tot.seguro = tot.seguro.plus(seg);
    tot.outros = tot.outros.plus(outros);
    tot.ipi = tot.ipi.plus(ipi);
    tot.st = tot.st.plus(st);
    tot.total = tot.total.plus(total);
  });
  if (Object.keys(erros).length) throw new ValidationError(erros, `Item da compra: ${Object.values(erros)[0][0]}`);
  Object.assign(record, {
    valor_produtos: tot.produtos.toFixed(2),
    valor_desconto: tot.desconto.toFixed(2),
    valor_frete: tot.frete.toFixed(2),
    valor_seguro: tot.seguro.toFixed(2),
    valor_outros: tot.outros.toFixed(2),
    valor_ipi: tot.ipi.toFixed(2),
    valor_icms_st: tot.st.toFixed(2),
    valor_total: tot.total.toFixed(2),
  });
}

async function antesDeExcluir({ current }: ArgsExcluir): Promise<void> {
  if (current.situacao === 'finalizada') {
    const m = 'Compra finalizada não pode ser excluída: cancele-a (o estoque e as contas a pagar são estornados).';
    throw new ApiError(400, m, { situacao: [m] });
  }
}

export const hooksCompra: HooksEntidade = { antesDeGravar, antesDeExcluir };
