/**
 * "Séries e numeração" card of the fiscal settings: the document series per model (55 NF-e,
 * 65 NFC-e) with their next number and active flag, from /OData/SerieDocumento; new series get the
 * next free number; only changed rows are saved (POST/PUT /v1/serieDocumento/). Model and series
 * are locked once saved.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardHeader,
  CircularProgress,
  LinearProgress,
  MenuItem,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import AddIcon from '@mui/icons-material/Add';
import { useAlertas } from '../../layout/alerts.tsx';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { registroApi } from '../../providers/registro.ts';

/** One row of serieDocumento as edited here (`alterado`: changed since the last load). */
interface Serie {
  id?: number;
  modelo: string;
  serie: number;
  proximo_numero: number;
  ativo: boolean;
  alterado?: boolean;
}

/** The series table (loads on mount; "Salvar séries" appears when something changed). */
export function CartaoSeries() {
  const alertas = useAlertas();
  const [series, setSeries] = useState<Serie[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const carregar = useCallback(() => {
    listarOData<Serie>('SerieDocumento', { orderby: 'modelo,serie', top: 200 })
      .then((r) => (setSeries(r.value.map((s) => ({ ...s, alterado: false }))), setErro(null)))
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, []);
  useEffect(() => carregar(), [carregar]);
  const set = (i: number, p: Partial<Serie>) => setSeries((s) => (s ?? []).map((x, k) => (k === i ? { ...x, ...p, alterado: true } : x)));
  const salvar = async () => {
    setSalvando(true);
    try {
      for (const s of series ?? []) {
        if (!s.alterado) continue;
        const corpo = { modelo: s.modelo, serie: Number(s.serie), proximo_numero: Number(s.proximo_numero), ativo: s.ativo };
        if (s.id) await registroApi.alterar('serieDocumento', { id: s.id, ...corpo });
        else await registroApi.criar('serieDocumento', corpo);
      }
      await alertas.success('Séries salvas.');
      carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setSalvando(false);
    }
  };
  const alterou = (series ?? []).some((s) => s.alterado);
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title="Séries e numeração"
        subheader="Próximo número a usar por modelo (55 = NF-e, 65 = NFC-e) e série"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
        action={
          <Button
            startIcon={<AddIcon />}
            onClick={() =>
              setSeries((s) => [
                ...(s ?? []),
                {
                  modelo: '55',
                  serie: (s ?? []).length ? Math.max(...(s ?? []).map((x) => Number(x.serie))) + 1 : 1,
                  proximo_numero: 1,
                  ativo: true,
                  alterado: true,
                },
              ])
            }
          >
            Nova série
          </Button>
        }
      />
      {!series && !erro && <LinearProgress />}
      {erro && (
        <Alert severity="error" sx={{ m: 2 }}>
          {erro}
        </Alert>
      )}
      {series && (
        <Table size="small" aria-label="Séries">
          <TableHead>
            <TableRow>
              <TableCell>Modelo</TableCell>
              <TableCell>Série</TableCell>
              <TableCell>Próximo número</TableCell>
              <TableCell>Ativa</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {series.map((s, i) => (
              <TableRow key={s.id ?? `n${i}`}>
                <TableCell>
                  <TextField select size="small" value={s.modelo} disabled={!!s.id} onChange={(e) => set(i, { modelo: e.target.value })} sx={{ minWidth: 140 }}>
                    <MenuItem value="55">55 - NF-e</MenuItem>
                    <MenuItem value="65">65 - NFC-e</MenuItem>
                  </TextField>
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={s.serie}
                    disabled={!!s.id}
                    onChange={(e) => set(i, { serie: Math.min(999, Number(e.target.value.replace(/\D/g, '')) || 0) })}
                    sx={{ width: 90 }}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                  />
                </TableCell>
                <TableCell>
                  <TextField
                    size="small"
                    value={s.proximo_numero}
                    onChange={(e) => set(i, { proximo_numero: Math.min(999999999, Math.max(1, Number(e.target.value.replace(/\D/g, '')) || 1)) })}
                    sx={{ width: 140 }}
                    slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Próximo número da série ${s.serie}` } }}
                  />
                </TableCell>
                <TableCell>
                  <Switch checked={s.ativo} onChange={(e) => set(i, { ativo: e.target.checked })} />
                </TableCell>
              </TableRow>
            ))}
            {series.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>
                  <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                    Nenhuma série cadastrada: a série 1 é criada na primeira nota.
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      {alterou && (
        <Box sx={{ p: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={salvando ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />} disabled={salvando} onClick={salvar}>
            Salvar séries
          </Button>
        </Box>
      )}
    </Card>
  );
}
