/**
 * Popover de estilo do editor de texto rico (cor e tamanho do texto): opções prontas,
 * campo livre validado, "Aplicar" e remover.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';

interface PropsPopoverEstilo {
  ancora: HTMLElement;
  titulo: string;
  rotuloCampo: string;
  opcoes: readonly string[];
  cores?: boolean;
  validar: (valor: string) => string | null;
  /** Aplica um valor já validado (opção da lista ou campo aprovado por `validar`). */
  aplicar: (valor: string) => void;
  rotuloRemover: string;
  remover: () => void;
  onFechar: () => void;
}

/** Popover de cor/tamanho: opções prontas, campo livre validado, "Aplicar" e remover. */
export function PopoverEstilo(p: PropsPopoverEstilo) {
  const [valor, setValor] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const escolher = (v: string) => {
    p.aplicar(v);
    p.onFechar();
  };
  const confirmar = () => {
    const mensagem = p.validar(valor);
    if (mensagem) setErro(mensagem);
    else escolher(valor);
  };
  return (
    <Popover open anchorEl={p.ancora} onClose={p.onFechar} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Box sx={{ p: 1.5, width: 248 }} role="group" aria-label={p.titulo}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {p.opcoes.map((v) =>
            p.cores ? (
              <Box
                key={v}
                component="button"
                type="button"
                aria-label={`Cor ${v}`}
                title={v}
                onClick={() => escolher(v)}
                sx={{ width: 28, height: 28, p: 0, border: 1, borderColor: 'divider', borderRadius: 0.5, bgcolor: v, cursor: 'pointer' }}
              />
            ) : (
              <Button key={v} size="small" variant="outlined" sx={{ minWidth: 0, px: 1 }} onClick={() => escolher(v)}>
                {v}
              </Button>
            ),
          )}
        </Box>
        <TextField
          size="small"
          fullWidth
          label={p.rotuloCampo}
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
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Button
            size="small"
            onClick={() => {
              p.remover();
              p.onFechar();
            }}
          >
            {p.rotuloRemover}
          </Button>
          <Button size="small" variant="contained" onClick={confirmar}>
            Aplicar
          </Button>
        </Box>
      </Box>
    </Popover>
  );
}
