/**
 * `emitente/gerenciar` (Configurações): fiscal settings of the signed-in issuer — environment
 * (Homologação/Produção, with a confirmation when switching to production), NF-e/NFC-e series
 * and next numbers, responsible technician (infRespTec), default texts, and the A1 certificate
 * card (upload .pfx + password, titular/CNPJ/validade, banner when expired or expiring within 30
 * days). Records: GET /v1/emitenteFiscal/Atual + PUT /v1/emitenteFiscal/, /OData/SerieDocumento
 * + /v1/serieDocumento/, /v1/emitenteFiscal/Certificado.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  FormControlLabel,
  Grid,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { applyMask, maskTelefone, MASCARA_CNPJ, onlyDigits } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { emitenteFiscalApi } from './api.ts';
import { registroApi } from '../../providers/registro.ts';
import { CartaoCertificado } from './CartaoCertificado.tsx';
import { CartaoPacoteSchemas } from './CartaoPacoteSchemas.tsx';
import { CartaoSeries } from './CartaoSeries.tsx';

/** The editable fields of emitenteFiscal (texts as typed; `resp_tec_csrt` is write-only). */
interface Fiscal {
  id?: number;
  ambiente: number;
  natureza_operacao: string;
  informacoes_complementares: string;
  resp_tec_cnpj: string;
  resp_tec_contato: string;
  resp_tec_email: string;
  resp_tec_fone: string;
  resp_tec_id_csrt: string;
  resp_tec_csrt: string;
}

/** Text fields sent on save (trimmed; empty -> null; CNPJ/phone as digits; an empty CSRT keeps the stored one). */
const CAMPOS_TEXTO: Array<keyof Fiscal> = [
  'natureza_operacao',
  'informacoes_complementares',
  'resp_tec_cnpj',
  'resp_tec_contato',
  'resp_tec_email',
  'resp_tec_fone',
  'resp_tec_csrt',
];

// ---------------------------------------------------------------- page

