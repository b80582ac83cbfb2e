/**
 * Diálogos do PDV: pagamento com várias formas e troco, resultado da emissão com a
 * impressão do DANFE NFC-e, sangria/suprimento e fechamento do caixa (contado x esperado; cego
 * quando o caixa foi aberto assim). Teclado: Enter confirma, Esc fecha (SPEC §8), teclas 1-5
 * escolhem a forma de pagamento, 6 lê um vale-troca (crédito loja com o saldo do vale) e F10 conclui a venda.
 * Os dígitos só escolhem a forma enquanto o valor não está em edição: o diálogo abre com o foco nas
 * formas de pagamento; escolhida a forma, o foco vai ao valor (já selecionado, então o que se digita
 * o substitui) e, lançado o pagamento, volta às formas (ou a "Concluir" quando nada mais falta).
 * Cartão (3 crédito, 4 débito): bandeira e CNPJ da credenciadora opcionais (CamposCartao.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
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
import { ESPECIES, NOME_ESPECIE, brl, numero, pdvApi, type ResultadoVenda, type ResumoCaixa } from './api.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { nomeBandeira } from '../../../domain/pdv/bandeiras.ts';
import { CompartilharNFCe } from './Compartilhar.tsx';
import { selecaoAoFocar } from '../../components/numeros.ts';
import { CARTAO_VAZIO, CamposCartao, camposDoCartao, erroCnpjCredenciadora, type DadosCartao } from './CamposCartao.tsx';

export interface Pagamento {
  t_pag: string;
  valor: number;
  /** Código do vale-troca (t_pag 05). */
  vale_troca?: string;
  /** Cartão (03/04): código tBand. */
  bandeira?: string;
  /** Cartão (03/04): CNPJ da credenciadora, só dígitos. */
  cnpj_credenciadora?: string;
}

const CARTOES = new Set(['03', '04']);

/**
 * Pagamento: escolhe a espécie (teclas 1-5 ou clique; 6 vale-troca), digita o valor (Enter adiciona)
 * e F10 conclui. O foco começa nos botões das formas; os dígitos só viram atalho fora do campo.
 */
