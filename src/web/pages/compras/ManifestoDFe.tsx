/**
 * Manifesto DF-e (`compra/manifestodfe`): as notas emitidas contra a empresa que a
 * distribuição DF-e trouxe (fornecedor, CNPJ, valor, emissão, situação da nota e manifestação);
 * "Buscar notas" consulta o Ambiente Nacional agora (respeitando a espera de 1 hora e o disjuntor);
 * vários documentos se manifestam de uma vez (ciência, confirmação, desconhecimento, operação não
 * realizada com justificativa); a nota completa vira compra em um clique, imprime o DANFE e baixa o XML.
 */
import { useState } from 'react';
import { ListBase, useDataProvider, useListContext, useRefresh } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import CodeIcon from '@mui/icons-material/Code';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { formatCpfCnpj, formatDataHora, formatMoeda } from '../../../domain/index.ts';
import { lerSessao } from '../../session/usuario.ts';
import { permissoesDe, temRegra } from '../../session/permissoes.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { eventosDestinatarioApi } from '../nfe/api.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { OutrosEventosNFe } from '../nfe/OutrosEventosNFe.tsx';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Paginacao } from '../../components/Paginacao.tsx';
import { useAcaoDeLinha } from '../../components/useAcaoDeLinha.ts';
import type { ErpDataProvider } from '../../providers/dataProvider.ts';
import type { DocumentoDFe } from './api.ts';
import { VincularItens } from './VincularItens.tsx';

const MANIFESTACAO: Record<string, string> = {
  sem: 'Sem manifestação',
  ciencia: 'Ciência',
  confirmada: 'Confirmada',
  desconhecida: 'Desconhecida',
  nao_realizada: 'Não realizada',
};
const SITUACAO_NFE: Record<number, string> = { 1: 'Autorizada', 2: 'Denegada', 3: 'Cancelada' };
const EVENTOS = [
  { codigo: '210210', rotulo: 'Ciência da operação' },
  { codigo: '210200', rotulo: 'Confirmar operação' },
  { codigo: '210220', rotulo: 'Desconhecer operação' },
  { codigo: '210240', rotulo: 'Operação não realizada' },
];
const regra = (r: string) => temRegra(permissoesDe(lerSessao()), 'emitente', r);

/**
 * The documents are the registry list `compraDFeManifesto` (OData), newest NSU first, 20 a page;
 * events (resEvento, procEvento) are left out by a permanent filter.
 */
export default function ManifestoDFe() {
  return (
    <ListBase resource="compraDFeManifesto" perPage={20} sort={{ field: 'nsu', order: 'DESC' }} filter={{ tipo_ninc_any: ['resEvento', 'procEvento'] }}>
      <Documentos />
    </ListBase>
  );
}

