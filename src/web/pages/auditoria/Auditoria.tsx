/**
 * "Auditoria" (SPEC §2 Configurações › auditoria/consultar; regra Permitir.Auditoria.Consultar):
 * the issuer's audit trail, newest first, filtered by record type, action, user, record id and
 * period (`GET /v1/auditoria/`), paged by the server. A row opens the change side by side — field,
 * value before, value after — with the changed values highlighted (`GET /v1/auditoria/{id}`).
 */
import { useState } from 'react';
import { ListBase, useDataProvider, useGetOne, useListContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
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
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { formatDataHora } from '../../../domain/index.ts';
import type { ErpDataProvider } from '../../providers/dataProvider.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { Paginacao } from '../../components/Paginacao.tsx';
import { FILTROS_VAZIOS, mudou, resumoDaLinha, valorLegivel, type DetalheAuditoria, type FiltrosAuditoria, type ItemAuditoria } from './auditoria.ts';

const COR_ACAO: Record<string, 'success' | 'info' | 'error' | 'warning' | 'default'> = {
  incluir: 'success',
  alterar: 'info',
  excluir: 'error',
  cancelar: 'error',
  transmitir: 'warning',
  carta_correcao: 'warning',
  inutilizar: 'warning',
};

/** The trail is the module resource `trilhaAuditoria` of the data provider (providers/listas.ts). */
export default function Auditoria() {
  return (
    <ListBase resource="trilhaAuditoria" perPage={25} sort={{ field: 'data_hora', order: 'DESC' }}>
      <TrilhaAuditoria />
    </ListBase>
  );
}

function TrilhaAuditoria() {
  const dp = useDataProvider<ErpDataProvider>();
  const { data, error, filterValues, setFilters } = useListContext<ItemAuditoria>();
  const [filtros, setFiltros] = useState<FiltrosAuditoria>(() => ({ ...FILTROS_VAZIOS, ...(filterValues as Partial<FiltrosAuditoria>) }));
  const [aberto, setAberto] = useState<number | null>(null);
  const opcoes = useQuery({ queryKey: ['trilhaAuditoria', 'opcoes'], queryFn: () => dp.opcoesAuditoria() });
  // `meta` keeps the detail apart from the getOne cache react-admin fills with the list rows (whose `campos` is a count)
  const detalheQuery = useGetOne<DetalheAuditoria>('trilhaAuditoria', { id: aberto ?? 0, meta: { detalhe: true } }, { enabled: aberto !== null });
  const detalhe = aberto !== null ? (detalheQuery.data ?? null) : null;
  const erro = error ?? opcoes.error ?? (aberto !== null ? detalheQuery.error : null);

  const campo = (k: keyof FiltrosAuditoria) => ({
    value: filtros[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setFiltros({ ...filtros, [k]: e.target.value }),
    size: 'small' as const,
  });
  const aplicar = (f: FiltrosAuditoria) =>
    setFilters(
      Object.fromEntries(
        Object.entries(f)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, v.trim()]),
      ),
    );

  return (
    <Box sx={{ p: 2 }}>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          component="form"
          onSubmit={(e: React.FormEvent) => {
            e.preventDefault();
            aplicar(filtros);
          }}
        >
          <TextField select label="Cadastro / documento" sx={{ minWidth: 200 }} {...campo('entidade')}>
            <MenuItem value="">Todos</MenuItem>
            {opcoes.data?.entidades.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.titulo}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Ação" sx={{ minWidth: 180 }} {...campo('acao')}>
            <MenuItem value="">Todas</MenuItem>
            {opcoes.data?.acoes.map((o) => (
              <MenuItem key={o.id} value={o.id}>
                {o.titulo}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Usuário" sx={{ minWidth: 180 }} {...campo('usuario_id')}>
            <MenuItem value="">Todos</MenuItem>
            {opcoes.data?.usuarios.map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {o.nome ?? o.login ?? o.id}
              </MenuItem>
            ))}
          </TextField>
          <TextField label="Código do registro" sx={{ width: 150 }} {...campo('registro_id')} />
          <TextField label="De" type="date" slotProps={{ inputLabel: { shrink: true } }} {...campo('de')} />
          <TextField label="Até" type="date" slotProps={{ inputLabel: { shrink: true } }} {...campo('ate')} />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            Filtrar
          </Button>
          <Button
            onClick={() => {
              setFiltros(FILTROS_VAZIOS);
              aplicar(FILTROS_VAZIOS);
            }}
          >
            Limpar
          </Button>
        </Stack>
      </Paper>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {mensagemDeErro(erro)}
        </Alert>
      )}
      {data === undefined && !erro ? (
        <CircularProgress />
      ) : (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Trilha de auditoria">
            <TableHead>
              <TableRow>
                <TableCell>Data e hora</TableCell>
                <TableCell>Usuário</TableCell>
                <TableCell>Ação</TableCell>
                <TableCell>Cadastro / documento</TableCell>
                <TableCell>Código</TableCell>
                <TableCell>Detalhe</TableCell>
                <TableCell>IP</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>Nenhum registro de auditoria com esses filtros.</TableCell>
                </TableRow>
              )}
              {data?.map((i) => (
                <TableRow key={i.id} hover sx={{ cursor: 'pointer' }} onClick={() => setAberto(i.id)}>
                  <TableCell>{formatDataHora(i.data_hora)}</TableCell>
                  <TableCell>{i.usuario_nome ?? i.usuario_login}</TableCell>
                  <TableCell>
                    <Chip size="small" color={COR_ACAO[i.acao] ?? 'default'} label={i.acao_titulo} />
                  </TableCell>
                  <TableCell>{i.entidade_titulo}</TableCell>
                  <TableCell>{i.registro_id ?? '—'}</TableCell>
                  <TableCell>{resumoDaLinha(i)}</TableCell>
                  <TableCell>{i.ip ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Paginacao rotulo="Linhas por página" />
        </TableContainer>
      )}
      <Dialog open={detalhe !== null} onClose={() => setAberto(null)} maxWidth="lg" fullWidth aria-labelledby="auditoria-detalhe-titulo">
        {detalhe && (
          <>
            <DialogTitle id="auditoria-detalhe-titulo">
              {detalhe.acao_titulo} — {detalhe.entidade_titulo} {detalhe.registro_id ?? ''}
            </DialogTitle>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {formatDataHora(detalhe.data_hora)} · {detalhe.usuario_nome ?? detalhe.usuario_login} · IP {detalhe.ip ?? '—'}
                {detalhe.descricao ? ` · ${detalhe.descricao}` : ''}
              </Typography>
              <Table size="small" aria-label="Diferença antes e depois" sx={{ '& td': { overflowWrap: 'anywhere' } }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: '20%' }}>Campo</TableCell>
                    <TableCell sx={{ width: '40%' }}>Antes</TableCell>
                    <TableCell sx={{ width: '40%' }}>Depois</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {detalhe.campos.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={3}>Gravado sem alteração de campos.</TableCell>
                    </TableRow>
                  )}
                  {detalhe.campos.map((c) => {
                    const alterado = mudou(c);
                    return (
                      <TableRow key={c.campo}>
                        <TableCell sx={{ fontWeight: 600 }}>{c.titulo}</TableCell>
                        <TableCell sx={{ whiteSpace: 'pre-wrap' }} data-lado="antes">
                          <Box component="span" sx={alterado && c.antes !== null ? { bgcolor: '#fdecea', px: 0.5 } : undefined}>
                            {valorLegivel(c.antes)}
                          </Box>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'pre-wrap' }} data-lado="depois">
                          <Box component="span" sx={alterado && c.depois !== null ? { bgcolor: '#e6f4ea', px: 0.5 } : undefined}>
                            {valorLegivel(c.depois)}
                          </Box>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setAberto(null)}>Fechar</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
}
