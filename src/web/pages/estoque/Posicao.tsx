/**
 * Posição de estoque: valor em estoque (Σ quantidade × custo médio) no total,
 * por local e num gráfico por grupo, e a lista dos produtos com saldo (maiores valores primeiro),
 * filtrável por local, por categoria de estoque e por código/descrição, com os totais por
 * categoria. Dados de GET /v1/estoque/Posicao.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, Grid, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import { formatMoeda, formatNumero } from '../../../domain/index.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { estoqueApi, type Local, type Posicao as Dados } from './api.ts';

export default function Posicao({ locais }: { locais: Local[] }) {
  const [local, setLocal] = useState<number | ''>('');
  const [busca, setBusca] = useState('');
  const [categoria, setCategoria] = useState<number | ''>('');
  const [categorias, setCategorias] = useState<Array<{ id: number; descricao: string }>>([]);

  useEffect(() => {
    estoqueApi
      .categorias()
      .then(setCategorias)
      .catch(() => setCategorias([]));
  }, []);
  const [dados, setDados] = useState<Dados | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    let vivo = true;
    const t = setTimeout(() => {
      estoqueApi
        .posicao(local === '' ? null : local, busca, categoria === '' ? null : categoria)
        .then((d) => vivo && (setDados(d), setErro(null)))
        .catch((e: unknown) => vivo && setErro(mensagemDeErro(e)));
    }, 250);
    return () => {
      vivo = false;
      clearTimeout(t);
    };
  }, [local, busca, categoria]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Local"
          value={local}
          onChange={(e) => setLocal(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todos os locais</MenuItem>
          {locais.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.descricao}
            </MenuItem>
          ))}
        </TextField>
        {categorias.length > 0 && (
          <TextField
            select
            label="Categoria de estoque"
            value={categoria}
            onChange={(e) => setCategoria(e.target.value === '' ? '' : Number(e.target.value))}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Todas as categorias</MenuItem>
            {categorias.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.descricao}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField label="Buscar produto (código ou descrição)" value={busca} onChange={(e) => setBusca(e.target.value)} sx={{ flex: 1 }} />
      </Stack>
      {erro && <Alert severity="error">{erro}</Alert>}
      {dados && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Card>
                <CardContent>
                  <Typography color="text.secondary">Valor em estoque (custo médio)</Typography>
                  <Typography variant="h5" data-testid="posicao-total">
                    {formatMoeda(dados.total)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
            {dados.locais.map((l) => (
              <Grid key={l.tipo_estoque_id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card>
                  <CardContent>
                    <Typography color="text.secondary">{l.descricao}</Typography>
                    <Typography variant="h6">{formatMoeda(l.valor)}</Typography>
                    <Typography variant="body2">{l.itens} produto(s) com saldo</Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
          {dados.grupos.length > 0 && (
            <Card>
              <CardContent>
                <Typography variant="subtitle1">Valor por grupo</Typography>
                <BarChart
                  skipAnimation
                  height={280}
                  localeText={ptBRLocaleText}
                  xAxis={[{ scaleType: 'band', data: dados.grupos.slice(0, 12).map((g) => g.grupo), tickLabelStyle: { fontSize: 11 } }]}
                  yAxis={[{ width: 80, valueFormatter: (v: number) => formatMoeda(v).replace(/,00$/, '') }]}
                  series={[
                    {
                      data: dados.grupos.slice(0, 12).map((g) => Number(g.valor)),
                      label: 'Valor (R$)',
                      valueFormatter: (v) => formatMoeda(v ?? 0),
                      color: '#50CD89',
                    },
                  ]}
                />
              </CardContent>
            </Card>
          )}
          {dados.categorias.some((c) => c.categoria !== 'Sem categoria') && (
            <Card>
              <CardContent>
                <Typography variant="subtitle1">Valor por categoria de estoque</Typography>
                <Table size="small" aria-label="Valor por categoria de estoque">
                  <TableBody>
                    {dados.categorias.map((c) => (
                      <TableRow key={c.categoria}>
                        <TableCell>{c.categoria}</TableCell>
                        <TableCell align="right">{formatNumero(c.quantidade, 2)}</TableCell>
                        <TableCell align="right">{formatMoeda(c.valor)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardContent>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Posição por produto">
                  <TableHead>
                    <TableRow>
                      <TableCell>Código</TableCell>
                      <TableCell>Produto</TableCell>
                      <TableCell>Grupo</TableCell>
                      <TableCell>Categoria</TableCell>
                      <TableCell>Local</TableCell>
                      <TableCell align="right">Quantidade</TableCell>
                      <TableCell align="right">Custo médio</TableCell>
                      <TableCell align="right">Valor</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dados.produtos.map((p) => {
                      const abaixo = p.estoque_minimo !== null && Number(p.quantidade) < Number(p.estoque_minimo);
                      return (
                        <TableRow key={`${p.produto_id}-${p.tipo_estoque_id}`}>
                          <TableCell>{p.codigo}</TableCell>
                          <TableCell>{p.descricao}</TableCell>
                          <TableCell>{p.grupo}</TableCell>
                          <TableCell>{p.categoria}</TableCell>
                          <TableCell>{p.local}</TableCell>
                          <TableCell align="right" sx={{ color: Number(p.quantidade) < 0 || abaixo ? 'error.main' : undefined }}>
                            {formatNumero(p.quantidade, 2)} {p.unidade}
                          </TableCell>
                          <TableCell align="right">{formatMoeda(p.custo_medio)}</TableCell>
                          <TableCell align="right">{formatMoeda(p.valor)}</TableCell>
                        </TableRow>
                      );
                    })}
                    {dados.produtos.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={8}>Nenhum produto com saldo.</TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </Box>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
