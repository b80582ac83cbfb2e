/**
 * `suporte/ticket/editar` (issuer: open a new ticket with its first message) and
 * `suporte/ticket/editar/{id}` (the conversation: messages as chat bubbles — the signed-in side on
 * the right —, attachments, a reply box and the situação). Messages are rich text (the TipTap
 * editor; HTML sanitised by the server). Reseller-chain users (administrator
 * etc.) answer through /v1/suporte/tickets; issuers through /v1/ticket.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Grid,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { formatDataHora } from '../../../domain/index.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { anexosDe, CATEGORIAS, PRIORIDADES, SITUACOES, ticketApi, type Anexo, type Situacao, type Ticket } from './api.ts';
import { BotaoAnexar, ListaAnexos, SituacaoChip, useLadoSuporte } from './comum.tsx';
import { ESTILO_CONTEUDO } from '../../components/editor/estiloConteudo.ts';
import { CampoTextoRico } from '../../components/editor/CampoTextoRico.tsx';

export default function TicketConversa() {
  const { id } = useParams<{ id?: string }>();
  const suporte = useLadoSuporte();
  return id ? <Conversa key={id} id={id} suporte={suporte} /> : suporte ? <SemTicket /> : <NovoTicket />;
}

function Voltar() {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(`${basename}/suporte/ticket/consultar`)}>
      Tickets
    </Button>
  );
}

function SemTicket() {
  return (
    <Box sx={{ p: 2 }}>
      <Voltar />
      <Alert severity="info" sx={{ mt: 2 }}>
        Os tickets são abertos pelas empresas. Escolha um ticket na lista para responder.
      </Alert>
    </Box>
  );
}

function NovoTicket() {
  const navigate = useNavigate();
  const basename = useBasename();
  const [f, setF] = useState({ assunto: '', categoria: 'duvida', prioridade: 'normal', texto: '' });
  const [anexos, setAnexos] = useState<Anexo[]>([]);
  const [tocado, setTocado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const erros = {
    assunto: f.assunto.trim().length < 3 ? 'Informe o assunto (mínimo 3 caracteres)' : null,
    texto: !f.texto.trim() ? 'Descreva o problema' : null,
  };
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) => setF((x) => ({ ...x, [k]: e.target.value }));
  const enviar = async () => {
    setTocado(true);
    if (erros.assunto || erros.texto) return;
    setEnviando(true);
    setErro(null);
    try {
      const t = await ticketApi(false).criar({ ...f, assunto: f.assunto.trim(), anexos });
      navigate(`${basename}/suporte/ticket/editar/${t.id}`, { replace: true });
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Voltar />
      <Card sx={{ mt: 1 }}>
        <CardHeader title="Novo ticket de suporte" />
        <CardContent>
          {erro && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {erro}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                fullWidth
                label="Assunto"
                value={f.assunto}
                onChange={set('assunto')}
                slotProps={{ htmlInput: { maxLength: 120 } }}
                error={tocado && !!erros.assunto}
                helperText={tocado ? erros.assunto : undefined}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField select fullWidth label="Categoria" value={f.categoria} onChange={set('categoria')}>
                {Object.entries(CATEGORIAS).map(([k, v]) => (
                  <MenuItem key={k} value={k}>
                    {v}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField select fullWidth label="Prioridade" value={f.prioridade} onChange={set('prioridade')}>
                {Object.entries(PRIORIDADES).map(([k, v]) => (
                  <MenuItem key={k} value={k}>
                    {v}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <CampoTextoRico
                rotulo="Descrição"
                midia={false}
                value={f.texto}
                onChange={(html) => setF((x) => ({ ...x, texto: html }))}
                alturaMinima={160}
                erro={tocado && erros.texto ? erros.texto : undefined}
              />
              <ListaAnexos
                anexos={anexos}
                onRemover={(a) => {
                  setAnexos((l) => l.filter((x) => x.id !== a.id));
                  void ticketApi(false)
                    .excluirAnexo(a.id)
                    .catch(() => undefined);
                }}
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
            <BotaoAnexar suporte={false} onAnexado={(a) => setAnexos((l) => [...l, a])} onErro={setErro} />
            <Button
              variant="contained"
              startIcon={enviando ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
              disabled={enviando}
              onClick={() => void enviar()}
            >
              Abrir ticket
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

function Conversa({ id, suporte }: { id: string; suporte: boolean }) {
  const api = ticketApi(suporte);
  const [t, setT] = useState<Ticket | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [texto, setTexto] = useState('');
  const [anexos, setAnexos] = useState<Anexo[]>([]);
  const [enviando, setEnviando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const fim = useRef<HTMLDivElement>(null);

  const carregar = useCallback(() => {
    return ticketApi(suporte)
      .obter(id)
      .then((x) => {
        setT(x);
        setErro(null);
      })
      .catch((e: unknown) => setErro(mensagemDeErro(e)));
  }, [id, suporte]);
  useEffect(() => {
    void carregar();
  }, [carregar]);
  useEffect(() => {
    fim.current?.scrollIntoView?.({ block: 'end' });
  }, [t?.Mensagem?.length]);

  const enviar = async () => {
    if (!texto.trim()) {
      setAviso('Escreva a mensagem.');
      return;
    }
    setEnviando(true);
    setAviso(null);
    try {
      await api.responder(id, texto, anexos);
      setTexto('');
      setAnexos([]);
      await carregar();
    } catch (e) {
      setAviso(mensagemDeErro(e));
    } finally {
      setEnviando(false);
    }
  };
  const mudarSituacao = async (s: Situacao) => {
    try {
      await api.situacao(id, s);
      await carregar();
    } catch (e) {
      setAviso(mensagemDeErro(e));
    }
  };

  if (erro)
    return (
      <Box sx={{ p: 2 }}>
        <Voltar />
        <Alert severity="error" sx={{ mt: 2 }}>
          {erro}
        </Alert>
      </Box>
    );
  if (!t) return <LinearProgress />;
  const meuLado = suporte ? 'suporte' : 'empresa';
  const fechado = t.situacao === 'fechado';
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Voltar />
      <Card sx={{ mt: 1 }}>
        <CardHeader
          title={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>
                Ticket #{t.id} — {t.assunto}
              </span>
              <SituacaoChip situacao={t.situacao} />
            </Stack>
          }
          subheader={[
            t.emitente_nome,
            CATEGORIAS[t.categoria ?? ''],
            PRIORIDADES[t.prioridade ?? ''] && `Prioridade ${PRIORIDADES[t.prioridade ?? '']}`,
            `Aberto em ${formatDataHora(t.criado_em)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
          action={
            <TextField
              select
              size="small"
              label="Situação"
              value={t.situacao}
              onChange={(e) => void mudarSituacao(e.target.value as Situacao)}
              sx={{ minWidth: 200, mt: 1 }}
              disabled={!suporte && fechado}
            >
              {SITUACOES.filter((s) => suporte || s.id === t.situacao || s.id === 'resolvido' || s.id === 'fechado').map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.rotulo}
                </MenuItem>
              ))}
            </TextField>
          }
        />
        <CardContent>
          <Stack spacing={1.5} role="log" aria-label="Mensagens" sx={{ maxHeight: '55vh', overflowY: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
            {(t.Mensagem ?? []).map((m) => {
              const minha = m.lado === meuLado;
              return (
                <Box key={m.id} sx={{ display: 'flex', justifyContent: minha ? 'flex-end' : 'flex-start' }}>
                  <Paper
                    elevation={1}
                    data-lado={m.lado}
                    sx={{
                      p: 1.5,
                      maxWidth: '75%',
                      bgcolor: minha ? 'primary.main' : 'background.paper',
                      color: minha ? 'primary.contrastText' : 'text.primary',
                      borderRadius: 2,
                    }}
                  >
                    <Typography variant="caption" sx={{ display: 'block', opacity: 0.8 }}>
                      {m.autor_nome ?? (m.lado === 'suporte' ? 'Suporte' : 'Empresa')}
                      {m.lado === 'suporte' ? ' (suporte)' : ''} · {formatDataHora(m.criado_em)}
                    </Typography>
                    {/* HTML saneado no servidor ao gravar (src/server/html/sanitizar.ts) */}
                    <Box
                      data-testid="texto-mensagem"
                      sx={{
                        ...ESTILO_CONTEUDO,
                        fontSize: '0.875rem',
                        lineHeight: 1.5,
                        '& p': { my: 0.5 },
                        ...(minha ? { '& a': { color: 'inherit', textDecoration: 'underline' } } : {}),
                      }}
                      dangerouslySetInnerHTML={{ __html: m.texto }}
                    />
                    <ListaAnexos anexos={anexosDe(m)} />
                  </Paper>
                </Box>
              );
            })}
            <div ref={fim} />
          </Stack>
          {fechado ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Ticket fechado.
            </Alert>
          ) : (
            <Box sx={{ mt: 2 }}>
              {aviso && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {aviso}
                </Alert>
              )}
              <CampoTextoRico
                rotulo={suporte ? 'Resposta' : 'Mensagem'}
                midia={false}
                value={texto}
                onChange={setTexto}
                alturaMinima={100}
                desabilitado={enviando}
              />
              <ListaAnexos
                anexos={anexos}
                onRemover={(a) => {
                  setAnexos((l) => l.filter((x) => x.id !== a.id));
                  void api.excluirAnexo(a.id).catch(() => undefined);
                }}
              />
              <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
                <BotaoAnexar suporte={suporte} ticketId={t.id} onAnexado={(a) => setAnexos((l) => [...l, a])} onErro={setAviso} />
                <Button
                  variant="contained"
                  startIcon={enviando ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
                  disabled={enviando}
                  onClick={() => void enviar()}
                >
                  Enviar
                </Button>
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
