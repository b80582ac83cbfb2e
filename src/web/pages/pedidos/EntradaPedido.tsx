/**
 * Entrada do pedido na tela gerada, como no editor da NF-e (os itens ficam na
 * grade de GradeItensPedido.tsx, com o preço do produto e o total de cada item):
 * - na barra de ações, o total do pedido (itens + adicionais + frete + outras − desconto) ao vivo;
 * - pagamento: na inclusão, a primeira linha nasce com o total (vencimento hoje) quando o pedido passa
 *   a ter valor; uma única linha de pagamento acompanha o total enquanto o usuário não digitar outro valor.
 * O servidor recalcula tudo ao gravar (src/server/modules/pedidos/cadastro.ts); a conta daqui usa a
 * mesma regra (totais.ts).
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import { moeda } from '../../components/formatos.ts';
import { reais, totaisDoPedido } from './totais.ts';
import type { FormMode } from '../../resources/custom/types.ts';
import { defaultValuesFor } from '../../resources/record.ts';
import { getResource } from '../../resources/registry.ts';

/** Whether the input named `nome` (react-hook-form path) has the focus: the user is typing there. */
function focado(nome: string): boolean {
  return typeof document !== 'undefined' && document.activeElement?.getAttribute('name') === nome;
}

/** Hoje no fuso do negócio (America/Sao_Paulo), `AAAA-MM-DD`. */
function hoje(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** In the form's toolbar: the live order total, and the payment that defaults to it. */
export function ResumoPedido({ mode }: { mode: FormMode }) {
  const { setValue } = useFormContext();
  const valores = useWatch() as Record<string, unknown>;
  const { total, pagamentos } = totaisDoPedido(valores);
  const lista = Array.isArray(valores.Pagamento) ? (valores.Pagamento as Array<Record<string, unknown>>) : [];
  // the value this screen last put in the single payment line (null: the user's own value)
  const automatico = useRef<bigint | null>(null);
  const criouPagamento = useRef(false);
  useEffect(() => {
    if (total <= 0n) return;
    if (lista.length === 0) {
      if (mode !== 'create' || criouPagamento.current) return;
      criouPagamento.current = true;
      automatico.current = total;
      setValue('Pagamento', [{ ...defaultValuesFor(getResource('pedidoPagamento'), false), parcela: 1, vencimento: hoje(), valor: reais(total) }], {
        shouldDirty: true,
      });
      return;
    }
    if (lista.length !== 1 || focado('Pagamento.0.valor')) return;
    const atual = lista[0]?.valor;
    const vazio = atual === null || atual === undefined || atual === '';
    const centavos = vazio ? null : BigInt(Math.round(Number(atual) * 100));
    if (centavos === total) {
      automatico.current = total;
      return;
    }
    if (!vazio && centavos !== automatico.current) return;
    automatico.current = total;
    setValue('Pagamento.0.valor', reais(total), { shouldDirty: true });
    if (!lista[0]?.vencimento) setValue('Pagamento.0.vencimento', hoje(), { shouldDirty: true });
  }, [total, lista, mode, setValue]);
  const falta = total - pagamentos;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap', justifyContent: 'flex-end' }} aria-live="polite">
      <Typography variant="body2" color="text.secondary">
        Total do pedido{' '}
        <Box component="strong" sx={{ color: 'text.primary', fontSize: '1.05rem' }} data-testid="total-pedido">
          {moeda(reais(total))}
        </Box>
      </Typography>
      {lista.length > 0 && falta !== 0n && (
        <Typography variant="body2" color="warning.main" data-testid="diferenca-pagamento">
          {falta > 0n ? `Falta pagar ${moeda(reais(falta))}` : `Pagamentos excedem em ${moeda(reais(-falta))}`}
        </Typography>
      )}
    </Stack>
  );
}
