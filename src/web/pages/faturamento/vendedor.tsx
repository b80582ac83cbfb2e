/**
 * Vendedor (seller) picker of the NF-e editor: searchable by name through OData `Vendedor`,
 * showing the commission percentage. The chosen seller is `faturamento.vendedor_id`, summed by the
 * "Vendas por vendedor" report (commission = total × percentual_comissao).
 */
import { TextField } from '@mui/material';
import { formatDecimal } from '../../resources/format.ts';
import { listarOData } from '../../providers/odata.ts';
import { BuscaAutocomplete, textoOData } from './campos.tsx';

export interface VendedorOpcao {
  id: number;
  nome: string;
  percentual_comissao?: number | string | null;
}

const filtroVendedor = (t: string) => `contains(nome,'${textoOData(t)}')`;
const comissao = (o: VendedorOpcao) => (o.percentual_comissao != null ? `Comissão ${formatDecimal(Number(o.percentual_comissao), 2)} %` : '');

/** The seller with id `id` (null when not found). */
export async function carregarVendedor(id: number): Promise<VendedorOpcao | null> {
  const r = await listarOData<VendedorOpcao>('Vendedor', { filter: `id eq ${Number(id)}`, top: 1, select: 'id,nome,percentual_comissao' });
  return r.value[0] ?? null;
}

export function VendedorAutocomplete({
  value,
  onChange,
  disabled,
  error,
  helperText,
}: {
  value: VendedorOpcao | null;
  onChange: (v: VendedorOpcao | null) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  return (
    <BuscaAutocomplete<VendedorOpcao>
      conjunto="Vendedor"
      filtro={filtroVendedor}
      select="id,nome,percentual_comissao"
      orderby="nome"
      value={value}
      onChange={onChange}
      disabled={disabled}
      rotulo={(o) => o.nome ?? ''}
      titulo={(o) => o.nome}
      detalhe={comissao}
      nenhum="Nenhum vendedor encontrado"
      renderInput={(params) => (
        <TextField {...params} label="Vendedor" error={error} helperText={helperText ?? (value ? comissao(value) || undefined : undefined)} />
      )}
    />
  );
}
