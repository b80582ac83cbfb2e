/**
 * Tabela IBPT: importar o CSV oficial "De Olho no Imposto" (ou o ZIP) com a UF
 * (`POST /v1/ibpt/AtualizarTabelaIbpt`, tarefa em segundo plano com barra de progresso na gaveta
 * Tarefas) e as versões importadas agrupadas por versão (`GET /v1/ibpt/VersoesAgrupadas`), com a
 * vigência. A versão vigente da UF da empresa alimenta o vTotTrib das notas (Lei 12.741/2012).
 * Aviso no topo quando a tabela da UF da empresa falta ou venceu (`GET /v1/ibpt/Situacao`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { apiData, requisitar } from '../../providers/http.ts';
import { abrirTarefas, registrarTarefa, useTarefas, type Tarefa } from '../../layout/tarefas/store.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { SIGLAS_UF } from '../../../domain/uf.ts';

/** Types of the IBPT actions, generated from their contracts (src/contratos/tributos.ts). */
type Versao = components['schemas']['VersaoIbptAgrupada'];
type Situacao = components['schemas']['SituacaoIbpt'];

const dataBr = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const dataHoraBr = (iso: string) => `${dataBr(iso)} ${iso.slice(11, 16)}`;

export default function TabelaIbpt() {
  const [versoes, setVersoes] = useState<Versao[] | null>(null);
  const [situacaoTabela, setSituacaoTabela] = useState<Situacao | null>(null);
  const [uf, setUf] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [tarefaId, setTarefaId] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const { lista } = useTarefas();

  const carregar = useCallback(() => {
    apiData<Versao[]>('/v1/ibpt/VersoesAgrupadas')
      .then((v) => setVersoes(v))
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
    apiData<Situacao>('/v1/ibpt/Situacao')
      .then((v) => setSituacaoTabela(v))
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, []);
  useEffect(() => carregar(), [carregar]);

  const tarefa = lista.find((t) => t.id === tarefaId);
  const situacao = tarefa?.situacao;
  useEffect(() => {
    if (situacao === 'concluida') carregar();
  }, [situacao, carregar]);

  const importar = async () => {
    if (!arquivo) return;
    setEnviando(true);
    setErro(null);
    const fd = new FormData();
    if (uf) fd.append('uf', uf);
    fd.append('arquivo', arquivo, arquivo.name);
    try {
      const r = await requisitar<Tarefa | Tarefa[]>('/v1/ibpt/AtualizarTabelaIbpt', { method: 'POST', body: fd });
      const ts = Array.isArray(r.Data) ? r.Data : [r.Data];
      for (const t of ts) registrarTarefa(t);
      setTarefaId(ts[ts.length - 1]?.id ?? null);
      abrirTarefas();
      setArquivo(null);
      if (input.current) input.current.value = '';
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      {situacaoTabela?.mensagem && (
        <Alert severity="warning" sx={{ mb: 2 }} role="alert">
          {situacaoTabela.mensagem}
        </Alert>
      )}
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader
          title="Importar tabela do IBPT"
          subheader='Arquivo "De Olho no Imposto" (CSV do IBPT, ou o ZIP) da UF da empresa: o valor aproximado dos tributos (Lei 12.741/2012) sai no item, no total e nas informações complementares da nota.'
          slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
        />
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {arquivo ? arquivo.name : 'Escolher arquivo'}
              <input
                ref={input}
                hidden
                type="file"
                accept=".csv,.zip"
                aria-label="Arquivo da tabela IBPT"
                onChange={(e) => setArquivo(e.target.files?.[0] ?? null)}
              />
            </Button>
            <TextField select size="small" label="UF da tabela" value={uf} onChange={(e) => setUf(e.target.value)} sx={{ minWidth: 200 }}>
              <MenuItem value="">Do nome do arquivo ou da empresa</MenuItem>
              {SIGLAS_UF.map((u) => (
                <MenuItem key={u} value={u}>
                  {u}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" disabled={!arquivo || enviando} onClick={importar}>
              Importar
            </Button>
          </Stack>
          {erro && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {erro}
            </Alert>
          )}
          {tarefa?.situacao === 'falhou' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {tarefa.erro ?? 'A importação falhou.'}
            </Alert>
          )}
          {tarefa?.situacao === 'concluida' && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {tarefa.mensagem}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardHeader title="Versões importadas" slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
        <CardContent>
          {versoes && !versoes.length && (
            <Typography color="text.secondary">Nenhuma tabela importada ainda: as notas saem sem o valor aproximado dos tributos.</Typography>
          )}
          {versoes && versoes.length > 0 && (
            <Table size="small" aria-label="Versões da tabela IBPT">
              <TableHead>
                <TableRow>
                  <TableCell>Versão</TableCell>
                  <TableCell>Vigência</TableCell>
                  <TableCell>UF</TableCell>
                  <TableCell align="right">Registros</TableCell>
                  <TableCell>Fonte / chave</TableCell>
                  <TableCell>Importado em</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {versoes.flatMap((v) =>
                  v.ufs.map((u, i) => (
                    <TableRow key={u.id}>
                      <TableCell>
                        {i === 0 && (
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <span>{v.versao}</span>
                            <Chip size="small" color={v.vigente ? 'success' : 'default'} label={v.vigente ? 'Vigente' : 'Fora da vigência'} />
                          </Stack>
                        )}
                      </TableCell>
                      <TableCell>{i === 0 ? `${dataBr(v.vigencia_inicio)} a ${dataBr(v.vigencia_fim)}` : ''}</TableCell>
                      <TableCell>{u.uf}</TableCell>
                      <TableCell align="right">{u.registros.toLocaleString('pt-BR')}</TableCell>
                      <TableCell>{`${v.fonte ?? ''} ${v.chave ?? ''}`.trim()}</TableCell>
                      <TableCell>{dataHoraBr(u.importado_em)}</TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