function Documentos() {
  const dp = useDataProvider<ErpDataProvider>();
  const refresh = useRefresh();
  const { data, error } = useListContext<DocumentoDFe>();
  const [selecao, setSelecao] = useState<Set<number>>(new Set());
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [justificar, setJustificar] = useState(false);
  const [justificativa, setJustificativa] = useState('');
  const [vincular, setVincular] = useState<number | null>(null);
  const [eventos, setEventos] = useState<DocumentoDFe | null>(null);
  const gerenciar = regra('Permitir.ManifestoDFe.Gerenciar');
  const importar = regra('Permitir.Compra.Incluir');
  const acao = useAcaoDeLinha();
  const ocupado = acao.executando;
  const erroLista = error ? mensagemDeErro(error) : null;

  /** Runs a module action (data provider method); its Message goes to the info banner. */
  const executar = async (f: () => Promise<{ Message: string | null }>) => {
    const r = await acao.executar(null, f);
    if (r) setAviso(r.Message);
  };
  const manifestar = (evento: string, just?: string) =>
    executar(async () => {
      const r = await dp.manifestarDFe([...selecao], evento, just);
      const falhas = r.Data.filter((x) => !x.Success).map((x) => x.Message);
      setSelecao(new Set());
      return { Message: [r.Message, ...falhas].join(' ') };
    });
  const arquivo = async (url: string, padrao: string) => {
    try {
      const { blob, nome } = await baixarArquivo(url, { padrao });
      salvarBlob(blob, nome);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  const alternar = (id: number) =>
    setSelecao((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        {gerenciar && (
          <>
            <Button variant="contained" startIcon={<SyncIcon />} disabled={ocupado} onClick={() => executar(() => dp.buscarNotasDFe())}>
              Buscar notas
            </Button>
            <Button variant="outlined" startIcon={<SyncIcon />} disabled={ocupado} onClick={() => executar(() => dp.buscarCTeDFe())}>
              Buscar CT-e
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        {gerenciar &&
          EVENTOS.map((e) => (
            <Button
              key={e.codigo}
              size="small"
              variant="outlined"
              disabled={!selecao.size || ocupado}
              onClick={() => (e.codigo === '210240' ? setJustificar(true) : manifestar(e.codigo))}
            >
              {e.rotulo}
            </Button>
          ))}
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
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>Emissão</TableCell>
            <TableCell>Fornecedor</TableCell>
            <TableCell>CNPJ/CPF</TableCell>
            <TableCell align="right">Valor</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Manifestação</TableCell>
            <TableCell align="right">Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.map((d) => (
            <TableRow key={d.id} hover selected={selecao.has(d.id)}>
              <TableCell padding="checkbox">
                {d.tipo !== 'procCTe' && (
                  <Checkbox checked={selecao.has(d.id)} onChange={() => alternar(d.id)} slotProps={{ input: { 'aria-label': `Selecionar ${d.chave}` } }} />
                )}
              </TableCell>
              <TableCell>{d.data_emissao ? formatDataHora(d.data_emissao) : '—'}</TableCell>
              <TableCell>
                {d.nome ?? '—'}
                {d.tipo === 'procCTe' && <Chip size="small" label="CT-e" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{d.cpf_cnpj ? formatCpfCnpj(d.cpf_cnpj) : '—'}</TableCell>
              <TableCell align="right">{d.valor === null ? '—' : formatMoeda(d.valor)}</TableCell>
              <TableCell>{SITUACAO_NFE[d.situacao_nfe ?? 0] ?? '—'}</TableCell>
              <TableCell>{MANIFESTACAO[d.manifestacao] ?? d.manifestacao}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {d.tipo === 'procNFe' && importar && !d.compra_id && (
                  <Tooltip title="Importar como compra">
                    <IconButton
                      size="small"
                      aria-label="Importar como compra"
                      onClick={() =>
                        executar(async () => {
                          const r = await dp.importarCompraDaChave(d.chave);
                          if (r.Data.situacao === 'pendente') setVincular(r.Data.compra_id);
                          return r;
                        })
                      }
                    >
                      <AddShoppingCartIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {d.compra_id && <Chip size="small" color="success" label={`Compra ${d.compra_id}`} />}
                {d.tipo === 'procNFe' && (
                  <Tooltip title="Eventos do destinatário (reforma tributária)">
                    <IconButton size="small" aria-label="Eventos do destinatário" onClick={() => setEventos(d)}>
                      <EventNoteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {d.tipo === 'procNFe' && (
                  <Tooltip title="DANFE">
                    <IconButton size="small" aria-label="DANFE" onClick={() => arquivo(`/v1/compraDFeManifesto/ImprimirNFe/${d.id}`, `DANFE-${d.chave}.pdf`)}>
                      <PictureAsPdfIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title="Baixar XML">
                  <IconButton size="small" aria-label="Baixar XML" onClick={() => arquivo(`/v1/compraDFeManifesto/DownloadXML?id=${d.id}`, `${d.chave}.xml`)}>
                    <CodeIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
          {data && !data.length && (
            <TableRow>
              <TableCell colSpan={8}>Nenhum documento recebido. Use "Buscar notas".</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Paginacao opcoes={[20]} />
      <Dialog open={justificar} onClose={() => setJustificar(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Operação não realizada</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Justificativa (15 a 255 caracteres)"
            value={justificativa}
            onChange={(e) => setJustificativa(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setJustificar(false)}>Voltar</Button>
          <Button
            variant="contained"
            disabled={justificativa.trim().length < 15 || justificativa.trim().length > 255}
            onClick={() => {
              setJustificar(false);
              void manifestar('210240', justificativa.trim());
            }}
          >
            Manifestar
          </Button>
        </DialogActions>
      </Dialog>
      <OutrosEventosNFe
        key={`eventos-${eventos?.id ?? 0}`}
        nota={eventos ? { id: eventos.id } : null}
        api={eventosDestinatarioApi}
        titulo={`Eventos do destinatário — ${eventos?.nome ?? ''}`}
        onClose={() => setEventos(null)}
        onImprimir={(id, t) => void arquivo(eventosDestinatarioApi.urlImprimir(id), `${t}.pdf`)}
      />
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
