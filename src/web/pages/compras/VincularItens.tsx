/**
 * Diálogo "Vincular itens" (issue 12): para cada item do fornecedor que a importação não reconheceu
 * (nem pelo vínculo aprendido nem pelo GTIN), o usuário escolhe o nosso produto e quantas unidades
 * nossas há em uma unidade do fornecedor (caixa com 12 → 12). O servidor grava o vínculo (a próxima
 * nota do mesmo fornecedor casa sozinha) e, no último item, finaliza a compra (estoque e contas a pagar).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { formatNumero } from '../../../domain/index.ts';
import { mensagemDeErro } from '../nfe/api.ts';
import { EscolherProduto } from '../estoque/EscolherProduto.tsx';
import type { ProdutoResumo } from '../estoque/api.ts';
import { comprasApi, type ItemPendente } from './api.ts';

function LinhaItem({ item, aoVincular }: { item: ItemPendente; aoVincular: (finalizada: boolean, msg: string | null) => void }) {
  const [produto, setProduto] = useState<ProdutoResumo | null>(null);
  const [fator, setFator] = useState('1');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const vincular = async () => {
    if (!produto) return;
    setEnviando(true);
    try {
      const r = await comprasApi.vincular(item.id, produto.id, fator.replace(',', '.'));
      aoVincular(r.Data.situacao === 'finalizada', r.Message);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ borderBottom: 1, borderColor: 'divider', pb: 2 }} data-testid={`item-pendente-${item.id}`}>
      <Typography variant="subtitle2">
        {item.numero_item}. {item.descricao} — código {item.codigo_fornecedor ?? '—'}
        {item.gtin ? `, GTIN ${item.gtin}` : ''}: {formatNumero(item.quantidade_fornecedor, 4)} {item.unidade_fornecedor ?? ''}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <EscolherProduto valor={produto} aoEscolher={setProduto} rotulo="Nosso produto" />
        <TextField
          label={`Unidades nossas por ${item.unidade_fornecedor ?? 'unidade'}`}
          value={fator}
          onChange={(e) => setFator(e.target.value)}
          sx={{ width: 220 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button variant="contained" disabled={!produto || enviando} onClick={vincular}>
          Vincular
        </Button>
      </Stack>
      {erro && <Alert severity="error">{erro}</Alert>}
    </Stack>
  );
}

export function VincularItens({ compraId, aoFechar }: { compraId: number | null; aoFechar: (mudou: boolean) => void }) {
  const [itens, setItens] = useState<ItemPendente[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [mudou, setMudou] = useState(false);
  useEffect(() => {
    setItens(null);
    setAviso(null);
    if (compraId === null) return;
    comprasApi
      .pendentes(compraId)
      .then(setItens)
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, [compraId]);
  const vinculado = (id: number) => (finalizada: boolean, msg: string | null) => {
    setMudou(true);
    setItens((l) => (l ?? []).filter((i) => i.id !== id));
    if (finalizada) setAviso(msg ?? 'Compra finalizada.');
  };
  return (
    <Dialog open={compraId !== null} onClose={() => aoFechar(mudou)} maxWidth="md" fullWidth>
      <DialogTitle>Vincular itens da compra {compraId}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Escolha uma vez o produto correspondente a cada item do fornecedor; as próximas notas dele serão reconhecidas sozinhas.
          </Typography>
          {erro && <Alert severity="error">{erro}</Alert>}
          {aviso && <Alert severity="success">{aviso}</Alert>}
          {itens?.map((i) => (
            <LinhaItem key={i.id} item={i} aoVincular={vinculado(i.id)} />
          ))}
          {itens && !itens.length && !aviso && <Alert severity="info">Todos os itens estão vinculados.</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => aoFechar(mudou)}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
