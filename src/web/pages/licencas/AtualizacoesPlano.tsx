/**
 * Atualizações de plano (SPEC §2 Gestão › licencarecebivel/atualizacoesplano): "Alterar plano" de uma
 * empresa da cadeia (confirmarPlano: vale na hora — permissões do pacote e a próxima fatura) e o
 * histórico, com "Cancelar" na última troca de cada empresa (cancelarPlano: volta ao pacote anterior).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { formatDataHora } from '../../../domain/index.ts';
import { formatMoeda } from '../../../domain/formatos.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import {
  type AtualizacaoPlano,
  cancelarPlano,
  confirmarPlano,
  consultarLicencas,
  type LicencaEmpresa,
  listarAtualizacoes,
  listarPlanos,
  type Plano,
} from './api.ts';

export default function AtualizacoesPlano() {
  const alertas = useAlertas();
  const [lista, setLista] = useState<AtualizacaoPlano[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aberto, setAberto] = useState(false);
  const [empresas, setEmpresas] = useState<LicencaEmpresa[]>([]);
  const [planos, setPlanos] = useState<Plano[]>([]);
  const [empresa, setEmpresa] = useState<number | ''>('');
  const [pacote, setPacote] = useState<number | ''>('');

  const carregar = useCallback(() => {
    listarAtualizacoes().then(
      (l) => (setLista(l), setErro(null)),
      (e) => setErro(mensagemDeErro(e)),
    );
  }, []);
  useEffect(carregar, [carregar]);

  const ultimas = useMemo(() => {
    const m = new Map<number, number>();
    for (const a of lista ?? []) if (a.situacao === 'confirmado' && !m.has(a.emitente_id)) m.set(a.emitente_id, a.id);
    return new Set(m.values());
  }, [lista]);
  const atual = empresas.find((e) => e.emitente_id === empresa);

  const abrir = async () => {
    try {
      const [e, p] = await Promise.all([consultarLicencas(), listarPlanos()]);
      setEmpresas(e);
      setPlanos(p);
      setEmpresa('');
      setPacote('');
      setAberto(true);
    } catch (err) {
      await alertas.error(mensagemDeErro(err));
    }
  };
  const confirmar = async () => {
    if (empresa === '' || pacote === '') return;
    try {
      const r = await confirmarPlano(empresa, pacote);
      setAberto(false);
      await alertas.success(r.Message ?? 'Plano alterado.');
      carregar();
    } catch (err) {
      await alertas.error(mensagemDeErro(err));
    }
  };
  const cancelar = async (a: AtualizacaoPlano) => {
    if (!(await alertas.question(`Cancelar a troca de plano de ${a.emitente}? A empresa volta ao pacote ${a.tipo_pacote_anterior}.`))) return;
    try {
      const r = await cancelarPlano(a.id);
      await alertas.success(r.Message ?? 'Troca cancelada.');
      carregar();
    } catch (err) {
      await alertas.error(mensagemDeErro(err));
    }
  };
  return (
    <Box sx={{ py: 2 }}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={() => void abrir()}>
          Alterar plano
        </Button>
      </Stack>
      {erro && <Alert severity="error">{erro}</Alert>}
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Atualizações de plano">
          <TableHead>
            <TableRow>
              <TableCell>Data</TableCell>
              <TableCell>Empresa</TableCell>
              <TableCell>Troca</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lista?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>Nenhuma troca de plano.</TableCell>
              </TableRow>
            )}
            {(lista ?? []).map((a) => (
              <TableRow key={a.id} data-testid={`atualizacao-${a.id}`}>
                <TableCell>{formatDataHora(a.criado_em)}</TableCell>
                <TableCell>{a.emitente}</TableCell>
                <TableCell>
                  Pacote {a.tipo_pacote_anterior} → {a.tipo_pacote_novo}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={a.situacao === 'confirmado' ? 'success' : 'default'}
                    label={a.situacao === 'confirmado' ? 'Confirmada' : 'Cancelada'}
                  />
                </TableCell>
                <TableCell align="right">
                  {ultimas.has(a.id) && (
                    <Button size="small" color="error" onClick={() => void cancelar(a)}>
                      Cancelar
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {aberto && (
        <Dialog open onClose={() => setAberto(false)} maxWidth="sm" fullWidth>
          <DialogTitle>Alterar plano</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField select label="Empresa" value={empresa} onChange={(e) => setEmpresa(Number(e.target.value))}>
                {empresas.map((e) => (
                  <MenuItem key={e.emitente_id} value={e.emitente_id}>
                    {e.emitente} (pacote {e.tipo_pacote})
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Plano novo" value={pacote} onChange={(e) => setPacote(Number(e.target.value))}>
                {planos
                  .filter((p) => p.tipo_pacote !== atual?.tipo_pacote)
                  .map((p) => (
                    <MenuItem key={p.tipo_pacote} value={p.tipo_pacote}>
                      {p.descricao} — {formatMoeda(p.valor_mensal)}/mês, {p.usuarios_inclusos} usuários (+{formatMoeda(p.valor_usuario_adicional)} por
                      adicional)
                    </MenuItem>
                  ))}
              </TextField>
              <Alert severity="info">A troca vale na hora: as permissões do pacote novo e o valor da próxima fatura.</Alert>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAberto(false)}>Voltar</Button>
            <Button variant="contained" disabled={empresa === '' || pacote === ''} onClick={() => void confirmar()}>
              Confirmar
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
