/**
 * `faturamento/editar` and `faturamento/editar/:id`: the NF-e editor. Header (cliente with
 * CPF/CNPJ and city, natureza, emissão/saída, finalidade, consumidor final, presença), items
 * grid (produto fills descrição/NCM/CFOP/unidade/preço), transporte (transportadora, frete,
 * volumes), pagamento (tPag, duplicatas with "Gerar parcelas") and a totals panel refreshed by
 * POST /v1/faturamento/Calcular (debounced; taxes are never computed in the browser).
 * Buttons: Salvar, Salvar e transmitir, Pré-visualizar DANFE, Transmitir. Read-only once
 * autorizada/cancelada.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import {
  Alert,
  AlertTitle,
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Grid,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalculateIcon from '@mui/icons-material/Calculate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { resources as todos, type Resource } from '../../../generated/resources.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { ReferenciasNFe } from './Referencias.tsx';
import { OperacaoPredefinida } from './Operacao.tsx';
import { enterProximoCampo } from '../../components/numeros.ts';
import { extractFieldErrors } from '../../resources/errors.ts';
import { baixarArquivo, corpoDoErro, emitenteFiscalApi, faturamentoApi, mensagemDeErro, nfeApi, salvarBlob, type ResultadoSefaz } from '../nfe/api.ts';
import { PdfDialog, SituacaoChip, useResultadoSefaz } from '../nfe/comum.tsx';
import {
  chaveFormatada,
  errosSchemaDoCorpo,
  gerarParcelas,
  mapearErrosSchema,
  moeda,
  podeTransmitir,
  somaValores,
  somenteLeitura,
  type ErroSchema,
} from '../nfe/fiscal.ts';
import {
  CampoData,
  CampoDataHora,
  CampoDecimal,
  ClienteAutocomplete,
  ProdutoAutocomplete,
  TransportadoraAutocomplete,
  carregarCliente,
  carregarTransportadora,
  type ClienteOpcao,
  type TransportadoraOpcao,
} from './campos.tsx';
import { abaDoCampo, deRegistro, itemVazio, LINHAS_TOTAIS, notaVazia, novaChave, paraApi, podeCalcular, type ItemNota, type Nota } from './nota.ts';

const resources: readonly Resource[] = todos;

type Aba = 'dados' | 'itens' | 'transporte' | 'pagamento' | 'adicionais';

function opcoesEnum(recurso: string, campo: string): Array<{ valor: string; rotulo: string }> {
  const f = resources.find((r) => r.name === recurso)?.fields.find((x) => x.name === campo);
  return (f?.enum ?? []).map((v) => ({ valor: String(v), rotulo: f?.enumLabels?.[String(v)] ?? String(v) }));
}
const FINALIDADES = opcoesEnum('faturamento', 'finalidade');
const PRESENCAS = opcoesEnum('faturamento', 'presenca');
const FRETES = opcoesEnum('faturamento', 'modalidade_frete');
const TIPOS = opcoesEnum('faturamento', 'tipo_operacao');
const TPAG = opcoesEnum('faturamentoPagamento', 't_pag');

/** Item tax columns shown read-only after Calcular. */
const TRIBUTOS_ITEM: ReadonlyArray<[string, string]> = [
  ['cst', 'CST/CSOSN'],
  ['base_icms', 'BC ICMS'],
  ['aliquota_icms', 'Alíq. ICMS %'],
  ['valor_icms', 'ICMS'],
  ['base_icms_st', 'BC ST'],
  ['valor_icms_st', 'ICMS-ST'],
  ['valor_ipi', 'IPI'],
  ['valor_pis', 'PIS'],
  ['valor_cofins', 'COFINS'],
  ['valor_icms_uf_dest', 'DIFAL'],
  ['valor_ibs', 'IBS'],
  ['valor_cbs', 'CBS'],
];

