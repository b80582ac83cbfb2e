/**
 * "Dados da nota" tab of the NF-e editor: destinatário (cliente autocomplete; a consumidor-final
 * cliente turns "Consumidor final" on), vendedor (sales-by-seller report and commission), natureza, emissão/saída, operação predefinida (fills
 * natureza, tpNF, finNFe, série, indPres, modFrete), tipo, finalidade, presença, série (locked
 * once numbered), consumidor final, and the referenced NF-e (NFref).
 */
import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { ReferenciasNFe } from '../Referencias.tsx';
import { OperacaoPredefinida } from '../Operacao.tsx';
import { CampoDataHora, ClienteAutocomplete, type ClienteOpcao } from '../campos.tsx';
import { FINALIDADES, PRESENCAS, TIPOS } from './opcoes.ts';
import { Secao } from './Secao.tsx';
import type { EdicaoNota } from './useNotaEditor.ts';
import { VendedorAutocomplete, type VendedorOpcao } from '../vendedor.tsx';

/** The header fields of the note; `cliente` is the chosen option shown by the autocomplete. */
export function AbaDados({
  edicao: { nota, setNota, leitura, alterar, erroDe },
  cliente,
  setCliente,
  vendedor,
  setVendedor,
}: {
  edicao: EdicaoNota;
  cliente: ClienteOpcao | null;
  setCliente: (c: ClienteOpcao | null) => void;
  vendedor: VendedorOpcao | null;
  setVendedor: (v: VendedorOpcao | null) => void;
}) {
  return (
    <Secao titulo="Destinatário e operação">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <ClienteAutocomplete
            value={cliente}
            disabled={leitura}
            error={!!erroDe('cliente_id')}
            helperText={erroDe('cliente_id')}
            onChange={(c) => {
              setCliente(c);
              alterar('cliente_id', c?.id ?? null);
              if (c && (c.consumidor_final === true || c.consumidor_final === 1)) alterar('consumidor_final', 1);
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField
            label="Natureza da operação"
            required
            fullWidth
            value={nota.natureza_operacao}
            disabled={leitura}
            onChange={(e) => alterar('natureza_operacao', e.target.value.slice(0, 60))}
            error={!!erroDe('natureza_operacao')}
            helperText={erroDe('natureza_operacao')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <VendedorAutocomplete
            value={vendedor}
            disabled={leitura}
            error={!!erroDe('vendedor_id')}
            helperText={erroDe('vendedor_id')}
            onChange={(v) => {
              setVendedor(v);
              alterar('vendedor_id', v?.id ?? null);
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <CampoDataHora
            label="Data de emissão"
            fullWidth
            value={nota.data_emissao}
            disabled={leitura}
            onChange={(v) => alterar('data_emissao', v)}
            error={!!erroDe('data_emissao')}
            helperText={erroDe('data_emissao')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <CampoDataHora
            label="Data de saída/entrada"
            fullWidth
            value={nota.data_saida}
            disabled={leitura}
            onChange={(v) => alterar('data_saida', v)}
            error={!!erroDe('data_saida')}
            helperText={erroDe('data_saida')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <OperacaoPredefinida
            valor={nota.modelo_faturamento_id}
            leitura={leitura}
            onEscolher={(m) =>
              setNota((n) => ({
                ...n,
                modelo_faturamento_id: m?.id ?? null,
                ...(m
                  ? {
                      natureza_operacao: m.natureza_operacao,
                      tipo_operacao: m.tipo_operacao,
                      finalidade: m.finalidade,
                      serie: m.serie,
                      presenca: m.presenca,
                      modalidade_frete: m.modalidade_frete,
                    }
                  : {}),
              }))
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            select
            label="Tipo de operação"
            fullWidth
            value={String(nota.tipo_operacao)}
            disabled={leitura}
            onChange={(e) => alterar('tipo_operacao', Number(e.target.value))}
          >
            {TIPOS.map((o) => (
              <MenuItem key={o.valor} value={o.valor}>
                {o.rotulo}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            select
            label="Finalidade"
            fullWidth
            value={String(nota.finalidade)}
            disabled={leitura}
            onChange={(e) => alterar('finalidade', Number(e.target.value))}
            error={!!erroDe('finalidade')}
            helperText={erroDe('finalidade')}
          >
            {FINALIDADES.map((o) => (
              <MenuItem key={o.valor} value={o.valor}>
                {o.rotulo}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 5 }}>
          <TextField
            select
            label="Presença do comprador"
            fullWidth
            value={String(nota.presenca)}
            disabled={leitura}
            onChange={(e) => alterar('presenca', Number(e.target.value))}
            error={!!erroDe('presenca')}
            helperText={erroDe('presenca')}
          >
            {PRESENCAS.map((o) => (
              <MenuItem key={o.valor} value={o.valor}>
                {o.rotulo}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3, md: 2 }}>
          <TextField
            label="Série"
            type="number"
            fullWidth
            value={nota.serie}
            disabled={leitura || !!nota.numero}
            onChange={(e) => alterar('serie', Math.max(0, Math.min(999, Number(e.target.value) || 0)))}
            error={!!erroDe('serie')}
            helperText={erroDe('serie')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 5 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Switch checked={nota.consumidor_final === 1} disabled={leitura} onChange={(e) => alterar('consumidor_final', e.target.checked ? 1 : 0)} />
            }
            label="Consumidor final"
          />
        </Grid>
      </Grid>
      <ReferenciasNFe lista={nota.NFref} finalidade={nota.finalidade} leitura={leitura} erroDe={erroDe} onChange={(l) => alterar('NFref', l)} />
    </Secao>
  );
}
