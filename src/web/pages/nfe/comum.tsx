/**
 * Shared pieces of the NF-e screens: situação chip, justification dialog with counter (cancelamento,
 * CC-e), and the transmission-result dialogs
 * (SPEC §8 alert kinds through useAlertas).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useAlertas } from '../../layout/alerts.tsx';
import type { ResultadoSefaz } from './api.ts';
import { lembrarCStat } from './cstat.ts';
import { chaveFormatada } from '../../components/formatos.ts';
import { contador, situacaoInfo, validarJustificativa } from './fiscal.ts';

export function SituacaoChip({ situacao, size = 'small' }: { situacao: unknown; size?: 'small' | 'medium' }) {
  const { rotulo, cor } = situacaoInfo(situacao);
  return (
    <Chip
      label={rotulo}
      color={cor}
      size={size}
      variant={cor === 'default' ? 'outlined' : 'filled'}
      data-situacao={String(situacao ?? '')}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** A dialog asking for a text with a length rule (justificativa 15-255, correção 15-1000) and a counter. */
export function TextoDialog({
  aberto,
  titulo,
  rotulo,
  min,
  max,
  textoConfirmar,
  corConfirmar = 'primary',
  antes,
  depois,
  onConfirmar,
  onClose,
}: {
  aberto: boolean;
  titulo: string;
  rotulo: string;
  min: number;
  max: number;
  textoConfirmar: string;
  corConfirmar?: 'primary' | 'error' | 'warning';
  antes?: ReactNode;
  depois?: ReactNode;
  onConfirmar: (texto: string) => Promise<void>;
  onClose: () => void;
}) {
  const [texto, setTexto] = useState('');
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (aberto) {
      setTexto('');
      setTocado(false);
      setEnviando(false);
    }
  }, [aberto]);
  const erro = validarJustificativa(texto, min, max);
  const confirmar = async () => {
    setTocado(true);
    if (erro) return;
    setEnviando(true);
    try {
      await onConfirmar(texto.trim().replace(/\s+/g, ' '));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Dialog
      open={aberto}
      onClose={() => !enviando && onClose()}
      maxWidth="sm"
      fullWidth
      aria-labelledby="texto-dialog-titulo"
      slotProps={{ paper: { sx: { maxWidth: 640 } } }}
    >
      <DialogTitle id="texto-dialog-titulo">{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {antes}
          <TextField
            label={rotulo}
            value={texto}
            onChange={(e) => setTexto(e.target.value.slice(0, max + 50))}
            onBlur={() => setTocado(true)}
            multiline
            minRows={4}
            autoFocus
            fullWidth
            error={tocado && !!erro}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>{tocado && erro ? erro : `Entre ${min} e ${max} caracteres.`}</span>
                <span data-testid="contador">{contador(texto, max)}</span>
              </Box>
            }
            slotProps={{ htmlInput: { 'aria-label': rotulo } }}
          />
          {depois}
        </Stack>
      </DialogContent>
      {enviando && <LinearProgress />}
      <DialogActions>
        <Button onClick={onClose} disabled={enviando}>
          Voltar
        </Button>
        <Button variant="contained" color={corConfirmar} onClick={confirmar} disabled={enviando || (tocado && !!erro)}>
          {textoConfirmar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Body of the "Autorizada" success dialog. */
export function ResumoAutorizacao({ r, titulo = 'Autorizada' }: { r: ResultadoSefaz; titulo?: string }) {
  return (
    <Stack spacing={1} sx={{ textAlign: 'left' }} data-testid="resultado-autorizacao">
      <Typography variant="h6" sx={{ color: 'success.main', fontWeight: 700, textAlign: 'center' }}>
        {titulo}
      </Typography>
      {r.xMotivo && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {r.cStat ? `${r.cStat} - ` : ''}
          {r.xMotivo}
        </Typography>
      )}
      {r.numero !== undefined && r.numero !== null && (
        <Typography variant="body2">
          <b>Número:</b> {String(r.numero)}
        </Typography>
      )}
      {r.protocolo && (
        <Typography variant="body2">
          <b>Protocolo:</b> <span data-testid="protocolo">{r.protocolo}</span>
        </Typography>
      )}
      {r.chave && (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          <b style={{ fontFamily: 'inherit' }}>Chave:</b> <span data-testid="chave">{chaveFormatada(r.chave)}</span>
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Shows the SEFAZ answer of a transmission-like call: success with protocolo and chave, or
 * rejection (cStat/xMotivo) as an error dialog. Returns true when authorised.
 */
export function useResultadoSefaz() {
  const alertas = useAlertas();
  return async (r: ResultadoSefaz | null | undefined, sucesso: string, situacoesOk: readonly string[] = ['autorizada']): Promise<boolean> => {
    if (r) lembrarCStat(r);
    if (r?.situacao === 'transmitindo') {
      await alertas.info(r.xMotivo ?? 'A SEFAZ está processando a nota. Consulte a situação em instantes.', { titulo: 'Em processamento' });
      return false;
    }
    const ok =
      !!r &&
      (situacoesOk.includes(String(r.situacao ?? '')) ||
        (!r.situacao && ['100', '101', '102', '135', '136', '150', '151', '155'].includes(String(r.cStat ?? ''))));
    if (ok) {
      await alertas.success(<ResumoAutorizacao r={r!} titulo={sucesso} />, { titulo: sucesso });
      return true;
    }
    await alertas.error(
      <Stack spacing={1} data-testid="resultado-rejeicao">
        <Typography sx={{ fontWeight: 700 }}>{r?.situacao === 'denegada' ? 'Uso denegado' : 'Rejeitada'}</Typography>
        <Typography color="text.secondary">
          {r?.cStat ? `${r.cStat} - ` : ''}
          {r?.xMotivo ?? 'A SEFAZ não aceitou o documento.'}
        </Typography>
      </Stack>,
      { titulo: 'Rejeição da SEFAZ' },
    );
    return false;
  };
}
