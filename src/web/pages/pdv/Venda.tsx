/**
 * Tela de venda do caixa (rotas pdv/venda e pdv/venda/{id}). Teclado primeiro:
 * o campo de código fica sempre em foco; Enter lê GTIN, "quantidade x código" (3x789...), etiqueta
 * de balança (EAN-13 iniciado por 2) ou busca por nome/código (2+ caracteres, lista com ↑/↓/Enter).
 * Teclas de função mostradas na barra: F2 código, F3 CPF/CNPJ, F4 desconto, F5 desconto no item
 * (DialogoDescontoItem.tsx), F6 remove o último
 * item, F7 sangria/suprimento, F8 troca (vale-troca), F9 fecha o caixa, F10 pagamento; Esc fecha
 * diálogos. Produto com grade ou adicionais abre o diálogo de opções (DialogoOpcoes.tsx); desconto
 * acima do limite do operador pede a liberação do supervisor (login e senha). O servidor
 * grava a venda, baixa o estoque, emite a NFC-e (ou em contingência) e devolve o resultado.
 * Layout para 1366x768 e tablets (coluna única abaixo de 900 px). Com `{id}` mostra a venda gravada (Detalhe.tsx).
 * No topo, o aviso da contingência (AvisoContingencia.tsx): pendentes perto do prazo de 24 h e
 * rejeitadas, com o link para a lista de vendas.
 */
import { useCallback, useEffect, useRef, useState, useLayoutEffect } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { mensagemDeErro, corpoDoErro } from '../../providers/erros.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { brl, numero, pdvApi, type ModeloVenda, type ProdutoPdv, type ResultadoVenda, type ResumoCaixa } from './api.ts';
import { DialogoFechamento, DialogoMovimento, DialogoPagamento, type Pagamento } from './Dialogos.tsx';
import { DialogoResultado } from './Dialogos.tsx';
import { maskCpfCnpj } from '../../../domain/mascara.ts';
import { useParams } from 'react-router-dom';
import DetalheVenda from './Detalhe.tsx';
import { DialogoOpcoes, type AdicionalEscolhido } from './DialogoOpcoes.tsx';
import { DialogoSupervisor, DialogoTroca } from './DialogoTroca.tsx';
import { AberturaCaixa } from './AberturaCaixa.tsx';
import { DialogoDescontoItem } from './DialogoDescontoItem.tsx';
import { AvisoContingencia } from './AvisoContingencia.tsx';

interface Item {
  produto: ProdutoPdv;
  quantidade: number;
  valor_unitario: number;
  codigo_barras: string | null;
  adicionais: AdicionalEscolhido[];
  /** Desconto da linha (R$, F5). */
  desconto: number;
}

/** Unitário com os adicionais (R$). */
const unitario = (i: Item) => i.valor_unitario + i.adicionais.reduce((a, x) => a + x.preco, 0);
/** Total da linha antes do desconto (R$). */
const totalLinha = (i: Item) => Math.round(i.quantidade * unitario(i) * 100) / 100;

const TECLAS: Array<[string, string]> = [
  ['F2', 'Código'],
  ['F3', 'CPF/CNPJ'],
  ['F4', 'Desconto'],
  ['F5', 'Desconto no item'],
  ['F6', 'Remover item'],
  ['F7', 'Sangria/Suprimento'],
  ['F8', 'Troca'],
  ['F9', 'Fechar caixa'],
  ['F10', 'Pagamento'],
];

const arred = (v: number) => Math.round(v * 100) / 100;

export default function Venda() {
  const { id } = useParams();
  return id ? <DetalheVenda id={id} /> : <TelaVenda />;
}

