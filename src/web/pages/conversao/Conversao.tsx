/**
 * "Conversão de planilhas" (SPEC §2 Configurações › conversao/gerenciar; regra
 * Permitir.Conversao.Gerenciar): importa grupos, produtos, clientes ou fornecedores de uma planilha
 * .xlsx ou .csv. Passos: escolher o cadastro, baixar o modelo (`GET /v1/Conversao/Modelo/{e}`),
 * enviar a planilha — a validação (`POST /v1/{e}/Validate/`) mostra como cada coluna foi entendida
 * (o mapeamento pode ser trocado) e TODOS os erros com aba, linha e coluna, sem gravar nada —, e
 * importar (`POST /v1/Conversao/ConverterPlanilha`): uma tarefa grava tudo ou nada, com o progresso
 * na gaveta Tarefas.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { apiData, requisitar } from '../../providers/http.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { abrirTarefas, registrarTarefa, type Tarefa } from '../../layout/tarefas/store.ts';

const ENTIDADES = [
  { id: 'produto', rotulo: 'Produtos' },
  { id: 'cliente', rotulo: 'Clientes' },
  { id: 'fornecedor', rotulo: 'Fornecedores' },
  { id: 'grupo', rotulo: 'Grupos de produtos' },
];

/** Types of the conversion actions, generated from their contracts (src/contratos/conversao.ts). */
type Tipos = components['schemas'];
type ColunaModelo = Tipos['ColunaModeloPlanilha'];
type PlanilhaValidada = Tipos['PlanilhaValidada'];
interface ErroPlanilha {
  aba: string;
  linha: number;
  coluna: string | null;
  campo: string | null;
  mensagem: string;
}
/** The validated sheet plus the errors of a refused one (the 400's body). */
interface Analise extends PlanilhaValidada {
  erros: ErroPlanilha[];
}

