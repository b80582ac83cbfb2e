/**
 * Top of the NF-e editor: back button, "NF-e nº N · série S" (or "Nova NF-e"), the situação chip,
 * the "Calculando tributos…" indicator, and the banners of a read-only note (chave, protocolo) or
 * of a rejected transmission (cStat - xMotivo).
 */
import { Alert, AlertTitle, Box, CircularProgress, IconButton, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ResultadoSefaz } from '../../nfe/api.ts';
import { SituacaoChip } from '../../nfe/comum.tsx';
import { chaveFormatada } from '../../../components/formatos.ts';
import type { Nota } from '../nota.ts';

/** Status bar and banners; `ultimo` is the last SEFAZ answer of this session (or null). */
export function CabecalhoNota({
  nota,
  leitura,
  calculando,
  ultimo,
  onVoltar,
}: {
  nota: Nota;
  leitura: boolean;
  calculando: boolean;
  ultimo: ResultadoSefaz | null;
  onVoltar: () => void;
}) {
  return (
    <>
      {/* status bar */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <IconButton aria-label="Voltar" onClick={onVoltar}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {nota.id ? `NF-e ${nota.numero ? `nº ${nota.numero}` : `#${nota.id}`}` : 'Nova NF-e'}
          {nota.serie !== undefined && nota.numero ? ` · série ${nota.serie}` : ''}
        </Typography>
        <SituacaoChip situacao={nota.situacao} size="medium" />
        <Box sx={{ flex: 1 }} />
        {calculando && !leitura && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CircularProgress size={16} />
            <Typography variant="body2">Calculando tributos…</Typography>
          </Stack>
        )}
      </Stack>

      {leitura && (
        <Alert severity={nota.situacao === 'autorizada' ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="nota-somente-leitura">
          <AlertTitle>{nota.situacao === 'autorizada' ? 'NF-e autorizada — somente leitura' : 'Nota somente leitura'}</AlertTitle>
          {nota.chave_acesso && (
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              Chave: {chaveFormatada(nota.chave_acesso)}
            </Typography>
          )}
          {ultimo?.protocolo && <Typography variant="body2">Protocolo: {ultimo.protocolo}</Typography>}
        </Alert>
      )}
      {nota.situacao === 'rejeitada' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          A última transmissão foi rejeitada{ultimo?.xMotivo ? `: ${ultimo.cStat ?? ''} - ${ultimo.xMotivo}` : '.'} Corrija e transmita de novo.
        </Alert>
      )}
    </>
  );
}
