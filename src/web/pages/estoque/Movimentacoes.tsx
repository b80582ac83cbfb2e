/**
 * Histórico de movimentos de um produto: o razão de estoque filtrado por
 * local, operação e período, do mais novo ao mais antigo, com saldo e custo médio após cada
 * lançamento e o documento de origem. Lista `estoqueMovimentacao` do registro (OData) num
 * `ListBase` do react-admin, 50 por página; os filtros (produto, local, operação, período
 * `data_de`/`data_ate`; o produto como filtro permanente) ficam nos parâmetros da lista, locais à aba (não vão para a URL da tela de
 * estoque, que tem outras abas).
 */
import { useState } from 'react';
import { ListBase, useGetList, useListContext } from 'react-admin';
import { Alert, Box, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { formatDataHora, formatMoeda, formatNumero } from '../../../domain/index.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { Paginacao } from '../../components/Paginacao.tsx';
import type { Local, Movimento, ProdutoResumo } from './api.ts';
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
  return (
    <ListBase
      resource="estoqueMovimentacao"
      perPage={POR_PAGINA}
      sort={{ field: 'id', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      filter={produto ? { produto_id: produto.id } : undefined}
      queryOptions={{ enabled: produto !== null }}
    >
      <Movimentos locais={locais} produto={produto} aoEscolher={setProduto} />
    </ListBase>
  );
}

function Movimentos({ locais, produto, aoEscolher }: { locais: Local[]; produto: ProdutoResumo | null; aoEscolher: (p: ProdutoResumo | null) => void }) {
  const { data, error, filterValues, setFilters, setPage } = useListContext<Movimento>();
  const { data: operacoes = [] } = useGetList<{ id: number; descricao: string }>('estoqueMoviOperacao', {
    sort: { field: 'id', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  const local = filterValues.tipo_estoque_id ?? '';
  const operacao = filterValues.operacao_id ?? '';
  const de = String(filterValues.data_de ?? '');
  const ate = String(filterValues.data_ate ?? '');
  const lista = produto && data ? data : null;
  const erro = produto && error ? mensagemDeErro(error) : null;

  const nomeLocal = (id: number) => locais.find((l) => l.id === id)?.descricao ?? String(id);
  const nomeOperacao = (id: number) => operacoes.find((o) => o.id === id)?.descricao ?? String(id);
  /** Any filter change returns to the first page (react-admin's setFilters). */
  const mudar = (campo: string, v: unknown) => setFilters({ ...filterValues, [campo]: v });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <EscolherProduto
          valor={produto}
          aoEscolher={(p) => {
            setPage(1);
            aoEscolher(p);
          }}
        />
        <TextField
          select
          label="Local"
          value={local}
          onChange={(e) => mudar('tipo_estoque_id', e.target.value === '' ? '' : Number(e.target.value))}
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
          onChange={(e) => mudar('operacao_id', e.target.value === '' ? '' : Number(e.target.value))}
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
        <TextField type="date" label="De" value={de} onChange={(e) => mudar('data_de', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="Até" value={ate} onChange={(e) => mudar('data_ate', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
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
                  {lista.map((m) => (
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
                  {lista.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={9}>Nenhum movimento com estes filtros.</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
            <Paginacao opcoes={[POR_PAGINA]} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
