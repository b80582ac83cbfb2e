/**
 * Pedidos, rota `pedidos/consultar`: quadro por situação (uma coluna por situação ativa,
 * na ordem e cor do cadastro; arrastar um cartão para outra coluna muda a situação pelo servidor,
 * que aplica as regras de etapa, a reserva de estoque e a permissão Permitir.Pedido.Alterar) e a
 * lista com chips de situação. Um clique abre o pedido; "Novo pedido" abre o formulário. O botão
 * "Mover o pedido N" de cada cartão faz o mesmo que arrastar, pelo teclado ou toque.
 */
import { type DragEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  Chip,
  IconButton,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import MoreIcon from '@mui/icons-material/MoreVert';
import { useAlertas } from '../../layout/alerts.tsx';
import { usePermissoes } from '../../session/useSessao.ts';
import { temRegra } from '../../session/permissoes.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { corDoTexto, type PedidoResumo, pedidosApi, reais, type Situacao } from './api.ts';

const dataBr = (iso: string) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '');

export function ChipSituacao({ s }: { s: Situacao | undefined }) {
  if (!s) return null;
  return <Chip size="small" label={s.descricao} data-etapa={s.etapa} sx={{ bgcolor: s.cor, color: corDoTexto(s.cor), fontWeight: 600 }} />;
}

