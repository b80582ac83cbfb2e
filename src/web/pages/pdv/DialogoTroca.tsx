/**
 * Troca no balcão (F8 na tela de venda): lê o QR Code, a chave ou o número da NFC-e
 * (Enter), mostra os itens com o disponível para troca (vendido menos já devolvido), o operador
 * digita as quantidades devolvidas e F10 registra: o estoque volta e sai o vale-troca, que se
 * imprime (Enter) ou se usa já na venda seguinte ("Usar na venda", F10). Com a NFC-e ainda dentro
 * do prazo de cancelamento e todos os itens devolvidos, a tela oferece cancelar a NFC-e (110111,
 * o cancelamento existente: estoque e caixa estornados) em vez do vale.
 * Também aqui: {@link DialogoSupervisor}, login e senha de quem libera um desconto acima do limite.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
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
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { lerSessao } from '../../session/usuario.ts';
import { permissoesDe, temRegra } from '../../session/permissoes.ts';
import { brl, numero, pdvApi, type ResultadoTroca, type VendaParaTroca } from './api.ts';

export function DialogoTroca({
  aberto,
  onImprimir,
  onUsar,
  onFechar,
}: {
  aberto: boolean;
  onImprimir: (codigo: string) => void;
  onUsar: (codigo: string) => void;
  onFechar: () => void;
}) {
  const [entrada, setEntrada] = useState('');
  const [venda, setVenda] = useState<VendaParaTroca | null>(null);
  const [qtd, setQtd] = useState<Record<number, string>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [feito, setFeito] = useState<ResultadoTroca | null>(null);
  const [cancelada, setCancelada] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const basename = useBasename();
  // a nota de entrada da troca é um faturamento: só para quem fatura
  const podeFaturar = temRegra(permissoesDe(lerSessao()), 'emitente', 'Permitir.Faturamento.Incluir');
  const gerarNotaEntrada = async (trocaId: number) => {
    setOcupado(true);
    setErro(null);
    try {
      const r = await pdvApi.notaEntradaDaTroca(trocaId);
      navigate(`${basename}/faturamento/editar/${r.id}`);
    } catch (e) {
      setErro(mensagemDeErro(e));
      setOcupado(false);
    }
  };
  useEffect(() => {
    if (aberto) {
      setEntrada('');
      setVenda(null);
      setQtd({});
      setErro(null);
      setFeito(null);
      setCancelada(null);
    }
  }, [aberto]);

  const localizar = async () => {
    setErro(null);
    try {
      const v = await pdvApi.vendaParaTroca(entrada.trim());
      setVenda(v);
      setQtd({});
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  const itensEscolhidos = venda ? venda.itens.filter((i) => numero(qtd[i.id] ?? '') > 0) : [];
  const valor = itensEscolhidos.reduce((a, i) => a + Math.round(numero(qtd[i.id]) * Number(i.valor_unitario_liquido) * 100) / 100, 0);
  const registrar = async () => {
    if (!venda || !itensEscolhidos.length || ocupado) return;
    setOcupado(true);
    setErro(null);
    try {
      const r = await pdvApi.trocar({
        venda_cupom_id: venda.venda.id,
        itens: itensEscolhidos.map((i) => ({ venda_cupom_item_id: i.id, quantidade: String(numero(qtd[i.id])) })),
      });
      setFeito(r.Data);
    } catch (e) {
      const corpo = corpoDoErro(e);
      const campos = corpo ? Object.entries(corpo).filter(([k]) => k.startsWith('itens')) : [];
      setErro(campos.length ? String((campos[0][1] as string[])[0]) : mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  const cancelar = async () => {
    if (!venda || ocupado) return;
    setOcupado(true);
    setErro(null);
    try {
      const r = await pdvApi.cancelar(venda.venda.id, 'Troca total: mercadoria devolvida pelo cliente no balcao');
      setCancelada(r.Message ?? 'NFC-e cancelada.');
      setVenda(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };
  const total = venda?.itens.every((i) => numero(qtd[i.id] ?? '') === Number(i.disponivel) && Number(i.devolvido) === 0);

  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      maxWidth="md"
      fullWidth
      aria-labelledby="troca-titulo"
      onKeyDown={(e) => {
        if (e.key !== 'F10' && !(feito && e.key === 'Enter')) return;
        e.preventDefault();
        if (feito) {
          if (e.key === 'F10') onUsar(feito.vale.codigo);
          else onImprimir(feito.vale.codigo);
        } else void registrar();
      }}
    >
      <DialogTitle id="troca-titulo">Troca de mercadoria</DialogTitle>
      <DialogContent dividers>
        {feito ? (
          <Stack spacing={1}>
            <Alert severity="success" data-testid="vale-troca">
              Troca registrada: vale-troca {feito.vale.codigo} de {brl(feito.vale.valor)}.
            </Alert>
            <Typography variant="body2" color="text.secondary">
              A troca guarda a chave da NFC-e ({feito.chave_nfce}) e os itens para a nota de entrada (NF-e de devolução, finNFe 4).
            </Typography>
            {erro && <Alert severity="error">{erro}</Alert>}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <TextField
              inputRef={campo}
              label="QR Code, chave de acesso ou número da NFC-e"
              value={entrada}
              onChange={(e) => setEntrada(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void localizar();
                }
              }}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'entrada-troca', autoComplete: 'off' } }}
            />
            {erro && <Alert severity="error">{erro}</Alert>}
            {cancelada && (
              <Alert severity="success" data-testid="troca-cancelada">
                {cancelada}
              </Alert>
            )}
            {venda && (
              <>
                <Typography>
                  NFC-e nº {venda.venda.numero} série {venda.venda.serie} — {brl(venda.venda.valor_total)}
                  {venda.venda.nome ? ` — ${venda.venda.nome}` : ''}
                </Typography>
                <Table size="small" aria-label="Itens da venda para troca">
                  <TableHead>
                    <TableRow>
                      <TableCell>Produto</TableCell>
                      <TableCell align="right">Vendido</TableCell>
                      <TableCell align="right">Disponível</TableCell>
                      <TableCell align="right">Unitário</TableCell>
                      <TableCell align="right">Devolver</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {venda.itens.map((i, n) => (
                      <TableRow key={i.id}>
                        <TableCell>{i.descricao}</TableCell>
                        <TableCell align="right">{Number(i.quantidade).toLocaleString('pt-BR')}</TableCell>
                        <TableCell align="right">{Number(i.disponivel).toLocaleString('pt-BR')}</TableCell>
                        <TableCell align="right">{brl(i.valor_unitario_liquido)}</TableCell>
                        <TableCell align="right" sx={{ width: 120 }}>
                          <TextField
                            size="small"
                            value={qtd[i.id] ?? ''}
                            disabled={Number(i.disponivel) <= 0}
                            autoFocus={n === 0}
                            onChange={(e) => setQtd((q) => ({ ...q, [i.id]: e.target.value }))}
                            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Quantidade devolvida de ${i.descricao}` } }}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Typography variant="h6">Vale-troca: {brl(valor)}</Typography>
                {venda.cancelavel && total && (
                  <Alert
                    severity="info"
                    action={
                      <Button color="inherit" size="small" disabled={ocupado} onClick={() => void cancelar()}>
                        Cancelar a NFC-e
                      </Button>
                    }
                  >
                    Troca total dentro do prazo de cancelamento: se o cliente não vai levar outra mercadoria, a NFC-e pode ser cancelada (evento 110111) em vez
                    do vale.
                  </Alert>
                )}
              </>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Esc - Voltar</Button>
        {feito ? (
          <>
            {podeFaturar && (
              <Button disabled={ocupado} onClick={() => void gerarNotaEntrada(feito.troca_id)}>
                Gerar NF-e de entrada
              </Button>
            )}
            <Button onClick={() => onImprimir(feito.vale.codigo)}>Enter - Imprimir vale</Button>
            <Button variant="contained" onClick={() => onUsar(feito.vale.codigo)}>
              F10 - Usar na venda
            </Button>
          </>
        ) : (
          <Button variant="contained" disabled={!itensEscolhidos.length || ocupado} onClick={() => void registrar()}>
            F10 - Registrar troca
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Login e senha do supervisor que libera o desconto acima do limite do operador (Enter confirma). */
export function DialogoSupervisor({
  mensagem,
  onConfirmar,
  onFechar,
}: {
  mensagem: string | null;
  onConfirmar: (login: string, senha: string) => void;
  onFechar: () => void;
}) {
  const [login, setLogin] = useState('');
  const [senha, setSenha] = useState('');
  useEffect(() => {
    if (mensagem) {
      setLogin('');
      setSenha('');
    }
  }, [mensagem]);
  const ok = () => login.trim() && senha && onConfirmar(login.trim(), senha);
  return (
    <Dialog open={!!mensagem} onClose={onFechar} maxWidth="xs" fullWidth aria-labelledby="supervisor-titulo">
      <DialogTitle id="supervisor-titulo">Liberação do supervisor</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {mensagem}
        </Alert>
        <Stack spacing={2}>
          <TextField label="Login do supervisor" value={login} onChange={(e) => setLogin(e.target.value)} autoFocus autoComplete="off" />
          <TextField
            label="Senha"
            type="password"
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            autoComplete="off"
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                ok();
              }
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Esc - Voltar</Button>
        <Button variant="contained" onClick={ok}>
          Enter - Liberar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
