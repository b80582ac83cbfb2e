/**
 * Simulador de tributos (`produtoSimulador`): escolhe produto, quantidade, preço, UF e tipo
 * do cliente e a operação; `POST /v1/produtoSimulador/` devolve cada tributo com base, alíquota,
 * valor e a regra usada (mesmo cálculo do faturamento). Mostra e deixa alterar as escolhas de
 * cálculo da empresa (configuração fiscal: PIS/COFINS com ou sem ICMS, IPI na base do ICMS ao
 * consumidor final, fórmula do DIFAL), que valem para o faturamento também.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import { apiData } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';
import { formatDecimal } from '../../resources/format.ts';
import { CampoDecimal, ProdutoAutocomplete, type ProdutoOpcao } from '../faturamento/campos.tsx';
import { emitenteFiscalApi } from '../emitente/api.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { SIGLAS_UF } from '../../../domain/uf.ts';

const TIPOS = [
  { id: 'nao_contribuinte', rotulo: 'Não contribuinte (consumidor final)' },
  { id: 'contribuinte', rotulo: 'Contribuinte do ICMS (revenda/industrialização)' },
  { id: 'contribuinte_consumidor', rotulo: 'Contribuinte, uso e consumo' },
  { id: 'exterior', rotulo: 'Cliente no exterior' },
];
const OPERACOES = [
  { id: 'venda', rotulo: 'Venda' },
  { id: 'devolucao', rotulo: 'Devolução' },
  { id: 'entrada', rotulo: 'Entrada' },
];
const DESTINO: Record<number, string> = { 1: 'Operação interna', 2: 'Interestadual', 3: 'Exterior' };

/** The simulation, generated from its contract (src/contratos/tributos.ts). */
type Simulacao = components['schemas']['SimulacaoTributos'];
interface Config {
  id: number;
  pis_cofins_base_com_icms: boolean;
  ipi_base_icms_consumidor_final: boolean;
  metodo_difal: string;
  fcp_no_divisor_difal: boolean;
}

const moeda = (v: string) => (v === '' ? '' : `R$ ${formatDecimal(Number(v), 2)}`);
const pct = (v: string) => (v === '' ? '' : `${formatDecimal(Number(v), 2)} %`);

