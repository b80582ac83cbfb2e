/**
 * Attachments of a title (boleto, comprovante, contrato): list from OData, upload (PDF or image up to
 * 5 MB, multipart to `/v1/{Receber|Pagar}/Anexo`), open and delete. Shown inside the history dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { apiData } from '../../providers/http.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { LADOS, type Lado } from './api.ts';

interface Anexo {
  id: number;
  nome: string;
  tipo: string;
  tamanho: number;
}

export function AnexosTitulo({ lado, tituloId }: { lado: Lado; tituloId: number }) {
  const L = LADOS[lado];
  const [anexos, setAnexos] = useState<Anexo[]>([]);
  const [versao, setVersao] = useState(0);
  const [erro, setErro] = useState<string | null>(null);
  const entrada = useRef<HTMLInputElement>(null);
  useEffect(() => {
    listarOData<Anexo>(`${L.odata}Anexo`, { filter: `${L.fk} eq ${tituloId}`, orderby: 'id', top: 100 })
      .then((r) => setAnexos(r.value))
      .catch(() => setAnexos([]));
  }, [L, tituloId, versao]);
  const enviar = async (arquivo: File) => {
    setErro(null);
    const fd = new FormData();
    fd.append(L.fk, String(tituloId));
    fd.append('arquivo', arquivo, arquivo.name);
    try {
      await apiData(`${L.base}/Anexo`, { method: 'POST', body: fd });
      setVersao((v) => v + 1);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  const abrir = async (a: Anexo) => {
    try {
      const { blob } = await baixarArquivo(`${L.base}/Anexo/${a.id}`, { padrao: a.nome });
      salvarBlob(blob, a.nome);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  const excluir = async (a: Anexo) => {
    try {
      await apiData(`${L.base}/Anexo/${a.id}`, { method: 'DELETE' });
      setVersao((v) => v + 1);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  return (
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          Anexos
        </Typography>
        <Button size="small" startIcon={<AttachFileIcon />} onClick={() => entrada.current?.click()}>
          Anexar arquivo
        </Button>
        <input
          ref={entrada}
          type="file"
          hidden
          accept="application/pdf,image/png,image/jpeg,image/gif,image/webp"
          aria-label="Arquivo do anexo"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void enviar(f);
            e.target.value = '';
          }}
        />
      </Stack>
      {!anexos.length && <Typography color="text.secondary">Nenhum anexo (boleto, comprovante, contrato: PDF ou imagem até 5 MB).</Typography>}
      {anexos.map((a) => (
        <Stack key={a.id} direction="row" sx={{ alignItems: 'center' }}>
          <Button size="small" onClick={() => abrir(a)} sx={{ textTransform: 'none', justifyContent: 'flex-start', flex: 1 }}>
            {a.nome} ({Math.max(1, Math.round(a.tamanho / 1024))} KB)
          </Button>
          <IconButton size="small" aria-label={`Excluir ${a.nome}`} onClick={() => excluir(a)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {erro && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {erro}
        </Alert>
      )}
    </Box>
  );
}
