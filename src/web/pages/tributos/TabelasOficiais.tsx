/**
 * Tabelas oficiais (issue 19, escopo 2; só o Administrador): importa a NCM (JSON do Portal Único
 * Siscomex), o CEST e o CFOP (JSON) sem nova versão do sistema — `POST /v1/{ncm|cest|cfop}/Importar`.
 * Arquivo malformado: a mensagem do servidor diz o item e o campo, e nada muda.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Grid, Stack, TextField } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { requisitar } from '../../providers/http.ts';
import { mensagemDeErro } from '../nfe/api.ts';

const TABELAS = [
  { id: 'ncm', titulo: 'NCM', texto: 'Arquivo JSON "Tabela_NCM_Vigente" do Portal Único Siscomex. A vigência vem do próprio arquivo.', vigencia: false },
  { id: 'cest', titulo: 'CEST', texto: 'Lista JSON [{codigo, descricao, segmento, ncms}] dos anexos do Convênio ICMS 142/2018.', vigencia: true },
  { id: 'cfop', titulo: 'CFOP', texto: 'Lista JSON [{codigo, descricao}] do Anexo do Convênio s/nº de 1970 (com os ajustes SINIEF).', vigencia: true },
] as const;

function CartaoTabela({ id, titulo, texto, vigencia }: (typeof TABELAS)[number]) {
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
  return (
    <Box sx={{ mt: 2 }}>
      <Grid container spacing={2}>
        {TABELAS.map((t) => (
          <Grid key={t.id} size={{ xs: 12, md: 4 }}>
            <CartaoTabela {...t} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
