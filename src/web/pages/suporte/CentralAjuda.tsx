/**
 * `suporte/ajuda/consultar` — the help centre for every user: a search box (server search, accent
 * and case-insensitive, 2+ letters), the categories relevant to the user with their article
 * counts, the article list, and the article reader (`?artigo={id}`, shareable link) with the other
 * articles of its category. Articles come from `GET /v1/ajuda/GetAjudasUsuario` (SPEC §7); their
 * HTML was sanitised by the server when saved.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { formatData, isSearchLongEnough } from '../../../domain/index.ts';
import { usePermissoes } from '../../session/useSessao.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { ajudasDoUsuario, buscarAjudas, type Ajudas, type ArtigoAjuda } from './ajudaApi.ts';
import { ESTILO_CONTEUDO } from '../../components/editor/estiloConteudo.ts';

export default function CentralAjuda() {
  const permissoes = usePermissoes();
  const [params, setParams] = useSearchParams();
  const artigoId = Number(params.get('artigo')) || null;
  const categoriaId = Number(params.get('categoria')) || null;
  const [busca, setBusca] = useState(params.get('busca') ?? '');
  const [dados, setDados] = useState<Ajudas | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const termo = isSearchLongEnough(busca) ? busca.trim() : '';

  useEffect(() => {
    const ctrl = new AbortController();
    const t = setTimeout(
      () => {
        buscarAjudas({ busca: termo }, ctrl.signal)
          .then((d) => {
            setDados(ajudasDoUsuario(d, permissoes));
            setErro(null);
          })
          .catch((e: unknown) => {
            if (!ctrl.signal.aborted) setErro(mensagemDeErro(e));
          });
      },
      termo ? 300 : 0,
    );
    return () => {
      ctrl.abort();
      clearTimeout(t);
    };
  }, [termo, permissoes]);

  const mudar = (alt: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(alt)) v === null ? p.delete(k) : p.set(k, v);
    setParams(p);
  };
  const pesquisar = (v: string) => {
    setBusca(v);
    mudar({ busca: v.trim() ? v : null, artigo: null });
  };

  const contagem = useMemo(() => {
    const m = new Map<number, number>();
    for (const a of dados?.Artigos ?? []) m.set(a.categoria_id, (m.get(a.categoria_id) ?? 0) + 1);
    return m;
  }, [dados]);
  const visiveis = (dados?.Artigos ?? []).filter((a) => categoriaId === null || a.categoria_id === categoriaId);
  const nomeCategoria = (id: number) => dados?.Categorias.find((c) => c.id === id)?.nome ?? '';

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Card sx={{ mb: 2, background: (t) => `linear-gradient(135deg, ${t.palette.primary.main}22, transparent)` }}>
        <CardContent sx={{ py: 3 }}>
          <Typography variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
            Como podemos ajudar?
          </Typography>
          <TextField
            fullWidth
            value={busca}
            onChange={(e) => pesquisar(e.target.value)}
            placeholder="Pesquise por assunto: NF-e, certificado, cliente..."
            slotProps={{
              htmlInput: { 'aria-label': 'Pesquisar na ajuda' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            helperText={busca.trim() && !termo ? 'Digite ao menos 2 letras.' : ' '}
          />
        </CardContent>
      </Card>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      )}
      {!dados && !erro && <LinearProgress />}
      {dados && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 2, alignItems: 'start' }}>
          <Card component="nav" aria-label="Categorias da ajuda">
            <List dense disablePadding>
              <ListItemButton selected={categoriaId === null} onClick={() => mudar({ categoria: null, artigo: null })}>
                <ListItemText primary="Todas as categorias" />
                <Chip size="small" label={dados.Artigos.length} />
              </ListItemButton>
              {dados.Categorias.map((c) => (
                <ListItemButton key={c.id} selected={categoriaId === c.id} onClick={() => mudar({ categoria: String(c.id), artigo: null })}>
                  <ListItemText primary={c.nome} secondary={c.descricao} />
                  <Chip size="small" label={contagem.get(c.id) ?? 0} />
                </ListItemButton>
              ))}
            </List>
          </Card>
          <Box sx={{ minWidth: 0 }}>
            {artigoId !== null ? (
              <LeitorArtigo
                id={artigoId}
                categoria={(id) => nomeCategoria(id)}
                relacionados={(c) => dados.Artigos.filter((a) => a.categoria_id === c && a.id !== artigoId)}
                abrir={(id) => mudar({ artigo: String(id) })}
                voltar={() => mudar({ artigo: null })}
              />
            ) : visiveis.length === 0 ? (
              <Alert severity="info">
                {termo
                  ? `Nenhum artigo encontrado para "${termo}". Tente outras palavras ou abra um ticket de suporte.`
                  : 'Nenhum artigo publicado nesta categoria.'}
              </Alert>
            ) : (
              <Stack spacing={1.5} aria-label="Artigos" role="list">
                {visiveis.map((a) => (
                  <Card key={a.id} role="listitem">
                    <CardActionArea onClick={() => mudar({ artigo: String(a.id) })}>
                      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                        <ArticleOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography sx={{ fontWeight: 600 }}>{a.titulo}</Typography>
                          {a.resumo && (
                            <Typography variant="body2" color="text.secondary">
                              {a.resumo}
                            </Typography>
                          )}
                          <Typography variant="caption" color="text.secondary">
                            {nomeCategoria(a.categoria_id)} · atualizado em {formatData(a.alterado_em)}
                          </Typography>
                        </Box>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                ))}
              </Stack>
            )}
          </Box>
        </Box>
      )}
    </Box>
  );
}

function LeitorArtigo({
  id,
  categoria,
  relacionados,
  abrir,
  voltar,
}: {
  id: number;
  categoria: (id: number) => string;
  relacionados: (categoriaId: number) => ArtigoAjuda[];
  abrir: (id: number) => void;
  voltar: () => void;
}) {
  const [artigo, setArtigo] = useState<ArtigoAjuda | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    setArtigo(null);
    setErro(null);
    buscarAjudas({ id }, ctrl.signal)
      .then((d) => setArtigo(d.Artigos[0] ?? null))
      .catch((e: unknown) => {
        if (!ctrl.signal.aborted) setErro(mensagemDeErro(e));
      });
    return () => ctrl.abort();
  }, [id]);

  return (
    <Card component="article" aria-label={artigo?.titulo ?? 'Artigo'}>
      <CardContent>
        <Box sx={{ mb: 1 }}>
          <Button size="small" startIcon={<ArrowBackIcon />} onClick={voltar}>
            Voltar aos artigos
          </Button>
        </Box>
        {erro && <Alert severity="warning">{erro}</Alert>}
        {!artigo && !erro && <LinearProgress />}
        {artigo && (
          <>
            <Typography variant="overline" color="text.secondary" component="p">
              {categoria(artigo.categoria_id)}
            </Typography>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {artigo.titulo}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Atualizado em {formatData(artigo.alterado_em)}
            </Typography>
            {/* HTML saneado no servidor ao gravar (src/server/html/sanitizar.ts) */}
            <Box sx={{ ...ESTILO_CONTEUDO, mt: 2 }} data-testid="conteudo-artigo" dangerouslySetInnerHTML={{ __html: artigo.conteudo ?? '' }} />
            {relacionados(artigo.categoria_id).length > 0 && (
              <Box sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600, mb: 1 }}>Outros artigos desta categoria</Typography>
                <List dense disablePadding>
                  {relacionados(artigo.categoria_id).map((a) => (
                    <ListItemButton key={a.id} onClick={() => abrir(a.id)}>
                      <ListItemText primary={a.titulo} secondary={a.resumo} />
                    </ListItemButton>
                  ))}
                </List>
              </Box>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