export default function Conversao() {
  const [entidade, setEntidade] = useState('produto');
  const [modelo, setModelo] = useState<ColunaModelo[]>([]);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [mapeamento, setMapeamento] = useState<Record<string, string>>({});
  const [analise, setAnalise] = useState<Analise | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);

  useEffect(() => {
    setAnalise(null);
    setMapeamento({});
    setAviso(null);
    apiData<ColunaModelo[]>(`/v1/Conversao/Colunas/${entidade}`).then(setModelo, (e) => setErro(mensagemDeErro(e)));
  }, [entidade]);

  const formulario = (extra: Record<string, string> = {}) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(extra)) f.append(k, v);
    if (Object.keys(mapeamento).length) f.append('mapeamento', JSON.stringify(mapeamento));
    f.append('arquivo', arquivo!, arquivo!.name);
    return f;
  };

  const validar = async (mapa = mapeamento, arq = arquivo) => {
    if (!arq) return;
    setOcupado(true);
    setErro(null);
    setAviso(null);
    const f = new FormData();
    if (Object.keys(mapa).length) f.append('mapeamento', JSON.stringify(mapa));
    f.append('arquivo', arq, arq.name);
    try {
      const d = await apiData<PlanilhaValidada>(`/v1/${entidade}/Validate/`, { method: 'POST', body: f });
      setAnalise({ ...d, erros: [] });
    } catch (e) {
      const corpo = (e as { body?: { Data?: Analise | null } }).body;
      if (corpo?.Data?.erros) setAnalise(corpo.Data);
      else {
        setAnalise(null);
        setErro(mensagemDeErro(e));
      }
    } finally {
      setOcupado(false);
    }
  };

  const importar = async () => {
    setOcupado(true);
    try {
      const r = await requisitar<Tipos['ConversaoIniciada']>('/v1/Conversao/ConverterPlanilha', { method: 'POST', body: formulario({ entidade }) });
      setAviso(r.Message ?? 'Importação iniciada.');
      setAnalise(null);
      setArquivo(null);
      // the job in the "Tarefas" drawer: its progress arrives through the hub
      registrarTarefa(await apiData<Tarefa>(`/v1/Tarefas/${r.Data.tarefa}`));
      abrirTarefas();
    } catch (e) {
      const corpo = (e as { body?: { Data?: Analise | null } }).body;
      if (corpo?.Data?.erros) setAnalise(corpo.Data);
      else setErro(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };

  const baixarModelo = async () => {
    try {
      const { blob, nome } = await baixarArquivo(`/v1/Conversao/Modelo/${entidade}`, { padrao: `modelo-${entidade}.xlsx` });
      salvarBlob(blob, nome);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };

  const trocarCampo = (cabecalho: string, campo: string) => {
    const novo = { ...mapeamento, [cabecalho]: campo };
    setMapeamento(novo);
    void validar(novo);
  };

  return (
    <Box sx={{ p: 2 }}>
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField select size="small" label="Cadastro" value={entidade} onChange={(e) => setEntidade(e.target.value)} sx={{ minWidth: 220 }}>
            {ENTIDADES.map((x) => (
              <MenuItem key={x.id} value={x.id}>
                {x.rotulo}
              </MenuItem>
            ))}
          </TextField>
          <Button startIcon={<Download />} onClick={() => void baixarModelo()}>
            Baixar modelo
          </Button>
          <Button component="label" variant="outlined" startIcon={<UploadFile />} disabled={ocupado}>
            Selecionar planilha
            <input
              hidden
              type="file"
              accept=".xlsx,.csv"
              aria-label="Planilha"
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                e.target.value = '';
                setArquivo(f);
                setMapeamento({});
                if (f) void validar({}, f);
              }}
            />
          </Button>
          {arquivo && <Typography variant="body2">{arquivo.name}</Typography>}
          {arquivo && (
            <Button onClick={() => void validar()} disabled={ocupado}>
              Validar de novo
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          <Button variant="contained" disabled={!analise || analise.erros.length > 0 || analise.linhas === 0 || ocupado} onClick={() => void importar()}>
            Importar
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="conversao-requisitos">
          Colunas obrigatórias:{' '}
          {modelo
            .filter((c) => c.obrigatorio)
            .sort((a, b) => Number(!!a.observacao) - Number(!!b.observacao))
            .map((c) => (c.observacao ? `${c.titulo} (${c.observacao.charAt(0).toLowerCase()}${c.observacao.slice(1)})` : c.titulo))
            .join(', ')}
          .
          {modelo.some((c) => !c.obrigatorio && c.observacao) &&
            ` Preenchidas pelo sistema quando vazias: ${modelo
              .filter((c) => !c.obrigatorio && c.observacao)
              .map((c) => `${c.titulo} (${c.observacao!.charAt(0).toLowerCase()}${c.observacao!.slice(1).replace(/ quando vazio$/, '')})`)
              .join(', ')}.`}
          {modelo
            .filter((c) => c.formato.startsWith('Nome com a UF'))
            .map((c) => ` ${c.titulo}: ${c.formato.charAt(0).toLowerCase()}${c.formato.slice(1)}.`)
            .join('')}{' '}
          Planilha .xlsx ou .csv (separador ; ou ,), com os títulos na primeira linha. Nada é gravado até você importar; a importação grava todas as linhas ou
          nenhuma.
        </Typography>
      </Paper>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      )}
      {aviso && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {aviso}
        </Alert>
      )}
      {analise && (
        <>
          {analise.erros.length === 0 ? (
            <Alert icon={<CheckCircle />} severity="success" sx={{ mb: 2 }}>
              {analise.linhas} linha(s) da aba {analise.aba} prontas para importar.
            </Alert>
          ) : (
            <Alert severity="error" sx={{ mb: 2 }}>
              A planilha tem {analise.erros.length} erro(s); corrija e envie de novo. Nada foi gravado.
            </Alert>
          )}
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            Colunas da planilha
          </Typography>
          <TableContainer component={Paper} sx={{ mb: 2 }}>
            <Table size="small" aria-label="Mapeamento de colunas">
              <TableHead>
                <TableRow>
                  <TableCell>Coluna</TableCell>
                  <TableCell>Título na planilha</TableCell>
                  <TableCell>Campo do cadastro</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {analise.colunas.map((c) => (
                  <TableRow key={c.coluna}>
                    <TableCell>{c.coluna}</TableCell>
                    <TableCell>{c.cabecalho}</TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        value={mapeamento[c.cabecalho] ?? c.campo ?? ''}
                        onChange={(e) => trocarCampo(c.cabecalho, e.target.value)}
                        slotProps={{ htmlInput: { 'aria-label': `Campo da coluna ${c.cabecalho}` } }}
                        sx={{ minWidth: 260 }}
                      >
                        <MenuItem value="">(ignorar)</MenuItem>
                        {modelo.map((m) => (
                          <MenuItem key={m.campo} value={m.campo}>
                            {m.titulo}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {analise.erros.length > 0 && (
            <TableContainer component={Paper}>
              <Table size="small" aria-label="Erros da planilha">
                <TableHead>
                  <TableRow>
                    <TableCell>Aba</TableCell>
                    <TableCell>Linha</TableCell>
                    <TableCell>Coluna</TableCell>
                    <TableCell>Erro</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {analise.erros.map((x, i) => (
                    <TableRow key={`${x.linha}-${x.coluna}-${i}`}>
                      <TableCell>{x.aba}</TableCell>
                      <TableCell>{x.linha}</TableCell>
                      <TableCell>{x.coluna ?? '—'}</TableCell>
                      <TableCell>{x.mensagem}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Box>
  );
}
