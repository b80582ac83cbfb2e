/**
 * Compras (`compra/consultar`): a lista das compras com fornecedor, número, entrada, total,
 * origem e situação; "Importar XML/ZIP" envia vários XML de NF-e e ZIPs de uma vez (POST
 * /v1/compra/Upload) e mostra o resultado de cada arquivo; compras com itens a vincular abrem o
 * diálogo de vínculo; a compra digitada (compra/editar, tela gerada) se finaliza aqui; a finalizada
 * se cancela (estorna estoque e contas a pagar); a importada imprime o DANFE. "Detalhes" abre a
 * compra com itens, tributos, contas a pagar, XML e DANFE (DetalheCompra.tsx).
 */
import { useRef, useState } from 'react';
import { ListBase, useBasename, useDataProvider, useGetMany, useListContext, useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Chip, IconButton, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import LinkIcon from '@mui/icons-material/Link';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import BlockIcon from '@mui/icons-material/Block';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { DevolucaoDialog, type OrigemDevolucao } from '../faturamento/DevolucaoDialog.tsx';
import { formatData, formatMoeda } from '../../../domain/index.ts';
import { lerSessao } from '../../session/usuario.ts';
import { permissoesDe, temRegra } from '../../session/permissoes.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { Paginacao } from '../../components/Paginacao.tsx';
import { useAcaoDeLinha } from '../../components/useAcaoDeLinha.ts';
import type { ErpDataProvider } from '../../providers/dataProvider.ts';
import type { Compra, ResultadoArquivo } from './api.ts';
import { VincularItens } from './VincularItens.tsx';
import { DetalheCompra } from './DetalheCompra.tsx';

const SITUACOES: Record<Compra['situacao'], { rotulo: string; cor: 'default' | 'warning' | 'success' | 'error' }> = {
  aberta: { rotulo: 'Em digitação', cor: 'default' },
  pendente: { rotulo: 'Itens a vincular', cor: 'warning' },
  finalizada: { rotulo: 'Finalizada', cor: 'success' },
  cancelada: { rotulo: 'Cancelada', cor: 'error' },
};
const ORIGENS = { manual: 'Digitada', xml: 'XML', dfe: 'DF-e' } as const;

const pode = (acao: string) => temRegra(permissoesDe(lerSessao()), 'emitente', `Permitir.Compra.${acao}`);
const podeFaturar = () => temRegra(permissoesDe(lerSessao()), 'emitente', 'Permitir.Faturamento.Incluir');

/** The purchases are the registry list `compra` (OData Compra), newest first, 20 a page. */
export default function ComprasLista() {
  return (
    <ListBase resource="compra" perPage={20} sort={{ field: 'id', order: 'DESC' }}>
      <Compras />
    </ListBase>
  );
}

function Compras() {
  const navigate = useNavigate();
  const basename = useBasename();
  const dp = useDataProvider<ErpDataProvider>();
  const refresh = useRefresh();
  const notify = useNotify();
  const arquivo = useRef<HTMLInputElement>(null);
  const { data, error, filterValues, setFilters } = useListContext<Compra>();
  const situacao = String(filterValues.situacao ?? '');
  const { data: fornecedores } = useGetMany('fornecedor', { ids: [...new Set((data ?? []).map((c) => c.fornecedor_id))] });
  const nomes = new Map((fornecedores ?? []).map((f) => [Number(f.id), String(f.nome ?? '')]));
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [resultados, setResultados] = useState<ResultadoArquivo[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [vincular, setVincular] = useState<number | null>(null);
  const [devolver, setDevolver] = useState<OrigemDevolucao | null>(null);
  const [detalhe, setDetalhe] = useState<number | null>(null);
  const linha = useAcaoDeLinha();
  const erroLista = error ? mensagemDeErro(error) : null;

  const importar = async (lista: FileList | null) => {
    if (!lista?.length) return;
    setEnviando(true);
    setAviso(null);
    try {
      const r = await dp.importarArquivosCompra(Array.from(lista));
      setResultados(r.Data);
      setAviso(r.Message);
      refresh();
    } catch (e) {
      notify(mensagemDeErro(e), { type: 'error' });
    } finally {
      setEnviando(false);
      if (arquivo.current) arquivo.current.value = '';
    }
  };
  const acao = async (id: number, f: () => Promise<{ Message: string | null }>) => {
    const r = await linha.executar(id, f);
    if (r) setAviso(r.Message);
  };
  const danfe = async (id: number) => {
    try {
      const { blob, nome } = await baixarArquivo(`/v1/compra/ImprimirNFe/${id}`, { padrao: `DANFE-${id}.pdf` });
      salvarBlob(blob, nome);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Situação"
          value={situacao}
          onChange={(e) => setFilters({ ...filterValues, situacao: e.target.value })}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todas</MenuItem>
          {Object.entries(SITUACOES).map(([k, v]) => (
            <MenuItem key={k} value={k}>
              {v.rotulo}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        {pode('Incluir') && (
          <>
            <input
              ref={arquivo}
              type="file"
              multiple
              accept=".xml,.zip,application/xml,text/xml,application/zip"
              hidden
              onChange={(e) => importar(e.target.files)}
              data-testid="arquivo-compra"
            />
            <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={enviando} onClick={() => arquivo.current?.click()}>
              {enviando ? 'Importando…' : 'Importar XML/ZIP'}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${basename}/compra/editar`)}>
              Nova compra
            </Button>
          </>
        )}
      </Stack>
      {(erro ?? erroLista) && (
        <Alert severity="error" onClose={() => setErro(null)}>
          {erro ?? erroLista}
        </Alert>
      )}
      {aviso && (
        <Alert severity="info" onClose={() => setAviso(null)}>
          {aviso}
        </Alert>
      )}
      {resultados.length > 0 && (
        <Stack spacing={0.5} data-testid="resultado-importacao">
          {resultados.map((r) => (
            <Alert key={r.arquivo} severity={!r.Success ? 'error' : r.situacao === 'pendente' ? 'warning' : 'success'}>
              <b>{r.arquivo}</b>: {r.Message}
              {r.situacao === 'pendente' && r.compra_id && (
                <Button size="small" sx={{ ml: 1 }} onClick={() => setVincular(r.compra_id!)}>
                  Vincular itens
                </Button>
              )}
            </Alert>
          ))}
        </Stack>
      )}
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Código</TableCell>
            <TableCell>Nota</TableCell>
            <TableCell>Fornecedor</TableCell>
            <TableCell>Entrada</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Origem</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.map((c) => (
            <TableRow key={c.id} hover>
              <TableCell>{c.id}</TableCell>
              <TableCell>{c.numero ? `${c.numero}${c.serie ? `/${c.serie}` : ''}` : '—'}</TableCell>
              <TableCell>{nomes.get(c.fornecedor_id) ?? c.fornecedor_id}</TableCell>
              <TableCell>{formatData(c.data_entrada)}</TableCell>
              <TableCell align="right">{formatMoeda(c.valor_total)}</TableCell>
              <TableCell>{ORIGENS[c.origem]}</TableCell>
              <TableCell>
                <Chip size="small" color={SITUACOES[c.situacao].cor} label={SITUACOES[c.situacao].rotulo} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Detalhes">
                  <IconButton size="small" aria-label={`Detalhes da compra ${c.id}`} onClick={() => setDetalhe(c.id)}>
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {c.situacao === 'pendente' && pode('Alterar') && (
                  <Tooltip title="Vincular itens">
                    <IconButton size="small" aria-label="Vincular itens" onClick={() => setVincular(c.id)}>
                      <LinkIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {c.situacao === 'aberta' && (
                  <Tooltip title="Editar">
                    <IconButton size="small" aria-label="Editar" onClick={() => navigate(`${basename}/compra/editar/${c.id}`)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {c.situacao === 'aberta' && pode('Alterar') && (
                  <Tooltip title="Finalizar (lança estoque e contas a pagar)">
                    <IconButton size="small" aria-label="Finalizar" onClick={() => acao(c.id, () => dp.finalizarCompra(c.id))}>
                      <DoneAllIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {c.situacao === 'finalizada' && pode('Alterar') && (
                  <Tooltip title="Cancelar (estorna estoque e contas a pagar)">
                    <IconButton
                      size="small"
                      aria-label="Cancelar compra"
                      onClick={() =>
                        window.confirm(`Cancelar a compra ${c.id}? O estoque e as contas a pagar serão estornados.`) &&
                        acao(c.id, () => dp.cancelarCompra(c.id))
                      }
                    >
                      <BlockIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {c.situacao === 'finalizada' && c.chave && podeFaturar() && (
                  <Tooltip title="Devolver ao fornecedor (NF-e de devolução)">
                    <IconButton
                      size="small"
                      aria-label="Devolver"
                      onClick={() => setDevolver({ tipo: 'compra', id: c.id, titulo: `Devolução da compra ${c.numero ?? c.id}` })}
                    >
                      <AssignmentReturnIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {c.origem !== 'manual' && (
                  <Tooltip title="DANFE">
                    <IconButton size="small" aria-label="DANFE" onClick={() => danfe(c.id)}>
                      <PictureAsPdfIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
          {data && !data.length && (
            <TableRow>
              <TableCell colSpan={8}>Nenhuma compra.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Paginacao opcoes={[20]} />
      <DevolucaoDialog origem={devolver} onClose={() => setDevolver(null)} />
      <DetalheCompra compraId={detalhe} aoFechar={() => setDetalhe(null)} />
      <VincularItens
        compraId={vincular}
        aoFechar={(mudou) => {
          setVincular(null);
          if (mudou) refresh();
        }}
      />
    </Stack>
  );
}
