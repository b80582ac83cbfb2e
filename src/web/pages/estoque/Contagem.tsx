/**
 * Contagem de inventário: 1) escolher o local; 2) contar — o campo de código
 * aceita o leitor de código de barras (GTIN ou código interno + Enter soma a quantidade ao produto)
 * e a quantidade de cada linha pode ser corrigida à mão; 3) revisar as diferenças contra o saldo
 * do sistema (POST /v1/estoque/Contagem sem confirmar); 4) lançar todos os ajustes numa transação
 * (confirmar). Produtos não contados não mudam (contagem parcial).
 */
import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { formatMoeda, formatNumero } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { estoqueApi, type Diferenca, type Local, type ProdutoResumo } from './api.ts';

interface Linha {
  produto: ProdutoResumo;
  quantidade: string;
}

const QTD = /^\d{1,11}([.,]\d{1,4})?$/;
const paraDecimal = (s: string) => s.replace(',', '.');

export default function Contagem({ locais }: { locais: Local[] }) {
  const alertas = useAlertas();
  const [local, setLocal] = useState<number | ''>('');
  const [codigo, setCodigo] = useState('');
  const [linhas, setLinhas] = useState<Linha[]>([]);
  const [diferencas, setDiferencas] = useState<Diferenca[] | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement>(null);
  const passo = local === '' ? 0 : diferencas ? 2 : 1;

  useEffect(() => {
    if (local !== '') campo.current?.focus();
  }, [local]);

  const bipar = async () => {
    const c = codigo.trim();
    if (!c) return;
    setCodigo('');
    setAviso(null);
    try {
      const p = await estoqueApi.porCodigo(c);
      if (!p) {
        setAviso(`Código "${c}" não encontrado.`);
        return;
      }
      setDiferencas(null);
      setLinhas((ls) => {
        const i = ls.findIndex((l) => l.produto.id === p.id);
        if (i < 0) return [{ produto: p, quantidade: '1' }, ...ls];
        const novo = [...ls];
        const atual = Number(paraDecimal(novo[i].quantidade)) || 0;
        novo[i] = { ...novo[i], quantidade: String(atual + 1) };
        return [novo[i], ...novo.filter((_, k) => k !== i)];
      });
    } catch (e) {
      setAviso(mensagemDeErro(e));
    } finally {
      campo.current?.focus();
    }
  };

  const invalida = linhas.some((l) => !QTD.test(l.quantidade));
  const itens = () => linhas.map((l) => ({ produto_id: l.produto.id, quantidade: paraDecimal(l.quantidade) }));

  const revisar = async () => {
    if (local === '') return;
    setOcupado(true);
    try {
      const r = await estoqueApi.contagem(local, itens(), false);
      setDiferencas(r.Data.diferencas);
    } catch (e) {
      const corpo = corpoDoErro(e);
      const campos = corpo ? Object.entries(corpo).filter(([k]) => k.startsWith('itens[')) : [];
      await alertas.error(campos.length ? campos.map(([, v]) => (v as string[]).join(' ')).join('\n') : mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };

  const lancar = async () => {
    if (local === '' || !diferencas) return;
    const comDiferenca = diferencas.filter((d) => Number(d.diferenca) !== 0).length;
    if (!(await alertas.question(`Lançar ${comDiferenca} ajuste(s) de estoque em ${locais.find((l) => l.id === local)?.descricao}?`))) return;
    setOcupado(true);
    try {
      const r = await estoqueApi.contagem(local, itens(), true);
      await alertas.success(r.Message ?? 'Ajustes lançados.');
      setLinhas([]);
      setDiferencas(null);
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };

  const totalDif = diferencas?.reduce((s, d) => s + Math.round(Number(d.valor) * 100), 0) ?? 0;

  return (
    <Stack spacing={2}>
      <Stepper activeStep={passo} alternativeLabel>
        {['Local', 'Contagem', 'Revisão e ajuste'].map((r) => (
          <Step key={r}>
            <StepLabel>{r}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Local da contagem"
              value={local}
              onChange={(e) => {
                setLocal(Number(e.target.value));
                setDiferencas(null);
              }}
              sx={{ minWidth: 240 }}
              disabled={linhas.length > 0}
              slotProps={{ htmlInput: { 'data-testid': 'contagem-local' } }}
            >
              {locais
                .filter((l) => l.ativo)
                .map((l) => (
                  <MenuItem key={l.id} value={l.id}>
                    {l.descricao}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              label="Código de barras ou código do produto"
              value={codigo}
              inputRef={campo}
              disabled={local === ''}
              onChange={(e) => setCodigo(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void bipar();
                }
              }}
              helperText="Leia com o leitor ou digite e tecle Enter: cada leitura soma 1"
              sx={{ flex: 1 }}
            />
          </Stack>
          {aviso && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {aviso}
            </Alert>
          )}
        </CardContent>
      </Card>

      {linhas.length > 0 && !diferencas && (
        <Card>
          <CardContent>
            <Typography variant="subtitle1" gutterBottom>
              Itens contados ({linhas.length})
            </Typography>
            <Table size="small" aria-label="Itens contados">
              <TableHead>
                <TableRow>
                  <TableCell>Código</TableCell>
                  <TableCell>Produto</TableCell>
                  <TableCell align="right">Quantidade contada</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {linhas.map((l, i) => (
                  <TableRow key={l.produto.id}>
                    <TableCell>{l.produto.codigo}</TableCell>
                    <TableCell>{l.produto.descricao}</TableCell>
                    <TableCell align="right">
                      <TextField
                        size="small"
                        value={l.quantidade}
                        error={!QTD.test(l.quantidade)}
                        onChange={(e) => setLinhas((ls) => ls.map((x, k) => (k === i ? { ...x, quantidade: e.target.value } : x)))}
                        slotProps={{ htmlInput: { 'aria-label': `Quantidade de ${l.produto.descricao}`, style: { textAlign: 'right', width: 90 } } }}
                      />{' '}
                      {l.produto.unidade}
                    </TableCell>
                    <TableCell>
                      <IconButton aria-label={`Remover ${l.produto.descricao}`} onClick={() => setLinhas((ls) => ls.filter((_, k) => k !== i))}>
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
              <Button variant="contained" disabled={ocupado || invalida} onClick={() => void revisar()}>
                Revisar diferenças
              </Button>
            </Box>
          </CardContent>
        </Card>
      )}

      {diferencas && (
        <Card>
          <CardContent>
            <Typography variant="subtitle1" gutterBottom>
              Diferenças encontradas
            </Typography>
            <Table size="small" aria-label="Diferenças da contagem">
              <TableHead>
                <TableRow>
                  <TableCell>Código</TableCell>
                  <TableCell>Produto</TableCell>
                  <TableCell align="right">No sistema</TableCell>
                  <TableCell align="right">Contado</TableCell>
                  <TableCell align="right">Diferença</TableCell>
                  <TableCell align="right">Valor (custo médio)</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {diferencas.map((d) => {
                  const n = Number(d.diferenca);
                  return (
                    <TableRow key={d.produto_id}>
                      <TableCell>{d.codigo}</TableCell>
                      <TableCell>{d.descricao}</TableCell>
                      <TableCell align="right">{formatNumero(d.sistema, 2)}</TableCell>
                      <TableCell align="right">{formatNumero(d.contado, 2)}</TableCell>
                      <TableCell align="right" sx={{ color: n < 0 ? 'error.main' : n > 0 ? 'success.main' : undefined, fontWeight: n ? 700 : 400 }}>
                        {n > 0 ? '+' : ''}
                        {formatNumero(d.diferenca, 2)}
                      </TableCell>
                      <TableCell align="right">{formatMoeda(d.valor)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
              <Typography>
                Impacto no estoque: <strong>{formatMoeda(totalDif / 100)}</strong>
              </Typography>
              <Button onClick={() => setDiferencas(null)} disabled={ocupado}>
                Voltar à contagem
              </Button>
              <Button variant="contained" color="primary" onClick={() => void lancar()} disabled={ocupado}>
                Lançar ajustes
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
