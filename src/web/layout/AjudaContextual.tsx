/**
 * Contextual help of a page: when the help centre has published articles in a category linked to
 * the page's module (`ajudaModuloCategoria`, the page id of the menu, SPEC §2), the title bar
 * shows an "Ajuda desta tela" button that opens a side panel with those articles and reads them
 * there, with a link to the full help centre. Nothing is shown when there is no article (or the
 * lookup fails: help is never in the way of the work). Lookups are cached for five minutes.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { Alert, Box, Button, Drawer, IconButton, LinearProgress, List, ListItemButton, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { buscarAjudas, type ArtigoAjuda } from '../pages/suporte/ajudaApi.ts';
import { ESTILO_CONTEUDO } from '../components/editor/estiloConteudo.ts';
import { mensagemDeErro } from '../providers/erros.ts';

const VALIDADE_MS = 5 * 60_000;
const cache = new Map<string, { em: number; artigos: Promise<ArtigoAjuda[]> }>();

function artigosDoModulo(pagina: string): Promise<ArtigoAjuda[]> {
  const c = cache.get(pagina);
  if (c && Date.now() - c.em < VALIDADE_MS) return c.artigos;
  const artigos = buscarAjudas({ modulo: pagina }).then((d) => d.Artigos);
  artigos.catch(() => cache.delete(pagina));
  cache.set(pagina, { em: Date.now(), artigos });
  return artigos;
}

export function AjudaContextual({ pagina }: { pagina: string }) {
  const [artigos, setArtigos] = useState<ArtigoAjuda[]>([]);
  const [aberto, setAberto] = useState(false);
  const [lendo, setLendo] = useState<ArtigoAjuda | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const navigate = useNavigate();
  const basename = useBasename();

  useEffect(() => {
    let vivo = true;
    setArtigos([]);
    if (pagina === 'suporteAjuda') return;
    artigosDoModulo(pagina)
      .then((a) => vivo && setArtigos(a))
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [pagina]);

  const ler = (a: ArtigoAjuda) => {
    setLendo(a);
    setErro(null);
    buscarAjudas({ id: a.id })
      .then((d) => setLendo(d.Artigos[0] ?? a))
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  };
  const fechar = () => {
    setAberto(false);
    setLendo(null);
  };

  if (!artigos.length) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<HelpOutlineIcon />} onClick={() => setAberto(true)} sx={{ whiteSpace: 'nowrap' }}>
        Ajuda desta tela
      </Button>
      <Drawer anchor="right" open={aberto} onClose={fechar} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}>
        <Box role="region" aria-label="Ajuda desta tela" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            {lendo && (
              <Tooltip title="Voltar">
                <IconButton aria-label="Voltar" onClick={() => setLendo(null)}>
                  <ArrowBackIcon />
                </IconButton>
              </Tooltip>
            )}
            <Typography sx={{ flex: 1, fontWeight: 700 }}>{lendo ? lendo.titulo : 'Ajuda desta tela'}</Typography>
            <Tooltip title="Fechar">
              <IconButton aria-label="Fechar" onClick={fechar}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            {!lendo && (
              <List dense>
                {artigos.map((a) => (
                  <ListItemButton key={a.id} onClick={() => ler(a)}>
                    <ListItemText primary={a.titulo} secondary={a.resumo} />
                  </ListItemButton>
                ))}
              </List>
            )}
            {lendo && erro && <Alert severity="warning">{erro}</Alert>}
            {lendo && !erro && lendo.conteudo === undefined && <LinearProgress />}
            {/* HTML saneado no servidor ao gravar (src/server/html/sanitizar.ts) */}
            {lendo?.conteudo !== undefined && <Box sx={ESTILO_CONTEUDO} dangerouslySetInnerHTML={{ __html: lendo.conteudo }} />}
          </Box>
          <Button
            onClick={() => {
              fechar();
              navigate(`${basename}/suporte/ajuda/consultar${lendo ? `?artigo=${lendo.id}` : ''}`);
            }}
          >
            Abrir na central de ajuda
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
