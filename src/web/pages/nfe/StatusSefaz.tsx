/**
 * Card "Status do serviço" of the NF-e manager (`gerenciarNFe/gerenciarnfe`): asks the issuer's
 * authorizer for its status (ConsultarStatusServico, SPEC §7) on mount and on "Atualizar", and
 * shows cStat/xMotivo, the time of the answer and the average response time the SEFAZ reports.
 * In homologation with the server's SEFAZ simulator it also shows the administrator's training
 * switch "SEFAZ fora do ar" (TreinamentoSefaz); elsewhere the switch is absent.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { nfeApi, type StatusServico, type TreinamentoSefaz } from './api.ts';
import { dataHora } from '../../components/formatos.ts';

export function CartaoStatusSefaz() {
  const [estado, setEstado] = useState<{ fase: 'carregando' } | { fase: 'ok' | 'falha'; dados: StatusServico | null; msg: string; quando: Date }>({
    fase: 'carregando',
  });
  const consultar = useCallback(() => {
    const ctrl = new AbortController();
    setEstado({ fase: 'carregando' });
    nfeApi
      .statusServico(ctrl.signal)
      .then((env) => setEstado({ fase: String(env.Data?.cStat) === '107' ? 'ok' : 'falha', dados: env.Data, msg: env.Message ?? '', quando: new Date() }))
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        const d = (corpoDoErro(e)?.Data ?? null) as StatusServico | null;
        setEstado({ fase: 'falha', dados: d, msg: mensagemDeErro(e), quando: new Date() });
      });
    return () => ctrl.abort();
  }, []);
  useEffect(() => consultar(), [consultar]);
  const ok = estado.fase === 'ok';
  const cor = estado.fase === 'carregando' ? 'info' : ok ? 'success' : 'error';
  return (
    <Card
      variant="outlined"
      sx={(t) => ({ mb: 2, borderColor: alpha(t.palette[cor].main, 0.5), bgcolor: alpha(t.palette[cor].main, 0.04) })}
      data-testid="status-sefaz"
    >
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box
            sx={(t) => ({
              width: 52,
              height: 52,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: alpha(t.palette[cor].main, 0.15),
              color: `${cor}.main`,
            })}
          >
            {estado.fase === 'carregando' ? <CircularProgress size={26} color="inherit" /> : ok ? <CloudDoneIcon /> : <CloudOffIcon />}
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {estado.fase === 'carregando' ? 'Consultando a SEFAZ…' : ok ? 'Serviço em operação' : 'Serviço indisponível'}
            </Typography>
            {estado.fase !== 'carregando' && (
              <Typography variant="body2" color="text.secondary">
                {estado.dados?.cStat ? `${estado.dados.cStat} - ${estado.dados.xMotivo ?? ''}` : estado.msg}
                {estado.dados?.tMed ? ` · tempo médio ${estado.dados.tMed}s` : ''}
                {` · consultado em ${dataHora(estado.quando.toISOString())}`}
              </Typography>
            )}
          </Box>
          <Button startIcon={<RefreshIcon />} onClick={consultar} disabled={estado.fase === 'carregando'}>
            Consultar status
          </Button>
        </Stack>
        <ChaveTreinamento aoMudar={consultar} />
      </CardContent>
    </Card>
  );
}

/**
 * Training switch: takes the state's authorizer of the server's simulator "down" (HTTP 503) so
 * that SVC, EPEC and offline NFC-e can be practised. Shown only when the server says it is
 * available (homologation, simulator of this server); changing it needs the administrator's
 * permission (Configuracao.Alterar), a refusal is shown as the server's message.
 */
function ChaveTreinamento({ aoMudar }: { aoMudar: () => void }) {
  const [t, setT] = useState<TreinamentoSefaz | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [aviso, setAviso] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    nfeApi
      .treinamento(ctrl.signal)
      .then((env) => setT(env.Data ?? null))
      .catch(() => setT(null));
    return () => ctrl.abort();
  }, []);
  if (!t?.disponivel) return null;
  const alternar = (foraDoAr: boolean) => {
    setOcupado(true);
    setAviso(null);
    nfeApi
      .alterarTreinamento(foraDoAr)
      .then((env) => {
        if (env.Data) setT(env.Data);
        setAviso({ tipo: 'success', texto: env.Message ?? '' });
        aoMudar();
      })
      .catch((e: unknown) => setAviso({ tipo: 'error', texto: mensagemDeErro(e) }))
      .finally(() => setOcupado(false));
  };
  return (
    <Box sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="treinamento-sefaz">
      <FormControlLabel
        control={<Switch checked={t.foraDoAr} disabled={ocupado} onChange={(_, v) => alternar(v)} color="warning" />}
        label={`Treinamento: SEFAZ ${t.autorizadores.join('/')} fora do ar`}
      />
      <Typography variant="body2" color="text.secondary">
        Só em homologação, no simulador da SEFAZ deste servidor: com a chave ligada o autorizador da UF {t.uf} deixa de responder, para praticar a contingência
        SVC, o EPEC e a NFC-e off-line. Vale para todas as empresas do servidor que usam esse autorizador.
      </Typography>
      {aviso && (
        <Alert severity={aviso.tipo} sx={{ mt: 1 }} onClose={() => setAviso(null)}>
          {aviso.texto}
        </Alert>
      )}
    </Box>
  );
}