export default function EmitenteFiscal() {
  const alertas = useAlertas();
  const [f, setF] = useState<Fiscal | null>(null);
  const [original, setOriginal] = useState<number>(2);
  const [erro, setErro] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [salvando, setSalvando] = useState(false);

  const carregar = useCallback(() => {
    emitenteFiscalApi
      .atual()
      .then((r) => {
        const s = (k: string) => (r[k] === null || r[k] === undefined ? '' : String(r[k]));
        setF({
          id: Number(r.id) || undefined,
          ambiente: Number(r.ambiente) === 1 ? 1 : 2,
          natureza_operacao: s('natureza_operacao'),
          informacoes_complementares: s('informacoes_complementares'),
          resp_tec_cnpj: s('resp_tec_cnpj'),
          resp_tec_contato: s('resp_tec_contato'),
          resp_tec_email: s('resp_tec_email'),
          resp_tec_fone: s('resp_tec_fone'),
          resp_tec_id_csrt: s('resp_tec_id_csrt'),
          resp_tec_csrt: '',
        });
        setOriginal(Number(r.ambiente) === 1 ? 1 : 2);
        setErro(null);
      })
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, []);
  useEffect(() => carregar(), [carregar]);

  if (erro)
    return (
      <Alert severity="error" sx={{ mt: 3 }}>
        {erro}
      </Alert>
    );
  if (!f) return <LinearProgress sx={{ mt: 3 }} />;

  const set = <K extends keyof Fiscal>(k: K, v: Fiscal[K]) => {
    setF((x) => (x ? { ...x, [k]: v } : x));
    setErros((e) => ({ ...e, [k]: '' }));
  };

  const mudarAmbiente = async (novo: number) => {
    if (novo === 1 && f.ambiente !== 1) {
      const ok = await alertas.question(
        'Em Produção as notas têm validade jurídica e fiscal: serão cobrados os impostos e as notas só podem ser canceladas no prazo legal. Confirme que o certificado, as séries e os cadastros estão corretos.',
        { titulo: 'Mudar para Produção?', textoSim: 'Mudar para Produção', textoNao: 'Continuar em Homologação' },
      );
      if (!ok) return;
    }
    set('ambiente', novo);
  };

  const salvar = async () => {
    setSalvando(true);
    try {
      const corpo: Record<string, unknown> = { ambiente: f.ambiente };
      if (f.id) corpo.id = f.id;
      for (const k of CAMPOS_TEXTO) {
        const v = String(f[k] ?? '').trim();
        if (k === 'resp_tec_csrt' && !v) continue;
        corpo[k] = v === '' ? null : k === 'resp_tec_cnpj' || k === 'resp_tec_fone' ? onlyDigits(v) : v;
      }
      corpo.resp_tec_id_csrt = f.resp_tec_id_csrt ? Number(f.resp_tec_id_csrt) : null;
      await registroApi.alterar('emitenteFiscal', corpo);
      setOriginal(f.ambiente);
      setErros({});
      await alertas.success('Configurações fiscais salvas.');
      carregar();
    } catch (e) {
      const campos = (corpoDoErro(e)?.fieldErrors ?? {}) as Record<string, string[]>;
      setErros(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.join(' ')])));
      await alertas.error(mensagemDeErro(e));
    } finally {
      setSalvando(false);
    }
  };

  const campo = (k: keyof Fiscal, rotulo: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={rotulo}
      fullWidth
      value={String(f[k] ?? '')}
      onChange={(e) => set(k, e.target.value as never)}
      error={!!erros[k]}
      helperText={erros[k] || extra.helperText}
      {...extra}
    />
  );

  return (
    <Box sx={{ py: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardHeader title="Ambiente da SEFAZ" slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
            <CardContent>
              <RadioGroup row value={String(f.ambiente)} onChange={(e) => void mudarAmbiente(Number(e.target.value))}>
                <FormControlLabel value="2" control={<Radio />} label="Homologação (testes, sem valor fiscal)" />
                <FormControlLabel value="1" control={<Radio color="warning" />} label="Produção" />
              </RadioGroup>
              {f.ambiente === 1 ? (
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {original === 1
                    ? 'Emitindo em Produção: as notas têm validade fiscal.'
                    : 'Ao salvar, as próximas notas serão emitidas em Produção, com validade fiscal.'}
                </Alert>
              ) : (
                <Alert severity="info" sx={{ mt: 1 }}>
                  Em Homologação as notas saem com "SEM VALOR FISCAL" e o destinatário é substituído pelo texto de teste da SEFAZ.
                </Alert>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardHeader title="Textos padrão da nota" slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
            <CardContent>
              <Stack spacing={2}>
                {campo('natureza_operacao', 'Natureza da operação padrão', { slotProps: { htmlInput: { maxLength: 60 } } })}
                {campo('informacoes_complementares', 'Informações complementares padrão', {
                  multiline: true,
                  minRows: 3,
                  slotProps: { htmlInput: { maxLength: 5000 } },
                })}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <CardHeader
              title="Responsável técnico"
              subheader="Grupo infRespTec: a empresa que fornece o sistema emissor"
              slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
            />
            <CardContent>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    label="CNPJ"
                    fullWidth
                    value={applyMask(f.resp_tec_cnpj, MASCARA_CNPJ)}
                    onChange={(e) =>
                      set(
                        'resp_tec_cnpj',
                        e.target.value
                          .replace(/[^0-9A-Za-z]/g, '')
                          .toUpperCase()
                          .slice(0, 14),
                      )
                    }
                    error={!!erros.resp_tec_cnpj}
                    helperText={erros.resp_tec_cnpj}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>{campo('resp_tec_contato', 'Contato', { slotProps: { htmlInput: { maxLength: 60 } } })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>{campo('resp_tec_email', 'E-mail', { type: 'email', slotProps: { htmlInput: { maxLength: 60 } } })}</Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    label="Telefone"
                    fullWidth
                    value={maskTelefone(f.resp_tec_fone)}
                    onChange={(e) => set('resp_tec_fone', onlyDigits(e.target.value).slice(0, 14))}
                    error={!!erros.resp_tec_fone}
                    helperText={erros.resp_tec_fone}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  {campo('resp_tec_id_csrt', 'Identificador do CSRT', { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 3 } } })}
                </Grid>
                <Grid size={{ xs: 12, md: 8 }}>
                  {campo('resp_tec_csrt', 'CSRT', {
                    type: 'password',
                    helperText: 'Nunca é exibido; deixe em branco para manter o atual.',
                    autoComplete: 'new-password',
                    slotProps: { htmlInput: { maxLength: 36 } },
                  })}
                </Grid>
              </Grid>
            </CardContent>
          </Card>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Button
              variant="contained"
              size="large"
              startIcon={salvando ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
              disabled={salvando}
              onClick={salvar}
            >
              Salvar configurações
            </Button>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <CartaoCertificado />
          <CartaoPacoteSchemas />
          <CartaoSeries />
        </Grid>
      </Grid>
    </Box>
  );
}
