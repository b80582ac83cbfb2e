/**
 * Aba "Imagens" do produto (SPEC §3 EstoqueImagem): as miniaturas na ordem, a capa
 * marcada; enviar várias de uma vez (botão ou arrastar e soltar), tornar capa, mover para a
 * esquerda/direita, legenda (texto alternativo) e remover. O servidor confere o tipo pelo conteúdo e gera
 * a miniatura (POST /v1/EstoqueImagem/Upload); as imagens vêm autenticadas por fetch (um `<img src>`
 * não leva o token) e viram URLs de objeto liberadas ao sair.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { Alert, Box, Button, Card, CardActions, CardMedia, Chip, IconButton, LinearProgress, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { apiFetch, requisitar } from '../../providers/http.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { listarOData } from '../../providers/odata.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';

interface Imagem {
  id: number;
  nome: string;
  legenda: string | null;
  ordem: number;
  capa: boolean;
  largura: number;
  altura: number;
}

/** Miniatura autenticada: busca o arquivo e mostra como URL de objeto. */
function Miniatura({ imagem }: { imagem: Imagem }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let viva = true;
    let criada: string | null = null;
    apiFetch(`/v1/EstoqueImagem/Arquivo/${imagem.id}?tamanho=miniatura`)
      .then(async (r) => {
        if (!r.ok || !viva) return;
        criada = URL.createObjectURL(await r.blob());
        setUrl(criada);
      })
      .catch(() => undefined);
    return () => {
      viva = false;
      if (criada) URL.revokeObjectURL(criada);
    };
  }, [imagem.id]);
  return (
    <CardMedia
      component="img"
      image={url ?? undefined}
      alt={imagem.legenda || imagem.nome}
      sx={{ height: 160, objectFit: 'contain', bgcolor: 'action.hover' }}
      data-testid={`imagem-${imagem.id}`}
    />
  );
}

export default function AbaImagens() {
  const registro = useRecordContext();
  const alertas = useAlertas();
  const notificar = useNotify();
  const id = Number(registro?.id);
  const [imagens, setImagens] = useState<Imagem[]>([]);
  const [carregado, setCarregado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [arrastando, setArrastando] = useState(false);
  const entrada = useRef<HTMLInputElement>(null);

  const carregar = useCallback(async () => {
    const r = await listarOData<Imagem>('EstoqueImagem', { filter: `produto_id eq ${id}`, orderby: 'ordem,id', top: 50 });
    setImagens(r.value);
    setCarregado(true);
  }, [id]);

  useEffect(() => {
    if (id) carregar().catch(() => setCarregado(true));
  }, [id, carregar]);

  if (!id || !carregado) return null;

  const enviar = async (arquivos: FileList | File[]) => {
    const lista = Array.from(arquivos);
    if (!lista.length) return;
    const fd = new FormData();
    fd.append('produto_id', String(id));
    for (const a of lista) fd.append('arquivo', a, a.name);
    setEnviando(true);
    try {
      const r = await requisitar<components['schemas']['ImagemProduto'][]>('/v1/EstoqueImagem/Upload', { method: 'POST', body: fd });
      notificar(r.Message || 'Imagens enviadas.', { type: 'success' });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setEnviando(false);
      if (entrada.current) entrada.current.value = '';
    }
  };

  const alterar = async (img: Imagem, mudanca: Partial<Imagem>) => {
    try {
      await requisitar('/v1/estoqueImagem/', { method: 'PUT', body: { id: img.id, ...mudanca } });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  /** Troca a ordem com a vizinha (as duas gravadas; ordens iguais viram distintas). */
  const mover = async (i: number, delta: -1 | 1) => {
    const a = imagens[i];
    const b = imagens[i + delta];
    if (!a || !b) return;
    const [oa, ob] = a.ordem === b.ordem ? [i + delta, i] : [b.ordem, a.ordem];
    try {
      await requisitar('/v1/estoqueImagem/', { method: 'PUT', body: { id: a.id, ordem: oa } });
      await requisitar('/v1/estoqueImagem/', { method: 'PUT', body: { id: b.id, ordem: ob } });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  const remover = async (img: Imagem) => {
    if (!(await alertas.question(`Remover a imagem "${img.nome}"?`))) return;
    try {
      await requisitar(`/v1/EstoqueImagem/Remover/${img.id}`, { method: 'DELETE' });
      await carregar();
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setArrastando(true);
        }}
        onDragLeave={() => setArrastando(false)}
        onDrop={(e) => {
          e.preventDefault();
          setArrastando(false);
          enviar(e.dataTransfer.files);
        }}
        sx={{ border: '2px dashed', borderColor: arrastando ? 'primary.main' : 'divider', borderRadius: 1, p: 2, textAlign: 'center' }}
      >
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Arraste as imagens para cá ou escolha os arquivos (JPEG, PNG, WebP, GIF ou AVIF, até 10 MB cada, 20 por produto). A primeira é a capa.
        </Typography>
        <Button variant="outlined" startIcon={<UploadIcon />} disabled={enviando} onClick={() => entrada.current?.click()}>
          Enviar imagens
        </Button>
        <input
          ref={entrada}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          hidden
          aria-label="Arquivos de imagem"
          onChange={(e) => e.target.files && enviar(e.target.files)}
        />
        {enviando && <LinearProgress sx={{ mt: 1 }} />}
      </Box>
      {imagens.length === 0 ? (
        <Alert severity="info">Este produto ainda não tem imagens.</Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
          {imagens.map((img, i) => (
            <Card key={img.id} variant="outlined" sx={{ borderColor: img.capa ? 'primary.main' : undefined }}>
              <Miniatura imagem={img} />
              <Box sx={{ px: 1, pt: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 28 }}>
                  {img.capa && <Chip size="small" color="primary" label="Capa" />}
                  <Typography variant="caption" noWrap title={img.nome}>
                    {img.largura}×{img.altura} · {img.nome}
                  </Typography>
                </Stack>
                <TextField
                  size="small"
                  fullWidth
                  margin="dense"
                  label="Legenda"
                  defaultValue={img.legenda ?? ''}
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                  onBlur={(e) => {
                    const v = e.target.value.trim();
                    if (v !== (img.legenda ?? '')) alterar(img, { legenda: v || null });
                  }}
                />
              </Box>
              <CardActions disableSpacing>
                <Tooltip title={img.capa ? 'É a capa' : 'Tornar capa'}>
                  <span>
                    <IconButton aria-label="Tornar capa" disabled={img.capa} onClick={() => alterar(img, { capa: true })}>
                      {img.capa ? <StarIcon color="primary" /> : <StarBorderIcon />}
                    </IconButton>
                  </span>
                </Tooltip>
                <IconButton aria-label="Mover para a esquerda" disabled={i === 0} onClick={() => mover(i, -1)}>
                  <ChevronLeftIcon />
                </IconButton>
                <IconButton aria-label="Mover para a direita" disabled={i === imagens.length - 1} onClick={() => mover(i, 1)}>
                  <ChevronRightIcon />
                </IconButton>
                <IconButton aria-label="Remover imagem" sx={{ ml: 'auto' }} onClick={() => remover(img)}>
                  <DeleteIcon />
                </IconButton>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
    </Stack>
  );
}
