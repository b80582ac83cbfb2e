/**
 * "Gerar parcelas" dialog of the NF-e editor: splits the note total into N duplicatas from a first
 * due date, every `intervalo` days (0 = monthly), previewing them (gerarParcelas,
 * ../../nfe/fiscal.ts: the remainder cents go to the first parcels).
 */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { gerarParcelas } from '../parcelas.ts';
import { moeda } from '../../../components/formatos.ts';
import { CampoData } from '../campos.tsx';
import { vencimentoEm } from '../../../../domain/relogio.ts';

/** `onGerar(qtd, primeiro vencimento AAAA-MM-DD, intervalo em dias)`. */
export function ParcelasDialog({
  aberto,
  total,
  onClose,
  onGerar,
}: {
  aberto: boolean;
  total: number;
  onClose: () => void;
  onGerar: (qtd: number, venc: string, intervalo: number) => void;
}) {
  const [qtd, setQtd] = useState(3);
  const [intervalo, setIntervalo] = useState(30);
  const [venc, setVenc] = useState(() => vencimentoEm(30)); // 1º vencimento: hoje de Brasília + 30 (não o dia UTC)
  const previa = gerarParcelas(total, qtd, venc, intervalo);
  return (
    <Dialog open={aberto} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Gerar parcelas</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            Total a parcelar: <b>{moeda(total)}</b>
          </Typography>
          <TextField
            label="Quantidade de parcelas"
            type="number"
            value={qtd}
            onChange={(e) => setQtd(Math.max(1, Math.min(120, Number(e.target.value) || 1)))}
          />
          <CampoData label="Primeiro vencimento" size="medium" value={venc} onChange={setVenc} />
          <TextField
            label="Intervalo (dias; 0 = mensal)"
            type="number"
            value={intervalo}
            onChange={(e) => setIntervalo(Math.max(0, Number(e.target.value) || 0))}
          />
          <Box>
            {previa.map((p) => (
              <Typography key={p.numero} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {p.numero} · {p.vencimento.split('-').reverse().join('/')} · {moeda(p.valor)}
              </Typography>
            ))}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={previa.length === 0} onClick={() => onGerar(qtd, venc, intervalo)}>
          Gerar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
