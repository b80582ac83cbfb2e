/** Abertura do caixa do PDV (issue 20): fundo de troco (R$) e a opção de fechamento cego. */
import { useState } from 'react';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { mensagemDeErro } from '../nfe/api.ts';
import { numero, pdvApi, type ResumoCaixa } from './api.ts';

export function AberturaCaixa({ onAberto }: { onAberto: (c: ResumoCaixa) => void }) {
  const [fundo, setFundo] = useState('100,00');
  const [cego, setCego] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const abrir = async () => {
    setErro(null);
    try {
      onAberto(await pdvApi.abrir(String(numero(fundo) || 0), cego));
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  return (
    <Card sx={{ maxWidth: 420, mx: 'auto', mt: 6 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Abrir o caixa
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Fundo de troco (R$)"
            value={fundo}
            onChange={(e) => setFundo(e.target.value)}
            autoFocus
            onKeyDown={(e) => e.key === 'Enter' && void abrir()}
          />
          <FormControlLabel
            control={<Checkbox checked={cego} onChange={(e) => setCego(e.target.checked)} />}
            label="Fechamento cego (contar antes de ver o esperado)"
          />
          {erro && <Alert severity="error">{erro}</Alert>}
          <Button variant="contained" onClick={() => void abrir()}>
            Enter - Abrir caixa
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
