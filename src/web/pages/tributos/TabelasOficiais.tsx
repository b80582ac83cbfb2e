/**
 * Tabelas oficiais (só o Administrador): importa a NCM (JSON do Portal Único
 * Siscomex), o CEST, o CFOP e a alíquota interna modal do ICMS por UF (JSON) sem nova versão do
 * sistema — `POST /v1/{ncm|cest|cfop|icmsAliquotaInternaUf}/Importar` — e mostra as alíquotas
 * internas vigentes com a vigência e a fonte legal (`GET /v1/icmsAliquotaInternaUf`).
 * Arquivo malformado: a mensagem do servidor diz o item e o campo, e nada muda.
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { requisitar } from '../../providers/http.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';

const TABELAS = [
  { id: 'ncm', titulo: 'NCM', texto: 'Arquivo JSON "Tabela_NCM_Vigente" do Portal Único Siscomex. A vigência vem do próprio arquivo.', vigencia: false },
  { id: 'cest', titulo: 'CEST', texto: 'Lista JSON [{codigo, descricao, segmento, ncms}] dos anexos do Convênio ICMS 142/2018.', vigencia: true },
  { id: 'cfop', titulo: 'CFOP', texto: 'Lista JSON [{codigo, descricao}] do Anexo do Convênio s/nº de 1970 (com os ajustes SINIEF).', vigencia: true },
  {
    id: 'icmsAliquotaInternaUf',
    titulo: 'Alíquota interna do ICMS por UF',
    texto:
      'JSON {"aliquotas": [{uf, aliquota, vigencia_inicio, vigencia_fim, fonte_legal}]} com a tabela inteira, que substitui a atual. Vale quando a tabela de alíquotas da empresa não tem a UF.',
    vigencia: false,
  },
] as const;

/** A row of the internal ICMS rates by UF, generated from its contract (src/contratos/tributos.ts). */
type LinhaAliquotaInterna = components['schemas']['AliquotaInternaUf'];

const dataBr = (d: string | null): string => (d ? d.slice(0, 10).split('-').reverse().join('/') : '—');

/** Alíquotas internas modais por UF com vigência e fonte legal (somente leitura; remontada após a importação). */
function AliquotasInternas() {
  const [linhas, setLinhas] = useState<LinhaAliquotaInterna[] | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    let vivo = true;
    requisitar<LinhaAliquotaInterna[]>('/v1/icmsAliquotaInternaUf')
      .then((r) => vivo && setLinhas(r.Data ?? []))
      .catch((e) => vivo && setErro(mensagemDeErro(e)));
    return () => {
      vivo = false;
    };
  }, []);
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title="Alíquotas internas do ICMS por UF" slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
      <CardContent>
        {erro && <Alert severity="error">{erro}</Alert>}
        {linhas && (
          <Table size="small" aria-label="Alíquotas internas do ICMS por UF">
            <TableHead>
              <TableRow>
                <TableCell>UF</TableCell>
                <TableCell align="right">Alíquota (%)</TableCell>
                <TableCell>Início</TableCell>
                <TableCell>Fim</TableCell>
                <TableCell>Fonte legal</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {linhas.map((l) => (
                <TableRow key={`${l.uf}-${l.vigencia_inicio ?? ''}`}>
                  <TableCell>{l.uf}</TableCell>
                  <TableCell align="right">{l.aliquota.toLocaleString('pt-BR')}</TableCell>
                  <TableCell>{dataBr(l.vigencia_inicio)}</TableCell>
                  <TableCell>{dataBr(l.vigencia_fim)}</TableCell>
                  <TableCell>{l.fonte_legal}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function CartaoTabela({ id, titulo, texto, vigencia, aoImportar }: (typeof TABELAS)[number] & { aoImportar: () => void }) {
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [inicio, setInicio] = useState('');
  const [msg, setMsg] = useState<{ ok: boolean; texto: string } | null>(null);
  const [enviando, setEnviando] = useState(false);
  const importar = async () => {
    if (!arquivo) return;
    setEnviando(true);
    const fd = new FormData();
    if (vigencia && inicio) fd.append('vigencia_inicio', inicio);
    fd.append('arquivo', arquivo, arquivo.name);
    try {
      const r = await requisitar(`/v1/${id}/Importar`, { method: 'POST', body: fd });
      setMsg({ ok: true, texto: r.Message ?? 'Tabela importada.' });
      aoImportar();
    } catch (e) {
      setMsg({ ok: false, texto: mensagemDeErro(e) });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={titulo} subheader={texto} slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }} />
      <CardContent>
        <Stack spacing={2}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {arquivo ? arquivo.name : 'Escolher arquivo'}
            <input hidden type="file" accept=".json" aria-label={`Arquivo da tabela ${titulo}`} onChange={(e) => setArquivo(e.target.files?.[0] ?? null)} />
          </Button>
          {vigencia && (
            <TextField
              type="date"
              size="small"
              label="Início da vigência"
              value={inicio}
              onChange={(e) => setInicio(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="Vazio: hoje. Os códigos que saírem da tabela terminam na véspera."
            />
          )}
          <Button variant="contained" disabled={!arquivo || enviando} onClick={importar}>
            Importar {titulo}
          </Button>
          {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.texto}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function TabelasOficiais() {
  const [versao, setVersao] = useState(0);
  return (
    <Box sx={{ mt: 2 }}>
      <Grid container spacing={2}>
        {TABELAS.map((t) => (
          <Grid key={t.id} size={{ xs: 12, md: 6, lg: 3 }}>
            <CartaoTabela {...t} aoImportar={t.id === 'icmsAliquotaInternaUf' ? () => setVersao((v) => v + 1) : () => {}} />
          </Grid>
        ))}
      </Grid>
      <AliquotasInternas key={versao} />
    </Box>
  );
}
