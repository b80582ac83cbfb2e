/**
 * Aba "Grade de variações" do produto: a grade atual (uma linha por combinação, com SKU,
 * GTIN, preço e saldo próprios — o produto da combinação) e a geração das combinações que faltam a
 * partir dos valores escolhidos de até duas variações (POST /v1/estoqueVariacao/Gerar). SKU, GTIN
 * e preço se editam na linha e gravam no produto da combinação (PUT /v1/produto/).
 */
import { useCallback, useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Alert, Box, Button, Chip, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatNumero } from '../../../domain/index.ts';
import { apiData, requisitar } from '../../providers/http.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';
import type { Variacao } from '../../../generated/types.ts';

/** Types of the grid actions, generated from their contracts (src/contratos/cadastros.ts). */
type Tipos = components['schemas'];
/** One combination of the grid (the product of the combination). */
type LinhaGrade = Tipos['CombinacaoGrade'];

export default function AbaGrade() {
  const registro = useRecordContext();
  const alertas = useAlertas();
  const id = Number(registro?.id);
  const [grade, setGrade] = useState<LinhaGrade[] | null>(null);
  const [variacoes, setVariacoes] = useState<Variacao[]>([]);
  const [v1, setV1] = useState<number | ''>('');
  const [v2, setV2] = useState<number | ''>('');
  const [itens1, setItens1] = useState<number[]>([]);
  const [itens2, setItens2] = useState<number[]>([]);
  const [edicao, setEdicao] = useState<Record<number, Partial<LinhaGrade>>>({});
  const [erro, setErro] = useState<string | null>(null);

  const carregar = useCallback(() => {
    apiData<LinhaGrade[]>(`/v1/estoqueVariacao/Grade/${id}`)
      .then((g) => (setGrade(g.map((l) => ({ ...l, preco_venda: Number(l.preco_venda).toFixed(2).replace('.', ',') }))), setErro(null)))
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, [id]);

  useEffect(() => {
    if (!id) return;
    carregar();
    listarOData<{ id: number; descricao: string }>('Variacao', { filter: 'ativo eq true', orderby: 'descricao', top: 100 })
      .then(async (r) => setVariacoes(await Promise.all(r.value.map((v) => apiData<Variacao>(`/v1/variacao/${v.id}`)))))
      .catch(() => setVariacoes([]));
  }, [id, carregar]);

  if (!id) return null;
  // the registry's read record always carries the ids (`id?` only because a new record has none)
  const itensDe = (v: number | '') => (variacoes.find((x) => x.id === v)?.Item ?? []).map((i) => ({ id: i.id ?? 0, descricao: i.descricao }));
  const alternar = (lista: number[], set: (l: number[]) => void, item: number) =>
    set(lista.includes(item) ? lista.filter((x) => x !== item) : [...lista, item]);

  const gerar = async () => {
    try {
      const r = await requisitar<Tipos['GradeGerada']>('/v1/estoqueVariacao/Gerar', {
        method: 'POST',
        body: { produto_id: id, variacao_item_ids: itens1, ...(itens2.length ? { variacao_item2_ids: itens2 } : {}) },
      });
      setGrade(r.Data.grade.map((l) => ({ ...l, preco_venda: Number(l.preco_venda).toFixed(2).replace('.', ',') })));
      await alertas.success(r.Message ?? 'Grade atualizada.');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  const salvarLinha = async (l: LinhaGrade) => {
    const mud = edicao[l.id];
    if (!mud) return;
    try {
      await requisitar('/v1/produto/', {
        method: 'PUT',
        body: {
          id: l.produto_variacao_id,
          ...(mud.sku !== undefined ? { codigo: mud.sku } : {}),
          ...(mud.gtin !== undefined ? { gtin: mud.gtin || 'SEM GTIN' } : {}),
          ...(mud.preco_venda !== undefined ? { preco_venda: Number(String(mud.preco_venda).replace(',', '.')) } : {}),
        },
      });
      setEdicao((e) => ({ ...e, [l.id]: undefined as never }));
      carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  const campo = (l: LinhaGrade, k: 'sku' | 'gtin' | 'preco_venda', rotulo: string, largura: number) => (
    <TextField
      size="small"
      value={String(edicao[l.id]?.[k] ?? l[k])}
      onChange={(e) => setEdicao((x) => ({ ...x, [l.id]: { ...x[l.id], [k]: e.target.value } }))}
      onBlur={() => void salvarLinha(l)}
      slotProps={{ htmlInput: { 'aria-label': `${rotulo} de ${l.valor1}${l.valor2 ? ` / ${l.valor2}` : ''}`, style: { width: largura } } }}
    />
  );

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {erro && <Alert severity="error">{erro}</Alert>}
      <Typography variant="subtitle1">Gerar combinações</Typography>
      {variacoes.length === 0 && <Alert severity="info">Cadastre as variações (Cor, Tamanho...) em Cadastros › Variações.</Alert>}
      {[[v1, setV1, itens1, setItens1, '1ª variação'] as const, [v2, setV2, itens2, setItens2, '2ª variação (opcional)'] as const].map(
        ([v, setV, itens, setItens, rotulo]) => (
          <Stack key={rotulo} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              label={rotulo}
              value={v}
              onChange={(e) => {
                setV(e.target.value === '' ? '' : Number(e.target.value));
                setItens([]);
              }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">—</MenuItem>
              {variacoes.map((x) => (
                <MenuItem key={x.id} value={x.id}>
                  {x.descricao}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {itensDe(v).map((i) => (
                <Chip key={i.id} label={i.descricao} color={itens.includes(i.id) ? 'primary' : 'default'} onClick={() => alternar(itens, setItens, i.id)} />
              ))}
            </Box>
          </Stack>
        ),
      )}
      <Box>
        <Button variant="contained" disabled={!itens1.length || (v2 !== '' && v2 === v1)} onClick={() => void gerar()}>
          Gerar {Math.max(1, itens1.length) * Math.max(1, itens2.length)} combinação(ões)
        </Button>
      </Box>
      {grade && grade.length > 0 && (
        <Table size="small" aria-label="Grade de variações">
          <TableHead>
            <TableRow>
              <TableCell>Combinação</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell>GTIN/EAN</TableCell>
              <TableCell>Preço (R$)</TableCell>
              <TableCell align="right">Saldo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {grade.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{[l.valor1, l.valor2].filter(Boolean).join(' / ')}</TableCell>
                <TableCell>{campo(l, 'sku', 'SKU', 160)}</TableCell>
                <TableCell>{campo(l, 'gtin', 'GTIN', 130)}</TableCell>
                <TableCell>{campo(l, 'preco_venda', 'Preço', 90)}</TableCell>
                <TableCell align="right">{formatNumero(l.saldo, 2)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {grade && grade.length === 0 && <Typography color="text.secondary">Este produto não tem grade de variações.</Typography>}
    </Stack>
  );
}
