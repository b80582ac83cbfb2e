/**
 * Dashboard cards of the next 7 days: receivables and payables due from today to today + 7 (open
 * balance and count), each linking to its list. Shown only when the user may read the finance
 * report (package above 1 and Permitir.{Receber|Pagar}.Relatorios); a refusal hides the card.
 */
import { useEffect, useState } from 'react';
import { Box } from '@mui/material';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CallMadeIcon from '@mui/icons-material/CallMade';
import { Cartao, gradeCartoes } from '../dashboard/cartoes.tsx';
import { financeiroApi, type Lado, reais } from './api.ts';

type Proximos = { quantidade: number; valor: string };

/** `lados`: só os lados que o usuário pode ler (o painel não pede o que o servidor recusaria). */
export function CartoesFinanceiro({ lados: pedidos = ['receber', 'pagar'] }: { lados?: readonly Lado[] } = {}) {
  const [dados, setDados] = useState<Partial<Record<Lado, Proximos>>>({});
  const chave = pedidos.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a chave resume a lista de lados
  useEffect(() => {
    let vivo = true;
    for (const lado of pedidos) {
      financeiroApi
        .relatorio(lado, { agrupamento: 'mes' })
        .then((r) => vivo && setDados((d) => ({ ...d, [lado]: r.resumo.proximos_7_dias })))
        .catch(() => undefined);
    }
    return () => {
      vivo = false;
    };
  }, [chave]);
  const lados = (['receber', 'pagar'] as Lado[]).filter((l) => dados[l]);
  if (!lados.length) return null;
  return (
    <Box sx={{ ...gradeCartoes(2), mb: 2 }} data-testid="cartoes-financeiro">
      {dados.receber && (
        <Cartao
          titulo="A receber nos próximos 7 dias"
          valor={reais(dados.receber.valor)}
          icone={<CallReceivedIcon />}
          cor="success"
          para="receber/consultar"
          detalhe={`${dados.receber.quantidade} parcela(s)`}
        />
      )}
      {dados.pagar && (
        <Cartao
          titulo="A pagar nos próximos 7 dias"
          valor={reais(dados.pagar.valor)}
          icone={<CallMadeIcon />}
          cor="error"
          para="pagar/consultar"
          detalhe={`${dados.pagar.quantidade} parcela(s)`}
        />
      )}
    </Box>
  );
}
