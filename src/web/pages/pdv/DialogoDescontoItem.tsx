/**
 * Desconto num item da venda (F5 no PDV; SPEC: "item and sale discounts within the user's
 * limit"): o número do item (o último, por padrão) e o desconto em R$ ("2,50") ou em % ("10%") do
 * total da linha. Enter aplica, Esc volta; desconto 0 tira o desconto do item. O limite do operador
 * é conferido pelo servidor ao concluir a venda (acima dele, a liberação do supervisor).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { brl, numero } from './api.ts';

/** Desconto em R$ para uma linha de `total` R$: "10%" é 10% da linha; senão valor em R$. null = inválido. */
export function descontoDaLinha(texto: string, total: number): number | null {
  const t = texto.trim();
  if (!t) return 0;
  const pct = t.endsWith('%');
  const v = numero(pct ? t.slice(0, -1) : t);
  if (!Number.isFinite(v) || v < 0) return null;
  const r = Math.round((pct ? (total * v) / 100 : v) * 100) / 100;
  return r > total ? null : r;
}

export function DialogoDescontoItem({
  linhas,
  aberto,
  onAplicar,
  onFechar,
}: {
  /** Total de cada linha da venda (R$), na ordem da tela. */
  linhas: number[];
  aberto: boolean;
  onAplicar: (indice: number, desconto: number) => void;
  onFechar: () => void;
}) {
  const [item, setItem] = useState('');
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    if (aberto) {
      setItem(String(linhas.length));
      setValor('');
      setErro(null);
    }
  }, [aberto, linhas.length]);
  const aplicar = () => {
    const n = Number(item);
    if (!Number.isInteger(n) || n < 1 || n > linhas.length) return setErro(`Item: informe de 1 a ${linhas.length}.`);
    const d = descontoDaLinha(valor, linhas[n - 1]);
    if (d === null) return setErro(`Desconto: informe R$ ou % (até o total do item, ${brl(linhas[n - 1])}).`);
    onAplicar(n - 1, d);
  };
  return (
    <Dialog open={aberto} onClose={onFechar} maxWidth="xs" fullWidth aria-labelledby="desconto-item-titulo">
      <DialogTitle id="desconto-item-titulo">Desconto no item</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), aplicar())}>
          <TextField label="Item nº" value={item} onChange={(e) => setItem(e.target.value.replace(/\D/g, ''))} />
          <TextField
            label="Desconto (R$ ou %)"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            autoFocus
            helperText={item && linhas[Number(item) - 1] !== undefined ? `Total do item: ${brl(linhas[Number(item) - 1])}` : ' '}
          />
          {erro && <Alert severity="error">{erro}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Esc - Voltar</Button>
        <Button variant="contained" onClick={aplicar}>
          Enter - Aplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
