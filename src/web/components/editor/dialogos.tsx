/**
 * Diálogos do editor de texto rico: `DialogoCampo` (um campo com "Aplicar", usado para link,
 * vídeo do YouTube e número inicial da lista) e `DialogoImagem` (envio de arquivo ou URL).
 */
import { useRef, useState, type ChangeEvent } from 'react';
import type { Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { MENSAGENS_EDITOR, normalizarUrlImagem, validarUrl } from '../../../domain/editorTexto.ts';
import type { EditorTextoProps } from './EditorTexto.tsx';

const TIPOS_IMAGEM = 'image/png,image/jpeg,image/gif,image/webp';

interface PropsDialogoCampo {
  titulo: string;
  rotulo: string;
  valorInicial: string;
  tipo?: 'text' | 'number' | 'url';
  /** Aplica o valor; devolve a mensagem de erro (mantém aberto) ou `null` (fecha). */
  aplicar: (valor: string) => string | null;
  onFechar: () => void;
  extra?: { rotulo: string; executar: () => void };
}

/** Diálogo com um campo, "Aplicar" e erro visível sob o campo. */
export function DialogoCampo({ titulo, rotulo, valorInicial, tipo = 'text', aplicar, onFechar, extra }: PropsDialogoCampo) {
  const [valor, setValor] = useState(valorInicial);
  const [erro, setErro] = useState<string | null>(null);
  const confirmar = () => {
    const mensagem = aplicar(valor);
    if (mensagem) setErro(mensagem);
    else onFechar();
  };
  return (
    <Dialog open onClose={onFechar} fullWidth maxWidth="xs">
      <DialogTitle>{titulo}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={rotulo}
          type={tipo}
          value={valor}
          onChange={(e) => {
            setValor(e.target.value);
            setErro(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              confirmar();
            }
          }}
          error={Boolean(erro)}
          helperText={erro ?? undefined}
        />
      </DialogContent>
      <DialogActions>
        {extra && (
          <Button
            color="error"
            onClick={() => {
              extra.executar();
              onFechar();
            }}
          >
            {extra.rotulo}
          </Button>
        )}
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" onClick={confirmar}>
          Aplicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface PropsDialogoImagem {
  editor: Editor;
  enviarImagem?: EditorTextoProps['enviarImagem'];
  onFechar: () => void;
}

/** Diálogo "Imagem": envio de arquivo (se houver `enviarImagem`) ou URL + texto alternativo. */
export function DialogoImagem({ editor, enviarImagem, onFechar }: PropsDialogoImagem) {
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [erroEnvio, setErroEnvio] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const arquivoRef = useRef<HTMLInputElement>(null);

  const inserir = (src: string, texto: string) => {
    editor
      .chain()
      .focus()
      .setImage({ src, alt: texto.trim() || undefined })
      .run();
    onFechar();
  };
  const confirmar = () => {
    const vazia = validarUrl(url);
    const src = normalizarUrlImagem(url);
    if (vazia || !src) setErro(vazia ?? MENSAGENS_EDITOR.urlInvalida);
    else inserir(src, alt);
  };
  const escolher = async (e: ChangeEvent<HTMLInputElement>) => {
    const arquivo = e.target.files?.[0];
    e.target.value = '';
    if (!arquivo || !enviarImagem) return;
    setEnviando(true);
    setErroEnvio(null);
    try {
      const enviado = await enviarImagem(arquivo);
      inserir(enviado.url, alt || enviado.nome);
    } catch (falha) {
      setErroEnvio(falha instanceof Error && falha.message ? falha.message : 'Não foi possível enviar a imagem.');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog open onClose={enviando ? undefined : onFechar} fullWidth maxWidth="xs">
      <DialogTitle>Imagem</DialogTitle>
      <DialogContent>
        {enviarImagem && (
          <Box sx={{ mb: 1 }}>
            <input ref={arquivoRef} type="file" accept={TIPOS_IMAGEM} hidden data-testid="editor-arquivo-imagem" onChange={escolher} />
            <Button variant="outlined" disabled={enviando} onClick={() => arquivoRef.current?.click()}>
              Enviar arquivo
            </Button>
            {enviando && <LinearProgress sx={{ mt: 1 }} aria-label="Enviando imagem" />}
            {erroEnvio && <FormHelperText error>{erroEnvio}</FormHelperText>}
          </Box>
        )}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label="URL da imagem"
          value={url}
          disabled={enviando}
          onChange={(e) => {
            setUrl(e.target.value);
            setErro(null);
          }}
          error={Boolean(erro)}
          helperText={erro ?? undefined}
        />
        <TextField fullWidth margin="dense" label="Texto alternativo" value={alt} disabled={enviando} onChange={(e) => setAlt(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar} disabled={enviando}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={confirmar} disabled={enviando}>
          Inserir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
