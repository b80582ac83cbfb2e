/**
 * Gerenciar empresas (SPEC §2 Gestão › empresas/gerenciar, administrador): cada empresa com a cadeia
 * (master › distribuidor › revenda), pacote, situação da licença, último acesso e NF-e autorizadas no
 * mês; "Transferir" move a empresa (e as faturas em aberto) para outra revenda.
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
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { formatDataHora } from '../../../domain/index.ts';
import { formatCnpj } from '../../../domain/documentos.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import { type EmpresaGerenciada, empresasGerenciar, revendasAtivas, transferirEmpresa } from './api.ts';

const LICENCA = {
  em_dia: ['Em dia', 'success'],
  vencida: ['Vencida', 'warning'],
  bloqueada: ['Bloqueada', 'error'],
  sem_fatura: ['Sem fatura', 'default'],
} as const;

export default function EmpresasGerenciar() {
  const alertas = useAlertas();
  const [lista, setLista] = useState<EmpresaGerenciada[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [busca, setBusca] = useState('');
  const [mover, setMover] = useState<EmpresaGerenciada | null>(null);
  const [revendas, setRevendas] = useState<Array<{ id: number; nome: string }>>([]);
  const [destino, setDestino] = useState<number | ''>('');

  const carregar = useCallback(() => {
    empresasGerenciar().then(
      (l) => (setLista(l), setErro(null)),
      (e) => setErro(mensagemDeErro(e)),
    );
  }, []);
  useEffect(carregar, [carregar]);

  const filtradas = useMemo(() => {
    const t = busca.trim().toLowerCase();
    return (lista ?? []).filter((e) => !t || `${e.nome} ${e.cnpj} ${e.revenda}`.toLowerCase().includes(t));
  }, [lista, busca]);

  const abrirMover = async (e: EmpresaGerenciada) => {
    setMover(e);
    setDestino('');
    try {
      setRevendas((await revendasAtivas()).filter((r) => r.id !== e.revenda_id));
    } catch (err) {
      await alertas.error(mensagemDeErro(err));
    }
  };
  const confirmar = async () => {
    if (!mover || destino === '') return;
    try {
      const r = await transferirEmpresa(mover.id, destino);
      setMover(null);
      await alertas.success(r.Message ?? 'Empresa transferida.');
      carregar();
    } catch (err) {
      await alertas.error(mensagemDeErro(err));
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <TextField label="Buscar empresa, CNPJ ou revenda" size="small" value={busca} onChange={(e) => setBusca(e.target.value)} sx={{ mb: 2, minWidth: 320 }} />
      {erro && <Alert severity="error">{erro}</Alert>}
      <TableContainer component={Paper}>
        <Table size="small" aria-label="Empresas">
          <TableHead>
            <TableRow>
              <TableCell>Empresa</TableCell>
              <TableCell>Cadeia</TableCell>
              <TableCell>Pacote</TableCell>
              <TableCell>Licença</TableCell>
              <TableCell>Último acesso</TableCell>
              <TableCell align="right">NF-e no mês</TableCell>
              <TableCell align="right">Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filtradas.map((e) => (
              <TableRow key={e.id} data-testid={`empresa-${e.id}`}>
                <TableCell>
                  {e.nome}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {formatCnpj(e.cnpj)}
                    {e.ativo ? '' : ' · inativa'}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2">{e.revenda}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {e.distribuidor_master} › {e.distribuidor}
                  </Typography>
                </TableCell>
                <TableCell>{e.tipo_pacote}</TableCell>
                <TableCell>
                  <Chip size="small" label={LICENCA[e.licenca][0]} color={LICENCA[e.licenca][1]} />
                </TableCell>
                <TableCell>{e.ultimo_acesso ? formatDataHora(e.ultimo_acesso) : '—'}</TableCell>
                <TableCell align="right">{e.nfe_mes}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => void abrirMover(e)}>
                    Transferir
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {mover && (
        <Dialog open onClose={() => setMover(null)} maxWidth="xs" fullWidth>
          <DialogTitle>Transferir {mover.nome}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Revenda atual: {mover.revenda}. As faturas em aberto passam para a revenda nova; as pagas ficam com quem pagou.
            </Typography>
            <TextField select fullWidth label="Revenda de destino" value={destino} onChange={(ev) => setDestino(Number(ev.target.value))}>
              {revendas.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.nome}
                </MenuItem>
              ))}
            </TextField>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setMover(null)}>Cancelar</Button>
            <Button variant="contained" disabled={destino === ''} onClick={() => void confirmar()}>
              Transferir
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Box>
  );
}
