/**
 * Compras (`compra/consultar`): a lista das compras com fornecedor, número, entrada, total,
 * origem e situação; "Importar XML/ZIP" envia vários XML de NF-e e ZIPs de uma vez (POST
 * /v1/compra/Upload) e mostra o resultado de cada arquivo; compras com itens a vincular abrem o
 * diálogo de vínculo; a compra digitada (compra/editar, tela gerada) se finaliza aqui; a finalizada
 * se cancela (estorna estoque e contas a pagar); a importada imprime o DANFE. "Detalhes" abre a
 * compra com itens, tributos, contas a pagar, XML e DANFE (DetalheCompra.tsx).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
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
import { comprasApi, type Compra, type ResultadoArquivo } from './api.ts';
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

export default function ComprasLista() {
  const navigate = useNavigate();
  const basename = useBasename();
  const arquivo = useRef<HTMLInputElement>(null);
  const [situacao, setSituacao] = useState('');
  const [pagina, setPagina] = useState(0);
  const [dados, setDados] = useState<{ value: Compra[]; count: number | null } | null>(null);
  const [nomes, setNomes] = useState<Map<number, string>>(new Map());
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [resultados, setResultados] = useState<ResultadoArquivo[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [vincular, setVincular] = useState<number | null>(null);
  const [devolver, setDevolver] = useState<OrigemDevolucao | null>(null);
  const [detalhe, setDetalhe] = useState<number | null>(null);

  const carregar = useCallback(async () => {
    try {
      const d = await comprasApi.listar(situacao ? `situacao eq '${situacao}'` : undefined, pagina * 20, 20);
      setDados(d);
      setNomes(await comprasApi.nomesFornecedores(d.value.map((c) => c.fornecedor_id)));
      setErro(null);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  }, [situacao, pagina]);
  useEffect(() => {
    void carregar();
  }, [carregar]);

  const importar = async (lista: FileList | null) => {
    if (!lista?.length) return;
    setEnviando(true);
    setAviso(null);
    try {
      const r = await comprasApi.upload(Array.from(lista));
      setResultados(r.Data);
      setAviso(r.Message);
      await carregar();
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
      if (arquivo.current) arquivo.current.value = '';
    }
  };
  const acao = async (f: () => Promise<{ Message: string | null }>) => {
    try {
      setAviso((await f()).Message);
      await carregar();
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
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
          onChange={(e) => (setSituacao(e.target.value), setPagina(0))}
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
      {erro && (
        <Alert severity="error" onClose={() => setErro(null)}>
          {erro}
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
          {dados?.value.map((c) => (
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
                    <IconButton size="small" aria-label="Finalizar" onClick={() => acao(() => comprasApi.finalizar(c.id))}>
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
                        window.confirm(`Cancelar a compra ${c.id}? O estoque e as contas a pagar serão estornados.`) && acao(() => comprasApi.cancelar(c.id))
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
          {dados && !dados.value.length && (
            <TableRow>
              <TableCell colSpan={8}>Nenhuma compra.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={dados?.count ?? 0}
        page={pagina}
        onPageChange={(_, p) => setPagina(p)}
        rowsPerPage={20}
        rowsPerPageOptions={[20]}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
      />
      <DevolucaoDialog origem={devolver} onClose={() => setDevolver(null)} />
      <DetalheCompra compraId={detalhe} aoFechar={() => setDetalhe(null)} />
      <VincularItens
        compraId={vincular}
        aoFechar={(mudou) => {
          setVincular(null);
          if (mudou) void carregar();
        }}
      />
    </Stack>
  );
}
