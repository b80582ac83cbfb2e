/**
 * "NF-e referenciadas" of the billing editor (issue 16, item 1): the `NFref` child list
 * (`{ ref_nfe }`, tag refNFe). Each key is checked in the browser as typed — 44 characters with the
 * check digit (src/domain/chave-acesso.ts, MOC 7.0 item 2.2.1) — and again by the server (400
 * `NFref[i].ref_nfe`). Shown for every purpose; the hint says when the layout requires a key
 * (finNFe 2 complementar, 4 devolução: rejections 254/321 of the SEFAZ).
 */
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { isValidChaveAcesso, normalizeChaveAcesso } from '../../../domain/chave-acesso.ts';
import { novaChave, type ReferenciaNota } from './nota.ts';

/** pt-BR problem with a typed key, or null when it is empty or valid. */
export function problemaDaChave(chave: string): string | null {
  const c = normalizeChaveAcesso(chave);
  if (!c) return null;
  if (c.length !== 44) return `A chave tem ${c.length} de 44 caracteres.`;
  return isValidChaveAcesso(c) ? null : 'Chave inválida (dígito verificador não confere).';
}

export function ReferenciasNFe({
  lista,
  finalidade,
  leitura,
  erroDe,
  onChange,
}: {
  lista: ReferenciaNota[];
  finalidade: number;
  leitura: boolean;
  erroDe: (campo: string) => string | undefined;
  onChange: (l: ReferenciaNota[]) => void;
}) {
  const exige = finalidade === 2 || finalidade === 4;
  return (
    <Box sx={{ mt: 3 }} data-testid="nfe-referenciadas">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Box component="h3" sx={{ m: 0, fontSize: '1rem', fontWeight: 600 }}>
          NF-e referenciadas
        </Box>
        {!leitura && (
          <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...lista, { chave: novaChave(), ref_nfe: '' }])}>
            Adicionar chave
          </Button>
        )}
      </Stack>
      {exige && lista.length === 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {finalidade === 4 ? 'A NF-e de devolução' : 'A NF-e complementar'} precisa da chave da nota referenciada.
        </Alert>
      )}
      <Stack spacing={1}>
        {lista.map((r, i) => {
          const erro = erroDe(`NFref[${i}].ref_nfe`) ?? problemaDaChave(r.ref_nfe) ?? undefined;
          return (
            <Stack key={r.chave} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={`Chave de acesso ${i + 1}`}
                fullWidth
                size="small"
                value={r.ref_nfe}
                disabled={leitura}
                slotProps={{ htmlInput: { maxLength: 54, 'aria-label': `Chave referenciada ${i + 1}` } }}
                onChange={(e) => onChange(lista.map((x, k) => (k === i ? { ...x, ref_nfe: e.target.value } : x)))}
                error={!!erro}
                helperText={erro}
              />
              {!leitura && (
                <Tooltip title="Remover">
                  <IconButton aria-label={`Remover chave ${i + 1}`} onClick={() => onChange(lista.filter((_, k) => k !== i))}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
