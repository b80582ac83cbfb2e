/**
 * Histórico de movimentos de um produto: o razão de estoque filtrado por
 * local, operação e período, do mais novo ao mais antigo, com saldo e custo médio após cada
 * lançamento e o documento de origem. OData EstoqueMovimentacao, 50 por página.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import { formatDataHora, formatMoeda, formatNumero } from '../../../domain/index.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { estoqueApi, type Local, type Movimento, type ProdutoResumo } from './api.ts';
import { EscolherProduto } from './EscolherProduto.tsx';

const DOCUMENTOS: Record<string, string> = {
  faturamento: 'NF-e',
  contagem: 'Contagem',
  transferencia: 'Transferência',
  manual: 'Manual',
};
const POR_PAGINA = 50;

export default function Movimentacoes({ locais }: { locais: Local[] }) {
  const [produto, setProduto] = useState<ProdutoResumo | null>(null);
  const [local, setLocal] = useState<number | ''>('');
  const [operacao, setOperacao] = useState<number | ''>('');
  const [de, setDe] = useState('');
  const [ate, setAte] = useState('');
  const [pagina, setPagina] = useState(0);
  const [operacoes, setOperacoes] = useState<Array<{ id: number; descricao: string }>>([]);
  const [lista, setLista] = useState<{ value: Movimento[]; count: number | null } | null>(null);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    estoqueApi
      .operacoes()
      .then(setOperacoes)
      .catch(() => setOperacoes([]));
  }, []);

  useEffect(() => {
    if (!produto) {
      setLista(null);
      return;
    }
    let vivo = true;
    estoqueApi
      .movimentos(
        { produto: produto.id, local: local || null, operacao: operacao || null, de: de || undefined, ate: ate || undefined },
        pagina * POR_PAGINA,
        POR_PAGINA,
      )
      .then((r) => vivo && (setLista(r), setErro(null)))
      .catch((e: unknown) => vivo && setErro(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, [produto, local, operacao, de, ate, pagina]);

  const nomeLocal = (id: number) => locais.find((l) => l.id === id)?.descricao ?? String(id);
  const nomeOperacao = (id: number) => operacoes.find((o) => o.id === id)?.descricao ?? String(id);
  const mudou =
    <T,>(f: (v: T) => void) =>
    (v: T) => {
      setPagina(0);
      f(v);
    };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <EscolherProduto valor={produto} aoEscolher={mudou(setProduto)} />
        <TextField
          select
          label="Local"
          value={local}
          onChange={(e) => mudou(setLocal)(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todos</MenuItem>
          {locais.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.descricao}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Operação"
          value={operacao}
          onChange={(e) => mudou(setOperacao)(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todas</MenuItem>
          {operacoes.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.descricao}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" label="De" value={de} onChange={(e) => mudou(setDe)(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="Até" value={ate} onChange={(e) => mudou(setAte)(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {erro && <Alert severity="error">{erro}</Alert>}
      {!produto && <Alert severity="info">Escolha um produto para ver os movimentos.</Alert>}
      {lista && (
        <Card>
          <CardContent>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Movimentos do produto">
                <TableHead>
                  <TableRow>
                    <TableCell>Data</TableCell>
                    <TableCell>Operação</TableCell>
                    <TableCell>Local</TableCell>
                    <TableCell align="right">Quantidade</TableCell>
                    <TableCell align="right">Custo unitário</TableCell>
                    <TableCell align="right">Saldo após</TableCell>
                    <TableCell align="right">Custo médio após</TableCell>
                    <TableCell>Documento</TableCell>
                    <TableCell>Observação</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lista.value.map((m) => (
                    <TableRow key={m.id}>
                      <TableCell>{formatDataHora(m.data)}</TableCell>
                      <TableCell>{nomeOperacao(m.operacao_id)}</TableCell>
                      <TableCell>{nomeLocal(m.tipo_estoque_id)}</TableCell>
                      <TableCell align="right" sx={{ color: m.quantidade < 0 ? 'error.main' : 'success.main' }}>
                        {m.quantidade > 0 ? '+' : ''}
                        {formatNumero(m.quantidade, 2)}
                      </TableCell>
                      <TableCell align="right">{formatMoeda(m.custo_unitario)}</TableCell>
                      <TableCell align="right">{formatNumero(m.saldo_apos, 2)}</TableCell>
                      <TableCell align="right">{formatMoeda(m.custo_medio_apos)}</TableCell>
                      <TableCell>
                        {m.documento_tipo ? `${DOCUMENTOS[m.documento_tipo] ?? m.documento_tipo}${m.documento_id ? ` nº ${m.documento_id}` : ''}` : '—'}
                      </TableCell>
                      <TableCell>{m.observacao ?? ''}</TableCell>
                    </TableRow>
                  ))}
                  {lista.value.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={9}>Nenhum movimento com estes filtros.</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
            <TablePagination
              component="div"
              count={lista.count ?? -1}
              page={pagina}
              onPageChange={(_, p) => setPagina(p)}
              rowsPerPage={POR_PAGINA}
              rowsPerPageOptions={[POR_PAGINA]}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