function TelaVenda() {
  const [carregado, setCarregado] = useState(false);
  const [caixa, setCaixa] = useState<ResumoCaixa | null>(null);
  const [modelo, setModelo] = useState<ModeloVenda | null>(null);
  const [itens, setItens] = useState<Item[]>([]);
  const [entrada, setEntrada] = useState('');
  const [doc, setDoc] = useState('');
  const [desconto, setDesconto] = useState('');
  const [aviso, setAviso] = useState<{ tipo: 'error' | 'success' | 'info'; texto: string } | null>(null);
  const [busca, setBusca] = useState<ProdutoPdv[] | null>(null);
  const [sel, setSel] = useState(0);
  const [pagando, setPagando] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [resultado, setResultado] = useState<{ r: ResultadoVenda; msg: string } | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  const [movimento, setMovimento] = useState(false);
  const [fechando, setFechando] = useState(false);
  const [trocando, setTrocando] = useState(false);
  const [limite, setLimite] = useState<number | null>(0);
  const [vale, setVale] = useState<string | null>(null);
  const [opcoesDe, setOpcoesDe] = useState<{ p: ProdutoPdv; q: number; cb: string | null } | null>(null);
  const [supervisor, setSupervisor] = useState<{ msg: string; pags: Pagamento[] } | null>(null);
  const [descontoItem, setDescontoItem] = useState(false);
  // muda a cada venda concluída: o aviso da contingência relê as pendentes
  const [vendasFeitas, setVendasFeitas] = useState(0);
  const codigo = useRef<HTMLInputElement>(null);
  const cpf = useRef<HTMLInputElement>(null);
  const desc = useRef<HTMLInputElement>(null);

  const recarregar = useCallback(async () => {
    const r = await pdvApi.caixa();
    setCaixa(r.caixa);
    setModelo(r.modelo);
    setLimite(r.limite_desconto);
    setCarregado(true);
  }, []);
  useEffect(() => {
    recarregar().catch((e) => {
      setAviso({ tipo: 'error', texto: mensagemDeErro(e) });
      setCarregado(true);
    });
  }, [recarregar]);

  const bruto = arred(itens.reduce((a, i) => a + totalLinha(i) - i.desconto, 0));
  const valorDesconto = numero(desconto) > 0 ? arred(numero(desconto)) : 0;
  const total = Math.max(0, arred(bruto - valorDesconto));
  // volta ao campo de código depois de um item ou de um diálogo, mas nunca tira o foco de outro
  // campo em que o operador já está digitando (F3/F4/F5 logo depois de bipar: as teclas não podem cair no código)
  const focar = () =>
    setTimeout(() => {
      const a = document.activeElement;
      const digitando = (a instanceof HTMLInputElement || a instanceof HTMLTextAreaElement) && a !== codigo.current;
      if (!digitando) codigo.current?.focus();
    }, 30);

  const adicionar = (p: ProdutoPdv, quantidade: number, codigoBarras: string | null, adicionais?: AdicionalEscolhido[]) => {
    if (!adicionais && p.tem_opcoes) {
      setOpcoesDe({ p, q: quantidade, cb: codigoBarras });
      return;
    }
    setItens((xs) => [
      ...xs,
      { produto: p, quantidade, valor_unitario: Number(p.preco_venda), codigo_barras: codigoBarras, adicionais: adicionais ?? [], desconto: 0 },
    ]);
    setAviso(null);
    focar();
  };

  // leituras em fila: o leitor de código de barras envia uma atrás da outra; o campo é limpo na hora
  // e cada código entra na ordem em que foi lido
  const fila = useRef<Promise<void>>(Promise.resolve());
  const processar = async (t: string) => {
    try {
      const r = await pdvApi.ler(t);
      if (r.tipo === 'busca') {
        if (!r.produtos.length) setAviso({ tipo: 'error', texto: `Nenhum produto encontrado para "${t}".` });
        else if (r.produtos.length === 1) adicionar(r.produtos[0], 1, null);
        else {
          setBusca(r.produtos);
          setSel(0);
        }
        return;
      }
      adicionar(r.produtos[0], Number(r.quantidade ?? 1), r.codigo_barras ?? null);
    } catch (e) {
      setAviso({ tipo: 'error', texto: mensagemDeErro(e) });
    }
  };
  const ler = () => {
    const t = entrada.trim();
    if (!t) return;
    setEntrada('');
    fila.current = fila.current.then(() => processar(t));
  };

  const concluir = async (pags: Pagamento[], sup?: { login: string; senha: string }) => {
    setOcupado(true);
    try {
      const r = await pdvApi.vender({
        itens: itens.map((i) => ({
          produto_id: i.produto.id,
          quantidade: String(i.quantidade),
          valor_unitario: String(i.valor_unitario),
          codigo_barras: i.codigo_barras,
          ...(i.desconto > 0 ? { valor_desconto: i.desconto.toFixed(2) } : {}),
          ...(i.adicionais.length ? { adicionais: i.adicionais.map((x) => ({ adicional_id: x.adicional_id })) } : {}),
        })),
        pagamentos: pags.map((p) => ({
          t_pag: p.t_pag,
          valor: p.valor.toFixed(2),
          ...(p.vale_troca ? { vale_troca: p.vale_troca } : {}),
          ...(p.bandeira ? { bandeira: p.bandeira } : {}),
          ...(p.cnpj_credenciadora ? { cnpj_credenciadora: p.cnpj_credenciadora } : {}),
        })),
        ...(valorDesconto ? { valor_desconto: valorDesconto.toFixed(2) } : {}),
        ...(doc.trim() ? { cpf_cnpj: doc.replace(/[^0-9A-Za-z]/g, '').toUpperCase() } : {}),
        ...(sup ? { supervisor: sup } : {}),
      });
      setPagando(false);
      setSupervisor(null);
      setVale(null);
      setResultado({ r: r.Data, msg: r.Message ?? '' });
      setVendasFeitas((n) => n + 1);
      setItens([]);
      setDoc('');
      setDesconto('');
      void recarregar();
    } catch (e) {
      const corpo = corpoDoErro(e) as ({ Data?: ResultadoVenda } & Record<string, unknown>) | null;
      setPagando(false);
      const limite = corpo
        ? Object.entries(corpo).find(([k, v]) => k.endsWith('valor_desconto') && /supervisor/.test(String((v as string[])?.[0])))
        : undefined;
      if (limite || (sup && (e as { status?: number }).status === 403)) {
        setSupervisor({ msg: limite ? String((limite[1] as string[])[0]) : mensagemDeErro(e), pags });
      } else if (corpo?.Data && typeof corpo.Data === 'object' && 'situacao' in corpo.Data) {
        setResultado({ r: corpo.Data, msg: mensagemDeErro(e) });
        setItens([]);
      } else setAviso({ tipo: 'error', texto: mensagemDeErro(e) });
    } finally {
      setOcupado(false);
    }
  };

  // teclas de função da tela (fora dos diálogos): o teclado e os botões da barra de atalhos (tablet,
  // sem teclas F) executam a mesma ação; `null` quando a tecla não faz nada agora
  const livre = !!caixa && !pagando && !resultado && !pdf && !movimento && !fechando && !busca && !trocando && !opcoesDe && !supervisor && !descontoItem;
  const acaoDaTecla = (k: string): (() => void) | null => {
    if (!livre) return null;
    const acoes = new Map<string, (() => void) | null>([
      ['F2', () => codigo.current?.focus()],
      ['F3', () => cpf.current?.focus()],
      ['F4', () => desc.current?.focus()],
      ['F5', itens.length ? () => setDescontoItem(true) : null],
      ['F6', itens.length ? () => setItens((xs) => xs.slice(0, -1)) : null],
      ['F7', () => setMovimento(true)],
      ['F8', () => setTrocando(true)],
      // relê o caixa: os totais que não se contam (crédito loja) incluem as vendas desta sessão
      ['F9', () => (void recarregar().catch(() => undefined), setFechando(true))],
      ['F10', itens.length ? () => setPagando(true) : null],
    ]);
    return acoes.get(k) ?? null;
  };
  // useLayoutEffect: o atalho já vale com o estado que está na tela assim que ela é pintada (um F10
  // logo depois do item aparecer não pode cair no estado anterior)
  useLayoutEffect(() => {
    const f = (e: KeyboardEvent) => {
      if (!livre || !/^F([2-9]|10)$/.test(e.key)) return; // diálogo aberto: a tecla é dele
      e.preventDefault();
      acaoDaTecla(e.key)?.();
    };
    window.addEventListener('keydown', f);
    return () => window.removeEventListener('keydown', f);
  }, [caixa, pagando, resultado, pdf, movimento, fechando, busca, itens.length, trocando, opcoesDe, supervisor, descontoItem]);

  if (!carregado) return null;
  if (!caixa)
    return (
      <Box>
        {aviso && <Alert severity={aviso.tipo}>{aviso.texto}</Alert>}
        <AberturaCaixa
          onAberto={(c) => {
            setCaixa(c);
            focar();
          }}
        />
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6">PDV — {caixa.descricao}</Typography>
        <Typography color="text.secondary">Operador: {caixa.operador}</Typography>
        <Typography color="text.secondary">{caixa.vendas} venda(s) na sessão</Typography>
      </Stack>
      <AvisoContingencia versao={vendasFeitas} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 340px' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <TextField
              inputRef={codigo}
              label="Código de barras, quantidade x código ou busca (F2)"
              value={entrada}
              onChange={(e) => setEntrada(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  ler();
                } else if (e.key === 'Escape') setEntrada('');
              }}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'entrada-pdv', autoComplete: 'off' } }}
            />
            {aviso && (
              <Alert severity={aviso.tipo} sx={{ mt: 1 }} data-testid="aviso-pdv">
                {aviso.texto}
              </Alert>
            )}
            <Box sx={{ maxHeight: 380, overflow: 'auto', mt: 1 }}>
              <Table size="small" stickyHeader aria-label="Itens da venda">
                <TableHead>
                  <TableRow>
                    <TableCell>#</TableCell>
                    <TableCell>Produto</TableCell>
                    <TableCell align="right">Qtde</TableCell>
                    <TableCell align="right">Unitário</TableCell>
                    <TableCell align="right">Total</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {itens.map((i, n) => (
                    <TableRow key={`${i.produto.id}-${n}`}>
                      <TableCell>{n + 1}</TableCell>
                      <TableCell>
                        {i.produto.codigo} {i.produto.descricao}
                        {i.adicionais.length > 0 && (
                          <Typography variant="body2" color="text.secondary">
                            + {i.adicionais.map((x) => x.descricao).join(', ')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">
                        {i.quantidade.toLocaleString('pt-BR', { maximumFractionDigits: 3 })} {i.produto.unidade}
                      </TableCell>
                      <TableCell align="right">{brl(unitario(i))}</TableCell>
                      <TableCell align="right">
                        {brl(arred(totalLinha(i) - i.desconto))}
                        {i.desconto > 0 && (
                          <Typography variant="body2" color="text.secondary" data-testid="desconto-item">
                            − {brl(i.desconto)}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <TextField
                inputRef={cpf}
                label="CPF/CNPJ do consumidor (F3)"
                value={doc}
                onChange={(e) => setDoc(maskCpfCnpj(e.target.value))}
                onKeyDown={(e) => e.key === 'Enter' && focar()}
              />
              <TextField
                inputRef={desc}
                label={limite === null ? 'Desconto R$ (F4)' : `Desconto R$ (F4; até ${String(limite).replace('.', ',')}%)`}
                value={desconto}
                onChange={(e) => setDesconto(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && focar()}
              />
              <Typography>Itens: {itens.length}</Typography>
              <Typography>Subtotal: {brl(bruto)}</Typography>
              <Typography variant="h4" data-testid="total-venda">
                {brl(total)}
              </Typography>
              <Button variant="contained" size="large" disabled={!itens.length} onClick={() => setPagando(true)}>
                F10 - Pagamento
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label="Teclas de atalho">
        {TECLAS.map(([k, t]) => {
          const acao = acaoDaTecla(k);
          return (
            <Button
              key={k}
              size="small"
              variant="outlined"
              color="inherit"
              disabled={!acao}
              onClick={() => acao?.()}
              sx={{ textTransform: 'none', fontWeight: 400, fontSize: 13, borderColor: 'divider', minHeight: 36 }}
            >
              <b>{k}</b>&nbsp;{t}
            </Button>
          );
        })}
      </Stack>

      <Dialog open={!!busca} onClose={() => (setBusca(null), focar())} maxWidth="sm" fullWidth aria-labelledby="escolha-produto-titulo">
        <DialogTitle id="escolha-produto-titulo">Escolha o produto</DialogTitle>
        <DialogContent
          dividers
          // na captura: o Enter não chega ao item focado (o ListItemButton o trataria como clique e o produto entraria duas vezes)
          onKeyDownCapture={(e) => {
            if (!busca) return;
            if (e.key === 'ArrowDown') setSel((s) => Math.min(busca.length - 1, s + 1));
            else if (e.key === 'ArrowUp') setSel((s) => Math.max(0, s - 1));
            else if (e.key === 'Enter') {
              e.preventDefault();
              e.stopPropagation();
              adicionar(busca[sel], 1, null);
              setBusca(null);
            }
          }}
        >
          <List dense>
            {(busca ?? []).map((p, i) => (
              <ListItemButton key={p.id} selected={i === sel} autoFocus={i === sel} onClick={() => (adicionar(p, 1, null), setBusca(null))}>
                <ListItemText primary={`${p.codigo} ${p.descricao}`} secondary={`${brl(p.preco_venda)} / ${p.unidade}`} />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => (setBusca(null), focar())}>Esc - Voltar</Button>
        </DialogActions>
      </Dialog>

      <DialogoPagamento
        total={total}
        aberto={pagando}
        ocupado={ocupado}
        vale={vale}
        onConcluir={(p) => void concluir(p)}
        onFechar={() => (setPagando(false), focar())}
      />
      <DialogoDescontoItem
        linhas={itens.map(totalLinha)}
        aberto={descontoItem}
        onAplicar={(n, d) => {
          setItens((xs) => xs.map((x, k) => (k === n ? { ...x, desconto: d } : x)));
          setDescontoItem(false);
          focar();
        }}
        onFechar={() => (setDescontoItem(false), focar())}
      />
      <DialogoOpcoes
        produto={opcoesDe?.p ?? null}
        onEscolhido={(p, adicionais) => {
          if (opcoesDe) adicionar(p, opcoesDe.q, opcoesDe.cb, adicionais);
          setOpcoesDe(null);
        }}
        onFechar={() => (setOpcoesDe(null), focar())}
      />
      <DialogoSupervisor
        mensagem={supervisor?.msg ?? null}
        onConfirmar={(login, senha) => supervisor && void concluir(supervisor.pags, { login, senha })}
        onFechar={() => (setSupervisor(null), focar())}
      />
      <DialogoTroca
        aberto={trocando}
        onImprimir={(c) => (setTrocando(false), setPdf(`/v1/pdv/ValeTroca/${c}/Imprimir`))}
        onUsar={(c) => {
          setTrocando(false);
          setVale(c);
          setAviso({ tipo: 'info', texto: `Vale-troca ${c} entra no pagamento desta venda (F10).` });
          focar();
        }}
        onFechar={() => (setTrocando(false), focar())}
      />
      <DialogoResultado
        r={resultado?.r ?? null}
        mensagem={resultado?.msg ?? ''}
        onImprimir={() => {
          if (resultado) setPdf(`/v1/GerenciadorNFCe/ImprimirVenda/${resultado.r.id}?largura=${modelo?.largura_bobina ?? 80}`);
          setResultado(null);
        }}
        onFechar={() => (setResultado(null), focar())}
      />
      <PdfDialog
        url={pdf}
        titulo={pdf?.includes('ValeTroca') ? 'Vale-troca' : 'DANFE NFC-e'}
        nomePadrao={pdf?.includes('ValeTroca') ? 'vale-troca.pdf' : 'nfce.pdf'}
        onClose={() => (setPdf(null), focar())}
      />
      <DialogoMovimento
        aberto={movimento}
        onFeito={(m) => {
          setMovimento(false);
          setAviso({ tipo: 'success', texto: m });
          focar();
        }}
        onFechar={() => (setMovimento(false), focar())}
      />
      <DialogoFechamento
        caixa={caixa}
        aberto={fechando}
        onFechado={() => {
          setFechando(false);
          setCaixa(null);
          void recarregar();
        }}
        onFechar={() => (setFechando(false), focar())}
      />
    </Box>
  );
}
