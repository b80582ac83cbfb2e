/**
 * "Usuários conectados" (SPEC §2 Configurações › usuarios/sessaousuario): live sessions grouped by
 * user with an online/ociosa chip, device, IP, start and last use, and "Derrubar sessão"
 * (confirmation, then `POST /v1/auth/revoke-session-id/{id}`; the hub kicks that browser). The
 * session in use is marked "Esta sessão" and cannot be dropped here.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatDataHora } from '../../../domain/index.ts';
import { apiData, requisitar } from '../../providers/http.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import { agruparPorUsuario, estadoDaSessao, podeDerrubar, type SessaoConectada } from './sessoes.ts';

export default function SessoesConectadas() {
  const alertas = useAlertas();
  const [sessoes, setSessoes] = useState<SessaoConectada[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState<string | null>(null);

  const carregar = useCallback(async () => {
    try {
      setSessoes(await apiData<SessaoConectada[]>('/v1/sessoes/conectadas'));
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  }, []);

  useEffect(() => {
    void carregar();
    const t = setInterval(() => void carregar(), 15_000);
    return () => clearInterval(t);
  }, [carregar]);

  const grupos = useMemo(() => agruparPorUsuario(sessoes ?? []), [sessoes]);

  const derrubar = async (s: SessaoConectada) => {
    const sim = await alertas.question(`Derrubar a sessão de ${s.usuario_nome} (${s.dispositivo}, IP ${s.ip ?? '—'})? O navegador dela será desconectado.`);
    if (!sim) return;
    setOcupado(s.id);
    try {
      await requisitar(`/v1/auth/revoke-session-id/${encodeURIComponent(s.id)}`, { method: 'POST' });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(null);
    }
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Usuários conectados
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => void carregar()}>
          Atualizar
        </Button>
      </Stack>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      )}
      {sessoes === null && !erro ? (
        <CircularProgress />
      ) : (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Sessões conectadas">
            <TableHead>
              <TableRow>
                <TableCell>Situação</TableCell>
                <TableCell>Dispositivo</TableCell>
                <TableCell>IP</TableCell>
                <TableCell>Conectado em</TableCell>
                <TableCell>Último uso</TableCell>
                <TableCell>Conexões</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {grupos.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>Nenhuma sessão ativa.</TableCell>
                </TableRow>
              )}
              {grupos.flatMap((g) => [
                <TableRow key={`u${g.usuarioId}`} sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={7}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 600 }}>{g.nome}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {g.login}
                      </Typography>
                      <Chip size="small" label={`${g.sessoes.length} ${g.sessoes.length === 1 ? 'sessão' : 'sessões'}`} />
                    </Stack>
                  </TableCell>
                </TableRow>,
                ...g.sessoes.map((s) => {
                  const online = estadoDaSessao(s) === 'online';
                  return (
                    <TableRow key={s.id}>
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Chip
                            size="small"
                            color={online ? 'success' : 'default'}
                            variant={online ? 'filled' : 'outlined'}
                            label={online ? 'Online' : 'Ociosa'}
                          />
                          {s.propria && <Chip size="small" color="primary" label="Esta sessão" />}
                        </Stack>
                      </TableCell>
                      <TableCell>
                        <Tooltip title={s.user_agent ?? ''}>
                          <span>{s.dispositivo}</span>
                        </Tooltip>
                      </TableCell>
                      <TableCell>{s.ip ?? '—'}</TableCell>
                      <TableCell>{formatDataHora(s.criado_em)}</TableCell>
                      <TableCell>{formatDataHora(s.ultimo_uso)}</TableCell>
                      <TableCell>
                        <Tooltip title={s.conexoesAtivas.map((c) => `desde ${formatDataHora(c.conectadoEm)}`).join('\n')}>
                          <span>{s.conexoes}</span>
                        </Tooltip>
                      </TableCell>
                      <TableCell align="right">
                        {podeDerrubar(s) && (
                          <Button size="small" color="error" startIcon={<LogoutIcon />} disabled={ocupado === s.id} onClick={() => void derrubar(s)}>
                            Derrubar sessão
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                }),
              ])}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