export default function PedidosQuadro() {
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const permissoes = usePermissoes();
  const podeAlterar = temRegra(permissoes, 'emitente', 'Permitir.Pedido.Alterar');
  const podeIncluir = temRegra(permissoes, 'emitente', 'Permitir.Pedido.Incluir');
  const [aba, setAba] = useState<'quadro' | 'lista'>('quadro');
  const [situacoes, setSituacoes] = useState<Situacao[]>([]);
  const [pedidos, setPedidos] = useState<PedidoResumo[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [clientes, setClientes] = useState<Map<number, string>>(new Map());
  const [erro, setErro] = useState<string | null>(null);
  const [sobre, setSobre] = useState<number | null>(null);
  const [movendo, setMovendo] = useState(false);
  const [menu, setMenu] = useState<{ ancora: HTMLElement; pedido: PedidoResumo } | null>(null);

  const carregar = useCallback(async () => {
    try {
      const [s, p] = await Promise.all([pedidosApi.situacoes(), pedidosApi.listar()]);
      setSituacoes(s);
      setPedidos(p.value);
      setTotal(p.count);
      setClientes(await pedidosApi.clientes(p.value.map((x) => x.cliente_id)));
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  }, []);
  useEffect(() => {
    carregar();
  }, [carregar]);

  const porSituacao = useMemo(() => new Map(situacoes.map((s) => [s.id, s])), [situacoes]);
  const abrir = (id: number) => navigate(`${basename}/pedidos/editar/${id}`);

  const mover = async (pedidoId: number, situacaoId: number) => {
    const p = pedidos.find((x) => x.id === pedidoId);
    if (!p || p.situacao_pedido_id === situacaoId || movendo) return;
    setMovendo(true);
    const antes = pedidos;
    setPedidos(pedidos.map((x) => (x.id === pedidoId ? { ...x, situacao_pedido_id: situacaoId } : x)));
    try {
      await pedidosApi.alterarSituacao(pedidoId, situacaoId);
      await carregar();
    } catch (e) {
      setPedidos(antes);
      await alertas.error(mensagemDeErro(e));
    } finally {
      setMovendo(false);
    }
  };

  const aoSoltar = (situacaoId: number) => (ev: DragEvent) => {
    ev.preventDefault();
    setSobre(null);
    const id = Number(ev.dataTransfer.getData('text/pedido'));
    if (id) mover(id, situacaoId);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Box sx={{ flex: 1 }} />
        {total !== null && <Typography variant="body2">{total} pedido(s)</Typography>}
        {podeIncluir && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${basename}/pedidos/editar`)}>
            Novo pedido
          </Button>
        )}
      </Stack>
      <Tabs value={aba} onChange={(_, v) => setAba(v)} sx={{ mb: 2 }}>
        <Tab value="quadro" label="Quadro" />
        <Tab value="lista" label="Lista" />
      </Tabs>
      {erro && <Alert severity="error">{erro}</Alert>}
      {!podeAlterar && aba === 'quadro' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Você pode consultar o quadro; mudar a situação exige a permissão de alterar pedidos.
        </Alert>
      )}
      {aba === 'quadro' ? (
        <Stack direction="row" spacing={1.5} sx={{ overflowX: 'auto', pb: 2, alignItems: 'flex-start' }} data-testid="quadro-pedidos">
          {situacoes.map((s) => {
            const cartoes = pedidos.filter((p) => p.situacao_pedido_id === s.id);
            return (
              <Paper
                key={s.id}
                role="region"
                aria-label={s.descricao}
                data-situacao={s.id}
                variant="outlined"
                onDragOver={(ev) => {
                  if (!podeAlterar) return;
                  ev.preventDefault();
                  setSobre(s.id);
                }}
                onDragLeave={() => setSobre((x) => (x === s.id ? null : x))}
                onDrop={aoSoltar(s.id)}
                sx={{
                  minWidth: 230,
                  width: 230,
                  flexShrink: 0,
                  bgcolor: sobre === s.id ? 'action.hover' : 'background.default',
                  borderTop: `4px solid ${s.cor}`,
                }}
              >
                <Stack direction="row" sx={{ p: 1, justifyContent: 'space-between' }}>
                  <Typography variant="subtitle2">{s.descricao}</Typography>
                  <Typography variant="caption">{cartoes.length}</Typography>
                </Stack>
                <Stack spacing={1} sx={{ p: 1, minHeight: 80 }}>
                  {cartoes.map((p) => (
                    <Card
                      key={p.id}
                      draggable={podeAlterar}
                      onDragStart={(ev) => {
                        ev.dataTransfer.setData('text/pedido', String(p.id));
                        ev.dataTransfer.effectAllowed = 'move';
                      }}
                      aria-label={`Pedido ${p.numero}`}
                      data-testid={`cartao-pedido-${p.numero}`}
                      sx={{ position: 'relative', cursor: podeAlterar ? 'grab' : 'pointer' }}
                    >
                      {podeAlterar && (
                        <IconButton
                          size="small"
                          aria-label={`Mover o pedido ${p.numero}`}
                          onClick={(ev) => setMenu({ ancora: ev.currentTarget, pedido: p })}
                          sx={{ position: 'absolute', top: 2, right: 2, zIndex: 1 }}
                        >
                          <MoreIcon fontSize="small" />
                        </IconButton>
                      )}
                      <CardActionArea onClick={() => abrir(p.id)} sx={{ p: 1 }}>
                        <Stack direction="row" spacing={1} sx={{ pr: 3 }}>
                          <Typography variant="subtitle2">Nº {p.numero}</Typography>
                          <Typography variant="caption">{dataBr(p.data_pedido)}</Typography>
                        </Stack>
                        <Typography variant="body2" noWrap>
                          {clientes.get(p.cliente_id) ?? `Cliente ${p.cliente_id}`}
                        </Typography>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {reais(p.total_pedido)}
                        </Typography>
                        {p.chave_nfe && (
                          <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
                            NF-e {p.chave_nfe}
                          </Typography>
                        )}
                      </CardActionArea>
                    </Card>
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label="Lista de pedidos">
            <TableHead>
              <TableRow>
                <TableCell>Número</TableCell>
                <TableCell>Data</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell>Situação</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell>Chave da NF-e</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {pedidos.map((p) => (
                <TableRow key={p.id} hover onClick={() => abrir(p.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell>{p.numero}</TableCell>
                  <TableCell>{dataBr(p.data_pedido)}</TableCell>
                  <TableCell>{clientes.get(p.cliente_id) ?? p.cliente_id}</TableCell>
                  <TableCell>
                    <ChipSituacao s={porSituacao.get(p.situacao_pedido_id)} />
                  </TableCell>
                  <TableCell align="right">{reais(p.total_pedido)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 11 }}>{p.chave_nfe ?? ''}</TableCell>
                </TableRow>
              ))}
              {!pedidos.length && (
                <TableRow>
                  <TableCell colSpan={6}>Nenhum pedido.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      )}
      {/* alternative to dragging (keyboard, touch): the same server call */}
      <Menu anchorEl={menu?.ancora} open={!!menu} onClose={() => setMenu(null)}>
        {situacoes
          .filter((s) => s.id !== menu?.pedido.situacao_pedido_id)
          .map((s) => (
            <MenuItem
              key={s.id}
              onClick={() => {
                const p = menu!.pedido;
                setMenu(null);
                mover(p.id, s.id);
              }}
            >
              Mover para {s.descricao}
            </MenuItem>
          ))}
      </Menu>
    </Box>
  );
}
