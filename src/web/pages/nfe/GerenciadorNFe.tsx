/**
 * `gerenciarNFe/gerenciarnfe`: SEFAZ service status card (ConsultarStatusServico) and the
 * transmitted notes (OData Faturamento, situação ≠ digitação) with DANFE, XML, Consultar
 * situação, Cancelar (justificativa 15-255), Carta de correção (15-1000, condição de uso),
 * Corrigir duplicidade (rejections 204/539) and the history of events per note.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename, useDataProvider, useGetList, useListContext, useNotify, useRefresh } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Collapse,
  IconButton,
  LinearProgress,
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
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import HistoryIcon from '@mui/icons-material/History';
import { ComplementarDialog, type NotaAComplementar } from '../faturamento/ComplementarDialog.tsx';
import { DevolucaoDialog, type OrigemDevolucao } from '../faturamento/DevolucaoDialog.tsx';
import { formatData } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { listarOData } from '../../providers/odata.ts';
import { nfeApi, outrosEventosApi, type ResultadoSefaz } from './api.ts';
import { registroApi } from '../../providers/registro.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { SituacaoChip, TextoDialog, useResultadoSefaz } from './comum.tsx';
import { useAcaoDeLinha } from '../../components/useAcaoDeLinha.ts';
import { Paginacao } from '../../components/Paginacao.tsx';
import type { ErpDataProvider } from '../../providers/dataProvider.ts';
import { PainelContingencia } from './Contingencia.tsx';
import { CartaoStatusSefaz } from './StatusSefaz.tsx';
import { EnviarEmailNFe } from './EnviarEmailNFe.tsx';
import { useEmailConfigurado } from '../../providers/email.ts';
import { OutrosEventosNFe } from './OutrosEventosNFe.tsx';
import { MenuAcoesNota, acoesDaNota } from './MenuAcoesNota.tsx';
import { CONDICAO_USO_CCE, CORRECAO_MAX, CORRECAO_MIN, JUSTIFICATIVA_MAX, JUSTIFICATIVA_MIN, danfeFiscal } from './fiscal.ts';
import { chaveFormatada, dataHora, moeda } from '../../components/formatos.ts';
import { BarraFiltrosNotas, ListaNotas, useNomesDosClientes, type LinhaFaturamento } from '../faturamento/FaturamentoLista.tsx';

// ---------------------------------------------------------------- events

interface CCe {
  id: number;
  faturamento_id: number;
  sequencia?: number | null;
  correcao: string;
  situacao: string;
  cstat?: string | null;
  xmotivo?: string | null;
  protocolo?: string | null;
  criado_em?: string;
}

/** The note's correction letters (registry list `cartaCorrecaoNFe`, newest first), refreshed with the list. */
function Historico({ nota, onImprimir }: { nota: LinhaFaturamento; onImprimir: (c: CCe) => void }) {
  const { data: eventos, error } = useGetList<CCe>('cartaCorrecaoNFe', {
    filter: { faturamento_id: nota.id },
    sort: { field: 'criado_em', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  if (error) return <Alert severity="warning">{mensagemDeErro(error)}</Alert>;
  if (!eventos) return <LinearProgress />;
  return (
    <Box sx={{ py: 1 }} data-testid={`historico-${nota.id}`}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Histórico de eventos
      </Typography>
      <Stack spacing={1}>
        {nota.situacao === 'cancelada' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" color="secondary" label="Cancelamento (110111)" />
            <Typography variant="body2">Nota cancelada na SEFAZ.</Typography>
          </Stack>
        )}
        {eventos.map((c) => (
          <Stack key={c.id} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
            <Chip
              size="small"
              color={c.situacao === 'registrada' ? 'success' : c.situacao === 'rejeitada' ? 'error' : 'default'}
              label={`CC-e ${c.sequencia ? `nº ${c.sequencia}` : ''} · ${c.situacao === 'registrada' ? 'Registrada' : c.situacao === 'rejeitada' ? 'Rejeitada' : 'Pendente'}`}
            />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {c.correcao.length > 140 ? `${c.correcao.slice(0, 140)}…` : c.correcao}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {c.protocolo ? `Protocolo ${c.protocolo} · ` : c.cstat ? `${c.cstat} - ${c.xmotivo ?? ''} · ` : ''}
              {dataHora(c.criado_em)}
            </Typography>
            {c.situacao === 'registrada' && (
              <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => onImprimir(c)}>
                Imprimir CC-e
              </Button>
            )}
          </Stack>
        ))}
        {eventos.length === 0 && nota.situacao !== 'cancelada' && (
          <Typography variant="body2" color="text.secondary">
            Nenhum evento registrado para esta nota.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

// ---------------------------------------------------------------- the page

/** Dialog text of the CC-e (shows the legal condition of use and the next sequence number). */
export function CondicaoUso({ sequencia }: { sequencia: number | null }) {
  return (
    <>
      <Alert severity="info" icon={false} sx={{ fontSize: '0.8rem' }} data-testid="condicao-uso">
        <b>Condição de uso:</b> {CONDICAO_USO_CCE}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        Sequência do evento: <b data-testid="sequencia-cce">{sequencia ?? '—'}</b> (até 20 cartas por nota; a última substitui as anteriores).
      </Typography>
    </>
  );
}

export async function proximaSequenciaCCe(faturamentoId: number): Promise<number> {
  const r = await listarOData<CCe>('CartaCorrecaoNFe', {
    filter: `faturamento_id eq ${faturamentoId} and situacao eq 'registrada'`,
    top: 20,
    select: 'id,sequencia',
  });
  return r.value.reduce((m, c) => Math.max(m, Number(c.sequencia) || 0), 0) + 1;
}

/** Creates the cartaCorrecaoNFe record and transmits it; shows the SEFAZ answer. */
export function useEmitirCCe() {
  const alertas = useAlertas();
  const mostrar = useResultadoSefaz();
  return async (faturamentoId: number, correcao: string): Promise<boolean> => {
    try {
      const reg = await registroApi.criar<{ id: number }>('cartaCorrecaoNFe', { faturamento_id: faturamentoId, correcao });
      const env = await nfeApi.transmitirCCe(reg.id);
      return await mostrar({ ...env.Data, situacao: env.Data?.situacao ?? 'registrada' }, 'Carta de correção registrada', ['registrada', 'autorizada']);
    } catch (e) {
      const d = (corpoDoErro(e)?.Data ?? null) as ResultadoSefaz | null;
      if (d && (d.cStat || d.xMotivo)) await mostrar(d, 'Carta de correção registrada', ['registrada']);
      else await alertas.error(mensagemDeErro(e));
      return false;
    }
  };
}

export default function GerenciadorNFe() {
  return (
    <ListaNotas storeKey="gerenciarNFe.gerenciarnfe" excluirDigitacao>
      <NotasTransmitidas />
    </ListaNotas>
  );
}

function NotasTransmitidas() {
  const alertas = useAlertas();
  const mostrar = useResultadoSefaz();
  const emitirCCe = useEmitirCCe();
  const navigate = useNavigate();
  const basename = useBasename();
  const dp = useDataProvider<ErpDataProvider>();
  const refresh = useRefresh();
  const notify = useNotify();
  const { data, isFetching, error } = useListContext<LinhaFaturamento>();
  const linhas = data ?? [];
  const carregando = isFetching;
  const erro = error ? mensagemDeErro(error) : null;
  const [menu, setMenu] = useState<{ el: HTMLElement; nota: LinhaFaturamento } | null>(null);
  const [pdf, setPdf] = useState<{ url: string; titulo: string } | null>(null);
  const [cancelar, setCancelar] = useState<LinhaFaturamento | null>(null);
  const [cce, setCce] = useState<{ nota: LinhaFaturamento; sequencia: number | null } | null>(null);
  const [expandida, setExpandida] = useState<number | null>(null);
  const [devolver, setDevolver] = useState<OrigemDevolucao | null>(null);
  const [email, setEmail] = useState<LinhaFaturamento | null>(null);
  const emailOk = useEmailConfigurado();
  const [outros, setOutros] = useState<LinhaFaturamento | null>(null);
  const [complementar, setComplementar] = useState<NotaAComplementar | null>(null);
  const nomes = useNomesDosClientes(linhas.map((l) => l.cliente_id));
  const acao = useAcaoDeLinha();
  const ocupado = acao.ocupado;

  /**
   * Runs a row action (which shows its own result) with the row busy, then refreshes the list; a
   * failure shows the server's Message (useNotify), or the SEFAZ answer when the error carries one.
   */
  const comOcupado = async (id: number, f: () => Promise<void>, sucesso?: { titulo: string; situacoes?: string[] }) => {
    setMenu(null);
    await acao.executar(id, f, sucesso ? (e) => mostrarRejeicaoOuNotificar(e, sucesso.titulo, sucesso.situacoes) : undefined);
  };
  /** The SEFAZ answer in an error body goes to the result dialog; any other error to a notification. */
  const mostrarRejeicaoOuNotificar = async (e: unknown, titulo: string, situacoes?: string[]) => {
    const d = (corpoDoErro(e)?.Data ?? null) as ResultadoSefaz | null;
    if (d && (d.cStat || d.xMotivo)) await mostrar(d, titulo, situacoes);
    else notify(mensagemDeErro(e), { type: 'error' });
  };

  const baixarXml = (n: LinhaFaturamento) =>
    comOcupado(n.id, async () => {
      const { blob, nome } = await baixarArquivo(nfeApi.urlXml(n.id), { padrao: `${n.chave ?? n.id}-procNFe.xml` });
      salvarBlob(blob, nome);
    });

  const consultar = (n: LinhaFaturamento) =>
    comOcupado(n.id, async () => {
      if (!n.chave) return void (await alertas.warning('A nota ainda não tem chave de acesso.'));
      const env = await dp.consultarSituacaoNFe(n.chave);
      const d = env.Data;
      await alertas.info(
        <Stack spacing={1} sx={{ textAlign: 'left' }} data-testid="resultado-consulta">
          <Typography>
            <b>{d.cStat}</b> - {d.xMotivo}
          </Typography>
          {d.protocolo && <Typography variant="body2">Protocolo: {d.protocolo}</Typography>}
          {d.situacao && (
            <Box>
              Situação no sistema: <SituacaoChip situacao={d.situacao} />
            </Box>
          )}
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {chaveFormatada(d.chave ?? n.chave)}
          </Typography>
        </Stack>,
        { titulo: 'Situação na SEFAZ' },
      );
    });

  const corrigirDuplicidade = (n: LinhaFaturamento) =>
    comOcupado(
      n.id,
      async () => {
        if (!(await alertas.question('Consultar a SEFAZ e anexar o protocolo da nota já autorizada (duplicidade)?'))) return;
        const env = await dp.corrigirDuplicidadeNFe(n.id);
        await mostrar(env.Data, 'Autorizada');
      },
      { titulo: 'Autorizada' },
    );

  const abrirCCe = async (n: LinhaFaturamento) => {
    setMenu(null);
    setCce({ nota: n, sequencia: null });
    try {
      const s = await proximaSequenciaCCe(n.id);
      setCce((c) => (c && c.nota.id === n.id ? { ...c, sequencia: s } : c));
    } catch {
      /* the number is allocated by the server anyway */
    }
  };

  const n = menu?.nota;
  return (
    <Box sx={{ py: 2 }}>
      <CartaoStatusSefaz />
      <PainelContingencia aoMudar={() => refresh()} />
      <Card variant="outlined">
        <BarraFiltrosNotas excluirDigitacao />
        {carregando ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
        {erro && (
          <Alert severity="error" sx={{ m: 2 }}>
            {erro}
          </Alert>
        )}
        <TableContainer>
          <Table size="small" aria-label="Notas transmitidas">
            <TableHead>
              <TableRow>
                <TableCell>Situação</TableCell>
                <TableCell align="right">Número</TableCell>
                <TableCell align="right">Série</TableCell>
                <TableCell>Cliente</TableCell>
                <TableCell>Emissão</TableCell>
                <TableCell align="right">Valor</TableCell>
                <TableCell>Chave de acesso</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((l) => [
                <TableRow key={l.id} hover data-testid={`nfe-${l.id}`} sx={{ '& > td': { borderBottom: expandida === l.id ? 'none' : undefined } }}>
                  <TableCell>
                    <SituacaoChip situacao={l.situacao} />
                  </TableCell>
                  <TableCell align="right">{l.numero ?? '—'}</TableCell>
                  <TableCell align="right">{l.serie}</TableCell>
                  <TableCell>{(l.cliente_id && nomes[l.cliente_id]) || ''}</TableCell>
                  <TableCell>{l.data_emissao ? formatData(String(l.data_emissao)) : ''}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {moeda(l.total_nota)}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.72rem', maxWidth: 230 }}>
                    {chaveFormatada(l.chave)}
                    {l.chave && (
                      <IconButton size="small" aria-label="Copiar chave" onClick={() => void navigator.clipboard?.writeText(String(l.chave))}>
                        <ContentCopyIcon sx={{ fontSize: 14 }} />
                      </IconButton>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {ocupado === l.id && <CircularProgress size={18} sx={{ mr: 1, verticalAlign: 'middle' }} />}
                    <Tooltip title="DANFE">
                      <IconButton
                        size="small"
                        aria-label="DANFE"
                        onClick={() =>
                          setPdf(
                            danfeFiscal(l.situacao)
                              ? { url: nfeApi.urlDanfe(l.id), titulo: `DANFE — NF-e ${l.numero ?? ''}` }
                              : { url: nfeApi.urlPrevia(l.id), titulo: 'Pré-visualização do DANFE' },
                          )
                        }
                      >
                        <PictureAsPdfIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Histórico de eventos">
                      <IconButton size="small" aria-label="Histórico" onClick={() => setExpandida((x) => (x === l.id ? null : l.id))}>
                        <HistoryIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Mais ações">
                      <IconButton size="small" aria-label={`Ações da nota ${l.numero ?? l.id}`} onClick={(e) => setMenu({ el: e.currentTarget, nota: l })}>
                        <MoreVertIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>,
                <TableRow key={`${l.id}-h`}>
                  <TableCell colSpan={8} sx={{ py: 0 }}>
                    <Collapse in={expandida === l.id} unmountOnExit>
                      <Historico nota={l} onImprimir={(c) => setPdf({ url: nfeApi.urlCCe(c.id), titulo: `Carta de correção nº ${c.sequencia ?? ''}` })} />
                    </Collapse>
                  </TableCell>
                </TableRow>,
              ])}
              {!carregando && linhas.length === 0 && !erro && (
                <TableRow>
                  <TableCell colSpan={8}>
                    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                      Nenhuma nota transmitida no filtro.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Paginacao />
      </Card>

      <MenuAcoesNota
        ancora={menu?.el ?? null}
        onClose={() => setMenu(null)}
        acoes={
          n
            ? acoesDaNota(
                n,
                {
                  abrir: () => (setMenu(null), navigate(`${basename}/faturamento/editar/${n.id}`)),
                  baixarXml: () => baixarXml(n),
                  email: () => (setMenu(null), setEmail(n)),
                  consultar: () => consultar(n),
                  cce: () => abrirCCe(n),
                  outros: () => (setMenu(null), setOutros(n)),
                  devolver: () => (setMenu(null), setDevolver({ tipo: 'faturamento', id: n.id, titulo: `Devolução da NF-e ${n.numero ?? n.id}` })),
                  complementar: () => (setMenu(null), setComplementar({ id: n.id, titulo: `Complemento ou ajuste da NF-e ${n.numero ?? n.id}` })),
                  cancelar: () => (setMenu(null), setCancelar(n)),
                  corrigirDuplicidade: () => corrigirDuplicidade(n),
                },
                emailOk,
              )
            : []
        }
      />

      <TextoDialog
        aberto={!!cancelar}
        titulo={`Cancelar NF-e ${cancelar?.numero ?? ''}`}
        rotulo="Justificativa do cancelamento"
        min={JUSTIFICATIVA_MIN}
        max={JUSTIFICATIVA_MAX}
        textoConfirmar="Cancelar nota"
        corConfirmar="error"
        antes={
          <Alert severity="warning">
            O cancelamento é definitivo e só é aceito dentro do prazo da SEFAZ (em geral 24 horas da autorização), se a mercadoria não circulou.
          </Alert>
        }
        onClose={() => setCancelar(null)}
        onConfirmar={async (justificativa) => {
          const alvo = cancelar!;
          await acao.executar(
            alvo.id,
            async () => {
              const env = await dp.cancelarNFe(alvo.id, justificativa);
              setCancelar(null);
              await mostrar(env.Data, 'Cancelamento homologado', ['cancelada']);
            },
            async (e) => {
              setCancelar(null);
              await mostrarRejeicaoOuNotificar(e, 'Cancelamento homologado', ['cancelada']);
            },
          );
        }}
      />
      <TextoDialog
        aberto={!!cce}
        titulo={`Carta de correção — NF-e ${cce?.nota.numero ?? ''}`}
        rotulo="Correção"
        min={CORRECAO_MIN}
        max={CORRECAO_MAX}
        textoConfirmar="Transmitir carta"
        depois={<CondicaoUso sequencia={cce?.sequencia ?? null} />}
        onClose={() => setCce(null)}
        onConfirmar={async (correcao) => {
          const alvo = cce!.nota;
          setCce(null);
          await emitirCCe(alvo.id, correcao);
          setExpandida(alvo.id);
          refresh();
        }}
      />
      <PdfDialog url={pdf?.url ?? null} titulo={pdf?.titulo ?? ''} nomePadrao="documento.pdf" onClose={() => setPdf(null)} />
      <DevolucaoDialog origem={devolver} onClose={() => setDevolver(null)} />
      <EnviarEmailNFe key={email?.id ?? 0} nota={email} onClose={() => setEmail(null)} />
      <OutrosEventosNFe
        key={`outros-${outros?.id ?? 0}`}
        nota={outros}
        onClose={() => setOutros(null)}
        onImprimir={(id, titulo) => setPdf({ url: outrosEventosApi.urlImprimir(id), titulo })}
      />
      <ComplementarDialog nota={complementar} onClose={() => setComplementar(null)} />
    </Box>
  );
}
