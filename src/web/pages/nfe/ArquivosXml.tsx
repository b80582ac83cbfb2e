/**
 * `gerenciarNFe/arquivosxml`: the months with authorised XML (GetXMLDownload) and their counts,
 * each with "Gerar ZIP": `DownloadDiretorio?anomes=&modo=tarefa` starts the background job that
 * builds the month's ZIP on the server (202 with the job); the card and the "Tarefas" drawer (opened
 * at once) show its progress bar, fed by the hub event `CarregamentoDados`, and then "Baixar ZIP"
 * (the job's file, streamed with a download progress bar) or the error.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAlertas } from '../../layout/alerts.tsx';
import { requisitar } from '../../providers/http.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { nfeApi } from './api.ts';
import { abrirTarefas, registrarTarefa, useTarefas, type Tarefa } from '../../layout/tarefas/store.ts';
import { rotuloAnoMes } from './fiscal.ts';
import { tamanhoArquivo } from '../../components/formatos.ts';

interface Mes {
  anomes: string | number;
  quantidade: number;
}
interface Progresso {
  recebido: number;
  total: number | null;
}

export default function ArquivosXml() {
  const alertas = useAlertas();
  const [meses, setMeses] = useState<Mes[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [progresso, setProgresso] = useState<Record<string, Progresso>>({});
  const [versao, setVersao] = useState(0);
  /** The archive job started from this screen, per month. */
  const [tarefaDoMes, setTarefaDoMes] = useState<Record<string, number>>({});
  const [iniciando, setIniciando] = useState<string | null>(null);
  const { lista } = useTarefas();

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

  const gerar = useCallback(
    async (anomes: string) => {
      setIniciando(anomes);
      try {
        const r = await requisitar<Tarefa>(`${nfeApi.urlZip(anomes)}&modo=tarefa`);
        if (r.Data) {
          registrarTarefa(r.Data);
          setTarefaDoMes((m) => ({ ...m, [anomes]: r.Data.id }));
          abrirTarefas();
        }
      } catch (e) {
        await alertas.error(mensagemDeErro(e));
      } finally {
        setIniciando(null);
      }
    },
    [alertas],
  );

  const baixar = useCallback(
    async (anomes: string, tarefa: Tarefa) => {
      setProgresso((p) => ({ ...p, [anomes]: { recebido: 0, total: null } }));
      try {
        const { blob, nome } = await baixarArquivo(`/v1/Tarefas/${tarefa.id}/Arquivo`, {
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
          subheader="XML autorizados (procNFe) e eventos, agrupados pelo mês da chave de acesso. Guarde-os por 5 anos. O ZIP é preparado em segundo plano: acompanhe em Tarefas; ele fica disponível por 7 dias."
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
              const t = lista.find((x) => x.id === tarefaDoMes[chave]);
              const emCurso = t && (t.situacao === 'pendente' || t.situacao === 'executando');
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
                            {pct === undefined
                              ? `Baixando… ${tamanhoArquivo(p.recebido)}`
                              : `${Math.round(pct)}% · ${tamanhoArquivo(p.recebido)} de ${tamanhoArquivo(p.total ?? 0)}`}
                          </Typography>
                        </Box>
                      ) : emCurso ? (
                        <Box data-testid={`preparando-${chave}`}>
                          <LinearProgress
                            variant={t.situacao === 'executando' ? 'determinate' : 'indeterminate'}
                            value={t.situacao === 'executando' ? t.progresso : undefined}
                          />
                          <Typography variant="caption" color="text.secondary">
                            Preparando o ZIP… {t.situacao === 'executando' ? `${Math.floor(t.progresso)}%` : 'na fila'}
                          </Typography>
                        </Box>
                      ) : t?.situacao === 'concluida' && t.arquivo_disponivel ? (
                        <Button
                          fullWidth
                          variant="contained"
                          startIcon={<DownloadIcon />}
                          onClick={() => baixar(chave, t)}
                          aria-label={`Baixar ZIP de ${rotuloAnoMes(chave)}`}
                        >
                          Baixar ZIP
                        </Button>
                      ) : (
                        <Box>
                          {t?.situacao === 'falhou' && (
                            <Alert severity="error" sx={{ mb: 1, py: 0 }}>
                              {t.erro ?? 'A preparação do ZIP falhou.'}
                            </Alert>
                          )}
                          <Button
                            fullWidth
                            variant="outlined"
                            startIcon={<FolderZipIcon />}
                            disabled={iniciando === chave}
                            onClick={() => gerar(chave)}
                            aria-label={`Gerar ZIP de ${rotuloAnoMes(chave)}`}
                          >
                            Gerar ZIP
                          </Button>
                        </Box>
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
