/**
 * Liberação temporária de acesso (parte de emitenterestricoes/gerenciar; SPEC §7
 * `GET /v1/EmitenteRestricao/LiberarAcesso`): escolhe o usuário, a permissão (só as que o próprio
 * supervisor tem) e os minutos (1 a 480); lista as liberações vigentes com o horário de término.
 */
import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import { type Liberacao, liberarAcesso, type RegraEmpresa, type RestricoesPerfis } from './api.ts';

const hora = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)} ${iso.slice(11, 16)}`;

export default function LiberarAcesso({
  usuarios,
  regras,
  liberacoes,
  aoLiberar,
}: {
  usuarios: RestricoesPerfis['usuarios'];
  /** Regras que o supervisor pode liberar (as que ele tem). */
  regras: RegraEmpresa[];
  liberacoes: Liberacao[];
  aoLiberar: () => Promise<void>;
}) {
  const alertas = useAlertas();
  const [usuario, setUsuario] = useState<number | ''>('');
  const [regra, setRegra] = useState('');
  const [minutos, setMinutos] = useState('15');
  const minutosOk = /^\d{1,3}$/.test(minutos) && Number(minutos) >= 1 && Number(minutos) <= 480;

  const liberar = async () => {
    if (usuario === '' || !regra || !minutosOk) return;
    try {
      const r = await liberarAcesso(usuario, regra, Number(minutos));
      await alertas.success(r.Message ?? 'Acesso liberado.');
      await aoLiberar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        Liberar acesso temporário
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Concede uma permissão que o perfil do usuário não tem, só por alguns minutos (por exemplo, para o caixa concluir uma operação).
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField select label="Usuário" size="small" value={usuario} onChange={(e) => setUsuario(Number(e.target.value))} sx={{ minWidth: 220 }}>
          {usuarios.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {u.nome}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Permissão" size="small" value={regra} onChange={(e) => setRegra(e.target.value)} sx={{ minWidth: 300, flex: 1 }}>
          {regras.map((r) => (
            <MenuItem key={r.regra} value={r.regra}>
              {r.descricao}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Minutos"
          size="small"
          value={minutos}
          onChange={(e) => setMinutos(e.target.value)}
          error={!minutosOk}
          helperText={minutosOk ? ' ' : 'De 1 a 480'}
          sx={{ width: 120 }}
        />
        <Button variant="contained" onClick={() => void liberar()} disabled={usuario === '' || !regra || !minutosOk}>
          Liberar
        </Button>
      </Stack>
      {liberacoes.length ? (
        <List dense aria-label="Liberações vigentes">
          {liberacoes.map((l) => (
            <ListItem key={l.id} disableGutters>
              <ListItemText
                primary={`${l.usuario}: ${regras.find((r) => r.regra === l.regra)?.descricao ?? l.regra}`}
                secondary={`até ${hora(l.expira_em)}${l.liberado_por ? ` · liberado por ${l.liberado_por}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Alert severity="info" sx={{ mt: 1 }}>
          Nenhuma liberação vigente.
        </Alert>
      )}
    </Paper>
  );
}
