/**
 * Vendas do PDV (rota pdv/consultar): lista com situação da NFC-e e as ações do
 * gerenciador (imprimir, transmitir/retransmitir, cancelar com justificativa), o painel da
 * contingência (pendentes com o prazo de 24 h, alerta perto do fim, rejeitadas com o motivo) e os
 * botões de entrar/sair da contingência. Sair transmite as pendentes se a SEFAZ responder.
 * "Transformar em NF-e" (quem fatura: Permitir.Faturamento.Incluir) abre o faturamento criado.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { mensagemDeErro } from '../../providers/erros.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { brl, type ContingenciaNFCe, pdvApi, type VendaLista } from './api.ts';
import { lerSessao } from '../../session/usuario.ts';
import { permissoesDe, temRegra } from '../../session/permissoes.ts';
import { formatCpfCnpj } from '../../../domain/documentos.ts';
import { ESTADOS_VENDAS_CUPOM, type SituacaoVendasCupom } from '../../../generated/estados.ts';

type Cor = 'default' | 'success' | 'warning' | 'error' | 'info';
/** Cor do chip de cada situação; os rótulos vêm do registro (vendasCupom.situacao, x-enumLabels). */
const COR: Record<SituacaoVendasCupom, Cor> = {
  digitacao: 'default',
  transmitindo: 'info',
  contingencia: 'warning',
  autorizada: 'success',
  rejeitada: 'error',
  denegada: 'error',
  cancelada: 'default',
  inutilizada: 'default',
  transformada: 'info',
};
const SITUACAO = Object.fromEntries(ESTADOS_VENDAS_CUPOM.estados.map((s) => [s, { rotulo: ESTADOS_VENDAS_CUPOM.rotulos[s], cor: COR[s] }])) as Record<
  string,
  { rotulo: string; cor: Cor }
>;

