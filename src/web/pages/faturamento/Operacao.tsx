/**
 * "Operação" picker of the billing editor: the issuer's operation presets
 * (modelos de faturamento, seeded by `POST /v1/modelosFaturamento/Predefinicoes`: conserto,
 * demonstração, venda à ordem / conta e ordem, entrega futura, bonificação, transferência, entrada
 * de produtor...). Picking one fills natureza da operação, tipo (tpNF), finalidade (finNFe), série,
 * presença and frete; the server applies the preset's CFOP (inside/outside the state) to the items,
 * skips the stock move when the preset does not move stock and refuses duplicatas when it does not
 * generate receivables.
 */
import { useEffect, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { apiData } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';

/** A predefined operation: the registry entity modelosFaturamento, as `Predefinicoes` answers it (src/contratos/cadastros.ts). */
export type ModeloOperacao = components['schemas']['ModelosFaturamento'];

export function OperacaoPredefinida({
  valor,
  leitura,
  onEscolher,
}: {
  valor: number | null;
  leitura: boolean;
  onEscolher: (m: ModeloOperacao | null) => void;
}) {
  const [modelos, setModelos] = useState<ModeloOperacao[]>([]);
  useEffect(() => {
    let vivo = true;
    apiData<ModeloOperacao[]>('/v1/modelosFaturamento/Predefinicoes', { method: 'POST', body: {} })
      .then((l) => vivo && setModelos(l))
      .catch(() => vivo && setModelos([]));
    return () => {
      vivo = false;
    };
  }, []);
  const atual = modelos.find((m) => m.id === valor);
  const ajuda = atual
    ? [
        atual.cfop_interno ? `CFOP ${atual.cfop_interno}${atual.cfop_interestadual ? ` / ${atual.cfop_interestadual}` : ''}` : null,
        atual.movimenta_estoque ? 'movimenta estoque' : 'não movimenta estoque',
        atual.gera_financeiro ? 'gera contas a receber' : 'não gera contas a receber',
      ]
        .filter(Boolean)
        .join(' · ')
    : 'Escolha para preencher natureza, tipo, finalidade e CFOP';
  return (
    <TextField
      select
      label="Operação"
      fullWidth
      value={valor ? String(valor) : ''}
      disabled={leitura}
      helperText={ajuda}
      onChange={(e) => onEscolher(modelos.find((m) => String(m.id) === e.target.value) ?? null)}
    >
      <MenuItem value="">Nenhuma (venda normal)</MenuItem>
      {modelos.map((m) => (
        <MenuItem key={m.id} value={String(m.id)}>
          {m.descricao}
        </MenuItem>
      ))}
    </TextField>
  );
}