function Configuracao({ aoMudar }: { aoMudar: () => void }) {
  const [c, setC] = useState<Config | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [ok, setOk] = useState(false);
  useEffect(() => {
    emitenteFiscalApi
      .atual()
      .then((r) =>
        setC({
          id: Number(r.id),
          pis_cofins_base_com_icms: r.pis_cofins_base_com_icms === true,
          ipi_base_icms_consumidor_final: r.ipi_base_icms_consumidor_final !== false,
          metodo_difal: String(r.metodo_difal ?? 'base-dupla'),
          fcp_no_divisor_difal: r.fcp_no_divisor_difal === true,
        }),
      )
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, []);
  const salvar = (novo: Config) => {
    setC(novo);
    setOk(false);
    apiData('/v1/emitenteFiscal/', { method: 'PUT', body: { ...novo } })
      .then(() => {
        setErro(null);
        setOk(true);
        aoMudar();
      })
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  };
  return (
    <Card variant="outlined">
      <CardHeader
        title="Escolhas de cálculo da empresa"
        subheader="Configuração fiscal: vale para o faturamento e para esta simulação"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
      />
      <CardContent>
        {erro && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {erro}
          </Alert>
        )}
        {ok && (
          <Alert severity="success" sx={{ mb: 1 }}>
            Configuração gravada.
          </Alert>
        )}
        {c && (
          <Stack spacing={1}>
            <FormControlLabel
              control={<Switch checked={!c.pis_cofins_base_com_icms} onChange={(e) => salvar({ ...c, pis_cofins_base_com_icms: !e.target.checked })} />}
              label="Excluir o ICMS da base do PIS/COFINS (STF Tema 69)"
            />
            <FormControlLabel
              control={
                <Switch checked={c.ipi_base_icms_consumidor_final} onChange={(e) => salvar({ ...c, ipi_base_icms_consumidor_final: e.target.checked })} />
              }
              label="IPI na base do ICMS para consumidor final (LC 87/96 art. 13 § 2º)"
            />
            <TextField
              select
              size="small"
              label="Fórmula padrão do DIFAL"
              value={c.metodo_difal}
              onChange={(e) => salvar({ ...c, metodo_difal: e.target.value })}
            >
              <MenuItem value="base-dupla">Base dupla (LC 190/2022)</MenuItem>
              <MenuItem value="base-unica">Base única</MenuItem>
            </TextField>
            <FormControlLabel
              control={<Switch checked={c.fcp_no_divisor_difal} onChange={(e) => salvar({ ...c, fcp_no_divisor_difal: e.target.checked })} />}
              label="FCP no divisor do DIFAL (base dupla)"
            />
            <Typography variant="caption" color="text.secondary">
              A fórmula de cada UF de destino pode ser definida em Cadastros › Alíquotas de ICMS.
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export default function ProdutoSimulador() {
  const [produto, setProduto] = useState<ProdutoOpcao | null>(null);
  const [quantidade, setQuantidade] = useState<number | null>(1);
  const [preco, setPreco] = useState<number | null>(null);
  const [uf, setUf] = useState('SP');
  const [tipo, setTipo] = useState('nao_contribuinte');
  const [operacao, setOperacao] = useState('venda');
  const [r, setR] = useState<Simulacao | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [calculando, setCalculando] = useState(false);

  const simular = useCallback(() => {
    if (!produto) return;
    setCalculando(true);
    apiData<Simulacao>('/v1/produtoSimulador/', {
      method: 'POST',
      body: { produto_id: produto.id, quantidade, valor_unitario: preco, uf, tipo_cliente: tipo, operacao },
    })
      .then((d) => {
        setR(d);
        setErro(null);
      })
      .catch((e: unknown) => {
        setR(null);
        setErro(mensagemDeErro(e));
      })
      .finally(() => setCalculando(false));
  }, [produto, quantidade, preco, uf, tipo, operacao]);

  return (
    <Box sx={{ mt: 2 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Card variant="outlined">
            <CardHeader title="Venda simulada" slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
            <CardContent>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <ProdutoAutocomplete
                    indice={0}
                    value={produto}
                    onChange={(p) => {
                      setProduto(p);
                      if (p?.preco_venda != null) setPreco(Number(p.preco_venda));
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <CampoDecimal label="Quantidade" value={quantidade} onChange={setQuantidade} escala={4} sx={{ width: '100%' }} />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <CampoDecimal label="Preço unitário" value={preco} onChange={setPreco} escala={2} prefixo="R$" sx={{ width: '100%' }} />
                </Grid>
                <Grid size={{ xs: 4, md: 2 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label="UF do cliente"
                    value={uf}
                    disabled={tipo === 'exterior'}
                    onChange={(e) => setUf(e.target.value)}
                  >
                    {SIGLAS_UF.map((u) => (
                      <MenuItem key={u} value={u}>
                        {u}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 8, md: 5 }}>
                  <TextField select fullWidth size="small" label="Tipo do cliente" value={tipo} onChange={(e) => setTipo(e.target.value)}>
                    {TIPOS.map((t) => (
                      <MenuItem key={t.id} value={t.id}>
                        {t.rotulo}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <TextField select fullWidth size="small" label="Operação" value={operacao} onChange={(e) => setOperacao(e.target.value)}>
                    {OPERACOES.map((o) => (
                      <MenuItem key={o.id} value={o.id}>
                        {o.rotulo}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <Button fullWidth variant="contained" startIcon={<CalculateIcon />} disabled={!produto || calculando} onClick={simular}>
                    Simular
                  </Button>
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Configuracao aoMudar={() => r && simular()} />
        </Grid>
      </Grid>
      {erro && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {erro}
        </Alert>
      )}
      {r && (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardHeader
            title="Tributos da operação"
            slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
            action={
              <Stack direction="row" spacing={1} sx={{ mt: 1, mr: 1 }}>
                <Chip label={DESTINO[r.idDest] ?? ''} />
                <Chip color="primary" label={`CFOP ${r.cfop}`} />
                <Chip color="success" label={`Total da nota ${moeda(r.totais.ICMSTot.vNF)}`} />
              </Stack>
            }
          />
          <CardContent>
            <Table size="small" aria-label="Tributos simulados">
              <TableHead>
                <TableRow>
                  <TableCell>Tributo</TableCell>
                  <TableCell>CST/CSOSN</TableCell>
                  <TableCell align="right">Base</TableCell>
                  <TableCell align="right">Alíquota</TableCell>
                  <TableCell align="right">Valor</TableCell>
                  <TableCell>Regra usada</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.tributos.map((t) => (
                  <TableRow key={t.tributo}>
                    <TableCell sx={{ fontWeight: 600 }}>{t.tributo}</TableCell>
                    <TableCell>{t.codigo ?? ''}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {moeda(t.base)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {pct(t.aliquota)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {moeda(t.valor)}
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary', fontSize: '0.8rem' }}>{t.regra}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
              Regras consultadas
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {r.regras.map((x, i) => (
                <li key={`${x.tipo}-${x.id ?? i}`}>
                  <Typography variant="body2">
                    {x.descricao}
                    {x.fonte_legal && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        — {x.fonte_legal}
                      </Typography>
                    )}
                  </Typography>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
