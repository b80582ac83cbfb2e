/**
 * "Assistente" in the header: an icon that opens a drawer on the right where
 * the user asks about the product and reads the answer, with links to the help-centre articles it
 * was based on. Shown only when the server has an assistant configured (`GET /v1/ChatGPT/Status`);
 * each question is `GET /v1/ChatGPT/Chat?chat=` (modules/assistente). The conversation lives in
 * the drawer until the page is reloaded; nothing is stored.
 */
import { useEffect, useRef, useState } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, Link, Stack, TextField, Tooltip, Typography } from '@mui/material';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { apiData } from '../../providers/http.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import type { components } from '../../../generated/openapi.d.ts';

/** The assistant's answer, generated from its contract (src/contratos/suporte.ts). */
type Resposta = components['schemas']['RespostaAssistente'];
interface Mensagem {
  de: 'usuario' | 'assistente' | 'erro';
  texto: string;
  artigos?: Resposta['artigos'];
}

/** Maximum question length (same as the server's). */
const MAX_PERGUNTA = 2000;

export function BotaoAssistente() {
  const [ativo, setAtivo] = useState(false);
  const [aberto, setAberto] = useState(false);
  useEffect(() => {
    let vivo = true;
    apiData<components['schemas']['SituacaoAssistente']>('/v1/ChatGPT/Status')
      .then((d) => vivo && setAtivo(Boolean(d?.ativo)))
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, []);
  if (!ativo) return null;
  return (
    <>
      <Tooltip title="Assistente">
        <IconButton aria-label="Assistente" onClick={() => setAberto(true)}>
          <SmartToyOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Drawer anchor="right" open={aberto} onClose={() => setAberto(false)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
        <Conversa fechar={() => setAberto(false)} />
      </Drawer>
    </>
  );
}

function Conversa({ fechar }: { fechar: () => void }) {
  const basename = useBasename();
  const navigate = useNavigate();
  const [mensagens, setMensagens] = useState<Mensagem[]>([]);
  const [pergunta, setPergunta] = useState('');
  const [enviando, setEnviando] = useState(false);
  const fim = useRef<HTMLDivElement>(null);
  useEffect(() => {
    fim.current?.scrollIntoView?.({ block: 'end' });
  }, [mensagens, enviando]);

  const enviar = async () => {
    const texto = pergunta.trim();
    if (!texto || enviando) return;
    setPergunta('');
    setMensagens((m) => [...m, { de: 'usuario', texto }]);
    setEnviando(true);
    try {
      const r = await apiData<Resposta>(`/v1/ChatGPT/Chat?chat=${encodeURIComponent(texto)}`);
      setMensagens((m) => [...m, { de: 'assistente', texto: r.resposta, artigos: r.artigos }]);
    } catch (e) {
      setMensagens((m) => [...m, { de: 'erro', texto: mensagemDeErro(e) }]);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Stack sx={{ height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" sx={{ fontSize: '1.05rem' }}>
          Assistente
        </Typography>
        <IconButton aria-label="Fechar o assistente" onClick={fechar}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }} aria-live="polite">
        {!mensagens.length && (
          <Typography variant="body2" color="text.secondary">
            Pergunte como fazer algo no sistema — por exemplo, “como cancelar uma NF-e?”. As respostas usam os artigos da central de ajuda e podem conter erros:
            confira antes de agir.
          </Typography>
        )}
        <Stack spacing={1.5}>
          {mensagens.map((m, i) =>
            m.de === 'erro' ? (
              <Alert key={i} severity="warning">
                {m.texto}
              </Alert>
            ) : (
              <Box
                key={i}
                data-testid={m.de === 'assistente' ? 'resposta-assistente' : undefined}
                sx={{
                  alignSelf: m.de === 'usuario' ? 'flex-end' : 'flex-start',
                  maxWidth: '90%',
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: m.de === 'usuario' ? 'primary.main' : 'action.hover',
                  color: m.de === 'usuario' ? 'primary.contrastText' : 'text.primary',
                  whiteSpace: 'pre-wrap',
                }}
              >
                <Typography variant="body2">{m.texto}</Typography>
                {m.artigos && m.artigos.length > 0 && (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="caption" color="text.secondary">
                      Baseado em:
                    </Typography>
                    {m.artigos.map((a) => (
                      <Link
                        key={a.id}
                        component="button"
                        variant="caption"
                        sx={{ display: 'block', textAlign: 'left' }}
                        onClick={() => {
                          fechar();
                          navigate(`${basename}/suporte/ajuda/consultar?artigo=${a.id}`);
                        }}
                      >
                        {a.titulo}
                      </Link>
                    ))}
                  </Box>
                )}
              </Box>
            ),
          )}
          {enviando && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <CircularProgress size={16} />
              <Typography variant="body2">Pensando…</Typography>
            </Stack>
          )}
        </Stack>
        <div ref={fim} />
      </Box>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
        onSubmit={(ev) => {
          ev.preventDefault();
          void enviar();
        }}
      >
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={4}
          label="Sua pergunta"
          value={pergunta}
          slotProps={{ htmlInput: { maxLength: MAX_PERGUNTA } }}
          onChange={(e) => setPergunta(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void enviar();
            }
          }}
        />
        <Button type="submit" variant="contained" disabled={enviando || !pergunta.trim()} aria-label="Enviar pergunta">
          <SendIcon fontSize="small" />
        </Button>
      </Stack>
    </Stack>
  );
}
