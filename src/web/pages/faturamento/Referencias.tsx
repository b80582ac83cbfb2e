/**
 * "Documentos referenciados" of the billing editor: the `NFref` child list.
 * A key (`{ ref_nfe }`, tag refNFe) or a rural producer's note (`tipo: 'refNFP'`: UF, AAMM,
 * CPF/CNPJ, IE, model 04, série, número; errors from the server under `NFref[i].<campo>`); other
 * kinds sent through the API (refNF, refCTe, refECF) are listed read-only and kept. Each key is checked in the browser as typed — 44 characters with the
 * check digit (src/domain/chave-acesso.ts, MOC 7.0 item 2.2.1) — and again by the server (400
 * `NFref[i].ref_nfe`). Shown for every purpose; the hint says when the layout requires a key
 * (finNFe 2 complementar, 4 devolução: rejections 254/321 of the SEFAZ).
 */
import { Alert, Box, Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { isValidChaveAcesso, normalizeChaveAcesso } from '../../../domain/chave-acesso.ts';
import { novaChave, type ReferenciaNota } from './nota.ts';

/** Fields of a rural producer's note (refNFP) in the editor: field, label, width. */
const CAMPOS_PRODUTOR: ReadonlyArray<[string, string, number]> = [
  ['uf', 'UF', 70],
  ['aamm', 'AAMM', 90],
  ['cpf_cnpj', 'CPF/CNPJ do produtor', 190],
  ['ie', 'IE', 140],
  ['modelo', 'Modelo', 80],
  ['serie', 'Série', 70],
  ['numero', 'Número', 110],
];

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
          Documentos referenciados
        </Box>
        {!leitura && (
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...lista, { chave: novaChave(), tipo: 'refNFe', ref_nfe: '', campos: {} }])}>
              Adicionar chave
            </Button>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => onChange([...lista, { chave: novaChave(), tipo: 'refNFP', ref_nfe: '', campos: { modelo: '04', serie: '0' } }])}
            >
              Nota de produtor
            </Button>
          </Stack>
        )}
      </Stack>
      {exige && lista.length === 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {finalidade === 4 ? 'A NF-e de devolução' : 'A NF-e complementar'} precisa da chave da nota referenciada.
        </Alert>
      )}
      <Stack spacing={1}>
        {lista.map((r, i) => {
          const remover = !leitura && (
            <Tooltip title="Remover">
              <IconButton aria-label={`Remover documento ${i + 1}`} onClick={() => onChange(lista.filter((_, k) => k !== i))}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          );
          if (r.tipo === 'refNFP')
            return (
              <Stack key={r.chave} direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }} data-testid="ref-produtor">
                {CAMPOS_PRODUTOR.map(([campo, rotulo, largura]) => {
                  const e = erroDe(`NFref.${i}.${campo}`);
                  return (
                    <TextField
                      key={campo}
                      label={rotulo}
                      size="small"
                      sx={{ width: largura }}
                      value={r.campos[campo] ?? ''}
                      disabled={leitura}
                      slotProps={{ htmlInput: { 'aria-label': `${rotulo} da nota de produtor ${i + 1}` } }}
                      onChange={(ev) => onChange(lista.map((x, k) => (k === i ? { ...x, campos: { ...x.campos, [campo]: ev.target.value } } : x)))}
                      error={!!e}
                      helperText={e}
                    />
                  );
                })}
                {remover}
              </Stack>
            );
          if (r.tipo !== 'refNFe')
            return (
              <Stack key={r.chave} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Box sx={{ flex: 1, fontSize: '0.875rem' }}>
                  {r.tipo}:{' '}
                  {Object.entries(r.campos)
                    .map(([k, v]) => `${k} ${v}`)
                    .join(', ')}
                </Box>
                {remover}
              </Stack>
            );
          const erro = erroDe(`NFref.${i}.ref_nfe`) ?? problemaDaChave(r.ref_nfe) ?? undefined;
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
              {remover}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
