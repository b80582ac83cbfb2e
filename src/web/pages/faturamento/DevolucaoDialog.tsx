/**
 * "Devolver": dialog opened from an authorised sale (NF-e manager) or from a
 * finished purchase (purchases list). Lists the items of the origin with the quantity issued/
 * received, lets the user type how much of each goes back and calls
 * `POST /v1/faturamento/GerarDevolucao` `{ faturamento_id | compra_id, itens: [{ item_id, quantidade }] }`.
 * The server checks the balance still returnable (400 naming the item, shown here) and answers
 * with the draft billing (finNFe 4, NFref, return CFOPs, proportional taxes), which is then opened
 * in the billing editor.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { apiData } from '../../providers/http.ts';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { registroApi } from '../../providers/registro.ts';

export interface OrigemDevolucao {
  tipo: 'faturamento' | 'compra';
  id: number;
  titulo: string;
}

interface ItemOrigem {
  id: number;
  descricao: string;
  quantidade: number;
}

const fmtQtd = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 4 });

export function DevolucaoDialog({ origem, onClose }: { origem: OrigemDevolucao | null; onClose: () => void }) {
  const navigate = useNavigate();
  const basename = useBasename();
  const [itens, setItens] = useState<ItemOrigem[] | null>(null);
  const [qtd, setQtd] = useState<Record<number, string>>({});
  const [erro, setErro] = useState<string | null>(null);
  const [errosCampo, setErrosCampo] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    setItens(null);
    setQtd({});
    setErro(null);
    setErrosCampo({});
    if (!origem) return;
    let vivo = true;
    registroApi
      .obter<Record<string, unknown>>(origem.tipo, origem.id)
      .then((r) => {
        if (!vivo) return;
        const lista = (Array.isArray(r.Item) ? r.Item : []) as Array<Record<string, unknown>>;
        setItens(lista.map((i) => ({ id: Number(i.id), descricao: String(i.descricao ?? ''), quantidade: Number(i.quantidade ?? 0) })));
      })
      .catch((e) => vivo && setErro(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, [origem]);

  const escolhidos = (itens ?? [])
    .map((i) => ({ item_id: i.id, quantidade: Number((qtd[i.id] ?? '').replace(',', '.')) }))
    .filter((x) => Number.isFinite(x.quantidade) && x.quantidade > 0);

  const gerar = async () => {
    if (!origem) return;
    setEnviando(true);
    setErro(null);
    setErrosCampo({});
    try {
      const nota = await apiData<Record<string, unknown>>('/v1/faturamento/GerarDevolucao', {
        method: 'POST',
        body: { [origem.tipo === 'faturamento' ? 'faturamento_id' : 'compra_id']: origem.id, itens: escolhidos },
      });
      onClose();
      navigate(`${basename}/faturamento/editar/${nota.id}`);
    } catch (e) {
      setErro(mensagemDeErro(e));
      const corpo = corpoDoErro(e) ?? {};
      const porItem: Record<string, string> = {};
      for (const [k, v] of Object.entries(corpo)) {
        const m = /^itens\[(\d+)\]\.\w+$/.exec(k);
        if (m && Array.isArray(v)) porItem[String(escolhidos[Number(m[1])]?.item_id)] = String(v[0]);
      }
      setErrosCampo(porItem);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open={!!origem} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="devolucao-titulo">
      <DialogTitle id="devolucao-titulo">{origem?.titulo}</DialogTitle>
      <DialogContent>
        {erro && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        {!itens && !erro && <CircularProgress size={24} />}
        {itens && (
          <Table size="small" aria-label="Itens a devolver">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Item</TableCell>
                <TableCell align="right">{origem?.tipo === 'compra' ? 'Recebido' : 'Emitido'}</TableCell>
                <TableCell align="right">Devolver</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {itens.map((i, n) => (
                <TableRow key={i.id}>
                  <TableCell>{n + 1}</TableCell>
                  <TableCell>{i.descricao}</TableCell>
                  <TableCell align="right">{fmtQtd(i.quantidade)}</TableCell>
                  <TableCell align="right" sx={{ width: 160 }}>
                    <TextField
                      size="small"
                      value={qtd[i.id] ?? ''}
                      placeholder="0"
                      onChange={(e) => setQtd((q) => ({ ...q, [i.id]: e.target.value }))}
                      error={!!errosCampo[String(i.id)]}
                      helperText={errosCampo[String(i.id)]}
                      slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Quantidade a devolver do item ${n + 1}` } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button variant="contained" disabled={enviando || !escolhidos.length} onClick={() => void gerar()}>
          Gerar devolução
        </Button>
      </DialogActions>
    </Dialog>
  );
}
