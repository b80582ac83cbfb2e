/**
 * Etiquetas de produtos (`estoque/etiquetas`; SPEC §3 labelDescricao): escolher o modelo
 * (folha A4 ou rolo), juntar os produtos — bipando o código de barras/código no campo e Enter, ou
 * buscando pela descrição — com a quantidade de cada um, pular as posições já usadas de uma folha e
 * gerar o PDF (POST /v1/labelDescricao/Imprimir), que aparece ao lado para conferir e imprimir.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
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
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PrintIcon from '@mui/icons-material/Print';
import { apiFetch, erroHttp, lerCorpo } from '../../providers/http.ts';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';

interface Modelo {
  id: number;
  descricao: string;
  papel: 'A4' | 'rolo';
  colunas: number;
  linhas: number;
  padrao: boolean;
}
interface Produto {
  id: number;
  codigo: string;
  descricao: string;
  gtin: string | null;
  preco_venda: number;
}
interface Linha extends Produto {
  quantidade: number;
}

const aspas = (s: string) => s.replace(/'/g, "''");

export default function Etiquetas() {
  const [modelos, setModelos] = useState<Modelo[]>([]);
  const [modelo, setModelo] = useState<number | ''>('');
  const [linhas, setLinhas] = useState<Linha[]>([]);
  const [leitura, setLeitura] = useState('');
  const [opcoes, setOpcoes] = useState<Produto[]>([]);
  const [pular, setPular] = useState(0);
  const [erro, setErro] = useState<string | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  const [gerando, setGerando] = useState(false);

  useEffect(() => {
    listarOData<Modelo>('LabelDescricao', { filter: 'ativo eq true', orderby: 'descricao', top: 100 })
      .then((r) => {
        setModelos(r.value);
        setModelo(r.value.find((m) => m.padrao)?.id ?? r.value[0]?.id ?? '');
      })
      .catch((e) => setErro(mensagemDeErro(e)));
  }, []);
  useEffect(() => () => void (pdf && URL.revokeObjectURL(pdf)), [pdf]);

  const escolhido = modelos.find((m) => m.id === modelo);

  const adicionar = (p: Produto, quantidade = 1) => {
    setLinhas((ls) => {
      const i = ls.findIndex((l) => l.id === p.id);
      if (i < 0) return [...ls, { ...p, quantidade }];
      return ls.map((l, n) => (n === i ? { ...l, quantidade: Math.min(1000, l.quantidade + quantidade) } : l));
    });
  };

  /** Enter no campo: código ou GTIN exatos entram direto; senão, as opções da busca pela descrição. */
  const ler = async () => {
    const t = leitura.trim();
    if (!t) return;
    setErro(null);
    try {
      const exato = await listarOData<Produto>('Produto', { filter: `codigo eq '${aspas(t)}' or gtin eq '${aspas(t)}'`, top: 1 });
      if (exato.value[0]) {
        adicionar(exato.value[0]);
        setLeitura('');
        setOpcoes([]);
        return;
      }
      const busca = await listarOData<Produto>('Produto', { filter: `contains(descricao,'${aspas(t)}')`, orderby: 'descricao', top: 10 });
      if (!busca.value.length) setErro(`Nenhum produto com o código, o GTIN ou a descrição "${t}".`);
      setOpcoes(busca.value);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };

  const gerar = async () => {
    setGerando(true);
    setErro(null);
    try {
      const res = await apiFetch('/v1/labelDescricao/Imprimir', {
        method: 'POST',
        body: { label_descricao_id: modelo || undefined, pular, itens: linhas.map((l) => ({ produto_id: l.id, quantidade: l.quantidade })) },
        headers: { Accept: 'application/pdf' },
      });
      if (!res.ok) throw erroHttp(res.status, await lerCorpo(res));
      setPdf(URL.createObjectURL(await res.blob()));
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setGerando(false);
    }
  };

  const total = linhas.reduce((a, l) => a + l.quantidade, 0);
  const porFolha = escolhido && escolhido.papel === 'A4' ? escolhido.colunas * escolhido.linhas : null;
  const folhas = porFolha ? Math.ceil((pular + total) / porFolha) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 }}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Etiquetas de produtos
            </Typography>
            {erro && <Alert severity="error">{erro}</Alert>}
            <Stack direction="row" spacing={2}>
              <TextField select label="Modelo de etiqueta" value={modelo} onChange={(e) => setModelo(Number(e.target.value))} sx={{ flex: 1 }}>
                {modelos.map((m) => (
                  <MenuItem key={m.id} value={m.id}>
                    {m.descricao}
                  </MenuItem>
                ))}
              </TextField>
              {escolhido?.papel === 'A4' && (
                <TextField
                  type="number"
                  label="Pular posições"
                  value={pular}
                  onChange={(e) => setPular(Math.max(0, Math.min(299, Number(e.target.value) || 0)))}
                  helperText="Já usadas na folha"
                  sx={{ width: 150 }}
                />
              )}
            </Stack>
            <Autocomplete
              freeSolo
              options={opcoes}
              filterOptions={(x) => x}
              getOptionLabel={(o) => (typeof o === 'string' ? o : `${o.codigo} - ${o.descricao}`)}
              inputValue={leitura}
              onInputChange={(_, v) => setLeitura(v)}
              onChange={(_, v) => {
                if (v && typeof v !== 'string') {
                  adicionar(v);
                  setLeitura('');
                  setOpcoes([]);
                }
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Código de barras, código ou descrição"
                  helperText="Bipe ou digite e tecle Enter"
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && !opcoes.length) {
                      e.preventDefault();
                      ler();
                    }
                  }}
                />
              )}
            />
            {linhas.length > 0 && (
              <Table size="small" aria-label="Produtos das etiquetas">
                <TableHead>
                  <TableRow>
                    <TableCell>Produto</TableCell>
                    <TableCell>GTIN</TableCell>
                    <TableCell align="right">Etiquetas</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {linhas.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>
                        {l.codigo} - {l.descricao}
                      </TableCell>
                      <TableCell>{l.gtin || '—'}</TableCell>
                      <TableCell align="right">
                        <TextField
                          type="number"
                          size="small"
                          value={l.quantidade}
                          slotProps={{ htmlInput: { min: 1, max: 1000, 'aria-label': `Etiquetas de ${l.descricao}` } }}
                          onChange={(e) =>
                            setLinhas((ls) =>
                              ls.map((x) => (x.id === l.id ? { ...x, quantidade: Math.max(1, Math.min(1000, Number(e.target.value) || 1)) } : x)),
                            )
                          }
                          sx={{ width: 90 }}
                        />
                      </TableCell>
                      <TableCell>
                        <IconButton aria-label={`Retirar ${l.descricao}`} onClick={() => setLinhas((ls) => ls.filter((x) => x.id !== l.id))}>
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="contained" startIcon={<PrintIcon />} disabled={!linhas.length || gerando || modelo === ''} onClick={gerar}>
                Gerar etiquetas
              </Button>
              <Typography variant="body2" color="text.secondary">
                {total} etiqueta(s){folhas ? ` em ${folhas} folha(s)` : ''}
              </Typography>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card sx={{ minHeight: 480 }}>
        {pdf ? (
          <iframe title="Etiquetas em PDF" src={pdf} style={{ border: 0, width: '100%', height: '75vh' }} data-testid="etiquetas-pdf" />
        ) : (
          <CardContent>
            <Typography color="text.secondary">O PDF das etiquetas aparece aqui para conferir antes de imprimir.</Typography>
          </CardContent>
        )}
      </Card>
    </Box>
  );
}