function Secao({ titulo, children, acao }: { titulo: string; children: ReactNode; acao?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardHeader title={titulo} action={acao} slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export default function FaturamentoEditor() {
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const mostrarResultado = useResultadoSefaz();

  const [nota, setNota] = useState<Nota>(() => notaVazia());
  const [cliente, setCliente] = useState<ClienteOpcao | null>(null);
  const [transportadora, setTransportadora] = useState<TransportadoraOpcao | null>(null);
  const [carregando, setCarregando] = useState(!!id);
  const [erroCarga, setErroCarga] = useState<string | null>(null);
  const [aba, setAba] = useState<Aba>('dados');
  const [calc, setCalc] = useState<Record<string, unknown> | null>(null);
  const [calculando, setCalculando] = useState(false);
  const [erroCalc, setErroCalc] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [gerais, setGerais] = useState<ErroSchema[]>([]);
  const [ocupado, setOcupado] = useState<null | 'salvar' | 'transmitir'>(null);
  const [pdf, setPdf] = useState<{ url: string; titulo: string } | null>(null);
  const [abertos, setAbertos] = useState<Record<string, boolean>>({});
  const [ultimo, setUltimo] = useState<ResultadoSefaz | null>(null);
  const [parcelasAberto, setParcelasAberto] = useState(false);

  const leitura = somenteLeitura(nota.situacao);

  // ------------------------------------------------------------ load
  const carregar = useCallback(async (idNota: string) => {
    setCarregando(true);
    try {
      const r = await faturamentoApi.obter(idNota);
      const n = deRegistro(r);
      setNota(n);
      setCalc(r);
      if (n.cliente_id)
        carregarCliente(n.cliente_id)
          .then(setCliente)
          .catch(() => setCliente({ id: n.cliente_id!, nome: `#${n.cliente_id}` }));
      if (n.transportadora_id)
        carregarTransportadora(n.transportadora_id)
          .then(setTransportadora)
          .catch(() => undefined);
      setErroCarga(null);
    } catch (e) {
      setErroCarga(mensagemDeErro(e));
    } finally {
      setCarregando(false);
    }
  }, []);

  useEffect(() => {
    if (id) void carregar(id);
    else {
      setNota(notaVazia());
      setCliente(null);
      setTransportadora(null);
      setCalc(null);
      emitenteFiscalApi
        .atual()
        .then((f) => {
          const nat = typeof f?.natureza_operacao === 'string' && f.natureza_operacao ? f.natureza_operacao : null;
          const inf = typeof f?.informacoes_complementares === 'string' ? f.informacoes_complementares : '';
          setNota((n) => ({
            ...n,
            natureza_operacao: n.natureza_operacao === 'Venda de mercadoria' && nat ? nat : n.natureza_operacao,
            informacoes_complementares: n.informacoes_complementares || inf,
          }));
        })
        .catch(() => undefined);
    }
  }, [id, carregar]);

  // ------------------------------------------------------------ edit helpers
  const alterar = <K extends keyof Nota>(campo: K, valor: Nota[K]) => {
    setNota((n) => ({ ...n, [campo]: valor }));
    setErros((e) => {
      if (!e[campo as string]) return e;
      const c = { ...e };
      delete c[campo as string];
      return c;
    });
  };
  const alterarItem = (i: number, parcial: Partial<ItemNota>) => {
    setNota((n) => ({ ...n, Item: n.Item.map((it, k) => (k === i ? { ...it, ...parcial } : it)) }));
    setErros((e) => {
      const c = { ...e };
      for (const k of Object.keys(parcial)) delete c[`Item.${i}.${k}`];
      return c;
    });
  };
  const erroDe = (caminho: string) => erros[caminho]?.join(' ');

  // ------------------------------------------------------------ Calcular (debounced)
  const assinatura = useMemo(() => JSON.stringify(paraApi(nota, { somenteItensCompletos: true })), [nota]);
  const ultimoCalculo = useRef<string>('');
  const calcular = useCallback(
    async (forcar = false, signal?: AbortSignal) => {
      if (!podeCalcular(nota)) return;
      if (!forcar && ultimoCalculo.current === assinatura) return;
      ultimoCalculo.current = assinatura;
      setCalculando(true);
      try {
        const r = await faturamentoApi.calcular(JSON.parse(assinatura) as Record<string, unknown>, signal);
        if (signal?.aborted) return;
        setCalc(r);
        setErroCalc(null);
        const itens = Array.isArray(r.Item) ? (r.Item as Record<string, unknown>[]) : [];
        // attach each computed item to the complete rows, in order
        setNota((n) => {
          let k = 0;
          return {
            ...n,
            Item: n.Item.map((it) => {
              if (!(it.produto_id && (it.quantidade ?? 0) > 0 && it.valor_unitario !== null)) return { ...it, calculado: undefined };
              const c = itens[k++];
              const calculado = c ? { ...c, ...(typeof c.imposto === 'object' ? {} : {}) } : undefined;
              return {
                ...it,
                calculado,
                cfop: it.cfop || String(c?.cfop ?? ''),
                ncm: it.ncm || String(c?.ncm ?? ''),
                unidade: it.unidade || String(c?.unidade ?? ''),
              };
            }),
          };
        });
      } catch (e) {
        if (signal?.aborted) return;
        ultimoCalculo.current = '';
        setErroCalc(mensagemDeErro(e));
      } finally {
        setCalculando(false);
      }
    },
    [assinatura, nota],
  );
  useEffect(() => {
    if (leitura || carregando) return;
    const ctrl = new AbortController();
    const t = setTimeout(() => void calcular(false, ctrl.signal), 700);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [assinatura, leitura, carregando, calcular]);

  // ------------------------------------------------------------ save / transmit
  const aplicarErros = (e: unknown): boolean => {
    const corpo = corpoDoErro(e);
    const schema = errosSchemaDoCorpo(corpo);
    let campos: Record<string, string[]> = {};
    let ger: ErroSchema[] = [];
    if (schema) {
      const m = mapearErrosSchema(schema);
      campos = m.campos;
      ger = m.gerais;
    } else {
      const planos = extractFieldErrors(e);
      for (const [k, v] of Object.entries(planos)) campos[k.replace(/\[(\d+)\]/g, '.$1')] = [...v];
    }
    setErros(campos);
    setGerais(ger);
    const primeiro = Object.keys(campos)[0];
    if (primeiro) setAba(abaDoCampo(primeiro));
    return Object.keys(campos).length > 0 || ger.length > 0;
  };

  const validarLocal = (): boolean => {
    const e: Record<string, string[]> = {};
    if (!nota.cliente_id) e.cliente_id = ['Informe o cliente.'];
    if (!nota.natureza_operacao.trim()) e.natureza_operacao = ['Informe a natureza da operação.'];
    if (nota.Item.length === 0) e['Item'] = ['Inclua ao menos um item.'];
    nota.Item.forEach((it, i) => {
      if (!it.produto_id) e[`Item.${i}.produto_id`] = ['Escolha o produto.'];
      if (!((it.quantidade ?? 0) > 0)) e[`Item.${i}.quantidade`] = ['Quantidade deve ser maior que zero.'];
      if (it.valor_unitario === null) e[`Item.${i}.valor_unitario`] = ['Informe o valor.'];
    });
    setErros(e);
    setGerais([]);
    const primeiro = Object.keys(e)[0];
    if (primeiro) setAba(abaDoCampo(primeiro));
    return Object.keys(e).length === 0;
  };

  const salvar = async (): Promise<number | null> => {
    if (!validarLocal()) return null;
    const corpo = paraApi(nota);
    const r = nota.id ? await faturamentoApi.alterar(corpo) : await faturamentoApi.criar(corpo);
    const novo = deRegistro(r);
    setNota((n) => ({ ...novo, Item: novo.Item.map((it, i) => ({ ...it, produto: n.Item[i]?.produto ?? it.produto })) }));
    setCalc(r);
    setErros({});
    setGerais([]);
    if (!nota.id && novo.id) navigate(`${basename}/faturamento/editar/${novo.id}`, { replace: true });
    return novo.id ?? null;
  };

  const aoSalvar = async () => {
    setOcupado('salvar');
    try {
      const idSalvo = await salvar();
      if (idSalvo) await alertas.success('Nota salva com sucesso.');
    } catch (e) {
      if (!aplicarErros(e)) await alertas.error(mensagemDeErro(e));
      else await alertas.error(mensagemDeErro(e, 'Verifique os campos destacados.'));
    } finally {
      setOcupado(null);
    }
  };

  const transmitirId = async (idNota: number) => {
    try {
      const env = await nfeApi.transmitir(idNota);
      setUltimo(env.Data);
      // the chip behind the dialog must already say what the dialog says (not "Transmitindo")
      await carregar(String(idNota));
      await mostrarResultado(env.Data, 'Autorizada');
    } catch (e) {
      const temErros = aplicarErros(e);
      const schema = errosSchemaDoCorpo(corpoDoErro(e));
      const dados = (corpoDoErro(e)?.Data ?? null) as ResultadoSefaz | null;
      if (schema)
        await alertas.error(
          `${mensagemDeErro(e, 'A nota tem erros de schema.')}\n${schema.length} erro(s): veja os campos destacados e a lista acima dos botões.`,
          { titulo: 'Erros de validação da NF-e' },
        );
      else if (dados && (dados.cStat || dados.xMotivo)) await mostrarResultado(dados, 'Autorizada');
      // a recusa antes do envio (ex.: cadastro do cliente incompleto) diz o que preencher, além de destacar o campo
      else await alertas.error(mensagemDeErro(e), temErros ? { titulo: 'A nota não foi transmitida' } : undefined);
    } finally {
      if (nota.id || idNota) await carregar(String(idNota));
    }
  };

  const aoSalvarETransmitir = async () => {
    if (!validarLocal()) return;
    if (!(await alertas.question('Salvar a nota e transmiti-la para a SEFAZ agora?', { titulo: 'Salvar e transmitir' }))) return;
    setOcupado('transmitir');
    try {
      const idSalvo = await salvar();
      if (idSalvo) await transmitirId(idSalvo);
    } catch (e) {
      if (!aplicarErros(e)) await alertas.error(mensagemDeErro(e));
      else await alertas.error(mensagemDeErro(e, 'Verifique os campos destacados.'));
    } finally {
      setOcupado(null);
    }
  };

  const aoTransmitir = async () => {
    if (!nota.id) return aoSalvarETransmitir();
    if (!(await alertas.question(`Transmitir a nota para a SEFAZ?`))) return;
    setOcupado('transmitir');
    try {
      await transmitirId(nota.id);
    } finally {
      setOcupado(null);
    }
  };

  const baixarXml = async () => {
    if (!nota.id) return;
    try {
      const { blob, nome } = await baixarArquivo(nfeApi.urlXml(nota.id), { padrao: `${nota.chave_acesso ?? 'nfe'}-nfe.xml` });
      salvarBlob(blob, nome);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  // ------------------------------------------------------------ derived
  const totalItens = (it: ItemNota) => {
    const v = it.calculado?.valor_produto;
    return typeof v === 'number' ? v : null;
  };
  const totalNota = Number(calc?.total_nota ?? 0) || 0;
  const contagem = useMemo(() => {
    const c: Record<Aba, number> = { dados: 0, itens: 0, transporte: 0, pagamento: 0, adicionais: 0 };
    for (const k of Object.keys(erros)) c[abaDoCampo(k)]++;
    return c;
  }, [erros]);

  if (carregando) return <LinearProgress sx={{ mt: 3 }} />;
  if (erroCarga)
    return (
      <Alert severity="error" sx={{ mt: 3 }} action={<Button onClick={() => id && carregar(id)}>Tentar de novo</Button>}>
        {erroCarga}
      </Alert>
    );

  const rotuloAba = (a: Aba, texto: string) =>
    contagem[a] ? (
      <Badge color="error" badgeContent={contagem[a]} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
        {texto}
      </Badge>
    ) : (
      texto
    );

  return (
    <Box sx={{ py: 2 }}>
      {/* status bar */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <IconButton aria-label="Voltar" onClick={() => navigate(`${basename}/faturamento/consultar`)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {nota.id ? `NF-e ${nota.numero ? `nº ${nota.numero}` : `#${nota.id}`}` : 'Nova NF-e'}
          {nota.serie !== undefined && nota.numero ? ` · série ${nota.serie}` : ''}
        </Typography>
        <SituacaoChip situacao={nota.situacao} size="medium" />
        <Box sx={{ flex: 1 }} />
        {calculando && !leitura && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CircularProgress size={16} />
            <Typography variant="body2">Calculando tributos…</Typography>
          </Stack>
        )}
      </Stack>

      {leitura && (
        <Alert severity={nota.situacao === 'autorizada' ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="nota-somente-leitura">
          <AlertTitle>{nota.situacao === 'autorizada' ? 'NF-e autorizada — somente leitura' : 'Nota somente leitura'}</AlertTitle>
          {nota.chave_acesso && (
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              Chave: {chaveFormatada(nota.chave_acesso)}
            </Typography>
          )}
          {ultimo?.protocolo && <Typography variant="body2">Protocolo: {ultimo.protocolo}</Typography>}
        </Alert>
      )}
      {nota.situacao === 'rejeitada' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          A última transmissão foi rejeitada{ultimo?.xMotivo ? `: ${ultimo.cStat ?? ''} - ${ultimo.xMotivo}` : '.'} Corrija e transmita de novo.
        </Alert>
      )}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 9 }}>
          <Card variant="outlined" sx={{ mb: 2 }}>
            <Tabs value={aba} onChange={(_, v: Aba) => setAba(v)} variant="scrollable" allowScrollButtonsMobile>
              <Tab value="dados" label={rotuloAba('dados', 'Dados da nota')} />
              <Tab value="itens" label={rotuloAba('itens', `Itens (${nota.Item.length})`)} />
              <Tab value="transporte" label={rotuloAba('transporte', 'Transporte')} />
              <Tab value="pagamento" label={rotuloAba('pagamento', 'Pagamento')} />
              <Tab value="adicionais" label={rotuloAba('adicionais', 'Informações adicionais')} />
            </Tabs>
          </Card>

          {aba === 'dados' && (
            <Secao titulo="Destinatário e operação">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }}>
                  <ClienteAutocomplete
                    value={cliente}
                    disabled={leitura}
                    error={!!erroDe('cliente_id')}
                    helperText={erroDe('cliente_id')}
                    onChange={(c) => {
                      setCliente(c);
                      alterar('cliente_id', c?.id ?? null);
                      if (c && (c.consumidor_final === true || c.consumidor_final === 1)) alterar('consumidor_final', 1);
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                  <TextField
                    label="Natureza da operação"
                    required
                    fullWidth
                    value={nota.natureza_operacao}
                    disabled={leitura}
                    onChange={(e) => alterar('natureza_operacao', e.target.value.slice(0, 60))}
                    error={!!erroDe('natureza_operacao')}
                    helperText={erroDe('natureza_operacao')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <CampoDataHora
                    label="Data de emissão"
                    fullWidth
                    value={nota.data_emissao}
                    disabled={leitura}
                    onChange={(v) => alterar('data_emissao', v)}
                    error={!!erroDe('data_emissao')}
                    helperText={erroDe('data_emissao')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <CampoDataHora
                    label="Data de saída/entrada"
                    fullWidth
                    value={nota.data_saida}
                    disabled={leitura}
                    onChange={(v) => alterar('data_saida', v)}
                    error={!!erroDe('data_saida')}
                    helperText={erroDe('data_saida')}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <OperacaoPredefinida
                    valor={nota.modelo_faturamento_id}
                    leitura={leitura}
                    onEscolher={(m) =>
                      setNota((n) => ({
                        ...n,
                        modelo_faturamento_id: m?.id ?? null,
                        ...(m
                          ? {
                              natureza_operacao: m.natureza_operacao,
                              tipo_operacao: m.tipo_operacao,
                              finalidade: m.finalidade,
                              serie: m.serie,
                              presenca: m.presenca,
                              modalidade_frete: m.modalidade_frete,
                            }
                          : {}),
                      }))
                    }
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <TextField
                    select
                    label="Tipo de operação"
                    fullWidth
                    value={String(nota.tipo_operacao)}
                    disabled={leitura}
                    onChange={(e) => alterar('tipo_operacao', Number(e.target.value))}
                  >
                    {TIPOS.map((o) => (
                      <MenuItem key={o.valor} value={o.valor}>
                        {o.rotulo}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <TextField
                    select
                    label="Finalidade"
                    fullWidth
                    value={String(nota.finalidade)}
                    disabled={leitura}
                    onChange={(e) => alterar('finalidade', Number(e.target.value))}
                    error={!!erroDe('finalidade')}
                    helperText={erroDe('finalidade')}
                  >
                    {FINALIDADES.map((o) => (
                      <MenuItem key={o.valor} value={o.valor}>
                        {o.rotulo}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 5 }}>
                  <TextField
                    select
                    label="Presença do comprador"
                    fullWidth
                    value={String(nota.presenca)}
                    disabled={leitura}
                    onChange={(e) => alterar('presenca', Number(e.target.value))}
                    error={!!erroDe('presenca')}
                    helperText={erroDe('presenca')}
                  >
                    {PRESENCAS.map((o) => (
                      <MenuItem key={o.valor} value={o.valor}>
                        {o.rotulo}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 3, md: 2 }}>
                  <TextField
                    label="Série"
                    type="number"
                    fullWidth
                    value={nota.serie}
                    disabled={leitura || !!nota.numero}
                    onChange={(e) => alterar('serie', Math.max(0, Math.min(999, Number(e.target.value) || 0)))}
                    error={!!erroDe('serie')}
                    helperText={erroDe('serie')}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 5 }} sx={{ display: 'flex', alignItems: 'center' }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={nota.consumidor_final === 1}
                        disabled={leitura}
                        onChange={(e) => alterar('consumidor_final', e.target.checked ? 1 : 0)}
                      />
                    }
                    label="Consumidor final"
                  />
                </Grid>
              </Grid>
              <ReferenciasNFe lista={nota.NFref} finalidade={nota.finalidade} leitura={leitura} erroDe={erroDe} onChange={(l) => alterar('NFref', l)} />
            </Secao>
          )}

          {aba === 'itens' && (
            <Secao
              titulo="Itens da nota"
              acao={
                !leitura && (
                  <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setNota((n) => ({ ...n, Item: [...n.Item, itemVazio()] }))}>
                    Adicionar item
                  </Button>
                )
              }
            >
              {erroDe('Item') && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {erroDe('Item')}
                </Alert>
              )}
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Itens" sx={{ '& td, & th': { px: 0.75 } }} data-grade-enter onKeyDown={enterProximoCampo}>
                  <TableHead>
                    <TableRow>
                      <TableCell>#</TableCell>
                      <TableCell sx={{ minWidth: 240, width: '100%' }}>Produto</TableCell>
                      <TableCell>Un.</TableCell>
                      <TableCell align="right">Quantidade</TableCell>
                      <TableCell align="right">Valor unit.</TableCell>
                      <TableCell align="right">Desconto</TableCell>
                      <TableCell align="right">Total</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {nota.Item.map((it, i) => {
                      const e = (c: string) => erroDe(`Item.${i}.${c}`);
                      const aberto = !!abertos[it.chave];
                      return [
                        <TableRow key={it.chave} data-testid={`item-${i + 1}`} sx={{ '& > td': { borderBottom: 'none', verticalAlign: 'top' } }}>
                          <TableCell sx={{ pt: 1.5 }}>{i + 1}</TableCell>
                          <TableCell>
                            <ProdutoAutocomplete
                              indice={i}
                              value={it.produto ? { id: it.produto.id, descricao: it.produto.descricao, codigo: it.produto.codigo } : null}
                              disabled={leitura}
                              error={!!e('produto_id')}
                              helperText={e('produto_id')}
                              onChange={(p) =>
                                alterarItem(
                                  i,
                                  p
                                    ? {
                                        produto_id: p.id,
                                        produto: { id: p.id, descricao: p.descricao, codigo: p.codigo },
                                        descricao: p.descricao ?? '',
                                        ncm: p.ncm ?? '',
                                        cfop: p.cfop ?? '',
                                        unidade: p.unidade ?? '',
                                        valor_unitario: p.preco_venda ?? it.valor_unitario,
                                      }
                                    : { produto_id: null, produto: null },
                                )
                              }
                            />
                            {it.produto_id && (
                              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25, ml: 0.5 }}>
                                {[it.ncm && `NCM ${it.ncm}`, it.cfop && `CFOP ${it.cfop}`, it.descricao !== it.produto?.descricao && it.descricao]
                                  .filter(Boolean)
                                  .join(' · ')}
                              </Typography>
                            )}
                          </TableCell>
                          <TableCell>
                            <TextField
                              size="small"
                              sx={{ width: 60 }}
                              value={it.unidade}
                              disabled={leitura}
                              onChange={(ev) => alterarItem(i, { unidade: ev.target.value.slice(0, 6).toUpperCase() })}
                              error={!!e('unidade')}
                              helperText={e('unidade')}
                              slotProps={{ htmlInput: { 'aria-label': `Unidade do item ${i + 1}` } }}
                            />
                          </TableCell>
                          <TableCell>
                            <CampoDecimal
                              escala={4}
                              sx={{ width: 100 }}
                              value={it.quantidade}
                              disabled={leitura}
                              onChange={(v) => alterarItem(i, { quantidade: v })}
                              error={!!e('quantidade')}
                              helperText={e('quantidade')}
                              ariaLabel={`Quantidade do item ${i + 1}`}
                            />
                          </TableCell>
                          <TableCell>
                            <CampoDecimal
                              escala={4}
                              sx={{ width: 115 }}
                              value={it.valor_unitario}
                              disabled={leitura}
                              onChange={(v) => alterarItem(i, { valor_unitario: v })}
                              error={!!e('valor_unitario')}
                              helperText={e('valor_unitario')}
                              ariaLabel={`Valor unitário do item ${i + 1}`}
                            />
                          </TableCell>
                          <TableCell>
                            <CampoDecimal
                              escala={2}
                              sx={{ width: 95 }}
                              value={it.valor_desconto}
                              disabled={leitura}
                              onChange={(v) => alterarItem(i, { valor_desconto: v })}
                              error={!!e('valor_desconto')}
                              helperText={e('valor_desconto')}
                              ariaLabel={`Desconto do item ${i + 1}`}
                            />
                          </TableCell>
                          <TableCell align="right" sx={{ pt: 1.5, fontWeight: 600, whiteSpace: 'nowrap' }}>
                            {totalItens(it) !== null ? moeda(totalItens(it)) : '—'}
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <Tooltip title={aberto ? 'Ocultar detalhes' : 'Detalhes e tributos calculados'}>
                              <IconButton
                                size="small"
                                aria-label={`Tributos do item ${i + 1}`}
                                onClick={() => setAbertos((a) => ({ ...a, [it.chave]: !aberto }))}
                              >
                                {aberto ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                              </IconButton>
                            </Tooltip>
                            {!leitura && (
                              <Tooltip title="Remover item">
                                <IconButton
                                  size="small"
                                  color="error"
                                  aria-label={`Remover item ${i + 1}`}
                                  onClick={() => setNota((n) => ({ ...n, Item: n.Item.filter((_, k) => k !== i) }))}
                                >
                                  <DeleteOutlineIcon fontSize="small" />
                                </IconButton>
                              </Tooltip>
                            )}
                          </TableCell>
                        </TableRow>,
                        <TableRow key={`${it.chave}-trib`}>
                          <TableCell colSpan={8} sx={{ py: 0 }}>
                            <Collapse in={aberto || !!(e('descricao') || e('ncm') || e('cfop'))} unmountOnExit>
                              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ pt: 1.5 }}>
                                <TextField
                                  size="small"
                                  label="Descrição na nota"
                                  sx={{ flex: 1 }}
                                  value={it.descricao}
                                  disabled={leitura}
                                  onChange={(ev) => alterarItem(i, { descricao: ev.target.value.slice(0, 120) })}
                                  error={!!e('descricao')}
                                  helperText={e('descricao')}
                                  slotProps={{ htmlInput: { 'aria-label': `Descrição do item ${i + 1}` } }}
                                />
                                <TextField
                                  size="small"
                                  label="NCM"
                                  sx={{ width: 130 }}
                                  value={it.ncm}
                                  disabled={leitura}
                                  onChange={(ev) => alterarItem(i, { ncm: ev.target.value.replace(/\D/g, '').slice(0, 8) })}
                                  error={!!e('ncm')}
                                  helperText={e('ncm')}
                                  slotProps={{ htmlInput: { 'aria-label': `NCM do item ${i + 1}` } }}
                                />
                                <TextField
                                  size="small"
                                  label="CFOP"
                                  sx={{ width: 100 }}
                                  value={it.cfop}
                                  disabled={leitura}
                                  onChange={(ev) => alterarItem(i, { cfop: ev.target.value.replace(/\D/g, '').slice(0, 4) })}
                                  error={!!e('cfop')}
                                  helperText={e('cfop')}
                                  slotProps={{ htmlInput: { 'aria-label': `CFOP do item ${i + 1}` } }}
                                />
                              </Stack>
                              <Box sx={{ py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                                {it.calculado ? (
                                  TRIBUTOS_ITEM.map(([k, r]) => (
                                    <Chip
                                      key={k}
                                      size="small"
                                      variant="outlined"
                                      label={`${r}: ${k === 'cst' ? String(it.calculado?.[k] ?? '—') : k.startsWith('aliquota') ? String(it.calculado?.[k] ?? '—').replace('.', ',') : moeda(it.calculado?.[k] ?? 0)}`}
                                    />
                                  ))
                                ) : (
                                  <Typography variant="body2" color="text.secondary">
                                    Os tributos aparecem depois do cálculo (escolha o produto, a quantidade e o valor).
                                  </Typography>
                                )}
                              </Box>
                              {it.calculado?.regra_tributacao ? (
                                <Typography variant="caption" color="text.secondary" component="p" sx={{ pb: 1.5 }}>
                                  Regra usada: {String(it.calculado.regra_tributacao)}
                                </Typography>
                              ) : null}
                            </Collapse>
                          </TableCell>
                        </TableRow>,
                      ];
                    })}
                    {nota.Item.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={8}>
                          <Stack sx={{ py: 4, alignItems: 'center' }} spacing={1}>
                            <Typography color="text.secondary">Nenhum item. Adicione os produtos vendidos.</Typography>
                            {!leitura && (
                              <Button startIcon={<AddIcon />} onClick={() => setNota((n) => ({ ...n, Item: [...n.Item, itemVazio()] }))}>
                                Adicionar item
                              </Button>
                            )}
                          </Stack>
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </Box>
              <Grid container spacing={2} sx={{ mt: 1 }}>
                <Grid size={{ xs: 6, md: 3 }}>
                  <CampoDecimal
                    label="Desconto geral"
                    prefixo="R$"
                    value={nota.valor_desconto}
                    disabled={leitura}
                    onChange={(v) => alterar('valor_desconto', v)}
                    sx={{ width: '100%' }}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <CampoDecimal
                    label="Frete"
                    prefixo="R$"
                    value={nota.valor_frete}
                    disabled={leitura}
                    onChange={(v) => alterar('valor_frete', v)}
                    sx={{ width: '100%' }}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <CampoDecimal
                    label="Seguro"
                    prefixo="R$"
                    value={nota.valor_seguro}
                    disabled={leitura}
                    onChange={(v) => alterar('valor_seguro', v)}
                    sx={{ width: '100%' }}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <CampoDecimal
                    label="Outras despesas"
                    prefixo="R$"
                    value={nota.valor_outros}
                    disabled={leitura}
                    onChange={(v) => alterar('valor_outros', v)}
                    sx={{ width: '100%' }}
                  />
                </Grid>
              </Grid>
            </Secao>
          )}

          {aba === 'transporte' && (
            <>
              <Secao titulo="Transportador">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextField
                      select
                      label="Modalidade do frete"
                      fullWidth
                      value={String(nota.modalidade_frete)}
                      disabled={leitura}
                      onChange={(e) => alterar('modalidade_frete', Number(e.target.value))}
                      error={!!erroDe('modalidade_frete')}
                      helperText={erroDe('modalidade_frete')}
                    >
                      {FRETES.map((o) => (
                        <MenuItem key={o.valor} value={o.valor}>
                          {o.valor} - {o.rotulo}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TransportadoraAutocomplete
                      value={transportadora}
                      disabled={leitura || nota.modalidade_frete === 9}
                      onChange={(t) => {
                        setTransportadora(t);
                        alterar('transportadora_id', t?.id ?? null);
                      }}
                    />
                  </Grid>
                </Grid>
              </Secao>
              <Secao
                titulo="Volumes"
                acao={
                  !leitura && (
                    <Button
                      startIcon={<AddIcon />}
                      variant="outlined"
                      onClick={() =>
                        setNota((n) => ({
                          ...n,
                          Volume: [
                            ...n.Volume,
                            { chave: novaChave(), quantidade: 1, especie: '', marca: '', numeracao: '', peso_liquido: null, peso_bruto: null },
                          ],
                        }))
                      }
                    >
                      Adicionar volume
                    </Button>
                  )
                }
              >
                {nota.Volume.length === 0 && <Typography color="text.secondary">Nenhum volume informado.</Typography>}
                <Stack spacing={1.5}>
                  {nota.Volume.map((v, i) => {
                    const set = (p: Partial<typeof v>) => setNota((n) => ({ ...n, Volume: n.Volume.map((x, k) => (k === i ? { ...x, ...p } : x)) }));
                    return (
                      <Stack key={v.chave} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                        <CampoDecimal
                          label="Quantidade"
                          escala={0}
                          value={v.quantidade}
                          disabled={leitura}
                          onChange={(x) => set({ quantidade: x })}
                          sx={{ width: 110 }}
                        />
                        <TextField
                          size="small"
                          label="Espécie"
                          value={v.especie}
                          disabled={leitura}
                          onChange={(e) => set({ especie: e.target.value.slice(0, 60) })}
                        />
                        <TextField
                          size="small"
                          label="Marca"
                          value={v.marca}
                          disabled={leitura}
                          onChange={(e) => set({ marca: e.target.value.slice(0, 60) })}
                        />
                        <TextField
                          size="small"
                          label="Numeração"
                          value={v.numeracao}
                          disabled={leitura}
                          onChange={(e) => set({ numeracao: e.target.value.slice(0, 60) })}
                        />
                        <CampoDecimal
                          label="Peso líquido (kg)"
                          escala={3}
                          value={v.peso_liquido}
                          disabled={leitura}
                          onChange={(x) => set({ peso_liquido: x })}
                          sx={{ width: 150 }}
                        />
                        <CampoDecimal
                          label="Peso bruto (kg)"
                          escala={3}
                          value={v.peso_bruto}
                          disabled={leitura}
                          onChange={(x) => set({ peso_bruto: x })}
                          sx={{ width: 150 }}
                        />
                        {!leitura && (
                          <IconButton
                            aria-label={`Remover volume ${i + 1}`}
                            color="error"
                            onClick={() => setNota((n) => ({ ...n, Volume: n.Volume.filter((_, k) => k !== i) }))}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        )}
                      </Stack>
                    );
                  })}
                </Stack>
              </Secao>
            </>
          )}

          {aba === 'pagamento' && (
            <>
              <Secao
                titulo="Formas de pagamento"
                acao={
                  !leitura && (
                    <Button
                      startIcon={<AddIcon />}
                      variant="outlined"
                      onClick={() =>
                        setNota((n) => ({
                          ...n,
                          Pagamento: [
                            ...n.Pagamento,
                            {
                              chave: novaChave(),
                              t_pag: n.Pagamento.length ? '15' : '01',
                              valor: Math.max(0, somaValores([totalNota]) - somaValores(n.Pagamento.map((p) => p.valor))),
                            },
                          ],
                        }))
                      }
                    >
                      Adicionar pagamento
                    </Button>
                  )
                }
              >
                {nota.Pagamento.length === 0 && <Typography color="text.secondary">Sem formas de pagamento: a nota sai com "90 - Sem pagamento".</Typography>}
                <Stack spacing={1.5}>
                  {nota.Pagamento.map((p, i) => {
                    const set = (x: Partial<typeof p>) => setNota((n) => ({ ...n, Pagamento: n.Pagamento.map((y, k) => (k === i ? { ...y, ...x } : y)) }));
                    return (
                      <Stack key={p.chave} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                        <TextField
                          select
                          size="small"
                          label="Meio de pagamento"
                          value={p.t_pag}
                          disabled={leitura}
                          onChange={(e) => set({ t_pag: e.target.value })}
                          sx={{ minWidth: 280 }}
                          error={!!erroDe(`Pagamento.${i}.t_pag`)}
                          helperText={erroDe(`Pagamento.${i}.t_pag`)}
                        >
                          {TPAG.map((o) => (
                            <MenuItem key={o.valor} value={o.valor}>
                              {o.valor} - {o.rotulo}
                            </MenuItem>
                          ))}
                        </TextField>
                        <CampoDecimal
                          label="Valor"
                          prefixo="R$"
                          value={p.valor}
                          disabled={leitura}
                          onChange={(v) => set({ valor: v })}
                          sx={{ width: 160 }}
                          error={!!erroDe(`Pagamento.${i}.valor`)}
                          helperText={erroDe(`Pagamento.${i}.valor`)}
                        />
                        {p.t_pag === '99' && (
                          <TextField
                            size="small"
                            label="Descrição"
                            value={p.descricao ?? ''}
                            disabled={leitura}
                            onChange={(e) => set({ descricao: e.target.value.slice(0, 60) })}
                          />
                        )}
                        {!leitura && (
                          <IconButton
                            aria-label={`Remover pagamento ${i + 1}`}
                            color="error"
                            onClick={() => setNota((n) => ({ ...n, Pagamento: n.Pagamento.filter((_, k) => k !== i) }))}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        )}
                      </Stack>
                    );
                  })}
                </Stack>
                {nota.Pagamento.length > 0 && totalNota > 0 && Math.abs(somaValores(nota.Pagamento.map((p) => p.valor)) - totalNota) > 0.004 && (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    Soma dos pagamentos ({moeda(somaValores(nota.Pagamento.map((p) => p.valor)))}) difere do total da nota ({moeda(totalNota)}).
                  </Alert>
                )}
              </Secao>
              <Secao
                titulo="Duplicatas (cobrança)"
                acao={
                  !leitura && (
                    <Stack direction="row" spacing={1}>
                      <Button startIcon={<ViewWeekIcon />} variant="outlined" disabled={!(totalNota > 0)} onClick={() => setParcelasAberto(true)}>
                        Gerar parcelas
                      </Button>
                      <Button
                        startIcon={<AddIcon />}
                        onClick={() =>
                          setNota((n) => ({
                            ...n,
                            Duplicata: [
                              ...n.Duplicata,
                              { chave: novaChave(), numero: String(n.Duplicata.length + 1).padStart(3, '0'), vencimento: '', valor: null },
                            ],
                          }))
                        }
                      >
                        Adicionar
                      </Button>
                    </Stack>
                  )
                }
              >
                {nota.Duplicata.length === 0 && <Typography color="text.secondary">Nenhuma duplicata. Use "Gerar parcelas" para dividir o total.</Typography>}
                <Stack spacing={1.5}>
                  {nota.Duplicata.map((d, i) => {
                    const set = (x: Partial<typeof d>) => setNota((n) => ({ ...n, Duplicata: n.Duplicata.map((y, k) => (k === i ? { ...y, ...x } : y)) }));
                    return (
                      <Stack key={d.chave} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                        <TextField
                          size="small"
                          label="Número"
                          value={d.numero}
                          disabled={leitura}
                          onChange={(e) => set({ numero: e.target.value.slice(0, 60) })}
                          sx={{ width: 110 }}
                        />
                        <CampoData
                          label="Vencimento"
                          value={d.vencimento}
                          disabled={leitura}
                          onChange={(v) => set({ vencimento: v })}
                          sx={{ width: 150 }}
                          error={!!erroDe(`Duplicata.${i}.vencimento`)}
                          helperText={erroDe(`Duplicata.${i}.vencimento`)}
                        />
                        <CampoDecimal
                          label="Valor"
                          prefixo="R$"
                          value={d.valor}
                          disabled={leitura}
                          onChange={(v) => set({ valor: v })}
                          sx={{ width: 160 }}
                          error={!!erroDe(`Duplicata.${i}.valor`)}
                          helperText={erroDe(`Duplicata.${i}.valor`)}
                        />
                        {!leitura && (
                          <IconButton
                            aria-label={`Remover duplicata ${i + 1}`}
                            color="error"
                            onClick={() => setNota((n) => ({ ...n, Duplicata: n.Duplicata.filter((_, k) => k !== i) }))}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        )}
                      </Stack>
                    );
                  })}
                </Stack>
                {nota.Duplicata.length > 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                    Soma das duplicatas: <b>{moeda(somaValores(nota.Duplicata.map((d) => d.valor)))}</b>
                  </Typography>
                )}
              </Secao>
            </>
          )}

          {aba === 'adicionais' && (
            <Secao titulo="Informações complementares">
              <TextField
                label="Informações complementares (infCpl)"
                multiline
                minRows={5}
                fullWidth
                value={nota.informacoes_complementares}
                disabled={leitura}
                onChange={(e) => alterar('informacoes_complementares', e.target.value.slice(0, 5000))}
                helperText={erroDe('informacoes_complementares') ?? `${nota.informacoes_complementares.length}/5000`}
                error={!!erroDe('informacoes_complementares')}
              />
            </Secao>
          )}

          {gerais.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="erros-schema">
              <AlertTitle>Erros de validação da NF-e</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {gerais.map((g, k) => (
                  <li key={k}>
                    {g.linha ? <b>Linha {g.linha}: </b> : null}
                    {g.mensagem}
                    {g.campo ? (
                      <Typography component="span" variant="caption" color="text.secondary">
                        {' '}
                        ({g.campo})
                      </Typography>
                    ) : null}
                  </li>
                ))}
              </Box>
            </Alert>
          )}
        </Grid>

        <Grid size={{ xs: 12, lg: 3 }}>
          <Card variant="outlined" sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
            <CardHeader
              title="Totais"
              action={
                !leitura && (
                  <Tooltip title="Recalcular">
                    <span>
                      <IconButton aria-label="Recalcular" disabled={!podeCalcular(nota) || calculando} onClick={() => void calcular(true)}>
                        <CalculateIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                )
              }
              slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
              sx={{ pb: 0 }}
            />
            {calculando ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
            <CardContent data-testid="totais">
              {erroCalc && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {erroCalc}
                </Alert>
              )}
              {!calc && !erroCalc && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Os totais e tributos são calculados pelo servidor assim que houver cliente e itens.
                </Typography>
              )}
              <Stack spacing={0.5}>
                {LINHAS_TOTAIS.map((l) => {
                  const v = Number(calc?.[l.campo] ?? 0) || 0;
                  if (!l.destaque && v === 0 && !['total_produtos', 'total_icms', 'total_pis', 'total_cofins'].includes(l.campo)) return null;
                  return (
                    <Box key={l.campo}>
                      {l.destaque && <Divider sx={{ my: 1 }} />}
                      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                        <Typography
                          variant={l.destaque ? 'subtitle1' : 'body2'}
                          sx={{ fontWeight: l.destaque ? 700 : 400 }}
                          color={l.destaque ? 'text.primary' : 'text.secondary'}
                        >
                          {l.rotulo}
                        </Typography>
                        <Typography
                          variant={l.destaque ? 'subtitle1' : 'body2'}
                          sx={{ fontWeight: l.destaque ? 800 : 500, fontVariantNumeric: 'tabular-nums', color: l.destaque ? 'primary.main' : undefined }}
                          data-testid={`total-${l.campo}`}
                        >
                          {l.negativo && v ? `- ${moeda(v)}` : moeda(v)}
                        </Typography>
                      </Stack>
                    </Box>
                  );
                })}
              </Stack>
            </CardContent>
            <Divider />
            <Stack spacing={1} sx={{ p: 2 }}>
              {!leitura && (
                <>
                  <Button
                    variant="contained"
                    color="primary"
                    startIcon={ocupado === 'transmitir' ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
                    disabled={!!ocupado}
                    onClick={aoSalvarETransmitir}
                    fullWidth
                  >
                    Salvar e transmitir
                  </Button>
                  <Button
                    variant="outlined"
                    startIcon={ocupado === 'salvar' ? <CircularProgress size={18} /> : <SaveIcon />}
                    disabled={!!ocupado}
                    onClick={aoSalvar}
                    fullWidth
                  >
                    Salvar
                  </Button>
                </>
              )}
              {nota.id && podeTransmitir(nota.situacao) && (
                <Button variant="text" startIcon={<SendIcon />} disabled={!!ocupado} onClick={aoTransmitir} fullWidth>
                  Transmitir
                </Button>
              )}
              {nota.id && !leitura && (
                <Button
                  variant="text"
                  startIcon={<PictureAsPdfIcon />}
                  disabled={!!ocupado}
                  onClick={() => setPdf({ url: nfeApi.urlPrevia(nota.id!), titulo: 'Pré-visualização do DANFE (sem valor fiscal)' })}
                  fullWidth
                >
                  Pré-visualizar DANFE
                </Button>
              )}
              {nota.id && leitura && (
                <>
                  <Button
                    variant="contained"
                    startIcon={<PictureAsPdfIcon />}
                    onClick={() => setPdf({ url: nfeApi.urlDanfe(nota.id!), titulo: `DANFE — NF-e ${nota.numero ?? ''}` })}
                    fullWidth
                  >
                    DANFE
                  </Button>
                  <Button variant="outlined" startIcon={<CodeIcon />} onClick={baixarXml} fullWidth>
                    Baixar XML
                  </Button>
                </>
              )}
              {!nota.id && !leitura && (
                <Typography variant="caption" color="text.secondary">
                  Salve a nota para pré-visualizar o DANFE.
                </Typography>
              )}
            </Stack>
          </Card>
        </Grid>
      </Grid>

      <PdfDialog url={pdf?.url ?? null} titulo={pdf?.titulo ?? ''} nomePadrao="danfe.pdf" onClose={() => setPdf(null)} />
      <ParcelasDialog
        aberto={parcelasAberto}
        total={totalNota}
        onClose={() => setParcelasAberto(false)}
        onGerar={(qtd, venc, intervalo) => {
          const ps = gerarParcelas(totalNota, qtd, venc, intervalo);
          setNota((n) => ({ ...n, Duplicata: ps.map((p) => ({ chave: novaChave(), ...p })) }));
          setParcelasAberto(false);
        }}
      />
    </Box>
  );
}

function ParcelasDialog({
  aberto,
  total,
  onClose,
  onGerar,
}: {
  aberto: boolean;
  total: number;
  onClose: () => void;
  onGerar: (qtd: number, venc: string, intervalo: number) => void;
}) {
  const hoje = new Date();
  const [qtd, setQtd] = useState(3);
  const [intervalo, setIntervalo] = useState(30);
  const [venc, setVenc] = useState(() => new Date(hoje.getTime() + 30 * 86_400_000).toISOString().slice(0, 10));
  const previa = gerarParcelas(total, qtd, venc, intervalo);
  return (
    <Dialog open={aberto} onClose={onClose} maxWidth="xs" fullWidth slotProps={{ paper: { sx: { width: 'calc(100% - 32px)', maxWidth: 440 } } }}>
      <DialogTitle>Gerar parcelas</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            Total a parcelar: <b>{moeda(total)}</b>
          </Typography>
          <TextField
            label="Quantidade de parcelas"
            type="number"
            value={qtd}
            onChange={(e) => setQtd(Math.max(1, Math.min(120, Number(e.target.value) || 1)))}
          />
          <CampoData label="Primeiro vencimento" size="medium" value={venc} onChange={setVenc} />
          <TextField
            label="Intervalo (dias; 0 = mensal)"
            type="number"
            value={intervalo}
            onChange={(e) => setIntervalo(Math.max(0, Number(e.target.value) || 0))}
          />
          <Box>
            {previa.map((p) => (
              <Typography key={p.numero} variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {p.numero} · {p.vencimento.split('-').reverse().join('/')} · {moeda(p.valor)}
              </Typography>
            ))}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={previa.length === 0} onClick={() => onGerar(qtd, venc, intervalo)}>
          Gerar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
