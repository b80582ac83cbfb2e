/**
 * Barra "Localizar e substituir" do editor de texto rico (usa o plugin de `buscaSubstituicao.ts`):
 * termo, substituto, diferenciar maiúsculas, contagem e navegação/substituição.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { validarTextoBusca } from '../../../domain/editorTexto.ts';
import { chaveBusca } from './buscaSubstituicao.ts';

interface PropsBarraBusca {
  editor: Editor;
  termoInicial: string;
  onFechar: () => void;
}

/** Barra de busca exibida entre a barra de formatação e o conteúdo (Esc fecha). */
export function BarraBusca({ editor, termoInicial, onFechar }: PropsBarraBusca) {
  const [termo, setTermo] = useState(termoInicial);
  const [substituto, setSubstituto] = useState('');
  const [diferenciar, setDiferenciar] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const contagem = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const s = chaveBusca.getState(e.state);
      return { total: s?.resultados.length ?? 0, atual: s?.atual ?? 0 };
    },
  });

  useEffect(() => {
    editor.commands.definirBusca(termo, { diferenciarMaiusculas: diferenciar, substituto });
  }, [editor, termo, diferenciar, substituto]);
  // ao fechar a barra, tira os destaques
  useEffect(
    () => () => {
      if (!editor.isDestroyed) editor.commands.limparBusca();
    },
    [editor],
  );

  /** Valida o termo e executa a ação. */
  const com = (acao: () => void) => () => {
    const mensagem = validarTextoBusca(termo);
    setErro(mensagem);
    if (!mensagem) acao();
  };
  const proximo = com(() => editor.commands.proximoResultado());
  const teclas = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onFechar();
    }
  };

  return (
    <Box
      role="search"
      aria-label="Localizar e substituir"
      onKeyDown={teclas}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <TextField
        size="small"
        label="Localizar"
        autoFocus
        value={termo}
        onChange={(e) => {
          setTermo(e.target.value);
          setErro(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            proximo();
          }
        }}
        error={Boolean(erro)}
        helperText={erro ?? undefined}
      />
      <TextField size="small" label="Substituir por" value={substituto} onChange={(e) => setSubstituto(e.target.value)} />
      <FormControlLabel
        control={<Checkbox size="small" checked={diferenciar} onChange={(e) => setDiferenciar(e.target.checked)} />}
        label="Diferenciar maiúsculas"
      />
      <Typography variant="body2" role="status" sx={{ alignSelf: 'center', minWidth: 110 }} data-testid="editor-busca-contagem">
        {contagem && contagem.total > 0 ? `${contagem.atual + 1} de ${contagem.total}` : 'Nenhum resultado'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" onClick={com(() => editor.commands.resultadoAnterior())}>
          Anterior
        </Button>
        <Button size="small" onClick={proximo}>
          Próximo
        </Button>
        <Button size="small" onClick={com(() => editor.commands.substituir(substituto))}>
          Substituir
        </Button>
        <Button size="small" onClick={com(() => editor.commands.substituirTodos(substituto))}>
          Substituir tudo
        </Button>
        <Button size="small" onClick={onFechar}>
          Fechar
        </Button>
      </Box>
    </Box>
  );
}
