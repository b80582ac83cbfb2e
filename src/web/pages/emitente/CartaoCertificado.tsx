/**
 * A1 certificate card of the fiscal settings: the current certificate (titular, CNPJ, validade with
 * days left, emissor, enviado em; GET /v1/emitenteFiscal/Certificado), a banner when it is expired
 * or expires within 30 days (avisoCertificado), and the upload of a .pfx/.p12 with its password
 * (POST /v1/emitenteFiscal/Certificado). The password is never kept after the upload.
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
  Grid,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import SaveIcon from '@mui/icons-material/Save';
import UploadIcon from '@mui/icons-material/Upload';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { maskCpfCnpj } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { emitenteFiscalApi, type Certificado } from './api.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { avisoCertificado } from './certificado.ts';
import { dataHora } from '../../components/formatos.ts';

/** The "Certificado digital A1" card (loads on mount). */
export function CartaoCertificado() {
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