export function DialogoPagamento({
  total,
  aberto,
  ocupado,
  onConcluir,
  onFechar,
  vale,
}: {
  total: number;
  aberto: boolean;
  ocupado: boolean;
  onConcluir: (p: Pagamento[]) => void;
  onFechar: () => void;
  /** Vale-troca a aplicar ao abrir (troca seguida de venda). */
  vale?: string | null;
}) {
  const [pags, setPags] = useState<Pagamento[]>([]);
  const [especie, setEspecie] = useState('01');
  const [valor, setValor] = useState('');
  const [modoVale, setModoVale] = useState(false);
  const [erroVale, setErroVale] = useState<string | null>(null);
  const [cartao, setCartao] = useState<DadosCartao>(CARTAO_VAZIO);
  const [lancados, setLancados] = useState(0);
  const ehCartao = CARTOES.has(especie) && !modoVale;
  const campo = useRef<HTMLInputElement>(null);
  const formas = useRef<HTMLDivElement>(null);
  const botaoConcluir = useRef<HTMLButtonElement>(null);
  const pago = pags.reduce((a, p) => a + p.valor, 0);
  const falta = Math.max(0, Math.round((total - pago) * 100) / 100);
  const troco = Math.max(0, Math.round((pago - total) * 100) / 100);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reinicia só ao abrir (o vale da troca entra uma vez)
  useEffect(() => {
    if (aberto) {
      setPags([]);
      setEspecie('01');
      setModoVale(false);
      setErroVale(null);
      setCartao(CARTAO_VAZIO);
      setValor(total.toFixed(2).replace('.', ','));
      if (vale) void usarVale(vale, []);
    }
  }, [aberto, total]);
  const usarVale = async (codigo: string, atuais: Pagamento[]) => {
    setErroVale(null);
    try {
      const v = await pdvApi.vale(codigo);
      if (v.situacao === 'utilizado' || Number(v.saldo) <= 0) throw new Error(`O vale-troca ${v.codigo} já foi utilizado.`);
      if (atuais.some((p) => p.vale_troca === v.codigo)) throw new Error(`O vale-troca ${v.codigo} já está neste pagamento.`);
      const resta = Math.max(0, Math.round((total - atuais.reduce((a, p) => a + p.valor, 0)) * 100) / 100);
      const usado = Math.min(Number(v.saldo), resta);
      if (!(usado > 0)) return;
      const novos = [...atuais, { t_pag: '05', valor: usado, vale_troca: v.codigo }];
      setPags(novos);
      setModoVale(false);
      const falta2 = Math.max(0, total - novos.reduce((a, p) => a + p.valor, 0));
      setValor(falta2 > 0 ? falta2.toFixed(2).replace('.', ',') : '');
      setLancados((n) => n + 1);
    } catch (e) {
      setErroVale(mensagemDeErro(e));
    }
  };
  const adicionar = () => {
    if (modoVale) {
      if (valor.trim()) void usarVale(valor.trim(), pags);
      return;
    }
    const v = numero(valor);
    if (!(v > 0)) return;
    if (ehCartao && erroCnpjCredenciadora(cartao.cnpj)) return;
    const novos = [...pags, { t_pag: especie, valor: Math.round(v * 100) / 100, ...(ehCartao ? camposDoCartao(cartao) : {}) }];
    setPags(novos);
    setCartao(CARTAO_VAZIO);
    const resta = Math.max(0, total - novos.reduce((a, p) => a + p.valor, 0));
    setValor(resta > 0 ? resta.toFixed(2).replace('.', ',') : '');
    setLancados((n) => n + 1);
  };
  // depois de lançar um pagamento (já pintado): foco na forma escolhida, para os dígitos escolherem a
  // próxima, ou em Concluir quando nada mais falta
  // biome-ignore lint/correctness/useExhaustiveDependencies: só a cada pagamento lançado
  useEffect(() => {
    if (!lancados) return;
    if (falta === 0 && pags.length) botaoConcluir.current?.focus();
    else formas.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }, [lancados]);
  /**
   * Escolhe a espécie e leva o foco ao valor já selecionado, na mesma tecla (síncrono): o que se
   * digita logo depois cai no campo e substitui o valor sugerido.
   */
  const escolher = (tPag: string) => {
    setEspecie(tPag);
    setModoVale(false);
    const el = campo.current;
    if (el) {
      el.focus();
      el.select();
    }
  };
  const concluir = () => {
    if (falta === 0 && pags.length && !ocupado) onConcluir(pags);
  };
  const tecla = (e: React.KeyboardEvent) => {
    const esp = ESPECIES.find((x) => x.tecla === e.key);
    // teclas de atalho só fora dos campos (no seletor de bandeira os dígitos escolhem a bandeira)
    const foraDoCampo = !e.ctrlKey && !e.altKey && !['INPUT', 'SELECT', 'TEXTAREA'].includes((e.target as HTMLElement).tagName);
    if (esp && foraDoCampo) {
      e.preventDefault();
      escolher(esp.t_pag);
    } else if (e.key === '6' && foraDoCampo) {
      e.preventDefault();
      entrarModoVale();
    } else if (e.key === 'F10') {
      e.preventDefault();
      concluir();
    }
  };
  const entrarModoVale = () => {
    setModoVale(true);
    setValor('');
    campo.current?.focus();
  };
  return (
    <Dialog open={aberto} onClose={onFechar} maxWidth="sm" fullWidth onKeyDown={tecla} aria-labelledby="pagamento-titulo">
      <DialogTitle id="pagamento-titulo">Pagamento — total {brl(total)}</DialogTitle>
      <DialogContent dividers>
        <Stack ref={formas} role="group" aria-label="Forma de pagamento" direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
          {ESPECIES.map((e) => {
            const ativa = especie === e.t_pag && !modoVale;
            return (
              <Button
                key={e.t_pag}
                variant={ativa ? 'contained' : 'outlined'}
                aria-pressed={ativa}
                size="small"
                autoFocus={e.t_pag === '01' && !vale}
                onClick={() => escolher(e.t_pag)}
              >
                {e.tecla} {e.nome}
              </Button>
            );
          })}
          <Button variant={modoVale ? 'contained' : 'outlined'} aria-pressed={modoVale} size="small" onClick={entrarModoVale}>
            6 Vale-troca
          </Button>
        </Stack>
        <TextField
          inputRef={campo}
          label={modoVale ? 'Código do vale-troca' : `Valor em ${NOME_ESPECIE[especie]}`}
          value={valor}
          onChange={(e) => setValor(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (falta === 0 && !valor.trim()) concluir();
              else adicionar();
            } else if (/^[1-5]$/.test(e.key) && e.altKey) {
              e.preventDefault();
              escolher(ESPECIES[Number(e.key) - 1].t_pag);
            } else if (e.key === '6' && e.altKey) entrarModoVale();
          }}
          onFocus={(e) => {
            selecaoAoFocar.onFocus(e);
            e.target.select();
          }}
          onMouseUp={selecaoAoFocar.onMouseUp}
          fullWidth
          slotProps={{ htmlInput: modoVale ? { 'aria-label': 'Código do vale-troca' } : { inputMode: 'decimal', 'aria-label': 'Valor do pagamento' } }}
        />
        {ehCartao && <CamposCartao valor={cartao} onChange={setCartao} onEnter={adicionar} />}
        {erroVale && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {erroVale}
          </Alert>
        )}
        <Table size="small" sx={{ mt: 2 }} aria-label="Pagamentos">
          <TableBody>
            {pags.map((p, i) => (
              <TableRow key={`${p.t_pag}-${i}`}>
                <TableCell>
                  {p.vale_troca ? `Vale-troca ${p.vale_troca}` : NOME_ESPECIE[p.t_pag]}
                  {p.bandeira ? ` — ${nomeBandeira(p.bandeira) ?? p.bandeira}` : ''}
                </TableCell>
                <TableCell align="right">{brl(p.valor)}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => setPags(pags.filter((_, j) => j !== i))}>
                    Remover
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={3} sx={{ mt: 2 }}>
          <Typography>Pago: {brl(pago)}</Typography>
          <Typography color={falta ? 'error' : 'text.secondary'}>Falta: {brl(falta)}</Typography>
          <Typography variant="h6" data-testid="troco">
            Troco: {brl(troco)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Esc - Voltar</Button>
        <Button ref={botaoConcluir} variant="contained" disabled={falta > 0 || !pags.length || ocupado} onClick={concluir}>
          F10 - Concluir venda
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Resultado da emissão: autorizada, em contingência ou rejeitada; imprimir (Enter) ou nova venda
 * (Esc); a nota emitida pode ser enviada por e-mail ou WhatsApp (Compartilhar.tsx).
 */
export function DialogoResultado({
  r,
  mensagem,
  onImprimir,
  onFechar,
}: {
  r: ResultadoVenda | null;
  mensagem: string;
  onImprimir: () => void;
  onFechar: () => void;
}) {
  const ok = r?.situacao === 'autorizada' || r?.situacao === 'contingencia';
  return (
    <Dialog
      open={!!r}
      onClose={onFechar}
      maxWidth="sm"
      fullWidth
      onKeyDown={(e) => {
        if (e.key === 'Enter' && ok) {
          e.preventDefault();
          onImprimir();
        }
      }}
    >
      <DialogTitle>
        {r?.situacao === 'contingencia' ? 'NFC-e emitida em contingência' : r?.situacao === 'autorizada' ? 'NFC-e autorizada' : 'NFC-e não autorizada'}
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity={r?.situacao === 'autorizada' ? 'success' : r?.situacao === 'contingencia' ? 'warning' : 'error'} data-testid="resultado-venda">
          {mensagem}
        </Alert>
        {r?.numero ? (
          <Typography sx={{ mt: 2 }}>
            NFC-e nº {r.numero} série {r.serie}
            {r.protocolo ? ` — protocolo ${r.protocolo}` : ''}
          </Typography>
        ) : null}
        {ok && r && (
          <Box sx={{ mt: 2 }}>
            <CompartilharNFCe venda={{ id: Number(r.id), serie: Number(r.serie), chave: r.chave ?? null }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Esc - Nova venda</Button>
        {ok && (
          <Button variant="contained" autoFocus onClick={onImprimir}>
            Enter - Imprimir
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Sangria ou suprimento (dinheiro). */
export function DialogoMovimento({ aberto, onFeito, onFechar }: { aberto: boolean; onFeito: (m: string) => void; onFechar: () => void }) {
  const [tipo, setTipo] = useState<'sangria' | 'suprimento'>('sangria');
  const [valor, setValor] = useState('');
  const [obs, setObs] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const enviar = async () => {
    setErro(null);
    try {
      await pdvApi.movimento(tipo, String(numero(valor)), obs);
      onFeito(`${tipo === 'sangria' ? 'Sangria' : 'Suprimento'} de ${brl(numero(valor))} registrado.`);
      setValor('');
      setObs('');
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  return (
    <Dialog open={aberto} onClose={onFechar} maxWidth="xs" fullWidth>
      <DialogTitle>Sangria / suprimento</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            <Button variant={tipo === 'sangria' ? 'contained' : 'outlined'} onClick={() => setTipo('sangria')}>
              Sangria
            </Button>
            <Button variant={tipo === 'suprimento' ? 'contained' : 'outlined'} onClick={() => setTipo('suprimento')}>
              Suprimento
            </Button>
          </Stack>
          <TextField
            label="Valor (R$)"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            autoFocus
            onKeyDown={(e) => e.key === 'Enter' && void enviar()}
          />
          <TextField label="Observação" value={obs} onChange={(e) => setObs(e.target.value)} />
          {erro && <Alert severity="error">{erro}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Esc - Voltar</Button>
        <Button variant="contained" onClick={() => void enviar()} disabled={!(numero(valor) > 0)}>
          Enter - Registrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Fechamento: o operador digita o contado por espécie; no caixa cego o esperado só aparece depois. */
export function DialogoFechamento({
  caixa,
  aberto,
  onFechado,
  onFechar,
}: {
  caixa: ResumoCaixa | null;
  aberto: boolean;
  onFechado: () => void;
  onFechar: () => void;
}) {
  const [contado, setContado] = useState<Record<string, string>>({});
  const [feito, setFeito] = useState<ResumoCaixa | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (aberto) {
      setContado({});
      setFeito(null);
      setErro(null);
    }
  }, [aberto]);
  const especies = ESPECIES.filter((e) => e.t_pag !== '05');
  const fechar = async () => {
    setErro(null);
    try {
      const c = Object.fromEntries(Object.entries(contado).map(([k, v]) => [k, String(numero(v) || 0)]));
      setFeito(await pdvApi.fechar(c));
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  return (
    <Dialog open={aberto} onClose={feito ? onFechado : onFechar} maxWidth="sm" fullWidth>
      <DialogTitle>{feito ? 'Caixa fechado' : 'Fechar o caixa'}</DialogTitle>
      <DialogContent dividers>
        {!feito ? (
          <Stack spacing={2}>
            {caixa?.fechamento_cego && <Alert severity="info">Fechamento cego: informe o que contou; o esperado aparece depois.</Alert>}
            {(caixa?.nao_contaveis ?? []).length > 0 && (
              <Alert severity="info" data-testid="nao-contaveis">
                Não se contam (crédito da loja, não é dinheiro):{' '}
                {(caixa?.nao_contaveis ?? []).map((x) => `${x.t_pag === '05' ? 'Crédito loja (vale-troca)' : x.especie} ${brl(x.total)}`).join('; ')}.
              </Alert>
            )}
            {especies.map((e, i) => (
              <Stack key={e.t_pag} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <TextField
                  label={`Contado em ${e.nome}`}
                  value={contado[e.t_pag] ?? ''}
                  onChange={(ev) => setContado({ ...contado, [e.t_pag]: ev.target.value })}
                  autoFocus={i === 0}
                  sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                />
                {!caixa?.fechamento_cego && caixa?.esperado && <Typography sx={{ width: 170 }}>Esperado: {brl(caixa.esperado[e.t_pag] ?? 0)}</Typography>}
              </Stack>
            ))}
            {erro && <Alert severity="error">{erro}</Alert>}
          </Stack>
        ) : (
          <Box>
            <Table size="small" aria-label="Conferência do caixa">
              <TableHead>
                <TableRow>
                  <TableCell>Espécie</TableCell>
                  <TableCell align="right">Esperado</TableCell>
                  <TableCell align="right">Contado</TableCell>
                  <TableCell align="right">Diferença</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(feito.conferencia ?? []).map((x) =>
                  x.informativo ? (
                    <TableRow key={x.t_pag}>
                      <TableCell>{x.especie} (informativo)</TableCell>
                      <TableCell align="right">{brl(x.esperado)}</TableCell>
                      <TableCell align="right" colSpan={2} sx={{ color: 'text.secondary' }}>
                        não se conta
                      </TableCell>
                    </TableRow>
                  ) : (
                    <TableRow key={x.t_pag}>
                      <TableCell>{x.especie}</TableCell>
                      <TableCell align="right">{brl(x.esperado)}</TableCell>
                      <TableCell align="right">{brl(x.contado)}</TableCell>
                      <TableCell align="right" sx={{ color: Number(x.diferenca) < 0 ? 'error.main' : Number(x.diferenca) > 0 ? 'warning.main' : undefined }}>
                        {brl(x.diferenca)}
                      </TableCell>
                    </TableRow>
                  ),
                )}
              </TableBody>
            </Table>
            <Typography sx={{ mt: 2 }}>
              {feito.vendas} venda(s), {brl(feito.total_vendas)}; {feito.vendas_canceladas} cancelada(s).
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {feito ? (
          <Button variant="contained" onClick={onFechado} autoFocus>
            Enter - Concluir
          </Button>
        ) : (
          <>
            <Button onClick={onFechar}>Esc - Voltar</Button>
            <Button variant="contained" color="warning" onClick={() => void fechar()}>
              Fechar caixa
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
