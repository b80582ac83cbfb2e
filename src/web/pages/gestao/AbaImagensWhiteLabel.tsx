/**
 * Aba "Imagens" da edição do white-label: logo, logo para fundo escuro/claro,
 * fundo do login e ícone, cada um com a imagem atual e "Enviar imagem" (`POST
 * /v1/configuracaoWhiteLabelUpload/`, multipart). O servidor confere o tipo pelo conteúdo (PNG, JPEG,
 * GIF ou WebP) e o tamanho (ícone 256 KB, logos 512 KB, fundo 2 MB); a mensagem de recusa aparece no campo.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, Grid, Paper, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useRecordContext, useRefresh } from 'react-admin';
import { errosDeCampo, requisitar } from '../../providers/http.ts';
import { mensagemDeErro } from '../../providers/erros.ts';

const CAMPOS = [
  { campo: 'logo', rotulo: 'Logo', limite: '512 KB' },
  { campo: 'logo_white', rotulo: 'Logo (fundo escuro)', limite: '512 KB' },
  { campo: 'logo_black', rotulo: 'Logo (fundo claro)', limite: '512 KB' },
  { campo: 'login_fundo', rotulo: 'Fundo do login', limite: '2 MB' },
  { campo: 'icone', rotulo: 'Ícone', limite: '256 KB' },
] as const;

function Campo({ id, campo, rotulo, limite, atual }: { id: number; campo: string; rotulo: string; limite: string; atual: unknown }) {
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const [msg, setMsg] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  const enviar = async (arquivo: File) => {
    const fd = new FormData();
    fd.append('id', String(id));
    fd.append('campo', campo);
    fd.append('arquivo', arquivo, arquivo.name);
    try {
      await requisitar('/v1/configuracaoWhiteLabelUpload/', { method: 'POST', body: fd });
      setMsg({ tipo: 'success', texto: 'Imagem enviada.' });
      refresh();
    } catch (e) {
      const c = errosDeCampo((e as { body?: unknown }).body);
      setMsg({ tipo: 'error', texto: c.arquivo?.[0] ?? mensagemDeErro(e) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="subtitle2">{rotulo}</Typography>
      <Typography variant="caption" color="text.secondary">
        PNG, JPEG, GIF ou WebP até {limite}
      </Typography>
      <Box sx={{ my: 1, height: 72, display: 'flex', alignItems: 'center' }}>
        {typeof atual === 'string' && atual ? (
          <Box component="img" src={atual} alt={`${rotulo} atual`} sx={{ maxHeight: 72, maxWidth: '100%' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Sem imagem
          </Typography>
        )}
      </Box>
      <Button component="label" size="small" startIcon={<UploadIcon />}>
        Enviar imagem
        <input
          ref={input}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-label={`Arquivo: ${rotulo}`}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void enviar(f);
          }}
        />
      </Button>
      {msg && (
        <Alert severity={msg.tipo} sx={{ mt: 1 }}>
          {msg.texto}
        </Alert>
      )}
    </Paper>
  );
}

export default function AbaImagensWhiteLabel() {
  const registro = useRecordContext();
  if (!registro?.id) return null;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      {CAMPOS.map((c) => (
        <Grid key={c.campo} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Campo id={Number(registro.id)} campo={c.campo} rotulo={c.rotulo} limite={c.limite} atual={registro[c.campo]} />
        </Grid>
      ))}
    </Grid>
  );
}
