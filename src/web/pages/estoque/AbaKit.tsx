/**
 * Aba "Kit" do produto: os componentes que este produto baixa do estoque quando é
 * vendido (quantidade por kit); na NF-e o kit sai como um item. Grava pelo cadastro genérico do
 * kit (POST/PUT /v1/kit/ com a lista Componente); "Desfazer kit" exclui o cadastro.
 */
import { useCallback, useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Alert, Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { apiData, requisitar } from '../../providers/http.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { Kit } from '../../../generated/types.ts';
import { EscolherProduto } from './EscolherProduto.tsx';
import type { ProdutoResumo } from './api.ts';

interface Componente {
  produto_id: number;
  quantidade: string;
  rotulo: string;
}
const QTD = /^\d{1,11}([.,]\d{1,4})?$/;

export default function AbaKit() {
  const registro = useRecordContext();
  const alertas = useAlertas();
  const id = Number(registro?.id);
  const [kitId, setKitId] = useState<number | null>(null);
  const [itens, setItens] = useState<Componente[]>([]);
  const [novo, setNovo] = useState<ProdutoResumo | null>(null);
  const [carregado, setCarregado] = useState(false);

  const carregar = useCallback(async () => {
    const r = await listarOData<{ id: number }>('Kit', { filter: `produto_id eq ${id}`, top: 1 });
    if (!r.value[0]) {
      setKitId(null);
      setItens([]);
      setCarregado(true);
      return;
    }
    const kit = await apiData<Kit>(`/v1/kit/${r.value[0].id}`);
    const componentes = kit.Componente ?? [];
    const nomes = componentes.length
      ? (await listarOData<ProdutoResumo>('Produto', { filter: componentes.map((c) => `id eq ${c.produto_id}`).join(' or '), top: 100 })).value
      : [];
    setKitId(kit.id ?? r.value[0].id);
    setItens(
      componentes.map((c) => {
        const p = nomes.find((n) => n.id === c.produto_id);
        return { produto_id: c.produto_id, quantidade: String(c.quantidade), rotulo: p ? `${p.codigo} — ${p.descricao}` : String(c.produto_id) };
      }),
    );
    setCarregado(true);
  }, [id]);

  useEffect(() => {
    if (id) carregar().catch(() => setCarregado(true));
  }, [id, carregar]);

  if (!id || !carregado) return null;
  const invalida = itens.some((i) => !QTD.test(i.quantidade) || Number(i.quantidade.replace(',', '.')) <= 0);

  const salvar = async () => {
    const corpo = {
      produto_id: id,
      Componente: itens.map((i) => ({ produto_id: i.produto_id, quantidade: Number(i.quantidade.replace(',', '.')) })),
    };
    try {
      await requisitar('/v1/kit/', { method: kitId ? 'PUT' : 'POST', body: kitId ? { id: kitId, ...corpo } : corpo });
      await carregar();
      await alertas.success('Kit gravado.');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };
  const desfazer = async () => {
    if (!kitId || !(await alertas.question('Desfazer o kit? O produto volta a ter estoque próprio.'))) return;
    try {
      await requisitar(`/v1/kit/${kitId}`, { method: 'DELETE' });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="info">Um kit vende como uma linha e, no estoque, baixa cada componente na quantidade indicada por kit.</Alert>
      {itens.length > 0 && (
        <Table size="small" aria-label="Componentes do kit">
          <TableHead>
            <TableRow>
              <TableCell>Componente</TableCell>
              <TableCell align="right">Quantidade por kit</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {itens.map((i, k) => (
              <TableRow key={i.produto_id}>
                <TableCell>{i.rotulo}</TableCell>
                <TableCell align="right">
                  <TextField
                    size="small"
                    value={i.quantidade}
                    error={!QTD.test(i.quantidade)}
                    onChange={(e) => setItens((l) => l.map((x, j) => (j === k ? { ...x, quantidade: e.target.value } : x)))}
                    slotProps={{ htmlInput: { 'aria-label': `Quantidade de ${i.rotulo}`, style: { textAlign: 'right', width: 90 } } }}
                  />
                </TableCell>
                <TableCell>
                  <IconButton aria-label={`Remover ${i.rotulo}`} onClick={() => setItens((l) => l.filter((_, j) => j !== k))}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {itens.length === 0 && <Typography color="text.secondary">Este produto não é um kit. Adicione componentes para torná-lo um.</Typography>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <EscolherProduto valor={novo} aoEscolher={setNovo} rotulo="Adicionar componente" />
        <Button
          disabled={!novo || novo.id === id || itens.some((i) => i.produto_id === novo.id)}
          onClick={() => {
            if (!novo) return;
            setItens((l) => [...l, { produto_id: novo.id, quantidade: '1', rotulo: `${novo.codigo} — ${novo.descricao}` }]);
            setNovo(null);
          }}
        >
          Adicionar
        </Button>
      </Stack>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button variant="contained" disabled={!itens.length || invalida} onClick={() => void salvar()}>
          Gravar kit
        </Button>
        {kitId && (
          <Button color="error" onClick={() => void desfazer()}>
            Desfazer kit
          </Button>
        )}
      </Box>
    </Stack>
  );
}