export default function ListaVendas() {
  const navigate = useNavigate();
  const basename = useBasename();
  const [vendas, setVendas] = useState<VendaLista[]>([]);
  const [pend, setPend] = useState<ContingenciaNFCe | null>(null);
  const [carregou, setCarregou] = useState(false);
  const [msg, setMsg] = useState<{ tipo: 'success' | 'error' | 'warning'; texto: string } | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  const [cancelando, setCancelando] = useState<VendaLista | null>(null);
  const [just, setJust] = useState('');
  const [transformando, setTransformando] = useState<VendaLista | null>(null);
  const [dest, setDest] = useState({ cpf_cnpj: '', nome: '' });
  // transformar em NF-e cria um faturamento: só para quem pode faturar
  const podeFaturar = temRegra(permissoesDe(lerSessao()), 'emitente', 'Permitir.Faturamento.Incluir');
  const carregar = useCallback(async () => {
    const [l, p] = await Promise.all([pdvApi.vendas(0, 50), pdvApi.pendentes()]);
    setVendas(l.value);
    setPend(p.Data);
    setCarregou(true);
  }, []);
  useEffect(() => {
    carregar().catch((e) => setMsg({ tipo: 'error', texto: mensagemDeErro(e) }));
  }, [carregar]);
  const acao = async (f: () => Promise<{ Message: string | null }>) => {
    setMsg(null);
    try {
      const r = await f();
      setMsg({ tipo: 'success', texto: r.Message ?? 'Feito.' });
    } catch (e) {
      setMsg({ tipo: 'error', texto: mensagemDeErro(e) });
    }
    await carregar().catch(() => undefined);
  };
  const alerta = pend?.pendentes.filter((p) => p.alerta) ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          Vendas (PDV)
        </Typography>
        <Button variant="contained" onClick={() => navigate(`${basename}/pdv/venda`)}>
          Nova venda
        </Button>
        {/* só o botão que se aplica ao estado atual, e só a quem pode alternar a contingência */}
        {pend?.pode_alternar && !pend.ativa && <Button onClick={() => void acao(() => pdvApi.contingencia(true))}>Entrar em contingência</Button>}
        {pend?.pode_alternar && pend.ativa && (
          <Button onClick={() => void acao(() => pdvApi.contingencia(false))}>Sair da contingência e transmitir pendentes</Button>
        )}
      </Stack>
      {msg && (
        <Alert severity={msg.tipo} data-testid="mensagem-pdv">
          {msg.texto}
        </Alert>
      )}
      {pend && (pend.pendentes.length > 0 || pend.rejeitadas.length > 0) && (
        <Card>
          <CardContent>
            <Typography variant="subtitle1">Contingência</Typography>
            {alerta.length > 0 && <Alert severity="warning">{alerta.length} NFC-e perto do prazo de 24 h para transmissão.</Alert>}
            <Typography data-testid="pendentes-contingencia">
              {pend.pendentes.length} pendente(s) de transmissão
              {pend.pendentes.length ? ` (menor prazo: ${Math.min(...pend.pendentes.map((p) => p.horas_restantes)).toLocaleString('pt-BR')} h)` : ''}.
            </Typography>
            {pend.rejeitadas.map((r) => (
              <Typography key={r.id} color="error">
                NFC-e {r.numero}: {r.cstat} - {r.xmotivo}
              </Typography>
            ))}
          </CardContent>
        </Card>
      )}
      <Box sx={{ overflow: 'auto' }}>
        <Table size="small" aria-label="Vendas">
          <TableHead>
            <TableRow>
              <TableCell>Número</TableCell>
              <TableCell>Emissão</TableCell>
              <TableCell>Consumidor</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {carregou && vendas.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
                  Nenhuma venda registrada no PDV ainda.
                </TableCell>
              </TableRow>
            )}
            {vendas.map((v) => {
              const s = SITUACAO[v.situacao] ?? { rotulo: v.situacao, cor: 'default' as const };
              return (
                <TableRow key={v.id} data-testid={`venda-${v.id}`}>
                  <TableCell>
                    <Button size="small" onClick={() => navigate(`${basename}/pdv/venda/${v.id}`)}>
                      {v.numero ?? '-'}
                    </Button>
                  </TableCell>
                  <TableCell>{new Date(v.data_emissao).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</TableCell>
                  <TableCell>{[v.nome, v.cpf_cnpj ? formatCpfCnpj(v.cpf_cnpj) : null].filter(Boolean).join(' · ') || 'Não identificado'}</TableCell>
                  <TableCell align="right">{brl(v.valor_total)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={s.cor} label={s.rotulo} title={v.xmotivo ?? ''} />
                    {v.tp_emis === 9 && v.situacao !== 'contingencia' && <Chip size="small" sx={{ ml: 0.5 }} label="tpEmis 9" />}
                    {v.tp_emis === 4 && <Chip size="small" sx={{ ml: 0.5 }} label="EPEC" title="Emitida em contingência EPEC (SEFAZ-SP)" />}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      {v.chave && (
                        <Button size="small" onClick={() => setPdf(`/v1/GerenciadorNFCe/ImprimirVenda/${v.id}`)}>
                          Imprimir
                        </Button>
                      )}
                      {['rejeitada', 'contingencia', 'digitacao'].includes(v.situacao) && (
                        <Button size="small" onClick={() => void acao(() => pdvApi.transmitir(v.id))}>
                          Transmitir
                        </Button>
                      )}
                      {podeFaturar && ['autorizada', 'digitacao', 'rejeitada'].includes(v.situacao) && (
                        <Button size="small" onClick={() => (setTransformando(v), setDest({ cpf_cnpj: v.cpf_cnpj ?? '', nome: v.nome ?? '' }))}>
                          Transformar em NF-e
                        </Button>
                      )}
                      {['autorizada', 'digitacao', 'rejeitada'].includes(v.situacao) && (
                        <Button size="small" color="error" onClick={() => (setCancelando(v), setJust(''))}>
                          Cancelar
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Dialog open={!!cancelando} onClose={() => setCancelando(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Cancelar a venda {cancelando?.numero ?? ''}</DialogTitle>
        <DialogContent dividers>
          <TextField label="Justificativa (15 a 255 caracteres)" value={just} onChange={(e) => setJust(e.target.value)} fullWidth multiline autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelando(null)}>Esc - Não</Button>
          <Button
            color="error"
            variant="contained"
            disabled={just.trim().length < 15}
            onClick={() => {
              const v = cancelando!;
              setCancelando(null);
              void acao(() => pdvApi.cancelar(v.id, just));
            }}
          >
            Enter - Sim, cancelar
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={!!transformando} onClose={() => setTransformando(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Transformar a venda {transformando?.numero ?? ''} em NF-e</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Alert severity="info">A NFC-e autorizada é cancelada (prazo de 30 minutos) e uma NF-e em digitação é criada para o cliente.</Alert>
            <TextField label="CPF/CNPJ do cliente" value={dest.cpf_cnpj} onChange={(e) => setDest({ ...dest, cpf_cnpj: e.target.value })} autoFocus />
            <TextField label="Nome (para cliente novo)" value={dest.nome} onChange={(e) => setDest({ ...dest, nome: e.target.value })} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTransformando(null)}>Esc - Não</Button>
          <Button
            variant="contained"
            onClick={() => {
              const v = transformando!;
              setTransformando(null);
              setMsg(null);
              pdvApi
                .transformar(v.id, dest.cpf_cnpj, dest.nome)
                .then((r) => navigate(`${basename}/faturamento/editar/${r.Data.faturamento_id}`))
                .catch((e) => {
                  setMsg({ tipo: 'error', texto: mensagemDeErro(e) });
                  void carregar().catch(() => undefined);
                });
            }}
          >
            Enter - Transformar
          </Button>
        </DialogActions>
      </Dialog>
      <PdfDialog url={pdf} titulo="DANFE NFC-e" nomePadrao="nfce.pdf" onClose={() => setPdf(null)} />
    </Stack>
  );
}
