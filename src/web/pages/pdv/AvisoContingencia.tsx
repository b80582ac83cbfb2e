/**
 * Aviso da contingência na tela do caixa ("alerting the user before the limit;
 * rejected contingency notes are listed with the reason"), com os dados de
 * GET /v1/GerenciadorNFCe/Contingencia: NFC-e emitidas em contingência ainda não transmitidas
 * (alerta quando alguma passou de ALERTA_CONTINGENCIA_HORAS = 20 h das 24 h do prazo), e quantas
 * notas de contingência a SEFAZ rejeitou, com o link para a lista de vendas (pdv/consultar), onde
 * aparecem com o motivo e o botão de transmitir. Recarrega quando `versao` muda (a cada venda).
 * Sem pendências e sem rejeitadas não mostra nada; sem permissão de consulta, também não.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { Alert, Button, Stack } from '@mui/material';
import { pdvApi, type PendenteContingencia } from './api.ts';

const horas = (h: number) => h.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export function AvisoContingencia({ versao }: { versao: number }) {
  const navigate = useNavigate();
  const basename = useBasename();
  const [dados, setDados] = useState<{ pendentes: PendenteContingencia[]; rejeitadas: Array<{ id: number }> } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `versao` só dispara a nova leitura
  useEffect(() => {
    let vivo = true;
    pdvApi
      .pendentes()
      .then((r) => vivo && setDados(r.Data))
      .catch(() => vivo && setDados(null));
    return () => {
      vivo = false;
    };
  }, [versao]);
  if (!dados) return null;
  const alerta = dados.pendentes.filter((p) => p.alerta);
  const rejeitadas = dados.rejeitadas.length;
  if (!dados.pendentes.length && !rejeitadas) return null;
  const menor = dados.pendentes.length ? Math.min(...dados.pendentes.map((p) => p.horas_restantes)) : 0;
  const lista = (
    <Button color="inherit" size="small" onClick={() => navigate(`${basename}/pdv/consultar`)}>
      Ver vendas
    </Button>
  );
  return (
    <Stack spacing={1} data-testid="aviso-contingencia">
      {dados.pendentes.length > 0 && (
        <Alert severity={alerta.length ? 'warning' : 'info'} action={lista}>
          {alerta.length
            ? `${alerta.length} NFC-e em contingência perto do prazo de 24 h para transmissão (restam ${horas(Math.max(0, menor))} h): verifique a conexão com a SEFAZ e transmita.`
            : `${dados.pendentes.length} NFC-e em contingência aguardando transmissão (prazo: ${horas(menor)} h); a retransmissão é automática quando a SEFAZ responder.`}
        </Alert>
      )}
      {rejeitadas > 0 && (
        <Alert severity="error" action={lista}>
          {rejeitadas === 1
            ? '1 NFC-e emitida em contingência foi rejeitada pela SEFAZ: veja o motivo na lista de vendas.'
            : `${rejeitadas} NFC-e emitidas em contingência foram rejeitadas pela SEFAZ: veja os motivos na lista de vendas.`}
        </Alert>
      )}
    </Stack>
  );
}
