/**
 * "Transporte" tab of the NF-e editor: modalidade do frete (modFrete; 9 = sem frete disables the
 * carrier), transportadora, and the volumes (qVol, esp, marca, nVol, pesoL, pesoB in kg).
 */
import { Button, Grid, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { CampoDecimal, TransportadoraAutocomplete, type TransportadoraOpcao } from '../campos.tsx';
import { novaChave } from '../nota.ts';
import { FRETES } from './opcoes.ts';
import { Secao } from './Secao.tsx';
import type { EdicaoNota } from './useNotaEditor.ts';

/** Transportador and Volumes sections; `transportadora` is the chosen carrier option. */
export function AbaTransporte({
  edicao: { nota, setNota, leitura, alterar, erroDe },
  transportadora,
  setTransportadora,
}: {
  edicao: EdicaoNota;
  transportadora: TransportadoraOpcao | null;
  setTransportadora: (t: TransportadoraOpcao | null) => void;
}) {
  return (
    <>
      <Secao titulo="Transportador">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              label="Modalidade do frete"
              fullWidth
              value={String(nota.modalidade_frete)}
              disabled={leitura}
              onChange={(e) => alterar('modalidade_frete', Number(e.target.value))}
              error={!!erroDe('modalidade_frete')}
              helperText={erroDe('modalidade_frete')}
            >
              {FRETES.map((o) => (
                <MenuItem key={o.valor} value={o.valor}>
                  {o.valor} - {o.rotulo}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TransportadoraAutocomplete
              value={transportadora}
              disabled={leitura || nota.modalidade_frete === 9}
              onChange={(t) => {
                setTransportadora(t);
                alterar('transportadora_id', t?.id ?? null);
              }}
            />
          </Grid>
        </Grid>
      </Secao>
      <Secao
        titulo="Volumes"
        acao={
          !leitura && (
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              onClick={() =>
                setNota((n) => ({
                  ...n,
                  Volume: [...n.Volume, { chave: novaChave(), quantidade: 1, especie: '', marca: '', numeracao: '', peso_liquido: null, peso_bruto: null }],
                }))
              }
            >
              Adicionar volume
            </Button>
          )
        }
      >
        {nota.Volume.length === 0 && <Typography color="text.secondary">Nenhum volume informado.</Typography>}
        <Stack spacing={1.5}>
          {nota.Volume.map((v, i) => {
            const set = (p: Partial<typeof v>) => setNota((n) => ({ ...n, Volume: n.Volume.map((x, k) => (k === i ? { ...x, ...p } : x)) }));
            return (
              <Stack key={v.chave} direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <CampoDecimal
                  label="Quantidade"
                  escala={0}
                  value={v.quantidade}
                  disabled={leitura}
                  onChange={(x) => set({ quantidade: x })}
                  sx={{ width: 110 }}
                />
                <TextField size="small" label="Espécie" value={v.especie} disabled={leitura} onChange={(e) => set({ especie: e.target.value.slice(0, 60) })} />
                <TextField size="small" label="Marca" value={v.marca} disabled={leitura} onChange={(e) => set({ marca: e.target.value.slice(0, 60) })} />
                <TextField
                  size="small"
                  label="Numeração"
                  value={v.numeracao}
                  disabled={leitura}
                  onChange={(e) => set({ numeracao: e.target.value.slice(0, 60) })}
                />
                <CampoDecimal
                  label="Peso líquido (kg)"
                  escala={3}
                  value={v.peso_liquido}
                  disabled={leitura}
                  onChange={(x) => set({ peso_liquido: x })}
                  sx={{ width: 150 }}
                />
                <CampoDecimal
                  label="Peso bruto (kg)"
                  escala={3}
                  value={v.peso_bruto}
                  disabled={leitura}
                  onChange={(x) => set({ peso_bruto: x })}
                  sx={{ width: 150 }}
                />
                {!leitura && (
                  <IconButton
                    aria-label={`Remover volume ${i + 1}`}
                    color="error"
                    onClick={() => setNota((n) => ({ ...n, Volume: n.Volume.filter((_, k) => k !== i) }))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Secao>
    </>
  );
}
