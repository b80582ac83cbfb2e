/**
 * Import data of an NF-e item (CFOP 3xxx): the II group inputs (base, despesas
 * aduaneiras, II, IOF — faturamentoItem.base_ii/despesas_aduaneiras/valor_ii/valor_iof) and the
 * first Declaração de Importação with its first adição, stored in `di` as JSON with the layout's
 * tags (nDI, dDI, xLocDesemb, UFDesemb, dDesemb, tpViaTransp, vAFRMM, tpIntermedio, CNPJ,
 * UFTerceiro, cExportador, adi[{ nAdicao, nSeqAdic, cFabricante }]). Further DIs/adições sent
 * through the API are kept as they are. The server checks everything (400 `Item[i].di`).
 */
import { Alert, Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { SIGLAS_UF } from '../../../../domain/uf.ts';
import { CampoDecimal } from '../campos.tsx';
import type { ItemNota } from '../nota.ts';

type Di = Record<string, unknown> & { adi?: Array<Record<string, unknown>> };

/** Whether the item is an import (typed CFOP or the server's CFOP starts with 3). */
export function itemDeImportacao(it: ItemNota): boolean {
  return it.cfop.startsWith('3') || String(it.calculado?.cfop ?? '').startsWith('3');
}

function lerDi(json: string | undefined): Di[] {
  try {
    const v = json ? JSON.parse(json) : [];
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

const VIAS: Array<[string, string]> = [
  ['1', 'Marítima'],
  ['2', 'Fluvial'],
  ['3', 'Lacustre'],
  ['4', 'Aérea'],
  ['5', 'Postal'],
  ['6', 'Ferroviária'],
  ['7', 'Rodoviária'],
  ['8', 'Conduto / rede'],
  ['9', 'Meios próprios'],
  ['10', 'Entrada/saída ficta'],
  ['11', 'Courier'],
  ['12', 'Em mãos'],
  ['13', 'Por reboque'],
];
const INTERMEDIO: Array<[string, string]> = [
  ['1', 'Por conta própria'],
  ['2', 'Por conta e ordem'],
  ['3', 'Encomenda'],
];

export function ImportacaoItem({
  it,
  i,
  leitura,
  erro,
  onChange,
}: {
  it: ItemNota;
  i: number;
  leitura: boolean;
  erro: string | undefined;
  onChange: (m: Partial<ItemNota>) => void;
}) {
  const lista = lerDi(it.di);
  const d: Di = lista[0] ?? { tpViaTransp: 1, tpIntermedio: 1, adi: [{ nAdicao: 1, nSeqAdic: 1 }] };
  const a = d.adi?.[0] ?? {};
  const gravar = (campos: Record<string, unknown>, adicao?: Record<string, unknown>) => {
    const nova: Di = { ...d, ...campos, adi: [{ ...a, ...(adicao ?? {}) }, ...(d.adi ?? []).slice(1)] };
    for (const [k, v] of Object.entries(nova)) if (v === '' || v === null) delete nova[k];
    onChange({ di: JSON.stringify([nova, ...lista.slice(1)]) });
  };
  const texto = (campo: string, rotulo: string, largura: number, extra: Record<string, unknown> = {}) => (
    <TextField
      size="small"
      label={rotulo}
      sx={{ width: largura }}
      value={String(d[campo] ?? '')}
      disabled={leitura}
      onChange={(ev) => gravar({ [campo]: ev.target.value })}
      slotProps={{ htmlInput: { 'aria-label': `${rotulo} (DI do item ${i + 1})` }, inputLabel: { shrink: true } }}
      {...extra}
    />
  );
  const lista2 = (campo: string, rotulo: string, opcoes: Array<[string, string]>, largura: number) => (
    <TextField
      select
      size="small"
      label={rotulo}
      sx={{ width: largura }}
      value={String(d[campo] ?? '')}
      disabled={leitura}
      onChange={(ev) => gravar({ [campo]: Number(ev.target.value) || ev.target.value })}
      slotProps={{ htmlInput: { 'aria-label': `${rotulo} (DI do item ${i + 1})` } }}
    >
      {opcoes.map(([v, r]) => (
        <MenuItem key={v} value={v}>
          {r}
        </MenuItem>
      ))}
    </TextField>
  );
  const decimal = (campo: 'base_ii' | 'despesas_aduaneiras' | 'valor_ii' | 'valor_iof', rotulo: string) => (
    <CampoDecimal
      label={rotulo}
      sx={{ width: 150 }}
      value={it[campo] ?? null}
      disabled={leitura}
      onChange={(v) => onChange({ [campo]: v })}
      ariaLabel={`${rotulo} do item ${i + 1}`}
    />
  );
  const porTerceiro = Number(d.tpIntermedio) === 2 || Number(d.tpIntermedio) === 3;
  return (
    <Box sx={{ pb: 1.5 }} data-testid={`importacao-item-${i + 1}`}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        Importação: imposto de importação e declaração de importação (DI)
      </Typography>
      {erro && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {erro}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        {decimal('base_ii', 'Base do II (R$)')}
        {decimal('valor_ii', 'II (R$)')}
        {decimal('valor_iof', 'IOF (R$)')}
        {decimal('despesas_aduaneiras', 'Despesas aduaneiras (R$)')}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {texto('nDI', 'Nº da DI', 150)}
        {texto('dDI', 'Registro', 150, { type: 'date' })}
        {texto('xLocDesemb', 'Local do desembaraço', 200)}
        {lista2(
          'UFDesemb',
          'UF',
          SIGLAS_UF.map((u) => [u, u]),
          80,
        )}
        {texto('dDesemb', 'Desembaraço', 150, { type: 'date' })}
        {lista2('tpViaTransp', 'Via de transporte', VIAS, 170)}
        {Number(d.tpViaTransp) === 1 && texto('vAFRMM', 'AFRMM (R$)', 120)}
        {lista2('tpIntermedio', 'Forma de importação', INTERMEDIO, 180)}
        {porTerceiro && texto('CNPJ', 'CNPJ do adquirente', 170)}
        {porTerceiro &&
          lista2(
            'UFTerceiro',
            'UF do adquirente',
            SIGLAS_UF.map((u) => [u, u]),
            140,
          )}
        {texto('cExportador', 'Código do exportador', 170)}
        <TextField
          size="small"
          label="Adição"
          sx={{ width: 90 }}
          value={String(a.nAdicao ?? '')}
          disabled={leitura}
          onChange={(ev) => gravar({}, { nAdicao: ev.target.value.replace(/\D/g, '') || undefined })}
          slotProps={{ htmlInput: { 'aria-label': `Adição (DI do item ${i + 1})` } }}
        />
        <TextField
          size="small"
          label="Seq. na adição"
          sx={{ width: 120 }}
          value={String(a.nSeqAdic ?? '')}
          disabled={leitura}
          onChange={(ev) => gravar({}, { nSeqAdic: ev.target.value.replace(/\D/g, '') })}
          slotProps={{ htmlInput: { 'aria-label': `Sequência na adição (DI do item ${i + 1})` } }}
        />
        <TextField
          size="small"
          label="Código do fabricante"
          sx={{ width: 170 }}
          value={String(a.cFabricante ?? '')}
          disabled={leitura}
          onChange={(ev) => gravar({}, { cFabricante: ev.target.value })}
          slotProps={{ htmlInput: { 'aria-label': `Código do fabricante (DI do item ${i + 1})` } }}
        />
      </Stack>
      {lista.length > 1 && (
        <Typography variant="caption" color="text.secondary">
          Mais {lista.length - 1} DI neste item (enviadas pela API), mantidas como estão.
        </Typography>
      )}
    </Box>
  );
}
