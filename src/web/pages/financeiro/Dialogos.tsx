/**
 * Dialogs of the finance lists: settle several titles at once (date, species, bank account and per
 * row value/interest/fine/discount, one transaction), the receipt PDF, the title history with
 * reversal, and the PIX BR Code of a receivable.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { salvarBlob } from '../../providers/arquivos.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { AnexosTitulo } from './Anexos.tsx';
import { CampoDecimal } from '../faturamento/campos.tsx';
import { centavos, deCentavos, financeiroApi, hojeIso, LADOS, type Lado, reais, type Titulo } from './api.ts';

interface Opcao {
  id: number;
  descricao: string;
  conta_bancaria_id?: number | null;
}

function useOpcoes() {
  const [especies, setEspecies] = useState<Opcao[]>([]);
  const [contas, setContas] = useState<Opcao[]>([]);
  useEffect(() => {
    listarOData<Opcao>('Especie', { filter: 'ativo eq true', orderby: 'descricao', top: 100, select: 'id,descricao,conta_bancaria_id' })
      .then((r) => setEspecies(r.value))
      .catch(() => undefined);
    listarOData<Opcao>('ContaBancaria', { filter: 'ativo eq true', orderby: 'descricao', top: 100, select: 'id,descricao' })
      .then((r) => setContas(r.value))
      .catch(() => undefined);
  }, []);
  return { especies, contas };
}

/** One row of the settlement: money as dot-decimal strings ('' = empty), shown in pt-BR by CampoDecimal. */
type Linha = { id: number; documento: string; parcela: string; saldo: string; valor: string; juros: string; multa: string; desconto: string };

const CAMPOS_BAIXA = [
  ['valor', 'Valor'],
  ['juros', 'Juros'],
  ['multa', 'Multa'],
  ['desconto', 'Desconto'],
] as const;

