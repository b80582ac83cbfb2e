/**
 * `suporte/ticket/consultar`: the tickets — of the signed-in issuer (OData Ticket), or, for
 * reseller-chain users, every ticket of the issuers in their subtree (GET /v1/suporte/tickets;
 * administrator: all) — with situação chips, a situação filter and a search box.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatDataHora } from '../../../domain/index.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { CATEGORIAS, PRIORIDADES, SITUACOES, ticketApi, type Situacao, type Ticket } from './api.ts';
import { SituacaoChip, useLadoSuporte } from './comum.tsx';

export default function TicketLista() {
  const suporte = useLadoSuporte();
  const navigate = useNavigate();
  const basename = useBasename();
  const [situacao, setSituacao] = useState<Situacao | ''>('');
  const [busca, setBusca] = useState('');
  const [lista, setLista] = useState<Ticket[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    let vivo = true;
    const t = setTimeout(
      () => {
        ticketApi(suporte)
          .listar(situacao, busca)
          .then((l) => vivo && (setLista(l), setErro(null)))
          .catch((e: unknown) => vivo && setErro(mensagemDeErro(e)));
      },
      busca ? 300 : 0,
    );
    return () => {
      vivo = false;
      clearTimeout(t);
    };
  }, [suporte, situacao, busca]);

  const abrir = (id?: number) => navigate(`${basename}/suporte/ticket/editar${id ? `/${id}` : ''}`);

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" sx={{ flex: 1 }}>
          {suporte ? 'Tickets dos clientes' : 'Meus tickets de suporte'}
        </Typography>
        {!suporte && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => abrir()}>
            Novo ticket
          </Button>
        )}
      </Stack>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
            <TextField size="small" label="Pesquisar" value={busca} onChange={(e) => setBusca(e.target.value)} sx={{ minWidth: 260 }} />
            <TextField
              select
              size="small"
              label="Situação"
              value={situacao}
              onChange={(e) => setSituacao(e.target.value as Situacao | '')}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">Todas</MenuItem>
              {SITUACOES.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.rotulo}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {erro && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {erro}
            </Alert>
          )}
          {!lista && !erro && <LinearProgress />}
          {lista && (
            <Table size="small" aria-label="Tickets">
              <TableHead>
                <TableRow>
                  <TableCell>Nº</TableCell>
                  <TableCell>Assunto</TableCell>
                  {suporte && <TableCell>Empresa</TableCell>}
                  <TableCell>Categoria</TableCell>
                  <TableCell>Prioridade</TableCell>
                  <TableCell>Situação</TableCell>
                  <TableCell>Atualizado em</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lista.map((t) => (
                  <TableRow key={`${t.emitente_id}-${t.id}`} hover sx={{ cursor: 'pointer' }} onClick={() => abrir(t.id)}>
                    <TableCell>{t.id}</TableCell>
                    <TableCell>{t.assunto}</TableCell>
                    {suporte && <TableCell>{t.emitente_nome}</TableCell>}
                    <TableCell>{CATEGORIAS[t.categoria ?? ''] ?? t.categoria ?? ''}</TableCell>
                    <TableCell>{PRIORIDADES[t.prioridade ?? ''] ?? t.prioridade ?? ''}</TableCell>
                    <TableCell>
                      <SituacaoChip situacao={t.situacao} />
                    </TableCell>
                    <TableCell>{formatDataHora(t.alterado_em)}</TableCell>
                  </TableRow>
                ))}
                {lista.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={suporte ? 7 : 6}>
                      <Typography color="text.secondary">Nenhum ticket encontrado.</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
