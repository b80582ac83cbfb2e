/**
 * Side panel of the NF-e editor: the totals returned by Calcular (LINHAS_TOTAIS; zero lines hidden
 * except produtos/ICMS/PIS/COFINS; vNF highlighted), the Recalcular button, and the actions:
 * Salvar e transmitir, Salvar, Transmitir, Pré-visualizar DANFE, DANFE and Baixar XML once
 * read-only.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Divider,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import CalculateIcon from '@mui/icons-material/Calculate';
import { nfeApi } from '../../nfe/api.ts';
import { moeda } from '../../../components/formatos.ts';
import { podeTransmitir } from '../../nfe/fiscal.ts';
import { LINHAS_TOTAIS, podeCalcular, type Nota } from '../nota.ts';

/** The buttons' handlers (see useAcoesNota) and which one is working. */
export interface AcoesPainel {
  ocupado: null | 'salvar' | 'transmitir';
  aoSalvar: () => void;
  aoSalvarETransmitir: () => void;
  aoTransmitir: () => void;
  baixarXml: () => void;
}

/** Totals card; `calc` is the server's last answer (null before the first one). */
export function PainelTotais({
  nota,
  leitura,
  calc,
  calculando,
  erroCalc,
  onRecalcular,
  acoes: { ocupado, aoSalvar, aoSalvarETransmitir, aoTransmitir, baixarXml },
  setPdf,
}: {
  nota: Nota;
  leitura: boolean;
  calc: Record<string, unknown> | null;
  calculando: boolean;
  erroCalc: string | null;
  onRecalcular: () => void;
  acoes: AcoesPainel;
  setPdf: (pdf: { url: string; titulo: string }) => void;
}) {
  return (
    <Card variant="outlined" sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
      <CardHeader
        title="Totais"
        action={
          !leitura && (
            <Tooltip title="Recalcular">
              <span>
                <IconButton aria-label="Recalcular" disabled={!podeCalcular(nota) || calculando} onClick={onRecalcular}>
                  <CalculateIcon />
                </IconButton>
              </span>
            </Tooltip>
          )
        }
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
        sx={{ pb: 0 }}
      />
      {calculando ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <CardContent data-testid="totais">
        {erroCalc && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {erroCalc}
          </Alert>
        )}
        {!calc && !erroCalc && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Os totais e tributos são calculados pelo servidor assim que houver cliente e itens.
          </Typography>
        )}
        <Stack spacing={0.5}>
          {LINHAS_TOTAIS.map((l) => {
            const v = Number(calc?.[l.campo] ?? 0) || 0;
            if (!l.destaque && v === 0 && !['total_produtos', 'total_icms', 'total_pis', 'total_cofins'].includes(l.campo)) return null;
            return (
              <Box key={l.campo}>
                {l.destaque && <Divider sx={{ my: 1 }} />}
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography
                    variant={l.destaque ? 'subtitle1' : 'body2'}
                    sx={{ fontWeight: l.destaque ? 700 : 400 }}
                    color={l.destaque ? 'text.primary' : 'text.secondary'}
                  >
                    {l.rotulo}
                  </Typography>
                  <Typography
                    variant={l.destaque ? 'subtitle1' : 'body2'}
                    sx={{ fontWeight: l.destaque ? 800 : 500, fontVariantNumeric: 'tabular-nums', color: l.destaque ? 'primary.main' : undefined }}
                    data-testid={`total-${l.campo}`}
                  >
                    {l.negativo && v ? `- ${moeda(v)}` : moeda(v)}
                  </Typography>
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </CardContent>
      <Divider />
      <Stack spacing={1} sx={{ p: 2 }}>
        {!leitura && (
          <>
            <Button
              variant="contained"
              color="primary"
              startIcon={ocupado === 'transmitir' ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
              disabled={!!ocupado}
              onClick={aoSalvarETransmitir}
              fullWidth
            >
              Salvar e transmitir
            </Button>
            <Button
              variant="outlined"
              startIcon={ocupado === 'salvar' ? <CircularProgress size={18} /> : <SaveIcon />}
              disabled={!!ocupado}
              onClick={aoSalvar}
              fullWidth
            >
              Salvar
            </Button>
          </>
        )}
        {nota.id && podeTransmitir(nota.situacao) && (
          <Button variant="text" startIcon={<SendIcon />} disabled={!!ocupado} onClick={aoTransmitir} fullWidth>
            Transmitir
          </Button>
        )}
        {nota.id && !leitura && (
          <Button
            variant="text"
            startIcon={<PictureAsPdfIcon />}
            disabled={!!ocupado}
            onClick={() => setPdf({ url: nfeApi.urlPrevia(nota.id!), titulo: 'Pré-visualização do DANFE (sem valor fiscal)' })}
            fullWidth
          >
            Pré-visualizar DANFE
          </Button>
        )}
        {nota.id && leitura && (
          <>
            <Button
              variant="contained"
              startIcon={<PictureAsPdfIcon />}
              onClick={() => setPdf({ url: nfeApi.urlDanfe(nota.id!), titulo: `DANFE — NF-e ${nota.numero ?? ''}` })}
              fullWidth
            >
              DANFE
            </Button>
            <Button variant="outlined" startIcon={<CodeIcon />} onClick={baixarXml} fullWidth>
              Baixar XML
            </Button>
          </>
        )}
        {!nota.id && !leitura && (
          <Typography variant="caption" color="text.secondary">
            Salve a nota para pré-visualizar o DANFE.
          </Typography>
        )}
      </Stack>
    </Card>
  );
}