/** Settles the `titulos` in one transaction; calls `aoConcluir(guid)` after success. */
export function BaixaDialog({
  lado,
  titulos,
  onClose,
  aoConcluir,
}: {
  lado: Lado;
  titulos: Titulo[];
  onClose: () => void;
  aoConcluir: (guid: string) => void;
}) {
  const L = LADOS[lado];
  const { especies, contas } = useOpcoes();
  const [data, setData] = useState(hojeIso());
  const [especie, setEspecie] = useState<number | ''>('');
  const [conta, setConta] = useState<number | ''>('');
  const [linhas, setLinhas] = useState<Linha[]>([]);
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [msg, setMsg] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    setLinhas(
      titulos.map((t) => ({
        id: t.id,
        documento: t.documento,
        parcela: `${t.parcela}/${t.total_parcelas}`,
        saldo: deCentavos(centavos(t.saldo)),
        valor: deCentavos(centavos(t.saldo)),
        juros: '0',
        multa: '0',
        desconto: '0',
      })),
    );
    setErros({});
    setMsg(null);
  }, [titulos]);
  const total = useMemo(() => linhas.reduce((a, l) => a + centavos(l.valor) + centavos(l.juros) + centavos(l.multa) - centavos(l.desconto), 0), [linhas]);
  const mudar = (i: number, campo: keyof Linha, v: string) => setLinhas((ls) => ls.map((l, k) => (k === i ? { ...l, [campo]: v } : l)));
  const confirmar = async () => {
    setEnviando(true);
    setErros({});
    setMsg(null);
    try {
      const r = await financeiroApi.baixar(lado, {
        data,
        especie_id: especie === '' ? null : especie,
        conta_bancaria_id: conta === '' ? null : conta,
        Registros: linhas.map((l) => ({
          id: l.id,
          valor: l.valor || '0',
          juros: l.juros || '0',
          multa: l.multa || '0',
          desconto: l.desconto || '0',
        })),
      });
      aoConcluir(r.guid_transacao);
    } catch (e) {
      const corpo = (e as { body?: Record<string, unknown> }).body ?? {};
      setErros(
        Object.fromEntries(Object.entries(corpo).filter(([k, v]) => Array.isArray(v) && !['Success', 'Message', 'Data'].includes(k))) as Record<
          string,
          string[]
        >,
      );
      setMsg(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };
  const erroDe = (k: string) => erros[k]?.[0];
  return (
    <Dialog open={titulos.length > 0} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="baixa-titulo">
      <DialogTitle id="baixa-titulo">
        {L.verbo} {titulos.length} parcela(s)
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            label="Data"
            type="date"
            value={data}
            onChange={(e) => setData(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!erroDe('data')}
            helperText={erroDe('data')}
          />
          <TextField
            select
            label="Espécie"
            value={especie}
            sx={{ minWidth: { md: 220 } }}
            onChange={(e) => {
              const v = e.target.value === '' ? '' : Number(e.target.value);
              setEspecie(v);
              const cb = especies.find((x) => x.id === v)?.conta_bancaria_id;
              if (cb) setConta(cb);
            }}
          >
            <MenuItem value="">(a do título)</MenuItem>
            {especies.map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.descricao}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Conta bancária / caixa"
            value={conta}
            sx={{ minWidth: { md: 240 } }}
            onChange={(e) => setConta(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">(a do título)</MenuItem>
            {contas.map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.descricao}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {linhas.map((l, i) => (
          <Box
            key={l.id}
            data-testid={`baixa-linha-${l.id}`}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(160px, 2fr) minmax(90px, 1fr) repeat(4, minmax(0, 1fr))' },
              py: 1.5,
              borderTop: i ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {l.documento}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({l.parcela})
                </Typography>
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="caption" color="text.secondary" component="div">
                Saldo
              </Typography>
              <Typography variant="body2">{reais(l.saldo)}</Typography>
            </Box>
            {CAMPOS_BAIXA.map(([campo, rotulo]) => (
              <CampoDecimal
                key={campo}
                label={rotulo}
                ariaLabel={`${rotulo} ${l.documento}`}
                prefixo="R$"
                value={l[campo] === '' ? null : Number(l[campo])}
                onChange={(n) => mudar(i, campo, n === null ? '' : n.toFixed(2))}
                error={!!erroDe(`Registros[${i}].${campo}`)}
                helperText={erroDe(`Registros[${i}].${campo}`)}
                sx={{ minWidth: 0 }}
              />
            ))}
          </Box>
        ))}
        <Typography variant="h6" sx={{ mt: 2, textAlign: 'right' }} data-testid="total-baixa">
          Total {lado === 'receber' ? 'recebido' : 'pago'}: {reais(deCentavos(total))}
        </Typography>
        {msg && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {msg}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={confirmar} disabled={enviando || !linhas.length}>
          {lado === 'receber' ? 'Confirmar recebimento' : 'Confirmar pagamento'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The receipt PDF of transaction `guid`, in an iframe, with download. */
export function ReciboDialog({ lado, guid, onClose }: { lado: Lado; guid: string | null; onClose: () => void }) {
  const [estado, setEstado] = useState<{ src: string; blob: Blob } | { erro: string } | null>(null);
  useEffect(() => {
    if (!guid) return;
    let src: string | null = null;
    setEstado(null);
    financeiroApi
      .recibo(lado, guid)
      .then((blob) => {
        src = URL.createObjectURL(blob);
        setEstado({ src, blob });
      })
      .catch((e) => setEstado({ erro: mensagemDeErro(e) }));
    return () => {
      if (src) URL.revokeObjectURL(src);
    };
  }, [lado, guid]);
  return (
    <Dialog
      open={!!guid}
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      slotProps={{ paper: { sx: { height: '92vh', maxWidth: 1000 } } }}
      aria-labelledby="recibo-titulo"
    >
      <DialogTitle id="recibo-titulo">Recibo</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, bgcolor: 'grey.700' }}>
        {!estado && <CircularProgress sx={{ m: 'auto', color: 'common.white' }} />}
        {estado && 'erro' in estado && (
          <Alert severity="error" sx={{ m: 2, flex: 1 }}>
            {estado.erro}
          </Alert>
        )}
        {estado && 'src' in estado && (
          <iframe title="Recibo" src={estado.src} style={{ border: 0, width: '100%', height: 'calc(92vh - 140px)' }} data-testid="recibo-pdf" />
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={!estado || !('blob' in estado)} onClick={() => estado && 'blob' in estado && salvarBlob(estado.blob, 'recibo.pdf')}>
          Baixar PDF
        </Button>
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface Historico {
  id: number;
  guid_transacao: string;
  tipo: 'baixa' | 'renegociacao' | 'estorno';
  data: string;
  valor: number;
  juros: number;
  multa: number;
  desconto: number;
  valor_total: number;
  estorno_de_id: number | null;
}

/** History of one title: every settlement, renegotiation and reversal row, with Estornar and Recibo. */
export function HistoricoDialog({
  lado,
  titulo,
  onClose,
  aoMudar,
  aoRecibo,
}: {
  lado: Lado;
  titulo: Titulo | null;
  onClose: () => void;
  aoMudar: () => void;
  aoRecibo: (guid: string) => void;
}) {
  const L = LADOS[lado];
  const alertas = useAlertas();
  const [linhas, setLinhas] = useState<Historico[]>([]);
  const [versao, setVersao] = useState(0);
  useEffect(() => {
    if (!titulo) return;
    listarOData<Historico>(L.historico, { filter: `${L.fk} eq ${titulo.id}`, orderby: 'id', top: 200 })
      .then((r) => setLinhas(r.value))
      .catch(() => setLinhas([]));
  }, [titulo, L, versao]);
  const estornados = new Set(linhas.map((l) => l.estorno_de_id).filter(Boolean));
  const estornar = async (guid: string) => {
    if (!(await alertas.question('Estornar esta transação? As parcelas voltam ao saldo anterior.'))) return;
    try {
      await financeiroApi.estornar(lado, guid);
      setVersao((v) => v + 1);
      aoMudar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const TIPOS = { baixa: L.pago, renegociacao: 'Renegociação', estorno: 'Estorno' };
  return (
    <Dialog open={!!titulo} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="hist-titulo">
      <DialogTitle id="hist-titulo">Histórico e anexos de {titulo?.documento}</DialogTitle>
      <DialogContent dividers>
        {!linhas.length && <Typography color="text.secondary">Nenhuma baixa registrada.</Typography>}
        {linhas.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Data</TableCell>
                  <TableCell>Tipo</TableCell>
                  <TableCell align="right">Valor</TableCell>
                  <TableCell align="right">Juros + multa</TableCell>
                  <TableCell align="right">Desconto</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {linhas.map((l) => (
                  <TableRow key={l.id} sx={estornados.has(l.id) ? { '& td': { textDecoration: 'line-through', color: 'text.disabled' } } : undefined}>
                    <TableCell>{l.data.split('-').reverse().join('/')}</TableCell>
                    <TableCell>{TIPOS[l.tipo]}</TableCell>
                    <TableCell align="right">{reais(l.valor)}</TableCell>
                    <TableCell align="right">{reais(Number(l.juros) + Number(l.multa))}</TableCell>
                    <TableCell align="right">{reais(l.desconto)}</TableCell>
                    <TableCell align="right">{reais(l.valor_total)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', textDecoration: 'none !important' }}>
                      {l.tipo === 'baixa' && !estornados.has(l.id) && (
                        <Button size="small" onClick={() => aoRecibo(l.guid_transacao)}>
                          Recibo
                        </Button>
                      )}
                      {l.tipo !== 'estorno' && !estornados.has(l.id) && (
                        <Button size="small" color="error" onClick={() => estornar(l.guid_transacao)}>
                          Estornar
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {titulo && <AnexosTitulo lado={lado} tituloId={titulo.id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** PIX BR Code of a receivable: QR image and the "copia e cola" text. */
export function PixDialog({ titulo, onClose }: { titulo: Titulo | null; onClose: () => void }) {
  const [d, setD] = useState<{ payload: string; imagem: string; valor: string } | { erro: string } | null>(null);
  useEffect(() => {
    if (!titulo) return;
    setD(null);
    financeiroApi
      .pix(titulo.id)
      .then(setD)
      .catch((e) => setD({ erro: mensagemDeErro(e) }));
  }, [titulo]);
  return (
    <Dialog open={!!titulo} onClose={onClose} aria-labelledby="pix-titulo">
      <DialogTitle id="pix-titulo">PIX de {titulo?.documento}</DialogTitle>
      <DialogContent dividers>
        {!d && <CircularProgress />}
        {d && 'erro' in d && <Alert severity="warning">{d.erro}</Alert>}
        {d && 'payload' in d && (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Box component="img" src={d.imagem} alt="QR Code PIX" sx={{ width: 240, height: 240 }} />
            <Typography variant="h6">{reais(d.valor)}</Typography>
            <TextField label="PIX copia e cola" value={d.payload} multiline fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
            <Button onClick={() => navigator.clipboard?.writeText(d.payload)}>Copiar</Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
