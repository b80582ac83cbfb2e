/**
 * Relatório de compras (`compra/relatorios/consultar`): no período de entrada, o total
 * comprado (com frete, IPI e ST), por fornecedor, por mês e os produtos de maior valor (custo médio
 * de compra). Dados de POST /v1/compra/GetRelatorio. "PDF" e "XLSX" baixam as compras do período
 * (POST /v1/compra/ExportarRelatorio, o mesmo gerador dos outros relatórios).
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatMoeda, formatNumero } from '../../../domain/index.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { comprasApi, type RelatorioCompras } from './api.ts';

const hoje = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

function Cartao({ titulo, valor }: { titulo: string; valor: string }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {titulo}
        </Typography>
        <Typography variant="h6">{valor}</Typography>
      </CardContent>
    </Card>
  );
}

export default function Relatorios() {
  const [inicio, setInicio] = useState(`${hoje().slice(0, 8)}01`);
  const [fim, setFim] = useState(hoje());
  const [dados, setDados] = useState<RelatorioCompras | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [baixando, setBaixando] = useState<'pdf' | 'xlsx' | null>(null);
  const exportar = async (formato: 'pdf' | 'xlsx') => {
    setBaixando(formato);
    try {
      await comprasApi.exportarRelatorio(inicio, fim, formato);
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setBaixando(null);
    }
  };
  useEffect(() => {
    let vivo = true;
    comprasApi
      .relatorio(inicio, fim)
      .then((d) => vivo && (setDados(d), setErro(null)))
      .catch((e: unknown) => vivo && setErro(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, [inicio, fim]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField type="date" label="Entrada de" value={inicio} onChange={(e) => setInicio(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="até" value={fim} onChange={(e) => setFim(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={baixando !== null} onClick={() => void exportar('pdf')}>
            {baixando === 'pdf' ? 'Gerando…' : 'PDF'}
          </Button>
          <Button variant="outlined" disabled={baixando !== null} onClick={() => void exportar('xlsx')}>
            {baixando === 'xlsx' ? 'Gerando…' : 'XLSX'}
          </Button>
        </Stack>
      </Stack>
      {erro && <Alert severity="error">{erro}</Alert>}
      {dados && (
        <>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Cartao titulo={`Total (${dados.total.compras} compras)`} valor={formatMoeda(dados.total.valor)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Cartao titulo="Frete" valor={formatMoeda(dados.total.frete)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Cartao titulo="IPI" valor={formatMoeda(dados.total.ipi)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Cartao titulo="ICMS-ST" valor={formatMoeda(dados.total.icms_st)} />
            </Grid>
          </Grid>
          <Typography variant="subtitle1">Por fornecedor</Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Fornecedor</TableCell>
                <TableCell align="right">Compras</TableCell>
                <TableCell align="right">Valor</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dados.fornecedores.map((f) => (
                <TableRow key={f.fornecedor_id}>
                  <TableCell>{f.nome}</TableCell>
                  <TableCell align="right">{f.compras}</TableCell>
                  <TableCell align="right">{formatMoeda(f.valor)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="subtitle1">Por mês</Typography>
          <Table size="small">
            <TableBody>
              {dados.meses.map((m) => (
                <TableRow key={m.mes}>
                  <TableCell>{m.mes.split('-').reverse().join('/')}</TableCell>
                  <TableCell align="right">{m.compras}</TableCell>
                  <TableCell align="right">{formatMoeda(m.valor)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="subtitle1">Produtos de maior valor</Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Produto</TableCell>
                <TableCell align="right">Quantidade</TableCell>
                <TableCell align="right">Valor</TableCell>
                <TableCell align="right">Custo médio</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dados.produtos.map((p) => (
                <TableRow key={p.produto_id}>
                  <TableCell>{p.descricao}</TableCell>
                  <TableCell align="right">{formatNumero(p.quantidade, 4)}</TableCell>
                  <TableCell align="right">{formatMoeda(p.valor)}</TableCell>
                  <TableCell align="right">{formatMoeda(p.custo_medio)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Stack>
  );
}
