/**
 * `gerenciarNFe/arquivosxml`: the months with authorised XML (GetXMLDownload) and their counts,
 * each with "Baixar ZIP" (DownloadDiretorio?anomes=) and a progress bar while downloading
 * (streamed; determinate when the server sends Content-Length).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAlertas } from '../../layout/alerts.tsx';
import { baixarArquivo, mensagemDeErro, nfeApi, salvarBlob } from './api.ts';
import { rotuloAnoMes, tamanhoArquivo } from './fiscal.ts';

interface Mes { anomes: string | number; quantidade: number }
interface Progresso { recebido: number; total: number | null }

export default function ArquivosXml() {
  const alertas = useAlertas();
  const [meses, setMeses] = useState<Mes[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [progresso, setProgresso] = useState<Record<string, Progresso>>({});
  const [versao, setVersao] = useState(0);

  useEffect(() => {
    let vivo = true;
    setMeses(null);
    nfeApi
      .meses()
      .then((m) => vivo && (setMeses(m ?? []), setErro(null)))
      .catch((e: unknown) => vivo && setErro(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, [versao]);

  const baixar = useCallback(
    async (anomes: string) => {
      setProgresso((p) => ({ ...p, [anomes]: { recebido: 0, total: null } }));
      try {
        const { blob, nome } = await baixarArquivo(nfeApi.urlZip(anomes), {
          padrao: `XML-NFe-${anomes}.zip`,
          progresso: (recebido, total) => setProgresso((p) => ({ ...p, [anomes]: { recebido, total } })),
        });
        salvarBlob(blob, nome);
      } catch (e) {
        await alertas.error(mensagemDeErro(e));
      } finally {
        setProgresso((p) => {
          const c = { ...p };
          delete c[anomes];
          return c;
        });
      }
    },
    [alertas],
  );

  return (
    <Box sx={{ py: 2 }}>
      <Card variant="outlined">
        <CardHeader
          title="Arquivos XML das NF-e"
          subheader="XML autorizados (procNFe) e eventos, agrupados pelo mês da chave de acesso. Guarde-os por 5 anos."
          slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
          action={
            <Tooltip title="Atualizar">
              <IconButton aria-label="Atualizar" onClick={() => setVersao((v) => v + 1)}>
                <RefreshIcon />
              </IconButton>
            </Tooltip>
          }
        />
        <CardContent>
          {!meses && !erro && <LinearProgress />}
          {erro && <Alert severity="error">{erro}</Alert>}
          {meses && meses.length === 0 && <Typography color="text.secondary">Nenhuma NF-e autorizada ainda.</Typography>}
          <Grid container spacing={2}>
            {(meses ?? []).map((m) => {
              const chave = String(m.anomes);
              const p = progresso[chave];
              const pct = p?.total ? Math.min(100, (p.recebido / p.total) * 100) : undefined;
              return (
                <Grid key={chave} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                  <Card variant="outlined" data-testid={`mes-${chave}`}>
                    <CardContent>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                        <FolderZipIcon color="primary" sx={{ fontSize: 36 }} />
                        <Box>
                          <Typography sx={{ fontWeight: 700 }}>{rotuloAnoMes(chave)}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {m.quantidade} {m.quantidade === 1 ? 'nota' : 'notas'}
                          </Typography>
                        </Box>
                      </Stack>
                      {p ? (
                        <Box>
                          <LinearProgress variant={pct === undefined ? 'indeterminate' : 'determinate'} value={pct} />
                          <Typography variant="caption" color="text.secondary">
                            {pct === undefined ? `Baixando… ${tamanhoArquivo(p.recebido)}` : `${Math.round(pct)}% · ${tamanhoArquivo(p.recebido)} de ${tamanhoArquivo(p.total ?? 0)}`}
                          </Typography>
                        </Box>
                      ) : (
                        <Button fullWidth variant="outlined" startIcon={<DownloadIcon />} onClick={() => baixar(chave)} aria-label={`Baixar ZIP de ${rotuloAnoMes(chave)}`}>
                          Baixar ZIP
                        </Button>
                      )}
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        </CardContent>
      </Card>
    </Box>
  );
}
