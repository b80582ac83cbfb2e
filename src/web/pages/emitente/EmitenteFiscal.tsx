/**
 * `emitente/gerenciar` (Configurações): fiscal settings of the signed-in issuer — environment
 * (Homologação/Produção, with a confirmation when switching to production), NF-e/NFC-e series
 * and next numbers, responsible technician (infRespTec), default texts, and the A1 certificate
 * card (upload .pfx + password, titular/CNPJ/validade, banner when expired or expiring within 30
 * days). Records: GET /v1/emitenteFiscal/Atual + PUT /v1/emitenteFiscal/, /OData/SerieDocumento
 * + /v1/serieDocumento/, /v1/emitenteFiscal/Certificado.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  FormControlLabel,
  Grid,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import SaveIcon from '@mui/icons-material/Save';
import UploadIcon from '@mui/icons-material/Upload';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import AddIcon from '@mui/icons-material/Add';
import { applyMask, formatDataHora, maskCpfCnpj, maskTelefone, MASCARA_CNPJ, onlyDigits } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { corpoDoErro, emitenteFiscalApi, listarOData, mensagemDeErro, registroApi, type Certificado, type PacoteSchemasEmUso } from '../nfe/api.ts';
import { avisoCertificado } from '../nfe/fiscal.ts';

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
interface Serie {
  id?: number;
  modelo: string;
  serie: number;
  proximo_numero: number;
  ativo: boolean;
  alterado?: boolean;
}

const CAMPOS_TEXTO: Array<keyof Fiscal> = [
  'natureza_operacao',
  'informacoes_complementares',
  'resp_tec_cnpj',
  'resp_tec_contato',
  'resp_tec_email',
  'resp_tec_fone',
  'resp_tec_csrt',
];

function dataHora(v: unknown): string {
  if (!v) return '';
  try {
    return formatDataHora(String(v));
  } catch {
    return String(v);
  }
}

// ---------------------------------------------------------------- certificate card

function CartaoCertificado() {
  const alertas = useAlertas();
  const [cert, setCert] = useState<Certificado | null | undefined>(undefined);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [senha, setSenha] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [resultado, setResultado] = useState<{ ok: boolean; msg: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const carregar = useCallback(() => {
    emitenteFiscalApi
      .certificado()
      .then((c) => setCert(c ?? null))
      .catch(() => setCert(null));
  }, []);
  useEffect(() => carregar(), [carregar]);

  const enviar = async () => {
    if (!arquivo || !senha) return;
    setEnviando(true);
    setResultado(null);
    try {
      const env = await emitenteFiscalApi.enviarCertificado(arquivo, senha);
      setCert(env.Data);
      setResultado({ ok: true, msg: env.Message ?? 'Certificado digital gravado com sucesso.' });
      setArquivo(null);
      setSenha('');
      if (input.current) input.current.value = '';
    } catch (e) {
      setResultado({ ok: false, msg: mensagemDeErro(e) });
      await alertas.error(mensagemDeErro(e), { titulo: 'Certificado não aceito' });
    } finally {
      setEnviando(false);
    }
  };

  const aviso = avisoCertificado(cert?.validoAte ?? null);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="cartao-certificado">
      <CardHeader
        avatar={<VerifiedUserIcon color={cert ? (aviso ? 'warning' : 'success') : 'disabled'} />}
        title="Certificado digital A1"
        subheader="Usado para assinar as NF-e e falar com a SEFAZ"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
      />
      <CardContent>
        {cert === undefined && <LinearProgress />}
        {aviso && (
          <Alert severity={aviso.tipo === 'vencido' ? 'error' : 'warning'} icon={<WarningAmberIcon />} sx={{ mb: 2 }} data-testid="aviso-certificado">
            <AlertTitle>
              {aviso.tipo === 'vencido' ? 'Certificado vencido' : `Certificado vence em ${aviso.dias} ${aviso.dias === 1 ? 'dia' : 'dias'}`}
            </AlertTitle>
            {aviso.tipo === 'vencido'
              ? 'As notas não podem ser transmitidas até que um certificado válido seja enviado.'
              : 'Renove o certificado com a sua certificadora e envie o novo arquivo aqui.'}
            {cert?.aviso ? ` ${cert.aviso}` : ''}
          </Alert>
        )}
        {cert === null && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Nenhum certificado enviado. Envie o arquivo .pfx (ou .p12) do certificado A1 e a senha.
          </Alert>
        )}
        {cert && (
          <Box sx={(t) => ({ p: 2, mb: 2, borderRadius: 1, bgcolor: alpha(t.palette.primary.main, 0.05) })}>
            <Grid container spacing={1.5}>
              <Grid size={{ xs: 12 }}>
                <Typography variant="caption" color="text.secondary">
                  Titular
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="certificado-titular">
                  {cert.titular}
                </Typography>
              </Grid>
              <Grid size={{ xs: 6 }}>
                <Typography variant="caption" color="text.secondary">
                  CNPJ
                </Typography>
                <Typography>{cert.cnpj ? maskCpfCnpj(cert.cnpj) : '—'}</Typography>
              </Grid>
              <Grid size={{ xs: 6 }}>
                <Typography variant="caption" color="text.secondary">
                  Válido até
                </Typography>
                <Typography>
                  {dataHora(cert.validoAte)}{' '}
                  {typeof cert.diasRestantes === 'number' && (
                    <Chip
                      size="small"
                      color={aviso ? (aviso.tipo === 'vencido' ? 'error' : 'warning') : 'success'}
                      label={cert.diasRestantes < 0 ? 'vencido' : `${cert.diasRestantes} dias`}
                    />
                  )}
                </Typography>
              </Grid>
              {cert.emissor && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Typography variant="caption" color="text.secondary">
                    Emitido por
                  </Typography>
                  <Typography variant="body2">{cert.emissor}</Typography>
                </Grid>
              )}
              {cert.enviadoEm && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Typography variant="caption" color="text.secondary">
                    Enviado em
                  </Typography>
                  <Typography variant="body2">{dataHora(cert.enviadoEm)}</Typography>
                </Grid>
              )}
            </Grid>
          </Box>
        )}
        {/* one control per line: the card is the narrow column of the page at 1366 px */}
        <Stack spacing={1.5}>
          <Button variant="outlined" component="label" startIcon={<UploadIcon />} fullWidth sx={{ justifyContent: 'flex-start', minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {arquivo ? arquivo.name : 'Escolher arquivo .pfx'}
            </Box>
            <input
              ref={input}
              hidden
              type="file"
              accept=".pfx,.p12,application/x-pkcs12"
              aria-label="Arquivo do certificado"
              onChange={(e) => setArquivo(e.target.files?.[0] ?? null)}
            />
          </Button>
          <TextField
            size="small"
            type="password"
            label="Senha do certificado"
            fullWidth
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            autoComplete="new-password"
          />
          <Button
            variant="contained"
            disabled={!arquivo || !senha || enviando}
            onClick={enviar}
            sx={{ alignSelf: 'flex-end' }}
            startIcon={enviando ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          >
            Enviar certificado
          </Button>
        </Stack>
        {resultado && (
          <Alert severity={resultado.ok ? 'success' : 'error'} sx={{ mt: 2 }}>
            {resultado.msg}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------- schema pack

const ORIGEM_PACOTE: Record<PacoteSchemasEmUso['origem'], string> = {
  embutido: 'embutido no sistema',
  importado: 'importado pelo administrador',
  configurado: 'pasta configurada no servidor (NFE_SCHEMAS_DIR)',
};

/** Versão do pacote de schemas (XSD) com que as notas são validadas antes de ir à SEFAZ, e de onde ele vem. */
function CartaoPacoteSchemas() {
  const [pacote, setPacote] = useState<PacoteSchemasEmUso | null | undefined>(undefined);
  useEffect(() => {
    emitenteFiscalApi
      .pacoteSchemas()
      .then((p) => setPacote(p ?? null))
      .catch(() => setPacote(null));
  }, []);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="cartao-pacote-schemas">
      <CardHeader
        title="Pacote de schemas da NF-e"
        subheader="Leiaute oficial com que cada nota é validada antes de ir à SEFAZ"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
      />
      <CardContent>
        {pacote === undefined && <LinearProgress />}
        {pacote === null && <Alert severity="warning">Nenhum pacote de schemas disponível: as notas não podem ser validadas nem transmitidas.</Alert>}
        {pacote && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="pacote-schemas-versao">
              {pacote.versao}
            </Typography>
            <Chip size="small" label={ORIGEM_PACOTE[pacote.origem]} color={pacote.origem === 'importado' ? 'primary' : 'default'} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------- series

function CartaoSeries() {
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
