/**
 * "Tarefas" in the header: an icon with a badge (running and queued jobs) that opens a drawer on the
 * right listing the user's background jobs of the company in use — description, state, a progress
 * bar fed by the hub event `CarregamentoDados` while running (and a refresh every 5 s while any job is
 * active, in case a push was missed), then the file to download or the error.
 * Data and actions: ./store.ts.
 */
import { Fragment, useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { Alert, Badge, Box, Button, Chip, Divider, Drawer, IconButton, LinearProgress, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import { useSessao } from '../../session/useSessao.ts';
import { useAlertas } from '../alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import { tamanhoArquivo } from '../../components/formatos.ts';
import {
  abrirTarefas,
  ativas,
  baixarResultado,
  cancelarTarefa,
  carregarTarefas,
  fecharTarefas,
  useTarefas,
  type SituacaoTarefa,
  type Tarefa,
} from './store.ts';

const ROTULO: Record<SituacaoTarefa, { texto: string; cor: 'default' | 'info' | 'success' | 'error' | 'warning' }> = {
  pendente: { texto: 'Na fila', cor: 'default' },
  executando: { texto: 'Em andamento', cor: 'info' },
  concluida: { texto: 'Concluída', cor: 'success' },
  falhou: { texto: 'Falhou', cor: 'error' },
  cancelada: { texto: 'Cancelada', cor: 'warning' },
};

/** 'YYYY-MM-DDTHH:mm:ss' -> 'DD/MM HH:mm'. */
const quando = (s: string | null) => (s ? `${s.slice(8, 10)}/${s.slice(5, 7)} ${s.slice(11, 16)}` : '');

function ItemTarefa({ t }: { t: Tarefa }) {
  const alertas = useAlertas();
  const [ocupado, setOcupado] = useState(false);
  const rotulo = ROTULO[t.situacao] ?? ROTULO.pendente;
  const emCurso = t.situacao === 'pendente' || t.situacao === 'executando';
  const acao = async (fn: () => Promise<void>) => {
    setOcupado(true);
    try {
      await fn();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  return (
    <ListItem data-testid={`tarefa-${t.id}`} data-situacao={t.situacao} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 600, fontSize: '0.9rem' }}>{t.descricao ?? t.tipo}</Typography>
        <Chip size="small" label={rotulo.texto} color={rotulo.cor} variant={t.situacao === 'executando' ? 'filled' : 'outlined'} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Iniciada em {quando(t.criado_em)}
        {t.concluido_em ? ` · terminou em ${quando(t.concluido_em)}` : ''}
        {t.tentativas > 1 ? ` · tentativa ${t.tentativas} de ${t.max_tentativas}` : ''}
      </Typography>
      {emCurso && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant={t.situacao === 'executando' ? 'determinate' : 'indeterminate'}
            value={t.situacao === 'executando' ? t.progresso : undefined}
            aria-label={`Progresso de ${t.descricao ?? t.tipo}`}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              {[t.situacao === 'executando' ? `${Math.floor(t.progresso)}%` : null, t.mensagem].filter(Boolean).join(' · ')}
            </Typography>
            <Button size="small" color="inherit" disabled={ocupado} onClick={() => acao(() => cancelarTarefa(t))}>
              Cancelar
            </Button>
          </Stack>
        </Box>
      )}
      {t.situacao === 'concluida' && (
        <Box sx={{ mt: 1 }}>
          {t.mensagem && (
            <Typography variant="body2" color="text.secondary">
              {t.mensagem}
            </Typography>
          )}
          {t.arquivo_disponivel ? (
            <Button
              size="small"
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={ocupado}
              sx={{ mt: 1 }}
              onClick={() => acao(() => baixarResultado(t))}
            >
              Baixar {t.arquivo_nome}
              {t.arquivo_tamanho ? ` (${tamanhoArquivo(t.arquivo_tamanho)})` : ''}
            </Button>
          ) : (
            t.arquivo_nome && (
              <Typography variant="caption" color="text.secondary">
                O arquivo expirou.
              </Typography>
            )
          )}
        </Box>
      )}
      {t.situacao === 'falhou' && t.erro && (
        <Alert severity="error" sx={{ mt: 1, py: 0 }}>
          {t.erro}
        </Alert>
      )}
    </ListItem>
  );
}

/** Header button + drawer. */
export function BotaoTarefas() {
  const translate = useTranslate();
  const sessao = useSessao();
  const emitenteId = sessao?.User?.Emitente?.id ?? null;
  const { lista, aberta, erro } = useTarefas();
  useEffect(() => {
    void carregarTarefas(emitenteId);
  }, [emitenteId]);
  useEffect(() => {
    if (aberta) void carregarTarefas(emitenteId);
  }, [aberta, emitenteId]);
  const n = ativas(lista);
  // fallback for missed pushes (hub reconnecting): refresh every 5 s while a job is queued or running
  useEffect(() => {
    if (!n || emitenteId === null) return;
    const t = setInterval(() => void carregarTarefas(emitenteId), 5000);
    return () => clearInterval(t);
  }, [n, emitenteId]);
  if (emitenteId === null) return null;
  return (
    <>
      <Tooltip title={translate('app.layout.tarefas')}>
        <IconButton aria-label={translate('app.layout.tarefas')} onClick={abrirTarefas} sx={{ color: 'text.secondary' }}>
          <Badge badgeContent={n} color="primary" data-testid="tarefas-ativas">
            <TaskAltIcon fontSize="small" />
          </Badge>
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={aberta} onClose={fecharTarefas}>
        <Box
          role="region"
          aria-label={translate('app.layout.tarefas')}
          sx={{ width: { xs: '100vw', sm: 400 }, display: 'flex', flexDirection: 'column', height: '100%' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
            <Typography variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
              {translate('app.layout.tarefas')}
            </Typography>
            <IconButton aria-label="Fechar" onClick={fecharTarefas}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Divider />
          {erro && (
            <Alert severity="error" sx={{ m: 2 }}>
              {erro}
            </Alert>
          )}
          {lista.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {translate('app.layout.tarefasVazio')}
            </Typography>
          ) : (
            <List sx={{ overflowY: 'auto', flex: 1 }}>
              {lista.map((t, i) => (
                <Fragment key={t.id}>
                  {i > 0 && <Divider component="li" />}
                  <ItemTarefa t={t} />
                </Fragment>
              ))}
            </List>
          )}
        </Box>
      </Drawer>
    </>
  );
}
