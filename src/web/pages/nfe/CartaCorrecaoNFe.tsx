/**
 * `gerenciarNFe/cartacorrecaonfe`: the CC-e events of the issuer (OData CartaCorrecaoNFe) with
 * ImprimirCCe, and "Nova carta": pick an authorised note, type the correction (15-1000, with the
 * legal condition of use and the sequence number), create the record and transmit it.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { formatData, formatDataHora } from '../../../domain/index.ts';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { nfeApi } from './api.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { TextoDialog } from './comum.tsx';
import { CondicaoUso, proximaSequenciaCCe, useEmitirCCe } from './GerenciadorNFe.tsx';
import { CORRECAO_MAX, CORRECAO_MIN } from './fiscal.ts';
import { chaveFormatada, moeda } from '../../components/formatos.ts';
import type { LinhaFaturamento } from '../faturamento/FaturamentoLista.tsx';

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

function EscolherNota({ aberto, onClose, onEscolher }: { aberto: boolean; onClose: () => void; onEscolher: (n: LinhaFaturamento) => void }) {
  const [texto, setTexto] = useState('');
  const [opcoes, setOpcoes] = useState<LinhaFaturamento[]>([]);
  const [valor, setValor] = useState<LinhaFaturamento | null>(null);
  const [carregando, setCarregando] = useState(false);
  useEffect(() => {
    if (!aberto) return;
    let vivo = true;
    setCarregando(true);
    const d = texto.replace(/\D/g, '');
    const filtro = [`situacao eq 'autorizada'`, d ? (d.length <= 9 ? `(numero eq ${Number(d)} or contains(chave,'${d}'))` : `contains(chave,'${d}')`) : null]
      .filter(Boolean)
      .join(' and ');
    const t = setTimeout(() => {
      listarOData<LinhaFaturamento>('Faturamento', { filter: filtro, orderby: 'data_emissao desc', top: 20 })
        .then((r) => vivo && setOpcoes(r.value))
        .catch(() => vivo && setOpcoes([]))
        .finally(() => vivo && setCarregando(false));
    }, 250);
    return () => {
      vivo = false;
      clearTimeout(t);
    };
  }, [texto, aberto]);
  return (
    <Dialog open={aberto} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Nova carta de correção</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Escolha a NF-e autorizada a corrigir.
        </Typography>
        <Autocomplete<LinhaFaturamento>
          options={opcoes}
          value={valor}
          loading={carregando}
          filterOptions={(x) => x}
          onChange={(_, v) => setValor(v)}
          onInputChange={(_, v, m) => m === 'input' && setTexto(v)}
          getOptionLabel={(o) => `NF-e ${o.numero ?? ''} · série ${o.serie ?? ''} · ${moeda(o.total_nota)}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Nenhuma nota autorizada encontrada"
          renderOption={(props, o) => {
            const { key, ...resto } = props as typeof props & { key: string };
            return (
              <Box component="li" key={key} {...resto} sx={{ display: 'block !important' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  NF-e {o.numero} · série {o.serie} · {moeda(o.total_nota)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {o.data_emissao ? formatData(String(o.data_emissao)) : ''} · {chaveFormatada(o.chave)}
                </Typography>
              </Box>
            );
          }}
          renderInput={(p) => <TextField {...p} label="Nota fiscal" placeholder="Número ou chave" autoFocus />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Voltar</Button>
        <Button variant="contained" disabled={!valor} onClick={() => valor && onEscolher(valor)}>
          Continuar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function CartaCorrecaoNFe() {
  const emitir = useEmitirCCe();
  const [lista, setLista] = useState<CCe[] | null>(null);
  const [notas, setNotas] = useState<Record<number, LinhaFaturamento>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [versao, setVersao] = useState(0);
  const [escolher, setEscolher] = useState(false);
  const [alvo, setAlvo] = useState<{ nota: LinhaFaturamento; sequencia: number | null } | null>(null);
  const [pdf, setPdf] = useState<{ url: string; titulo: string } | null>(null);

  useEffect(() => {
    let vivo = true;
    listarOData<CCe>('CartaCorrecaoNFe', { orderby: 'criado_em desc', top: 200 })
      .then(async (r) => {
        if (!vivo) return;
        setLista(r.value);
        setErro(null);
        const ids = [...new Set(r.value.map((c) => c.faturamento_id))];
        if (ids.length) {
          const f = await listarOData<LinhaFaturamento>('Faturamento', {
            filter: `id in (${ids.join(',')})`,
            top: ids.length,
            select: 'id,numero,serie,chave,situacao',
          });
          if (vivo) setNotas(Object.fromEntries(f.value.map((n) => [n.id, n])));
        }
      })
      .catch((e: unknown) => vivo && setErro(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, [versao]);

  const ordenada = useMemo(() => lista ?? [], [lista]);

  return (
    <Box sx={{ py: 2 }}>
      <Card variant="outlined">
        <CardHeader
          title="Cartas de correção (CC-e)"
          subheader="Eventos 110110 transmitidos à SEFAZ"
          slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEscolher(true)}>
              Nova carta
            </Button>
          }
        />
        {!lista && !erro && <LinearProgress />}
        {erro && (
          <Alert severity="error" sx={{ m: 2 }}>
            {erro}
          </Alert>
        )}
        {lista && (
          <Table size="small" aria-label="Cartas de correção">
            <TableHead>
              <TableRow>
                <TableCell>Situação</TableCell>
                <TableCell>NF-e</TableCell>
                <TableCell align="right">Seq.</TableCell>
                <TableCell>Correção</TableCell>
                <TableCell>Protocolo / retorno</TableCell>
                <TableCell>Data</TableCell>
                <TableCell align="right">Ações</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ordenada.map((c) => {
                const n = notas[c.faturamento_id];
                return (
                  <TableRow key={c.id} data-testid={`cce-${c.id}`}>
                    <TableCell>
                      <Chip
                        size="small"
                        color={c.situacao === 'registrada' ? 'success' : c.situacao === 'rejeitada' ? 'error' : 'default'}
                        label={c.situacao === 'registrada' ? 'Registrada' : c.situacao === 'rejeitada' ? 'Rejeitada' : 'Pendente'}
                      />
                    </TableCell>
                    <TableCell>{n ? `${n.numero ?? '—'} / ${n.serie ?? ''}` : `#${c.faturamento_id}`}</TableCell>
                    <TableCell align="right">{c.sequencia ?? '—'}</TableCell>
                    <TableCell sx={{ maxWidth: 380 }}>{c.correcao}</TableCell>
                    <TableCell>
                      {c.protocolo && <b>{c.protocolo}</b>}
                      {c.cstat && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {c.cstat} - {c.xmotivo}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{c.criado_em ? formatDataHora(c.criado_em) : ''}</TableCell>
                    <TableCell align="right">
                      {c.situacao === 'registrada' && (
                        <Button
                          size="small"
                          startIcon={<PictureAsPdfIcon />}
                          onClick={() =>
                            setPdf({ url: nfeApi.urlCCe(c.id), titulo: `Carta de correção nº ${c.sequencia ?? ''}${n ? ` — NF-e ${n.numero}` : ''}` })
                          }
                        >
                          Imprimir
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
              {ordenada.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      Nenhuma carta de correção emitida.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Card>
      <EscolherNota
        aberto={escolher}
        onClose={() => setEscolher(false)}
        onEscolher={(n) => {
          setEscolher(false);
          setAlvo({ nota: n, sequencia: null });
          proximaSequenciaCCe(n.id)
            .then((s) => setAlvo((a) => (a && a.nota.id === n.id ? { ...a, sequencia: s } : a)))
            .catch(() => undefined);
        }}
      />
      <TextoDialog
        aberto={!!alvo}
        titulo={`Carta de correção — NF-e ${alvo?.nota.numero ?? ''}`}
        rotulo="Correção"
        min={CORRECAO_MIN}
        max={CORRECAO_MAX}
        textoConfirmar="Transmitir carta"
        depois={<CondicaoUso sequencia={alvo?.sequencia ?? null} />}
        onClose={() => setAlvo(null)}
        onConfirmar={async (correcao) => {
          const n = alvo!.nota;
          setAlvo(null);
          await emitir(n.id, correcao);
          setVersao((v) => v + 1);
        }}
      />
      <PdfDialog url={pdf?.url ?? null} titulo={pdf?.titulo ?? ''} nomePadrao="cce.pdf" onClose={() => setPdf(null)} />
    </Box>
  );
}
