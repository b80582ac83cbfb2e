/**
 * Condição de pagamento: under "Parcelas" the form previews the instalments of a
 * R$ 1.000,00 sale made today, with the same rule the server uses (src/domain/financeiro/parcelas.ts,
 * `POST /v1/condicao/Previsao`): dates and values to the cent, as the user types.
 */
import { previsaoCondicao } from '../../../domain/financeiro/parcelas.ts';
import type { FormCustomization } from './types.ts';
import { dataDeHoje } from '../../../domain/relogio.ts';

const num = (v: unknown, padrao: number) => (v === '' || v === null || v === undefined || Number.isNaN(Number(v)) ? padrao : Number(v));

/** The preview line, or undefined when the values are out of range. */
export function previaCondicao(values: Record<string, unknown>, hoje = dataDeHoje()): string | undefined {
  const parcelas = num(values.parcelas, 1);
  if (!Number.isInteger(parcelas) || parcelas < 1 || parcelas > 120) return undefined;
  const p = previsaoCondicao(
    {
      parcelas,
      dias_primeira: Math.max(0, Math.trunc(num(values.dias_primeira, 0))),
      intervalo_dias: Math.max(0, Math.trunc(num(values.intervalo_dias, 30))),
      entrada: values.entrada === true,
      percentual_acrescimo: num(values.percentual_acrescimo, 0),
      percentual_desconto: num(values.percentual_desconto, 0),
    },
    '1000',
    hoje,
  );
  const dm = (iso: string) => iso.split('-').reverse().slice(0, 2).join('/');
  const brl = (v: string) => Number(v).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  const lista = p.parcelas.slice(0, 6).map((x) => `${dm(x.vencimento)} ${brl(x.valor)}`);
  return `Venda de R$ 1.000,00 hoje: ${lista.join(' · ')}${p.parcelas.length > 6 ? ` … (${p.parcelas.length} parcelas)` : ''} — total ${brl(p.total)}`;
}

export const condicao: FormCustomization = {
  watch: ['parcelas', 'dias_primeira', 'intervalo_dias', 'entrada', 'percentual_acrescimo', 'percentual_desconto'],
  helperText: (field, _mode, values) => (field.name === 'parcelas' ? previaCondicao(values) : undefined),
};
