/**
 * `gerenciarNFe/inutilizacaonfe`: voids a range of NF-e numbers. The form (série, número
 * inicial/final, ano, justificativa 15-255) creates an inutilizacaoNFe record (POST
 * /v1/inutilizacaoNFe/) and transmits it (GET InutilizarNFe?id=); below, past inutilizações
 * with situação and protocolo. With `modelo="65"` the same screen serves `pdv/inutilizacaonfce`
 * (inutilizacaoNFCe, GET /v1/GerenciadorNFCe/InutilizarNFCe?id=).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Grid,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import { formatDataHora } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { listarOData } from '../../providers/odata.ts';
import { nfeApi, type ResultadoSefaz } from './api.ts';
import { registroApi } from '../../providers/registro.ts';
import { requisitar } from '../../providers/http.ts';
import { useResultadoSefaz } from './comum.tsx';
import { contador, JUSTIFICATIVA_MAX, validarFaixa, validarJustificativa } from './fiscal.ts';

interface Inutilizacao {
  id: number;
  serie: number;
  numero_inicial: number;
  numero_final: number;
  ano?: number | null;
  justificativa: string;
  situacao: string;
  cstat?: string | null;
  xmotivo?: string | null;
  protocolo?: string | null;
  criado_em?: string;
}

const COR: Record<string, 'success' | 'error' | 'default'> = { homologada: 'success', rejeitada: 'error', pendente: 'default' };
const ROTULO: Record<string, string> = { homologada: 'Homologada', rejeitada: 'Rejeitada', pendente: 'Pendente' };

export default function InutilizacaoNFe({ modelo = '55' }: { modelo?: '55' | '65' }) {
  const nfce = modelo === '65';
  const alertas = useAlertas();
  const mostrar = useResultadoSefaz();
  const anoAtual = new Date().getFullYear();
  const [f, setF] = useState({ serie: '1', numero_inicial: '', numero_final: '', ano: String(anoAtual), justificativa: '' });
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [lista, setLista] = useState<Inutilizacao[] | null>(null);
  const [erroLista, setErroLista] = useState<string | null>(null);
  const [versao, setVersao] = useState(0);
  const [errosServidor, setErrosServidor] = useState<Record<string, string>>({});

  useEffect(() => {
    let vivo = true;
    listarOData<Inutilizacao>(nfce ? 'InutilizacaoNFCe' : 'InutilizacaoNFe', { orderby: 'criado_em desc', top: 100 })
      .then((r) => vivo && (setLista(r.value), setErroLista(null)))
      .catch((e: unknown) => vivo && setErroLista(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, [versao, nfce]);

  const erros: Record<string, string | undefined> = { ...validarFaixa(f), justificativa: validarJustificativa(f.justificativa), ...errosServidor };
  const valido = Object.values({ ...validarFaixa(f), justificativa: validarJustificativa(f.justificativa) }).every((x) => !x);
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setF((x) => ({ ...x, [k]: k === 'justificativa' ? e.target.value : e.target.value.replace(/\D/g, '') }));
    setErrosServidor((s) => ({ ...s, [k]: undefined as unknown as string }));
  };
  const mostrarErro = (k: string): boolean => (tocado || !!errosServidor[k]) && !!erros[k];

  const enviar = async () => {
    setTocado(true);
    if (!valido) return;
    const qtd = Number(f.numero_final) - Number(f.numero_inicial) + 1;
    if (
      !(await alertas.question(
        `Inutilizar ${qtd === 1 ? `o número ${f.numero_inicial}` : `${qtd} números (${f.numero_inicial} a ${f.numero_final})`} da série ${f.serie}? A operação não pode ser desfeita.`,
        { titulo: 'Inutilizar numeração' },
      ))
    )
      return;
    setEnviando(true);
    try {
      const reg = await registroApi.criar<{ id: number }>(nfce ? 'inutilizacaoNFCe' : 'inutilizacaoNFe', {
        modelo,
        serie: Number(f.serie),
        numero_inicial: Number(f.numero_inicial),
        numero_final: Number(f.numero_final),
        ano: Number(f.ano) < 100 ? 2000 + Number(f.ano) : Number(f.ano),
        justificativa: f.justificativa.trim().replace(/\s+/g, ' '),
      });
      try {
        const env = nfce ? await requisitar<ResultadoSefaz>(`/v1/GerenciadorNFCe/InutilizarNFCe?id=${reg.id}`) : await nfeApi.inutilizar(reg.id);
        const ok = await mostrar({ ...env.Data }, 'Inutilização homologada', ['homologada', 'inutilizada']);
        if (ok) {
          setF((x) => ({ ...x, numero_inicial: '', numero_final: '', justificativa: '' }));
          setTocado(false);
        }
      } catch (e) {
        const d = (corpoDoErro(e)?.Data ?? null) as ResultadoSefaz | null;
        if (d && (d.cStat || d.xMotivo)) await mostrar(d, 'Inutilização homologada', ['homologada']);
        else await alertas.error(mensagemDeErro(e));
      }
    } catch (e) {
      const campos = (corpoDoErro(e)?.fieldErrors ?? {}) as Record<string, string[]>;
      setErrosServidor(Object.fromEntries(Object.entries(campos).map(([k, v]) => [k, v.join(' ')])));
      await alertas.error(mensagemDeErro(e));
    } finally {
      setEnviando(false);
      setVersao((v) => v + 1);
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardHeader
          title={`Inutilizar numeração de ${nfce ? 'NFC-e' : 'NF-e'}`}
          subheader="Use quando números da série foram pulados e não serão usados. O pedido vai para a SEFAZ com a justificativa."
          slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
        />
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                label="Série"
                fullWidth
                value={f.serie}
                onChange={set('serie')}
                error={mostrarErro('serie')}
                helperText={mostrarErro('serie') ? erros.serie : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                label="Número inicial"
                fullWidth
                value={f.numero_inicial}
                onChange={set('numero_inicial')}
                error={mostrarErro('numero_inicial')}
                helperText={mostrarErro('numero_inicial') ? erros.numero_inicial : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                label="Número final"
                fullWidth
                value={f.numero_final}
                onChange={set('numero_final')}
                error={mostrarErro('numero_final')}
                helperText={mostrarErro('numero_final') ? erros.numero_final : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <TextField
                label="Ano"
                fullWidth
                value={f.ano}
                onChange={set('ano')}
                error={mostrarErro('ano')}
                helperText={mostrarErro('ano') ? erros.ano : ' '}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <TextField
                label="Justificativa"
                fullWidth
                multiline
                minRows={3}
                value={f.justificativa}
                onChange={set('justificativa')}
                error={mostrarErro('justificativa')}
                helperText={
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <span>{mostrarErro('justificativa') ? erros.justificativa : 'Entre 15 e 255 caracteres.'}</span>
                    <span>{contador(f.justificativa, JUSTIFICATIVA_MAX)}</span>
                  </Box>
                }
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button
              variant="contained"
              color="error"
              startIcon={enviando ? <CircularProgress size={18} color="inherit" /> : <DoNotDisturbOnIcon />}
              disabled={enviando}
              onClick={enviar}
            >
              Inutilizar
            </Button>
          </Box>
        </CardContent>
      </Card>

      <Card variant="outlined">
        <CardHeader title="Inutilizações realizadas" slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
        {!lista && !erroLista && <LinearProgress />}
        {erroLista && (
          <Alert severity="error" sx={{ m: 2 }}>
            {erroLista}
          </Alert>
        )}
        {lista && (
          <Table size="small" aria-label="Inutilizações">
            <TableHead>
              <TableRow>
                <TableCell>Situação</TableCell>
                <TableCell align="right">Série</TableCell>
                <TableCell>Faixa</TableCell>
                <TableCell>Ano</TableCell>
                <TableCell>Justificativa</TableCell>
                <TableCell>Protocolo / retorno</TableCell>
                <TableCell>Data</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.map((i) => (
                <TableRow key={i.id} data-testid={`inutilizacao-${i.id}`}>
                  <TableCell>
                    <Chip size="small" color={COR[i.situacao] ?? 'default'} label={ROTULO[i.situacao] ?? i.situacao} />
                  </TableCell>
                  <TableCell align="right">{i.serie}</TableCell>
                  <TableCell>{i.numero_inicial === i.numero_final ? i.numero_inicial : `${i.numero_inicial} a ${i.numero_final}`}</TableCell>
                  <TableCell>{i.ano ?? ''}</TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>{i.justificativa}</TableCell>
                  <TableCell>
                    {i.protocolo ? <b>{i.protocolo}</b> : null}
                    {i.cstat && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {i.cstat} - {i.xmotivo}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{i.criado_em ? formatDataHora(i.criado_em) : ''}</TableCell>
                </TableRow>
              ))}
              {lista.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      Nenhuma inutilização registrada.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}
