/**
 * Aba "Situação e ações" do pedido, na tela de edição gerada: a situação com as mudanças
 * que a etapa permite (aprovar reserva o estoque, cancelar libera), a NF-e (gerar a partir do
 * pedido, abrir, chave), as contas a receber, os impressos (pedido A4 e lista de separação, vistos
 * aqui mesmo), o compartilhamento por e-mail (só com o e-mail configurado no servidor) e WhatsApp, a reserva de estoque por produto (com o
 * disponível = saldo − reservas ativas; negativo em vermelho) e os anexos. Cada botão chama a API do servidor (src/server/modules/pedidos), que confere permissão e
 * regras; a tela só mostra o que a etapa permite.
 */
import { useCallback, useEffect, useState } from 'react';
import { useBasename, useRecordContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { apiData } from '../../providers/http.ts';
import type { Pedido as PedidoDoRegistro } from '../../../generated/types.ts';
import { useEmailConfigurado } from '../../providers/email.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { usePermissoes } from '../../session/useSessao.ts';
import { temRegra } from '../../session/permissoes.ts';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { salvarBlob } from '../../providers/arquivos.ts';
import { type Etapa, pedidosApi, type Reserva, type Situacao } from './api.ts';
import { ChipSituacao } from './PedidosQuadro.tsx';

/** The order as the registry reads it (entity pedido, src/generated/types.ts); these columns are NOT NULL. */
type Pedido = PedidoDoRegistro & Required<Pick<PedidoDoRegistro, 'id' | 'numero' | 'situacao_pedido_id'>>;

const MUDANCAS: Record<Etapa, Array<[Etapa, string]>> = {
  orcamento: [['aprovado', 'Aprovar pedido']],
  aprovado: [
    ['separacao', 'Enviar para separação'],
    ['orcamento', 'Voltar a orçamento'],
  ],
  separacao: [['aprovado', 'Voltar para aprovado']],
  faturado: [['entregue', 'Marcar como entregue']],
  entregue: [],
  cancelado: [['orcamento', 'Reabrir como orçamento']],
};
const ROTULO_RESERVA = { ativa: 'Reservado', liberada: 'Liberado', consumida: 'Baixado pela NF-e' } as const;

export default function AbaPedido() {
  const registro = useRecordContext();
  const id = Number(registro?.id);
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const permissoes = usePermissoes();
  const pode = (r: string) => temRegra(permissoes, 'emitente', r);
  const [pedido, setPedido] = useState<Pedido | null>(null);
  const [situacoes, setSituacoes] = useState<Situacao[]>([]);
  const [reservas, setReservas] = useState<Reserva[]>([]);
  const [disponivel, setDisponivel] = useState<Map<number, string>>(new Map());
  const [produtos, setProdutos] = useState<Map<number, string>>(new Map());
  const [anexos, setAnexos] = useState<Array<{ id: number; nome: string; tamanho: number }>>([]);
  const [email, setEmail] = useState('');
  const emailOk = useEmailConfigurado();
  const [ocupado, setOcupado] = useState(false);
  const [impresso, setImpresso] = useState<{ titulo: string; src: string; nome: string; blob: Blob } | null>(null);

  const carregar = useCallback(async () => {
    const [p, s, r, a] = await Promise.all([apiData<Pedido>(`/v1/pedido/${id}`), pedidosApi.situacoes(), pedidosApi.reservas(id), pedidosApi.anexos(id)]);
    setPedido(p);
    setSituacoes(s);
    setReservas(r.reservas);
    setDisponivel(new Map(r.disponibilidade.map((d) => [d.produto_id, d.disponivel])));
    setAnexos(a);
    setEmail((x) => x || p.Cliente?.[0]?.email || '');
    const { value } = r.reservas.length
      ? await listarOData<{ id: number; descricao: string }>('Produto', {
          filter: r.reservas.map((x) => `id eq ${x.produto_id}`).join(' or '),
          select: 'id,descricao',
          top: 100,
        })
      : { value: [] as Array<{ id: number; descricao: string }> };
    setProdutos(new Map(value.map((x) => [x.id, x.descricao])));
  }, [id]);
  useEffect(() => {
    if (id) carregar().catch((e) => alertas.error(mensagemDeErro(e)));
  }, [id, carregar, alertas]);

  if (!id || !pedido) return null;
  const atual = situacoes.find((s) => s.id === pedido.situacao_pedido_id);
  const etapa = atual?.etapa;
  const primeira = (e: Etapa) => situacoes.find((s) => s.etapa === e);

  const agir = async (f: () => Promise<unknown>, ok?: string) => {
    setOcupado(true);
    try {
      await f();
      await carregar();
      refresh();
      if (ok) await alertas.success(ok);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  const mudar = (e: Etapa) => {
    const s = primeira(e);
    if (s) return agir(() => pedidosApi.alterarSituacao(id, s.id));
  };
  const cancelar = async () => {
    if (await alertas.question(`Cancelar o pedido nº ${pedido.numero}? A reserva de estoque será liberada.`)) await mudar('cancelado');
  };
  const gerarNFe = async () => {
    if (!(await alertas.question(`Gerar a NF-e do pedido nº ${pedido.numero}?`))) return;
    setOcupado(true);
    try {
      const r = await pedidosApi.converterNFe(id);
      navigate(`${basename}/faturamento/editar/${r.faturamento_id}`);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
      setOcupado(false);
    }
  };
  const gerarVenda = async () => {
    if (!(await alertas.question(`Converter o pedido nº ${pedido.numero} em venda do PDV e emitir a NFC-e?`))) return;
    setOcupado(true);
    try {
      const r = await pedidosApi.converterVenda(id);
      navigate(`${basename}/pdv/venda/${r.id}`);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
      setOcupado(false);
    }
  };
  const imprimir = async (separacao: boolean) => {
    setOcupado(true);
    try {
      const r = await pedidosApi.imprimir(id, separacao);
      setImpresso({ titulo: separacao ? 'Lista de separação' : 'Pedido', src: URL.createObjectURL(r.blob), nome: r.nome, blob: r.blob });
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  const whatsapp = async () => {
    try {
      const r = await pedidosApi.whatsapp(id);
      window.open(r.url, '_blank', 'noopener');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const alterar = pode('Permitir.Pedido.Alterar');
  const editavel = etapa === 'orcamento' || etapa === 'aprovado' || etapa === 'separacao';

  return (
    <Stack spacing={2} sx={{ width: '100%' }} data-testid="aba-pedido">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1">Situação:</Typography>
        <span data-testid="situacao-pedido">
          <ChipSituacao s={atual} />
        </span>
        {alterar &&
          etapa &&
          MUDANCAS[etapa]
            .filter(([e]) => primeira(e) && !(pedido.faturamento_id && editavel))
            .map(([e, rotulo]) => (
              <Button key={e} variant={e === 'aprovado' && etapa === 'orcamento' ? 'contained' : 'outlined'} disabled={ocupado} onClick={() => mudar(e)}>
                {rotulo}
              </Button>
            ))}
        {alterar && editavel && !pedido.faturamento_id && (
          <Button color="error" disabled={ocupado} onClick={cancelar}>
            Cancelar pedido
          </Button>
        )}
      </Stack>

      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1">NF-e:</Typography>
        {pedido.venda_cupom_id ? (
          <>
            <Typography data-testid="chave-nfe-pedido" sx={{ fontFamily: 'monospace' }}>
              {pedido.chave_nfe ?? `venda ${pedido.venda_cupom_id} do PDV`}
            </Typography>
            <Button onClick={() => navigate(`${basename}/pdv/venda/${pedido.venda_cupom_id}`)}>Abrir venda (NFC-e)</Button>
          </>
        ) : pedido.faturamento_id ? (
          <>
            <Typography data-testid="chave-nfe-pedido" sx={{ fontFamily: 'monospace' }}>
              {pedido.chave_nfe ?? `nota ${pedido.faturamento_id} aguardando autorização`}
            </Typography>
            <Button onClick={() => navigate(`${basename}/faturamento/editar/${pedido.faturamento_id}`)}>Abrir NF-e</Button>
          </>
        ) : etapa === 'aprovado' || etapa === 'separacao' ? (
          alterar &&
          pode('Permitir.Faturamento.Incluir') && (
            <>
              <Button variant="contained" disabled={ocupado} onClick={gerarNFe}>
                Gerar NF-e
              </Button>
              {pode('Permitir.VendasCupom.Incluir') && (
                <Button variant="outlined" disabled={ocupado} onClick={gerarVenda}>
                  Venda no PDV (NFC-e)
                </Button>
              )}
            </>
          )
        ) : (
          <Typography variant="body2">Aprove o pedido para gerar a NF-e.</Typography>
        )}
        {alterar && pode('Permitir.Receber.Incluir') && etapa && etapa !== 'orcamento' && etapa !== 'cancelado' && (
          <Button disabled={ocupado} onClick={() => agir(() => pedidosApi.gerarReceber(id), 'Contas a receber do pedido lançadas.')}>
            Gerar contas a receber
          </Button>
        )}
      </Stack>

      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" disabled={ocupado} onClick={() => imprimir(false)}>
          Imprimir pedido
        </Button>
        <Button variant="outlined" disabled={ocupado} onClick={() => imprimir(true)}>
          Lista de separação
        </Button>
        {emailOk && (
          <>
            <TextField size="small" label="E-mail para envio" value={email} onChange={(e) => setEmail(e.target.value)} sx={{ minWidth: 260 }} />
            <Button disabled={ocupado || !email} onClick={() => agir(() => pedidosApi.email(id, email), `Pedido enviado para ${email}.`)}>
              Enviar por e-mail
            </Button>
          </>
        )}
        <Button onClick={whatsapp}>WhatsApp</Button>
      </Stack>

      <Divider />
      <Typography variant="subtitle1">Reserva de estoque</Typography>
      {reservas.length ? (
        <Table size="small" aria-label="Reserva de estoque">
          <TableHead>
            <TableRow>
              <TableCell>Produto</TableCell>
              <TableCell align="right">Quantidade</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell align="right">Disponível agora</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reservas.map((r, i) => (
              <TableRow key={`${r.produto_id}-${i}`}>
                <TableCell>{produtos.get(r.produto_id) ?? r.produto_id}</TableCell>
                <TableCell align="right">{Number(r.quantidade).toLocaleString('pt-BR')}</TableCell>
                <TableCell>{ROTULO_RESERVA[r.situacao]}</TableCell>
                <TableCell align="right" sx={{ color: Number(disponivel.get(r.produto_id)) < 0 ? 'error.main' : undefined }}>
                  {disponivel.has(r.produto_id) ? Number(disponivel.get(r.produto_id)).toLocaleString('pt-BR') : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2">Sem reserva: o estoque é reservado quando o pedido é aprovado.</Typography>
      )}

      <Divider />
      <Typography variant="subtitle1">Anexos</Typography>
      {anexos.map((a) => (
        <Stack key={a.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button onClick={async () => salvarBlob((await pedidosApi.baixarAnexo(a.id)).blob, a.nome)}>{a.nome}</Button>
          <Typography variant="caption">{Math.ceil(a.tamanho / 1024)} KB</Typography>
          {alterar && (
            <IconButton aria-label={`Excluir ${a.nome}`} onClick={() => agir(() => pedidosApi.excluirAnexo(a.id))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {alterar && (
        <Box>
          <Button component="label" variant="outlined" disabled={ocupado}>
            Anexar arquivo (PDF ou imagem)
            <input
              hidden
              type="file"
              aria-label="Arquivo do anexo"
              accept="application/pdf,image/*"
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) agir(() => pedidosApi.enviarAnexo(id, f));
              }}
            />
          </Button>
        </Box>
      )}
      {!alterar && <Alert severity="info">Somente consulta: alterar o pedido exige a permissão de alterar pedidos.</Alert>}

      <Dialog open={!!impresso} onClose={() => setImpresso(null)} maxWidth="lg" fullWidth aria-labelledby="titulo-impresso">
        <DialogTitle id="titulo-impresso">{impresso?.titulo}</DialogTitle>
        <DialogContent>
          {impresso && <iframe title={impresso.titulo} src={impresso.src} style={{ border: 0, width: '100%', height: '75vh' }} data-testid="pedido-pdf" />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => impresso && salvarBlob(impresso.blob, impresso.nome)}>Baixar</Button>
          <Button onClick={() => setImpresso(null)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
